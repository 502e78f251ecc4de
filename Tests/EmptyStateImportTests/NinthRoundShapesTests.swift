import EmptyStateImport
import EmptyStateModel
import EmptyStateTemplate
import Foundation
import XCTest

/// Shapes of the ninth round of apps nobody tuned for (issue 45): a view's computed text of
/// several statements over what its callers give, decided at each call; a view that wraps its
/// screen in a container of the app's; a view's fixed error screen beside the one its callers
/// fill; Objective-C texts and images from another class's methods and a file-scope BOOL; a
/// loose image named with its extension.
final class NinthRoundShapesTests: SourceFolderTestCase {
    private func read(_ app: String) throws -> (ImportedTemplates, [ImportedScreen]) {
        let templates = try ImportedTemplates(roots: [folder + "/" + app])
        let read = AppImport.read(templates.sources, headers: templates.headers, strings: templates.strings, assetNames: templates.assetNames)
        return (templates, templates.drawable(read.screens))
    }

    private func byName(_ screens: [ImportedScreen]) -> [String: TemplateValue] {
        Dictionary(screens.map { ($0.name, $0.template) }, uniquingKeysWith: { first, _ in first })
    }

    /// ruddarr's `NoInstance(type:)`: `var title { guard let type else { return "No Instance" };
    /// return "No \(type) Instance" }` and `type ?? fallback`, read at each call with what it passes.
    func testAGetterOverACallersOptionalIsDecidedAtEachCall() throws {
        try write("App/NoInstance.swift", #"""
        import SwiftUI
        struct NoInstance: View {
            let type: String?
            init(type: String? = nil) { self.type = type }
            var body: some View {
                ContentUnavailableView(title, systemImage: "externaldrive.badge.xmark", description: Text(description))
            }
            var title: String {
                guard let type else { return "No Instance" }
                return "No \(type) Instance"
            }
            var description: String { "Connect a \(type ?? "server") instance." }
        }
        """#)
        try write("App/Screens.swift", """
        import SwiftUI
        struct Movies: View { var body: some View { NoInstance(type: "Radarr") } }
        struct Activity: View { var body: some View { NoInstance() } }
        """)
        let found = byName(try read("App").1)
        XCTAssertEqual(found["Movies"]?["title"], .string("No Radarr Instance"))
        XCTAssertEqual(found["Movies"]?["description"], .string("Connect a Radarr instance."))
        XCTAssertEqual(found["Activity"]?["title"], .string("No Instance"))
        XCTAssertEqual(found["Activity"]?["description"], .string("Connect a server instance."))
        XCTAssertNil(found["Movies"]?["variants"], "decided by the call")
        XCTAssertNil(found["Activity"]?["variants"], "decided by the call")
        XCTAssertNil(found["NoInstance"], "its own body is drawn at its calls")
    }

    /// AmpFin's `ErrorView`: `UnavailableWrapper { ContentUnavailableView(…) }` is the view's
    /// whole body, so each place that shows `ErrorView()` is the screen.
    func testAViewWrappingItsScreenInAContainerIsAScreenWhereItIsShown() throws {
        try write("App/ErrorView.swift", """
        import SwiftUI
        struct UnavailableWrapper<Content: View>: View {
            @ViewBuilder let content: Content
            var body: some View { ScrollView { content } }
        }
        struct ErrorView: View {
            var body: some View {
                UnavailableWrapper {
                    ContentUnavailableView("Unavailable", systemImage: "xmark", description: Text("Try again later."))
                }
            }
        }
        """)
        try write("App/Screens.swift", """
        import SwiftUI
        struct Albums: View { var failed = false; var body: some View { if failed { ErrorView() } } }
        struct Lyrics: View { var failed = false; var body: some View { if failed { ErrorView() } } }
        """)
        let found = byName(try read("App").1)
        XCTAssertEqual(Set(found.keys), ["Albums", "Lyrics"])
        XCTAssertEqual(found["Lyrics"]?["title"], .map([TemplateEntry("key", .string("Unavailable")), TemplateEntry("default", .string("Unavailable"))]))
    }

    /// KMReader's loader: its empty screen shows what each caller passes, its error screen has
    /// fixed texts; both are drawn at each call, neither as a screen of its own.
    func testAWrappersFixedErrorScreenIsDrawnAtEachCall() throws {
        try write("App/Loader.swift", """
        import SwiftUI
        struct Loader: View {
            let title: String
            let emptyDescription: String
            @State private var items: [String]? = nil
            @State private var loadError: Error?
            var body: some View {
                if let items, items.isEmpty {
                    ContentUnavailableView(title, systemImage: "line.3.horizontal.decrease.circle", description: Text(emptyDescription))
                } else if loadError != nil {
                    ContentUnavailableView("Unable to load filters", systemImage: "exclamationmark.triangle")
                }
            }
        }
        """)
        try write("App/Filters.swift", """
        import SwiftUI
        struct Filters: View {
            var body: some View {
                Loader(title: "Authors", emptyDescription: "No authors available")
            }
        }
        """)
        let (_, screens) = try read("App")
        XCTAssertEqual(screens.map(\.name).sorted(), ["Filters-1", "Filters-2"])
        let titles = screens.map { $0.template["title"] }
        XCTAssertTrue(titles.contains(.string("Authors")), "\(titles)")
        XCTAssertTrue(titles.contains(.map([TemplateEntry("key", .string("Unable to load filters")),
                                           TemplateEntry("default", .string("Unable to load filters"))])), "\(titles)")
    }

    /// playmate's `[Strings emptyListTitle]` and `[Constants smallLogo]` (class methods of other
    /// files), `[Helpers emptyTitleForDay:@"Monday"]` with its argument, and `BOOL isLoading;`
    /// declared outside the class: a flag, each value a screen.
    func testObjectiveCTextsOfAnotherClassAndAFileScopeFlag() throws {
        try write("App/Strings.h", "@interface Strings : NSObject\n+ (NSString *)emptyListTitle;\n+ (NSString *)loadingTitle;\n@end\n")
        try write("App/Strings.m", """
        #import "Strings.h"
        @implementation Strings
        + (NSString *)emptyListTitle { return @"No Friends"; }
        + (NSString *)loadingTitle { return @"Loading Sessions ..."; }
        + (NSString *)emptyTitleForDay:(NSString *)day { return [@"Nothing on " stringByAppendingString:day]; }
        @end
        """)
        try write("App/Constants.m", """
        #import <UIKit/UIKit.h>
        @implementation Constants
        + (UIImage *)smallLogo { return [UIImage imageNamed:@"logo_small"]; }
        @end
        """)
        try write("App/Friends.m", """
        #import <UIKit/UIKit.h>
        #import "Strings.h"
        @interface Friends : UIViewController <DZNEmptyDataSetSource>
        @end
        BOOL isLoading;
        @implementation Friends
        - (void)viewDidLoad { isLoading = YES; }
        - (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)scrollView {
            NSString *text = isLoading ? [Strings loadingTitle] : [Strings emptyListTitle];
            return [[NSAttributedString alloc] initWithString:text attributes:@{}];
        }
        - (NSAttributedString *)descriptionForEmptyDataSet:(UIScrollView *)scrollView {
            return [[NSAttributedString alloc] initWithString:[Strings emptyTitleForDay:@"Monday"] attributes:@{}];
        }
        - (UIImage *)imageForEmptyDataSet:(UIScrollView *)scrollView { return [Constants smallLogo]; }
        @end
        """)
        let screen = try XCTUnwrap(try read("App").1.first)
        XCTAssertEqual(screen.template["title"]?["text"], .string("No Friends"))
        XCTAssertEqual(screen.template["description"]?["text"], .string("Nothing on Monday"))
        XCTAssertEqual(screen.template["image"]?["placeholder"] ?? screen.template["image"]?["name"], .string("logo_small"))
        XCTAssertEqual(screen.template["variants"]?["loading"]?["title"]?["text"], .string("Loading Sessions ..."))
    }

    /// MFSCalendar's `UIImage(named: "brush_pencil.png")`: the loose file beside the code, found
    /// by its name with the extension, and the written template renders wherever it is written.
    func testALooseImageNamedWithItsExtensionRendersWhereTheTemplateIsWritten() throws {
        try FileManager.default.createDirectory(atPath: folder + "/App/Art", withIntermediateDirectories: true)
        try Self.onePixelPNG.write(to: URL(fileURLWithPath: folder + "/App/Art/brush_pencil.png"))
        try write("App/Day.swift", """
        import UIKit
        import DZNEmptyDataSet
        class DayController: UIViewController, DZNEmptyDataSetSource {
            func title(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! { NSAttributedString(string: "No class today.") }
            func image(forEmptyDataSet scrollView: UIScrollView!) -> UIImage! { UIImage(named: "brush_pencil.png") }
        }
        """)
        let (templates, screens) = try read("App")
        let screen = try XCTUnwrap(screens.first)
        XCTAssertEqual(screen.warnings.filter { $0.contains("image") }, [])
        try FileManager.default.createDirectory(atPath: folder + "/out", withIntermediateDirectories: true)
        let yaml = try templates.yaml(screen, relativeTo: folder + "/out")
        let template = try TemplateLoader.source(text: yaml, path: folder + "/out/\(screen.name).yaml").template()
        let image = try XCTUnwrap(template.base.view.image)
        XCTAssertNotNil(ImageResolver.resolve(image, scale: 2), "the written template finds the file: \(yaml)")
    }

    /// Solstice's `Label("No location selected", image: .solstice)`: Xcode's generated symbol of
    /// the catalog's symbol set, the asset by its name.
    func testALabelsImageResourceIsTheCatalogsAsset() throws {
        try write("App/Assets.xcassets/Symbols/solstice.symbolset/Contents.json",
                  #"{ "symbols" : [ { "filename" : "solstice.svg", "idiom" : "universal" } ] }"#)
        try write("App/Assets.xcassets/Symbols/solstice.symbolset/solstice.svg",
                  #"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>"#)
        try write("App/Placeholder.swift", """
        import SwiftUI
        struct Placeholder: View {
            var body: some View {
                List { }.overlay {
                    ContentUnavailableView {
                        Label("No location selected", image: .solstice)
                    } description: {
                        Text("Select a location to view details")
                    }
                }
            }
        }
        """)
        let screen = try XCTUnwrap(try read("App").1.first)
        XCTAssertEqual(screen.template["image"]?["name"], .string("solstice"), screen.template["image"].map { "\($0)" } ?? "no image")
    }
}
