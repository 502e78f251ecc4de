import ArgumentParser
import EmptyStateImport
import EmptyStateModel
import Foundation

struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Find every empty state an app's Swift and Objective-C code declares, as templates.",
        discussion: """
        Reads .swift, .m and .mm files (folders searched recursively): DZNEmptyDataSet data sources, UIContentUnavailableConfigurations and SwiftUI ContentUnavailableViews, and the app's own wrapper views and functions at each call site. Branches of a switch become screens, Boolean properties variants; constants, SwiftGen's L10n and the app's localization functions are read across files; what is not a literal becomes a visible placeholder and a warning. The String Catalogs, .lproj folders and asset catalogs under the same paths are the screens' strings and assets. A file that cannot be read is a warning (--strict: an error). Ends with a summary of what was read. export, check, audit, serve, sheet, render and layout take source files and app folders too (FILE#SCREEN for one screen).

        Examples:
          emptystate import App/Sources --out Templates/imported
          emptystate import App/ --json
          emptystate import App/ --out Imported --prune --overrides overrides.yaml
        """
    )

    @Argument(help: "Source files and folders.")
    var paths: [String]

    @Option(help: ArgumentHelp("Write DIR/NAME.yaml for each screen (unchanged files are not rewritten).", valueName: "dir"))
    var out: String?

    @Flag(help: "With --out: remove the YAML files an earlier import wrote whose screens are gone.")
    var prune = false

    @Flag(help: "Print the screens as JSON: name, file, line, column, kind, case, template, warnings.")
    var json = false

    @Flag(help: "Warnings are errors: a source file that cannot be read, bytes that are not UTF-8, a placeholder for what the code computes.")
    var strict = false

    @OptionGroup var imports: ImportCommandOptions

    func run() throws {
        if prune, out == nil { throw CLIError("--prune needs --out DIR") }
        for path in paths where !FileManager.default.fileExists(atPath: path) { throw CLIError("\(path): no such file or folder") }
        let templates: ImportedTemplates
        do { templates = try ImportedTemplates(roots: paths, options: imports.options(roots: paths)) } catch let error as ImportError {
            throw CLIError(error.description)
        }
        let progress = ImportProgress(total: templates.sources.count)
        let app = AppImport.read(templates.sources, headers: templates.headers, strings: templates.strings, assetNames: templates.assetNames) { done, total in progress.report(done) }
        progress.finish()
        // Each screen read as export will read it: what cannot be drawn is a placeholder and a warning.
        let screens = templates.drawable(app.screens)
        // A file that cannot be read loses its screens; the others are still written.
        let warnings = app.unreadable + app.fileWarnings + screens.flatMap(\.warnings) + templates.warnings
        for warning in warnings { printError("warning: \(warning)") }
        if let unknown = templates.unknownOverrides(among: screens), !unknown.isEmpty {
            printError("warning: \(imports.overrides ?? ""): no screen named \(unknown.map { "'\($0)'" }.joined(separator: ", ")) (screens: \(screens.map(\.name).joined(separator: ", ")))")
        }
        let summary = ImportSummary(app)
        if strict, !warnings.isEmpty {
            throw CLIError("--strict: \(warnings.count) warning(s); nothing written")
        }
        if let out {
            do {
                let written = try ImportWriter(folder: out).write(screens, templates: templates, prune: prune)
                printError("\(screens.count) screen(s) from \(templates.sources.count) file(s): \(written.written.count) written, \(written.unchanged.count) unchanged, \(written.removed.count) removed, in \(out)")
            } catch let error as ImportError { throw CLIError(error.description) }
        }
        if json {
            print(ImportReport.json(screens, templates: templates, summary: summary), terminator: "")
        } else if out == nil {
            for screen in screens {
                let place = "\(screen.file):\(screen.line):\(screen.column)"
                print("\(screen.name)\t\(screen.kind.rawValue)\t\(screen.caseName ?? "-")\t\(place)\t\(screen.warnings.count) warning(s)")
            }
        }
        printError(summary.line)
        if !summary.placeholders.isEmpty { printError("placeholders (what the code computes; fill in with --overrides): \(summary.placeholders.prefix(5).joined(separator: "; "))\(summary.placeholders.count > 5 ? "; …" : "")") }
    }
}

/// `reading 1200/1500 files` on a terminal, for long runs; nothing when piped.
final class ImportProgress: @unchecked Sendable {
    let total: Int
    let shown: Bool
    private var last = 0
    private let lock = NSLock()
    init(total: Int) {
        self.total = total
        shown = total >= 200 && isatty(STDERR_FILENO) == 1
    }
    func report(_ done: Int) {
        guard shown else { return }
        lock.withLock {
            guard done - last >= 50 || done == total else { return }
            last = done
            FileHandle.standardError.write(Data("\rreading \(done)/\(total) files".utf8))
        }
    }
    func finish() { if shown { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) } }
}
