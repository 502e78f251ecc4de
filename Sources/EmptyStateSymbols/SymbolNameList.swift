import Foundation

/// Every SF Symbol name (SF Symbols 6), as `make setup` installs it (tools/install-symbol-names.sh,
/// from PyPI's pysfsymbols, MIT): tells a real name from a typo, and gives "did you mean". Beside
/// it, the release that introduced each name (`releases.txt`, from the SF Symbols app's table as
/// SFSafeSymbols publishes it, MIT), which also knows the older names SF Symbols 6 renamed and
/// the localized variants (`character.book.closed.ja`).
public struct SymbolNameList: Sendable {
    /// In the order of their code points in SF Pro, which is roughly the order Apple added them.
    public let names: [String]
    /// Where the list came from (its SOURCE file).
    public let source: String
    /// The release that introduced each name, current and older ones; empty when not installed.
    public let releases: [String: SymbolRelease]
    let listed: Set<String>
    /// Every dot-separated word of every name: a name made only of these is well formed.
    let words: Set<Substring>

    public init(names: [String], source: String, releases: [String: SymbolRelease] = [:]) {
        self.names = names; self.source = source; self.releases = releases
        let current = Set(names)
        let older = releases.keys.filter { !current.contains($0) && SymbolAliases.renamed[$0] == nil }.sorted()
        allNames = names + SymbolAliases.renamed.keys.sorted() + older
        listed = current.union(older)
        // The words of renamed names too: `circlepath` is in no SF Symbols 6 name, yet
        // `gearshape.arrow.triangle.2.circlepath` is a real older one.
        words = Set((names + SymbolAliases.renamed.keys + older).flatMap { $0.split(separator: ".") })
    }

    /// The release that introduced `name`; nil for a name the table does not know.
    public func release(of name: String) -> SymbolRelease? { releases[name] }

    /// The older names Apple renamed to `name` (`doc` for `document`), oldest release first: what
    /// an app that runs on an older iOS writes instead.
    public func formerNames(of name: String) -> [String] {
        SymbolAliases.renamed.filter { $0.value == name }.map(\.key)
            .sorted { (releases[$0]?.iOS.parts ?? [99]).lexicographicallyPrecedes(releases[$1]?.iOS.parts ?? [99]) || $0 < $1 }
    }

    /// The installed list, read once; nil when it is not installed.
    public static let installed: SymbolNameList? = installed(environment: ProcessInfo.processInfo.environment)

    /// The folders `installed` looks in, in order.
    public static func searched(environment: [String: String] = ProcessInfo.processInfo.environment) -> [String] {
        InstalledData.folders("sf-symbol-names", variable: "EMPTYSTATE_SYMBOL_NAMES", environment: environment)
    }

    /// Where `make setup` puts the list, then where a packager would: the first that has it.
    /// `EMPTYSTATE_SYMBOL_NAMES` names another folder.
    public static func installed(environment: [String: String]) -> SymbolNameList? {
        for folder in searched(environment: environment) {
            guard let text = try? SymbolFile.read(folder + "/names.txt") else { continue }
            // SF Symbols' names are lowercase ASCII letters, digits and dots; a line that is not is skipped.
            let names = text.utf8.split(separator: UInt8(ascii: "\n")).compactMap { line -> String? in
                guard !line.isEmpty, line.count <= 255, line.allSatisfy(Self.isNameByte) else { return nil }
                return String(decoding: line, as: UTF8.self)
            }
            guard !names.isEmpty else { continue }
            let source = (try? SymbolFile.read(folder + "/SOURCE"))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? folder
            let releases = (try? SymbolFile.read(folder + "/releases.txt")).map(SymbolReleaseTable.parse) ?? [:]
            return SymbolNameList(names: names, source: source, releases: releases)
        }
        return nil
    }

    static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: ".")
    }

    /// What the list says of a name.
    public enum Verdict: Equatable, Sendable {
        /// An SF Symbol name: a current one, an older one SF Symbols 6 renamed, or a localized variant.
        case listed
        /// An older name Apple renamed; iOS still draws it.
        case renamed(to: String)
        /// Not listed, but made only of SF Symbols' words (`person.crop.square.badge.clock`): likely
        /// an older or newer name; drawn, with a warning.
        case unlisted
        /// Not an SF Symbol name: a word of it is in no name.
        case unknown
    }

    public func verdict(_ name: String) -> Verdict {
        if listed.contains(name) { return .listed }
        if let current = SymbolAliases.renamed[name] { return .renamed(to: current) }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        if !parts.isEmpty, parts.allSatisfy({ !$0.isEmpty && words.contains($0) }) { return .unlisted }
        return .unknown
    }

    /// Current, renamed and older names: what "did you mean" and `symbols --search` choose from.
    public let allNames: [String]
}
