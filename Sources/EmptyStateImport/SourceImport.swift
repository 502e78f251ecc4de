import EmptyStateLocalization
import EmptyStateModel
import EmptyStateObjCReader
import EmptyStateSourceReading
import Foundation

/// Source files read into screens: each bounded and checked as UTF-8 text, then the
/// Objective-C ones read here and the Swift ones by the Swift reader (`SwiftSources`). Read
/// once per process per file contents.
public enum SourceImport {
    /// An app's largest generated source files are a few megabytes; past this is not source.
    public static let maximumBytes = 8 << 20
    /// Swift files sent to the reader in one request: enough to keep its cores busy, few enough
    /// that it reads the next request while this process takes in the last answer.
    static let batchSize = 64

    /// A reading is kept by the bytes of every file it read: the source, for Objective-C the app
    /// headers it imports, and what the app's files share (`SharedReadContext`).
    /// Its hash is taken once: the memo's lookup, its insertion and each growth of its table
    /// would otherwise hash the file's bytes and headers again.
    struct Key: Hashable {
        let file: String; let data: Data; let headers: ObjCHeaders; let context: SharedReadContext
        private let hash: Int

        init(file: String, data: Data, headers: ObjCHeaders = ObjCHeaders(), context: SharedReadContext) {
            self.file = file; self.data = data; self.headers = headers; self.context = context
            var hasher = Hasher()
            hasher.combine(file); hasher.combine(data); hasher.combine(headers); hasher.combine(context)
            hash = hasher.finalize()
        }

        static func == (a: Key, b: Key) -> Bool {
            a.hash == b.hash && a.file == b.file && a.context == b.context && a.data == b.data && a.headers == b.headers
        }

        func hash(into hasher: inout Hasher) { hasher.combine(hash) }
    }
    static let memo = BoundedMemo<Key, Result<SourceFileScreens, ImportError>>(capacity: 4_096, maximumBytes: 256 << 20)

    /// `headers`: the app's `.h` files (an Objective-C file's quoted imports are looked for
    /// beside it, then among them).
    public static func screens(in file: String, headers: [String] = []) throws -> [ImportedScreen] {
        try readAll([file], headers: headers)[0].get().screens
    }

    /// The file's screens and what reading it passed over (bytes that are not UTF-8); with
    /// the app's `wrappers`, their call sites are screens and their own bodies are not.
    public static func read(file: String, wrappers: [WrapperView] = [], texts: AppTexts = AppTexts()) throws -> SourceFileScreens {
        try readAll([file], wrappers: wrappers, texts: texts)[0].get()
    }

