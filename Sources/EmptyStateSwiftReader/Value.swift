import SwiftSyntax

/// What an expression is, as far as it can be known without running the app: literals, names
/// after a dot, calls (with the properties set and the methods called on their result
/// afterwards), or not known. The readers (texts, colors, fonts, images…) interpret values.
indirect enum Value {
    case string(StringValue)
    case number(Double)
    case bool(Bool)
    case null
    /// `.red`, `UIColor.red`, `UIFont.Weight.bold`: the type written before the dot (nil for a
    /// leading dot) and the name.
    case member(type: String?, name: String, syntax: Syntax)
    case call(Call)
    case array(Collection)
    case dictionary(Collection)
    /// A closure (a SwiftUI view builder, a button's action), read by whoever needs it.
    case closure(ClosureExprSyntax)
    /// Not known until the app runs: its expression, for placeholders and warnings.
    case unknown(Syntax)

    /// `nil` written in the code.
    var isNil: Bool { if case .null = self { return true } else { return false } }

    /// How many values deep this one is (each kept, so that this is O(1)).
    var depth: Int {
        switch self {
        case let .string(string): return string.depth
        case let .call(call): return call.depth
        case let .array(collection), let .dictionary(collection): return collection.depth
        default: return 1
        }
    }

    var call: Call? { if case let .call(call) = self { return call }; return nil }
    var isClosure: Bool { if case .closure = self { return true }; return false }
    var isUnknown: Bool { if case .unknown = self { return true }; return false }
    var number: Double? { if case let .number(number) = self { return number }; return nil }

    /// The literal string, when every part of it is known.
    var plainString: String? {
        guard case let .string(string) = self else { return nil }
        return string.plain
    }

    /// `.name` or `Type.name`: the name.
    var memberName: String? {
        if case let .member(_, name, _) = self { return name }
        return nil
    }

    /// The value read through a variable: a string literal stored in a `String` is no longer
    /// a literal (SwiftUI's `Text(title)` shows it verbatim).
    var asVariable: Value {
        guard case var .string(string) = self, string.literal else { return self }
        string.literal = false
        return .string(string)
    }

    static func notKnown(_ node: some SyntaxProtocol) -> Value { .unknown(Syntax(node)) }
}

/// A string: literal text and interpolated values.
struct StringValue {
    enum Part {
        case text(String)
        case value(Value, ExprSyntax)
    }
    var parts: [Part]
    /// Written as one string literal, which SwiftUI's `Text("…")` reads as a LocalizedStringKey.
    var literal: Bool
    var depth: Int
    var length: Int

    init(_ text: String, literal: Bool = false) {
        parts = [.text(text)]; self.literal = literal; depth = 1; length = text.count
    }

    init(parts: [Part], literal: Bool) {
        self.parts = parts
        self.literal = literal
        var depth = 1, length = 0
        for part in parts {
            switch part {
            case let .text(text): length += text.count
            case let .value(value, _): depth = max(depth, value.depth + 1); length += 1
            }
        }
        self.depth = depth
        self.length = length
    }

    /// The text when no part is unknown.
    var plain: String? {
        var result = ""
        for part in parts {
            switch part {
            case let .text(text): result += text
            case let .value(value, _):
                guard let text = StringValue.inline(value) else { return nil }
                result += text
            }
        }
        return result
    }

    /// An interpolated literal as text: strings, whole numbers, numbers, Booleans.
    static func inline(_ value: Value) -> String? {
        switch value {
        case let .string(string): return string.plain
        case let .number(number): return NumberText.format(number)
        case let .bool(bool): return bool ? "true" : "false"
        default: return nil
        }
    }

    static func + (lhs: StringValue, rhs: StringValue) -> StringValue {
        var joined = lhs
        joined.append(rhs)
        return joined
    }

    /// Appends in place (texts next to each other become one part), so that a long chain of
    /// `+` or of `+=` costs the length of the result, not its square.
    mutating func append(_ other: StringValue) {
        literal = false
        for part in other.parts {
            if case let .text(more) = part, case var .text(last)? = parts.last {
                parts[parts.count - 1] = .text("")
                last += more
                parts[parts.count - 1] = .text(last)
            } else {
                parts.append(part)
            }
        }
        depth = max(depth, other.depth)
        length += other.length
    }
}

/// An array's or a dictionary's elements (a dictionary's as key, value, key, value…).
struct Collection {
    var elements: [Value]
    var syntax: Syntax
    var depth: Int
    /// A tuple's element labels (`(title: "No comments", image: "tray")`, nil where unlabelled);
    /// nil for an array or a dictionary.
    var tupleLabels: [String?]?

    init(_ elements: [Value], syntax: Syntax, tupleLabels: [String?]? = nil) {
        self.elements = elements
        self.syntax = syntax
        self.tupleLabels = tupleLabels
        depth = 1 + (elements.map(\.depth).max() ?? 0)
    }

    /// The tuple with one element replaced (`plug.title = L10n.noCourse` of `var plug = (title:
    /// "", fontSize: 15.5)`, mala-ios); nil for no such element.
    func replacingTupleElement(_ name: String, with value: Value) -> Collection? {
        guard let labels = tupleLabels else { return nil }
        let count = elements.count
        guard let index = labels.firstIndex(where: { $0 == name }) ?? Int(name).flatMap({ $0 >= 0 && $0 < count ? $0 : nil }) else { return nil }
        var changed = elements
        changed[index] = value
        return Collection(changed, syntax: syntax, tupleLabels: labels)
    }

