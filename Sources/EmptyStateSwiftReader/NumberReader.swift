import EmptyStateModel
import SwiftSyntax

/// Numbers, Booleans, sizes and insets.
enum NumberReader {
    /// A number: a literal or arithmetic on literals, `CGFloat(…)`, `NSNumber(value:)`.
    static func number(_ value: Value) -> Double? {
        switch value {
        case let .number(number): return number
        case let .call(call):
            if call.isInitializer(of: ["CGFloat", "Double", "Float", "Int", "TimeInterval", "NSNumber"]) || call.name == "NSNumber",
               let argument = call.arguments.first, call.arguments.count == 1 {
                return number(argument.value)
            }
            return nil
        case let .member(_, name, _) where name == "zero": return 0
        default: return nil
        }
    }

    /// A number, or a warning that it is not one (and nil).
    static func number(_ value: Value, _ reading: Reading) -> Double? {
        if let number = number(value), number.isFinite { return number }
        if case .null = value { return nil }
        reading.notLiteral(value)
        return nil
    }

    static func bool(_ value: Value, _ reading: Reading) -> Bool? {
        if case let .bool(bool) = value { return bool }
        reading.notLiteral(value)
        return nil
    }

    /// `UIEdgeInsets(top:left:bottom:right:)`, `NSDirectionalEdgeInsets(top:leading:bottom:trailing:)`,
    /// `UIEdgeInsetsMake(…)`, `.zero`: `[top, left/leading, bottom, right/trailing]`.
    static func insets(_ value: Value, _ reading: Reading) -> TemplateValue? {
        if case let .member(_, name, _) = value, name == "zero" { return .list(Array(repeating: .number(0), count: 4)) }
        guard let call = value.call else { reading.notLiteral(value); return nil }
        var values: [Value]?
        if call.name == "UIEdgeInsetsMake" || call.name == "NSDirectionalEdgeInsetsMake", call.arguments.count == 4 {
            values = call.arguments.map(\.value)
        } else if let top = call.argument("top"), let bottom = call.argument("bottom"),
                  let left = call.argument("left") ?? call.argument("leading"), let right = call.argument("right") ?? call.argument("trailing") {
            values = [top.value, left.value, bottom.value, right.value]
        } else if let all = call.argument("all") {
            values = Array(repeating: all.value, count: 4)
        }
        guard let values else { reading.notLiteral(value); return nil }
        var numbers: [TemplateValue] = []
        for item in values {
            guard let number = number(item, reading) else { return nil }
            numbers.append(.number(number))
        }
        return .list(numbers)
    }

    /// `CGSize(width:height:)`: `[w, h]`.
    static func size(_ value: Value, _ reading: Reading) -> TemplateValue? {
        guard let call = value.call, let width = call.argument("width"), let height = call.argument("height"),
              let w = number(width.value, reading), let h = number(height.value, reading) else {
            if value.call == nil { reading.notLiteral(value) }
            return nil
        }
        return .list([.number(w), .number(h)])
    }

    /// `.center`, `UIFont.Weight.bold`: the name, when it is one of `names`.
    static func member(_ value: Value, _ names: [String], _ reading: Reading) -> String? {
        if let name = value.memberName, names.contains(name) { return name }
        if case let .member(_, name, syntax) = value {
            reading.warn("'\(name)' is not one of \(names.joined(separator: ", "))", at: syntax)
            return nil
        }
        reading.notLiteral(value)
        return nil
    }
}
