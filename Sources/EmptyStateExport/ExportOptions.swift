import EmptyStateImport
import EmptyStateTemplate
import EmptyStateModel
import EmptyStateTraits

/// What an export renders.
public enum ExportFormat: String, CaseIterable, Codable, Sendable {
    case png, svg, apng, gif
}

public struct ExportOptions: Sendable {
    public var outputDirectory: String
    public var formats: Set<ExportFormat> = [.png, .svg, .apng]
    /// Device presets; empty: each template's own canvas.
    public var devices: [String] = []
    /// Scales; empty: each device's own.
    public var scales: [Int] = []
    /// Only these states / variants; empty: all.
    /// Only these screen states (`highlighted`, `secondary:highlighted`…); empty: all.
    public var states: [ScreenState] = []
    public var variants: [String] = []
    /// The trait matrix asked for; axes left nil take the template's `traits:`, then the default.
    public var traits = TraitAxes()
    public var jobs: Int = 2
    public var shard: Shard = .whole
    /// Frames per second of APNG (GIF uses at most 50).
    public var fps: Double = 60
    /// A font missing here fails the template instead of falling back as on iOS.
    public var strictFonts = false
    /// More symbol folders, and whether a stand-in symbol is an error.
    public var symbols = SymbolOptions()
    /// For source files: more strings and asset catalogs, and an overrides file.
    public var imports = ImportOptions()
    /// Review every still for accessibility (findings in the manifest and the gallery).
    public var audit = true
    /// Only the templates whose inputs differ from this git revision (`--changed-since`), in
    /// `export`, `check` and `audit` alike.
    public var changedSince: String?

    public init(outputDirectory: String) { self.outputDirectory = outputDirectory }
}

/// Part K of N of an export: templates are dealt out by their position in the sorted list, so
/// the shards' union is the whole export and no two shards share a template.
public struct Shard: Equatable, Sendable, CustomStringConvertible {
    public var index: Int
    public var count: Int
    public static let whole = Shard(index: 1, count: 1)

    public init(index: Int, count: Int) { self.index = index; self.count = count }

    /// Parses `K/N` with 1 ≤ K ≤ N.
    public init?(parsing text: String) {
        let parts = text.split(separator: "/").map { Int($0) }
        guard parts.count == 2, let k = parts[0], let n = parts[1], n >= 1, (1...n).contains(k) else { return nil }
        self.init(index: k, count: n)
    }

    public func includes(position: Int) -> Bool { position % count == index - 1 }
    public var description: String { "\(index)/\(count)" }
}
