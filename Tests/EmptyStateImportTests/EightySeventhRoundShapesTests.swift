import EmptyStateImport
import EmptyStateModel
import Foundation
import XCTest

/// Shapes of round eighty-six's leads and round eighty-seven's apps, written here.
final class EightySeventhRoundShapesTests: SourceFolderTestCase {
    /// A test of the device's language is answered as an English iPhone answers it: the English
    /// branch is the screen, and the Chinese one is no variant, whether the test is written in
    /// the data source's method or kept in the app's flag in another file (CatchIdea's
    /// `isLanguageChineseSimple`, a closure run once).
    func testTheDevicesLanguageIsEnglishNotAVariant() throws {
        try write("App/Define.swift", """
        import Foundation
        let isLanguageChineseSimple: Bool = {
            if let languageID = Bundle.main.preferredLocalizations.first, languageID.contains("zh-Hans") {
                return true
            } else {
                return false
            }
        }()
        """)
        try write("App/ListViewController.swift", """
        import UIKit
        import DZNEmptyDataSet
        class ListViewController: UITableViewController, DZNEmptyDataSetSource {
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.emptyDataSetSource = self
            }
            func title(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! {
                if isLanguageChineseSimple {
                    return NSAttributedString(string: "这里什么都没有")
                }
                return NSAttributedString(string: "Nothing here")
            }
            func description(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! {
                let text = Locale.current.languageCode == "ja" ? "まだ何もありません" : "Pull down to add one."
                return NSAttributedString(string: text)
            }
            func buttonTitle(forEmptyDataSet scrollView: UIScrollView!, for state: UIControl.State) -> NSAttributedString! {
                if let language = Locale.preferredLanguages.first, language.hasPrefix("en") {
                    return NSAttributedString(string: "Add")
                } else {
                    return NSAttributedString(string: "追加")
                }
            }
        }
        """)
        let screens = try screensAsImported()
        let screen = try XCTUnwrap(screens.first { $0.name == "ListViewController" }?.template, "\(screens.map(\.name))")
        XCTAssertEqual(screen["title"], .string("Nothing here"), "\(screen)")
        XCTAssertEqual(screen["description"], .string("Pull down to add one."), "\(screen)")
        XCTAssertNil(screen["variants"], "a language test makes no variant: \(screen)")
        XCTAssertEqual(screens.filter { $0.name.hasPrefix("ListViewController") }.count, 1)
        XCTAssertTrue("\(screen)".contains("Add"), "\(screen)")
        XCTAssertFalse("\(screen)".contains("追加"), "\(screen)")
    }
}

extension EightySeventhRoundShapesTests {
    /// In SwiftUI too: a `ContentUnavailableView` in a branch an English iPhone never takes is
    /// no screen of its own, and a ternary on the language shows its English side, whatever
    /// way the code asks (`Locale.current.language.languageCode?.identifier`, `Locale.preferredLanguages`).
    func testSwiftUIsLanguageBranchesShowTheEnglishScreen() throws {
        try write("App/EmptyView.swift", """
        import SwiftUI
        struct InboxView: View {
            var isChinese: Bool { Locale.current.language.languageCode?.identifier == "zh" }
            var body: some View {
                if isChinese {
                    ContentUnavailableView("没有消息", systemImage: "tray", description: Text("新消息会显示在这里"))
                } else {
                    ContentUnavailableView("No Messages", systemImage: "tray", description: Text("New messages appear here."))
                }
            }
        }
        struct SearchView: View {
            var body: some View {
                ContentUnavailableView(Locale.preferredLanguages.first?.hasPrefix("ja") == true ? "結果なし" : "No Results",
                                       systemImage: "magnifyingglass")
            }
        }
        """)
        let screens = try screensAsImported()
        XCTAssertEqual(screens.map(\.name).sorted(), ["InboxView", "SearchView"])
        XCTAssertEqual(shownText(screens.first { $0.name == "InboxView" }?.template["title"]), "No Messages")
        XCTAssertEqual(shownText(screens.first { $0.name == "SearchView" }?.template["title"]), "No Results")
    }
}

