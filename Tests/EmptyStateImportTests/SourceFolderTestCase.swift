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

    /// The texts every variant of a screen shows, the screen's own first.
    func shownTitles(_ template: TemplateValue) -> [String] {
        var titles = [shownText(template["title"]) ?? "-"]
        if case let .map(variants)? = template["variants"] {
            titles += variants.map { shownText($0.value["title"]) ?? "-" }
        }
        return titles
    }

    /// `App/Main.storyboard` with one scene of `className` whose table's `emptyDataSetSource`
    /// outlet connects to the scene's controller.
    func writeStoryboard(connectingSourceOf className: String) throws {
        try write("App/Main.storyboard", """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="TAN-eI-HEy" customClass="\(className)" customModule="App" sceneMemberID="viewController">
                            <view key="view" id="v1">
                                <subviews>
                                    <tableView id="t1">
                                        <connections>
                                            <outlet property="emptyDataSetSource" destination="TAN-eI-HEy" id="s5U-ii-Qxx"/>
                                        </connections>
                                    </tableView>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """)
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
