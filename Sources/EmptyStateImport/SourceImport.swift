import EmptyStateLocalization
import EmptyStateModel
import EmptyStateObjCReader
import EmptyStateSwiftReader
import Foundation

/// One source file read into screens: bounded, checked as UTF-8 text, then handed to the
/// Swift or the Objective-C reader. Read once per process per file contents.
public enum SourceImport {
    /// An app's largest generated source files are a few megabytes; past this is not source.
    public static let maximumBytes = 8 << 20

    struct Key: Hashable { var file: String; var data: Data; var wrappers: [WrapperView] = []; var texts = AppTexts() }
    static let memo = BoundedMemo<Key, Result<SourceFileScreens, ImportError>>(capacity: 4_096, maximumBytes: 256 << 20)

    public static func screens(in file: String) throws -> [ImportedScreen] {
        try read(file: file).screens
    }

    /// The file's screens and what reading it passed over (bytes that are not UTF-8); with
    /// the app's `wrappers`, their call sites are screens and their own bodies are not.
    public static func read(file: String, wrappers: [WrapperView] = [], texts: AppTexts = AppTexts()) throws -> SourceFileScreens {
        let data = try read(file)
        return try memo.value(for: Key(file: file, data: data, wrappers: wrappers, texts: texts), bytes: data.count) {
            Result { try parse(data, file: file, wrappers: wrappers, texts: texts) }.mapError(ImportError.init)
        }.get()
    }

    static func read(_ file: String) throws -> Data {
        var info = stat()
        guard stat(file, &info) == 0 else { throw ImportError("\(file): no such file") }
        guard info.st_mode & S_IFMT == S_IFREG else { throw ImportError("\(file): not a regular file") }
        guard let handle = FileHandle(forReadingAtPath: file) else { throw ImportError("\(file): cannot be read") }
        defer { try? handle.close() }
        let data = (try? handle.read(upToCount: maximumBytes + 1)) ?? Data()
        guard data.count <= maximumBytes else { throw ImportError("\(file): larger than \(maximumBytes >> 20) MB; not a source file") }
        return data
    }

    static func parse(_ data: Data, file: String, wrappers: [WrapperView], texts: AppTexts) throws -> SourceFileScreens {
        if let zero = firstNUL(data) {
            throw ImportError("\(file): not a text file (a NUL byte at byte offset \(zero))")
        }
        // A stray Latin-1 or Mac Roman byte (an author's name in a comment) does not make a
        // file unreadable: it is read as U+FFFD, which keeps every line where it was.
        var warnings: [String] = []
        if let bad = TextEncodingCheck.firstInvalidUTF8(data) {
            let line = 1 + data.prefix(bad).reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
            warnings.append("\(file):\(line): byte offset \(bad) is not UTF-8 (0x\(String(data[data.startIndex + bad], radix: 16, uppercase: true))); read as U+FFFD")
        }
        let text = String(decoding: data, as: UTF8.self)
        let swift = (file as NSString).pathExtension.lowercased() == "swift"
        // Syntax trees of hostile files are deep and their walks recursive: both readers read
        // on a thread whose stack holds their depth limits many times over, never the caller's.
        guard swift else { return SourceFileScreens(screens: try BigStack.run { try ObjCReader.screens(in: text, file: file) }, warnings: warnings) }
        let reading = try SwiftReader.reading(text, file: file, wrappers: wrappers, texts: texts)
        return SourceFileScreens(screens: reading.screens, warnings: warnings, wrappers: reading.wrappers, calledWrappers: reading.calledWrappers,
                                 texts: reading.texts)
    }
}

/// What one source file gave: its screens, and warnings about the file itself.
public struct SourceFileScreens: Sendable {
    public var screens: [ImportedScreen]
    public var warnings: [String]
    /// The wrapper views the file declares, and those of the app it calls (when given them).
    public var wrappers: [WrapperView] = []
    public var calledWrappers: [String] = []
    /// The texts the file declares for the app (constants, localization functions).
    public var texts = AppTexts()
}

/// The offset of the first NUL byte: memchr, since `Data.firstIndex(of:)` checks exclusive
/// access once per byte (a sixth of the reading time of a 3 kB file).
func firstNUL(_ data: Data) -> Int? {
    data.withUnsafeBytes { raw in
        guard let base = raw.baseAddress, let found = memchr(base, 0, raw.count) else { return nil }
        return base.distance(to: UnsafeRawPointer(found))
    }
}

/// A source file that cannot be imported: one line, naming the file (and where, when known).
public struct ImportError: Error, Equatable, Sendable, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
    init(_ error: Error) { description = (error as? ImportError)?.description ?? "\(error)" }
}