extension EightySeventhRoundShapesTests {
    /// A plain format that holds a localized text (Vocab's `String(format: "还有 %d %@", n,
    /// key.localized)`): the format is its own default, the count its placeholder and the
    /// localized text a key looked up in the locale drawn, not a placeholder for the whole.
    func testAPlainFormatKeepsItsLocalizedArgument() throws {
        try write("App/StudyView.swift", """
        import SwiftUI
        struct StudyView: View {
            let forgotten: [Int]
            var body: some View {
                ContentUnavailableView("All done", systemImage: "checkmark",
                    description: Text(String(format: "还有 %d %@", forgotten.count, NSLocalizedString("words_need_review", comment: ""))))
            }
        }
        """)
        let screen = try XCTUnwrap(try screensAsImported().first { $0.name == "StudyView" }?.template)
        let description = try XCTUnwrap(screen["description"], "\(screen)")
        XCTAssertEqual(description["default"], .string("还有 %d %@"), "\(description)")
        guard case let .list(arguments)? = description["args"], arguments.count == 2 else { return XCTFail("args: \(description)") }
        XCTAssertEqual(arguments[1]["key"], .string("words_need_review"), "\(description)")
        XCTAssertEqual(arguments[0], .string("⟨forgotten.count⟩"), "\(description)")
    }
}

extension EightySeventhRoundShapesTests {
    /// `NSMutableAttributedString()` with localized pieces appended (lawyer-ios): the whole is one
    /// format, each key looked up in the locale drawn and the plain words between kept; before,
    /// the title was empty and the screen lost its title.
    func testLocalizedPiecesAppendedToAnEmptyAttributedString() throws {
        try write("App/OrdersViewController.swift", """
        import UIKit
        import DZNEmptyDataSet
        class OrdersViewController: UITableViewController, DZNEmptyDataSetSource {
            var errorText: String!
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.emptyDataSetSource = self
            }
            func title(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! {
                let whole = NSMutableAttributedString()
                if errorText == NSLocalizedString("No_Internet", comment: "") {
                    var first = NSMutableAttributedString()
                    first = NSMutableAttributedString(string: NSLocalizedString("NoInternetConnection", comment: ""))
                    whole.append(first)
                    whole.append(NSAttributedString(string: "\\n"))
                    whole.append(NSAttributedString(string: NSLocalizedString("ReconnectToInternet", comment: "")))
                } else {
                    var first = NSMutableAttributedString()
                    first = NSMutableAttributedString(string: NSLocalizedString("No Orders", comment: ""))
                    whole.append(first)
                }
                return whole
            }
        }
        """)
        let screen = try XCTUnwrap(try screensAsImported().first { $0.name == "OrdersViewController" }?.template)
        XCTAssertEqual(shownText(screen["title"]), "No Orders", "\(screen)")
        guard case let .map(variants)? = screen["variants"], let offline = variants.first?.value["title"] else { return XCTFail("\(screen)") }
        XCTAssertEqual(offline["default"], .string("%@\n%@"), "\(offline)")
        guard case let .list(arguments)? = offline["args"] else { return XCTFail("\(offline)") }
        XCTAssertEqual(arguments.map { $0["key"] }, [.string("NoInternetConnection"), .string("ReconnectToInternet")])
    }

    /// An enum some of whose cases carry values (`case discover(DiscoverList)`) is no choice of its
    /// own, but a per-case property follows the case the reading's switch took (Filmstack's
    /// `Label(emptyTitle, systemImage: section.systemImage)`, in a condition too); and another
    /// type's number constant fills a text (`MovieSearchModel.minimumQueryLength`).
    func testPerCasePropertiesFollowTheTakenCaseOfAnEnumWithPayloads() throws {
        try write("App/Routing.swift", """
        enum DiscoverList { case popular, topRated }
        enum Status { case queued, watched }
        enum Section {
            case queue
            case watched
            case discover(DiscoverList)
            var systemImage: String {
                switch self {
                case .queue: "house"
                case .watched: "checkmark.circle"
                case .discover: "globe"
                }
            }
            var defaultAddStatus: Status? {
                switch self {
                case .queue: .queued
                case .watched, .discover: nil
                }
            }
        }
        struct SearchModel { static let minimumQueryLength = 2 }
        """)
        try write("App/Column.swift", """
        import SwiftUI
        struct Column: View {
            let section: Section
            var body: some View {
                ContentUnavailableView {
                    Label(emptyTitle, systemImage: section.systemImage)
                } description: {
                    Text("Type at least \\(SearchModel.minimumQueryLength) characters.")
                } actions: {
                    if section.defaultAddStatus != nil {
                        Button("Add Movie") { }
                    }
                }
            }
            private var emptyTitle: String {
                switch section {
                case .queue: "Your queue is empty"
                case .watched: "Nothing watched yet"
                case .discover: "Nothing to discover"
                }
            }
        }
        """)
        let screen = try XCTUnwrap(try screensAsImported().first { $0.name == "Column" }?.template)
        XCTAssertEqual(screen["image"]?["systemName"], .string("house"), "\(screen)")
        guard case let .map(variants)? = screen["variants"] else { return XCTFail("\(screen)") }
        let watched = try XCTUnwrap(variants.first { shownText($0.value["title"]) == "Nothing watched yet" }?.value, "\(screen)")
        XCTAssertEqual(watched["image"]?["systemName"], .string("checkmark.circle"), "\(screen)")
        XCTAssertFalse(variants.contains { $0.key.contains("DefaultAddStatus") }, "the case decides the button: \(variants.map(\.key))")
        XCTAssertEqual(screen["description"]?["args"], .list([.number(2)]), "\(screen)")
        XCTAssertNotNil(screen["button"], "the queue adds: \(screen)")
        XCTAssertEqual(watched["button"], .null, "watched adds nothing: \(screen)")
    }

