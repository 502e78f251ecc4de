import EmptyStateLayout
import EmptyStateImport
import EmptyStateModel
import EmptyStateMotion
import EmptyStateRender
import EmptyStateTemplate
import EmptyStateTraits
import Foundation

/// One still a template produces: what `check` compares and `export` writes as a PNG. Its id is
/// that PNG's path under an export (or reference) folder, so ids and references map one to one.
public struct CatalogScreen: Codable, Equatable, Sendable {
    public var id: String
    public var template: String
    public var variant: String
    public var device: String
    public var scale: Int
    public var state: String
    public var traits: Manifest.OutputTraits
    /// Pixels of the still.
    public var width: Int
    public var height: Int
    /// The id of an earlier state of the same screen that draws exactly the same (a `selected`
    /// the template does not style looks like `normal`), shown once in the gallery.
    public var sameAs: String?
    /// The appearance's length in seconds, and whether it repeats forever.
    public var duration: Double
    public var repeats: Bool
    /// Symbols drawn with a stand-in, not Apple's artwork.
    public var standIns: [String]? = nil
}

/// Every screen of one template file with what it depends on: the unit the server reloads when
/// a file changes.
public struct CatalogTemplate: Sendable {
    public var file: String
    public var name: String
    public var source: TemplateSource
    public var screens: [CatalogScreen]
    /// Every file the screens read (template, images, fonts, catalogs' Contents.json), for watching.
    public var inputs: [String]
    /// Changes whenever any input's bytes (or this tool's version) change.
    public var fingerprint: String
}

extension CatalogScreen {
    /// The picture this screen's state is filed as: its own, or the earlier state's it draws
    /// exactly like (`sameAs`), whose reference it is compared with and approved as.
    public var referenceID: String { sameAs ?? id }
}

/// Lists the screens of templates as `check` would render them, without encoding any.
public enum ScreenCatalog {
    public static func load(_ file: String, options: ExportOptions) throws -> CatalogTemplate {
        let source = try TemplateInputs(options: options.imports).source(file, symbols: options.symbols)
        let plan = ScreenPlan(options: options)
        var screens: [CatalogScreen] = []
        var name = ScreenReference.name(of: file)
        var inputs = Set([ScreenReference(file)?.file ?? file]), fingerprint = InputFingerprint()
        try plan.forEachTraitCollection(of: source) { template, traits in
            name = template.name
            let all = plan.screens(of: template).map(\.1)
            let scales = try plan.scales(of: template)
            inputs.formUnion(InputFingerprint.inputFiles(screens: all, scales: scales, catalogs: source.catalogPaths))
            if let project = source.project?.path { inputs.insert(project) }
            fingerprint.add(InputFingerprint.of(template: source.path, screens: all, scales: scales, catalogs: source.catalogPaths,
                                                projectFile: source.project?.path).value)
            try plan.forEachScreen(of: template, traits: traits) { planned in
                let appearance = Appearance(view: planned.screen.view, fps: 10)
                // The exporter's pictures: a state that draws like an earlier one is its twin.
                func id(_ state: ScreenState) -> String {
                    OutputPaths.still(template: template.name, variant: planned.variant, device: planned.device,
                                      scale: planned.scale, state: state, traits: traits)
                }
                var twins: [String: String] = [:]   // a state's id → its picture's
                for picture in try plan.pictures(of: &planned) {
                    for state in picture.alike { twins[id(state)] = id(picture.state) }
                }
                for state in plan.states(for: planned.screen.view) {
                    let id = id(state), same = twins[id]
                    screens.append(CatalogScreen(id: id, template: template.name, variant: planned.variant, device: planned.device,
                                                 scale: planned.scale, state: state.name, traits: Manifest.OutputTraits(traits),
                                                 width: planned.screen.canvas.pixelWidth, height: planned.screen.canvas.pixelHeight,
                                                 sameAs: same, duration: appearance.duration, repeats: appearance.loops == 0,
                                                 standIns: planned.screen.view.standInSymbols.nilIfEmpty))
                }
            }
        }
        return CatalogTemplate(file: file, name: name, source: source, screens: screens, inputs: inputs.sorted(), fingerprint: fingerprint.value)
    }
}
