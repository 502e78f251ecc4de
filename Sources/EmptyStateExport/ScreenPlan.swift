import EmptyStateLayout
import EmptyStateEncoders
import EmptyStateImport
import EmptyStateModel
import EmptyStateRender
import EmptyStateTemplate
import EmptyStateTraits
import Foundation

/// One screen of a template on one canvas, with the renderer for its fonts: the unit that
/// export and check iterate over.
struct PlannedScreen {
    var variant: String
    var screen: Screen
    var device: String
    var renderer: ScreenRenderer
    /// What the template was resolved with; it names the outputs.
    var traits: TraitCollection
    var strictFonts = false
    private var restingLayout: ScreenLayout?

    init(variant: String, screen: Screen, device: String, renderer: ScreenRenderer, traits: TraitCollection) {
        self.variant = variant; self.screen = screen; self.device = device; self.renderer = renderer; self.traits = traits
    }

    var scale: Int { screen.canvas.scale }

    /// The layout in a state; the normal one is kept, as the SVG and the appearance use it too.
    mutating func layout(_ state: ScreenState) throws -> ScreenLayout {
        if state == .normal, let restingLayout { return restingLayout }
        let made = try renderer.layout(screen, states: state)
        if strictFonts, let error = renderer.fonts.unknownFontError { throw error }
        if state == .normal { restingLayout = made }
        return made
    }
}

extension DrawnPicture {
    /// The alike states' names, for the manifest and the reports; nil when it stands for itself only.
    var alikeNames: [String]? { alike.isEmpty ? nil : alike.map(\.name) }
}

/// Which screens, devices and scales of a template the options ask for.
struct ScreenPlan {
    let options: ExportOptions

    /// Every trait collection to render the template in: the options' axes over its own.
    func traits(of source: TemplateSource) -> [TraitCollection] {
        source.traitCollections(asked: options.traits)
    }

    /// The template resolved for each of its trait collections.
    func forEachTraitCollection(of source: TemplateSource, _ body: (Template, TraitCollection) throws -> Void) throws {
        for traits in traits(of: source) { try body(try source.template(traits: traits), traits) }
    }

    func screens(of template: Template) -> [(String, Screen)] {
        let all = [("default", template.base)] + template.variants.map { ($0.name, $0.screen) }
        guard !options.variants.isEmpty else { return all }
        return all.filter { options.variants.contains($0.0) }
    }

    /// The options' devices, else the project file's (`template.devices`), else the screen's canvas.
    func canvases(for screen: Screen, of template: Template) throws -> [Canvas] {
        let devices = options.devices.isEmpty ? template.devices : options.devices
        let bases: [Canvas] = devices.isEmpty ? [screen.canvas] : try devices.map { name in
            let device = try Device.preset(named: name)
            return device.canvas
        }
        guard !options.scales.isEmpty else { return bases }
        return bases.flatMap { base in options.scales.map { Canvas(size: base.size, scale: $0, safeArea: base.safeArea) } }
    }

    /// The states to render a view in: the options' (those whose actions the view has), else
    /// every state of every action it has.
    func states(for view: EmptyDataSetView) -> [ScreenState] {
        guard !options.states.isEmpty else { return ScreenState.all(for: view) }
        return options.states.filter { state in
            [ActionRole.secondary, .tertiary].allSatisfy { state[$0] == .normal || view.action($0)?.isShown == true }
        }
    }

    /// The pictures a screen's states make: each state asked for (`--state`), or by default
    /// each state that draws differently from every earlier one, with the later states that
    /// draw like it. A screen without a button is one picture; a button state the template
    /// gives nothing of its own, and that UIKit does not dim or darken, is normal's picture.
    func pictures(of planned: inout PlannedScreen) throws -> [DrawnPicture] {
        let states = states(for: planned.screen.view)
        guard options.states.isEmpty else { return try states.map { DrawnPicture(state: $0, layout: try planned.layout($0)) } }
        return try DrawnPicture.grouping(states) { try planned.layout($0) }
    }

    /// Every planned screen of the template, sharing one renderer per set of fonts.
    func forEachScreen(of template: Template, traits: TraitCollection = .default, _ body: (inout PlannedScreen) throws -> Void) throws {
        var renderers: [[String]: ScreenRenderer] = [:]
        for (variant, original) in screens(of: template) {
            for canvas in try canvases(for: original, of: template) {
                var screen = original
                screen.canvas = canvas
                let renderer = try renderers[screen.fontFiles] ?? ScreenRenderer(fontFiles: screen.fontFiles)
                renderers[screen.fontFiles] = renderer
                var planned = PlannedScreen(variant: variant, screen: screen, device: OutputPaths.deviceName(for: canvas.size), renderer: renderer, traits: traits)
                planned.strictFonts = options.strictFonts
                try body(&planned)
            }
        }
    }

    /// The image scales the plan renders the template at (for the input fingerprint).
    func scales(of template: Template) throws -> Set<Int> {
        Set(try screens(of: template).flatMap { try canvases(for: $0.1, of: template) }.map(\.scale))
    }
}

/// An error of one template as one line naming the file.
func oneLine(_ error: Error, file: String) -> String {
    switch error {
    case let error as TemplateError: return error.description
    // Its line names the source file (and the place in it) already.
    case let error as ImportError: return error.description
    case let error as RenderError: return "\(file): \(error.message)"
    case let error as EncodeError: return "\(file): \(error.message)"
    default: return "\(file): \(error)"
    }
}
