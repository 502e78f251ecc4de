import EmptyStateCompare
import EmptyStateExport
import EmptyStateModel
import Foundation
import XCTest

/// Fails the XCTest when the template's screen does not match its reference PNG.
///
/// Relative paths (`template`, `matches`, `diffDirectory`) are taken from the test file's
/// folder. The screen is the template's `variant` with the button in `state`, `time` seconds
/// after it appeared (nil: at rest), on `device` at `scale` (nil: the template's canvas).
/// Exact unless `tolerance` says otherwise. A missing reference is recorded and the test fails
/// once, saying so; `record` (nil: `EMPTYSTATE_RECORD`, else `.missing`) says when to write.
/// `accessibility: true` also reviews the screen as `emptystate audit` does: each finding the
/// template does not waive fails the test, with its measured values.
public func assertEmptyState(template: String, variant: String? = nil, state: ControlState = .normal, time: Double? = nil,
                             device: String? = nil, scale: Int? = nil, traits: TraitCollection = .default, matches reference: String,
                             tolerance: Tolerance = Tolerance(), record: RecordMode? = nil, strictFonts: Bool = false,
                             symbols: SymbolOptions = SymbolOptions(), accessibility: Bool = false, diffDirectory: String? = nil,
                             file: StaticString = #filePath, testName: String = #function, line: UInt = #line) {
    let verifier = SnapshotVerifier(tolerance: tolerance, record: record, directory: TestPaths.folder(of: "\(file)"),
                                    diffDirectory: diffDirectory, strictFonts: strictFonts, symbols: symbols, accessibility: accessibility,
                                    caller: TestPaths.caller(testName, file: "\(file)", line: Int(line)))
    report(file: file, line: line) {
        try verifier.verify(template: template, variant: variant, state: state, time: time, device: device, scale: scale, traits: traits,
                            reference: reference)
    }
}

/// Fails the XCTest when a screen built in code does not match its reference PNG: on `canvas`
/// (or a `device` preset), with its own `fonts`; otherwise as the template form.
public func assertEmptyState(_ view: EmptyDataSetView, canvas: Canvas = Device.defaultDevice.canvas, device: String? = nil,
                             scale: Int? = nil, fonts: [FontSource] = [], state: ControlState = .normal, time: Double? = nil,
                             matches reference: String, tolerance: Tolerance = Tolerance(), record: RecordMode? = nil,
                             strictFonts: Bool = false, accessibility: Bool = false, diffDirectory: String? = nil,
                             file: StaticString = #filePath, testName: String = #function, line: UInt = #line) {
    let verifier = SnapshotVerifier(tolerance: tolerance, record: record, directory: TestPaths.folder(of: "\(file)"),
                                    diffDirectory: diffDirectory, strictFonts: strictFonts, accessibility: accessibility,
                                    caller: TestPaths.caller(testName, file: "\(file)", line: Int(line)))
    report(file: file, line: line) {
        try verifier.verify(view, canvas: canvas, device: device, scale: scale, fonts: fonts, state: state, time: time, reference: reference)
    }
}

private func report(file: StaticString, line: UInt, _ verify: () throws -> SnapshotVerifier.Outcome) {
    do {
        let outcome = try verify()
        warn(outcome.warnings)
        guard !outcome.passed else { return }
        attach(outcome)
        XCTFail(outcome.message ?? "the screen does not match", file: file, line: line)
    } catch {
        // A screen that cannot be drawn is a failure with its one-line reason; nothing is recorded.
        XCTFail("\(error)", file: file, line: line)
    }
}

/// Fonts drawn as iOS draws a font it lacks: on stderr, beside the test log, without failing.
func warn(_ warnings: [String]) {
    for warning in warnings { FileHandle.standardError.write(Data("emptystate: warning: \(warning)\n".utf8)) }
}

/// The difference as an attachment where XCTest has them (Xcode); corelibs XCTest (Linux) has
/// none, and the message names the file instead.
private func attach(_ outcome: SnapshotVerifier.Outcome) {
    #if canImport(Darwin)
    guard let path = outcome.diffPath else { return }
    XCTContext.runActivity(named: "emptystate difference") { activity in
        let attachment = XCTAttachment(contentsOfFile: URL(fileURLWithPath: path))
        attachment.name = URL(fileURLWithPath: path).lastPathComponent
        activity.add(attachment)
    }
    #endif
}
