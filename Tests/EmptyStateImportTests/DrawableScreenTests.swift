import EmptyStateImport
import EmptyStateModel
import EmptyStateTemplate
import Foundation
import XCTest

/// Every screen `import` writes renders: a part that cannot be drawn is a visible placeholder (or
/// left out, or an image the app does not have drawn as nothing, as on iOS) and a warning naming
/// the screen's line in the code; nothing else of it is touched.
final class DrawableScreenTests: SourceFolderTestCase {
    private func screen(_ entries: [TemplateEntry]) throws -> (ImportedTemplates, ImportedScreen) {
        let file = try write("App/Feed.swift", "// the screen's code\n")
        let templates = try ImportedTemplates(roots: [folder + "/App"])
        return (templates, ImportedScreen(name: "FeedView", file: file, line: 12, column: 9, kind: .swiftui, template: .map(entries)))
    }

    /// The template as `import --out` writes it, read back as a file is: it must load.
    private func written(_ templates: ImportedTemplates, _ screen: ImportedScreen) throws -> Template {
        let yaml = try templates.yaml(screen, relativeTo: folder + "/out")
        return try TemplateLoader.source(text: yaml, path: folder + "/out/\(screen.name).yaml").template()
    }

    func testADrawableScreenIsLeftAsItIs() throws {
        let (templates, screen) = try screen([TemplateEntry("title", .string("No Posts")), TemplateEntry("image", .map([TemplateEntry("systemName", .string("tray"))]))])
        let checked = templates.drawable(screen)
        XCTAssertEqual(checked.repairs, [])
        XCTAssertEqual(checked.warnings, [])
        XCTAssertEqual(templates.template(checked), templates.template(screen))
    }

    func testAButtonWithNeitherTitleNorImageIsAPlaceholderButton() throws {
        let (templates, screen) = try screen([
            TemplateEntry("style", .string("swiftui")),
            TemplateEntry("title", .string("No Posts")),
            TemplateEntry("button", .map([TemplateEntry("style", .string("borderedProminent"))])),
        ])
        XCTAssertThrowsError(try written(templates, ImportedScreen(name: screen.name, file: screen.file, line: 1, column: 1, kind: .swiftui,
                                                                    template: screen.template, warnings: []).withoutCheck()),
                             "the unrepaired template must not load, or this test shows nothing")
        let checked = templates.drawable(screen)
        XCTAssertEqual(checked.warnings.count, 1)
        XCTAssertTrue(checked.warnings[0].hasPrefix(screen.file + ":12:9: screen FeedView: button cannot be drawn ("), checked.warnings[0])
        XCTAssertTrue(checked.warnings[0].hasSuffix("drawn as a placeholder"), checked.warnings[0])
        let template = try written(templates, screen)
        XCTAssertEqual(template.base.view.title?.text, "No Posts")
        XCTAssertEqual(template.base.view.button.titles[.normal]?.text, "\u{27E8}button\u{27E9}")
    }

    func testAnImageNoFileHasIsKeptByNameAndDrawnAsNothingAsOnIOS() throws {
        let (templates, screen) = try screen([TemplateEntry("image", .string("onboarding-empty")), TemplateEntry("title", .string("Nothing yet"))])
        let checked = templates.drawable(screen)
        XCTAssertEqual(checked.repairs, [TemplateRepair(path: ["image"], value: .map([TemplateEntry("name", .string("onboarding-empty")),
                                                                                       TemplateEntry("missing", .bool(true))]))])
        XCTAssertEqual(checked.warnings.count, 1)
        XCTAssertTrue(checked.warnings[0].contains("image is not drawn (image 'onboarding-empty' is in none of the app's asset catalogs"), checked.warnings[0])
        XCTAssertTrue(checked.warnings[0].hasSuffix("iOS draws no image there"), checked.warnings[0])
        let template = try written(templates, screen)
        XCTAssertNil(template.base.view.image, "UIImage(named:) is nil: no image, not a placeholder box")
        XCTAssertEqual(template.base.view.title?.text, "Nothing yet")
    }

    /// A repository that keeps its images in Git LFS checks out a text pointer under each image's
    /// name (AfterMemo): the file is found but holds no image, so it is the placeholder naming it,
    /// with a warning that says why, and the rest of the screen is drawn.
    func testAnImageFileThatIsAGitLFSPointerIsAPlaceholder() throws {
        try write("App/Assets.xcassets/avatar.imageset/Contents.json", """
        { "images" : [ { "idiom" : "universal", "filename" : "avatar@2x.png", "scale" : "2x" } ], "info" : { "version" : 1, "author" : "xcode" } }
        """)
        try write("App/Assets.xcassets/avatar.imageset/avatar@2x.png", """
        version https://git-lfs.github.com/spec/v1
        oid sha256:4d7a214614ab2935c943f9e0ff69d22eadbb8f32b1258daaa5e2ca24d17e2393
        size 12345
        """)
        let (templates, screen) = try screen([TemplateEntry("image", .string("avatar")), TemplateEntry("title", .string("No loved ones yet"))])
        let checked = templates.drawable(screen)
        XCTAssertEqual(checked.repairs, [TemplateRepair(path: ["image"], value: .map([TemplateEntry("placeholder", .string("avatar"))]))])
        XCTAssertEqual(checked.warnings.count, 1)
        XCTAssertTrue(checked.warnings[0].contains("avatar@2x.png: a Git LFS pointer, not the image"), checked.warnings[0])
        let template = try written(templates, screen)
        XCTAssertEqual(template.base.view.title?.text, "No loved ones yet")
        XCTAssertNotNil(template.base.view.image, "a placeholder box where iOS draws the real image")
    }

