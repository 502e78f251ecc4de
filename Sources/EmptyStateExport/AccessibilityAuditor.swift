import EmptyStateAccessibility
import EmptyStateImport
import EmptyStateLayout
import EmptyStateModel
import EmptyStateRender
import Foundation

/// One screen's review: the still export would write, its traits, and what was found.
public struct AuditedScreen: Codable, Equatable, Sendable {
    /// The still's path under an export folder (`empty-inbox/default/iphone-8@2x/normal~dark.png`).
    public var id: String
    public var template: String
    public var variant: String
    public var device: String
    public var scale: Int
    public var state: String
    public var traits: Manifest.OutputTraits
    public var findings: [AccessibilityFinding]
    /// Characters no font can draw (`missingGlyphs: title: …`): nobody can read them either.
    public var glyphWarnings: [String]? = nil

    /// The findings no waiver accepts.
    public var open: [AccessibilityFinding] { findings.filter { $0.waived == nil } }
}

public struct AuditReport: Codable, Equatable, Sendable {
    public var screens: [AuditedScreen] = []
    /// Templates that could not be reviewed, one line each.
    public var errors: [Manifest.Failure] = []
    /// Files of the folders given that are neither templates nor source files.
    public var passedOver: [String] = []
    /// Where each template (by name) is declared, for reports that point at lines (SARIF).
    public var declarations: [String: ScreenDeclaration] = [:]
    /// With `--changed-since`: how many templates were reviewed, and why all when all were.
    public var changeSelection: ChangeSelection? = nil

    /// The JSON report holds the review; what a folder passed over is said on the terminal.
    enum CodingKeys: String, CodingKey { case screens, errors }

    public var findingCount: Int { screens.reduce(0) { $0 + $1.open.count } }
    public var waivedCount: Int { screens.reduce(0) { $0 + $1.findings.count } - findingCount }
    public var screensWithFindings: Int { screens.filter { !$0.open.isEmpty }.count }

    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }
}

/// Reviews every screen `export` would write as a still (every variant, state, device, scale
/// and trait collection asked for), drawing each but encoding and writing nothing.
public final class AccessibilityAuditor: @unchecked Sendable {
    public let options: ExportOptions
    public init(options: ExportOptions) { self.options = options }

    public func run(paths: [String], progress: @escaping @Sendable (ExportProgress) -> Void = { _ in }) throws -> AuditReport {
        let changed = try options.changedSince.map { try ChangedFiles.since($0) }
        let inputs = try TemplateInputs(options: options.imports.rooted(at: paths))
        let discovery = try TemplateDiscovery.discover(in: paths, inputs: inputs)
        guard !discovery.inputs.isEmpty else { throw ExportError("no templates (.yaml, .yml, .json) or screens in source files (.swift, .m, .mm) in \(paths.joined(separator: ", "))") }
        let (files, selection) = ChangeSelection.narrowing(discovery.inputs, roots: paths, changed: changed, options: options, inputs: inputs)
        let results = parallelMap(files, jobs: options.jobs, { self.audit($0, inputs: inputs) }) { done, file, result in
            progress(ExportProgress(done: done, total: files.count, template: file, error: result.failure?.message))
        }
        var report = AuditReport()
        report.passedOver = discovery.skipped
        report.changeSelection = selection
        for result in results {
            report.screens += result.screens
            if let declared = result.declaration { report.declarations[declared.name] = declared.site }
            if let failure = result.failure { report.errors.append(failure) }
        }
        return report
    }

    struct TemplateAudit {
        var screens: [AuditedScreen] = []
        var failure: Manifest.Failure?
        var declaration: (name: String, site: ScreenDeclaration)?
    }

    func audit(_ file: String, inputs: TemplateInputs) -> TemplateAudit {
        var result = TemplateAudit()
        var name = ScreenReference.name(of: file)
        do {
            let source = try inputs.source(file, symbols: options.symbols)
            let plan = ScreenPlan(options: options)
            try plan.forEachTraitCollection(of: source) { template, traits in
                name = template.name
                result.declaration = (template.name, ScreenDeclaration(source: source))
                let layoutReview = try LayoutReview(source: source, traits: traits)
                try plan.forEachScreen(of: template, traits: traits) { planned in
                    let review = ScreenAccessibilityReview(template: template, variant: planned.variant, traits: traits)
                    // States that draw alike are drawn once, as export does.
                    var drawnLooks: [(layout: ScreenLayout, drawn: [DrawnElement])] = []
                    for state in plan.states(for: planned.screen.view) {
                        let layout = try planned.layout(state)
                        let look = layout.drawnLook
                        let drawn: [DrawnElement]
                        if let same = drawnLooks.first(where: { $0.layout == look }) {
                            drawn = same.drawn
                        } else {
                            let probe = DrawnElementProbe()
                            try planned.renderer.withRenderedSurface(layout, probe: probe) { _, _, _, _ in }
                            drawn = probe.elements
                            drawnLooks.append((look, drawn))
                        }
                        result.screens.append(AuditedScreen(
                            id: OutputPaths.still(template: template.name, variant: planned.variant, device: planned.device, scale: planned.scale,
                                                  state: state, traits: traits),
                            template: template.name, variant: planned.variant, device: planned.device, scale: planned.scale,
                            state: state.name, traits: Manifest.OutputTraits(traits), findings: review.findings(of: layout, drawn: drawn),
                            glyphWarnings: try layoutReview.warnings(of: layout, planned: planned, state: state)
                                .filter { $0.kind == .missingGlyphs }.map(\.description).nilIfEmpty))
                    }
                }
            }
        } catch {
            result.failure = Manifest.Failure(template: name, file: file, message: oneLine(error, file: file))
        }
        return result
    }
}
