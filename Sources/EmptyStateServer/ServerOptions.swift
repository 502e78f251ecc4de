import EmptyStateExport
import Foundation

/// What `emptystate serve` was asked for.
public struct ServerOptions: Sendable {
    /// Template files and folders.
    public var paths: [String]
    /// The folder of reference PNGs (`check`'s); nil: no review.
    public var referenceDirectory: String?
    public var host = "127.0.0.1"
    /// 0: any free port (the address is printed).
    public var port = 8080
    /// Which screens: devices, scales, states, variants, traits (as for export and check).
    public var selection: ExportOptions
    /// How often the watcher looks at the inputs' modification times.
    public var pollInterval = 0.02

    public init(paths: [String], referenceDirectory: String? = nil) {
        self.paths = paths
        self.referenceDirectory = referenceDirectory
        selection = ExportOptions(outputDirectory: referenceDirectory ?? ".")
        selection.jobs = max(1, ProcessInfo.processInfo.activeProcessorCount)
    }

    /// The check options `POST /api/approve` records with: `check --record`'s, for the same screens.
    var checkOptions: CheckOptions? {
        guard let referenceDirectory else { return nil }
        var options = CheckOptions(referenceDirectory: referenceDirectory)
        options.selection = selection
        options.selection.outputDirectory = referenceDirectory
        return options
    }
}

/// A problem with the server's input, as one line for the user.
public struct ServerError: Error, CustomStringConvertible, Sendable {
    public var description: String
    public init(_ description: String) { self.description = description }
}

extension ServerError {
    /// Why the server could not listen, in the user's terms.
    static func listening(_ error: Error, host: String, port: Int) -> ServerError {
        let text = "\(error)"
        if text.contains("Address already in use") {
            return ServerError("port \(port) on \(host) is in use; choose another with --port (0 picks a free one)")
        }
        if text.contains("Cannot assign requested address") || text.contains("not resolve") || text.contains("NIOConnectionError") {
            return ServerError("cannot listen on \(host): not an address of this machine")
        }
        if text.contains("Permission denied") { return ServerError("port \(port) needs privileges; choose one above 1023 with --port") }
        return ServerError("cannot listen on \(host):\(port): \(text)")
    }
}
