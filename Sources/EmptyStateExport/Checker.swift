import EmptyStateAccessibility
import EmptyStateCompare
import EmptyStateEncoders
import EmptyStateImport
import EmptyStateLayout
import EmptyStateModel
import EmptyStateRender
import EmptyStateTemplate
import Foundation

/// When a check writes references instead of comparing, as swift-snapshot-testing's modes.
public enum RecordMode: String, CaseIterable, Sendable {
    /// Compare only; a missing reference is an error.
    case never
    /// Write references that are missing, compare the rest.
    case missing
    /// Overwrite the references of screens that fail, compare the rest.
    case failed
    /// Write every reference.
    case all
}

public struct CheckOptions: Sendable {
    public var referenceDirectory: String
    /// Where failures' pictures go; nil: `<references>-diffs` beside the reference folder.
    public var diffDirectory: String?
    public var tolerance = Tolerance()
    public var record = RecordMode.never
    /// A screen whose text is truncated, clipped, wraps further than in the development
    /// language, or has missing glyphs fails, however its pixels compare.
    public var failOnLayoutProblems = false
    /// A screen with accessibility findings that no waiver accepts fails, however its pixels compare.
    public var failOnAccessibility = false
    /// Remove the references no template produces any more (`StaleReferences`); otherwise
    /// they are only counted.
    public var prune = false
    /// Which screens: devices, scales, states, variants, jobs, as for export.
    public var selection: ExportOptions
    /// Only the templates whose inputs differ from this git revision (`--changed-since`): the
    /// selection's, so that export, check and audit narrow their templates one way.
    public var changedSince: String? {
        get { selection.changedSince }
        set { selection.changedSince = newValue }
    }

    public init(referenceDirectory: String) {
        self.referenceDirectory = referenceDirectory
        selection = ExportOptions(outputDirectory: referenceDirectory)
    }

    public var resolvedDiffDirectory: String {
        diffDirectory ?? URL(fileURLWithPath: referenceDirectory).standardizedFileURL.path + "-diffs"
    }
}

/// One screen's outcome.
public struct CheckCase: Sendable {
    public enum Status: Equatable, Sendable {
        case passed
        case failed(String)
        case missing
        /// The reference exists but is not a PNG that can be read: why, in plain words.
        case unreadable(String)
        case recorded
        case error(String)
    }
    public var template: String
    public var file: String
    /// The screen, as its path under the reference folder (or the template file on error).
    public var path: String
    public var status: Status
    /// The side-by-side picture of a failure, and the actual render.
    public var diffPath: String?
    /// Truncated, clipped or further-wrapped texts and missing glyphs, in plain words.
    public var problems: [String] = []
    public var actualPath: String?
    /// The accessibility review's findings (waived ones included); reviewed with `failOnAccessibility`.
    public var accessibility: [AccessibilityFinding] = []
    /// The layout problems behind `problems`, with the element each concerns.
    public var layoutProblems: [LayoutWarning] = []
    /// The variant the screen draws (`default` for the base screen).
    public var variant = "default"
    /// Where the screen is declared; nil when its template could not be read.
    public var declaration: ScreenDeclaration?
    /// How the pixels differ from the reference (`12 of 2400 pixels differ`); nil when they match.
    public var pixelDifference: String?
    /// What changed from the reference's recorded layout; nil when the reference has no layout
    /// file (recorded by an older version) or the pixels match.
    public var changes: [LayoutChange]?
    /// The reference PNG compared with (or recorded).
    public var referencePath: String?
    /// The other button states this picture stands for (they draw exactly like it).
    public var alikeStates: [String] = []

    public init(template: String, file: String, path: String, status: Status) {
        self.template = template; self.file = file; self.path = path; self.status = status
    }
}

public struct CheckReport: Sendable {
    public var cases: [CheckCase]
    /// Files of the folders given that are neither templates nor source files.
    public var passedOver: [String] = []
    /// What `--fail-on` made failures of: layout problems (truncation), accessibility findings.
    public var failsOnLayoutProblems = false
    public var failsOnAccessibility = false
    /// With `--changed-since`: how many templates were checked, and why all when all were.
    public var changeSelection: ChangeSelection?
    /// References on disk no template of the run produces any more, relative to the
    /// reference folder; removed when the options prune (`pruned`).
    public var staleReferences: [String] = []
    public var pruned = false
    /// Stale references that could not be removed, with why.
    public var pruneProblems: [String] = []
    /// `118 passed, 1 failed, 0 missing or broken, 0 recorded`: the last line of a check.
    public var counts: String {
        let recorded = cases.filter { $0.status == .recorded }.count
        let passed = cases.filter { $0.status == .passed }.count
        return "\(passed) passed, \(failures.count) failed, \(problems.count) missing or broken, \(recorded) recorded"
    }
    public var failures: [CheckCase] { cases.filter { if case .failed = $0.status { return true }; return false } }
    public var problems: [CheckCase] {
        cases.filter { switch $0.status { case .missing, .unreadable, .error: return true; default: return false } }
    }
    /// The worst of the screens: 2 for bad input or a missing or unreadable reference; 1 when
    /// a screen differs; 0 when every screen matched (or was recorded).
    public var exitCode: Int32 { !problems.isEmpty ? 2 : (!failures.isEmpty ? 1 : 0) }
}

