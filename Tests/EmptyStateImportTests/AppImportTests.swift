import EmptyStateImport
import EmptyStateModel
import EmptyStateTemplate
import EmptyStateTraits
import Foundation
import XCTest

/// A whole app's folder, as real repositories have it: screens named uniquely across files,
/// a file that cannot be read a warning, not the end; folders that are not locales skipped;
/// every template import writes loads and resolves; the summary counts what users see.
final class AppImportTests: SourceFolderTestCase {
    func emptyView(_ title: String) -> String {
        "import SwiftUI\nprivate struct EmptyView: View {\n    var body: some View { ContentUnavailableView(\"\(title)\", systemImage: \"tray\") }\n}\n"
    }

    func testScreensOfTheSameNameInTwoFilesAreQualifiedByTheirPaths() throws {
        let feeds = try write("App/Feeds/List.swift", emptyView("No Feeds"))
        let settings = try write("App/Settings/List.swift", emptyView("No Settings"))
        let about = try write("App/About.swift", emptyView("No About"))
        let app = AppImport.read([about, feeds, settings])
        XCTAssertEqual(app.screens.map(\.name), ["About-EmptyView", "Feeds-List-EmptyView", "Settings-List-EmptyView"])
        // Written once each, and each name found again from its file.
        let templates = try ImportedTemplates(roots: [folder + "/App"])
        let summary = try ImportWriter(folder: folder + "/out").write(app.screens, templates: templates, prune: false)
        XCTAssertEqual(summary.written.map { ($0 as NSString).lastPathComponent }, ["About-EmptyView.yaml", "Feeds-List-EmptyView.yaml", "Settings-List-EmptyView.yaml"])
        let screen = try TemplateInputs.screen(ScreenReference(file: settings, screen: "Settings-List-EmptyView"))
        XCTAssertEqual(screen.name, "Settings-List-EmptyView")
        XCTAssertEqual(screen.template["title"]?["default"], .string("No Settings"))
        XCTAssertEqual(try TemplateInputs.screen(ScreenReference(file: settings, screen: "EmptyView")).file, settings)
        XCTAssertThrowsError(try TemplateInputs.screen(ScreenReference(file: settings, screen: "Feeds-List-EmptyView")))
        // Expanding the files for export names them the same way.
        let inputs = TemplateInputs.expand([about, feeds, settings])
        XCTAssertEqual(inputs.flatMap { $0 }.map { ScreenReference($0)!.screen! }, app.screens.map(\.name))
    }

    func testAFileThatCannotBeReadIsAWarningAndTheOthersAreRead() throws {
        let good = try write("Good.swift", emptyView("Fine"))
        let binary = folder + "/Binary.swift"
        try Data([0x63, 0x00, 0x61]).write(to: URL(fileURLWithPath: binary))
        let app = AppImport.read([binary, good])
        XCTAssertEqual(app.screens.map(\.name), ["EmptyView"])
        XCTAssertEqual(app.unreadable, ["\(binary): not a text file (a NUL byte at byte offset 1)"])
        XCTAssertEqual(app.filesRead, 1)
        XCTAssertEqual(ImportSummary(app).filesUnreadable, 1)
    }

    func testTheSummaryCountsScreensFieldsAndPlaceholders() throws {
        let file = try write("Views.swift", """
        import SwiftUI
        struct A: View { var body: some View { ContentUnavailableView("No Mail", systemImage: "tray", description: Text("Pull to refresh.")) } }
        struct B: View {
            let name: String
            var body: some View { ContentUnavailableView(name, systemImage: "person") }
        }
        """)
        let summary = ImportSummary(AppImport.read([file]))
        XCTAssertEqual(summary.screensByKind, ["swiftui": 2])
        XCTAssertEqual(summary.fieldsResolved, 4, "\(summary)")
        XCTAssertEqual(summary.placeholders, ["\(file):5: B title \u{27E8}name\u{27E9}"])
        XCTAssertEqual(summary.line, "2 screen(s) (swiftui 2) from 1 file(s); 4 field(s) read from the code, 1 placeholder(s)")
    }

