import Dispatch
import EmptyStateEncoders
import EmptyStateLayout
import EmptyStateModel
import EmptyStateMotion
import EmptyStateRender
import EmptyStateTemplate
import Foundation

/// What an export did, for the command line's summary and exit status.
public struct ExportSummary: Sendable {
    public var manifest: Manifest
    public var written: Int
    public var skipped: Int
    public var templates: Int
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
    private let lock = NSLock()

    public init(options: ExportOptions) { self.options = options }

    public func run(paths: [String], progress: @escaping @Sendable (ExportProgress) -> Void = { _ in }) throws -> ExportSummary {
        let directory = URL(fileURLWithPath: options.outputDirectory).standardizedFileURL.path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let all = try TemplateDiscovery.templates(in: paths)
        guard !all.isEmpty else { throw ExportError("no templates (.yaml, .yml, .json) in \(paths.joined(separator: ", "))") }
        let files = all.enumerated().filter { options.shard.includes(position: $0.offset) }.map(\.element)

        let cachePath = directory + "/" + (options.shard == .whole ? ".emptystate-cache.json" : ".emptystate-cache.shard-\(options.shard.index)-of-\(options.shard.count).json")
        let cache = OutputCache(path: cachePath)
        var results = [TemplateResult?](repeating: nil, count: files.count)
        var next = 0, done = 0
        let workers = max(1, min(options.jobs, files.count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while true {
                lock.lock()
                let index = next
                next += 1
                lock.unlock()
                guard index < files.count else { return }
                let result = exportTemplate(files[index], directory: directory, cache: cache)
                lock.lock()
                results[index] = result
                done += 1
                let report = ExportProgress(done: done, total: files.count, template: files[index], error: result.failure?.message)
                lock.unlock()
                progress(report)
            }
        }

        var manifest = Manifest(shard: options.shard == .whole ? nil : options.shard.description)
        var newCache = OutputCache(path: cachePath)
        var written = 0, skipped = 0
        var names: [String: String] = [:]
        for result in results.compactMap({ $0 }) {
            if let failure = result.failure { manifest.errors.append(failure); continue }
            if let other = names[result.name] {
                manifest.errors.append(Manifest.Failure(template: result.name, file: result.file,
                                                        message: "\(result.file): name '\(result.name)' is already used by \(other); its outputs would overwrite each other"))
                continue
            }
            names[result.name] = result.file
            manifest.outputs += result.outputs
            for (path, key) in result.keys { newCache.record(path, key: key) }
            written += result.written
            skipped += result.skipped
        }
        try OutputFile.write(manifest.encoded(), to: directory + "/" + Manifest.fileName(for: options.shard))
        try OutputFile.write(newCache.encoded(), to: cachePath)
        if options.shard == .whole {
            try OutputFile.write(Data(Gallery(manifest: manifest).html().utf8), to: directory + "/index.html")
        }
        return ExportSummary(manifest: manifest, written: written, skipped: skipped, templates: files.count)
    }

    struct TemplateResult {
        var file: String
        var name: String
        var outputs: [Manifest.Output] = []
        var keys: [(String, String)] = []
        var written = 0
        var skipped = 0
        var failure: Manifest.Failure?
    }

    /// Every output of one template; any error stops this template only.
    func exportTemplate(_ file: String, directory: String, cache: OutputCache) -> TemplateResult {
        var result = TemplateResult(file: file, name: URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent)
        do {
            let template = try TemplateLoader.load(path: file)
            result.name = template.name
            try render(template, directory: directory, cache: cache, into: &result)
        } catch {
            let message: String
            switch error {
            case let error as TemplateError: message = error.description
            case let error as RenderError: message = "\(file): \(error.message)"
            case let error as EncodeError: message = "\(file): \(error.message)"
            default: message = "\(file): \(error)"
            }
            result.failure = Manifest.Failure(template: result.name, file: file, message: message)
        }
        return result
    }

    func screens(of template: Template) throws -> [(String, Screen)] {
        let all = [("default", template.base)] + template.variants.map { ($0.name, $0.screen) }
        guard !options.variants.isEmpty else { return all }
        return all.filter { options.variants.contains($0.0) }
    }

    func canvases(for screen: Screen) throws -> [Canvas] {
        var bases: [Canvas] = []
        if options.devices.isEmpty {
            bases = [screen.canvas]
        } else {
            bases = try options.devices.map { name in
                guard let device = Device.named(name) else { throw ExportError("unknown device '\(name)'") }
                return device.canvas
            }
        }
        guard !options.scales.isEmpty else { return bases }
        return bases.flatMap { base in options.scales.map { Canvas(size: base.size, scale: $0) } }
    }

    private func render(_ template: Template, directory: String, cache: OutputCache, into result: inout TemplateResult) throws {
        let screens = try screens(of: template)
        let scales = Set(try screens.flatMap { try canvases(for: $0.1) }.map(\.scale))
        let fingerprint = InputFingerprint.of(template: template.path, screens: screens.map(\.1), scales: scales).value
        let states = options.states.isEmpty ? ControlState.allCases : options.states
        var renderers: [[String]: ScreenRenderer] = [:]

        for (variant, original) in screens {
            for canvas in try canvases(for: original) {
                var screen = original
                screen.canvas = canvas
                let device = OutputPaths.deviceName(for: canvas.size)
                let renderer = try renderers[screen.fontFiles] ?? ScreenRenderer(fontFiles: screen.fontFiles)
                renderers[screen.fontFiles] = renderer
                var restingLayout: ScreenLayout?
                func layout(_ state: ControlState) throws -> ScreenLayout {
                    if state == .normal, let restingLayout { return restingLayout }
                    let made = try renderer.layout(screen, state: state)
                    if state == .normal { restingLayout = made }
                    return made
                }
                func emit(_ path: String, state: ControlState?, format: ExportFormat, make: () throws -> Data) throws {
                    let key = fingerprint + "|" + path + "|" + (format == .apng || format == .gif ? "\(options.fps)" : "")
                    if cache.isFresh(path, key: key, directory: directory) {
                        result.skipped += 1
                    } else {
                        let target = directory + "/" + path
                        try FileManager.default.createDirectory(atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                        try OutputFile.write(make(), to: target)
                        result.written += 1
                    }
                    result.keys.append((path, key))
                    result.outputs.append(Manifest.Output(template: template.name, variant: variant, state: state?.rawValue, device: device,
                                                          scale: canvas.scale, format: format.rawValue, path: path))
                }
                if options.formats.contains(.png) {
                    // States often look alike (selected is normal unless the template says
                    // otherwise): a screen identical to one already encoded reuses its bytes.
                    var encoded: [(PixelBuffer, Data)] = []
                    for state in states {
                        try emit(OutputPaths.still(template: template.name, variant: variant, device: device, scale: canvas.scale, state: state),
                                 state: state, format: .png) {
                            let pixels = try renderer.renderPixels(layout(state))
                            if let same = encoded.first(where: { $0.0 == pixels }) { return same.1 }
                            let data = try PNGEncoder().encode(pixels)
                            encoded.append((pixels, data))
                            return data
                        }
                    }
                }
                if options.formats.contains(.svg) {
                    try emit(OutputPaths.resting(template: template.name, variant: variant, device: device, scale: canvas.scale),
                             state: .normal, format: .svg) { try renderer.renderSVG(layout(.normal)) }
                }
                for format in [ExportFormat.apng, .gif] where options.formats.contains(format) {
                    try emit(OutputPaths.appearance(template: template.name, variant: variant, device: device, scale: canvas.scale, format: format),
                             state: .normal, format: format) {
                        let frames = AppearanceFrames(frames: try FrameRenderer(renderer: renderer, layout: layout(.normal)),
                                                      appearance: Appearance(view: screen.view, fps: format == .gif ? min(options.fps, 50) : options.fps))
                        return format == .apng ? try frames.apng() : try frames.gif()
                    }
                }
            }
        }
    }
}
