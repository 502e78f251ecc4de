import EmptyStateAccessibility
import EmptyStateCompare
import EmptyStateEncoders
import EmptyStateExport
import EmptyStateModel
import EmptyStateRender
import EmptyStateTemplate
import Foundation

/// Renders a screen and compares it with a reference PNG, the way `emptystate check` does,
/// for any test framework: the outcome says whether it matched and, if not, why and where the
/// picture of the difference is.
public struct SnapshotVerifier: Sendable {
    /// Exact unless given.
    public var tolerance: Tolerance
    /// nil: `EMPTYSTATE_RECORD` (or `SNAPSHOT_TESTING_RECORD`) from the environment, else `.missing`.
    public var record: RecordMode?
    /// The folder relative paths are taken from: the test file's folder (nil: the current directory).
    public var directory: String?
    /// Where failures' pictures go; nil: `$EMPTYSTATE_DIFFS`, else `.build/emptystate-diffs` of
    /// the package the test is in, else `$TMPDIR/emptystate-diffs`.
    public var diffDirectory: String?
    /// A font that is not installed, not mapped and not among the screen's fonts fails the test
    /// instead of falling back to the label's default font, as iOS would.
    public var strictFonts: Bool
    /// Folders of exported symbol templates (relative to `directory`), and whether a symbol
    /// drawn with the stand-in set fails the test.
    public var symbols: SymbolOptions
    /// Review the screen for accessibility as `emptystate audit` does: findings that the
    /// template's `accessibilityWaivers:` do not accept fail the test, however the pixels compare.
    public var accessibility: Bool
    /// The test that asks, e.g. `testInbox() (EmptyStatesTests.swift:12)`: a reference written by
    /// two tests in one run is a warning naming both. nil: not checked.
    public var caller: String?

    /// A verifier; the assertions make one per call, with `directory` the test file's folder.
    public init(tolerance: Tolerance = Tolerance(), record: RecordMode? = nil, directory: String? = nil,
                diffDirectory: String? = nil, strictFonts: Bool = false, symbols: SymbolOptions = SymbolOptions(), accessibility: Bool = false,
                caller: String? = nil) {
        self.tolerance = tolerance; self.record = record; self.directory = directory
        self.diffDirectory = diffDirectory; self.strictFonts = strictFonts; self.symbols = symbols; self.accessibility = accessibility
        self.caller = caller
    }

    /// What a comparison came to, for a test framework to report.
    public struct Outcome: Equatable, Sendable {
        /// The screen matched its reference (and, with `accessibility`, the review found nothing open).
        public var passed: Bool
        /// Why it did not pass: a difference, a new recording, a missing reference. One line.
        public var message: String?
        /// reference | actual | difference, side by side, when the screen differs.
        public var diffPath: String?
        /// The actual render, beside the picture of the difference.
        public var actualPath: String?
        /// Lines for stderr that do not fail the test: fonts drawn in the label's own font, as on
        /// iOS, and a reference written by two tests in one run.
        public var warnings: [String] = []
        /// With `accessibility`: what the review found (waived findings included, with their reason).
        public var accessibility: [AccessibilityFinding] = []
    }

    /// A template file's screen: a variant, the button in a state, `time` seconds after it
    /// appeared (nil: at rest), on a device preset and scale (nil: the template's canvas).
    public func verify(template: String, variant: String? = nil, state: ControlState = .normal, time: Double? = nil,
                       device: String? = nil, scale: Int? = nil, traits: TraitCollection = .default, reference: String) throws -> Outcome {
        var symbols = self.symbols
        symbols.folders = symbols.folders.map(path)
        let (screen, review) = try ScreenRequest.reviewedTemplate(templatePath(template), variant: variant, device: device, scale: scale, traits: traits,
                                                                  symbols: symbols)
        return try verify(screen, states: ScreenState(state), time: time, reference: reference, review: review)
    }

    /// A screen built in code, on a canvas (or a device preset), with its own fonts.
    public func verify(_ view: EmptyDataSetView, canvas: Canvas = Device.defaultDevice.canvas, device: String? = nil,
                       scale: Int? = nil, fonts: [FontSource] = [], state: ControlState = .normal, time: Double? = nil,
                       reference: String) throws -> Outcome {
        let files = try fonts.map { try $0.path(relativeTo: directory) }
        let screen = try ScreenRequest.screen(Screen(view: view, canvas: canvas, fontFiles: files), device: device, scale: scale)
        return try verify(screen, states: ScreenState(state), time: time, reference: reference)
    }

    /// A screen (a view with its canvas and fonts), the button in `state`.
    public func verify(_ screen: Screen, state: ControlState = .normal, time: Double? = nil, reference: String) throws -> Outcome {
        try verify(screen, states: ScreenState(state), time: time, reference: reference)
    }

    /// A screen with each action in its own state (`ScreenState(secondary: .highlighted)`).
    public func verify(_ screen: Screen, states: ScreenState, time: Double? = nil, reference: String) throws -> Outcome {
        try verify(screen, states: states, time: time, reference: reference, review: nil)
    }

    /// `review`: the template's waivers and traits; nil: a screen built in code, in the default traits.
    func verify(_ screen: Screen, states: ScreenState, time: Double?, reference: String, review: ScreenAccessibilityReview?) throws -> Outcome {
        let review = accessibility ? review ?? ScreenAccessibilityReview(template: Template(name: "", path: "", base: screen), variant: "default", traits: .default) : nil
        let rendered = try ScreenRequest.render(ScreenRequest.resolvingPaths(screen, in: directory), states: states, time: time,
                                                strictFonts: strictFonts, review: review)
        var outcome = try verify(rendered.pixels, reference: path(reference))
        outcome.warnings = rendered.warnings + outcome.warnings
        outcome.accessibility = rendered.findings
        let open = rendered.findings.filter { $0.waived == nil }
        if !open.isEmpty {
            let reason = "accessibility: " + open.map(\.description).joined(separator: "; ")
            outcome.message = outcome.passed ? reason : (outcome.message.map { $0 + "; " } ?? "") + reason
            outcome.passed = false
        }
        return outcome
    }