    /// A lone `if let` over a model's optional among the actions (Bisquit's `if let oauthStart =
    /// vm.oauthStart { Button("Finish OAuth") … }`): a screen with the button and one without.
    func testAModelsOptionalAmongTheActionsIsAVariant() throws {
        try write("App/PanelView.swift", """
        import SwiftUI
        @Observable final class PanelModel { var oauthStart: URL? }
        struct PanelView: View {
            @State private var vm = PanelModel()
            var body: some View {
                ContentUnavailableView {
                    Label("Codex is not connected", systemImage: "sparkles")
                } actions: {
                    if let oauthStart = vm.oauthStart {
                        Button("Finish OAuth") { print(oauthStart) }
                    }
                }
            }
        }
        """)
        let screen = try XCTUnwrap(try screensAsImported().first { $0.name == "PanelView" }?.template)
        XCTAssertNil(screen["button"], "not started: no button: \(screen)")
        guard case let .map(variants)? = screen["variants"] else { return XCTFail("\(screen)") }
        XCTAssertEqual(variants.map(\.key), ["vmOauthStartIsNotNil"])
        XCTAssertEqual(shownText(variants.first?.value["button"]?["title"]), "Finish OAuth")
    }
}

extension EightySeventhRoundShapesTests {
    /// Objective-C: the app's resizing helper on another object (Fametome's `[[FTToolBox
    /// sharedGlobalData] resizeImageForEmptyControllerImage:[UIImage imageNamed:@"tag.png"]]`)
    /// draws the image it is given; a flag of the app delegate (`APP_DELEGATE.notNet`, XLCartoon)
    /// is a variant as the class's own flags are.
    func testObjectiveCHelpersImageAndTheAppDelegatesFlag() throws {
        try write("App/AppDelegate.h", """
        #import <UIKit/UIKit.h>
        @interface AppDelegate : UIResponder <UIApplicationDelegate>
        @property (nonatomic, assign) BOOL notNet;
        @end
        """)
        try write("App/ToolBox.h", """
        #import <UIKit/UIKit.h>
        @interface ToolBox : NSObject
        + (ToolBox *)sharedGlobalData;
        - (UIImage *)resizeImageForEmptyControllerImage:(UIImage *)image;
        @end
        """)
        try write("App/ListViewController.m", """
        #import "AppDelegate.h"
        #import "ToolBox.h"
        #import "UIScrollView+EmptyDataSet.h"
        #define APP_DELEGATE ((AppDelegate*)[[UIApplication sharedApplication] delegate])
        @interface ListViewController : UITableViewController <DZNEmptyDataSetSource>
        @end
        @implementation ListViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.tableView.emptyDataSetSource = self;
        }
        - (UIImage *)imageForEmptyDataSet:(UIScrollView *)scrollView {
            return [[ToolBox sharedGlobalData] resizeImageForEmptyControllerImage:[UIImage imageNamed:@"tag.png"]];
        }
        - (NSAttributedString *)buttonTitleForEmptyDataSet:(UIScrollView *)scrollView forState:(UIControlState)state {
            NSString *text = @"No data, tap to retry";
            if (APP_DELEGATE.notNet) text = @"No network, tap to retry";
            return [[NSAttributedString alloc] initWithString:text];
        }
        @end
        """)
        let screen = try XCTUnwrap(try screensAsImported().first { $0.name == "ListViewController" }?.template)
        XCTAssertEqual(screen["image"]?["name"], .string("tag.png"), "\(screen)")
        XCTAssertEqual(shownText(screen["button"]?["title"]?["normal"]), "No data, tap to retry", "\(screen)")
        XCTAssertEqual(shownText(screen["variants"]?["notNet"]?["button"]?["title"]?["normal"]), "No network, tap to retry", "\(screen)")
    }

