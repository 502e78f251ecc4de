import EmptyStateAccessibility
import Foundation

/// The findings the last export wrote in its manifest, by output path: an output the cache
/// does not redraw keeps them. Empty when that export did not review (or there was none).
struct PreviousReview: Sendable {
    private var findings: [String: [AccessibilityFinding]] = [:]

    init() {}

    init(directory: String, shard: Shard) {
        guard let manifest = try? Manifest.read(directory + "/" + Manifest.fileName(for: shard)), manifest.accessibilityAudit == true else { return }
        for output in manifest.outputs where output.format == ExportFormat.png.rawValue {
            findings[output.path] = output.accessibility ?? []
        }
    }

    /// nil: not known, so the output must be drawn to be reviewed.
    func findings(of path: String) -> [AccessibilityFinding]? { findings[path] }
}
