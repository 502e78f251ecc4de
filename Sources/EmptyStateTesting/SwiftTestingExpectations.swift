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
                                    diffDirectory: diffDirectory, strictFonts: strictFonts, symbols: symbols, accessibility: accessibility,
                                    caller: caller(at: sourceLocation))
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
                                    diffDirectory: diffDirectory, strictFonts: strictFonts, accessibility: accessibility,
                                    caller: caller(at: sourceLocation))
    recordIssue(at: sourceLocation) {
        try verifier.verify(view, canvas: canvas, device: device, scale: scale, fonts: fonts, state: state, time: time, reference: reference)
    }
}

/// The running test as warnings name it: `inbox() (SwiftTestingExamples.swift:4)`.
private func caller(at sourceLocation: SourceLocation) -> String {
    TestPaths.caller(Test.current?.name ?? "a test", file: sourceLocation._filePath, line: sourceLocation.line)
}

private func recordIssue(at sourceLocation: SourceLocation, _ verify: () throws -> SnapshotVerifier.Outcome) {
    do {
        let outcome = try verify()
        warn(outcome.warnings)
        guard !outcome.passed else { return }
        var comments: [Comment] = []
        if let path = outcome.diffPath {
            if let data = FileManager.default.contents(atPath: path) {
                Attachment.record([UInt8](data), named: URL(fileURLWithPath: path).lastPathComponent, sourceLocation: sourceLocation)
            }
            comments.append(Comment(rawValue: SnapshotVerifier.Outcome.pictureClause + path))
        }
        Issue.record(ScreenIssue(description: outcome.headline), comments.first, sourceLocation: sourceLocation)
    } catch {
        // A screen that cannot be drawn is an issue with its one-line reason; nothing is recorded.
        Issue.record(ScreenIssue(description: "\(error)"), sourceLocation: sourceLocation)
    }
}

/// Why a screen failed, as an error: Swift Testing prints an error's description in the issue's
/// headline (`Caught error: the screen differs from …: 812 of 1000500 pixels differ`), where
/// a comment alone would follow a generic "Issue recorded".
struct ScreenIssue: Error, CustomStringConvertible {
    var description: String
}