    /// Compares pixels with the reference file, recording as the mode says.
    public func verify(_ actual: PixelBuffer, reference: String) throws -> Outcome {
        let path = self.path(reference)
        if let problem = tolerance.problem { throw RenderError("tolerance: \(problem)") }
        let mode = try record ?? RecordMode.fromEnvironment() ?? .missing
        let pictures = diffPictures(for: path)
        let exists = FileManager.default.fileExists(atPath: path)
        if mode == .all || (!exists && mode == .missing) {
            try writeReference(actual, to: path)
            pictures.remove()
            return Outcome(passed: false, message: "recorded the reference \(path); run again to compare with it", warnings: conflict(path))
        }
        guard exists else {
            return Outcome(passed: false, message: "no reference at \(path); record it with record: .missing or EMPTYSTATE_RECORD=missing")
        }
        let reference: PixelBuffer
        do {
            reference = try PNGDecoder().decode(path: path)
        } catch {
            throw RenderError("\(path): the reference is not a readable PNG (\(error)); delete it or record it again with record: .all")
        }
        let comparison = PixelComparison.compare(reference, actual, threshold: tolerance.threshold)
        if comparison.passes(tolerance) {
            pictures.remove()
            return Outcome(passed: true)
        }
        let summary = comparison.sizeMismatch
            ? "the size is \(actual.width)×\(actual.height) px, the reference's \(reference.width)×\(reference.height) px"
            : comparison.summary
        if mode == .failed {
            try writeReference(actual, to: path)
            pictures.remove()
            return Outcome(passed: false, message: "the screen differed from \(path) and was recorded anew (\(summary))", warnings: conflict(path))
        }
        try write(DiffImage.sideBySide(reference: reference, actual: actual, result: comparison), to: pictures.diff, encoder: PNGEncoder())
        try write(actual, to: pictures.actual, encoder: PNGEncoder())
        return Outcome(passed: false, message: "the screen differs from \(path): \(summary); \(Outcome.pictureClause)\(pictures.diff)",
                       diffPath: pictures.diff, actualPath: pictures.actual)
    }

    /// The absolute path of a path the test gave.
    public func path(_ path: String) -> String {
        TestPaths.resolve(path, in: directory ?? FileManager.default.currentDirectoryPath)
    }

    /// The template file a test names: beside the test file, else from the current directory;
    /// neither, an error naming the paths tried.
    public func templatePath(_ template: String) throws -> String {
        try TemplateLookup.path(template, testFolder: directory)
    }

    struct DiffPictures {
        var diff: String
        var actual: String
        /// A passing (or re-recorded) screen leaves no stale pictures behind.
        func remove() {
            for path in [diff, actual] { try? FileManager.default.removeItem(atPath: path) }
        }
    }

    func diffPictures(for reference: String) -> DiffPictures {
        let root = diffDirectory.map(path) ?? TestPaths.diffRoot(testFolder: directory)
        let stem = root + "/" + TestPaths.diffStem(reference: reference, root: TestPaths.packageRoot(from: directory))
        return DiffPictures(diff: stem + ".diff.png", actual: stem + ".actual.png")
    }

    private func writeReference(_ pixels: PixelBuffer, to path: String) throws {
        try write(pixels, to: path, encoder: .reference)
    }

    /// The warning when another test already wrote this reference in this run.
    private func conflict(_ path: String) -> [String] {
        guard let caller, let warning = ReferenceWriters.shared.wrote(path, by: caller) else { return [] }
        return [warning]
    }

    private func write(_ pixels: PixelBuffer, to path: String, encoder: PNGEncoder) throws {
        try OutputFile.write(encoder.encode(pixels), toNewFolderPath: path)
    }
}

extension SnapshotVerifier {
    /// The pixels `verify` compares, for other snapshot libraries: paths resolved as `verify` does.
    public func render(_ screen: Screen, state: ControlState = .normal, time: Double? = nil) throws -> PixelBuffer {
        try ScreenRequest.render(ScreenRequest.resolvingPaths(screen, in: directory), states: ScreenState(state), time: time, strictFonts: strictFonts).0
    }

    /// A template file's screen, found as `verify(template:)` finds it.
    public func render(template: String, variant: String? = nil, state: ControlState = .normal, time: Double? = nil,
                       device: String? = nil, scale: Int? = nil, traits: TraitCollection = .default) throws -> PixelBuffer {
        try render(ScreenRequest.template(templatePath(template), variant: variant, device: device, scale: scale, traits: traits), state: state, time: time)
    }

    /// A loaded template's `variant` (nil: its base screen).
    public func render(_ template: Template, variant: String? = nil, state: ControlState = .normal, time: Double? = nil,
                       device: String? = nil, scale: Int? = nil) throws -> PixelBuffer {
        guard let screen = template.screen(variant: variant) else {
            throw RenderError("\(template.path): no variant '\(variant ?? "")'; it has: \((["default"] + template.variantNames).joined(separator: ", "))")
        }
        return try render(ScreenRequest.screen(screen, device: device, scale: scale), state: state, time: time)
    }
}
