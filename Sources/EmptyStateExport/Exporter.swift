import EmptyStateAccessibility
import EmptyStateEncoders
import EmptyStateLayout
import EmptyStateImport
import EmptyStateModel
import EmptyStateMotion
import EmptyStateRender
import EmptyStateTemplate
import EmptyStateTraits
import Foundation

/// What an export did, for the command line's summary and exit status.
public struct ExportSummary: Sendable {
    public var manifest: Manifest
    public var written: Int
    public var skipped: Int
    public var templates: Int
    /// One line each, naming the template: fonts drawn as iOS draws a font it lacks.
    public var warnings: [String] = []
    /// Files of the folders given that are neither templates nor source files.
    public var passedOver: [String] = []
    /// With `--changed-since`: how many templates were exported, and why all when all were.
    public var changeSelection: ChangeSelection?
    public var failed: Bool { !manifest.errors.isEmpty }
}

/// Progress as templates finish: how many of how many, which one, and whether it failed.
public struct ExportProgress: Sendable {
    public var done: Int
    public var total: Int
    public var template: String
    public var error: String?
}

/// Exports folders of templates: every variant × state × device × scale as PNG, the resting
/// screen as SVG, the appearance as APNG or GIF; then the manifest and the gallery. Templates
/// render in parallel, each on its own renderers; a broken one is reported and the rest go on.
public final class Exporter: @unchecked Sendable {
    public let options: ExportOptions

    public init(options: ExportOptions) { self.options = options }

    public func run(paths: [String], progress: @escaping @Sendable (ExportProgress) -> Void = { _ in }) throws -> ExportSummary {
        // Asked of git first: a revision it does not know leaves no output folder behind.
        let changed = try options.changedSince.map { try ChangedFiles.since($0) }
        let inputs = try TemplateInputs(options: options.imports.rooted(at: paths))
        let discovery = try TemplateDiscovery.discover(in: paths, inputs: inputs)
        guard !discovery.inputs.isEmpty else { throw ExportError("no templates (.yaml, .yml, .json) or screens in source files (.swift, .m, .mm) in \(paths.joined(separator: ", "))") }
        // Made once the inputs are known: a missing or empty input leaves no output folder behind.
        try OutputFolder.make(options.outputDirectory)
        let directory = URL(fileURLWithPath: options.outputDirectory).standardizedFileURL.path
        // The changed templates, then this shard's part of them: every shard narrows alike.
        let (all, selection) = ChangeSelection.narrowing(discovery.inputs, roots: paths, changed: changed, options: options, inputs: inputs)
        let files = all.enumerated().filter { options.shard.includes(position: $0.offset) }.map(\.element)

        let cachePath = directory + "/" + (options.shard == .whole ? ".emptystate-cache.json" : ".emptystate-cache.shard-\(options.shard.index)-of-\(options.shard.count).json")
        let cache = OutputCache(path: cachePath)
        let reviewed = PreviousReview(directory: directory, shard: options.shard)
        // SVGs are written in a pass of their own, one template at a time, after the parallel
        // one: finishing an SVG subsets its fonts, and cairo 1.16 can close a FreeType face
        // there under another thread that measures or draws text (its open-face limit closes
        // a face whose lock count it reads without the face's lock), which crashed one
        // `export --format svg --jobs 2` in a few (SIGSEGV in FT_Get_First_Char).
        let parallelFormats = options.jobs > 1 ? options.formats.subtracting([.svg]) : options.formats
        var results = parallelMap(files, jobs: options.jobs, {
            exportTemplate($0, formats: parallelFormats, inputs: inputs, directory: directory, cache: cache, reviewed: reviewed)
        }) { done, file, result in
            progress(ExportProgress(done: done, total: files.count, template: file, error: result.failure?.message))
        }
        if parallelFormats != options.formats {
            for (index, file) in files.enumerated() where results[index].failure == nil {
                results[index].add(exportTemplate(file, formats: [.svg], inputs: inputs, directory: directory, cache: cache, reviewed: reviewed))
            }
        }

        var manifest = Manifest(shard: options.shard == .whole ? nil : options.shard.description)
        manifest.accessibilityAudit = options.audit ? true : nil
        var newCache = OutputCache(path: cachePath)
        var written = 0, skipped = 0
        var names: [String: String] = [:]
        let warnings = results.flatMap(\.warnings)
        for result in results {
            if let failure = result.failure { manifest.errors.append(failure); continue }
            if let other = names[result.name] {
                manifest.errors.append(Manifest.Failure(template: result.name, file: result.file,
                                                        message: "\(result.file): name '\(result.name)' is already used by \(other); its outputs would overwrite each other"))
                continue
            }
            names[result.name] = result.file
            manifest.outputs += result.outputs
            if !result.warnings.isEmpty {
                manifest.warnings = (manifest.warnings ?? []) + result.warnings.map { Manifest.Warning(template: result.name, message: $0) }
            }
            for (path, key) in result.keys { newCache.record(path, key: key) }
            written += result.written
            skipped += result.skipped
        }
        // Three files that need only the results: written side by side (each is fsynced).
        let (finished, cacheNow, shard) = (manifest, newCache, options.shard)
        var finishing = [
            { try OutputFile.write(finished.encoded(), to: directory + "/" + Manifest.fileName(for: shard), durable: true) },
            { try OutputFile.write(cacheNow.encoded(), to: cachePath, durable: true) },
        ]
        if shard == .whole {
            finishing.append { try OutputFile.write(Data(Gallery(manifest: finished, directory: directory).html().utf8), to: directory + "/index.html", durable: true) }
        }
        try concurrently(finishing)
        var summary = ExportSummary(manifest: manifest, written: written, skipped: skipped, templates: files.count, warnings: warnings,
                                    passedOver: discovery.skipped)
        summary.changeSelection = selection
        return summary
    }

