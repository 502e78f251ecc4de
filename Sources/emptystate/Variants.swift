import ArgumentParser
import EmptyStateImport
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

    @OptionGroup var imports: ImportCommandOptions

    func run() throws {
        do {
            let loaded = try TemplateInputs(options: imports.options(roots: [template])).source(template, symbols: symbols.options).template()
            print((["default"] + loaded.variantNames).joined(separator: "\n"))
        } catch let error as ImportError {
            throw CLIError(error.description)
        } catch let error as TemplateError {
            throw CLIError(error.description)
        }
    }
}
