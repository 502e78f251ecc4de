import EmptyStateImport
import EmptyStateModel
import Foundation
import XCTest

/// Shapes of round seventy-five's apps: HuiJingXueTang's lists that override their base's
/// methods but draw its offline case, 2fauth-companion's error enum given to a view function,
/// autorota's preview that passes its format on to its own function.
final class SeventyFifthRoundShapesTests: SourceFolderTestCase {
    private func baseController(_ onlineText: String, image: String) -> String {
        """
        - (NSAttributedString *)descriptionForEmptyDataSet:(UIScrollView *)scrollView {
            NSString *text = @"";
            if ([UserInfoSingleObject shareInstance].networkStatus == NotReachable) {
                text = @"网络好像出了点问题";
            } else {
                text = @"\(onlineText)";
            }
            return [[NSAttributedString alloc] initWithString:text attributes:nil];
        }
        - (UIImage *)imageForEmptyDataSet:(UIScrollView *)scrollView {
            if ([UserInfoSingleObject shareInstance].networkStatus == NotReachable) {
                return [UIImage imageNamed:@"网络问题空白页"];
            }
            return [UIImage imageNamed:@"\(image)"];
        }
        """
    }

    /// A subclass that overrides its base's methods is a screen of its own in every case, the
    /// offline one included though it draws as the base's; one that overrides nothing is the
    /// base's screens (data/real-apps/README.md, "Subclasses of a data source").
    func testASubclassThatOverridesIsItsOwnScreenInEveryCaseEvenOneDrawnAsItsBase() throws {
        try write("App/Reachability.h", "typedef enum : NSInteger { NotReachable = 0, ReachableViaWiFi, ReachableViaWWAN } NetworkStatus;")
        try write("App/UserInfoSingleObject.h", """
        #import "Reachability.h"
        @interface UserInfoSingleObject : NSObject
        + (instancetype)shareInstance;
        @property (nonatomic, assign) NetworkStatus networkStatus;
        @end
        """)
        try write("App/BaseTableViewController.h", "@interface BaseTableViewController : UIViewController <DZNEmptyDataSetSource>\n@end")
        try write("App/BaseTableViewController.m", """
        #import "BaseTableViewController.h"
        #import "UserInfoSingleObject.h"
        @implementation BaseTableViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.tableView.emptyDataSetSource = self;
        }
        \(baseController("暂无相关数据", image: "暂无数据空白页"))
        @end
        """)
        try write("App/HJOnLiveViewController.h", "#import \"BaseTableViewController.h\"\n@interface HJOnLiveViewController : BaseTableViewController\n@end")
        try write("App/HJOnLiveViewController.m", """
        #import "HJOnLiveViewController.h"
        #import "UserInfoSingleObject.h"
        @implementation HJOnLiveViewController
        \(baseController("暂无相关直播", image: "老师详情直播空"))
        @end
        """)
        try write("App/HJPlainViewController.h", "#import \"BaseTableViewController.h\"\n@interface HJPlainViewController : BaseTableViewController\n@end")
        try write("App/HJPlainViewController.m", """
        #import "HJPlainViewController.h"
        @implementation HJPlainViewController
        - (void)viewDidAppear:(BOOL)animated { [super viewDidAppear:animated]; }
        @end
        """)
        let found = try screensAsImported()
        let shown = Dictionary(grouping: found, by: { $0.className ?? $0.name }).mapValues { $0.map { shownText($0.template["description"]) ?? "-" }.sorted() }
        XCTAssertEqual(shown, ["BaseTableViewController": ["暂无相关数据", "网络好像出了点问题"],
                               "HJOnLiveViewController": ["暂无相关直播", "网络好像出了点问题"]], "\(found.map(\.name))")
    }

