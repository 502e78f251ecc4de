import EmptyStateImport
import EmptyStateModel
import Foundation
import XCTest

/// A test that writes an app's source files into a folder of its own, removed afterwards.
class SourceFolderTestCase: XCTestCase {
    var folder: String!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("emptystate-app-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(atPath: folder) }

    /// A 1 × 1 opaque PNG, for an app's image files.
    static let onePixelPNG = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==")!

    /// The screens of the app in `app` under the folder, read with its string tables.
    func importedScreens(_ app: String = "App") -> [ImportedScreen] {
        let found = SourceFiles.find(in: [folder + "/" + app])
        return AppImport.read(found.sources, strings: found.strings).screens
    }

    /// The screens of the app in `App/`, read as `import` reads them: with its headers, its
    /// string tables as the import keeps them and its catalogs' generated asset symbols.
    func screensAsImported() throws -> [ImportedScreen] {
        let templates = try ImportedTemplates(roots: [folder + "/App"])
        return AppImport.read(templates.sources, headers: templates.headers, strings: templates.strings, assetNames: templates.assetNames).screens
    }

    /// A text part's words as the template holds them: the text, its default, or its key.
    func shownText(_ value: TemplateValue?) -> String? {
        if case let .string(text)? = value { return text }
        for key in ["text", "default", "key"] { if case let .string(text)? = value?[key] { return text } }
        return nil
    }

    /// Writes `text` to `name` under the folder (its folders made); the file's path.
    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        let path = folder + "/" + name
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }
}
