import EmptyStateImport
import EmptyStateModel
import EmptyStateSourceReading
import Foundation
import XCTest

/// How apps name their texts and images beyond the usual APIs (issue 45): Foundation's lookup
/// sent to a bundle picked at run time, an image in a resource bundle's folder, the app's own
/// localizing prefix operator, and Xcode's generated asset symbols.
final class ResourceShapesTests: SourceFolderTestCase {
    private func read(_ app: String) throws -> (ImportedTemplates, [ImportedScreen]) {
        let templates = try ImportedTemplates(roots: [folder + "/" + app])
        let read = AppImport.read(templates.sources, headers: templates.headers, strings: templates.strings, assetNames: templates.assetNames)
        return (templates, templates.drawable(read.screens))
    }

    /// `#define L(key) [[NSBundle bundleWithPath:…] localizedStringForKey:(key) value:@"" table:nil]`
    /// is the key, looked up in the app's table; `[UIImage imageNamed:@"Skin.bundle/empty"]` is
    /// the file in the resource bundle, drawn without a warning.
    func testABundlesLookupAndAResourceBundlesImage() throws {
        try write("App/en.lproj/Localizable.strings", "\"no_file\" = \"There is no file\";\n")
        try FileManager.default.createDirectory(atPath: folder + "/App/Resource/Skin.bundle", withIntermediateDirectories: true)
        try Self.onePixelPNG.write(to: URL(fileURLWithPath: folder + "/App/Resource/Skin.bundle/empty@2x.png"))
        try write("App/Files.m", """
        #import <UIKit/UIKit.h>
        #define L(key) [[NSBundle bundleWithPath:[[NSBundle mainBundle] pathForResource:[[NSUserDefaults standardUserDefaults] objectForKey:@"lang"] ofType:@"lproj"]] localizedStringForKey:(key) value:@"" table:nil]
        @interface Files : UITableViewController <DZNEmptyDataSetSource>
        @end
        @implementation Files
        - (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)scrollView {
            return [[NSAttributedString alloc] initWithString:L(@"no_file") attributes:@{}];
        }
        - (UIImage *)imageForEmptyDataSet:(UIScrollView *)scrollView {
            return [UIImage imageNamed:@"Skin.bundle/empty"];
        }
        @end
        """)
        let (templates, screens) = try read("App")
        let screen = try XCTUnwrap(screens.first)
        XCTAssertEqual(screen.template["title"], .map([TemplateEntry("key", .string("no_file"))]))
        let template = templates.template(screen, relativeTo: folder + "/App")
        XCTAssertEqual(template["image"]?["name"], .string("Resource/Skin.bundle/empty"))
        XCTAssertEqual(screen.warnings.filter { $0.contains("image") }, [])
    }

    /// The app's class method that loads a themed file by name (WisdomLearning's
    /// `[ThemeInsteadTool imageWithImageName:@"Dia_NoContent"]`, a `.bundle` picked from a plist at
    /// run time): the file of that name in one of the app's bundles, drawn without a warning.
    func testAnImageLoadedFromAThemeBundlesFileByTheAppsClassMethod() throws {
        try FileManager.default.createDirectory(atPath: folder + "/App/Resources/wxjy.bundle", withIntermediateDirectories: true)
        try Self.onePixelPNG.write(to: URL(fileURLWithPath: folder + "/App/Resources/wxjy.bundle/Dia_NoContent.png"))
        try write("App/Helpers/ThemeTool.h", """
        #import <UIKit/UIKit.h>
        @interface ThemeTool : NSObject
        + (UIImage *)imageWithImageName:(NSString *)imageName;
        @end
        """)
        try write("App/Helpers/ThemeTool.m", """
        #import "ThemeTool.h"
        @implementation ThemeTool
        + (UIImage *)imageWithImageName:(NSString *)imageName {
            NSString *identifier = [[NSBundle mainBundle] bundleIdentifier];
            NSString *plistPath = [[NSBundle mainBundle] pathForResource:@"Settings" ofType:@"plist"];
            NSDictionary *settings = [[NSDictionary alloc] initWithContentsOfFile:plistPath][identifier];
            NSString *bundlePath = [[NSBundle mainBundle] pathForResource:settings[@"skinPath"] ofType:@"bundle"];
            NSBundle *themeBundle = [NSBundle bundleWithPath:bundlePath];
            NSString *imagePath = [themeBundle pathForResource:imageName ofType:@"png"];
            return [UIImage imageWithContentsOfFile:imagePath];
        }
        @end
        """)
        try write("App/Controllers/CoursesViewController.m", """
        #import "ThemeTool.h"
        @implementation CoursesViewController
        - (void)viewDidLoad { self.tableView.emptyDataSetSource = self; }
        - (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)scrollView {
            return [[NSAttributedString alloc] initWithString:@"暂无数据" attributes:nil];
        }
        - (UIImage *)imageForEmptyDataSet:(UIScrollView *)scrollView {
            return [ThemeTool imageWithImageName:@"Dia_NoContent"];
        }
        @end
        """)
        let (templates, screens) = try read("App")
        let screen = try XCTUnwrap(screens.first)
        let template = templates.template(screen, relativeTo: folder + "/App")
        XCTAssertEqual(template["image"]?["name"], .string("Resources/wxjy.bundle/Dia_NoContent"), "\(template)")
        XCTAssertNil(template["image"]?["placeholder"])
        XCTAssertEqual(screen.warnings.filter { $0.contains("image") }, [])
    }

