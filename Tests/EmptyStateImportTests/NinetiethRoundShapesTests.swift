import EmptyStateImport
import EmptyStateModel
import Foundation
import XCTest

/// Shapes of round ninety's apps and of earlier rounds' leads, written here.
final class NinetiethRoundShapesTests: SourceFolderTestCase {
    /// A plain data source object whose methods switch on its `state` (GitOSC's `DataSetObject`),
    /// made by controllers that assign the state and a text beside it: each maker is a screen per
    /// state it assigns, with its text; a state that draws nothing is none; the object's own
    /// fallbacks (`_x ? _x : default`) hold where no maker sets the property.
    func testAStateSetDataSourceObjectIsDrawnPerStateItsMakersAssign() throws {
        try write("App/DataSetObject.h", """
        #import <UIKit/UIKit.h>
        typedef NS_ENUM(NSInteger, netWorkingState) { loadingState, noDataState, netWorkingErrorState, emptyViewState };
        @interface DataSetObject : NSObject <DZNEmptyDataSetSource>
        @property (nonatomic, assign) netWorkingState state;
        @property (nonatomic, copy) NSString *respondString;
        @property (nonatomic, strong) UIImage *emptyDefaultImage;
        - (instancetype)initWithSuperScrollView:(UIScrollView *)sv;
        @end
        """)
        try write("App/DataSetObject.m", """
        #import "DataSetObject.h"
        @implementation DataSetObject
        - (instancetype)initWithSuperScrollView:(UIScrollView *)sv {
            self = [super init];
            if (self) { sv.emptyDataSetSource = self; }
            return self;
        }
        - (UIImage *)imageForEmptyDataSet:(UIScrollView *)scrollView {
            if (_state == noDataState) {
                return _emptyDefaultImage?_emptyDefaultImage:[UIImage imageNamed:@"page_icon_empty"];
            } else if (_state == netWorkingErrorState) {
                return [UIImage imageNamed:@"page_icon_network"];
            } else if (_state == emptyViewState) {
                return [UIImage new];
            }
            return nil;
        }
        - (NSAttributedString *)descriptionForEmptyDataSet:(UIScrollView *)scrollView {
            NSString *text;
            if (_state == loadingState) {
                text = @"Loading...";
            } else if (_state == noDataState) {
                text = _respondString?_respondString:@"No data";
            } else if (_state == netWorkingErrorState) {
                text = @"No network";
            } else if (_state == emptyViewState) {
                text = @"";
            }
            return [[NSAttributedString alloc] initWithString:text attributes:nil];
        }
        @end
        """)
        try write("App/FilesController.m", """
        #import "DataSetObject.h"
        @interface FilesController : UITableViewController
        @property (nonatomic, strong) DataSetObject *emptyDataSet;
        @end
        @implementation FilesController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.emptyDataSet = [[DataSetObject alloc] initWithSuperScrollView:self.tableView];
            self.emptyDataSet.state = emptyViewState;
        }
        - (void)load:(BOOL)failed files:(NSArray *)files {
            if (failed) {
                self.emptyDataSet.state = netWorkingErrorState;
            } else if (files.count == 0) {
                self.emptyDataSet.state = noDataState;
                self.emptyDataSet.respondString = @"No files yet";
            } else if (files == nil) {
                self.emptyDataSet.respondString = @"No access";
                self.emptyDataSet.state = noDataState;
            }
        }
        @end
        """)
        let screens = try screensAsImported()
        XCTAssertEqual(screens.map(\.name).sorted(), ["FilesController-networkingerrorstate", "FilesController-nodatastate",
                                                      "FilesController-nodatastate-2"],
                       "a screen per state the maker assigns (each text its own), none for the object itself or the state that draws nothing")
        XCTAssertTrue(screens.allSatisfy { $0.file.hasSuffix("FilesController.m") && $0.line == 8 }, "\(screens.map { ($0.file, $0.line) })")
        let descriptions = screens.map { shownText($0.template["description"]) }
        XCTAssertEqual(Set(descriptions), ["No network", "No files yet", "No access"], "\(descriptions)")
        let empty = try XCTUnwrap(screens.first { $0.name == "FilesController-nodatastate" }?.template)
        XCTAssertEqual(empty["image"]?["name"], .string("page_icon_empty"), "the object's own image where no maker sets one: \(empty)")
        XCTAssertNil(empty["variants"], "the text set beside the state is the screen's, not a variant: \(empty)")
    }
}

