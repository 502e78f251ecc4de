import EmptyStateImport
import Foundation

/// Where a test's `template:` is found. Beside the test file first (paths relative to `#filePath`,
/// as swift-snapshot-testing places `__Snapshots__`); if nothing is there, from the current
/// directory, the package root under `swift test`, so that a path written as the command line
/// takes it (`Tests/AppTests/Templates/inbox.yaml`) still works. Neither: an error naming both.
enum TemplateLookup {
    static func path(_ template: String, testFolder: String?, currentDirectory: String = FileManager.default.currentDirectoryPath) throws -> String {
        // A screen of a source file, `FeedView.swift#FeedView`: the file is what must exist.
        let file = ScreenReference(template)?.file ?? template
        let suffix = String(template.dropFirst(file.count))
        if file.hasPrefix("/") { return template }
        var tried: [String] = []
        for folder in [testFolder, currentDirectory].compactMap({ $0 }) {
            let candidate = TestPaths.resolve(file, in: folder)
            if tried.contains(candidate) { continue }
            if FileManager.default.fileExists(atPath: candidate) { return candidate + suffix }
            tried.append(candidate)
        }
        throw TemplateNotFound(template: template, tried: tried, besideTest: testFolder != nil)
    }
}

struct TemplateNotFound: Error, CustomStringConvertible {
    var template: String
    var tried: [String]
    var besideTest: Bool

    var description: String {
        let places = zip(tried, besideTest ? ["beside the test file", "from the current directory"] : ["from the current directory"])
            .map { "\($0) (\($1))" }
        return "\(template): no such file; looked for \(places.joined(separator: " and "))"
    }
}
