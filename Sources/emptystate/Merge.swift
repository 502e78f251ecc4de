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

    @Argument(help: "The folder holding manifest.shard-K-of-N.json files: every K of one N (a folder with only manifest.json, an export that was not split, is left as it is).")
    var directory: String

    func run() throws {
        Signals.install()
        let shards: [String]
        do {
            guard case let .shards(found) = try ShardManifests.find(in: directory) else {
                print("\(directory): one export, not split into shards (manifest.json): nothing to merge; its gallery is \(directory)/index.html")
                return
            }
            shards = found
        } catch let error as ExportError {
            throw CLIError(error.description)
        }
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
