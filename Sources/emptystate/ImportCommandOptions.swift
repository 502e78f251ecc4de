import ArgumentParser
import EmptyStateImport

/// For source files given as templates: more strings and asset catalogs, and overrides.
struct ImportCommandOptions: ParsableArguments {
    @Option(name: .customLong("strings"), help: ArgumentHelp("For source files: a String Catalog or a folder of .lproj folders, besides those found under the paths given; repeat for more.", valueName: "path"))
    var strings: [String] = []

    @Option(name: .customLong("assets"), help: ArgumentHelp("For source files: an asset catalog (.xcassets), besides those found under the paths given; repeat for more.", valueName: "path"))
    var assets: [String] = []

    @Option(help: ArgumentHelp("For source files: a YAML file of template keys per screen name that replace the imported ones (fill in what the code computes).", valueName: "file"))
    var overrides: String?

    func options(roots: [String]) -> ImportOptions {
        ImportOptions(strings: strings, assets: assets, overrides: overrides, roots: roots)
    }
}
