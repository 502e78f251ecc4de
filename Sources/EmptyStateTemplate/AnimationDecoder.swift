import EmptyStateModel
import Yams

/// `image.animation`: a CABasicAnimation, bounded so an animated output cannot ask for
/// millions of frames.
extension ScreenDecoder {
    func animation(_ node: Node, what: String) throws -> ImageAnimation {
        let pairs = try reader.mapping(node, known: Keys.animation, what: what)
        guard let keyPathNode = pairs.first(where: { $0.key == "keyPath" })?.value else {
            throw reader.error("\(what) needs a 'keyPath' (\(AnimationKeyPath.allCases.map(\.rawValue).joined(separator: ", ")))", at: node)
        }
        let keyPath = try reader.oneOf(keyPathNode, AnimationKeyPath.self, what: "\(what).keyPath")
        var from: Double?, to: Double?, duration = 0.25, cumulative = false, repeatCount = 1.0, timing = TimingFunction.linear
        for (key, _, value) in pairs {
            switch key {
            case "from": from = try reader.finiteNumber(value, what: "\(what).from", range: -1e6...1e6)
            case "to": to = try reader.finiteNumber(value, what: "\(what).to", range: -1e6...1e6)
            case "duration": duration = try reader.finiteNumber(value, what: "\(what).duration", range: TemplateLimits.duration)
            case "cumulative": cumulative = try reader.bool(value, what: "\(what).cumulative")
            case "repeatCount":
                repeatCount = try reader.number(value, what: "\(what).repeatCount")
                guard repeatCount >= 0 else { throw reader.error("\(what).repeatCount cannot be negative", at: value) }
            case "timingFunction": timing = try reader.oneOf(value, TimingFunction.self, what: "\(what).timingFunction")
            default: break
            }
        }
        guard let to else { throw reader.error("\(what) needs a 'to' value", at: node) }
        // How long an animated output of it lasts (see Appearance): one period of a repeating
        // animation, or the whole of a finite one. Bounded, so a template cannot ask for
        // millions of frames (or a frame count past Int.max).
        let limit = TemplateLimits.animationSeconds
        if repeatCount.isFinite {
            let total = duration * max(repeatCount, 1)
            guard total <= limit else {
                throw reader.error("\(what) runs \(reader.format(total)) s in all (duration × repeatCount); the limit is \(reader.format(limit)) s", at: node)
            }
        } else if cumulative, keyPath == .rotationZ {
            let step = to - (from ?? 0)
            // The whole turns it takes to look the same again, as Appearance.loopPeriod finds them.
            let iterations = step == 0 ? 1 : (1...360).first { k in
                let turns = Double(k) * step / (2 * .pi)
                return abs(turns - turns.rounded()) < 1e-4
            } ?? 1
            guard Double(iterations) * duration <= limit else {
                throw reader.error("\(what) repeats every \(reader.format(Double(iterations) * duration)) s (\(iterations) × its duration); the limit is \(reader.format(limit)) s", at: node)
            }
        } else {
            guard duration <= limit else {
                throw reader.error("\(what) repeats every \(reader.format(duration)) s; the limit is \(reader.format(limit)) s", at: node)
            }
        }
        return ImageAnimation(keyPath: keyPath, from: from, to: to, duration: duration, cumulative: cumulative,
                              repeatCount: repeatCount, timingFunction: timing)
    }
}
