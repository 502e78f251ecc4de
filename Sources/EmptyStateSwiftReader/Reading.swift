import EmptyStateModel
import SwiftSyntax

/// Where a value is read: the template key (for warnings), the warnings, and a node to point
/// at when the value itself has no syntax (a literal of the wrong kind).
struct Reading {
    let diagnostics: Diagnostics
    var place: String
    var node: Syntax

    func at(_ key: String) -> Reading {
        var reading = self
        reading.place = place.isEmpty ? key : "\(place).\(key)"
        return reading
    }

    /// `place: not a literal: expression` for a value not known.
    func notLiteral(_ value: Value) {
        diagnostics.notLiteral(place, value.syntax ?? node)
    }

    /// A literal string (a symbol's or an asset's name), or a warning that it is not one.
    func literal(_ value: Value?) -> String? {
        guard let value else { return nil }
        if let text = value.plainString { return text }
        notLiteral(value)
        return nil
    }

    /// An image's name: the literal, or (with the warning) the expression as a placeholder
    /// `⟨iconName⟩`, which a template draws as a dashed box, as for Objective-C.
    func imageName(_ value: Value) -> String {
        if let text = value.plainString { return text }
        notLiteral(value)
        return diagnostics.context.placeholder(value.syntax ?? node)
    }

    func warn(_ message: String, at syntax: Syntax? = nil) {
        diagnostics.warn(place, message, at: syntax ?? node)
    }

    func noteSpinner(_ message: String) {
        diagnostics.noteSpinner(place, message, at: node)
    }
}

extension Value {
    /// Where the value was written, when the value keeps it.
    var syntax: Syntax? {
        switch self {
        case let .unknown(syntax), let .member(_, _, syntax): return syntax
        case let .call(call): return call.syntax
        case let .array(collection), let .dictionary(collection): return collection.syntax
        case let .closure(closure): return Syntax(closure)
        case let .string(string):
            for case let .value(_, expr) in string.parts { return Syntax(expr) }
            return nil
        default: return nil
        }
    }
}
