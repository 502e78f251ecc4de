import EmptyStateCompare
import EmptyStateEncoders
import EmptyStateRender
import Foundation

/// Where a screen stands against its reference, for review.
public enum ReviewStatus: String, Codable, Sendable {
    /// Matches its reference within the tolerance.
    case unchanged
    /// Differs from it (or the reference cannot be read).
    case changed
    /// Has no reference yet.
    case new
    /// A reference that no screen produces any more.
    case missing
    /// The screen cannot render.
    case error
}

/// Compares screens with the references `check` would use, with `check`'s comparison; never writes.
public struct ScreenReview: Sendable {
    public let referenceDirectory: String
    public var tolerance = Tolerance()

    public init(referenceDirectory: String) { self.referenceDirectory = referenceDirectory }

    public func status(of actual: PixelBuffer, id: String) -> ReviewStatus {
        switch SnapshotChecker.Reference(path: referenceDirectory + "/" + id) {
        case .missing: return .new
        case .unreadable: return .changed
        case let .pixels(reference):
            return PixelComparison.compare(reference, actual, threshold: tolerance.threshold).passes(tolerance) ? .unchanged : .changed
        }
    }

    /// Reference | actual | difference, as `check` writes on failure; nil without a readable reference.
    public func diffPNG(of actual: PixelBuffer, id: String) throws -> Data? {
        guard case let .pixels(reference) = SnapshotChecker.Reference(path: referenceDirectory + "/" + id) else { return nil }
        let comparison = PixelComparison.compare(reference, actual, threshold: tolerance.threshold)
        return try PNGEncoder().encode(DiffImage.sideBySide(reference: reference, actual: actual, result: comparison))
    }

    /// References that no screen in `ids` produces (screens that went away), among those of the
    /// same templates on the same devices and scales (references of a device or scale that is not
    /// being looked at are not missing, only not shown).
    public func orphans(among ids: Set<String>) -> [String] {
        let folders = Set(ids.map { id in id.split(separator: "/").enumerated().filter { $0.offset != 1 && $0.offset < 3 }.map(\.element).joined(separator: "/") })
        var found: [String] = []
        for template in Set(ids.compactMap { $0.split(separator: "/").first.map(String.init) }).sorted() {
            let folder = referenceDirectory + "/" + template
            guard let walker = FileManager.default.enumerator(atPath: folder) else { continue }
            for case let path as String in walker where path.hasSuffix(".png") && !path.hasSuffix(".diff.png") && !path.hasSuffix(".actual.png") {
                let id = template + "/" + path
                let parts = id.split(separator: "/")
                guard parts.count == 4, folders.contains("\(parts[0])/\(parts[2])"), !ids.contains(id) else { continue }
                found.append(id)
            }
        }
        return found.sorted()
    }
}

extension SnapshotChecker {
    /// Writes the references of the screens `ids` of these templates exactly as
    /// `check --record all` writes them; every other screen is left alone.
    public func approve(paths: [String], ids: Set<String>) throws -> CheckReport {
        let files = try TemplateDiscovery.templates(in: paths)
        var recording = self.options
        recording.record = .all
        let checker = SnapshotChecker(options: recording)
        let cases: [[CheckCase]] = parallelMap(files, jobs: options.selection.jobs, { checker.check($0, only: ids) })
        return CheckReport(cases: cases.flatMap { $0 })
    }
}