    /// `prefix func %(expression: String.LocalizationValue) -> String { String(localized: expression) }`:
    /// `%"trackers.empty.title"` is the key; `%"filter.title-\(name)"` the key with its argument;
    /// `.icRss` the catalog's `ic_rss` and `UIImage(resource: .emptyBox)` its `Empty Box` image.
    func testTheAppsLocalizingOperatorAndGeneratedAssetSymbols() throws {
        try write("App/Localizable.xcstrings", """
        { "sourceLanguage" : "en", "version" : "1.0", "strings" : {
          "trackers.empty.title" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "No trackers" } } } },
          "filter.title-%@" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Nothing for “%@”" } } } }
        } }
        """)
        try write("App/Assets.xcassets/Contents.json", "{}")
        try write("App/Assets.xcassets/ic_rss.imageset/Contents.json", #"{ "images" : [ { "filename" : "rss.png", "idiom" : "universal", "scale" : "2x" } ] }"#)
        try Self.onePixelPNG.write(to: URL(fileURLWithPath: folder + "/App/Assets.xcassets/ic_rss.imageset/rss.png"))
        try write("App/Assets.xcassets/Empty Box.imageset/Contents.json", #"{ "images" : [ { "filename" : "box.png", "idiom" : "universal", "scale" : "2x" } ] }"#)
        try Self.onePixelPNG.write(to: URL(fileURLWithPath: folder + "/App/Assets.xcassets/Empty Box.imageset/box.png"))
        try write("App/Localization.swift", """
        import Foundation
        prefix operator %
        prefix func %(expression: String.LocalizationValue) -> String {
            String(localized: expression)
        }
        """)
        try write("App/Trackers.swift", """
        import UIKit
        final class TrackersViewController: UIViewController {
            var filterName = ""
            func showEmpty() {
                var config = UIContentUnavailableConfiguration.empty()
                config.text = %"trackers.empty.title"
                config.image = .icRss
                contentUnavailableConfiguration = config
            }
            func showFiltered() {
                var config = UIContentUnavailableConfiguration.empty()
                config.text = %"filter.title-\\(filterName)"
                config.image = UIImage(resource: .emptyBox)
                contentUnavailableConfiguration = config
            }
        }
        """)
        let (_, screens) = try read("App")
        XCTAssertEqual(screens.count, 2, "\(screens.map(\.name))")
        let byText = Dictionary(screens.map { (String(describing: $0.template["title"]), $0.template) }, uniquingKeysWith: { first, _ in first })
        let plain = try XCTUnwrap(byText.first { $0.key.contains("trackers.empty.title") }?.value)
        XCTAssertEqual(plain["image"], .map([TemplateEntry("name", .string("ic_rss"))]))
        let filtered = try XCTUnwrap(byText.first { $0.key.contains("filter.title-%@") }?.value, "\(byText.keys)")
        XCTAssertEqual(filtered["title"]?["args"], .list([.string("⟨filterName⟩")]))
        XCTAssertEqual(filtered["image"], .map([TemplateEntry("name", .string("Empty Box"))]))
        XCTAssertEqual(screens.flatMap(\.warnings).filter { $0.contains("image") }, [])
    }

    /// What round six's apps used: R.swift's `R.image.image_no_result()`; an extension's image
    /// that is the type's other image (`static let podcastEpisode: UIImage = podcast`, an asset's
    /// generated symbol); a data source object made by its owner and filled in afterwards,
    /// with BonMot's `styled(with:)` texts; a wrapper that passes its caller's actions on whole
    /// (`actions: actions`).
    func testRSwiftImagesAnImageOfAnImageAndObjectsFilledInAfterwards() throws {
        try write("App/Assets.xcassets/Contents.json", "{}")
        for name in ["image_no_result", "podcast", "routine"] {
            try write("App/Assets.xcassets/\(name).imageset/Contents.json", #"{ "images" : [ { "filename" : "i.png", "idiom" : "universal", "scale" : "2x" } ] }"#)
            try Self.onePixelPNG.write(to: URL(fileURLWithPath: folder + "/App/Assets.xcassets/\(name).imageset/i.png"))
        }
        try write("App/Images.swift", """
        import UIKit
        extension UIImage {
            public static let podcastEpisode: UIImage = podcast
        }
        """)
        try write("App/EmptyDataSetController.swift", """
        import DZNEmptyDataSet
        class EmptyDataSetController: NSObject, DZNEmptyDataSetSource, DZNEmptyDataSetDelegate {
            var imageForEmptyDataSet: UIImage?
            var titleForEmptyDataSet: NSAttributedString?
            var descriptionForEmptyDataSet: NSAttributedString?
            func image(forEmptyDataSet scrollView: UIScrollView!) -> UIImage! { return imageForEmptyDataSet }
            func title(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! { return titleForEmptyDataSet }
            func description(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! { return descriptionForEmptyDataSet }
        }
        """)
        try write("App/EmptyListView.swift", """
        import SwiftUI
        struct EmptyListView<Actions: View>: View {
            private let label: String
            private let actions: () -> Actions
            init(label: String, @ViewBuilder actions: @escaping () -> Actions = { EmptyView() }) {
                self.label = label
                self.actions = actions
            }
            var body: some View {
                ContentUnavailableView(label: { Text(label) }, actions: actions)
            }
        }
        """)
        try write("App/UnusedEmptyView.swift", """
        import SwiftUI
        struct UnusedEmptyView<Actions: View>: View {
            private let label: String
            private let actions: () -> Actions
            init(label: String = "Nothing here", @ViewBuilder actions: @escaping () -> Actions = { EmptyView() }) {
                self.label = label
                self.actions = actions
            }
            var body: some View {
                ContentUnavailableView(label: { Text(label) }, actions: actions)
            }
        }
        """)
        try write("App/Screens.swift", """
        import BonMot
        import SwiftUI
        import UIKit
        final class SearchViewController: UIViewController {
            func showEmpty() {
                var config = UIContentUnavailableConfiguration.empty()
                config.image = R.image.image_no_result()
                config.text = "No Results"
                contentUnavailableConfiguration = config
            }
        }
        final class EpisodesViewController: UIViewController {
            func showEmpty() {
                var config = UIContentUnavailableConfiguration.empty()
                config.image = .podcastEpisode
                config.text = "No Episodes"
                contentUnavailableConfiguration = config
            }
        }
        final class RoutinesTVC: UITableViewController {
            let emptyDataSetController = EmptyDataSetController()
            func setupDZN() {
                emptyDataSetController.imageForEmptyDataSet = #imageLiteral(resourceName: "routine")
                let style = StringStyle(.color(.white))
                emptyDataSetController.titleForEmptyDataSet = "You do not have any routines, yet!".styled(with: style)
                self.emptyDataSetController.descriptionForEmptyDataSet = "Click the + to add one.".styled(with: StringStyle(.color(.red)))
                tableView.emptyDataSetSource = emptyDataSetController
            }
        }
        struct WorkoutView: View {
            var body: some View {
                EmptyListView(label: "No exercises yet") {
                    Button("Add exercise") {}
                }
            }
        }
        """)
        let (_, screens) = try read("App")
        let byName = Dictionary(screens.map { ($0.name, $0.template) }, uniquingKeysWith: { first, _ in first })
        XCTAssertEqual(byName["SearchViewController"]?["image"], .map([TemplateEntry("name", .string("image_no_result"))]))
        XCTAssertEqual(byName["EpisodesViewController"]?["image"], .map([TemplateEntry("name", .string("podcast"))]))
        let routines = try XCTUnwrap(byName["RoutinesTVC"], "\(byName.keys.sorted())")
        XCTAssertEqual(routines["image"], .map([TemplateEntry("name", .string("routine"))]))
        XCTAssertEqual(routines["title"], .string("You do not have any routines, yet!"))
        XCTAssertEqual(routines["description"], .map([TemplateEntry("text", .string("Click the + to add one.")), TemplateEntry("color", .string("#FF0000"))]))
        XCTAssertNil(byName["EmptyDataSetController"], "the object's own class is no screen")
        XCTAssertEqual(byName["WorkoutView"]?["button"]?["title"], .map([TemplateEntry("key", .string("Add exercise")), TemplateEntry("default", .string("Add exercise"))]))
        XCTAssertEqual(screens.flatMap(\.warnings).filter { $0.contains("image") }, [])
        // A wrapper nothing calls is drawn as its own screen, its callers' actions empty.
        let unused = try XCTUnwrap(byName["UnusedEmptyView"], "\(byName.keys.sorted())")
        XCTAssertNil(unused["button"])
    }

    /// Xcode's symbol names: words joined in lower camel case, a trailing `Image` dropped.
    func testGeneratedAssetSymbolNames() {
        XCTAssertEqual(AppTexts.assetSymbol("ic_rss"), "icRss")
        XCTAssertEqual(AppTexts.assetSymbol("Empty Box"), "emptyBox")
        XCTAssertEqual(AppTexts.assetSymbol("Folder/EmptyImage"), "empty")
        XCTAssertEqual(AppTexts.assetSymbol("image-no-result"), "imageNoResult")
    }
}
