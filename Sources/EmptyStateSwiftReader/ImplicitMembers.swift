import SwiftSyntax

/// A leading-dot value given where a type is declared: `failedServer: NearbyOverlayCopy =
/// .defaultFailure` is `NearbyOverlayCopy.defaultFailure`, `descriptor: .list(empty: …)` the
/// value `NearbyOverlayDescriptor.list(empty:…)` makes (gildongmu). Read with the type's static
/// constants, getters and functions, another file's too (`AppValueTypes`).
extension Evaluator {
    func resolvingImplicitMember(_ value: Value, as type: String?) throws -> Value {
        guard let type, let first = type.first, first.isUppercase, !type.contains(where: { $0 == "(" || $0 == " " }),
              !Self.systemTypes.contains(type), !["UI", "NS", "CG", "CA"].contains(where: type.hasPrefix) else { return value }
        switch value {
        case let .member(nil, name, syntax):
            AppValueTypes.adopt(type, into: context)
            guard context.constants.lookup(name, in: type) != nil || context.constants.getter(name, in: type) != nil else { return value }
            let found = try constant(name, in: type, at: syntax) ?? getter(name, in: type, at: syntax)
            // `static var search = Self(title: …)` (MoweeSwiftUI's presets): an instance of the type.
            if case var .call(made)? = found, made.name == "Self", case .none = made.receiver {
                made.name = type
                return .call(made)
            }
            return found.map { $0.isUnknown ? value : $0 } ?? value
        case let .call(call):
            guard case .implicit = call.receiver, call.closures.isEmpty else { return value }
            if call.name == "init" {
                var made = call
                made.receiver = .none
                made.name = type
                return .call(made)
            }
            AppValueTypes.adopt(type, into: context)
            return try staticFunctionValue(call, in: type) ?? value
        default:
            return value
        }
    }

    /// The frameworks' types, whose leading-dot members the readers know as they are (`.accentColor`, `.title2`).
    static let systemTypes: Set<String> = ["Color", "Font", "Image", "Text", "String", "LocalizedStringKey", "LocalizedStringResource",
                                           "AttributedString", "Int", "Double", "Float", "Bool", "Label", "ShapeStyle", "AnyShapeStyle"]

    /// A member of an instance the app made (`NearbyOverlayCopy(title, systemImage: …)`): what
    /// its initializer stores there, or the argument of that name of a memberwise one.
    func storedMember(_ name: String, of object: Call) throws -> Value? {
        if let property = object.property(name) { return property.value }
        guard let type = madeType(object) else { return nil }
        // Another file's type: its initializers made known first.
        AppValueTypes.adopt(type, into: context)
        if let stored = try initializedProperty(name, of: object) { return stored }
        guard context.constants.initializersByType[type] == nil else { return nil }
        return object.arguments.first { $0.label == name }?.value
    }

    /// `descriptor.failedServer.title` of the value passed for `descriptor`: each member in turn,
    /// of an instance the app made; nil where one is not known (nil itself once one is nil).
    func memberPath(_ value: Value, _ names: [String]) throws -> Value? {
        var current = value
        for name in names {
            switch current {
            case .null: return .null
            case let .call(object):
                guard let next = try storedMember(name, of: object) else { return nil }
                current = next
            default: return nil
            }
        }
        return current
    }

    /// What the type's static function of one expression or a few statements returns for a
    /// call's (already evaluated) arguments; nil when none fits or nothing known comes of it.
    private func staticFunctionValue(_ call: Call, in type: String) throws -> Value? {
        guard let (function, binding) = context.constants.parameterized(call.name, in: type, labels: call.arguments.map(\.label)),
              context.isShallow(function.body.syntax),
              let result = try running(function, binding, in: type, key: "\(type).\(call.name)(…)", at: call.syntax, arguments: { call.arguments.map(\.value) }),
              !result.isUnknown else { return nil }
        return result
    }
}
