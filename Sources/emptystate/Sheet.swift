import ArgumentParser
import EmptyStateImport
import EmptyStateLayout
import EmptyStateEncoders
import EmptyStateModel
import EmptyStateMotion
import EmptyStateRender
import EmptyStateTemplate
import EmptyStateTraits
import Foundation

struct Sheet: ParsableCommand {
    static let configuration = CommandConfiguration(
        // Named, not derived: see Render.
        commandName: "sheet",
        abstract: "Draw every variant × button state of a template on one captioned PNG, with fade-in frames.",
        discussion: """
        Rows: each screen (default, then each variant) in its four button states; then the fade-in as a strip of frames; then, for each variant whose image animates, a strip over one period of its animation. Each cell is captioned with template, variant, state, device.

        Example:
          emptystate sheet Templates/offline.yaml -o offline-sheet.png --device ipad
        """
    )

    @Argument(help: "The template file.")
    var template: String

    @Option(name: [.customShort("o"), .customLong("output")], help: "The PNG to write.")
    var output: String

    @Option(help: ArgumentHelp("A device preset for every screen.", valueName: "name"))
    var device: String?

    @Option(help: ArgumentHelp("Canvas size in points, e.g. 375x667.", valueName: "WxH"))
    var size: String?

    @Option(help: ArgumentHelp("Sheet pixels per screen point.", valueName: "x"))
    var cellScale: Double = 0.75

    @OptionGroup var traits: TraitOptions

    @OptionGroup var symbols: SymbolCommandOptions

    @OptionGroup var imports: ImportCommandOptions

    @Option(help: ArgumentHelp("Frames in each strip.", valueName: "n"))
    var stripFrames: Int = 6

    func run() throws {
        try withOneLineErrors(template: template, draw)
    }

    func draw() throws {
        guard URL(fileURLWithPath: output).pathExtension.lowercased() == "png" else { throw CLIError("\(output): a contact sheet is a .png") }
        guard cellScale > 0.05, cellScale <= 4 else { throw CLIError("--cell-scale must be between 0.05 and 4") }
        guard (2...24).contains(stripFrames) else { throw CLIError("--strip-frames must be between 2 and 24") }
        Signals.install()
        let source = try TemplateInputs(options: imports.options(roots: [template])).source(template, symbols: symbols.options)
        let matrix = source.traitCollections(asked: try traits.axes())
        let loaded = try source.template(traits: matrix[0])
        for warning in loaded.warnings { printError("warning: \(template): \(warning)") }
        // The sheet must never overwrite what it reads.
        let inputs = [(template, "the template itself")] + ([loaded.base] + loaded.variants.map(\.screen)).flatMap(RunInputs.files(of:))
        if let input = RunInputs.same(output, among: inputs) {
            throw CLIError("\(template): the output \(output) is \(input.role) (\(input.path)); write the output somewhere else")
        }
        let options = CanvasOptions(device: device, size: size, scale: nil)
        let screens = [("default", loaded.base)] + loaded.variants.map { ($0.name, $0.screen) }
        var renderers: [[String]: ScreenRenderer] = [:]
        func renderer(for screen: Screen) throws -> ScreenRenderer {
            if let known = renderers[screen.fontFiles] { return known }
            let made = try ScreenRenderer(fontFiles: screen.fontFiles)
            renderers[screen.fontFiles] = made
            return made
        }
        func deviceName(_ canvas: Canvas) -> String {
            let preset = Device.all.first { $0.canvas.size == canvas.size }?.name ?? "\(Int(canvas.size.width))×\(Int(canvas.size.height)) pt"
            return "\(preset) @\(canvas.scale)x"
        }

        var rows: [SheetRow] = []
        var strips: [SheetRow] = []
        for (name, original) in screens {
            var screen = original
            screen.canvas = try options.apply(to: screen.canvas)
            let screenRenderer = try renderer(for: screen)
            // One cell per distinct picture, as export and check file them: states that draw
            // alike share the first one's cell and caption.
            let pictures = try DrawnPicture.grouping(ScreenState.all(for: screen.view)) { try screenRenderer.layout(screen, states: $0) }
            let cells = pictures.map { picture in
                SheetCell(renderer: screenRenderer, layout: picture.layout,
                          caption: ["\(name) · \(([picture.state] + picture.alike).map(\.name).joined(separator: " = "))",
                                    "\(loaded.name) · \(deviceName(screen.canvas))"])
            }
            rows.append(SheetRow(title: name == "default" ? "default" : "variant: \(name)", cells: cells))

            let layout = cells[0].layout
            let timeline = Timeline(view: screen.view)
            if name == "default", screen.view.fadeIn {
                let times = (0..<stripFrames).map { Timeline.fadeDuration * Double($0) / Double(stripFrames - 1) }
                strips.append(SheetRow(title: "fade-in (\(Int(Timeline.fadeDuration * 1000)) ms, ease-in-ease-out)", cells: times.map { t in
                    SheetCell(renderer: screenRenderer, layout: layout, moment: timeline.moment(at: t),
                              caption: [String(format: "t = %.3f s", t), "\(name) · alpha \(String(format: "%.2f", timeline.moment(at: t).contentAlpha))"])
                }))
            }
            if let period = Appearance.loopPeriod(screen.view) {
                let start = screen.view.fadeIn ? Timeline.fadeDuration : 0
                let times = (0..<stripFrames).map { start + period * Double($0) / Double(stripFrames) }
                strips.append(SheetRow(title: "\(name): image animation, one \(String(format: "%.2f", period)) s period", cells: times.map { t in
                    SheetCell(renderer: screenRenderer, layout: layout, moment: timeline.moment(at: t),
                              caption: [String(format: "t = %.3f s", t), name])
                }))
            }
        }
        // The trait matrix: content sizes (or else color schemes) across, the other axes down;
        // each cell the base screen at rest.
        var matrixRows: [SheetRow] = []
        if matrix.count > 1 {
            let sizes = Set(matrix.map(\.contentSize)).count
            let across: (TraitCollection) -> String = sizes > 1 ? { $0.contentSize.rawValue } : { $0.colorScheme.rawValue }
            var down: [String: [TraitCollection]] = [:]
            var order: [String] = []
            for traits in matrix {
                var key = traits
                if sizes > 1 { key.contentSize = .large } else { key.colorScheme = .light }
                let name = key.suffix.isEmpty ? "default traits" : String(key.suffix.dropFirst()).replacingOccurrences(of: "~", with: " · ")
                if down[name] == nil { order.append(name) }
                down[name, default: []].append(traits)
            }
            for name in order {
                let row = down[name]!.sorted { a, b in
                    sizes > 1 ? a.contentSize < b.contentSize : a.colorScheme.rawValue > b.colorScheme.rawValue   // light before dark
                }
                let cells = try row.map { traits in
                    var screen = try source.template(traits: traits).base
                    screen.canvas = try options.apply(to: screen.canvas)
                    let screenRenderer = try renderer(for: screen)
                    return SheetCell(renderer: screenRenderer, layout: try screenRenderer.layout(screen, state: .normal),
                                     caption: [across(traits), traits.suffix.isEmpty ? "default traits" : String(traits.suffix.dropFirst())])
                }
                matrixRows.append(SheetRow(title: "traits: \(name)", cells: cells))
            }
        }
        let sheet = ContactSheet(title: "\(loaded.name) — \((loaded.path as NSString).lastPathComponent)", rows: rows + matrixRows + strips, cellScale: cellScale)
        let pixels = try sheet.render(fonts: try renderer(for: loaded.base).fonts)
        try OutputFile.write(PNGEncoder().encode(pixels), to: output)
    }
}