    /// A PNG saved under a `.jpg` name (Theweddingceremonylive's `emptyImg.jpg`) is drawn as the
    /// PNG it is, as UIImage draws it: nothing to repair.
    func testAPNGNamedAsAJPEGIsDrawnAsItIs() throws {
        try write("App/Assets.xcassets/emptyImg.imageset/Contents.json", """
        { "images" : [ { "idiom" : "universal", "filename" : "emptyImg.jpg", "scale" : "1x" } ], "info" : { "version" : 1, "author" : "xcode" } }
        """)
        let png = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==")!
        try png.write(to: URL(fileURLWithPath: folder + "/App/Assets.xcassets/emptyImg.imageset/emptyImg.jpg"))
        let (templates, screen) = try screen([TemplateEntry("image", .string("emptyImg")), TemplateEntry("title", .string("Nothing here"))])
        let checked = templates.drawable(screen)
        XCTAssertEqual(checked.repairs, [])
        XCTAssertEqual(checked.warnings, [])
    }

    func testASymbolSFSymbolsDoesNotHaveIsKeptByNameAndDrawnAsNothing() throws {
        let (templates, screen) = try screen([TemplateEntry("style", .string("swiftui")), TemplateEntry("title", .string("Failed")),
                                              TemplateEntry("image", .map([TemplateEntry("systemName", .string("error"))]))])
        let checked = templates.drawable(screen)
        XCTAssertEqual(checked.repairs, [TemplateRepair(path: ["image"], value: .map([TemplateEntry("systemName", .string("error")),
                                                                                       TemplateEntry("missing", .bool(true))]))])
        XCTAssertTrue(checked.warnings.first?.contains("'error' is not an SF Symbol name") == true, checked.warnings.first ?? "no warning")
        let template = try written(templates, screen)
        XCTAssertNil(template.base.view.image)
        XCTAssertEqual(template.base.view.title?.text, "Failed")
    }

    func testAColorNothingNamesIsLeftOutAndTheTextKept() throws {
        let (templates, screen) = try screen([
            TemplateEntry("title", .map([TemplateEntry("text", .string("No Drafts")), TemplateEntry("color", .string("brandPurpleish"))])),
            TemplateEntry("description", .string("Drafts you save appear here.")),
        ])
        let checked = templates.drawable(screen)
        XCTAssertEqual(checked.repairs, [TemplateRepair(path: ["title", "color"], value: nil)])
        XCTAssertTrue(checked.warnings.first?.contains("title.color cannot be drawn (") == true, checked.warnings.first ?? "no warning")
        XCTAssertTrue(checked.warnings.first?.hasSuffix("left out") == true)
        let template = try written(templates, screen)
        XCTAssertEqual(template.base.view.title?.text, "No Drafts")
        XCTAssertEqual(template.base.view.detail?.text, "Drafts you save appear here.")
    }

    func testAVariantsPartIsRepairedInsideTheVariant() throws {
        let (templates, screen) = try screen([
            TemplateEntry("title", .string("No Results")),
            TemplateEntry("variants", .map([TemplateEntry("searching", .map([TemplateEntry("image", .string("missing-art"))]))])),
        ])
        let checked = templates.drawable(screen)
        XCTAssertEqual(checked.repairs?.map(\.pathDescription), ["variants.searching.image"])
        let template = try written(templates, screen)
        XCTAssertEqual(template.variantNames, ["searching"])
        XCTAssertNil(template.variants[0].screen.view.image, "the variant's missing art is drawn as iOS draws it: not at all")
    }

    /// What every construct the readers write looks like once checked: each loads.
    func testEveryKindOfBrokenPartStillRenders() throws {
        let broken: [TemplateEntry] = [
            TemplateEntry("backgroundColor", .string("notAColor")),
            TemplateEntry("image", .map([TemplateEntry("name", .string("gone")), TemplateEntry("tintColor", .string("alsoNot"))])),
            TemplateEntry("title", .map([TemplateEntry("text", .string("T")), TemplateEntry("font", .map([TemplateEntry("size", .string("big"))]))])),
            TemplateEntry("description", .map([TemplateEntry("key", .string("k")), TemplateEntry("kern", .string("x"))])),
            TemplateEntry("button", .map([TemplateEntry("title", .map([TemplateEntry("normal", .map([TemplateEntry("color", .string("nope"))]))]))])),
            TemplateEntry("verticalOffset", .string("above")),
        ]
        let (templates, screen) = try screen(broken)
        let checked = templates.drawable(screen)
        XCTAssertFalse(checked.warnings.isEmpty)
        let template = try written(templates, screen)
        XCTAssertEqual(template.base.view.title?.text, "T")
    }
}

private extension ImportedScreen {
    /// The screen marked as checked with nothing to repair: drawn exactly as the code gave it.
    func withoutCheck() -> ImportedScreen {
        var screen = self
        screen.repairs = []
        return screen
    }
}
