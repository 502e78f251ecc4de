import Foundation

/// The shard manifests gathered in a folder, checked to be one whole export before `merge`
/// writes its gallery: every part K of one N, so that a shard whose artifact was lost is an
/// error, not a gallery with screens silently missing.
public enum ShardManifests {
    public enum Found: Equatable, Sendable {
        /// `manifest.shard-K-of-N.json` for every K of N, in order.
        case shards([String])
        /// An export that was not split (`--shard auto` outside a parallel job, or one job of
        /// one): its `manifest.json` and gallery are already whole.
        case whole
    }

    public static func find(in directory: String) throws -> Found {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        let shards = names.compactMap { name in shard(of: name).map { (name, $0) } }
        guard !shards.isEmpty else {
            if names.contains("manifest.json") { return .whole }
            throw ExportError("\(directory): no manifest.shard-K-of-N.json files to merge")
        }
        let counts = Set(shards.map(\.1.count)).sorted()
        guard counts.count == 1, let count = counts.first else {
            throw ExportError("\(directory): shards of different splits (of \(counts.map(String.init).joined(separator: ", of "))); gather one export's shards")
        }
        let present = Set(shards.map(\.1.index))
        let missing = (1...count).filter { !present.contains($0) }
        guard missing.isEmpty else {
            let files = missing.map { "manifest.shard-\($0)-of-\(count).json" }
            throw ExportError("\(directory): \(missing.count == 1 ? "shard" : "shards") \(missing.map(String.init).joined(separator: ", ")) of \(count) missing (\(files.joined(separator: ", "))); gather every shard's folder first")
        }
        return .shards(shards.sorted { $0.1.index < $1.1.index }.map(\.0))
    }

    /// `manifest.shard-K-of-N.json` → K/N.
    static func shard(of name: String) -> Shard? {
        guard name.hasPrefix("manifest.shard-"), name.hasSuffix(".json") else { return nil }
        let middle = name.dropFirst("manifest.shard-".count).dropLast(".json".count)
        let parts = middle.components(separatedBy: "-of-")
        guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]) else { return nil }
        return Shard(parsing: "\(k)/\(n)")
    }
}
