import ArgumentParser
import EmptyStateEncoders
import EmptyStateLayout
import EmptyStateModel
import EmptyStateMotion
import EmptyStateRender
import EmptyStateTemplate
import EmptyStateTraits
import Foundation

struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        // Named, not derived: ArgumentParser derives a name with String(describing: Self.self),
        // whose failed protocol-conformance lookups scan every conformance in the binary,
        // for each subcommand on every run (6 % of a cold render).
        commandName: "render",
        abstract: "Render one screen of a template to PNG, SVG, APNG or GIF.",
        discussion: """
        Draws the template's screen at rest (button normal, fully faded in, image animation at time 0) on the template's canvas, unless options say otherwise. The format follows the output's extension: .png or .svg for one moment; .apng or .gif for the appearance (the fade-in, then whole periods of a repeating image animation, looping; or --duration).

        Examples:
          emptystate render no-messages.yaml -o no-messages.png
          emptystate render no-messages.yaml -o small.png --device iphone-se --scale 3
          emptystate render no-messages.yaml -o pressed.svg --state highlighted
          emptystate render inbox-tabs.yaml -o learn.png --state secondary:highlighted
          emptystate render no-messages.yaml -o loading.png --variant loading
          emptystate render no-messages.yaml -o loading.apng --variant loading --fps 30
          emptystate render no-messages.yaml -o appear.gif --frames frames/
        """
    )

    @Argument(help: "The template file (.yaml, .yml or .json).")
    var template: String

    @Option(name: [.customShort("o"), .customLong("output")], help: "The file to write: OUT.png, OUT.svg, OUT.apng or OUT.gif.")
    var output: String?

    @OptionGroup var canvas: CanvasOptions

    @Option(help: ArgumentHelp("The buttons' states: normal, highlighted, disabled or selected for the button; ROLE:STATE for another (secondary:highlighted); several joined by '+'.", valueName: "state"))
    var state: String = "normal"

    @Option(help: ArgumentHelp("A variant of the template (see its variants:), or default.", valueName: "name"))
    var variant: String?

    @Option(help: ArgumentHelp("The screen this many seconds after it appeared (fade-in and image animation applied).", valueName: "seconds"))
    var time: Double?

    @Option(help: ArgumentHelp("Frames per second of animated outputs (default 60 for APNG, 50 for GIF).", valueName: "n"))
    var fps: Double?

    @Option(help: ArgumentHelp("Length of animated outputs in seconds (default: the appearance's own).", valueName: "seconds"))
    var duration: Double?

    @Option(help: ArgumentHelp("Also write the appearance's frames as DIR/frame-0000.png, ...", valueName: "dir"))
    var frames: String?

    @OptionGroup var traits: OneTraitOptions

    @OptionGroup var symbols: SymbolCommandOptions

    @OptionGroup var imports: ImportCommandOptions

    @Flag(name: .shortAndLong, help: "Print font substitutions and the layout's frames.")
    var verbose = false

    @Flag(help: "A font that is not installed, not in the font map and not among the template's fonts is an error (default: drawn in the label's own font, as on iOS, with a warning).")
    var strictFonts = false

    func run() throws {
        try withOneLineErrors(template: template, render)
    }

    func render() throws {
        Signals.install()
        guard output != nil || frames != nil else { throw CLIError("give an output with -o OUT.png|.svg|.apng|.gif, or --frames DIR") }
        try refuseOverwritingInputs([(template, "the template itself")])
        let format = try output.map { try OutputFormat(path: $0) }
        let selection = ScreenSelection(template: template, canvas: canvas, state: state, variant: variant, traits: traits.options, symbols: symbols, imports: imports)
        let (screen, warnings) = try selection.resolved()
        for warning in warnings { printError("warning: \(warning)") }
        try refuseOverwritingInputs(RunInputs.files(of: screen))
        let controlState = try selection.states()
        if let time, !(time.isFinite && time >= 0) { throw CLIError("--time must be a number of seconds, 0 or more") }
        if let fps, !(fps.isFinite && fps > 0 && fps <= 240) { throw CLIError("--fps must be more than 0 and at most 240") }
        if let duration, !(duration.isFinite && duration > 0 && duration <= 600) { throw CLIError("--duration must be more than 0 and at most 600 seconds") }

        let renderer = try ScreenRenderer(fontFiles: screen.fontFiles)
        let layout = try renderer.layout(screen, states: controlState)
        if strictFonts, let error = renderer.fonts.unknownFontError { throw CLIError("\(template): \(error.message)") }
        let moment = time.map { Timeline(view: screen.view).moment(at: $0) } ?? .resting
        var animation: AppearanceFrames {
            get throws {
                let rate = fps ?? (format == .gif ? 50 : 60)
                return AppearanceFrames(frames: try FrameRenderer(renderer: renderer, layout: layout),
                                        appearance: Appearance(view: screen.view, fps: rate, duration: duration))
            }
        }
        if let output, let format {
            let data: Data
            switch format {
            case .png: data = try renderer.renderPNG(layout, moment: moment)
            case .svg: data = try renderer.renderSVG(layout, moment: moment)
            case .apng: data = try animation.apng()
            case .gif: data = try animation.gif()
            }
            try OutputFile.write(data, to: output)
        }
        if let frames { try animation.writePNGs(to: frames) }
        for warning in renderer.fonts.warnings { printError("warning: \(template): \(warning)") }
        // What did not fit is drawn as UIKit draws it, and said.
        for warning in LayoutProblems.of(layout) { printError("warning: \(template): \(warning)") }
        if verbose {
            for note in renderer.notes { printError("note: \(note)") }
            printError(LayoutDescription(layout).text)
        }
    }
}

enum OutputFormat {
    case png, svg, apng, gif
    init(path: String) throws {
        switch URL(fileURLWithPath: path).pathExtension.lowercased() {
        case "png": self = .png
        case "svg": self = .svg
        case "apng": self = .apng
        case "gif": self = .gif
        default: throw CLIError("\(path): unknown output format; use .png, .svg, .apng or .gif")
        }
    }
}

/// An output that is one of the run's own inputs (the template, a font or an image it draws)
/// is refused before anything is drawn: a render must never overwrite what it reads.
extension Render {
    func refuseOverwritingInputs(_ inputs: [(path: String, role: String)]) throws {
        if let output, let input = RunInputs.same(output, among: inputs) {
            throw CLIError("\(template): the output \(output) is \(input.role) (\(input.path)); write the output somewhere else")
        }
        if let frames {
            for input in inputs where RunInputs.isFrame(input.path, in: frames) {
                throw CLIError("\(template): --frames \(frames) would overwrite \(input.role) (\(input.path)); write the frames somewhere else")
            }
        }
    }
}
