import EmptyStateSourceReading
import SwiftSyntax

/// What every part of one file's reading shares: its name and line table, the type-level
/// constants, the work done so far and the nesting of evaluation.
final class ReadContext {
    let file: String
    var constants = Constants()
    /// The app's texts from its other files (constants, localization functions).
    var appTexts = AppTexts() { didSet { enumTypesByProperty = nil; typesByTextProperty = nil } }
    /// The app's wrappers by name, and those a configuration started from (`var config =
    /// Shared.configuration`), which are used as surely as those called.
    var wrappers: [String: WrapperView] = [:]
    var usedWrappers: Set<String> = []
    /// The app's data sources' subclasses and their ancestors (`AppClasses.subclassing`).
    var classes = AppClasses()
    /// The conditions assumed false so far (`Environment.assumedConditions`), each once: text and variant name.
    /// Emptied as a screen's reading starts, which starts its cases afresh too.
    var assumedFalse: [(text: String, name: String)] = [] { didSet { if assumedFalse.isEmpty { fallbackCases = [:] } } }
    /// The case each subject's exhaustive `switch` showed in a reading that took none of its
    /// cases (its first), by the subject as written: the reading's other switches and per-case
    /// texts of that subject take it too (`Evaluator.takenCase`).
    var fallbackCases: [String: String] = [:]
    /// The reading force-unwrapped a local it left nil (`var str: String?` no branch set, then
    /// `str!`): the app would stop there, so the reading never shows.
    var unwrappedNil = false
    private var work = 0
    private let workLimit: Int
    private(set) var depth = 0
    /// Indexes of `switch` statements and `if` chains (case name → branch), built once each.
    var switchIndexes: [SyntaxIdentifier: SwitchIndex] = [:]
    /// App enums' per-case properties parsed from their snippets, by `Type.name` (nil: not one).
    var enumGetters: [String: EnumCaseProperties.Getter?] = [:]
    /// Per-case property name → the enums that declare it (`EnumCaseProperties.typesDeclaring`).
    var enumTypesByProperty: [String: [String]]?
    /// A text property's name → the classes and structs that declare it (`ExtensionTextProperties`).
    var typesByTextProperty: [String: [String]]?
    /// The members a type reads of a value, by the type's node and the value's text.
    var membersRead: [MembersReadKey: Set<String>] = [:]
    var ifChainIndexes: [SyntaxIdentifier: IfChainIndex] = [:]
    /// The localizing libraries the file imports (`LibraryLocalizedTexts`), found on first use.
    lazy var fileImportedLocalizers = Set(LibraryLocalizedTexts.libraries.filter { !Relevance.offsets(of: $0.importLine, in: bytes).isEmpty }.map(\.module))
    /// The list each DZN type's rows count (`ShownDataEmptiness.rowCountList`), by the type and
    /// the tree declaring it; each tree's types' functions are indexed once.
    private var shownDataLists: [String: String?] = [:]
    private var functionsByTree: [SyntaxIdentifier: [String: [FunctionDeclSyntax]]] = [:]
    func shownDataList(of type: String, in root: Syntax) -> String? {
        let key = "\(root.id)#\(type)"
        if let known = shownDataLists[key] { return known }
        if functionsByTree[root.id] == nil { functionsByTree[root.id] = ShownDataEmptiness.memberFunctions(in: root) }
        let found = ShownDataEmptiness.rowCountList(of: functionsByTree[root.id]?[type] ?? [])
        shownDataLists[key] = .some(found)
        return found
    }

    /// The file's whole words, found on first use (`Relevance.words`).
    lazy var words = Relevance.words(in: bytes)
    /// The file or another of the app imports the library: its String members are the whole module's.
    func imports(_ library: LibraryLocalizedTexts.Library) -> Bool {
        appTexts.importedLibraries.contains(library.module) || fileImportedLocalizers.contains(library.module)
    }
    /// Other files' value types whose members this file's reading has made known (`AppValueTypes`).
    var adoptedValueTypes: Set<String> = []
    /// Constants being evaluated (a constant that refers to itself is not known).
    var evaluatingConstants: Set<String> = []
    /// The views each type of the file makes itself the data source of, found in one walk of
    /// the file when first asked (`DataSourceViews`).
    var dataSourceViews: [String: [ExprSyntax]]?
    /// The file's bytes and where each line starts (`\n`, `\r\n` or `\r` ends a line, as for
    /// swift-syntax), to give locations without walking the tree.
    let bytes: [UInt8]
    private let lineStarts: [Int]
    private let characterCheckpoints: [Int]
    private static let checkpointBytes = 256

