/// The texts an app declares once and uses everywhere, gathered from every file: constants
/// (`static let noArticlesTitle = NSLocalizedString("no_articles_title", comment: "")`,
/// SwiftGen's `L10n` members), its own localization functions (`CelestiaString("…",
/// comment:)`, `L("key")`) and String extensions (`"key".localized`).
public struct AppTexts: Hashable, Sendable, Codable {
    public enum Text: Hashable, Sendable, Codable {
        case plain(String)
        case key(String, defaultValue: String?)
    }

    /// The innermost type's name (`""` for the file's own constants) → name → text.
    public var constants: [String: [String: Text]] = [:]
    /// Functions whose first argument is a localization key.
    public var localizers: Set<String> = []
    /// Members of String that localize it (`localized`, `localizedString`).
    public var stringMembers: Set<String> = []

    public init() {}

    public var isEmpty: Bool { constants.isEmpty && localizers.isEmpty && stringMembers.isEmpty }

    /// Another file's texts added; a name two files give different texts is known by neither.
    public mutating func merge(_ other: AppTexts) {
        for (type, members) in other.constants {
            for (name, text) in members {
                if let held = constants[type]?[name], held != text { constants[type]?[name] = nil; continue }
                constants[type, default: [:]][name] = text
            }
        }
        localizers.formUnion(other.localizers)
        stringMembers.formUnion(other.stringMembers)
    }
}
