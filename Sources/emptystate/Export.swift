import ArgumentParser
import EmptyStateExport
import EmptyStateModel
import Foundation

struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
        // Named, not derived: see Render.
        commandName: "export",
        abstract: "Export templates and folders of templates: every screen as PNG, SVG, APNG or GIF, with a manifest and a gallery.",
        discussion: """
        Writes DIR/<template>/<variant>/<device>@<scale>x/<state>.png, .../resting.svg and .../appearance.apng (or .gif), then DIR/manifest.json and DIR/index.html (open it in a browser). A rerun skips outputs whose template, assets, fonts and options did not change. A broken template is reported and the others still export; the exit status is then 1.

        Examples:
          emptystate export Templates --out Output
          emptystate export Templates --out Output --device iphone-se,ipad --format png
          emptystate export Templates --out out --shard 1/4   # on CI machine 1 of 4
          emptystate merge out                               # after the shards
        """
    )

    @Argument(help: "Template files and folders (searched recursively for .yaml, .yml, .json).")
    var paths: [String]

    @Option(help: ArgumentHelp("The folder to export into.", valueName: "dir"))
    var out: String

    @Option(help: ArgumentHelp("Formats, comma-separated: png, svg, apng, gif.", valueName: "list"))
    var format: String = "png,svg,apng"

    @OptionGroup var selection: SelectionOptions

    @Option(help: ArgumentHelp("Export only part K of N of the templates, e.g. 2/4; auto: the part this CI job is (GitLab, Buildkite, CircleCI, a Kubernetes Indexed Job).", valueName: "K/N|auto"))
    var shard: String?

    @Option(help: ArgumentHelp("With --shard auto in a Kubernetes Indexed Job: the Job's completions (JOB_COMPLETION_INDEX is the part).", valueName: "n"))
    var shardCount: Int?

    @Option(help: ArgumentHelp("Frames per second of APNG (GIF: at most 50).", valueName: "n"))
    var fps: Double = 60

    @Flag(help: "Skip the accessibility review of the stills (the manifest and gallery then show no findings).")
    var noAudit = false

    @Option(help: ArgumentHelp("Export only the templates whose inputs (template or source file, project file, strings, assets, images, fonts, symbols) differ from this git revision; the manifest and gallery list those.", valueName: "rev"))
    var changedSince: String?

    func run() throws {
        Signals.install()
        var options = ExportOptions(outputDirectory: out)
        options.formats = Set(try SelectionOptions.list(format).map { name in
            guard let format = ExportFormat(rawValue: name.lowercased()) else {
                throw CLIError("--format '\(name)' is not one of png, svg, apng, gif")
            }
            return format
        })
        guard !options.formats.isEmpty else { throw CLIError("--format names no format") }
        try selection.apply(to: &options)
        if shard == "auto" {
            do {
                options.shard = try Shard.fromCI(ProcessInfo.processInfo.environment, count: shardCount)
            } catch let error as Shard.CIError {
                throw CLIError(error.description)
            }
        } else if let shard {
            guard let parsed = Shard(parsing: shard) else { throw CLIError("--shard '\(shard)' must be K/N with 1 ≤ K ≤ N (e.g. 2/4) or auto") }
            guard shardCount == nil else { throw CLIError("--shard-count goes with --shard auto") }
            options.shard = parsed
        } else if shardCount != nil {
            throw CLIError("--shard-count goes with --shard auto")
        }
        guard fps > 0, fps <= 240 else { throw CLIError("--fps must be more than 0 and at most 240") }
        options.fps = fps
        options.audit = !noAudit
        options.changedSince = changedSince

        let reporter = ProgressReporter()
        let summary: ExportSummary
        do {
            summary = try exitingTwoOnChangedSinceFailure { try Exporter(options: options).run(paths: paths) { reporter.report($0) } }
        } catch let error as ExportError {
            throw CLIError(error.description)
        }
        reporter.finish()
        selection.reportPassedOver(summary.passedOver)
        var once = WarningsOnce()
        for warning in once.firstLines(summary.warnings) { printError("warning: \(warning)") }
        // Failures were printed as they happened; a name clash is found only at the end.
        for failure in summary.manifest.errors where !reporter.printed(failure.message) { printError("error: \(failure.message)") }
        if let changes = summary.changeSelection { printError(changes.description(doing: "exporting")) }
        printError("\(summary.templates) template(s): \(summary.written) file(s) written, \(summary.skipped) unchanged, \(summary.manifest.errors.count) error(s) → \(out)/\(summary.manifest.shard == nil ? "index.html" : "manifest.shard-*.json")")
        if summary.failed { throw ExitCode(1) }
    }
}

/// A progress bar on a terminal, plain lines otherwise (CI logs); a template's error is
/// printed as it happens, not only at the end.
final class ProgressReporter: @unchecked Sendable {
    private let lock = NSLock()
    private let terminal: Bool
    private let quiet: Bool
    private var errors = Set<String>()

    /// `showsProgress` false: errors only, no bar and no lines (`--quiet`).
    init(showsProgress: Bool = true) {
        terminal = showsProgress && isatty(STDERR_FILENO) != 0
        quiet = !showsProgress
    }

    func report(_ progress: ExportProgress) {
        lock.lock()
        defer { lock.unlock() }
        let name = (progress.template as NSString).lastPathComponent
        if let error = progress.error {
            errors.insert(error)
            if terminal { FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8)) }
            printError("error: \(error)")
        }
        if terminal {
            let width = 30
            let filled = progress.total == 0 ? width : width * progress.done / progress.total
            let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
            FileHandle.standardError.write(Data("\r\u{1B}[2K\(bar) \(progress.done)/\(progress.total) \(name)".utf8))
        } else if !quiet {
            printError("[\(progress.done)/\(progress.total)] \(name)\(progress.error == nil ? "" : " FAILED")")
        }
    }

    /// Whether `error` was printed already.
    func printed(_ error: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return errors.contains(error)
    }

    func finish() {
        if terminal { FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8)) }
    }
}
