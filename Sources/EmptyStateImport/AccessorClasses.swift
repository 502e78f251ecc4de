import EmptyStateSourceReading
import Foundation

/// The classes whose accessors (`[FontManager shared].regularFont`, `[Strings emptyListTitle]`,
/// `[Constants smallLogo]`) an Objective-C data source's file uses from other files of the app.
/// Found through the app's class index rather than the headers: a header declares a class but does not say which `.m` implements it (nor is it
/// always imported by name: the prefix header often does), while the index from the first pass
/// knows every class's `.m`. A class the file names whose `.m` returns a font, a text or an
/// image from a method is given to the file's second reading; the reader scans that `.m` only
/// if such a value is asked of the class.
struct AccessorClasses {
    /// The classes' index entries (class → the files implementing it).
    var classes = AppClasses()
    /// The files that name them.
    var readers: Set<String> = []

    init() {}

    /// `outcomes`: the first pass's, in the order of `files`; `app`: the whole app's index.
    init(_ files: [String], _ outcomes: [Result<SourceFileScreens, ImportError>], in app: AppClasses) {
        var mentionsValues: [String: Bool] = [:]
        func returnsValues(_ path: String) -> Bool {
            if let known = mentionsValues[path] { return known }
            let data = FileManager.default.contents(atPath: path)
            let found = data.map { data in data.withUnsafeBytes { text in Self.accessorMarks.contains { ByteSearch.contains(text, Array($0.utf8)) } } } ?? false
            mentionsValues[path] = found
            return found
        }
        for (file, outcome) in zip(files, outcomes) where !file.hasSuffix(".swift") {
            guard let screens = try? outcome.get().screens, !screens.isEmpty, let data = FileManager.default.contents(atPath: file) else { continue }
            // And the classes named where the first pass could not compute a value, as the
            // preprocessor left it: a header's macro (GKHelpOutApp's `NET_ERROR`, `[NSObject
            // judegeIsVietnamVersion] ? … : …`) names a class the file itself does not.
            let unresolved = Data(screens.flatMap(\.warnings).joined(separator: "\n").utf8)
            for name in Self.identifiers(data).union(Self.identifiers(unresolved)) {
                guard let implementing = app.files[name], !implementing.contains(file), implementing.contains(where: returnsValues) else { continue }
                classes.files[name, default: []].formUnion(implementing)
                readers.insert(file)
            }
        }
    }

    /// What an `.m` whose methods return fonts, texts or images holds, or that reads the
    /// device's language (a `+ (BOOL)isChinese` a data source's ternary asks).
    /// And an app's view class, whose initializer builds what a custom view shows.
    static let accessorMarks = ["UIFont", "(NSString *)", "(NSString*)", "(UIImage *)", "(UIImage*)", "(NSAttributedString *)",
                                "AppleLanguages", "preferredLanguages", "initWithFrame:(CGRect)"]

    /// The identifiers of a source file's bytes that start with a capital (class names).
    static func identifiers(_ data: Data) -> Set<String> {
        var names: Set<String> = []
        var word: [UInt8] = []
        func isPart(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A) }
        for byte in data {
            if isPart(byte) { word.append(byte); continue }
            if let first = word.first, first >= 0x41, first <= 0x5A { names.insert(String(decoding: word, as: UTF8.self)) }
            word.removeAll(keepingCapacity: true)
        }
        if let first = word.first, first >= 0x41, first <= 0x5A { names.insert(String(decoding: word, as: UTF8.self)) }
        return names
    }
}