/// Renders what `export` would as PNG and compares each screen with its reference. A problem
/// with one screen (its render, its reference, its diff) is that screen's outcome: every other
/// screen is still compared.
public final class SnapshotChecker: @unchecked Sendable {
    public let options: CheckOptions
    public init(options: CheckOptions) { self.options = options }

    public func run(paths: [String], progress: @escaping @Sendable (ExportProgress) -> Void = { _ in }) throws -> CheckReport {
        let inputs = try TemplateInputs(options: options.selection.imports.rooted(at: paths))
        let discovery = try TemplateDiscovery.discover(in: paths, inputs: inputs)
        var files = discovery.inputs
        guard !files.isEmpty else { throw ExportError("no templates (.yaml, .yml, .json) in \(paths.joined(separator: ", "))") }
        let selection: ChangeSelection?
        (files, selection) = try ChangeSelection.narrowing(files, roots: paths, changed: options.changedSince.map { try ChangedFiles.since($0) },
                                                           options: options.selection, inputs: inputs)
        let results = parallelMap(files, jobs: options.selection.jobs, { self.check($0, inputs: inputs) }) { done, file, cases in
            let error = cases.lazy.compactMap { if case let .error(message) = $0.status { return message }; return nil }.first
            progress(ExportProgress(done: done, total: files.count, template: file, error: error))
        }
        var report = CheckReport(cases: Self.refusingSharedNames(files: files, results: results), passedOver: discovery.skipped)
        report.failsOnLayoutProblems = options.failOnLayoutProblems
        report.failsOnAccessibility = options.failOnAccessibility
        report.changeSelection = selection
        report.staleReferences = StaleReferences.find(report.cases, options: options, paths: paths)
        if options.prune, !report.staleReferences.isEmpty {
            report.pruneProblems = StaleReferences.remove(report.staleReferences, from: options.referenceDirectory)
            report.pruned = true
        }
        return report
    }

    /// Two templates of one `name:` would be compared with the same references (and record over
    /// each other): the later file's screens become one error naming both, as `export` says.
    static func refusingSharedNames(files: [String], results: [[CheckCase]]) -> [CheckCase] {
        var owners: [String: String] = [:]
        var cases: [CheckCase] = []
        for (file, screens) in zip(files, results) {
            let names = Set(screens.filter { $0.path != file }.map(\.template))
            if let name = names.sorted().first(where: { owners[$0] != nil }), let owner = owners[name] {
                cases.append(CheckCase(template: name, file: file, path: file,
                                       status: .error("\(DisplayPath.relative(file)): name '\(name)' is already used by \(DisplayPath.relative(owner)); both would be checked against one reference")))
                continue
            }
            for name in names { owners[name] = file }
            cases += screens
        }
        return cases
    }

    /// `only`: the screens (by path) to compare or record; nil: all.
    func check(_ file: String, only: Set<String>? = nil, inputs: TemplateInputs? = nil) -> [CheckCase] {
        var cases: [CheckCase] = []
        var name = ScreenReference.name(of: file)
        do {
            let source = try (inputs ?? TemplateInputs(options: options.selection.imports)).source(file, symbols: options.selection.symbols)
            let plan = ScreenPlan(options: options.selection)
            let declaration = ScreenDeclaration(source: source)
            try plan.forEachTraitCollection(of: source) { template, traits in
              name = template.name
              let review = try LayoutReview(source: source, traits: traits)
              try plan.forEachScreen(of: template, traits: traits) { planned in
                for picture in try plan.pictures(of: &planned) {
                    let state = picture.state
                    let path = OutputPaths.still(template: template.name, variant: planned.variant, device: planned.device, scale: planned.scale,
                                                 state: state, traits: traits)
                    if let only, !only.contains(path) { continue }
                    var screen = CheckCase(template: template.name, file: file, path: path, status: .passed)
                    screen.variant = planned.variant
                    screen.alikeStates = picture.alike.map(\.name)
                    screen.declaration = declaration
                    do {
                        let layout = picture.layout
                        screen.layoutProblems = try review.warnings(of: layout, planned: planned, state: state)
                        screen.problems = screen.layoutProblems.map(\.description)
                        let probe = options.failOnAccessibility ? DrawnElementProbe() : nil
                        let pixels = try planned.renderer.renderPixels(layout, probe: probe)
                        if let probe {
                            screen.accessibility = ScreenAccessibilityReview(template: template, variant: planned.variant, traits: traits)
                                .findings(of: layout, drawn: probe.elements)
                        }
                        var outcome = compare(pixels, LayoutRecord(layout), screen)
                        if options.failOnLayoutProblems, !screen.problems.isEmpty, outcome.status == .passed || outcome.status == .recorded {
                            outcome.status = .failed("the layout does not fit: " + screen.problems.joined(separator: "; "))
                        }
                        let open = screen.accessibility.filter { $0.waived == nil }
                        if options.failOnAccessibility, !open.isEmpty {
                            let reason = "accessibility: " + open.map(\.description).joined(separator: "; ")
                            switch outcome.status {
                            case .passed, .recorded: outcome.status = .failed(reason)
                            case let .failed(summary): outcome.status = .failed(summary + "; " + reason)
                            default: break
                            }
                        }
                        cases.append(outcome)
                    } catch {
                        cases.append(with(screen, .error(oneLine(error, file: file))))
                    }
                }
              }
            }
        } catch {
            cases.append(CheckCase(template: name, file: file, path: file, status: .error(oneLine(error, file: file))))
        }
        return cases
    }

