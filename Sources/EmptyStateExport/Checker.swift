import EmptyStateCompare
import EmptyStateEncoders
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
    /// Which screens: devices, scales, states, variants, jobs, as for export.
    public var selection: ExportOptions

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
    public var actualPath: String?
}

public struct CheckReport: Sendable {
    public var cases: [CheckCase]
    public var failures: [CheckCase] { cases.filter { if case .failed = $0.status { return true }; return false } }
    public var problems: [CheckCase] {
        cases.filter { switch $0.status { case .missing, .error: return true; default: return false } }
    }
    /// 0 when every screen matched (or was recorded); 1 when a screen differs; 2 for bad input
    /// or a missing reference.
    public var exitCode: Int32 { !problems.isEmpty ? 2 : (!failures.isEmpty ? 1 : 0) }
}

/// Renders what `export` would as PNG and compares each screen with its reference.
public final class SnapshotChecker: @unchecked Sendable {
    public let options: CheckOptions
    public init(options: CheckOptions) { self.options = options }

    public func run(paths: [String], progress: @escaping @Sendable (ExportProgress) -> Void = { _ in }) throws -> CheckReport {
        let files = try TemplateDiscovery.templates(in: paths)
        guard !files.isEmpty else { throw ExportError("no templates (.yaml, .yml, .json) in \(paths.joined(separator: ", "))") }
        let results = parallelMap(files, jobs: options.selection.jobs, check) { done, file, cases in
            let error = cases.first { if case .error = $0.status { return true }; return false }
            progress(ExportProgress(done: done, total: files.count, template: file, error: error.map { "\($0.status)" }))
        }
        return CheckReport(cases: results.flatMap { $0 })
    }

    func check(_ file: String) -> [CheckCase] {
        var cases: [CheckCase] = []
        var name = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        do {
            let template = try TemplateLoader.load(path: file)
            name = template.name
            let plan = ScreenPlan(options: options.selection)
            try plan.forEachScreen(of: template) { planned in
                for state in plan.states {
                    let path = OutputPaths.still(template: template.name, variant: planned.variant, device: planned.device, scale: planned.scale, state: state)
                    let actual = try planned.renderer.renderPixels(planned.layout(state))
                    cases.append(try compare(actual, path: path, template: template.name, file: file))
                }
            }
        } catch {
            cases.append(CheckCase(template: name, file: file, path: file, status: .error(oneLine(error, file: file))))
        }
        return cases
    }

    func compare(_ actual: PixelBuffer, path: String, template: String, file: String) throws -> CheckCase {
        let referencePath = options.referenceDirectory + "/" + path
        var result = CheckCase(template: template, file: file, path: path, status: .passed)
        let exists = FileManager.default.fileExists(atPath: referencePath)
        if options.record == .all || (!exists && options.record == .missing) {
            try write(actual, to: referencePath)
            result.status = .recorded
            return result
        }
        guard exists else {
            result.status = .missing
            return result
        }
        let reference = try PNGDecoder().decode(path: referencePath)
        let comparison = PixelComparison.compare(reference, actual, threshold: options.tolerance.threshold)
        if comparison.passes(options.tolerance) { return result }
        if options.record == .failed {
            try write(actual, to: referencePath)
            result.status = .recorded
            return result
        }
        let base = options.resolvedDiffDirectory + "/" + String(path.dropLast(4))
        result.diffPath = base + ".diff.png"
        result.actualPath = base + ".actual.png"
        try write(DiffImage.sideBySide(reference: reference, actual: actual, result: comparison), to: result.diffPath!, encoder: PNGEncoder())
        try write(actual, to: result.actualPath!, encoder: PNGEncoder())
        result.status = .failed(comparison.sizeMismatch
            ? "size \(actual.width)×\(actual.height) px, reference \(reference.width)×\(reference.height) px"
            : comparison.summary)
        return result
    }

    private func write(_ pixels: PixelBuffer, to path: String, encoder: PNGEncoder = .reference) throws {
        try OutputFile.write(encoder.encode(pixels), toNewFolderPath: path)
    }
}
