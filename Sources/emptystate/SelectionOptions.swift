import ArgumentParser
import EmptyStateExport
import EmptyStateModel
import Foundation

/// Which screens of the templates: shared by export and check.
struct SelectionOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Device presets, comma-separated (default: the project file's devices:, else each template's canvas).", valueName: "list"))
    var device: String?

    @Option(help: ArgumentHelp("Scales, comma-separated: 1, 2, 3 (default: each device's).", valueName: "list"))
    var scale: String?

    @Option(help: ArgumentHelp("Only these button states, comma-separated.", valueName: "list"))
    var state: String?

    @Option(help: ArgumentHelp("Only these variants, comma-separated (default is the base screen).", valueName: "list"))
    var variant: String?

    @OptionGroup var traits: TraitOptions

    @OptionGroup var symbols: SymbolCommandOptions

    @OptionGroup var imports: ImportCommandOptions

    @Flag(name: .shortAndLong, help: "List the files of the folders given that were passed over (neither templates nor source files).")
    var verbose = false

    @Flag(help: "A font that is not installed, not in the font map and not among the template's fonts is an error (default: drawn in the label's own font, as on iOS).")
    var strictFonts = false

    @Option(help: ArgumentHelp("Templates rendered at once (default: the number of cores).", valueName: "n"))
    var jobs: Int?

    static func list(_ text: String?) -> [String] {
        (text ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    func apply(to options: inout ExportOptions) throws {
        options.devices = try Self.list(device).map { name in
            do { _ = try Device.preset(named: name) } catch { throw CLIError("--\(error)") }
            return name
        }
        options.scales = try Self.list(scale).map { text in
            guard let value = Int(text), [1, 2, 3].contains(value) else { throw CLIError("--scale '\(text)' must be 1, 2 or 3") }
            return value
        }
        options.states = try Self.list(state).map { name in
            switch ScreenState.parse(name) {
            case let .success(value): return value
            case let .failure(error): throw CLIError("--state \(error.message)")
            }
        }
        options.variants = Self.list(variant)
        options.traits = try traits.axes()
        let jobs = self.jobs ?? min(64, ProcessInfo.processInfo.activeProcessorCount)
        guard (1...64).contains(jobs) else { throw CLIError("--jobs must be between 1 and 64") }
        options.jobs = jobs
        options.strictFonts = strictFonts
        options.symbols = symbols.options
        options.imports = imports.options(roots: [])   // the command's paths, filled in by the run
    }
}

extension SelectionOptions {
    /// One line for the files a folder held that are not inputs (CI files, fixtures); each
    /// of them with --verbose.
    func reportPassedOver(_ files: [String]) {
        guard !files.isEmpty else { return }
        printError("\(files.count) file(s) in the folders are neither templates nor source files; passed over" + (verbose ? ":" : " (--verbose lists them)"))
        if verbose { for file in files { printError("  \(file)") } }
    }
}