    /// A tuple's element by its label or its position (`copy.title`, `pair.0`).
    func tupleElement(_ name: String) -> Value? {
        guard let labels = tupleLabels else { return nil }
        if let index = labels.firstIndex(where: { $0 == name }) { return elements[index] }
        if let index = Int(name), elements.indices.contains(index) { return elements[index] }
        return nil
    }

    /// A dictionary's pairs.
    var pairs: [(key: Value, value: Value)] {
        stride(from: 0, to: elements.count - 1, by: 2).map { (elements[$0], elements[$0 + 1]) }
    }
}

/// One argument of a call.
struct Argument {
    var label: String?
    var value: Value
    var syntax: ExprSyntax
}

/// A call: an initializer (`UIColor(red:…)`: no receiver, the type's name), a static method
/// (`UIFont.systemFont(ofSize:)`), a method after a leading dot (`.systemFont(ofSize:)`), or a
/// method of a value (`image.withTintColor(…)`), with what was done to its result afterwards.
struct Call {
    indirect enum Receiver {
        case none
        case type(String)
        case implicit
        case value(Value)
    }

    var receiver: Receiver
    var name: String
    var arguments: [Argument]
    /// Trailing closures, with their labels (nil for the first).
    var closures: [(label: String?, closure: ClosureExprSyntax)]
    /// The parameters and locals of the app's function that made this call (`exampleButton(_
    /// text:)` returning `Button { … } label: { Text(text) }`), which its closures read where
    /// the view is read, after the function has returned.
    var captured: [String: Value] = [:]
    /// Properties set on the result afterwards (`style.lineSpacing = 4`), in order.
    var properties: [(path: String, value: Value, syntax: Syntax)] = []
    /// Methods called on the result afterwards (`text.addAttribute(…)`), in order.
    var mutations: [Call] = []
    var syntax: Syntax
    private(set) var depth: Int

    init(receiver: Receiver, name: String, arguments: [Argument], closures: [(label: String?, closure: ClosureExprSyntax)], syntax: Syntax) {
        self.receiver = receiver
        self.name = name
        self.arguments = arguments
        self.closures = closures
        self.syntax = syntax
        var depth = 1 + (arguments.map(\.value.depth).max() ?? 0)
        if case let .value(value) = receiver { depth = max(depth, value.depth + 1) }
        self.depth = depth
    }

    mutating func set(_ path: String, _ value: Value, at syntax: Syntax) {
        properties.append((path, value, syntax))
        depth = max(depth, value.depth + 1)
    }

    mutating func mutate(_ call: Call) {
        mutations.append(call)
        depth = max(depth, call.depth + 1)
    }

    /// The first argument with this label (nil: the first unlabeled one).
    func argument(_ label: String?) -> Argument? {
        arguments.first { $0.label == label }
    }

    var unlabeled: [Argument] { arguments.filter { $0.label == nil } }

    /// The closure passed with this label, as an argument or a trailing closure (nil: the first
    /// trailing closure).
    func closure(_ label: String?) -> ClosureExprSyntax? {
        if let label, case let .closure(closure)? = argument(label)?.value { return closure }
        return closures.first { $0.label == label }?.closure
    }

    /// The receiver's value, for a method of a value.
    var receiverValue: Value? {
        if case let .value(value) = receiver { return value }
        return nil
    }

    /// An initializer of one of these types (`UIColor(…)`, `UIColor.init(…)`).
    func isInitializer(of types: Set<String>) -> Bool {
        if case .none = receiver { return types.contains(TypeName.normalized(name)) }
        return false
    }

    /// A static method (or, after a leading dot, any method) of one of these types.
    func isStatic(_ names: Set<String>, of types: Set<String>) -> Bool {
        guard names.contains(name) else { return false }
        switch receiver {
        case .implicit: return true
        case let .type(type): return types.contains(TypeName.normalized(type))
        default: return false
        }
    }

    /// A method of a value (`x.withAlphaComponent(0.5)`), with the value.
    func isMethod(_ names: Set<String>) -> Value? {
        guard names.contains(name), case let .value(value) = receiver else { return nil }
        return value
    }

    /// The last value set for `path`, including a property of an object set as a whole
    /// (`config.button = button` then `button`'s `title`).
    func property(_ path: String) -> (value: Value, syntax: Syntax)? {
        for (set, value, syntax) in properties.reversed() {
            if set == path { return (value, syntax) }
            if path.hasPrefix(set + "."), case let .call(object) = value {
                return object.property(String(path.dropFirst(set.count + 1)))
            }
        }
        return nil
    }
}

/// Type names as written, without the module (`UIKit.UIColor` is `UIColor`).
enum TypeName {
    static let modules = ["UIKit.", "SwiftUI.", "Foundation.", "QuartzCore.", "CoreGraphics.", "Swift."]

    static func normalized(_ name: String) -> String {
        for module in modules where name.hasPrefix(module) { return String(name.dropFirst(module.count)) }
        return name
    }

    /// A type as written, its optional marks (`String?`, `UIImage!`) taken off, normalized.
    static func unwrapped(_ written: String) -> String {
        var name = Substring(written)
        while name.hasSuffix("?") || name.hasSuffix("!") { name = name.dropLast() }
        return normalized(String(name))
    }

    /// `NearbyOverlayDescriptor<Payload>?` → `NearbyOverlayDescriptor`: the type whose static
    /// members a leading-dot value of it names.
    static func declared(_ written: String) -> String {
        String(unwrapped(written).prefix { $0 != "<" })
    }
}

/// Numbers as texts inside strings: whole numbers without a fraction.
enum NumberText {
    static func format(_ number: Double) -> String {
        if number.isFinite, number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
        return String(number)
    }
}