    /// What the reference of a screen holds.
    enum Reference {
        case missing
        case unreadable(String)
        case pixels(PixelBuffer)

        init(path: String) {
            var info = stat()
            guard lstat(path, &info) == 0 || errno != ENOENT else { self = .missing; return }
            do { self = .pixels(try PNGDecoder().decode(path: path)) } catch {
                self = .unreadable("\(error)")
            }
        }
    }

    func compare(_ actual: PixelBuffer, _ layout: LayoutRecord, _ given: CheckCase) -> CheckCase {
        let referencePath = options.referenceDirectory + "/" + given.path
        var screen = given
        screen.referencePath = referencePath
        if options.record == .all { return record(actual, layout, screen, at: referencePath) }
        switch Reference(path: referencePath) {
        case .missing:
            return options.record == .never ? with(screen, .missing) : record(actual, layout, screen, at: referencePath)
        case let .unreadable(reason):
            guard options.record != .never else { return with(screen, .unreadable(reason)) }
            // An empty folder in a reference's place goes (rmdir removes nothing else); one
            // with files in it stays, and the write names it.
            rmdir(referencePath)
            return record(actual, layout, screen, at: referencePath)
        case let .pixels(reference):
            let comparison = PixelComparison.compare(reference, actual, threshold: options.tolerance.threshold)
            if comparison.passes(options.tolerance) { return screen }
            if options.record == .failed { return record(actual, layout, screen, at: referencePath) }
            return failure(screen, reference: reference, actual: actual, layout: layout, comparison: comparison)
        }
    }

    private func failure(_ screen: CheckCase, reference: PixelBuffer, actual: PixelBuffer, layout: LayoutRecord,
                         comparison: EmptyStateCompare.ComparisonResult) -> CheckCase {
        var result = screen
        let pixels = comparison.sizeMismatch
            ? "size \(actual.width)×\(actual.height) px, reference \(reference.width)×\(reference.height) px"
            : comparison.summary
        result.pixelDifference = pixels
        var summary = pixels
        // A reference recorded by an older version has no layout file: the pixels say what they can.
        if let recorded = LayoutRecord.beside(reference: screen.referencePath ?? "") {
            let changes = LayoutChange.between(recorded, layout)
            result.changes = changes
            summary += "; " + LayoutChange.words(changes)
        }
        let base = options.resolvedDiffDirectory + "/" + String(screen.path.dropLast(4))
        do {
            try write(DiffImage.sideBySide(reference: reference, actual: actual, result: comparison), to: base + ".diff.png", encoder: PNGEncoder())
            try write(actual, to: base + ".actual.png", encoder: PNGEncoder())
            result.diffPath = base + ".diff.png"
            result.actualPath = base + ".actual.png"
            result.status = .failed(summary)
        } catch {
            result.status = .failed("\(summary); the diff picture was not written: \(error)")
        }
        return result
    }

    /// A reference written as `check --record` writes it: the reference encoder, synced; and
    /// its layout beside it, so that a later failure can say what changed.
    private func record(_ actual: PixelBuffer, _ layout: LayoutRecord, _ screen: CheckCase, at path: String) -> CheckCase {
        do {
            try OutputFile.write(layout.encoded(), toNewFolderPath: LayoutRecord.path(besideReference: path), durable: true)
            try OutputFile.write(PNGEncoder.reference.encode(actual), toNewFolderPath: path, durable: true)
            return with(screen, .recorded)
        } catch {
            return with(screen, .error("\(error)"))
        }
    }

    private func with(_ screen: CheckCase, _ status: CheckCase.Status) -> CheckCase {
        var result = screen
        result.status = status
        return result
    }

    private func write(_ pixels: PixelBuffer, to path: String, encoder: PNGEncoder) throws {
        try OutputFile.write(encoder.encode(pixels), toNewFolderPath: path)
    }
}
