import ArgumentParser
import EmptyStateTemplate

struct Variants: ParsableCommand {
    static let configuration = CommandConfiguration(
        // Named, not derived: see Render.
        commandName: "variants",
        abstract: "List a template's screens: default, then each variant, one per line.",
        discussion: "For scripts: for v in $(emptystate variants t.yaml); do emptystate render t.yaml --variant $v -o t-$v.png; done"
    )

    @Argument(help: "The template file.")
    var template: String

    @OptionGroup var symbols: SymbolCommandOptions

    func run() throws {
        do {
            let loaded = try TemplateLoader.load(path: template, symbols: symbols.options)
            print((["default"] + loaded.variantNames).joined(separator: "\n"))
        } catch let error as TemplateError {
            throw CLIError(error.description)
        }
    }
}
