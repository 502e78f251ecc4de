import EmptyStateCompare
import EmptyStateEncoders
import EmptyStateExport
import EmptyStateLayout
import EmptyStateModel
import EmptyStateRender
import EmptyStateTemplate
import Foundation

/// Renders a screen and compares it with a reference PNG, the way `emptystate check` does,
/// for any test framework: the result says whether it matched and, if not, why and where the
/// pictures of the difference are.
public struct SnapshotVerifier: Sendable {
    public var tolerance: Tolerance
    public var record: RecordMode

    public init(tolerance: Tolerance = Tolerance(), record: RecordMode = .missing) {
        self.tolerance = tolerance; self.record = record
    }

    public struct Outcome: Equatable, Sendable {
        public var passed: Bool
        /// Why it did not pass: a difference, a new recording, a missing reference.
        public var message: String?
        public var diffPath: String?
    }

    /// A template file's screen. Relative paths are taken from `directory` (the test file's folder).
    public func verify(template: String, variant: String? = nil, state: ControlState = .normal, device: String? = nil,
                       scale: Int? = nil, reference: String, directory: String? = nil) throws -> Outcome {
        let templatePath = Self.resolve(template, in: directory)
        let loaded = try TemplateLoader.load(path: templatePath)
        guard var screen = loaded.screen(variant: variant) else {
            throw RenderError("\(templatePath): no variant '\(variant ?? "")'; it has: \(loaded.variantNames.joined(separator: ", "))")
        }
        if let device {
            guard let preset = Device.named(device) else { throw RenderError("unknown device '\(device)'") }
            screen.canvas = preset.canvas
        }
        if let scale { screen.canvas.scale = scale }
        return try verify(screen, state: state, reference: reference, directory: directory)
    }

    /// A screen built in code.
    public func verify(_ view: EmptyDataSetView, canvas: Canvas = Device.defaultDevice.canvas, fontFiles: [String] = [],
                       state: ControlState = .normal, reference: String, directory: String? = nil) throws -> Outcome {
        try verify(Screen(view: view, canvas: canvas, fontFiles: fontFiles), state: state, reference: reference, directory: directory)
    }

    public func verify(_ screen: Screen, state: ControlState = .normal, reference: String, directory: String? = nil) throws -> Outcome {
        try verify(screen, states: ScreenState(state), reference: reference, directory: directory)
    }

    /// A screen with each action in its own state (`ScreenState(secondary: .highlighted)`).
    public func verify(_ screen: Screen, states: ScreenState, reference: String, directory: String? = nil) throws -> Outcome {
        let renderer = try ScreenRenderer(fontFiles: screen.fontFiles)
        let actual = try renderer.renderPixels(renderer.layout(screen, states: states))
        return try verify(actual, reference: Self.resolve(reference, in: directory))
    }

    /// Compares pixels with the reference file, recording as the mode says.
    public func verify(_ actual: PixelBuffer, reference path: String) throws -> Outcome {
        let exists = FileManager.default.fileExists(atPath: path)
        if record == .all || (!exists && record == .missing) {
            try write(actual, to: path, encoder: .reference)
            return Outcome(passed: false, message: "recorded the reference \(path); run again to compare with it")
        }
        guard exists else { return Outcome(passed: false, message: "no reference at \(path); record it with record: .missing") }
        let reference = try PNGDecoder().decode(path: path)
        let comparison = PixelComparison.compare(reference, actual, threshold: tolerance.threshold)
        if comparison.passes(tolerance) { return Outcome(passed: true) }
        if record == .failed {
            try write(actual, to: path, encoder: .reference)
            return Outcome(passed: false, message: "the screen differed from \(path) and was recorded anew (\(comparison.summary))")
        }
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path + "-diffs"
        let stem = url.deletingPathExtension().lastPathComponent
        let diff = folder + "/" + stem + ".diff.png"
        try write(DiffImage.sideBySide(reference: reference, actual: actual, result: comparison), to: diff, encoder: PNGEncoder())
        try write(actual, to: folder + "/" + stem + ".actual.png", encoder: PNGEncoder())
        return Outcome(passed: false, message: "the screen differs from \(path): \(comparison.summary); reference | actual | diff in \(diff)",
                       diffPath: diff)
    }

    private func write(_ pixels: PixelBuffer, to path: String, encoder: PNGEncoder) throws {
        try OutputFile.write(encoder.encode(pixels), toNewFolderPath: path)
    }

    static func resolve(_ path: String, in directory: String?) -> String {
        guard !path.hasPrefix("/"), let directory else { return path }
        return directory + "/" + path
    }
}