extension NinetiethRoundShapesTests {
    /// EmptyDataSet-Swift's closure configured in a method that prepares its title first, by a
    /// Boolean parameter (Budphy's `settingEmptyDataSet(isLoading:)`), inside `if let self = self`
    /// (pos-ios), with an upper-case constant made localized (`StringConstants.K_Loading.localized`)
    /// and an image through the app's resizing helper: a screen per value of the parameter, each
    /// with its text, and the image the helper is given.
    func testAClosureConfiguredInAMethodIsReadWithTheMethodsStatementsPerFlag() throws {
        try write("App/en.lproj/Localizable.strings", """
        "K_Loading" = "Loading all your favorites";
        """)
        try write("App/StringConstants.swift", """
        import Foundation
        struct StringConstants {
            static let K_Loading = "K_Loading"
        }
        extension String {
            var localized: String { NSLocalizedString(self, tableName: nil, bundle: Bundle.main, value: "", comment: "") }
        }
        extension UIImage {
            static func resizeImage(image: UIImage, targetSize: CGSize) -> UIImage { image }
        }
        """)
        try write("App/FriendsVC.swift", """
        import UIKit
        import EmptyDataSet_Swift
        class FriendsVC: UIViewController {
            @IBOutlet weak var tableView: UITableView!
            override func viewDidLoad() {
                super.viewDidLoad()
                settingEmptyDataSet()
            }
            func loaded() { settingEmptyDataSet(isLoading: false) }
            func settingEmptyDataSet(isLoading: Bool = true) {
                var placeholder = ""
                if isLoading {
                    placeholder = StringConstants.K_Loading.localized
                } else {
                    placeholder = "No Friends Found"
                }
                let myAttrString = NSAttributedString(string: placeholder, attributes: nil)
                self.tableView.emptyDataSetView { [weak self] view in
                    if let `self` = self {
                        view.titleLabelString(myAttrString)
                            .image(UIImage.resizeImage(image: UIImage(named: "no_friends")!, targetSize: CGSize(width: 300, height: 200)))
                            .didTapContentView { self.loaded() }
                    }
                }
            }
        }
        """)
        let screens = try screensAsImported()
        XCTAssertEqual(screens.map(\.name).sorted(), ["FriendsVC-isloading", "FriendsVC-notisloading"], "\(screens.map(\.name))")
        let loading = try XCTUnwrap(screens.first { $0.name == "FriendsVC-isloading" }?.template)
        XCTAssertEqual(loading["title"]?["key"], .string("K_Loading"), "\(loading)")
        let empty = try XCTUnwrap(screens.first { $0.name == "FriendsVC-notisloading" }?.template)
        XCTAssertEqual(shownText(empty["title"]), "No Friends Found", "\(empty)")
        XCTAssertEqual(empty["image"]?["name"], .string("no_friends"), "\(empty)")
        XCTAssertEqual(empty["image"]?["maxSize"], .list([.number(300), .number(200)]), "drawn within the size it is resized to: \(empty)")
    }

    /// A multiplatform target's synchronized folder builds some files for the Mac or the TV only
    /// (`platformFiltersByRelativePath`, SwiftTube's player views): they are no part of the iPhone app.
    func testAFileASynchronizedFolderBuildsOnlyForOtherPlatformsIsNotRead() throws {
        try write("App/App.xcodeproj/project.pbxproj", """
        // !$*UTF8*$!
        {
            objects = {
                EEEEEEEEEEEEEEEEEEEEEE01 /* Exceptions for "App" folder in "App" target */ = {
                    isa = PBXFileSystemSynchronizedBuildFileExceptionSet;
                    membershipExceptions = (
                        Info.plist,
                    );
                    platformFiltersByRelativePath = {
                        Player/PlayerIos.swift = (ios, xros, );
                        Player/PlayerMac.swift = (macos, );
                    };
                    target = BBBBBBBBBBBBBBBBBBBBBB01 /* App */;
                };
                AAAAAAAAAAAAAAAAAAAAAA01 /* App */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (EEEEEEEEEEEEEEEEEEEEEE01 /* Exceptions for "App" folder in "App" target */, ); explicitFileTypes = {}; explicitFolders = (); path = Sources; sourceTree = "<group>"; };
                BBBBBBBBBBBBBBBBBBBBBB01 /* App */ = {
                    isa = PBXNativeTarget;
                    fileSystemSynchronizedGroups = (
                        AAAAAAAAAAAAAAAAAAAAAA01 /* App */,
                    );
                    name = App;
                    productType = "com.apple.product-type.application";
                };
            };
        }
        """)
        for platform in ["Ios", "Mac"] {
            try write("App/Sources/Player/Player\(platform).swift", """
            import SwiftUI
            struct Player\(platform): View {
                var body: some View {
                    ContentUnavailableView("Can't Play This Video", systemImage: "exclamationmark.triangle")
                }
            }
            """)
        }
        let names = try screensAsImported().map(\.name)
        XCTAssertEqual(names, ["PlayerIos"], "\(names)")
    }

