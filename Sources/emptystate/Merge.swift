import ArgumentParser
import EmptyStateEncoders
import EmptyStateExport
import Foundation

struct Merge: ParsableCommand {
    static let configuration = CommandConfiguration(
        // Named, not derived: see Render.
        commandName: "merge",
        abstract: "Merge the manifests of an export's shards into DIR/manifest.json and write DIR/index.html.",
        discussion: "Gather the shards' output folders into one DIR first (their paths never overlap), then run: emptystate merge DIR"
    )

    @Argument(help: "The folder holding manifest.shard-K-of-N.json files.")
    var directory: String

    func run() throws {
        Signals.install()
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        let shards = names.filter { $0.hasPrefix("manifest.shard-") && $0.hasSuffix(".json") }.sorted()
        guard !shards.isEmpty else { throw CLIError("\(directory): no manifest.shard-K-of-N.json files to merge") }
        do {
            let parts = try shards.map { try Manifest.read(directory + "/" + $0) }
            let merged = Manifest.merged(parts)
            try OutputFile.write(merged.encoded(), to: directory + "/manifest.json", durable: true)
            try OutputFile.write(Data(Gallery(manifest: merged, directory: directory).html().utf8), to: directory + "/index.html", durable: true)
            print("merged \(shards.count) shard(s): \(merged.outputs.count) output(s), \(merged.errors.count) error(s) → \(directory)/index.html")
            if !merged.errors.isEmpty { throw ExitCode(1) }
        } catch let error as ExportError {
            throw CLIError(error.description)
        }
    }
}
