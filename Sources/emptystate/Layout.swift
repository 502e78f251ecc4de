import ArgumentParser
import EmptyStateImport
import EmptyStateLayout
import EmptyStateModel
import EmptyStateRender
import EmptyStateTemplate
import Foundation

struct Layout: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Print every frame the layout of a template's screen computed, in points.",
        discussion: """
        The same screen `render` draws, with the same options: canvas, safe area, the area the
        content is centered in, the bars, the content, the image, each text (its line count and
        whether it was truncated), each button (its background and title frames), and what
        did not fit. With --json, as one JSON object that tests and scripts assert on.

        Examples:
          emptystate layout Templates/inbox-tabs.yaml --json
          emptystate layout inbox-tabs.yaml --device iphone-se --state disabled --json
        """
    )

    @Argument(help: "The template file (.yaml, .yml or .json).")
    var template: String

    @OptionGroup var canvas: CanvasOptions

    @Option(help: ArgumentHelp("The buttons' states: STATE, ROLE:STATE, or several joined by '+' (secondary:highlighted).", valueName: "state"))
    var state: String = "normal"

    @Option(help: ArgumentHelp("A variant of the template (see its variants:), or default.", valueName: "name"))
    var variant: String?

    @OptionGroup var traits: OneTraitOptions

    @OptionGroup var symbols: SymbolCommandOptions

    @OptionGroup var imports: ImportCommandOptions

    @Flag(help: "Print JSON instead of text.")
    var json = false

    func run() throws {
        try withOneLineErrors(template: template) {
            let selection = ScreenSelection(template: template, canvas: canvas, state: state, variant: variant, traits: traits.options, symbols: symbols, imports: imports)
            let (screen, warnings) = try selection.resolved()
            for warning in warnings { printError("warning: \(warning)") }
            let layout = try ScreenRenderer(fontFiles: screen.fontFiles).layout(screen, states: try selection.states())
            if json {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
                print(String(decoding: try encoder.encode(LayoutJSON(layout)), as: UTF8.self))
            } else {
                print(LayoutDescription(layout).text)
            }
            for warning in layout.warnings { printError("warning: \(template): \(warning)") }
        }
    }
}

/// One screen of a template as `render` and `layout` pick it: variant, canvas, traits, states.
struct ScreenSelection {
    var template: String
    var canvas: CanvasOptions
    var state: String
    var variant: String?
    var traits: TraitOptions
    var symbols: SymbolCommandOptions
    var imports: ImportCommandOptions

    func screen() throws -> Screen { try resolved().screen }

    /// The screen, and what resolving the template found worth a warning (a missing translation).
    /// One screen: the first of the matrix the template stage normalizes (development language,
    /// right-to-left locales), so a template's own `traits:` list starts it.
    func resolved() throws -> (screen: Screen, warnings: [String]) {
        let source = try TemplateInputs(options: imports.options(roots: [template])).source(template, symbols: symbols.options)
        let collection = source.traitCollections(asked: try traits.axes(single: true))[0]
        let loaded = try source.template(traits: collection)
        guard var screen = loaded.screen(variant: variant) else {
            let names = loaded.variantNames
            throw CLIError("\(template): no variant '\(variant ?? "")'; " + (names.isEmpty ? "the template has none" : "it has: \(names.joined(separator: ", "))"))
        }
        screen.canvas = try canvas.apply(to: screen.canvas)
        return (screen, loaded.warnings)
    }

    func states() throws -> ScreenState {
        switch ScreenState.parse(state) {
        case let .success(value): return value
        case let .failure(error): throw CLIError("--state \(error.message)")
        }
    }

}
