import EmptyStateImport
import EmptyStateModel
import Foundation
import XCTest

/// Shapes of the apps of issue 45's twentieth round: an enum whose raw type is the app's own
/// string wrapper, a description of `EmptyView()`, a whole screen of the app that words a
/// property into its empty state (no wrapper), an Objective-C error property tested as a
/// condition, and the folders of a watch app's target.
final class TwentiethRoundShapesTests: SourceFolderTestCase {
    private func screens(_ app: String = "App") -> [String: ImportedScreen] {
        let found = SourceFiles.find(in: [folder + "/" + app])
        return Dictionary(AppImport.read(found.sources, strings: found.strings).screens.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    private func value(_ template: TemplateValue?, _ path: String) -> TemplateValue? {
        path.split(separator: ".").reduce(template) { $0?[String($1)] }
    }

    func testARawValueOfARawValueAndAnEmptyDescription() throws {
        try write("App/SymbolName.swift", """
        import SwiftUI
        public struct SymbolName: Hashable, RawRepresentable, ExpressibleByStringLiteral {
            public let rawValue: String
        }
        extension SymbolName {
            enum Setting: SymbolName {
                case asset = "creditcard"
                case paperclip = "paperclip"
            }
        }
        """)
        try write("App/Categories.swift", """
        import SwiftUI
        struct CategorySettingsView: View {
            var body: some View {
                ContentUnavailableView {
                    Label("No Categories", systemImage: SymbolName.Setting.paperclip.rawValue.rawValue)
                } description: {
                    EmptyView()
                }
            }
        }
        """)
        let screen = try XCTUnwrap(screens()["CategorySettingsView"])
        XCTAssertEqual(value(screen.template, "image.systemName"), .string("paperclip"))
        XCTAssertNil(screen.template["description"])
        XCTAssertEqual(screen.warnings, [])
    }

    /// `HashtagTimelineScreen(hashtagName:)` shows a timeline (a `ForEach` of statuses) and, when
    /// it is empty, a screen that words the hashtag into its description: its own screen, not a
    /// wrapper of its three callers. A sheet made for its empty state (`EmptySheetView(destId:)`)
    /// stays its callers' wrapper.
    func testAWholeScreenThatWordsAPropertyIntoItsEmptyStateIsNoWrapper() throws {
        try write("App/Hashtag.swift", """
        import SwiftUI
        struct HashtagTimelineScreen: View {
            let hashtagName: String
            @State private var statuses: [Status] = []
            var body: some View {
                ScrollView {
                    if statuses.isEmpty {
                        ContentUnavailableView("No photos for this hashtag", systemImage: "number",
                                               description: Text("There are no statuses with photo attachments for #\\(hashtagName)."))
                    } else {
                        ForEach(statuses) { status in StatusTile(status: status) }
                    }
                }
            }
        }
        struct EmptySheetView: View {
            var destId: String = ""
            var body: some View {
                VStack {
                    ContentUnavailableView("Missing view for \\(destId)", systemImage: "exclamationmark.triangle.fill")
                    Button("Dismiss") {}
                }
            }
        }
        """)
        try write("App/Trending.swift", """
        import SwiftUI
        struct TrendingScreen: View {
            var body: some View {
                NavigationStack { List {} }
                    .navigationDestination(for: Route.self) { route in HashtagTimelineScreen(hashtagName: route.hashtagName) }
                    .sheet(item: $sheet) { destination in EmptySheetView(destId: destination.id) }
            }
        }
        """)
        let found = screens()
        XCTAssertEqual(found.keys.sorted(), ["HashtagTimelineScreen", "TrendingScreen"])
        XCTAssertEqual(value(found["HashtagTimelineScreen"]?.template, "title.default"), .string("No photos for this hashtag"))
        XCTAssertEqual(value(found["TrendingScreen"]?.template, "image.systemName"), .string("exclamationmark.triangle.fill"))
    }

    /// `if (self.requestError)` and `self.requestError == nil` of an `NSError *` property: the
    /// screen without an error, and the error's as a variant.
    func testAnObjectiveCErrorPropertyTestedAsAConditionIsAVariant() throws {
        try write("App/Members.m", """
        #import <UIKit/UIKit.h>
        @interface MembersViewController : UITableViewController <DZNEmptyDataSetSource>
        @property (nonatomic, assign) NSError *requestError;
        @end
        @implementation MembersViewController
        - (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)scrollView {
            NSString *text = (self.requestError == nil) ? @"How Sad" : @"Whooops";
            return [[NSAttributedString alloc] initWithString:text];
        }
        - (NSAttributedString *)descriptionForEmptyDataSet:(UIScrollView *)scrollView {
            NSString *text;
            if (self.requestError) {
                text = self.requestError.localizedDescription;
            } else {
                text = @"No members found.";
            }
            return [[NSAttributedString alloc] initWithString:text];
        }
        @end
        """)
        let template = try XCTUnwrap(screens()["MembersViewController"]?.template)
        XCTAssertEqual(value(template, "title.text"), .string("How Sad"))
        XCTAssertEqual(value(template, "description.text"), .string("No members found."))
        XCTAssertEqual(value(template, "variants.requestError.title.text"), .string("Whooops"))
        XCTAssertEqual(value(template, "variants.requestError.description.text"), .string("\u{27E8}self.requestError.localizedDescription\u{27E9}"))
    }

    /// Round twenty-one: a `Localizable.strings` in no `.lproj` folder is the app's table; a view
    /// whose whole body is its screen, worded from what its callers give
    /// (`ErrorUtils.toAppError(error)`), is drawn at each call; a string enum's own image maker
    /// (`STImageNames.emptyData.toUIImage()`).
    func testALooseTableAnErrorViewCalledTwiceAndAnEnumsImage() throws {
        try write("App/Resources/Localizable.strings", #""explore_no_feeds_title" = "No Feeds";"#)
        try write("App/ErrorStateView.swift", """
        import SwiftUI
        public struct ErrorStateView: View {
            let error: Error
            let retryAction: () -> Void
            public init(error: Error, retryAction: @escaping () -> Void) {
                self.error = error
                self.retryAction = retryAction
            }
            public var body: some View {
                ContentUnavailableView {
                    Label("Failed to Load", systemImage: "exclamationmark.triangle")
                } description: {
                    Text(ErrorUtils.toAppError(error).errorDescription)
                } actions: {
                    Button("Try Again", action: retryAction)
                }
            }
        }
        """)
        try write("App/Explore.swift", """
        import SwiftUI
        struct ExploreView: View {
            var body: some View {
                switch viewModel.state {
                case .error(let error):
                    ErrorStateView(error: error) { viewModel.reload() }
                case .empty:
                    ContentUnavailableView(String(localized: "explore_no_feeds_title"), systemImage: "newspaper")
                }
            }
        }
        struct FeedItemsView: View {
            var body: some View {
                if let error = viewModel.error { ErrorStateView(error: error) { viewModel.reload() } }
            }
        }
        """)
        try write("App/Images.swift", """
        import UIKit
        enum STImageNames: String {
            case emptyData = "placeholder_emptyData"
            func toUIImage() -> UIImage? {
                return UIImage(named: self.rawValue)
            }
        }
        final class ArchiveViewController: UITableViewController, DZNEmptyDataSetSource {
            func image(forEmptyDataSet scrollView: UIScrollView) -> UIImage? {
                return STImageNames.emptyData.toUIImage()
            }
        }
        """)
        let found = SourceFiles.find(in: [folder + "/App"])
        XCTAssertEqual(found.strings.map { ($0 as NSString).lastPathComponent }, ["Localizable.strings"])
        let all = screens()
        XCTAssertEqual(all.keys.sorted(), ["ArchiveViewController", "ExploreView-empty", "ExploreView-error", "FeedItemsView"])
        XCTAssertEqual(value(all["FeedItemsView"]?.template, "title.default"), .string("Failed to Load"))
        XCTAssertEqual(value(all["ExploreView-error"]?.template, "button.title.default"), .string("Try Again"))
        XCTAssertEqual(value(all["ArchiveViewController"]?.template, "image.name"), .string("placeholder_emptyData"))
    }

    /// Two cases of an Objective-C data source that draw the same (the photo library's access
    /// `Denied` or `Restricted`, which only decide whether it shows) are one screen.
    func testObjectiveCCasesThatDrawTheSameAreOneScreen() throws {
        try write("App/Picker.m", """
        #import <UIKit/UIKit.h>
        @interface PickerViewController : UITableViewController <DZNEmptyDataSetSource, DZNEmptyDataSetDelegate>
        @end
        @implementation PickerViewController
        - (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)scrollView {
            return [[NSAttributedString alloc] initWithString:@"No authorization to access Photo Library"];
        }
        - (BOOL)emptyDataSetShouldDisplay:(UIScrollView *)scrollView {
            PHAuthorizationStatus status = [PHPhotoLibrary authorizationStatus];
            if (status == PHAuthorizationStatusDenied || status == PHAuthorizationStatusRestricted) {
                return YES;
            }
            return NO;
        }
        @end
        """)
        XCTAssertEqual(screens().count, 1, "\(screens().keys.sorted())")
    }

    /// `SponsorsTVC.m` and `SponsorsTVC.swift` side by side, each a data source of one class
    /// name (BDE-ESEO, round twenty-three): two screens told apart by their files' extensions,
    /// both written; a clash of names never stops the import of the whole app.
    func testTwoFilesThatDifferOnlyByTheirExtensionAreBothImported() throws {
        try write("App/Sponsors/SponsorsTVC.m", """
        #import <UIKit/UIKit.h>
        @interface SponsorsTVC : UITableViewController <DZNEmptyDataSetSource>
        @end
        @implementation SponsorsTVC
        - (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)scrollView {
            return [[NSAttributedString alloc] initWithString:@"Aucun partenaire"];
        }
        @end
        """)
        try write("App/Sponsors/SponsorsTVC.swift", """
        import UIKit
        import DZNEmptyDataSet
        class SponsorsTVC: UITableViewController, DZNEmptyDataSetSource {
            func title(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
                NSAttributedString(string: "Aucun sponsor")
            }
        }
        """)
        let found = SourceFiles.find(in: [folder + "/App"])
        let app = AppImport.read(found.sources, strings: found.strings)
        XCTAssertEqual(app.screens.map(\.name).sorted(), ["SponsorsTVC-m-SponsorsTVC", "SponsorsTVC-swift-SponsorsTVC"])
        let templates = try ImportedTemplates(roots: [folder + "/App"])
        let summary = try ImportWriter(folder: folder + "/out").write(app.screens, templates: templates, prune: false)
        XCTAssertEqual(summary.written.count, 2)
    }

    /// `if #available(iOS 17, *) { ContentUnavailableView(…) } else { a fallback }` as a view's
    /// whole body, the view taking nothing it shows: each place that shows it is the screen
    /// (BsuirScheduleApp, round twenty-three).
    func testAViewWhoseBodyIsAnAvailabilityCheckIsAScreenWhereItIsShown() throws {
        try write("App/ExamsEmptyView.swift", """
        import SwiftUI
        struct ExamsEmptyView: View {
            var onScheduleCheckTapped: () -> Void = {}
            var body: some View {
                if #available(iOS 17, *) {
                    ContentUnavailableView {
                        Label("There are no exams", systemImage: "graduationcap")
                    } actions: {
                        Button("Open schedule", action: onScheduleCheckTapped)
                    }
                } else {
                    Text("There are no exams")
                }
            }
        }
        """)
        try write("App/ScheduleListView.swift", """
        import SwiftUI
        struct ScheduleListView: View {
            var isEmpty: Bool
            var body: some View {
                if isEmpty { ExamsEmptyView() }
            }
        }
        """)
        let found = screens()
        XCTAssertEqual(found.keys.sorted(), ["ScheduleListView"])
        XCTAssertEqual(found["ScheduleListView"]?.line, 5)
        XCTAssertEqual(value(found["ScheduleListView"]?.template, "title.default"), .string("There are no exams"))
    }

    /// Xcode 16's synchronized folders: the watch app's folder (its target's SDK `watchos`) is
    /// not read; a Vision Pro target that also supports the iPhone is.
    func testAWatchTargetsFolderIsNoPartOfTheIPhoneApp() throws {
        try write("App/App.xcodeproj/project.pbxproj", """
        // !$*UTF8*$!
        {
            objects = {
        /* Begin PBXFileSystemSynchronizedRootGroup section */
                AAAAAAAAAAAAAAAAAAAAAA01 /* Phone */ = {isa = PBXFileSystemSynchronizedRootGroup; explicitFileTypes = {}; explicitFolders = (); path = Phone; sourceTree = "<group>"; };
                AAAAAAAAAAAAAAAAAAAAAA02 /* Watch */ = {isa = PBXFileSystemSynchronizedRootGroup; explicitFileTypes = {}; explicitFolders = (); path = Watch; sourceTree = "<group>"; };
        /* End PBXFileSystemSynchronizedRootGroup section */
                BBBBBBBBBBBBBBBBBBBBBB01 /* Phone */ = {
                    isa = PBXNativeTarget;
                    buildConfigurationList = CCCCCCCCCCCCCCCCCCCCCC01 /* Build configuration list for PBXNativeTarget "Phone" */;
                    fileSystemSynchronizedGroups = (
                        AAAAAAAAAAAAAAAAAAAAAA01 /* Phone */,
                    );
                    name = Phone;
                };
                BBBBBBBBBBBBBBBBBBBBBB02 /* Watch */ = {
                    isa = PBXNativeTarget;
                    buildConfigurationList = CCCCCCCCCCCCCCCCCCCCCC02 /* Build configuration list for PBXNativeTarget "Watch" */;
                    fileSystemSynchronizedGroups = (
                        AAAAAAAAAAAAAAAAAAAAAA02 /* Watch */,
                    );
                    name = Watch;
                };
                CCCCCCCCCCCCCCCCCCCCCC01 /* Build configuration list */ = {
                    isa = XCConfigurationList;
                    buildConfigurations = (
                        DDDDDDDDDDDDDDDDDDDDDD01 /* Release */,
                    );
                };
                CCCCCCCCCCCCCCCCCCCCCC02 /* Build configuration list */ = {
                    isa = XCConfigurationList;
                    buildConfigurations = (
                        DDDDDDDDDDDDDDDDDDDDDD02 /* Release */,
                    );
                };
                DDDDDDDDDDDDDDDDDDDDDD01 /* Release */ = {
                    isa = XCBuildConfiguration;
                    buildSettings = {
                        SDKROOT = xros;
                        SUPPORTED_PLATFORMS = "iphoneos iphonesimulator xros xrsimulator";
                    };
                    name = Release;
                };
                DDDDDDDDDDDDDDDDDDDDDD02 /* Release */ = {
                    isa = XCBuildConfiguration;
                    buildSettings = {
                        SDKROOT = watchos;
                        TARGETED_DEVICE_FAMILY = 4;
                    };
                    name = Release;
                };
            };
        }
        """)
        for part in ["Phone", "Watch"] {
            try write("App/\(part)/Overview.swift", """
            import SwiftUI
            struct \(part)OverviewView: View {
                var body: some View { ContentUnavailableView("No Assets", systemImage: "creditcard") }
            }
            """)
        }
        let found = SourceFiles.find(in: [folder + "/App"])
        XCTAssertEqual(found.sources.map { ($0 as NSString).lastPathComponent }, ["Overview.swift"])
        XCTAssertTrue(found.sources[0].hasSuffix("/Phone/Overview.swift"), found.sources[0])
        XCTAssertEqual(found.otherPlatformFolders.map { ($0 as NSString).lastPathComponent }, ["Watch"])
        XCTAssertEqual(Array(screens().keys), ["PhoneOverviewView"])
    }
}