    /// Beside an app target built for the iPhone, a target whose SDK is macOS builds for the Mac,
    /// though its `SUPPORTED_PLATFORMS` lists the iPhone too (Bisquit's `macOS` target): its
    /// synchronized folder is not read.
    func testAMacTargetBesideAnIPhoneAppIsNoPartOfIt() throws {
        try write("App/App.xcodeproj/project.pbxproj", """
        // !$*UTF8*$!
        {
            objects = {
                AAAAAAAAAAAAAAAAAAAAAA01 /* iOS */ = {isa = PBXFileSystemSynchronizedRootGroup; explicitFileTypes = {}; explicitFolders = (); path = iOS; sourceTree = "<group>"; };
                AAAAAAAAAAAAAAAAAAAAAA02 /* macOS */ = {isa = PBXFileSystemSynchronizedRootGroup; explicitFileTypes = {}; explicitFolders = (); path = macOS; sourceTree = "<group>"; };
                BBBBBBBBBBBBBBBBBBBBBB01 /* Host */ = {
                    isa = PBXNativeTarget;
                    buildConfigurationList = CCCCCCCCCCCCCCCCCCCCCC01 /* Build configuration list for PBXNativeTarget "Host" */;
                    fileSystemSynchronizedGroups = (
                        AAAAAAAAAAAAAAAAAAAAAA01 /* iOS */,
                    );
                    name = Host;
                    productType = "com.apple.product-type.application";
                };
                BBBBBBBBBBBBBBBBBBBBBB02 /* macOS */ = {
                    isa = PBXNativeTarget;
                    buildConfigurationList = CCCCCCCCCCCCCCCCCCCCCC02 /* Build configuration list for PBXNativeTarget "macOS" */;
                    fileSystemSynchronizedGroups = (
                        AAAAAAAAAAAAAAAAAAAAAA02 /* macOS */,
                    );
                    name = macOS;
                    productType = "com.apple.product-type.application";
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
                        SDKROOT = iphoneos;
                    };
                    name = Release;
                };
                DDDDDDDDDDDDDDDDDDDDDD02 /* Release */ = {
                    isa = XCBuildConfiguration;
                    buildSettings = {
                        SDKROOT = macosx;
                        SUPPORTED_PLATFORMS = "iphoneos iphonesimulator macosx";
                    };
                    name = Release;
                };
            };
        }
        """)
        for part in ["iOS", "macOS"] {
            try write("App/\(part)/Backups.swift", """
            import SwiftUI
            struct \(part)BackupList: View {
                var body: some View { ContentUnavailableView("No backups yet", systemImage: "externaldrive") }
            }
            """)
        }
        let found = SourceFiles.find(in: [folder + "/App"])
        XCTAssertEqual(found.otherPlatformFolders.map { ($0 as NSString).lastPathComponent }, ["macOS"])
        XCTAssertEqual(try screensAsImported().map(\.name), ["iOSBackupList"])
    }
}

extension EightySeventhRoundShapesTests {
    /// A blank `UIView` as the custom view (XLCartoon's random colour, no subview): DZN shows it
    /// alone, so the image the class's other method returns is not drawn.
    func testABlankCustomViewHidesTheOtherMethodsContent() throws {
        try write("App/FindViewController.m", """
        #import "UIScrollView+EmptyDataSet.h"
        @interface FindViewController : UICollectionViewController <DZNEmptyDataSetSource>
        @end
        @implementation FindViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.collectionView.emptyDataSetSource = self;
        }
        - (UIImage *)imageForEmptyDataSet:(UIScrollView *)scrollView {
            return [UIImage imageNamed:@"empty_placeholder"];
        }
        - (UIView *)customViewForEmptyDataSet:(UIScrollView *)scrollView {
            UIView *view = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 320, 200)];
            view.backgroundColor = [UIColor redColor];
            return view;
        }
        @end
        """)
        let screens = try screensAsImported()
        let screen = screens.first { $0.name == "FindViewController" }?.template
        XCTAssertNil(screen?["image"], "\(String(describing: screen))")
    }
}

extension EightySeventhRoundShapesTests {
    /// A Boolean that does not ask for the language is no language flag, in a file that does
    /// ask elsewhere (YouTubePlayer's `isAuthenticated = false` beside a `Locale` read): the
    /// screens behind it stay screens.
    func testAFlagThatAsksNothingOfTheLanguageIsState() throws {
        try write("App/AuthService.swift", """
        import Foundation
        final class AuthService: ObservableObject {
            @Published var isAuthenticated = false
            var region: String { Locale.current.identifier }
        }
        """)
        try write("App/ListView.swift", """
        import SwiftUI
        struct ListView: View {
            @StateObject private var authService = AuthService()
            var body: some View {
                if !authService.isAuthenticated {
                    ContentUnavailableView("Sign in to view this content", systemImage: "person")
                } else {
                    ContentUnavailableView("No playlists found", systemImage: "play.square.stack")
                }
            }
        }
        """)
        XCTAssertEqual(try screensAsImported().map(\.name).sorted(), ["ListView-1", "ListView-2"])
    }
}
