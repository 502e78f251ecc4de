import Foundation

/// The String API that changes a text's case, written as the template's `textCase:` so that it
/// applies to each locale's words: Foundation's methods and properties and SwiftUI's modifier.
enum TextCaseCall {
    /// Properties (`"No items".capitalized`) and the case each gives.
    static let properties: [String: String] = [
        "capitalized": "capitalized", "localizedCapitalized": "capitalized",
        "localizedUppercase": "uppercase", "localizedLowercase": "lowercase",
        "uppercaseString": "uppercase", "lowercaseString": "lowercase", "capitalizedString": "capitalized",
    ]
    /// Methods (`.uppercased()`, `.capitalized(with: locale)`).
    static let methods: [String: String] = [
        "uppercased": "uppercase", "lowercased": "lowercase", "capitalized": "capitalized",
    ]

    /// The case a call asks for: `.some(nil)` for SwiftUI's `.textCase(nil)` (the words as they
    /// are), nil when the call is no case change.
    static func textCase(of call: Call) -> String?? {
        if call.name == "textCase" {
            guard let argument = call.unlabeled.first?.value else { return nil }
            if case .null = argument { return .some(nil) }
            switch argument.memberName {
            case "uppercase": return .some("uppercase")
            case "lowercase": return .some("lowercase")
            default: return nil
            }
        }
        if call.closures.isEmpty, call.arguments.allSatisfy({ $0.label == "with" }), let found = methods[call.name] ?? (call.arguments.isEmpty ? properties[call.name] : nil) {
            return .some(found)
        }
        return nil
    }

    /// `"All Time".lowercased()` where the words are not localized: the words with the case
    /// applied now (a localized text keeps `textCase:` for each locale's words instead).
    static func applied(_ value: Value) -> String? {
        guard let call = value.call, let text = call.receiverValue?.plainString, let textCase = textCase(of: call) else { return nil }
        switch textCase {
        case "uppercase": return text.uppercased()
        case "lowercase": return text.lowercased()
        case "capitalized": return text.capitalized
        default: return text
        }
    }
}
