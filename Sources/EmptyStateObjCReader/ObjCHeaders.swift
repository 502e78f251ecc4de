import EmptyStateSourceReading

/// The app's own headers a file may `#import "…"`, by path, with their text: the importer finds
/// them among the files it walks and hands them over, so the reader reads no files itself.
/// `<…>` headers are the SDK's and a library's, and are never read.
public struct ObjCHeaders: Hashable, Sendable {
    /// Path → header.
    public private(set) var files: [String: Header]
    private var byName: [String: [String]]

    /// A header's text and its directive lines, found once: a header is read for every file
    /// that imports it, and only its directives matter.
    public struct Header: Hashable, Sendable {
        public let text: String
        let directives: [LogicalLine]
        /// A `/*` with no `*/`: the directives after it are not read.
        let unterminatedComment: Bool
        /// Its quoted `#import`s and `#include`s (see `quotedIncludes`).
        public let quotedIncludes: [String]
        /// Class → superclass, as its `@interface Name : Superclass`s say (a subclass's
        /// superclass is usually declared in its header, not its `.m`).
        public let superclasses: [String: String]
        /// What its declarations tell a file that imports it (`ImportedDeclarations`).
        let declarations: ImportedDeclarations

        public init(text: String) {
            self.text = text
            var lines = LogicalLines(bytes: Array(text.utf8))
            var directives: [LogicalLine] = []
            while let line = lines.next(keepingCode: false), !lines.unterminatedComment {
                guard line.isDirective else { continue }
                var directive = line
                directive.tokens = PPTokenizer.tokens(line.text, offsets: line.offsets)
                directives.append(directive)
            }
            self.directives = directives
            unterminatedComment = lines.unterminatedComment
            quotedIncludes = directives.compactMap(ObjCHeaders.quotedInclude)
            // A header that cannot be lexed declares no superclass (its macros still count). One
            // with no class may still declare the enums a data source compares with (`NS_ENUM`).
            let declares = text.containsBytes("@interface") || text.containsBytes("NS_ENUM") || text.containsBytes("NS_CLOSED_ENUM") || text.containsBytes("enum ")
                || text.containsBytes("NSString")
            let scan = declares ? try? ClassScanner.scan(SourceBuffer(text: text, file: "")) : nil
            superclasses = scan?.superclasses ?? [:]
            declarations = scan.map(ImportedDeclarations.init) ?? ImportedDeclarations()
            textHash = text.hashValue
        }

        /// The text's hash, taken once: every file's memo key hashes the headers it imports, and
        /// a large app's files import the same few hundred (Zaful: a sixth of its import).
        private let textHash: Int

        public static func == (a: Header, b: Header) -> Bool { a.textHash == b.textHash && a.text == b.text }
        public func hash(into hasher: inout Hasher) { hasher.combine(textHash) }
    }

    /// The path (among `files`) of the prefix header every file includes before its first line
    /// (Xcode's `GCC_PREFIX_HEADER`).
    public private(set) var prefixHeader: String?

    /// Equal when they hold the same headers by the same paths (`byName` follows from them).
    public static func == (a: ObjCHeaders, b: ObjCHeaders) -> Bool { a.prefixHeader == b.prefixHeader && a.files == b.files }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(prefixHeader)
        hasher.combine(files)
    }

    public init(_ files: [String: Header], prefixHeader: String? = nil) {
        self.files = files
        self.prefixHeader = prefixHeader.flatMap { files[$0] == nil ? nil : $0 }
        byName = Self.index(files.keys)
    }

    public init(_ texts: [String: String] = [:], prefixHeader: String? = nil) {
        self.init(texts.mapValues(Header.init(text:)), prefixHeader: prefixHeader)
    }

    /// The header `#import "name"` in the file at `including` means: the path beside the
    /// including file, else the app's header of that file name (see `resolve(_:from:among:)`).
    func resolve(_ name: String, from including: String) -> String? {
        Self.resolve(name, from: including, byName: byName) { files[$0] != nil }
    }

    /// File name → the paths that have it, the shortest (then the first in order) first: when
    /// two folders have a `Constants.h`, the one nearer the root is taken.
    public static func index<S: Sequence>(_ paths: S) -> [String: [String]] where S.Element == String {
        var byName: [String: [String]] = [:]
        for path in paths { byName[fileName(path), default: []].append(path) }
        for key in byName.keys { byName[key]?.sort { ($0.utf8.count, $0) < ($1.utf8.count, $1) } }
        return byName
    }

    /// `name` beside `including` (folders and `..` allowed) when `exists`, else by its file name.
    public static func resolve(_ name: String, from including: String, byName: [String: [String]], exists: (String) -> Bool) -> String? {
        guard !name.isEmpty else { return nil }
        let folder = including.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(including[..<$0]) } ?? ""
        let beside = normalized(name.hasPrefix("/") ? name : (folder.isEmpty ? name : folder + "/" + name))
        if exists(beside) { return beside }
        return byName[fileName(name)]?.first
    }

    static func fileName(_ path: String) -> String {
        path.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(path[path.utf8.index(after: $0)...]) } ?? path
    }

    /// `a/./b/../c.h` → `a/c.h`.
    static func normalized(_ path: String) -> String {
        // Most paths have nothing to drop: a header's every import is resolved for every file.
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        var previous: UInt8 = 0, dropsSomething = false
        for byte in path.utf8 {
            if byte == slash && (previous == slash || previous == dot) || byte == dot && previous == slash { dropsSomething = true; break }
            previous = byte
        }
        if !dropsSomething && previous != slash && previous != dot { return path }
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: false) {
            if part == "." || (part.isEmpty && !parts.isEmpty) { continue }
            if part == "..", let last = parts.last, last != "..", !last.isEmpty { parts.removeLast(); continue }
            parts.append(part)
        }
        return parts.joined(separator: "/")
    }

    /// The quoted `#import`s and `#include`s of a text, in order, whatever `#if` they are under:
    /// what the importer gathers (more than the reader will read is harmless).
    public static func quotedIncludes(in text: String) -> [String] {
        var names: [String] = []
        var lines = LogicalLines(bytes: Array(text.utf8))
        while let line = lines.next(keepingCode: false) {
            if line.isDirective, let name = quotedInclude(line) { names.append(name) }
        }
        return names
    }

    static func quotedInclude(_ line: LogicalLine) -> String? {
        let tokens = line.tokens ?? PPTokenizer.tokens(line.text, offsets: line.offsets)
        guard tokens.count >= 3, ["import", "include", "include_next"].contains(tokens[1].text), tokens[2].kind == .string else { return nil }
        return String(tokens[2].text.dropFirst().dropLast())
    }
}
