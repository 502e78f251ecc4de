import EmptyStateImport
import EmptyStateModel
import Foundation
import XCTest

/// Shapes of round seventy-seven's apps: GKiOSNovel's base controller that its subclasses
/// configure through a set-up method, with its messages as `static NSString *` in its header;
/// CheckNet's nested enums of one name; solea's picker action; Vocablet's
/// language setting; 3Degrees' case that never shows.
final class SeventySeventhRoundShapesTests: SourceFolderTestCase {
    /// `[self setupEmpty:tv]` passes the base's defaults to `setupEmpty:image:title:`, which makes
    /// self the source and stores them; the messages are a header's `static NSString *`. The base
    /// draws those defaults (so a subclass sending the plain set-up is the base's screen, not one of
    /// its own), a subclass passing its own title is its own screen, and every branch's message reads.
    func testABaseSetUpWithDefaultsIsTheScreenOfItsPlainSubclasses() throws {
        try write("App/Base.h", """
        #import <UIKit/UIKit.h>
        #import <DZNEmptyDataSet/UIScrollView+EmptyDataSet.h>
        static NSString *MSG_Refresh = @"Loading...";
        static NSString *MSG_Empty = @"Nothing here...";
        static NSString *MSG_NoNet = @"No network";
        @interface Base : UIViewController <DZNEmptyDataSetSource, DZNEmptyDataSetDelegate>
        @property (nonatomic, assign, readonly) BOOL isRefreshing;
        @property (nonatomic, assign, readonly) BOOL reachable;
        - (void)setupEmpty:(UIScrollView *)scrollView image:(UIImage *)image title:(NSString *)title;
        - (void)setupEmpty:(UIScrollView *)scrollView;
        @end
        """)
        try write("App/Base.m", """
        #import "Base.h"
        #define defaultDataEmpty [UIImage imageNamed:@"icon_data_empty"]
        #define defaultNetError [UIImage imageNamed:@"icon_net_error"]
        @interface Base ()
        @property (nonatomic, copy) NSString *emptyTitle;
        @property (nonatomic, strong) UIImage *emptyImage;
        @property (nonatomic, assign) BOOL isRefreshing;
        @property (nonatomic, assign) BOOL reachable;
        @end
        @implementation Base
        - (void)setupEmpty:(UIScrollView *)scrollView {
            [self setupEmpty:scrollView image:defaultDataEmpty title:MSG_Empty];
        }
        - (void)setupEmpty:(UIScrollView *)scrollView image:(UIImage *)image title:(NSString *)title {
            scrollView.emptyDataSetSource = self;
            scrollView.emptyDataSetDelegate = self;
            self.emptyImage = image ?: defaultDataEmpty;
            self.emptyTitle = title ?: MSG_Empty;
        }
        - (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)scrollView {
            NSString *text = self.isRefreshing ? MSG_Refresh : self.emptyTitle;
            if (![self reachable]) {
                text = MSG_NoNet;
            }
            return [[NSMutableAttributedString alloc] initWithString:(text ? [NSString stringWithFormat:@"\\r\\n%@", text] : @"") attributes:nil];
        }
        - (UIImage *)imageForEmptyDataSet:(UIScrollView *)scrollView {
            return self.reachable ? self.emptyImage : defaultNetError;
        }
        @end
        """)
        try write("App/Plain.m", """
        #import "Base.h"
        @interface Plain : Base
        @property (nonatomic, strong) UITableView *tableView;
        @end
        @implementation Plain
        - (void)viewDidLoad {
            [super viewDidLoad];
            [self setupEmpty:self.tableView];
        }
        @end
        """)
        try write("App/Own.m", """
        #import "Base.h"
        @interface Own : Base
        @property (nonatomic, strong) UITableView *tableView;
        @end
        @implementation Own
        - (void)viewDidLoad {
            [super viewDidLoad];
            [self setupEmpty:self.tableView image:nil title:@"Own empty"];
        }
        @end
        """)
        let found = try screensAsImported()
        XCTAssertEqual(found.map(\.name).sorted(), ["Base", "Own"])
        func titles(_ name: String) -> [String?] {
            guard let template = found.first(where: { $0.name == name })?.template else { return [] }
            return [shownText(template["title"])] + ["reachable", "refreshingAndReachable"].map { shownText(template["variants"]?[$0]?["title"]) }
        }
        XCTAssertEqual(titles("Base"), ["\r\nNo network", "\r\nNothing here...", "\r\nLoading..."])
        XCTAssertEqual(titles("Own"), ["\r\nNo network", "\r\nOwn empty", "\r\nLoading..."])
        let base = found.first { $0.name == "Base" }?.template
        XCTAssertEqual(base?["variants"]?["reachable"]?["image"]?["name"], .string("icon_data_empty"))
    }

    /// Two views each nest an enum `Kind` with an `icon` (a switch in one, `self == .ip ? … : …`
    /// in the other), and a package's `Kind` is a string enum: `kind.icon` in `SavedHostsEditor`
    /// is its own `Kind`'s, a symbol per case, never the other view's.
    func testANestedEnumIsTheOneOfTheTypeThatReadsIt() throws {
        try write("App/PrePermissionSheet.swift", """
        import SwiftUI
        struct PrePermissionSheet: View {
            enum Kind {
                case location, localNetwork
                var icon: String {
                    switch self {
                    case .location: "location"
                    case .localNetwork: "wifi"
                    }
                }
            }
            let kind: Kind
            var body: some View { Image(systemName: kind.icon) }
        }
        """)
        try write("App/GeoLite.swift", """
        public struct GeoLiteDatabase {
            public enum Kind: String, CaseIterable { case country, asn }
        }
        """)
        try write("App/Settings.swift", """
        import SwiftUI
        struct SavedHostsEditor: View {
            enum Kind { case ip, domain
                var icon: String { self == .ip ? "number" : "globe" }
            }
            let kind: Kind
            @State private var items: [String] = []
            var body: some View {
                if items.isEmpty {
                    ContentUnavailableView("Empty for now", systemImage: kind.icon, description: Text("Saved addresses show up."))
                }
            }
        }
        """)
        let found = try screensAsImported()
        var symbols: Set<String> = []
        for screen in found {
            if case let .string(name)? = screen.template["image"]?["systemName"] { symbols.insert(name) }
            for variant in ["kindIsDomain", "kindIsIp"] {
                if case let .string(name)? = screen.template["variants"]?[variant]?["image"]?["systemName"] { symbols.insert(name) }
            }
        }
        XCTAssertEqual(symbols, ["number", "globe"], "\(found.map(\.template))")
    }