    struct TemplateResult {
        var file: String
        var name: String
        var outputs: [Manifest.Output] = []
        var keys: [(String, String)] = []
        var written = 0
        var skipped = 0
        var warnings: [String] = []
        var failure: Manifest.Failure?

        /// Another pass's outputs of the same template (its SVGs).
        mutating func add(_ other: TemplateResult) {
            outputs += other.outputs
            keys += other.keys
            written += other.written
            skipped += other.skipped
            for warning in other.warnings where !warnings.contains(warning) { warnings.append(warning) }
            failure = failure ?? other.failure
        }
    }

    /// Every output of one template; any error stops this template only.
    func exportTemplate(_ file: String, formats: Set<ExportFormat>, inputs: TemplateInputs, directory: String, cache: OutputCache,
                        reviewed: PreviousReview = PreviousReview()) -> TemplateResult {
        var result = TemplateResult(file: file, name: ScreenReference.name(of: file))
        do {
            let source = try inputs.source(file, symbols: options.symbols)
            let plan = ScreenPlan(options: options)
            try plan.forEachTraitCollection(of: source) { template, traits in
                result.name = template.name
                for warning in template.warnings where !result.warnings.contains(warning) { result.warnings.append(warning) }
                try render(template, traits: traits, formats: formats, source: source, directory: directory, cache: cache, reviewed: reviewed, into: &result)
            }
        } catch {
            result.failure = Manifest.Failure(template: result.name, file: file, message: oneLine(error, file: file))
        }
        return result
    }

