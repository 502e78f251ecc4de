import ArgumentParser
import EmptyStateImport
import EmptyStateModel
import Foundation

struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Find every empty state an app's Swift and Objective-C code declares, as templates.",
        discussion: """
        Reads .swift, .m and .mm files (folders searched recursively): DZNEmptyDataSet data sources, UIContentUnavailableConfigurations and SwiftUI ContentUnavailableViews. Branches of a switch become screens, Boolean properties variants; what is not a literal becomes a visible placeholder and a warning. The String Catalogs, .lproj folders and asset catalogs under the same paths are the screens' strings and assets. export, check, serve, sheet, render and layout take source files too (FILE#SCREEN for one screen).

        Examples:
          emptystate import App/Sources --out Templates/imported
          emptystate import App/ --json
          emptystate import App/ --out Templates/imported --prune --overrides imported-overrides.yaml
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

    @OptionGroup var imports: ImportCommandOptions

    func run() throws {
        if prune, out == nil { throw CLIError("--prune needs --out DIR") }
        for path in paths where !FileManager.default.fileExists(atPath: path) { throw CLIError("\(path): no such file or folder") }
        let templates: ImportedTemplates
        do { templates = try ImportedTemplates(roots: paths, options: imports.options(roots: paths)) } catch let error as ImportError {
            throw CLIError(error.description)
        }
        // Files are read on every core; what each gives is reported in the files' order.
        let files = templates.sources
        let results = ConcurrentResults<Result<[ImportedScreen], Error>>(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            results[index] = Result { try SourceImport.screens(in: files[index]) }
        }
        var screens: [ImportedScreen] = []
        var failed = 0
        for result in results.values {
            switch result {
            case let .success(found): screens += found
            case let .failure(error): printError("error: \(error)"); failed += 1
            }
        }
        screens = ImportReport.ordered(screens)
        for screen in screens { for warning in screen.warnings { printError("warning: \(warning)") } }
        if let unknown = templates.unknownOverrides(among: screens), !unknown.isEmpty {
            printError("warning: \(imports.overrides ?? ""): no screen named \(unknown.map { "'\($0)'" }.joined(separator: ", ")) (screens: \(screens.map(\.name).joined(separator: ", ")))")
        }
        if let out {
            do {
                let summary = try ImportWriter(folder: out).write(screens, templates: templates, prune: prune)
                printError("\(screens.count) screen(s) from \(templates.sources.count) file(s): \(summary.written.count) written, \(summary.unchanged.count) unchanged, \(summary.removed.count) removed, in \(out)")
            } catch let error as ImportError { throw CLIError(error.description) }
        }
        if json {
            print(ImportReport.json(screens, templates: templates), terminator: "")
        } else if out == nil {
            for screen in screens {
                let place = "\(screen.file):\(screen.line):\(screen.column)"
                print("\(screen.name)\t\(screen.kind.rawValue)\t\(screen.caseName ?? "-")\t\(place)\t\(screen.warnings.count) warning(s)")
            }
        }
        if failed > 0 { throw ExitCode(1) }
    }
}

/// Results written from concurrent iterations, each to its own slot.
final class ConcurrentResults<Value>: @unchecked Sendable {
    private var slots: [Value?]
    private let lock = NSLock()
    init(count: Int) { slots = Array(repeating: nil, count: count) }
    subscript(index: Int) -> Value? {
        get { lock.withLock { slots[index] } }
        set { lock.withLock { slots[index] = newValue } }
    }
    var values: [Value] { lock.withLock { slots.compactMap { $0 } } }
}
