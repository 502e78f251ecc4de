import EmptyStateImport
import EmptyStateModel
import EmptyStateTemplate
import Foundation
import XCTest

/// Imported screens as templates: YAML the template reader reads, files written once, overrides,
/// and refusals of what is not source code.
final class ImportedTemplateTests: XCTestCase {
    var folder: String!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("emptystate-import-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(atPath: folder) }

    func write(_ name: String, _ data: Data) throws -> String {
        let path = folder + "/" + name
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try data.write(to: URL(fileURLWithPath: path))
        return path
    }

    func screen(_ name: String = "Detail-airbnb", title: String = "No Messages") -> ImportedScreen {
        ImportedScreen(name: name, file: folder + "/Detail.m", line: 12, column: 5, kind: .dzn, caseName: "ApplicationTypeAirbnb",
                       template: .map([
                           TemplateEntry("backgroundColor", .string("#FFFFFF")),
                           TemplateEntry("image", .string("⟨self.application.displayName⟩")),
                           TemplateEntry("title", .map([TemplateEntry("text", .string(title)),
                                                        TemplateEntry("font", .map([TemplateEntry("name", .string("HelveticaNeue-Light")),
                                                                                    TemplateEntry("size", .number(22))])),
                                                        TemplateEntry("color", .string("#C9C9C9"))])),
                           TemplateEntry("spaceHeight", .number(24)),
                           TemplateEntry("variants", .map([TemplateEntry("loading", .map([TemplateEntry("animateImageView", .bool(true))]))])),
                       ]),
                       warnings: ["\(folder!)/Detail.m:30:9: imageForEmptyDataSet: the image name is not a literal: …"])
    }

    func testTheYAMLIsReadByTheTemplateReaderAsTheValuesSay() throws {
        let templates = try ImportedTemplates(roots: [folder])
        let text = try templates.yaml(screen())
        XCTAssertTrue(text.hasPrefix("# Imported by `emptystate import` from \(folder!)/Detail.m:12:"), text)
        XCTAssertTrue(text.contains("backgroundColor: \"#FFFFFF\""), text)
        XCTAssertTrue(text.contains("spaceHeight: 24\n"), text)
        let template = try TemplateLoader.parse(text: text, path: folder + "/imported.yaml")
        XCTAssertEqual(template.name, "Detail-airbnb")
        XCTAssertEqual(template.base.view.title?.text, "No Messages")
        XCTAssertEqual(template.base.view.title?.font, FontSpec(name: "HelveticaNeue-Light", size: 22))
        XCTAssertEqual(template.base.view.spaceHeight, 24)
        XCTAssertEqual(template.variantNames, ["loading"])
        // The same values, the same bytes.
        XCTAssertEqual(try templates.yaml(screen()), text)
    }

    func testARerunRewritesNothingAndPruneRemovesOnlyWhatImportWrote() throws {
        let out = folder + "/imported"
        let templates = try ImportedTemplates(roots: [folder])
        let writer = ImportWriter(folder: out)
        let first = try writer.write([screen(), screen("Detail-dropbox", title: "Star")], templates: templates, prune: false)
        XCTAssertEqual(first.written.count, 2)
        let path = out + "/Detail-airbnb.yaml"
        let before = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
        Thread.sleep(forTimeInterval: 0.02)
        let again = try writer.write([screen(), screen("Detail-dropbox", title: "Star")], templates: templates, prune: false)
        XCTAssertEqual(again.written, [])
        XCTAssertEqual(again.unchanged.count, 2)
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date, before)
        // A relative source path from the output folder.
        XCTAssertTrue(try String(contentsOfFile: path, encoding: .utf8).hasPrefix("# Imported by `emptystate import` from ../Detail.m:12:"))
        _ = try write("imported/mine.yaml", Data("title: Mine\n".utf8))
        let pruned = try writer.write([screen()], templates: templates, prune: true)
        XCTAssertEqual(pruned.removed, [out + "/Detail-dropbox.yaml"])
        XCTAssertTrue(FileManager.default.fileExists(atPath: out + "/mine.yaml"), "a file import did not write is never removed")
        let kept = try writer.write([screen()], templates: templates, prune: false)
        XCTAssertEqual(kept.removed, [])
    }