    private func render(_ template: Template, traits: TraitCollection, formats: Set<ExportFormat>, source: TemplateSource, directory: String, cache: OutputCache,
                        reviewed: PreviousReview, into result: inout TemplateResult) throws {
        let plan = ScreenPlan(options: options)
        let fingerprint = InputFingerprint.of(template: template.path, screens: plan.screens(of: template).map(\.1),
                                              scales: try plan.scales(of: template), catalogs: source.catalogPaths,
                                              projectFile: source.project?.path).value
        let reference = try LayoutReview(source: source, traits: traits)
        try plan.forEachScreen(of: template, traits: traits) { planned in
            let (variant, device, scale) = (planned.variant, planned.device, planned.scale)
            func emit(_ path: String, state: ScreenState?, format: ExportFormat, warnings: [LayoutWarning] = [], appearance: Appearance? = nil,
                      reusable: Bool = true, alike: [String]? = nil, accessibility: () -> [AccessibilityFinding]? = { nil },
                      make: () throws -> Data) throws {
                let key = fingerprint + "|" + path + "|" + (format == .apng || format == .gif ? "\(options.fps)" : "")
                if reusable, cache.isFresh(path, key: key, directory: directory) {
                    result.skipped += 1
                } else {
                    try OutputFile.write(make(), toNewFolderPath: directory + "/" + path)
                    result.written += 1
                }
                result.keys.append((path, key))
                result.outputs.append(Manifest.Output(template: template.name, variant: variant, state: state?.name, device: device,
                                                      scale: scale, format: format.rawValue, path: path, traits: Manifest.OutputTraits(traits),
                                                      warnings: warnings.isEmpty ? nil : warnings.map(\.description),
                                                      duration: appearance?.duration, repeats: appearance.map { $0.loops == 0 },
                                                      accessibility: accessibility().flatMap { $0.isEmpty ? nil : $0 },
                                                      standIns: planned.screen.view.standInSymbols.nilIfEmpty, alikeStates: alike))
                for warning in warnings { result.warnings.append("\(path): \(warning)") }
            }
            if formats.contains(.png) {
                // States often look alike (selected is normal unless the template says
                // otherwise): by default one file per distinct picture (`plan.pictures`); states
                // asked for by name that draw the same as one already encoded reuse its bytes
                // without being drawn. The renderer never reads `button.state`; what a state
                // looks like is in the button's other fields.
                var encoded: [(layout: ScreenLayout, data: Data, drawn: [DrawnElement])] = []
                let review = ScreenAccessibilityReview(template: template, variant: variant, traits: traits)
                for picture in try plan.pictures(of: &planned) {
                    let (state, layout) = (picture.state, picture.layout)
                    let warnings = try reference.warnings(of: layout, planned: planned, state: state)
                    let path = OutputPaths.still(template: template.name, variant: variant, device: device, scale: scale, state: state, traits: traits)
                    // An output the cache keeps keeps the findings the last export wrote of it.
                    let known = options.audit ? reviewed.findings(of: path) : nil
                    var findings = known
                    try emit(path, state: state, format: .png, warnings: warnings, reusable: !options.audit || known != nil,
                             alike: picture.alikeNames, accessibility: { findings }) {
                        let look = layout.drawnLook
                        if let same = encoded.first(where: { $0.layout == look }) {
                            if options.audit { findings = review.findings(of: layout, drawn: same.drawn) }
                            return same.data
                        }
                        let probe = options.audit ? DrawnElementProbe() : nil
                        let data = try planned.renderer.renderPNG(layout, probe: probe)
                        if let probe { findings = review.findings(of: layout, drawn: probe.elements) }
                        encoded.append((look, data, probe?.elements ?? []))
                        return data
                    }
                }
            }
            if formats.contains(.svg) {
                try emit(OutputPaths.resting(template: template.name, variant: variant, device: device, scale: scale, traits: traits),
                         state: .normal, format: .svg) { try planned.renderer.renderSVG(planned.layout(.normal)) }
            }
            for format in [ExportFormat.apng, .gif] where formats.contains(format) {
                let appearance = Appearance(view: planned.screen.view, fps: format == .gif ? min(options.fps, 50) : options.fps)
                try emit(OutputPaths.appearance(template: template.name, variant: variant, device: device, scale: scale, format: format, traits: traits),
                         state: .normal, format: format, appearance: appearance) {
                    let frames = AppearanceFrames(frames: try FrameRenderer(renderer: planned.renderer, layout: planned.layout(.normal)),
                                                  appearance: appearance)
                    return format == .apng ? try frames.apng() : try frames.gif()
                }
            }
            for warning in planned.renderer.fonts.warnings where !result.warnings.contains("\(template.path): \(warning)") {
                result.warnings.append("\(template.path): \(warning)")
            }
        }
    }
}