    /// Two enums with a `.failed(String)` case, each made by its own view model in two ways (a
    /// text, and a caught error's message): a switch's `case .failed(let message)` shows its own
    /// enum's text, with a variant for the other way (TrafficVienna's stations and alerts).
    func testACasePayloadMadeInSeveralWaysIsAVariantPerWayOfItsOwnEnum() throws {
        for name in ["Station", "Alerts"] {
            try write("App/\(name)State.swift", "enum \(name)State: Hashable { case loading; case failed(String) }\n")
            try write("App/\(name)Model.swift", """
            import Observation
            @Observable final class \(name)Model {
                private(set) var state: \(name)State = .loading
                func load(number: Int?) { if number == nil { state = .failed("No \(name) data") } }
                func failed(_ error: Error) { state = .failed(error.localizedDescription) }
            }
            """)
            try write("App/\(name)View.swift", """
            import SwiftUI
            struct \(name)View: View {
                @Bindable var viewModel: \(name)Model
                var body: some View {
                    switch viewModel.state {
                    case .loading: ProgressView()
                    case .failed(let message):
                        ContentUnavailableView {
                            Label("\(name) unavailable", systemImage: "wifi.exclamationmark")
                        } description: {
                            Text(message)
                        }
                    }
                }
            }
            """)
        }
        let screens = try screensAsImported()
        for name in ["Station", "Alerts"] {
            let failed = try XCTUnwrap(screens.first { $0.name == "\(name)View-failed" }?.template, "\(screens.map(\.name))")
            XCTAssertEqual(shownText(failed["description"]), "No \(name) data", "\(failed)")
            let variants = failed["variants"]
            XCTAssertNotNil(variants?["failed2"]?["description"], "the error's way is a variant: \(failed)")
            XCTAssertFalse("\(failed)".contains(name == "Station" ? "No Alerts data" : "No Station data"), "another enum's text: \(failed)")
        }
    }

    /// A data source cell with a subclass that overrides its texts, which the app also registers
    /// as it is (InstaChain's followers and followings pages): both are screens; without the
    /// registration, the base is only its subclass's common part.
    func testADataSourceWithASubclassThatTheAppAlsoMakesItselfIsAScreen() throws {
        try write("App/FollowerCell.swift", """
        import UIKit
        import DZNEmptyDataSet
        class FollowerCell: UICollectionViewCell, DZNEmptyDataSetSource {
            lazy var collectionView: UICollectionView = {
                let cv = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                cv.emptyDataSetSource = self
                return cv
            }()
            func title(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! {
                NSAttributedString(string: "No followers right now.")
            }
        }
        """)
        try write("App/FollowingCell.swift", """
        import UIKit
        class FollowingCell: FollowerCell {
            override func title(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! {
                NSAttributedString(string: "No followings right now.")
            }
        }
        """)
        let controller = """
        import UIKit
        class ProfileController: UICollectionViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                collectionView.register(FollowingCell.self, forCellWithReuseIdentifier: "following")
                REGISTER
            }
        }
        """
        try write("App/ProfileController.swift", controller.replacingOccurrences(of: "REGISTER", with: ""))
        XCTAssertEqual(try screensAsImported().map(\.name).sorted(), ["FollowingCell"])
        try write("App/ProfileController.swift", controller.replacingOccurrences(
            of: "REGISTER", with: "collectionView.register(FollowerCell.self, forCellWithReuseIdentifier: \"followers\")"))
        XCTAssertEqual(try screensAsImported().map(\.name).sorted(), ["FollowerCell", "FollowingCell"])
    }

    /// A type's static function that returns one of two named images by an `if` on the app's own
    /// setting (InstaChain's `DarkModeManager.getEmptyPostImage()`), declared in another file:
    /// the screen's image, with a variant for the other branch named after its condition.
    func testAStaticImageFunctionChoosingByAConditionIsAVariant() throws {
        try write("App/DarkModeManager.swift", """
        import UIKit
        enum AssetName: String {
            case emptyPost = "picture"
            case emptyPostDark = "picture (2)"
        }
        class DarkModeManager {
            static func isDarkMode() -> Bool { UserDefaults.standard.bool(forKey: "isDarkMode") }
            static func getEmptyPostImage() -> UIImage? {
                if isDarkMode() {
                    return UIImage(named: AssetName.emptyPostDark.rawValue)
                } else {
                    return UIImage(named: AssetName.emptyPost.rawValue)
                }
            }
        }
        """)
        try write("App/HomeController.swift", """
        import UIKit
        import DZNEmptyDataSet
        class HomeController: UICollectionViewController, DZNEmptyDataSetSource {
            override func viewDidLoad() {
                super.viewDidLoad()
                collectionView.emptyDataSetSource = self
            }
            func image(forEmptyDataSet scrollView: UIScrollView!) -> UIImage! {
                DarkModeManager.getEmptyPostImage()
            }
            func title(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! {
                NSAttributedString(string: "No posts right now.")
            }
        }
        """)
        let home = try XCTUnwrap(try screensAsImported().first { $0.name == "HomeController" }?.template)
        XCTAssertEqual(home["image"]?["name"], .string("picture"), "\(home)")
        XCTAssertEqual(home["variants"]?["isDarkMode"]?["image"]?["name"], .string("picture (2)"), "\(home)")
    }
}