    /// Two screens of one name stop the import before any file is written, the folder included.
    func testAClashOfNamesWritesNothing() throws {
        let out = folder + "/imported"
        let templates = try ImportedTemplates(roots: [folder])
        XCTAssertThrowsError(try ImportWriter(folder: out).write([screen(), screen("Detail-dropbox"), screen(title: "Again")],
                                                                 templates: templates, prune: false)) { error in
            XCTAssertEqual("\(error)", "\(folder!)/Detail.m:12:5: two screens are named 'Detail-airbnb'")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: out))
    }

    /// An output folder that cannot be made is one plain line naming it, and nothing is written.
    func testAFolderThatCannotBeMadeIsOnePlainLine() throws {
        let file = try write("plain-file", Data("x".utf8))
        let templates = try ImportedTemplates(roots: [folder])
        XCTAssertThrowsError(try ImportWriter(folder: file + "/imported").write([screen()], templates: templates, prune: false)) { error in
            XCTAssertEqual("\(error)", "\(file)/imported: cannot write (Not a directory)")
        }
    }

    func testOverridesReplaceKeysByScreenName() throws {
        let overrides = try write("overrides.yaml", Data("Detail-airbnb:\n  image: ../assets/placeholder_airbnb\n  verticalOffset: -20\nNobody: { title: x }\n".utf8))
        let templates = try ImportedTemplates(roots: [folder], options: ImportOptions(overrides: overrides))
        let value = templates.template(screen())
        XCTAssertEqual(value["image"], .string("../assets/placeholder_airbnb"))
        XCTAssertEqual(value["verticalOffset"], .number(-20))
        XCTAssertEqual(value["title"]?["text"], .string("No Messages"), "keys the overrides leave alone stay")
        XCTAssertEqual(templates.unknownOverrides(among: [screen()]), ["Nobody"])
        let broken = try write("broken.yaml", Data("- a list\n".utf8))
        XCTAssertThrowsError(try ImportedTemplates(roots: [folder], options: ImportOptions(overrides: broken))) {
            XCTAssertEqual("\($0)", "\(broken): an overrides file is a mapping of screen names to template keys")
        }
    }

    func testStringsAndCatalogsBesideTheCodeAreTheScreensAndBuildFoldersAreSkipped() throws {
        _ = try write("App/Sources/Detail.swift", Data("import UIKit\n".utf8))
        _ = try write("App/Resources/Localizable.xcstrings", Data("{\"sourceLanguage\":\"en\",\"strings\":{}}".utf8))
        _ = try write("App/Resources/de.lproj/Localizable.strings", Data("\"a\" = \"b\";\n".utf8))
        _ = try write("App/Assets.xcassets/Contents.json", Data("{}".utf8))
        _ = try write("App/Pods/Lib/Lib.m", Data("@implementation Lib\n@end\n".utf8))
        _ = try write("App/.build/checkouts/X.swift", Data("".utf8))
        let found = SourceFiles.find(in: [folder + "/App"])
        XCTAssertEqual(found.sources, [folder + "/App/Sources/Detail.swift"])
        XCTAssertEqual(found.strings, [folder + "/App/Resources", folder + "/App/Resources/Localizable.xcstrings"])
        XCTAssertEqual(found.assetCatalogs, [folder + "/App/Assets.xcassets"])
        let value = try ImportedTemplates(roots: [folder + "/App"]).template(screen())
        XCTAssertEqual(value["assets"], .list([.string(folder + "/App/Assets.xcassets")]))
        XCTAssertEqual(try ImportedTemplates(roots: [folder + "/App"]).template(screen(), relativeTo: folder + "/App/out")["assets"],
                       .list([.string("../Assets.xcassets")]))
    }

    func testWhatIsNotSourceCodeIsRefusedInOneLine() throws {
        let binary = try write("Binary.swift", Data([0x63, 0x6C, 0x61, 0x00, 0xFF]))
        XCTAssertThrowsError(try SourceImport.screens(in: binary)) {
            XCTAssertEqual("\($0)", "\(binary): not a text file (a NUL byte at byte offset 3)")
        }
        // A Latin-1 byte in a comment: read, with a warning that names the byte.
        let latin1 = try write("Latin1.swift", Data("// Caf".utf8) + Data([0xE9]) + Data("\nstruct V: View { var body: some View { ContentUnavailableView(\"No Caf\u{E9}\", systemImage: \"cup.and.saucer\") } }\n".utf8))
        let read = try SourceImport.read(file: latin1)
        XCTAssertEqual(read.screens.map(\.name), ["V"])
        XCTAssertEqual(read.screens.first?.template["title"]?["default"], .string("No Caf\u{E9}"))
        XCTAssertEqual(read.warnings, ["\(latin1):1: byte offset 6 is not UTF-8 (0xE9); read as U+FFFD"])
        let huge = try write("Huge.swift", Data(count: SourceImport.maximumBytes + 1))
        XCTAssertThrowsError(try SourceImport.screens(in: huge)) { XCTAssertTrue("\($0)".contains("larger than 8 MB"), "\($0)") }
        let folderNamedSwift = folder + "/Folder.swift"
        try FileManager.default.createDirectory(atPath: folderNamedSwift, withIntermediateDirectories: true)
        XCTAssertThrowsError(try SourceImport.screens(in: folderNamedSwift)) { XCTAssertTrue("\($0)".hasSuffix("not a regular file"), "\($0)") }
    }

    func testAScreenReferenceIsASourceFileAndAName() {
        XCTAssertEqual(ScreenReference("App/Detail.m#Detail-airbnb"), ScreenReference(file: "App/Detail.m", screen: "Detail-airbnb"))
        XCTAssertEqual(ScreenReference("App/Detail.swift"), ScreenReference(file: "App/Detail.swift", screen: nil))
        XCTAssertNil(ScreenReference("Templates/no#messages.yaml"))
        XCTAssertEqual(ScreenReference.name(of: "App/Detail.m#Detail-airbnb"), "Detail-airbnb")
        XCTAssertEqual(ScreenReference.name(of: "Templates/offline.yaml"), "offline")
    }

    func testDottedOverridesReplaceInsideAndNullRemoves() throws {
        let overrides = try write("o.yaml", Data("Detail-airbnb:\n  title.color: \"#000000\"\n  variants: null\n  button.backgroundImage: null\n".utf8))
        let value = try ImportedTemplates(roots: [folder], options: ImportOptions(overrides: overrides)).template(screen())
        XCTAssertEqual(value["title"]?["color"], .string("#000000"))
        XCTAssertEqual(value["title"]?["text"], .string("No Messages"))
        XCTAssertNil(value["variants"])
        XCTAssertNil(value["button"]?["backgroundImage"])
    }

    func testAnImageTheCodeComputesIsAPlaceholderAndALooseFileIsFound() throws {
        _ = try write("Art/loading@2x.png", Data([0x89, 0x50, 0x4E, 0x47]))
        var computed = screen()
        computed.template = .map([TemplateEntry("image", .string("placeholder_⟨self.name⟩")),
                                  TemplateEntry("variants", .map([TemplateEntry("loading", .map([TemplateEntry("image", .map([
                                      TemplateEntry("name", .string("loading")),
                                      TemplateEntry("animation", .map([TemplateEntry("keyPath", .string("transform.rotation.z")), TemplateEntry("to", .number(1)),
                                                                       TemplateEntry("repeatCount", .string("inf"))])),
                                  ]))]))]))])
        let templates = try ImportedTemplates(roots: [folder])
        let value = templates.template(computed)
        XCTAssertEqual(value["image"], .map([TemplateEntry("placeholder", .string("placeholder_⟨self.name⟩"))]))
        XCTAssertEqual(value["variants"]?["loading"]?["image"]?["name"], .string(folder + "/Art/loading"))
        XCTAssertEqual(value["variants"]?["loading"]?["image"]?["animation"]?["repeatCount"], .number(.infinity))
        // The placeholder is drawn, not looked for as a file.
        let template = try TemplateLoader.parse(text: TemplateYAML.text(.map([TemplateEntry("image", value["image"]!)])), path: folder + "/t.yaml")
        XCTAssertTrue(template.base.view.image?.inlineSVG?.contains("placeholder_⟨self.name⟩") ?? false)
    }
}
