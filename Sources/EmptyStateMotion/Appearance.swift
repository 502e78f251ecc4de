import EmptyStateModel
import Foundation

/// The frames of a screen's appearance: when each is taken, how long it shows, and whether
/// the whole loops. The fade-in plays from t = 0; an image animation that repeats forever is
/// followed for whole visual periods, so the last frame leads back into the first.
public struct Appearance: Equatable, Sendable {
    public var times: [Double]
    public var delays: [Double]
    /// 0: forever (a repeating image animation); 1: plays once and rests.
    public var loops: Int
    public var duration: Double

    public init(view: EmptyDataSetView, fps: Double, duration requested: Double? = nil) {
        let timeline = Timeline(view: view)
        let period = Self.loopPeriod(view)
        loops = period == nil ? 1 : 0
        var total: Double
        if let requested {
            total = requested
        } else if let period {
            // Whole periods, enough to cover the fade-in.
            let fade = view.fadeIn ? Timeline.fadeDuration : 0
            total = period * max(1, (fade / period - 1e-9).rounded(.up))
        } else {
            total = timeline.appearanceDuration
        }
        duration = total
        let count = max(1, Int((total * fps).rounded()))
        let step = total > 0 ? total / Double(count) : 0
        times = (0..<count).map { Double($0) * step }
        delays = Array(repeating: step, count: count)
        if loops == 1 {
            // Playing once ends on the resting screen, held.
            times.append(total)
            delays.append(max(step, 1))
        }
        if total == 0 { times = [0]; delays = [1] }
    }

    /// The time after which a forever-repeating image animation looks the same again, or nil.
    public static func loopPeriod(_ view: EmptyDataSetView) -> Double? {
        guard view.animateImageView, let animation = view.image?.animation, animation.repeatCount.isInfinite else { return nil }
        guard animation.cumulative else { return animation.duration }
        let step = animation.to - animation.from
        switch animation.keyPath {
        case .rotationZ:
            if step == 0 { return animation.duration }
            // The smallest number of iterations that turns a whole number of times.
            for iterations in 1...360 {
                let turns = Double(iterations) * step / (2 * .pi)
                if abs(turns - turns.rounded()) < 1e-4 { return Double(iterations) * animation.duration }
            }
            return nil
        case .scale, .opacity:
            return step == 0 ? animation.duration : nil
        }
    }
}
