import Foundation

/// A file a set's `Contents.json` names, found as Xcode finds it on a Mac: APFS and HFS+ (as
/// macOS formats them) compare names without regard to Unicode normalization or letter case,
/// so a name written decomposed in the JSON (`く` + U+3099) is the precomposed `ぐ` on disk
/// (havings_ios's icon_type_item), and `Empty.PNG` is `empty.png`.
enum SetFolderFile {
    /// The path of the regular file in `folder` that `filename` names; nil when none does.
    static func path(_ filename: String, in folder: String) -> String? {
        let exact = folder + "/" + filename
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: exact, isDirectory: &isDirectory) { return isDirectory.boolValue ? nil : exact }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
        // Swift compares strings by canonical equivalence: NFC and NFD spellings are equal.
        let lowered = filename.lowercased()
        guard let name = names.first(where: { $0 == filename }) ?? names.sorted().first(where: { $0.lowercased() == lowered }) else { return nil }
        let found = folder + "/" + name
        guard FileManager.default.fileExists(atPath: found, isDirectory: &isDirectory), !isDirectory.boolValue else { return nil }
        return found
    }
}