    /// `enm.lproj` (not a locale) is passed over with one warning; `mul.lproj`, which holds
    /// String Catalogs, is no warning.
    func testFoldersThatAreNotLocalesAreSkippedWithOneWarning() throws {
        try write("App/en.lproj/Localizable.strings", "\"a\" = \"A\";\n")
        try write("App/enm.lproj/Localizable.strings", "\"a\" = \"Ye A\";\n")
        try write("App/mul.lproj/Other.xcstrings", #"{ "sourceLanguage" : "en", "strings" : {}, "version" : "1.0" }"#)
        try write("App/Views.swift", emptyView("a"))
        let templates = try ImportedTemplates(roots: [folder + "/App"])
        XCTAssertEqual(templates.warnings, ["\(folder!)/App/enm.lproj: enm.lproj does not name a locale; its strings are not read"])
        let screen = try XCTUnwrap(AppImport.read(templates.sources).screens.first)
        let template = try templates.source(screen).template()
        XCTAssertEqual(template.base.view.title?.text, "A")
        XCTAssertTrue(template.warnings.contains { $0.contains("enm.lproj does not name a locale") }, "\(template.warnings)")
    }

    /// A vendored SDK's strings file that cannot be read (an unescaped quote in its Croatian
    /// table) is one warning and left out: it fails no screen, and the app's own strings and the
    /// SDK's other languages are still read.
    func testAStringsFileThatCannotBeReadIsLeftOutAndFailsNoScreen() throws {
        try write("App/en.lproj/Localizable.strings", "\"a\" = \"App A\";\n")
        try write("App/SDK.bundle/Resources/en.lproj/SDK.strings", "\"liked\" = \"Liked\";\n")
        try write("App/SDK.bundle/Resources/hr.lproj/SDK.strings", "\"liked\" = \"Sviđa \"mi\" se\";\n")
        try write("App/Views.swift", emptyView("a"))
        let templates = try ImportedTemplates(roots: [folder + "/App"])
        XCTAssertEqual(templates.warnings, [
            "\(folder!)/App/SDK.bundle/Resources/hr.lproj/SDK.strings:1:19: expected ';' after the entry for \"liked\"; its strings are left out of the imported screens",
        ])
        XCTAssertEqual(templates.strings, [folder + "/App", folder + "/App/SDK.bundle/Resources/en.lproj"])
        let screen = try XCTUnwrap(AppImport.read(templates.sources).screens.first)
        let template = try templates.source(screen).template()
        XCTAssertEqual(template.base.view.title?.text, "App A")
    }

    /// Everything the readers leave as a placeholder, in every place they can leave one:
    /// each template import writes loads, and resolves in light and dark.
    func testEveryTemplateImportWritesLoadsAndResolves() throws {
        try write("App/Swift.swift", """
        import SwiftUI
        import UIKit
        struct Labelled: View {
            let model: Model
            var body: some View {
                ContentUnavailableView {
                    Label(model.title, systemImage: model.symbol)
                } description: { Text(model.detail) } actions: { Button(model.action) {} }
            }
        }
        struct Imaged: View {
            let icon: String
            var body: some View { ContentUnavailableView { Label { Text("T") } icon: { Image(icon) } } }
        }
        final class VC: UIViewController, DZNEmptyDataSetSource {
            func title(forEmptyDataSet s: UIScrollView) -> NSAttributedString? { NSAttributedString(string: model.title) }
            func image(forEmptyDataSet s: UIScrollView) -> UIImage? { UIImage(named: model.imageName) }
            func buttonTitle(forEmptyDataSet s: UIScrollView, for state: UIControl.State) -> NSAttributedString? { NSAttributedString(string: model.action) }
            func buttonImage(forEmptyDataSet s: UIScrollView, for state: UIControl.State) -> UIImage? { makeImage(state) }
        }
        final class Config: UIViewController {
            func show() {
                var config = UIContentUnavailableConfiguration.empty()
                config.image = UIImage(systemName: symbolName)
                config.text = model.title
                config.button.title = model.action
                contentUnavailableConfiguration = config
            }
        }
        """)
        try write("App/ObjC.m", """
        @implementation ObjCVC
        - (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)scrollView { return [[NSAttributedString alloc] initWithString:self.model.title]; }
        - (UIImage *)imageForEmptyDataSet:(UIScrollView *)scrollView { return [UIImage imageNamed:self.model.imageName]; }
        - (NSAttributedString *)buttonTitleForEmptyDataSet:(UIScrollView *)scrollView forState:(UIControlState)state {
            return [[NSAttributedString alloc] initWithString:self.model.buttonTitle attributes:nil];
        }
        - (UIImage *)buttonImageForEmptyDataSet:(UIScrollView *)scrollView forState:(UIControlState)state { return [UIImage imageNamed:self.imageName]; }
        @end
        """)
        let templates = try ImportedTemplates(roots: [folder + "/App"])
        let app = AppImport.read(templates.sources)
        XCTAssertEqual(app.screens.count, 5, "\(app.screens.map(\.name))")
        let writer = ImportWriter(folder: folder + "/out")
        _ = try writer.write(app.screens, templates: templates, prune: false)
        for screen in app.screens {
            // The YAML written, read by the template reader, and the tree handed over directly.
            for traits in [TraitCollection.default, TraitCollection(colorScheme: .dark)] {
                XCTAssertNoThrow(try TemplateLoader.load(path: folder + "/out/\(screen.name).yaml", traits: traits), screen.name)
                XCTAssertNoThrow(try templates.source(screen).template(traits: traits), screen.name)
            }
        }
        // Images the code computes are placeholders, never dropped.
        let imaged = try XCTUnwrap(app.screens.first { $0.name == "Imaged" })
        XCTAssertEqual(templates.template(imaged)["image"], .map([TemplateEntry("placeholder", .string("\u{27E8}icon\u{27E9}"))]))
        let labelled = try XCTUnwrap(app.screens.first { $0.name == "Labelled" })
        XCTAssertEqual(templates.template(labelled)["image"], .map([TemplateEntry("placeholder", .string("\u{27E8}model.symbol\u{27E9}"))]))
        // A button title the code computes stays a text.
        let objc = try XCTUnwrap(app.screens.first { $0.kind == .dzn && $0.file.hasSuffix(".m") })
        XCTAssertEqual(templates.template(objc)["button"]?["title"]?["normal"], .map([TemplateEntry("text", .string("\u{27E8}self.model.buttonTitle\u{27E9}"))]))
    }
}
