import ArgumentParser
import EmptyStateEncoders
import EmptyStateLayout
import EmptyStateModel
import EmptyStateMotion
import EmptyStateRender
import EmptyStateTemplate
import Foundation

struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render one screen of a template to PNG or SVG.",
        discussion: """
        Draws the template's screen at rest (button normal, fully faded in, image animation at
        time 0) on the template's canvas, unless options say otherwise. The format follows the
        output's extension: .png or .svg.

        Examples:
          emptystate render no-messages.yaml -o no-messages.png
          emptystate render no-messages.yaml -o small.png --device iphone-se --scale 3
          emptystate render no-messages.yaml -o pressed.svg --state highlighted
          emptystate render no-messages.yaml -o loading.png --variant loading
        """
    )

    @Argument(help: "The template file (.yaml, .yml or .json).")
    var template: String

    @Option(name: [.customShort("o"), .customLong("output")], help: "The file to write: OUT.png or OUT.svg.")
    var output: String

    @Option(help: ArgumentHelp("A device preset: \(Device.names.joined(separator: ", ")).", valueName: "name"))
    var device: String?

    @Option(help: ArgumentHelp("The canvas size in points, e.g. 375x667.", valueName: "WxH"))
    var size: String?

    @Option(help: ArgumentHelp("Pixels per point: 1, 2 or 3.", valueName: "n"))
    var scale: Int?

    @Option(help: ArgumentHelp("The button's state: normal, highlighted, disabled or selected.", valueName: "state"))
    var state: String = "normal"

    @Option(help: ArgumentHelp("A variant of the template (see its variants:), or default.", valueName: "name"))
    var variant: String?

    @Option(help: ArgumentHelp("The screen this many seconds after it appeared (fade-in and image animation applied).", valueName: "seconds"))
    var time: Double?

    @Flag(name: .shortAndLong, help: "Print font substitutions and the layout's frames.")
    var verbose = false

    func run() throws {
        do {
            try render()
        } catch let error as TemplateError {
            throw CLIError(error.description)
        } catch let error as RenderError {
            throw CLIError("\(template): \(error.message)")
        } catch let error as EncodeError {
            throw CLIError(error.message)
        }
    }

    func render() throws {
        let format = try OutputFormat(path: output)
        let loaded = try TemplateLoader.load(path: template)
        guard var screen = loaded.screen(variant: variant) else {
            let names = loaded.variantNames
            throw CLIError("\(template): no variant '\(variant ?? "")'; " + (names.isEmpty ? "the template has none" : "it has: \(names.joined(separator: ", "))"))
        }
        screen.canvas = try CanvasOptions(device: device, size: size, scale: scale).apply(to: screen.canvas)
        guard let controlState = ControlState(rawValue: state) else {
            throw CLIError("--state '\(state)' is not one of \(ControlState.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        if let time, !(time.isFinite && time >= 0) { throw CLIError("--time must be a number of seconds, 0 or more") }

        let renderer = try ScreenRenderer(fontFiles: screen.fontFiles)
        let layout = try renderer.layout(screen, state: controlState)
        let moment = time.map { Timeline(view: screen.view).moment(at: $0) } ?? .resting
        let data: Data
        switch format {
        case .png: data = try PNGEncoder().encode(renderer.renderPixels(layout, moment: moment))
        case .svg: data = try renderer.renderSVG(layout, moment: moment)
        }
        if verbose {
            for note in renderer.notes { printError("note: \(note)") }
            printError(LayoutDescription(layout).text)
        }
        try OutputFile.write(data, to: output)
    }
}

enum OutputFormat {
    case png, svg
    init(path: String) throws {
        switch URL(fileURLWithPath: path).pathExtension.lowercased() {
        case "png": self = .png
        case "svg": self = .svg
        default: throw CLIError("\(path): unknown output format; use .png or .svg")
        }
    }
}
