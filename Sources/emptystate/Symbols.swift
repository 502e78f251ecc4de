import ArgumentParser
import EmptyStateEncoders
import EmptyStateExport
import EmptyStateModel
import EmptyStateSymbols
import Foundation

struct Symbols: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "symbols",
        abstract: "List SF Symbol names, tell how each is drawn here, and draw them on a contact sheet.",
        discussion: """
        With names: one line each, saying how it is drawn (a symbol template, the stand-in icon mapped to it, or a stand-in composed from its parts); a name that is not an SF Symbol is an error with the closest real names. Without names: every name (or those --search finds). With -o: a contact sheet of the names given, of what --search finds, or of the names real apps use most.

        Examples:
          emptystate symbols tray.fill lock.rectangle.on.rectangle
          emptystate symbols --search "person badge"
          emptystate symbols -o Output/symbols.png
        """
    )

    @Argument(help: "SF Symbol names.")
    var names: [String] = []

    @Option(help: ArgumentHelp("Only names containing these words (space- or dot-separated).", valueName: "words"))
    var search: String?

    @Option(name: [.customShort("o"), .customLong("output")], help: "A contact sheet (.png) of the names.")
    var output: String?

    @Option(help: ArgumentHelp("How many of the most used names the sheet shows when none are given.", valueName: "n"))
    var count = 120

    @Option(help: ArgumentHelp("The weight of the sheet's symbols (ultraLight … black).", valueName: "weight"))
    var weight = "regular"

    @Flag(help: "Only the names the stand-in draws as letters of their name, for want of a picture (with the share on stderr).")
    var letters = false

    @OptionGroup var symbols: SymbolCommandOptions

    func run() throws {
        try withOneLineErrors(template: output ?? "symbols", list)
    }

    func list() throws {
        let catalog = SymbolCatalog(options: symbols.options)
        guard FontWeight(rawValue: weight) != nil else {
            throw CLIError("--weight: '\(weight)' is not one of \(FontWeight.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        var chosen = names
        if let search {
            let found = catalog.search(search)
            guard !found.isEmpty else { throw CLIError("no SF Symbol name contains every word of '\(search)'") }
            chosen += found
        }
        if letters {
            let candidates = chosen.isEmpty ? catalog.names : chosen
            var drawnAsLetters: [String] = []
            for name in candidates where try catalog.drawsLetters(name) { drawnAsLetters.append(name) }
            if let output {
                guard !drawnAsLetters.isEmpty else { throw CLIError("no name here is drawn as letters") }
                try writeSheet(Array(drawnAsLetters.prefix(2_000)), title: "SF Symbols drawn as letters: \(drawnAsLetters.count) names",
                               to: output, catalog: catalog)
            } else {
                for name in drawnAsLetters { print(name) }
            }
            let share = candidates.isEmpty ? 0 : 100 * Double(drawnAsLetters.count) / Double(candidates.count)
            printError(String(format: "%d of %d names (%.1f %%) are drawn as letters", drawnAsLetters.count, candidates.count, share))
            return
        }
        if let output {
            guard URL(fileURLWithPath: output).pathExtension.lowercased() == "png" else { throw CLIError("\(output): a contact sheet is a .png") }
            guard (1...2_000).contains(count) else { throw CLIError("--count must be between 1 and 2000") }
            if chosen.isEmpty { chosen = Array(SymbolUsage.mostUsed.prefix(count)) }
            for name in chosen { _ = try explain(name, catalog: catalog) }
            guard chosen.count <= 2_000 else { throw CLIError("\(chosen.count) names: a sheet holds at most 2000; narrow --search") }
            let title = names.isEmpty && search == nil ? "The \(chosen.count) SF Symbols real apps use most" : "SF Symbols: \(chosen.count) names"
            try writeSheet(chosen, title: title, to: output, catalog: catalog)
            return
        }
        if names.isEmpty {
            for name in search == nil ? catalog.names : chosen { print(name) }
            return
        }
        var failed = false
        for name in chosen {
            do { print("\(name): \(try explain(name, catalog: catalog))") } catch let error as CLIError { printError("error: \(error.description)"); failed = true }
        }
        if failed { throw ExitCode(1) }
    }

    func writeSheet(_ chosen: [String], title: String, to output: String, catalog: SymbolCatalog) throws {
        let pixels = try catalog.sheet(names: chosen, weight: weight, title: title)
        try OutputFile.write(PNGEncoder().encode(pixels), to: output)
        print("wrote \(output) (\(chosen.count) symbols)")
    }

    func explain(_ name: String, catalog: SymbolCatalog) throws -> String {
        do { return try catalog.explanation(of: name) } catch let error as SymbolError { throw CLIError(error.message) }
    }
}
