import Foundation
import SnapshotTesting

// swift-snapshot-testing names a failed snapshot after the test (`<artifacts>/<File>/<test>.<n>.png`)
// only after the strategy's diffing has run, and tells the name to nobody but the diff tool. So
// the diffing writes its picture under a provisional name, a diff tool wrapped around the
// user's own catches the failed snapshot's path, and the picture is then moved beside it,
// named after it (`<test>.<n>.diff.png`), the message following.

/// Catches the failed snapshot's path while passing the call on to the diff tool in use.
final class FailedSnapshotPath: @unchecked Sendable {
    private var path: String?
    private let lock = NSLock()

    var value: String? {
        lock.lock(); defer { lock.unlock() }
        return path
    }

    /// `tool` as configured, wrapped so that its failed-file argument is kept here.
    func catching(_ tool: SnapshotTestingConfiguration.DiffTool) -> SnapshotTestingConfiguration.DiffTool {
        SnapshotTestingConfiguration.DiffTool { [self] current, failed in
            lock.lock(); path = failed; lock.unlock()
            return tool(currentFilePath: current, failedFilePath: failed)
        }
    }
}

enum DiffPictureName {
    /// What the message says before the picture's path (see `Diffing.emptyState`).
    static let marker = "reference | actual | difference: "

    /// The message with the picture moved beside the failed snapshot and named after it; as
    /// given when there is no picture or it cannot be moved.
    static func renaming(_ message: String, failedSnapshot: String?) -> String {
        guard let failedSnapshot, let range = message.range(of: marker) else { return message }
        let provisional = String(message[range.upperBound...].prefix { $0 != "\n" })
        guard provisional.hasPrefix("/") else { return message }
        let named = URL(fileURLWithPath: failedSnapshot).deletingPathExtension().path + ".diff.png"
        do {
            try? FileManager.default.removeItem(atPath: named)
            try FileManager.default.moveItem(atPath: provisional, toPath: named)
        } catch {
            return message
        }
        return message.replacingCharacters(in: range.upperBound..<message.index(range.upperBound, offsetBy: provisional.count), with: named)
    }
}
