import EmptyStateCompare
import EmptyStateExport
import EmptyStateModel
import Foundation
import Testing

/// Records a Swift Testing issue when the template's screen does not match its reference PNG.
/// Relative paths are taken from the test file's folder; a missing reference is recorded.
public func expectEmptyState(template: String, variant: String? = nil, state: ControlState = .normal, device: String? = nil,
                             scale: Int? = nil, matches reference: String, tolerance: Tolerance = Tolerance(),
                             record: RecordMode = .missing, sourceLocation: SourceLocation = #_sourceLocation) {
    let directory = URL(fileURLWithPath: sourceLocation._filePath).deletingLastPathComponent().path
    recordIssue(at: sourceLocation) {
        try SnapshotVerifier(tolerance: tolerance, record: record)
            .verify(template: template, variant: variant, state: state, device: device, scale: scale, reference: reference, directory: directory)
    }
}

/// Records a Swift Testing issue when a screen built in code does not match its reference PNG.
public func expectEmptyState(_ view: EmptyDataSetView, canvas: Canvas = Device.defaultDevice.canvas, fontFiles: [String] = [],
                             state: ControlState = .normal, matches reference: String, tolerance: Tolerance = Tolerance(),
                             record: RecordMode = .missing, sourceLocation: SourceLocation = #_sourceLocation) {
    let directory = URL(fileURLWithPath: sourceLocation._filePath).deletingLastPathComponent().path
    recordIssue(at: sourceLocation) {
        try SnapshotVerifier(tolerance: tolerance, record: record)
            .verify(view, canvas: canvas, fontFiles: fontFiles, state: state, reference: reference, directory: directory)
    }
}

private func recordIssue(at sourceLocation: SourceLocation, _ verify: () throws -> SnapshotVerifier.Outcome) {
    do {
        let outcome = try verify()
        if !outcome.passed { Issue.record(Comment(rawValue: outcome.message ?? "the screen does not match"), sourceLocation: sourceLocation) }
    } catch {
        Issue.record(error, sourceLocation: sourceLocation)
    }
}
