import EmptyStateModel

/// The screen's state at any time after it appears: DZNEmptyDataSet's fade-in and the image
/// view's CABasicAnimation, both starting at t = 0.
public struct Timeline: Sendable {
    /// UIKit's animation in `-[DZNEmptyDataSetView didMoveToSuperview]`.
    public static let fadeDuration = 0.25
    public static let fadeCurve = UnitBezier.easeInEaseOut

    public let view: EmptyDataSetView
    public init(view: EmptyDataSetView) { self.view = view }

    public func moment(at time: Double) -> RenderMoment {
        var moment = RenderMoment()
        if view.fadeIn {
            moment.contentAlpha = Self.fadeCurve.value(at: time / Self.fadeDuration)
        }
        if view.animateImageView, let animation = view.image?.animation {
            let value = Self.value(of: animation, at: time)
            switch animation.keyPath {
            case .rotationZ: moment.imageRotation = value
            case .scale: moment.imageScale = value
            case .opacity: moment.imageOpacity = min(max(value, 0), 1)
            }
        }
        return moment
    }

    /// CABasicAnimation's presentation value; once it has run its course it is removed and the
    /// property is back at its identity.
    public static func value(of animation: ImageAnimation, at time: Double) -> Double {
        let time = max(0, time)
        let total = animation.duration * max(animation.repeatCount, 1)
        if time >= total { return animation.keyPath.identity }
        let iteration = (time / animation.duration).rounded(.down)
        let local = (time - iteration * animation.duration) / animation.duration
        let progress = curve(animation.timingFunction).value(at: local)
        var value = animation.from + (animation.to - animation.from) * progress
        if animation.cumulative { value += iteration * (animation.to - animation.from) }
        return value
    }

    static func curve(_ function: TimingFunction) -> UnitBezier {
        switch function {
        case .linear: return .linear
        case .easeIn: return .easeIn
        case .easeOut: return .easeOut
        case .easeInEaseOut: return .easeInEaseOut
        }
    }

    /// How long the appearance lasts before it rests or loops: the fade-in, and one period of
    /// a repeating animation (or the whole of a finite one).
    public var appearanceDuration: Double {
        var duration = view.fadeIn ? Self.fadeDuration : 0
        if view.animateImageView, let animation = view.image?.animation {
            duration = max(duration, animation.repeatCount.isInfinite ? animation.duration : animation.duration * max(animation.repeatCount, 1))
        }
        return duration
    }
}
