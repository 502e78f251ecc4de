import ArgumentParser
import EmptyStateExport
import EmptyStateServer
import Foundation

struct Serve: AsyncParsableCommand {
    // Named here: ArgumentParser would otherwise spell it from the type's name at every start,
    // a reflection that scans every protocol conformance in the binary (a tenth of `--version`).
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Preview and review templates in a browser: renders on request and updates the page as files change.",
        discussion: """
        Serves the review page at http://127.0.0.1:8080/ (the gallery of `export`, live): every
        screen of the templates, rendered when asked for. Edits to templates, images, asset
        catalogs and fonts show in the browser without a reload. With --reference, screens are
        marked changed, new or missing against the references `check` uses, and approving one in
        the page writes its reference as `check --record` would.

        The HTTP API (other tools may use it) is in docs/command-line.md, "serve".

        Examples:
          emptystate serve Templates
          emptystate serve Templates --reference Tests/References --open
          emptystate serve Templates --device iphone-se,ipad --color-scheme all
        """
    )

    @Argument(help: "Template files and folders (searched recursively for .yaml, .yml, .json).")
    var paths: [String]

    @Option(help: ArgumentHelp("The folder of reference PNGs, for review and approve.", valueName: "dir"))
    var reference: String?

    @Option(help: ArgumentHelp("The port to listen on; 0 picks a free one.", valueName: "n"))
    var port: Int = 8080

    @Option(help: ArgumentHelp("The address to listen on; 127.0.0.1 is this machine only.", valueName: "address"))
    var host: String = "127.0.0.1"

    @Flag(help: "Open the page in the default browser.")
    var open = false

    @OptionGroup var selection: SelectionOptions

    @Flag(help: "Skip the accessibility review (no badges, findings or Accessibility filter).")
    var noAudit = false

    func run() async throws {
        var options = ServerOptions(paths: paths, referenceDirectory: reference)
        try selection.apply(to: &options.selection)
        options.selection.audit = !noAudit
        options.selection.imports.roots = paths
        options.host = host
        options.port = port
        let server: PreviewServer
        do { server = try PreviewServer(options: options) } catch let error as ServerError { throw CLIError(error.description) }
        for error in server.errors { printError("error: \(error)") }
        if !["127.0.0.1", "localhost", "::1"].contains(host) {
            printError("warning: listening on \(host): anyone who can reach this machine can see the screens")
        }
        let summary = "\(server.templateCount) template(s), \(server.screenCount) screen(s)" + (reference.map { ", references in \($0)" } ?? "")
        let open = open
        do {
            try await server.run { url in
                // One line on stdout, so scripts (and tests) can read the address.
                print("Serving \(summary) at \(url)")
                fflush(stdout)
                if open { Browser.open(url) }
            }
        } catch let error as ServerError {
            throw CLIError(error.description)
        }
    }
}

enum Browser {
    /// xdg-open where there is one; otherwise the printed address is enough.
    static func open(_ url: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xdg-open", url]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { printError("note: could not open a browser (\(error)); open \(url)") }
    }
}
