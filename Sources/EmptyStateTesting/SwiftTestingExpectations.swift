import EmptyStateCompare
import EmptyStateExport
import EmptyStateModel
import Foundation
import Testing

/// Records a Swift Testing issue when the template's screen does not match its reference PNG.
/// The parameters are `assertEmptyState(template:...)`'s; the difference is attached to the test.
public func expectEmptyState(template: String, variant: String? = nil, state: ControlState = .normal, time: Double? = nil,
                             device: String? = nil, scale: Int? = nil, traits: TraitCollection = .default, matches reference: String,
                             tolerance: Tolerance = Tolerance(), record: RecordMode? = nil, strictFonts: Bool = false,
                             symbols: SymbolOptions = SymbolOptions(), accessibility: Bool = false, diffDirectory: String? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
    let verifier = SnapshotVerifier(tolerance: tolerance, record: record, directory: TestPaths.folder(of: sourceLocation._filePath),
                                    diffDirectory: diffDirectory, strictFonts: strictFonts, symbols: symbols, accessibility: accessibility)
    recordIssue(at: sourceLocation) {
        try verifier.verify(template: template, variant: variant, state: state, time: time, device: device, scale: scale, traits: traits,
                            reference: reference)
    }
}

/// Records a Swift Testing issue when a screen built in code does not match its reference PNG.
public func expectEmptyState(_ view: EmptyDataSetView, canvas: Canvas = Device.defaultDevice.canvas, device: String? = nil,
                             scale: Int? = nil, fonts: [FontSource] = [], state: ControlState = .normal, time: Double? = nil,
                             matches reference: String, tolerance: Tolerance = Tolerance(), record: RecordMode? = nil,
                             strictFonts: Bool = false, accessibility: Bool = false, diffDirectory: String? = nil,
                             sourceLocation: SourceLocation = #_sourceLocation) {
    let verifier = SnapshotVerifier(tolerance: tolerance, record: record, directory: TestPaths.folder(of: sourceLocation._filePath),
                                    diffDirectory: diffDirectory, strictFonts: strictFonts, accessibility: accessibility)
    recordIssue(at: sourceLocation) {
        try verifier.verify(view, canvas: canvas, device: device, scale: scale, fonts: fonts, state: state, time: time, reference: reference)
    }
}

private func recordIssue(at sourceLocation: SourceLocation, _ verify: () throws -> SnapshotVerifier.Outcome) {
    do {
        let outcome = try verify()
        warn(outcome.warnings)
        guard !outcome.passed else { return }
        if let path = outcome.diffPath, let data = FileManager.default.contents(atPath: path) {
            Attachment.record([UInt8](data), named: URL(fileURLWithPath: path).lastPathComponent, sourceLocation: sourceLocation)
        }
        Issue.record(Comment(rawValue: outcome.message ?? "the screen does not match"), sourceLocation: sourceLocation)
    } catch {
        // A screen that cannot be drawn is an issue with its one-line reason; nothing is recorded.
        Issue.record(Comment(rawValue: "\(error)"), sourceLocation: sourceLocation)
    }
}
