import ArgumentParser
import EmptyStateEncoders
import EmptyStateExport
import Foundation

struct Audit: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Review every screen for accessibility: contrast, Dynamic Type, truncation, touch targets, VoiceOver labels.",
        discussion: """
        Draws every still `export` would write (every variant, state, device, scale and trait collection asked for) and prints one line per screen, element and kind of finding, with what would pass:

          inbox/default/iphone-8@2x~dark: contrast: description #8E8E93 on
            #1C1C1E is 4.08:1, needs 4.5:1; try #A0A0A5 (same hue) is 4.52:1

        A finding that only some button states have names them ([states highlighted, disabled]).

        Contrast is measured on the render, against what is behind each text's glyphs (WCAG 2.2 1.4.3: 4.5:1, 3:1 for text of 18 pt or 14 pt bold; 1.4.6 with --contrast increased: 7:1 and 4.5:1; 1.4.11: 3:1 for an icon-only button's glyph). A finding the template (or emptystate.yaml) accepts in `accessibilityWaivers:` is counted as waived; --show-waived lists them with their reasons.

        Exit status: 0 (findings are a report; fail CI on them with `check --fail-on accessibility`); 2 when a template cannot be read.
        """
    )

    @Argument(help: "Template files and folders, or source files.")
    var paths: [String]

    @Flag(help: "Print the report as JSON: each screen's id, traits and findings with the measured values.")
    var json = false

    @Flag(help: "List the findings that waivers accept, with their reasons (by default only counted).")
    var showWaived = false

    @Option(help: ArgumentHelp("Also write the findings as SARIF 2.1.0 (GitHub code scanning), each at the line that declares it.", valueName: "file"))
    var sarif: String?

    @Option(help: ArgumentHelp("Review only the templates whose inputs (template or source file, project file, strings, assets, images, fonts, symbols) differ from this git revision.", valueName: "rev"))
    var changedSince: String?

    @OptionGroup var selection: SelectionOptions

    func run() throws {
        Signals.install()
        var options = ExportOptions(outputDirectory: "")
        try selection.apply(to: &options)
        options.changedSince = changedSince
        let reporter = ProgressReporter()
        let report: AuditReport
        do {
            report = try exitingTwoOnChangedSinceFailure { try AccessibilityAuditor(options: options).run(paths: paths) { reporter.report($0) } }
        } catch let error as ExportError {
            throw CLIError(error.description)
        }
        reporter.finish()
        selection.reportPassedOver(report.passedOver)
        var warnings = WarningsOnce()
        for screen in report.screens {
            for problem in screen.glyphWarnings ?? [] where warnings.isFirst(problem, at: screen.id) { printError("warning: \(screen.id): \(problem)") }
        }
        if let changes = report.changeSelection { printError(changes.description(doing: "reviewing")) }
        if json {
            FileHandle.standardOutput.write(try report.encoded() + Data("\n".utf8))
        } else {
            var lines = AuditLine.lines(of: report, waived: showWaived).map(\.description)
            let waived = report.waivedCount == 0 || showWaived ? "\(report.waivedCount) waived" : "\(report.waivedCount) waived (--show-waived lists them)"
            lines.append("\(report.screens.count) screen(s) reviewed: \(report.findingCount) finding(s) in \(report.screensWithFindings) screen(s), \(waived), \(report.errors.count) error(s)")
            FileHandle.standardOutput.write(Data((lines.joined(separator: "\n") + "\n").utf8))
        }
        if let sarif {
            do {
                try OutputFile.write(SARIFReport.audit(report, root: Git.root()).encoded(), to: sarif, durable: true)
            } catch {
                throw CLIError("\(error)")
            }
        }
        for failure in report.errors where !reporter.printed(failure.message) { printError("error: \(failure.message)") }
        if !report.errors.isEmpty { throw ExitCode(2) }
    }
}
