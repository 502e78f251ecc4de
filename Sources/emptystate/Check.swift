import ArgumentParser
import EmptyStateCompare
import EmptyStateEncoders
import EmptyStateExport
import Foundation

struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        // Named, not derived: see Render.
        commandName: "check",
        abstract: "Compare renders of templates with reference PNGs: snapshot tests for CI.",
        discussion: """
        Renders what `export --format png` would and compares each screen with DIR/<template>/<variant>/<device>@<scale>x/<state>.png. A screen that differs is named on stderr and its picture (reference | actual | diff, differences in red, ignored anti-aliasing in yellow) is written to the diff folder with the actual render.

        Exit status: 0 all match; 1 a screen differs; 2 bad input or a missing reference.

        Record locally, check in CI:
          emptystate check Templates --reference Tests/References --record missing
          emptystate check Templates --reference Tests/References --junit report.xml
        """
    )

    @Argument(help: "Template files and folders.")
    var paths: [String]

    @Option(help: ArgumentHelp("The folder of reference PNGs.", valueName: "dir"))
    var reference: String

    @Option(help: ArgumentHelp("Write references: missing, failed or all; --record alone is all (default: compare only, or $EMPTYSTATE_RECORD).", valueName: "mode"))
    var record: String?

    @Option(help: ArgumentHelp("Share of pixels that must match, 0 to 1 (1: all of them; e.g. 0.999), as swift-snapshot-testing's precision.", valueName: "p"))
    var precision: Double = 1

    @Option(help: ArgumentHelp("How close a pixel's color must be, 0 to 1 (1: the same bytes; e.g. 0.98 ignores imperceptible changes and anti-aliasing), as swift-snapshot-testing's perceptualPrecision.", valueName: "p"))
    var perceptualPrecision: Double = 1

    @Option(help: ArgumentHelp("Where failures' pictures go (default: <reference>-diffs beside the references).", valueName: "dir"))
    var diffDir: String?

    @Option(help: ArgumentHelp("Also write a JUnit XML report.", valueName: "file"))
    var junit: String?

    @Option(help: ArgumentHelp("Also write the failures as SARIF 2.1.0 (GitHub code scanning), each at the line that declares it.", valueName: "file"))
    var sarif: String?

    @Option(help: ArgumentHelp("Also write a Markdown summary for a pull request: the counts and a row per failed screen.", valueName: "file"))
    var summary: String?

    @Flag(help: "Remove the references no template produces any more (a button state that now draws as normal, a variant, device or template that is gone); without it they are counted. With --record all: move a reference folder over to the current layout.")
    var prune = false

    @Flag(name: .shortAndLong, help: "Print only the screens that fail, errors and the summary (no warnings, no progress).")
    var quiet = false

    @Flag(help: "With --fail-on accessibility: list the findings that waivers accept (by default only counted).")
    var showWaived = false

    @Flag(help: "Fail a screen whose text is truncated, clipped, wraps to more lines than in the development language, or has characters no font can draw (the same as --fail-on truncation).")
    var failOnTruncation = false

    @Option(help: ArgumentHelp("Also fail screens on: truncation (as --fail-on-truncation), accessibility (findings of `emptystate audit` that no waiver accepts); comma-separated or repeated.", valueName: "what"))
    var failOn: [String] = []

    /// `--fail-on` as a set of words, each checked.
    func failOnWords() throws -> Set<String> {
        var words = Set<String>()
        for word in failOn.flatMap({ SelectionOptions.list($0) }) {
            guard ["truncation", "accessibility"].contains(word) else {
                throw ValidationError("--fail-on '\(word)' is not one of truncation, accessibility")
            }
            words.insert(word)
        }
        if failOnTruncation { words.insert("truncation") }
        return words
    }

    @Option(help: ArgumentHelp("Check only the templates whose inputs (template or source file, project file, strings, assets, images, fonts, symbols) differ from this git revision.", valueName: "rev"))
    var changedSince: String?

    @OptionGroup var selection: SelectionOptions

    func validate() throws {
        guard (0...1).contains(precision) else { throw ValidationError("--precision must be between 0 and 1") }
        guard (0...1).contains(perceptualPrecision) else { throw ValidationError("--perceptual-precision must be between 0 and 1") }
        _ = try failOnWords()
        if let record, RecordMode(rawValue: record) == nil || record == "never" {
            throw ValidationError("--record '\(record)' is not a mode; modes: missing, failed, all (--record alone is all)")
        }
    }

    func run() throws {
        Signals.install()
        var options = CheckOptions(referenceDirectory: reference)
        options.record = try record.flatMap(RecordMode.init(rawValue:)) ?? recordFromEnvironment()
        options.tolerance = Tolerance(precision: precision, perceptualPrecision: perceptualPrecision)
        options.diffDirectory = diffDir
        options.changedSince = changedSince
        options.prune = prune
        let failWords = try failOnWords()
        options.failOnLayoutProblems = failWords.contains("truncation")
        options.failOnAccessibility = failWords.contains("accessibility")
        try selection.apply(to: &options.selection)
        if options.record == .never {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: reference, isDirectory: &isDirectory), isDirectory.boolValue else {
                printError("error: \(reference): no reference folder; record one with --record missing")
                throw ExitCode(2)
            }
        }
        let reporter = ProgressReporter(showsProgress: !quiet)
        var warnings = WarningsOnce()
        let report: CheckReport
        do {
            report = try exitingTwoOnChangedSinceFailure { try SnapshotChecker(options: options).run(paths: paths) { reporter.report($0) } }
        } catch let error as ExportError {
            printError("error: \(error.description)")
            throw ExitCode(2)
        }
        reporter.finish()
        if !quiet { selection.reportPassedOver(report.passedOver) }
        for item in report.cases {
            let screen = "\(item.path) (\(DisplayPath.relative(item.file)))"
            switch item.status {
            case let .failed(summary) where item.diffPath == nil: printError("FAIL \(screen): \(summary)")
            case let .failed(summary): printError("FAIL \(screen): \(summary); see \(DisplayPath.relative(item.diffPath!))")
            case .missing: printError("MISSING \(screen): no reference in \(reference); record it with --record missing")
            case let .unreadable(reason): printError("BROKEN \(screen): \(reason); record it anew with --record failed")
            case let .error(message) where !reporter.printed(message): printError("error: \(message)")
            case .passed, .recorded, .error: break
            }
            guard !quiet else { continue }
            if !options.failOnLayoutProblems {
                for problem in item.problems where warnings.isFirst(problem, at: item.path) { printError("warning: \(item.path): \(problem)") }
            }
            if showWaived { for finding in item.accessibility where finding.waived != nil { printError("waived: \(item.path): \(finding)") } }
        }
        let waived = report.cases.reduce(0) { $0 + $1.accessibility.filter { $0.waived != nil }.count }
        if waived > 0, !showWaived, !quiet { printError("\(waived) accessibility finding(s) waived (--show-waived lists them)") }
        if let junit { try writeReport(Data(JUnitReport.xml(report).utf8), to: junit) }
        if sarif != nil || summary != nil {
            let root = Git.root()
            if let sarif { try writeReport(SARIFReport.check(report, root: root).encoded(), to: sarif, makingFolder: true) }
            if let summary {
                let folder = URL(fileURLWithPath: summary).standardizedFileURL.deletingLastPathComponent().path
                try writeReport(Data(CheckSummary.markdown(report, folder: folder, root: root).utf8), to: summary, makingFolder: true)
            }
        }
        if let changes = report.changeSelection { printError(changes.description) }
        for problem in report.pruneProblems { printError("error: could not remove \(problem)") }
        if let line = StaleReferences.summary(report, reference: reference) { printError(line) }
        printError(report.counts)
        if report.exitCode != 0 { throw ExitCode(report.exitCode) }
    }

    /// `EMPTYSTATE_RECORD` re-records a whole CI run without editing the command.
    func recordFromEnvironment() throws -> RecordMode {
        do {
            return try RecordMode.fromEnvironment(names: [RecordMode.environmentVariable]) ?? .never
        } catch {
            printError("error: \(error)")
            throw ExitCode(2)
        }
    }

    /// A report is written whole or not at all (a temporary file renamed), failed run or not.
    /// `makingFolder`: the newer reports make their folder (`--sarif reports/check.sarif`).
    func writeReport(_ data: Data, to path: String, makingFolder: Bool = false) throws {
        do {
            if makingFolder {
                try OutputFile.write(data, toNewFolderPath: path, durable: true)
            } else {
                try OutputFile.write(data, to: path, durable: true)
            }
        } catch {
            printError("error: \(error)")
            throw ExitCode(2)
        }
    }
}
