import ArgumentParser
import EmptyStateTemplate

/// Where symbols come from and whether a stand-in is allowed: shared by every command.
struct SymbolCommandOptions: ParsableArguments {
    @Option(name: .customLong("symbols"), help: ArgumentHelp("A folder of symbol templates exported from the SF Symbols app (NAME.svg); repeat for more. Searched after the template's asset catalogs and symbols: folders.", valueName: "dir"))
    var folders: [String] = []

    @Flag(help: "A symbol drawn with the stand-in icon set (no symbol template for it) is an error (default: a warning naming the substitute).")
    var strictSymbols = false

    var options: SymbolOptions { SymbolOptions(folders: folders, strict: strictSymbols) }
}
