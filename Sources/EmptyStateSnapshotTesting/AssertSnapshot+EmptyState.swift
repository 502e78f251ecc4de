@_spi(Internals) import SnapshotTesting
import EmptyStateExport
import Foundation

// swift-snapshot-testing writes whatever a strategy returns when a reference is missing, and a
// strategy cannot throw; so for this strategy `assertSnapshot` and `verifySnapshot` draw the
// screen first and, when it cannot be drawn, fail with the one-line reason and write nothing.
// (Swift prefers these to the generic functions because their format is concrete.)

/// `assertSnapshot(of:as:)` for `.emptyState(…)`. `record` nil: `EMPTYSTATE_RECORD`, then
/// `SNAPSHOT_TESTING_RECORD` and swift-snapshot-testing's own configuration.
public func assertSnapshot<Value>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, EmptyStateImage>,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    guard let message = verifySnapshot(of: try value(), as: snapshotting, named: name, record: record, timeout: timeout,
                                       fileID: fileID, file: filePath, testName: testName, line: line, column: column)
    else { return }
    recordIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// `verifySnapshot(of:as:)` for `.emptyState(…)`: the failure message, or nil.
public func verifySnapshot<Value>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, EmptyStateImage>,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    snapshotDirectory: String? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) -> String? {
    let mode: SnapshotTestingConfiguration.Record?
    do {
        mode = try record ?? RecordMode.fromEnvironment(names: [RecordMode.environmentVariable])
            .flatMap { SnapshotTestingConfiguration.Record(rawValue: $0.rawValue) }
    } catch {
        return "\(error)"
    }
    let drawn: EmptyStateImage
    do {
        var image: EmptyStateImage?
        // The strategy's snapshot is synchronous: the callback has run when `run` returns.
        snapshotting.snapshot(try value()).run { image = $0 }
        drawn = image ?? EmptyStateImage(failure: "the screen was not drawn")
    } catch {
        return "\(error)"
    }
    if let failure = drawn.failure {
        // Count this snapshot as swift-snapshot-testing would (so the next unnamed one keeps its
        // number) without writing anything: never recorded, every comparison passes.
        let counted = Snapshotting<Void, EmptyStateImage>(
            pathExtension: snapshotting.pathExtension,
            diffing: .diff(toData: { _ in Data() }, fromData: { _ in drawn }, diffV2: { _, _ in nil }),
            asyncSnapshot: { _ in Async(value: drawn) })
        _ = SnapshotTesting.verifySnapshot(of: (), as: counted, named: name, record: .never, snapshotDirectory: snapshotDirectory,
                                           timeout: timeout, fileID: fileID, file: filePath, testName: testName, line: line, column: column)
        return failure
    }
    let drawnStrategy = Snapshotting<Void, EmptyStateImage>(
        pathExtension: snapshotting.pathExtension, diffing: snapshotting.diffing, asyncSnapshot: { _ in Async(value: drawn) })
    let failed = FailedSnapshotPath()
    let message = withSnapshotTesting(diffTool: failed.catching(SnapshotTestingConfiguration.current?.diffTool ?? _diffTool)) {
        SnapshotTesting.verifySnapshot(of: (), as: drawnStrategy, named: name, record: mode, snapshotDirectory: snapshotDirectory,
                                       timeout: timeout, fileID: fileID, file: filePath, testName: testName, line: line, column: column)
    }
    return message.map { DiffPictureName.renaming($0, failedSnapshot: failed.value) }
}
