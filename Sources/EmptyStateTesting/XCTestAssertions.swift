import EmptyStateCompare
import EmptyStateExport
import EmptyStateModel
import Foundation
import XCTest

/// Fails the XCTest when the template's screen does not match its reference PNG. A relative
/// `reference` or `template` path is taken from the test file's folder; a missing reference
/// is recorded (and the test fails once, saying so), as swift-snapshot-testing does.
public func assertEmptyState(template: String, variant: String? = nil, state: ControlState = .normal, device: String? = nil,
                             scale: Int? = nil, matches reference: String, tolerance: Tolerance = Tolerance(),
                             record: RecordMode = .missing, file: StaticString = #filePath, line: UInt = #line) {
    let directory = URL(fileURLWithPath: "\(file)").deletingLastPathComponent().path
    report(file: file, line: line) {
        try SnapshotVerifier(tolerance: tolerance, record: record)
            .verify(template: template, variant: variant, state: state, device: device, scale: scale, reference: reference, directory: directory)
    }
}

/// Fails the XCTest when a screen built in code does not match its reference PNG.
public func assertEmptyState(_ view: EmptyDataSetView, canvas: Canvas = Device.defaultDevice.canvas, fontFiles: [String] = [],
                             state: ControlState = .normal, matches reference: String, tolerance: Tolerance = Tolerance(),
                             record: RecordMode = .missing, file: StaticString = #filePath, line: UInt = #line) {
    let directory = URL(fileURLWithPath: "\(file)").deletingLastPathComponent().path
    report(file: file, line: line) {
        try SnapshotVerifier(tolerance: tolerance, record: record)
            .verify(view, canvas: canvas, fontFiles: fontFiles, state: state, reference: reference, directory: directory)
    }
}

private func report(file: StaticString, line: UInt, _ verify: () throws -> SnapshotVerifier.Outcome) {
    do {
        let outcome = try verify()
        if !outcome.passed { XCTFail(outcome.message ?? "the screen does not match", file: file, line: line) }
    } catch {
        XCTFail("\(error)", file: file, line: line)
    }
}