    init(file: String, text: String) {
        self.file = file
        bytes = Array(text.utf8)
        var starts = [0]
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\r") {
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
                starts.append(index + 1)
            } else if bytes[index] == UInt8(ascii: "\n") {
                starts.append(index + 1)
            }
            index += 1
        }
        lineStarts = starts
        var checkpoints = [0]
        var count = 0
        for (offset, byte) in bytes.enumerated() {
            if byte & 0xC0 != 0x80 { count += 1 }
            if (offset + 1) % Self.checkpointBytes == 0 { checkpoints.append(count) }
        }
        characterCheckpoints = checkpoints
        workLimit = Limits.workBase + bytes.count / Limits.bytesPerStep
    }

    /// Other files' trees this reading evaluates (a subclass's ancestors), by their roots: their
    /// nodes are located and quoted in their own files.
    var foreign: [SyntaxIdentifier: ReadContext] = [:]

    /// The context of the file `node` is in.
    func owner(of node: some SyntaxProtocol) -> ReadContext {
        guard !foreign.isEmpty else { return self }
        return foreign[node.root.id] ?? self
    }

    func location(of node: some SyntaxProtocol) -> (line: Int, column: Int) {
        let owner = owner(of: node)
        return owner.location(ofOffset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    /// The 1-based line and column of a byte offset; the column counts characters (Unicode
    /// scalars, as the template reader's YAML errors do), not bytes.
    func location(ofOffset offset: Int) -> (line: Int, column: Int) {
        let offset = min(max(offset, 0), bytes.count)
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, 1 + characters(before: offset) - characters(before: lineStarts[low]))
    }

    /// Characters (bytes that start a UTF-8 sequence) before an offset: a checkpoint every 256
    /// bytes, then at most 255 bytes counted, so that a location costs the same on a line of a
    /// megabyte as on a short one.
    private func characters(before offset: Int) -> Int {
        let checkpoint = offset / Self.checkpointBytes
        var count = characterCheckpoints[checkpoint]
        for byte in bytes[(checkpoint * Self.checkpointBytes)..<offset] where byte & 0xC0 != 0x80 { count += 1 }
        return count
    }

    private var shallow: [SyntaxIdentifier: Bool] = [:]

    /// Whether a node's subtree is within `Limits.treeDepth` (measured once).
    func isShallow(_ node: some SyntaxProtocol) -> Bool {
        if let known = shallow[node.id] { return known }
        let result = TreeDepth.tooDeep(node) == nil
        shallow[node.id] = result
        return result
    }

    func error(_ message: String, atOffset offset: Int) -> SwiftReadError {
        let (line, column) = location(ofOffset: offset)
        return SwiftReadError(file: file, line: line, column: column, message: message)
    }

    func error(_ message: String, at node: some SyntaxProtocol) -> SwiftReadError {
        let (line, column) = location(of: node)
        return SwiftReadError(file: owner(of: node).file, line: line, column: column, message: message)
    }

    /// One step of work; beyond the file's allowance the reading stops with an error.
    func charge(_ steps: Int = 1, at node: some SyntaxProtocol) throws {
        work += steps
        if work > workLimit {
            throw error("the file takes too much work to read (over \(workLimit) steps for its \(bytes.count) bytes); split it", at: node)
        }
    }

    /// Runs `body` one level deeper; nil (with a warning) beyond `Limits.evaluationDepth`.
    func nested<T>(_ node: some SyntaxProtocol, _ diagnostics: Diagnostics?, _ body: () throws -> T) throws -> T? {
        guard depth < Limits.evaluationDepth else {
            diagnostics?.warn("expression", "nested more than \(Limits.evaluationDepth) levels deep; not read", at: node)
            return nil
        }
        depth += 1
        defer { depth -= 1 }
        return try body()
    }
}
