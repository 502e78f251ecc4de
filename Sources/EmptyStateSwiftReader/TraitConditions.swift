import EmptyStateSourceReading
import Foundation
import SwiftSyntax

/// A comparison with a trait of the screen (`traitCollection.userInterfaceStyle != .dark`,
/// `colorScheme == .dark`, `horizontalSizeClass == .regular`, through a local of the trait's
/// name too) is no variant: the traits stage draws appearances, so the reading takes what the
/// default appearance gives (light, compact width, left to right, an iPhone), as UIKit does on
/// an iPhone in light mode.
enum TraitConditions {
    /// Each trait's value in the default appearance.
    static let defaults: [String: String] = [
        "userInterfaceStyle": "light", "colorScheme": "light", "horizontalSizeClass": "compact", "verticalSizeClass": "regular",
        "layoutDirection": "leftToRight", "effectiveUserInterfaceLayoutDirection": "leftToRight", "userInterfaceIdiom": "phone",
        "accessibilityContrast": "normal", "colorSchemeContrast": "standard", "userInterfaceLevel": "base", "legibilityWeight": "regular",
        "preferredContentSizeCategory": "large", "dynamicTypeSize": "large",
    ]

    private static let comparison = try! NSRegularExpression(pattern: #"^\(?\s*([A-Za-z_][\w.?]*)\s*(==|!=)\s*([A-Za-z_.][\w.]*)\s*\)?$"#)

    /// The outcome of `condition` in the default appearance; nil when it is no such comparison.
    static func outcome(_ text: String) -> Bool? {
        let range = NSRange(text.startIndex..., in: text)
        guard let match = comparison.firstMatch(in: text, range: range), match.numberOfRanges == 4,
              let lhs = Range(match.range(at: 1), in: text), let op = Range(match.range(at: 2), in: text),
              let rhs = Range(match.range(at: 3), in: text) else { return nil }
        for (subject, value) in [(text[lhs], text[rhs]), (text[rhs], text[lhs])] {
            guard let trait = subject.split(separator: ".").last.map({ String($0).replacingOccurrences(of: "?", with: "") }),
                  TraitSubjects.names.contains(trait), let expected = defaults[trait],
                  let named = value.split(separator: ".").last else { continue }
            let equal = named == expected
            return text[op] == "==" ? equal : !equal
        }
        return nil
    }
}

extension Evaluator {
    /// `assumed`'s answer for a trait comparison, with a warning naming it.
    func traitOutcome(_ condition: [Syntax]) -> Bool? {
        let text = condition.map { $0.as(ConditionElementSyntax.self).map { $0.condition.trimmedSource } ?? $0.trimmedSource }
            .joined(separator: " ")
        guard let outcome = TraitConditions.outcome(text), let node = condition.first else { return nil }
        diagnostics.warn(env.place, "\(text): a trait, not a variant; the default appearance is read", at: node)
        return outcome
    }
}