    /// solea's action: `PhotosPicker(selection:matching:) { Label("Add photo", systemImage: "plus") }`
    /// draws a button with its label, as `Button` does.
    func testAPhotosPickerInTheActionsIsAButtonWithItsLabel() throws {
        try write("App/Diary.swift", """
        import SwiftUI
        import PhotosUI
        struct PhotoDiaryView: View {
            @State private var photos: [String] = []
            @State private var pickerItem: PhotosPickerItem?
            var body: some View {
                if photos.isEmpty {
                    ContentUnavailableView {
                        Label("Photo diary", systemImage: "camera")
                    } description: {
                        Text("Add a periodic photo.")
                    } actions: {
                        photoPicker
                    }
                }
            }
            private var photoPicker: some View {
                PhotosPicker(selection: $pickerItem, matching: .images) {
                    Label("Add photo", systemImage: "plus")
                }
            }
        }
        """)
        let found = try screensAsImported()
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(shownText(found.first?.template["button"]?["title"]), "Add photo", "\(found.map(\.template))")
        XCTAssertEqual(found.first?.template["button"]?["image"]?["systemName"], .string("plus"))
    }

    /// `ShareLink(item: url)` with no label of its own: iOS's "Share" with the share symbol.
    func testAShareLinkWithoutALabelIsIOSsShareButton() throws {
        try write("App/Export.swift", """
        import SwiftUI
        struct ExportView: View {
            let url = URL(string: "https://example.com")!
            @State private var items: [String] = []
            var body: some View {
                if items.isEmpty {
                    ContentUnavailableView {
                        Label("Nothing exported", systemImage: "tray")
                    } actions: {
                        ShareLink(item: url)
                    }
                }
            }
        }
        """)
        let found = try screensAsImported()
        XCTAssertEqual(shownText(found.first?.template["button"]?["title"]), "Share", "\(found.map(\.template))")
        XCTAssertEqual(found.first?.template["button"]?["image"]?["systemName"], .string("square.and.arrow.up"))
    }

    /// Vocablet's `LocalizationManager`: each text is `s("還沒有單字", "还没有单词", "No Words Yet")`,
    /// a switch over the app's language setting (`zhTW`, `zhCN`, `en`), which on an English
    /// iPhone is English: the English case is read, not the first one written.
    func testAnAppLanguageSettingReadsItsEnglishCase() throws {
        try write("App/Localization.swift", """
        import SwiftUI
        enum AppLanguage: String, CaseIterable {
            case zhTW = "zh-TW"
            case zhCN = "zh-CN"
            case en = "en"
        }
        final class LocalizationManager: ObservableObject {
            @Published var language: AppLanguage = .en
            var emptyWords: String { s("還沒有單字", "还没有单词", "No Words Yet") }
            private func s(_ tw: String, _ cn: String, _ en: String) -> String {
                switch language {
                case .zhTW: return tw
                case .zhCN: return cn
                case .en: return en
                }
            }
        }
        struct WordListView: View {
            @EnvironmentObject var loc: LocalizationManager
            @State private var words: [String] = []
            var body: some View {
                if words.isEmpty {
                    ContentUnavailableView(loc.emptyWords, systemImage: "text.book.closed")
                }
            }
        }
        """)
        let found = try screensAsImported()
        XCTAssertEqual(found.map { shownText($0.template["title"]) }, ["No Words Yet"], "\(found.map(\.template))")
    }

    /// 3Degrees' view model: `emptyDataSetShouldDisplay` is `isEmpty() && type == .Alian`, its
    /// type given by its maker, so the `.Mine` strip never draws its text: one screen, the `.Alian` one.
    func testACaseThatShouldDisplayTurnsOffIsNoScreen() throws {
        try write("App/Strip.swift", """
        import UIKit
        import DZNEmptyDataSet
        extension StripViewModel: DZNEmptyDataSetSource {
            func descriptionForEmptyDataSet(scrollView: UIScrollView!) -> NSAttributedString! {
                return NSAttributedString(string: R.string.localizable.emptyProposedSinglesMessage())
            }
        }
        extension StripViewModel: DZNEmptyDataSetDelegate {
            func emptyDataSetShouldFadeIn(scrollView: UIScrollView!) -> Bool {
                return true
            }
            func emptyDataSetShouldDisplay(scrollView: UIScrollView!) -> Bool {
                return isEmpty() && type == .Alian
            }
        }
        protocol ListModel { func isEmpty() -> Bool }
        class StripViewModel: NSObject, ListModel {
            var items: [String] = []
            let type: Own
            init(type: Own) { self.type = type }
            enum Own {
                case Mine
                case Alian
            }
        }
        """)
        let found = try screensAsImported()
        XCTAssertEqual(found.map(\.name), ["StripViewModel-alian"])
        XCTAssertNotEqual(found.first?.template["shouldDisplay"], .bool(false))
    }
}