    /// A view function given the app's own error enum (not any `Error`) shows its message per
    /// case: each case a variant, a case's bound value (`.network(let reason)`) the run time's,
    /// and the button its condition on the case picks.
    func testAnErrorEnumGivenToAViewFunctionIsAScreenPerCase() throws {
        try write("App/AddAccountError.swift", """
        import Foundation
        enum AddAccountError: Error, Equatable, LocalizedError {
            case invalidURI
            case network(String)
            case server(Int)
            case createdButNotCached

            var errorDescription: String? {
                switch self {
                case .invalidURI:
                    String(localized: "add_account.error.invalid_uri")
                case .network(let reason):
                    String.localizedStringWithFormat(String(localized: "add_account.error.network"), reason)
                case .server(let statusCode):
                    String.localizedStringWithFormat(String(localized: "add_account.error.server"), statusCode)
                case .createdButNotCached:
                    String(localized: "add_account.error.created_not_cached")
                }
            }
        }
        """)
        try write("App/AddAccountView.swift", """
        import SwiftUI
        struct AddAccountView: View {
            enum Phase { case scanner; case failed(AddAccountError) }
            @State private var phase: Phase = .scanner
            var body: some View {
                switch phase {
                case .scanner: Text("Scan")
                case .failed(let error): errorView(error)
                }
            }
            private func errorView(_ error: AddAccountError) -> some View {
                ContentUnavailableView {
                    Label("Could Not Add Account", systemImage: "exclamationmark.triangle")
                } description: {
                    Text(error.localizedDescription)
                } actions: {
                    if error == .createdButNotCached {
                        Button("Done") { }
                    } else {
                        Button("Scan Again") { }
                    }
                }
            }
        }
        """)
        try write("App/en.lproj/Localizable.strings", """
        "add_account.error.invalid_uri" = "The scanned QR code is not a valid OTP authentication URI.";
        "add_account.error.network" = "Could not reach the server: %@";
        "add_account.error.server" = "The server returned an error (%d).";
        "add_account.error.created_not_cached" = "The account was added to the server.";
        """)
        let found = try screensAsImported()
        XCTAssertEqual(found.count, 1, "\(found.map(\.name))")
        let template = try XCTUnwrap(found.first?.template)
        XCTAssertEqual(shownText(template["description"]), "add_account.error.invalid_uri", "\(template)")
        XCTAssertEqual(shownText(template["button"]?["title"]), "Scan Again")
        let variants = try XCTUnwrap(template["variants"])
        XCTAssertEqual(shownText(variants["errorIsNetwork"]?["description"]), "add_account.error.network")
        XCTAssertEqual(variants["errorIsServer"]?["description"]?["args"], .list([.string("⟨statusCode⟩")]))
        XCTAssertEqual(shownText(variants["errorIsCreatedButNotCached"]?["description"]), "add_account.error.created_not_cached")
        XCTAssertEqual(shownText(variants["errorIsCreatedButNotCached"]?["button"]?["title"]), "Done")
        XCTAssertNil(variants["errorIsNetwork"]?["button"], "the network error keeps Scan Again")
    }

    /// A view that passes its callers' format on to a function of its own (the function's
    /// unsupported-format screen) draws its other screens at each call too: one from its own
    /// state (`if let setupError`) and a fixed one.
    func testAViewPassingItsFormatOnDrawsItsOtherScreensAtItsCalls() throws {
        try write("App/Preview.swift", """
        import SwiftUI
        struct Preview: View {
            let title: String
            let format: String
            @State private var setupError: String?
            var body: some View {
                NavigationStack {
                    Group {
                        if let setupError {
                            ContentUnavailableView("Preview failed", systemImage: "doc.text.magnifyingglass", description: Text(setupError))
                        } else {
                            body(for: format)
                        }
                    }
                    .navigationTitle(title)
                }
            }
            @ViewBuilder
            private func body(for format: String) -> some View {
                switch format {
                case "md": Text("Markdown")
                case "pdf": decodeFailed
                default:
                    ContentUnavailableView("Unsupported format", systemImage: "doc", description: Text("No preview for .\\(format)"))
                }
            }
            private var decodeFailed: some View {
                ContentUnavailableView("Preview failed", systemImage: "doc.text.magnifyingglass", description: Text("Could not decode binary payload."))
            }
        }
        """)
        try write("App/Sheet.swift", """
        import SwiftUI
        struct Sheet: View {
            struct Payload: Identifiable { let id = 1; let title: String; let format: String }
            @State private var payload: Payload?
            var body: some View {
                Text("Export").sheet(item: $payload) { payload in
                    Preview(title: payload.title, format: payload.format)
                }
            }
        }
        """)
        let found = try screensAsImported()
        let described = found.map { "\(shownText($0.template["title"]) ?? "-"): \(shownText($0.template["description"]) ?? "-")" }.sorted()
        XCTAssertEqual(described, ["Preview failed: Could not decode binary payload.", "Preview failed: ⟨setupError⟩",
                                   "Unsupported format: No preview for .%@"], "\(found.map(\.name))")
        XCTAssertTrue(found.allSatisfy { $0.file.hasSuffix("Sheet.swift") }, "\(found.map(\.file))")
    }