    /// Every file's outcome, in order. `progress(done, total)` is called as files finish.
    /// `headers`: the app's `.h` files (see `AppHeaders`).
    /// `classes` and `ancestors`: the app's data sources' subclasses and their ancestors' files
    /// (`AppClasses.subclassing`), for the files those subclasses are in.
    static func readAll(_ files: [String], wrappers: [WrapperView] = [], texts: AppTexts = AppTexts(), headers: [String] = [],
                        classes: AppClasses = AppClasses(), ancestors: [SwiftReadRequest.File] = [],
                        progress: @escaping @Sendable (Int, Int) -> Void = { _, _ in }) -> [Result<SourceFileScreens, ImportError>] {
        let appHeaders = AppHeaders(headers)
        // Each language's readings get the ancestors' files in their language; an Objective-C
        // one gets them with the headers they import.
        let swiftAncestors = ancestors.filter { $0.path.hasSuffix(".swift") }
        let objcAncestors = files.allSatisfy({ $0.hasSuffix(".swift") }) ? [] : ancestors.filter { !$0.path.hasSuffix(".swift") }.map { file in
            ObjCSource(path: file.path, text: file.text, headers: appHeaders.imported(by: file.path, text: file.text))
        }
        let context = SharedReadContext.of(wrappers: wrappers, texts: texts, classes: classes, swiftAncestors: swiftAncestors, objcAncestors: objcAncestors)
        // Objective-C files get the app's Objective-C data source objects (`DataSourceObjects`).
        let objcWrappers = wrappers.filter(\.isObjectiveC)
        let slots = ConcurrentSlots<Result<SourceFileScreens, ImportError>>(count: files.count)
        let swift = ConcurrentSlots<LoadedFile>(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let file = files[index]
            do {
                let loaded = try load(file)
                let imported = loaded.isSwift ? ObjCHeaders() : appHeaders.imported(by: file, text: loaded.text)
                let key = Key(file: file, data: loaded.data, headers: imported, context: context)
                if let known = memo.cached(key) {
                    slots.set(index, known)
                } else if loaded.isSwift {
                    swift.set(index, loaded)
                    return
                } else {
                    let read = Result {
                        try loaded.readObjectiveC(headers: imported, classes: classes, ancestors: objcAncestors, constants: texts.objCStrings,
                                                  wrappers: objcWrappers)
                    }.mapError(ImportError.init)
                    memo.keep(read, for: key, bytes: loaded.data.count)
                    slots.set(index, read)
                }
            } catch {
                slots.set(index, .failure(ImportError(error)))
            }
            progress(slots.done, files.count)
        }
        let waiting = (0..<files.count).compactMap { index in swift.value(index).map { (index: index, file: $0) } }
        let batches = stride(from: 0, to: waiting.count, by: batchSize).map { Array(waiting[$0..<min($0 + batchSize, waiting.count)]) }
        let outcomes = SwiftSources.read(batches.map { $0.map { SwiftReadRequest.File(path: $0.file.path, text: $0.file.text) } },
                                         wrappers: wrappers, texts: texts, classes: classes, ancestors: swiftAncestors)
        for ((index, file), outcome) in zip(batches.joined(), outcomes.joined()) {
            let read = outcome.map { SourceFileScreens(file.warnings, $0) }
            memo.keep(read, for: Key(file: file.path, data: file.data, context: context), bytes: file.data.count)
            slots.set(index, read)
        }
        progress(slots.done, files.count)
        return (0..<files.count).map { slots.value($0) ?? .failure(ImportError("\(files[$0]): not read")) }
    }

    static func load(_ file: String) throws -> LoadedFile {
        let data = try read(file)
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
        return LoadedFile(path: file, data: data, text: String(decoding: data, as: UTF8.self), warnings: warnings)
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
}

/// A source file's bytes, checked, as text.
struct LoadedFile: Sendable {
    var path: String
    var data: Data
    var text: String
    var warnings: [String]

    var isSwift: Bool { (path as NSString).pathExtension.lowercased() == "swift" }

    func readObjectiveC(headers: ObjCHeaders = ObjCHeaders(), classes: AppClasses = AppClasses(), ancestors: [ObjCSource] = [],
                        constants: [String: String] = [:], wrappers: [WrapperView] = []) throws -> SourceFileScreens {
        // Syntax trees of hostile files are deep and their walks recursive: the reader reads on a
        // thread whose stack holds its depth limits many times over, never the caller's.
        let reading = try BigStack.run {
            try ObjCReader.reading(text, file: path, headers: headers, classes: classes, ancestors: ancestors, constants: constants, wrappers: wrappers)
        }
        var read = SourceFileScreens(screens: reading.screens, warnings: warnings)
        read.wrappers = reading.wrappers
        read.calledWrappers = reading.calledWrappers
        read.classes = reading.classes
        read.texts.objCStrings = reading.constants
        return read
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
    /// The classes the file declares and the types it declares or extends.
    public var classes = AppClasses()

    init(screens: [ImportedScreen], warnings: [String]) { self.screens = screens; self.warnings = warnings }

    init(_ warnings: [String], _ reading: SwiftFileReading) {
        self.init(screens: reading.screens, warnings: warnings + reading.warnings)
        wrappers = reading.wrappers; calledWrappers = reading.calledWrappers; texts = reading.texts; classes = reading.classes
    }
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
