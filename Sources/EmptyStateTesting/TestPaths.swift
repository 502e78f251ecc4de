import Foundation

/// One rule for paths in the test API: a relative path is taken from the test file's folder,
/// as swift-snapshot-testing takes `__Snapshots__` from `#filePath`.
enum TestPaths {
    /// The folder of the test file that called, from `#filePath`.
    static func folder(of filePath: String) -> String {
        URL(fileURLWithPath: filePath).deletingLastPathComponent().path
    }

    /// How a warning names a test: `testInbox() (EmptyStatesTests.swift:12)`.
    static func caller(_ testName: String, file: String, line: Int) -> String {
        "\(testName) (\(URL(fileURLWithPath: file).lastPathComponent):\(line))"
    }

    static func resolve(_ path: String, in directory: String?) -> String {
        guard !path.hasPrefix("/"), let directory else { return path }
        return URL(fileURLWithPath: directory + "/" + path).standardizedFileURL.path
    }

    /// The nearest folder at or above `directory` holding a Package.swift.
    static func packageRoot(from directory: String?) -> String? {
        guard let directory else { return nil }
        var url = URL(fileURLWithPath: directory).standardizedFileURL
        while url.path != "/" {
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url.path }
            url.deleteLastPathComponent()
        }
        return nil
    }

    /// The variable that moves failures' pictures, e.g. to a folder CI uploads.
    static let diffsVariable = "EMPTYSTATE_DIFFS"

    /// Where failures' pictures go unless the test says: `$EMPTYSTATE_DIFFS`, else the package's
    /// `.build/emptystate-diffs` (outside the sources, so SwiftPM sees no stray files and
    /// `swift package clean` removes them), else `$TMPDIR/emptystate-diffs`.
    static func diffRoot(testFolder: String?, environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let folder = environment[diffsVariable], !folder.isEmpty { return resolve(folder, in: FileManager.default.currentDirectoryPath) }
        if let root = packageRoot(from: testFolder) { return root + "/.build/emptystate-diffs" }
        return URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("emptystate-diffs").standardizedFileURL.path
    }

    /// The reference's path below the package root (or its whole path), without `.png`: the
    /// diff and actual pictures are named after it under the diff folder.
    static func diffStem(reference: String, root: String?) -> String {
        var path = reference
        if let root, path.hasPrefix(root + "/") { path = String(path.dropFirst(root.count + 1)) }
        while path.hasPrefix("/") { path.removeFirst() }
        if path.lowercased().hasSuffix(".png") { path.removeLast(4) }
        return path
    }
}
