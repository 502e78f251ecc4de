import Foundation
import Yams

/// `textCase:` on a text: the case the app's code puts its words in after they are localized
/// (`.uppercased()`, `.capitalized`, `.localizedUppercase`, SwiftUI's `.textCase(.uppercase)`),
/// applied to the text of the locale being drawn, as the code applies it at run time.
enum TextCase: String, CaseIterable {
    case uppercase, lowercase, capitalized

    /// Foundation's case mappings in the locale's rules (a Turkish `i` uppercases to `İ`);
    /// scripts without case (Chinese, Japanese) are unchanged.
    func apply(_ text: String, locale: Locale?) -> String {
        switch self {
        case .uppercase: return text.uppercased(with: locale)
        case .lowercase: return text.lowercased(with: locale)
        case .capitalized: return text.capitalized(with: locale)
        }
    }
}

extension ScreenDecoder {
    /// The words in the case `node` names, in the rules of the locale being drawn.
    func applyingTextCase(_ node: Node, to string: String, what: String) throws -> String {
        let locale = Locale(identifier: (environment.locale ?? environment.developmentLanguage).description)
        return try reader.oneOf(node, TextCase.self, what: what).apply(string, locale: locale)
    }
}
