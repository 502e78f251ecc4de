import EmptyStateModel
import Foundation

/// A text of a Base-localized xib as an iPhone shows it: Xcode keeps each language's texts of
/// `Base.lproj/EmptyView.xib` in `en.lproj/EmptyView.strings`, keyed by the object's ID and
/// property (`"lZm-b6-igw.text" = "Unable to load data…";`, Xinhoo's country-code view). The text
/// becomes that key of the xib's table, the xib's own words its default, shown as the Base nib's
/// in a language the app has whose table lacks the key (`baseDefault`); a xib that is not
/// localized so keeps its words.
enum XibLocalizedTexts {
    static func text(_ words: String, objectID: String?, property: String, xibPath: String) -> TemplateValue {
        let folder = (xibPath as NSString).deletingLastPathComponent
        guard let objectID, folder.hasSuffix(".lproj") else { return .string(words) }
        let table = ((xibPath as NSString).lastPathComponent as NSString).deletingPathExtension
        let parent = (folder as NSString).deletingLastPathComponent
        let languages = (try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? []
        let translated = languages.contains { language in
            language.hasSuffix(".lproj") && FileManager.default.fileExists(atPath: "\(parent)/\(language)/\(table).strings")
        }
        guard translated else { return .string(words) }
        return .map([TemplateEntry("key", .string("\(objectID).\(property)")), TemplateEntry("table", .string(table)),
                     TemplateEntry("default", .string(words)), TemplateEntry("baseDefault", .bool(true))])
    }
}
