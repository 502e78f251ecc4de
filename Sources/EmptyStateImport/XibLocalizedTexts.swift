import EmptyStateModel
import Foundation

/// A text of a Base-localized xib as an iPhone shows it: Xcode keeps each language's texts of
/// `Base.lproj/EmptyView.xib` in `en.lproj/EmptyView.strings`, keyed by the object's ID and
/// property (`"lZm-b6-igw.text" = "Unable to load data…";`, Xinhoo's country-code view). The text
/// becomes that key of the xib's table, the xib's own words its default, shown as the Base nib's
/// in a language the app has whose table lacks the key (`baseDefault`); a xib that is not
/// localized so keeps its words.
enum XibLocalizedTexts {
    /// The table a xib's texts are translated in (its name), when it is in an `.lproj` folder and
    /// some language folder beside that one holds the table; nil otherwise. Asked once per xib.
    static func table(ofXibAt xibPath: String) -> String? {
        let folder = (xibPath as NSString).deletingLastPathComponent
        guard folder.hasSuffix(".lproj") else { return nil }
        let table = ((xibPath as NSString).lastPathComponent as NSString).deletingPathExtension
        let parent = (folder as NSString).deletingLastPathComponent
        let languages = (try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? []
        let translated = languages.contains { language in
            language.hasSuffix(".lproj") && FileManager.default.fileExists(atPath: "\(parent)/\(language)/\(table).strings")
        }
        return translated ? table : nil
    }

    /// The object's `property` (`text`, `normalTitle`) as the key of `table`, or its words as written.
    static func text(_ words: String, objectID: String?, property: String, table: String?) -> TemplateValue {
        guard let objectID, let table else { return .string(words) }
        return .map([TemplateEntry("key", .string("\(objectID).\(property)")), TemplateEntry("table", .string(table)),
                     TemplateEntry("default", .string(words)), TemplateEntry("baseDefault", .bool(true))])
    }
}