    /// wowdsgn's base controller adopts DZN's protocols; its subclasses are sources where code
    /// sets `emptyDataSetSource = self`, or where a storyboard's outlet points to their scene.
    /// One that overrides the base's title but that nothing makes a source draws nothing.
    func testAStoryboardOutletMakesOnlyItsScenesClassASource() throws {
        try write("App/BaseController.swift", """
        import UIKit
        class BaseController: UIViewController, DZNEmptyDataSetSource {
            func title(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! {
                NSAttributedString(string: "暂无数据")
            }
        }
        """)
        try write("App/BrandListController.swift", """
        import UIKit
        class BrandListController: BaseController {
            @IBOutlet var tableView: UITableView!
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.emptyDataSetSource = self
            }
        }
        """)
        try write("App/OrderController.swift", """
        import UIKit
        class OrderController: BaseController {
            override func title(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! {
                NSAttributedString(string: "暂无订单")
            }
        }
        """)
        try write("App/CouponController.swift", """
        import UIKit
        class CouponController: BaseController {
            override func title(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! {
                NSAttributedString(string: "没有优惠券哦~")
            }
        }
        """)
        try write("App/User.storyboard", """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController storyboardIdentifier="OrderController" id="bUw-c8-WE1" customClass="OrderController" customModule="App" sceneMemberID="viewController">
                            <view key="view" id="v1">
                                <subviews>
                                    <tableView id="t1">
                                        <connections>
                                            <outlet property="emptyDataSetSource" destination="bUw-c8-WE1" id="Yaq-B8-uld"/>
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
        let titles = try screensAsImported().compactMap { shownText($0.template["title"]) }.sorted()
        XCTAssertEqual(titles, ["暂无数据", "暂无订单"])
    }

    private func writeEmptyXib(_ path: String, className: String) throws {
        try write(path, """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="iN0-l3-epB" customClass="\(className)">
                    <subviews>
                        <imageView image="favoritrEmpty" id="k4Y-zq-DaN"/>
                        <label text="欢迎加入尖叫设计" id="iGp-2D-Wao">
                            <fontDescription key="fontDescription" type="boldSystem" pointSize="16"/>
                            <color key="textColor" red="0.5" green="0.5" blue="0.5" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        </label>
                        <label text="Hidden" hidden="YES" id="hid-de-n00"/>
                        <label text="" id="Y2P-PW-7Uq">
                            <fontDescription key="fontDescription" type="system" pointSize="12"/>
                        </label>
                    </subviews>
                    <connections>
                        <outlet property="lbEmpty" destination="Y2P-PW-7Uq" id="out-le-t01"/>
                    </connections>
                </view>
            </objects>
        </document>
        """)
    }

    private func font(_ value: TemplateValue?) -> TemplateValue? { value?["font"] }

    /// A DZN custom view loaded from the app's xib, in Swift and in Objective-C: the xib's first
    /// label is the title (with its font and color), the next shown one the description (its
    /// text the one the code gives its outlet), its image view the image; a hidden label is not
    /// drawn.
    func testACustomViewLoadedFromTheAppsXibShowsItsLabelsAndImage() throws {
        try writeEmptyXib("App/Views/FavoriteEmpty.xib", className: "FavoriteEmpty")
        try write("App/Views/FavoriteEmpty.swift", "import UIKit\nclass FavoriteEmpty: UIView { @IBOutlet weak var lbEmpty: UILabel! }")
        try write("App/FavDesigner.swift", """
        import UIKit
        class FavDesigner: UIViewController, DZNEmptyDataSetSource {
            @IBOutlet var collectionView: UICollectionView!
            override func viewDidLoad() {
                super.viewDidLoad()
                collectionView.emptyDataSetSource = self
            }
            func customViewForEmptyDataSet(_ scrollView: UIScrollView!) -> UIView! {
                let view = Bundle.main.loadNibNamed(String(describing: FavoriteEmpty.self), owner: self, options: nil)?.last as! FavoriteEmpty
                view.lbEmpty.text = "去收藏您喜欢的单品"
                return view
            }
        }
        """)
        try write("App/PraiseViewController.m", """
        #import "UIScrollView+EmptyDataSet.h"
        @interface PraiseViewController : UIViewController <DZNEmptyDataSetSource>
        @end
        @implementation PraiseViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.tableView.emptyDataSetSource = self;
        }
        - (UIView *)customViewForEmptyDataSet:(UIScrollView *)scrollView {
            FavoriteEmpty *view = [[[NSBundle mainBundle] loadNibNamed:@"FavoriteEmpty" owner:self options:nil] lastObject];
            view.lbEmpty.text = @"还没有点赞";
            return view;
        }
        - (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)scrollView {
            return [[NSAttributedString alloc] initWithString:@"not shown: the custom view replaces it"];
        }
        @end
        """)
        let found = try screensAsImported()
        XCTAssertEqual(found.count, 2, "\(found.map(\.name))")
        for screen in found {
            let template = screen.template
            XCTAssertNil(template["customViewNib"], "\(template)")
            XCTAssertEqual(shownText(template["title"]), "欢迎加入尖叫设计", "\(screen.name)")
            XCTAssertEqual(font(template["title"]), .map([TemplateEntry("size", .number(16)), TemplateEntry("weight", .string("bold"))]))
            XCTAssertEqual(template["title"]?["color"], .string("#808080"))
            XCTAssertEqual(template["image"]?["name"], .string("favoritrEmpty"))
            XCTAssertEqual(shownText(template["description"]), screen.name.hasPrefix("Fav") ? "去收藏您喜欢的单品" : "还没有点赞", "\(template)")
            XCTAssertEqual(font(template["description"]), .map([TemplateEntry("size", .number(12))]))
        }
    }

    /// A xib the app does not have: the screen keeps the other methods' content and says why.
    func testACustomViewOfAMissingXibSaysSo() throws {
        try write("App/Lonely.swift", """
        import UIKit
        class Lonely: UIViewController, DZNEmptyDataSetSource {
            @IBOutlet var tableView: UITableView!
            override func viewDidLoad() { super.viewDidLoad(); tableView.emptyDataSetSource = self }
            func title(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! { NSAttributedString(string: "Nothing here") }
            func customView(forEmptyDataSet scrollView: UIScrollView!) -> UIView! {
                UINib(nibName: "GoneView", bundle: nil).instantiate(withOwner: nil, options: nil).first as? UIView
            }
        }
        """)
        let found = try screensAsImported()
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(shownText(found.first?.template["title"]), "Nothing here")
        XCTAssertNil(found.first?.template["customViewNib"])
        XCTAssertTrue(found.first?.warnings.contains { $0.contains("'GoneView.xib' is not read") } == true, "\(found.first?.warnings ?? [])")
    }

    /// MoweeSwiftUI's own `ContentUnavailableView` initializer, in another file: a call with its
    /// labels is the `self.init(…)` it makes, with the config's static preset the call names.
    func testTheAppsOwnContentUnavailableViewInitializerIsTheCallItMakes() throws {
        try write("App/EmptyStateConfig.swift", """
        import SwiftUI
        struct EmptyStateConfig {
            let title: String
            let systemImage: String
            let description: String
        }
        extension EmptyStateConfig {
            static var search = Self(title: "No results found", systemImage: "film.stack", description: "Try adjusting your search or filters")
            static var watchlist = Self(title: "Your watchlist is empty", systemImage: "bookmark.slash", description: "Movies you add will appear here")
        }
        extension ContentUnavailableView where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
            init(_ config: EmptyStateConfig) {
                self.init(config.title, systemImage: config.systemImage, description: Text(config.description))
            }
        }
        """)
        try write("App/SearchResultsView.swift", """
        import SwiftUI
        struct SearchResultsView: View {
            let results: [String]
            var body: some View {
                if results.isEmpty {
                    ContentUnavailableView(.search)
                } else {
                    List(results, id: \\.self) { Text($0) }
                }
            }
        }
        struct WatchlistView: View {
            var body: some View { ContentUnavailableView(EmptyStateConfig.watchlist) }
        }
        """)
        let found = try screensAsImported()
        let shown = Dictionary(uniqueKeysWithValues: found.map { screen in
            (screen.name, "\(shownText(screen.template["title"]) ?? "-") | \(shownText(screen.template["description"]) ?? "-") | \(shownText(screen.template["image"]?["systemName"]) ?? "-")")
        })
        XCTAssertEqual(shown, ["SearchResultsView": "No results found | Try adjusting your search or filters | film.stack",
                               "WatchlistView": "Your watchlist is empty | Movies you add will appear here | bookmark.slash"], "\(found.map(\.template))")
    }
}
