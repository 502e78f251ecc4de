import EmptyStateAccessibility
import EmptyStateExport
import EmptyStateImport
import EmptyStateLayout
import EmptyStateModel
import EmptyStateMotion
import EmptyStateRender
import EmptyStateTemplate
import EmptyStateTraits
import Foundation

/// The whole screen a test names: which screen, on which canvas, the button's state, the moment.
enum ScreenRequest {
    static func template(_ path: String, variant: String?, device: String?, scale: Int?, traits: TraitCollection = .default,
                         symbols: SymbolOptions = SymbolOptions()) throws -> Screen {
        try reviewedTemplate(path, variant: variant, device: device, scale: scale, traits: traits, symbols: symbols).screen
    }

    /// The screen, and its accessibility review in the traits it was resolved with (with the template's waivers).
    static func reviewedTemplate(_ path: String, variant: String?, device: String?, scale: Int?, traits: TraitCollection = .default,
                                 symbols: SymbolOptions = SymbolOptions()) throws -> (screen: Screen, review: ScreenAccessibilityReview) {
        let source = try templateSource(path, symbols: symbols)
        let resolved = source.traitCollections(asked: TraitAxes(exactly: traits))[0]
        let loaded = try source.template(traits: resolved)
        guard let screen = loaded.screen(variant: variant) else {
            throw RenderError("\(path): no variant '\(variant ?? "")'; it has: \((["default"] + loaded.variantNames).joined(separator: ", "))")
        }
        return (try self.screen(screen, device: device, scale: scale),
                ScreenAccessibilityReview(template: loaded, variant: variant ?? "default", traits: resolved))
    }

    /// A template file, or a screen of a source file (`FeedView.swift#FeedView`) imported as the
    /// tool imports it: Swift through the installed `emptystate-swift-reader` (on `PATH`), or in
    /// this process when EmptyStateSourceTesting links the reader in.
    static func templateSource(_ path: String, symbols: SymbolOptions) throws -> TemplateSource {
        guard ScreenReference(path) != nil else { return try TemplateLoader.source(path: path, symbols: symbols) }
        return try TemplateInputs(options: ImportOptions(roots: [path])).source(path, symbols: symbols)
    }

    static func screen(_ screen: Screen, device: String?, scale: Int?) throws -> Screen {
        try screen.on(device: device, scale: scale)
    }

    /// Image folders and font files given relative (or not at all) are taken from `directory`.
    static func resolvingPaths(_ screen: Screen, in directory: String?) -> Screen {
        guard let directory else { return screen }
        func fix(_ spec: ImageSpec?) -> ImageSpec? {
            guard var spec, spec.data == nil, !spec.name.hasPrefix("/") else { return spec }
            spec.directory = TestPaths.resolve(spec.directory ?? ".", in: directory)
            return spec
        }
        var screen = screen
        screen.view.image = fix(screen.view.image)
        screen.view.customView = fix(screen.view.customView)
        screen.view.button.images = screen.view.button.images.compactMapValues(fix)
        screen.view.button.backgroundImages = screen.view.button.backgroundImages.compactMapValues(fix)
        screen.fontFiles = screen.fontFiles.map { TestPaths.resolve($0, in: directory) }
        return screen
    }

    /// The pixels, a line for each font drawn as iOS draws a font it lacks, and with `review`
    /// what the accessibility review finds (at rest; a moment of the appearance is not reviewed).
    static func render(_ screen: Screen, states: ScreenState, time: Double?, strictFonts: Bool,
                       review: ScreenAccessibilityReview? = nil) throws -> (pixels: PixelBuffer, warnings: [String], findings: [AccessibilityFinding]) {
        if let time, !(time.isFinite && time >= 0) { throw RenderError("time \(time) must be a number of seconds, 0 or more") }
        let renderer = try ScreenRenderer(fontFiles: screen.fontFiles)
        let layout = try renderer.layout(screen, states: states)
        if strictFonts, let error = renderer.fonts.unknownFontError { throw error }
        let moment = time.map { Timeline(view: screen.view).moment(at: $0) } ?? .resting
        let probe = review != nil && moment == .resting ? DrawnElementProbe() : nil
        let pixels = try renderer.renderPixels(layout, moment: moment, probe: probe)
        let findings = review.map { $0.findings(of: layout, drawn: probe?.elements ?? []) } ?? []
        return (pixels, renderer.fonts.warnings, findings)
    }
}
