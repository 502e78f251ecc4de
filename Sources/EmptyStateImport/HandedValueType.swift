import Foundation

/// The class of a value a file hands a table as its DZN source (`table.emptyDataSetSource =
/// relatedDelegate`): what the same file declares or makes the name as, read from its text.
/// Swift's `var relatedDelegate: RelatedDelegate!` and `relatedDelegate = RelatedDelegate(…)`,
/// Objective-C's `RelatedDelegate *relatedDelegate` and `[[RelatedDelegate alloc] init]`.
/// Nil unless every such place names one type.
enum HandedValueType {
    /// `helper`, `self.helper`, `helper!`, `_helper`: the name; nil for anything else (a call,
    /// a cast to another type).
    static func valueName(_ value: String) -> String? {
        var name = Substring(value)
        if name.hasPrefix("self.") { name = name.dropFirst(5) }
        while let last = name.last, last == "!" || last == "?" { name = name.dropLast() }
        guard let first = name.first, first.isLetter || first == "_",
              name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return String(name)
    }

    static func named(_ name: String, in text: String) -> String? {
        let escaped = NSRegularExpression.escapedPattern(for: name)
        let type = "([A-Z][A-Za-z0-9_]*)"
        let patterns = [
            "\\b(?:var|let)\\s+\(escaped)\\s*:\\s*\(type)",                  // Swift declaration
            "\\b\(escaped)\\s*=\\s*\(type)\\s*\\(",                           // Swift initializer
            "\\b\(type)\\s*\\*\\s*_?\(escaped)\\b",                           // Objective-C declaration
            "\\b_?\(escaped)\\s*=\\s*\\[\\s*(?:\\[\\s*)?\(type)\\s+(?:alloc|new)\\b", // Objective-C allocation
        ]
        var found: Set<String> = []
        let range = NSRange(text.startIndex..., in: text)
        for pattern in patterns {
            guard let expression = try? NSRegularExpression(pattern: pattern) else { continue }
            for match in expression.matches(in: text, range: range) {
                if let typeRange = Range(match.range(at: 1), in: text) { found.insert(String(text[typeRange])) }
            }
        }
        return found.count == 1 ? found.first : nil
    }
}
