import EmptyStateModel
import SwiftSyntax

/// `CABasicAnimation` as a template's image animation: `{ keyPath, from, to, duration,
/// cumulative, repeatCount, timingFunction }`. DZNEmptyDataSet's sample animates `transform`
/// from the identity to a rotation about z: that is `transform.rotation.z`.
enum AnimationReader {
    static let keyPaths = ["transform.rotation.z", "transform.scale", "opacity"]

    static func animation(_ value: Value, _ reading: Reading) -> TemplateValue? {
        if case .null = value { return nil }
        guard let call = value.call, call.isInitializer(of: ["CABasicAnimation"]) else {
            if let call = value.call, call.isInitializer(of: ["CAKeyframeAnimation", "CASpringAnimation", "CAAnimationGroup"]) {
                reading.warn("\(call.name) is not drawn: only a CABasicAnimation", at: call.syntax)
                return nil
            }
            reading.notLiteral(value)
            return nil
        }
        var keyPath = (call.argument("keyPath") ?? call.unlabeled.first)?.value.plainString
        if let set = call.property("keyPath")?.value.plainString { keyPath = set }
        guard let keyPath else { reading.warn("the animation's key path is not known", at: call.syntax); return nil }
        var map = MapBuilder()
        var from = call.property("fromValue").map { transform($0.value) }
        var to = call.property("toValue").map { transform($0.value) }
        var path = keyPath
        switch keyPath {
        case "transform.rotation", "transform.rotation.z": path = "transform.rotation.z"
        case "transform.scale", "opacity": break
        case "transform":
            let kinds = Set([from, to].compactMap { $0?.kind }.filter { $0 != "identity" })
            guard kinds.count == 1, let kind = kinds.first else {
                reading.warn("a transform animation other than a rotation about z or a scale is not drawn", at: call.syntax)
                return nil
            }
            path = kind == "rotation" ? "transform.rotation.z" : "transform.scale"
            let identity: Double = kind == "rotation" ? 0 : 1
            if from?.kind == "identity" { from = Transform(kind: kind, amount: identity) }
            if to?.kind == "identity" { to = Transform(kind: kind, amount: identity) }
        default:
            reading.warn("the key path '\(keyPath)' is not one of \(keyPaths.joined(separator: ", "))", at: call.syntax)
            return nil
        }
        map["keyPath"] = .string(path)
        for (key, transform, property) in [("from", from, "fromValue"), ("to", to, "toValue")] {
            guard let transform else { continue }
            if let amount = transform.amount { map[key] = .number(amount) } else {
                reading.at(key).notLiteral(call.property(property)!.value)
            }
        }
        for (path, value, syntax) in call.properties {
            let place = reading.at(path)
            switch path {
            case "keyPath", "fromValue", "toValue": break
            case "duration": map["duration"] = NumberReader.number(value, place).map(TemplateValue.number)
            case "isCumulative", "cumulative": map["cumulative"] = NumberReader.bool(value, place).map(TemplateValue.bool)
            case "repeatCount":
                if let count = NumberReader.number(value) {
                    map["repeatCount"] = .number(count >= Double(Float.greatestFiniteMagnitude) ? .infinity : count)
                } else {
                    place.notLiteral(value)
                }
            case "timingFunction":
                let name = value.call.flatMap { $0.argument("name") ?? $0.unlabeled.first }?.value.memberName
                if let name, ["linear", "easeIn", "easeOut", "easeInEaseOut"].contains(name) {
                    map["timingFunction"] = .string(name)
                } else {
                    place.warn("the timing function is not one of linear, easeIn, easeOut, easeInEaseOut", at: syntax)
                }
            case "fillMode", "isRemovedOnCompletion", "delegate": break   // no difference to a looping image
            default: place.warn("\(path) is not drawn", at: syntax)
            }
        }
        return map.value(MapBuilder.animationOrder)
    }

    struct Transform {
        var kind: String?   // rotation, scale, identity; nil for a number
        var amount: Double?
    }

    /// `NSValue(caTransform3D: CATransform3DMakeRotation(.pi / 2, 0, 0, 1))`, a number.
    private static func transform(_ value: Value) -> Transform {
        if let number = NumberReader.number(value) { return Transform(kind: nil, amount: number) }
        guard var call = value.call else { return Transform(kind: nil, amount: nil) }
        if call.isInitializer(of: ["NSValue"]), let inner = call.argument("caTransform3D") {
            if inner.value.memberName == "identity" { return Transform(kind: "identity", amount: nil) }
            guard let transformCall = inner.value.call else { return Transform(kind: nil, amount: nil) }
            call = transformCall
        }
        let numbers = call.arguments.map { NumberReader.number($0.value) }
        switch call.name {
        case "CATransform3DMakeRotation" where numbers.count == 4 && numbers[1] == 0 && numbers[2] == 0 && numbers[3] == 1:
            return Transform(kind: "rotation", amount: numbers[0])
        case "CATransform3DRotate" where numbers.count == 5 && call.arguments[0].value.memberName == "identity"
            && numbers[2] == 0 && numbers[3] == 0 && numbers[4] == 1:
            return Transform(kind: "rotation", amount: numbers[1])
        case "CATransform3DMakeScale" where numbers.count == 3 && numbers[0] != nil && numbers[0] == numbers[1]:
            return Transform(kind: "scale", amount: numbers[0])
        default:
            return Transform(kind: nil, amount: nil)
        }
    }
}
