import EmptyStateImport
import EmptyStateModel
import Foundation
import XCTest

/// Shapes of round eighty-nine's apps, written here.
final class EightyNinthRoundShapesTests: SourceFolderTestCase {
    /// A base view model's DZN methods colour their title with an app constant declared in a
    /// third file (Touqiu's `App_Theme_999999_Color`); subclasses that override nothing of the
    /// empty state read it as the base does, so they are the base's screen, not one each.
    func testSubclassesReadTheirAncestorsAppConstants() throws {
        try write("App/Theme.swift", """
        import UIKit
        let App_Theme_999999_Color = UIColor(red: 0.6, green: 0.6, blue: 0.6, alpha: 1)
        """)
        try write("App/BaseViewModel.swift", """
        import UIKit
        import DZNEmptyDataSet
        class BaseViewModel: NSObject {
            var netStatus = true
            func tapViewNoneData() {}
        }
        extension BaseViewModel: DZNEmptyDataSetSource {
            func title(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! {
                let text = netStatus ? "Nothing here" : "Network is down"
                return NSAttributedString(string: text, attributes: [NSAttributedString.Key.foregroundColor: App_Theme_999999_Color])
            }
        }
        """)
        try write("App/AboutViewModel.swift", """
        import UIKit
        class AboutViewModel: BaseViewModel {
            override func tapViewNoneData() { print("reload") }
        }
        """)
        try write("App/FansViewModel.swift", """
        import UIKit
        class FansViewModel: BaseViewModel {
            override func tapViewNoneData() { print("again") }
        }
        """)
        try write("App/BaseViewController.swift", """
        import UIKit
        class BaseViewController: UIViewController {
            var tableView: UITableView!
            func bind(_ viewModel: BaseViewModel) { tableView.emptyDataSetSource = viewModel }
        }
        """)
        let names = try screensAsImported().map(\.name)
        XCTAssertEqual(names, ["BaseViewModel"], "\(names)")
    }

    /// `viewModel.type.rawValue` where the view model's `type` is one enum and another type's
    /// `type` another (My WatchList): the view model's enum, a screen per case.
    func testAViewModelsEnumPropertyIsKnownByTheViewModelsType() throws {
        try write("App/MediaListVC.swift", """
        import UIKit
        enum UserMediaType: String {
            case movies
            case tv
        }
        enum TMDBType: String {
            case movie
            case show
        }
        final class MediaViewModel {
            let type: UserMediaType
            var items: [Int] = []
            init(type: UserMediaType) { self.type = type }
        }
        final class DetailsVC: UIViewController {
            private let type: TMDBType = .movie
        }
        final class MediaListVC: UIViewController {
            let viewModel: MediaViewModel
            init(viewModel: MediaViewModel) { self.viewModel = viewModel; super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { fatalError() }
            override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
                if viewModel.items.isEmpty {
                    var emptyView = UIContentUnavailableConfiguration.empty()
                    emptyView.text = "Empty"
                    emptyView.secondaryText = "You can add any \\(viewModel.type.rawValue)"
                    contentUnavailableConfiguration = emptyView
                } else {
                    contentUnavailableConfiguration = nil
                }
            }
        }
        """)
        let text = try screensAsImported().map { "\($0.template)" }.joined(separator: "\n")
        XCTAssertTrue(text.contains("You can add any movies"), text)
        XCTAssertTrue(text.contains("You can add any tv"), text)
        XCTAssertFalse(text.contains("⟨"), text)
    }

    /// `super.title(forEmptyDataSet:)` in a subclass's override (ziping) is the superclass's
    /// title for the same case.
    func testASuperCallInAnOverrideReadsTheSuperclasssMethod() throws {
        try write("App/BaseTableViewController.swift", """
        import UIKit
        import DZNEmptyDataSet
        enum LoadStatus { case emptyData, networkBad }
        class BaseTableViewController: UITableViewController, DZNEmptyDataSetSource {
            var status: LoadStatus = .emptyData
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.emptyDataSetSource = self
            }
            func title(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
                switch status {
                case .emptyData: return NSAttributedString(string: "No data")
                case .networkBad: return NSAttributedString(string: "Pull down to try again")
                }
            }
            func image(forEmptyDataSet scrollView: UIScrollView) -> UIImage? {
                switch status {
                case .emptyData: return UIImage(named: "pic_empty")
                case .networkBad: return UIImage(named: "pic_network")
                }
            }
        }
        """)
        try write("App/ChildrenViewController.swift", """
        import UIKit
        class ChildrenViewController: BaseTableViewController {
            override func title(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
                switch status {
                case .emptyData: return NSAttributedString(string: "No children in this class")
                default:
                    let text = super.title(forEmptyDataSet: scrollView)
                    return text
                }
            }
        }
        """)
        let children = try screensAsImported().filter { $0.name.hasPrefix("ChildrenViewController") }.map { "\($0.template)" }.joined(separator: "\n")
        XCTAssertTrue(children.contains("No children in this class"), children)
        XCTAssertTrue(children.contains("Pull down to try again"), children)
        XCTAssertFalse(children.contains("⟨"), children)
    }

    /// A case in which every method returns nil over a clear background (ziping's `.firstLoad`)
    /// draws nothing, though its offset is not a literal: no screen.
    func testACaseThatDrawsNothingOverAClearBackgroundIsNoScreen() throws {
        try write("App/ListViewController.swift", """
        import UIKit
        import DZNEmptyDataSet
        enum LoadStatus { case firstLoad, empty }
        class ListViewController: UITableViewController, DZNEmptyDataSetSource {
            var status: LoadStatus = .firstLoad
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.emptyDataSetSource = self
            }
            func title(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
                switch status {
                case .firstLoad: return nil
                case .empty: return NSAttributedString(string: "Nothing yet")
                }
            }
            func backgroundColor(forEmptyDataSet scrollView: UIScrollView) -> UIColor? { .clear }
            func verticalOffset(forEmptyDataSet scrollView: UIScrollView) -> CGFloat { -(UIScreen.main.bounds.height * 0.125) }
        }
        """)
        let screens = try screensAsImported()
        XCTAssertEqual(screens.count, 1, "\(screens.map(\.name))")
        XCTAssertTrue("\(screens.first?.template ?? .null)".contains("Nothing yet"))
    }
}

extension EightyNinthRoundShapesTests {
    /// Objective-C: a class whose methods return nil before the first load and `@""` after
    /// (jknOC) draws nothing: no screen. A search field's `text.length` is a variant, not the
    /// list's size (shengshengM). An image drawn into a context and taken back
    /// (`UIGraphicsGetImageFromCurrentImageContext()`, INaturalistIOS) is the image drawn.
    func testObjectiveCDrawingsAndTests() throws {
        try write("App/AlarmListVC.m", """
        #import <UIKit/UIKit.h>
        #import "UIScrollView+EmptyDataSet.h"
        @interface AlarmListVC : UITableViewController <DZNEmptyDataSetSource>
        @property (nonatomic, assign) BOOL isFirstLoading;
        @end
        @implementation AlarmListVC
        - (void)viewDidLoad { [super viewDidLoad]; self.tableView.emptyDataSetSource = self; }
        - (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)scrollView {
            if (!self.isFirstLoading) { return nil; }
            return [[NSAttributedString alloc] initWithString:@"" attributes:nil];
        }
        @end
        """)
        try write("App/WorksViewController.m", """
        #import <UIKit/UIKit.h>
        #import "UIScrollView+EmptyDataSet.h"
        @interface WorksViewController : UITableViewController <DZNEmptyDataSetSource>
        @property (nonatomic, strong) UITextField *textF;
        @end
        @implementation WorksViewController
        - (void)viewDidLoad { [super viewDidLoad]; self.tableView.emptyDataSetSource = self; }
        - (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)scrollView {
            if (self.textF.text.length != 0) {
                return [[NSAttributedString alloc] initWithString:@"Nothing found" attributes:nil];
            }
            return [[NSAttributedString alloc] initWithString:@"Post your first work" attributes:nil];
        }
        - (UIImage *)imageForEmptyDataSet:(UIScrollView *)scrollView {
            UIImage *binocs = [[UIImage imageNamed:@"binocs"] imageWithRenderingMode:UIImageRenderingModeAlwaysTemplate];
            UIGraphicsBeginImageContextWithOptions(binocs.size, NO, binocs.scale);
            [[UIColor lightGrayColor] set];
            [binocs drawInRect:CGRectMake(0, 0, binocs.size.width, binocs.size.height)];
            binocs = UIGraphicsGetImageFromCurrentImageContext();
            UIGraphicsEndImageContext();
            return binocs;
        }
        @end
        """)
        try write("App/TenantsViewController.m", """
        #import <UIKit/UIKit.h>
        #import "UIScrollView+EmptyDataSet.h"
        #import "HouseEmptyView.h"
        @interface TenantsViewController : UITableViewController <DZNEmptyDataSetSource>
        @property (nonatomic, strong) HouseEmptyView *emptyView;
        @end
        @implementation TenantsViewController
        - (void)viewDidLoad { [super viewDidLoad]; self.tableView.emptyDataSetSource = self; }
        - (UIView *)customViewForEmptyDataSet:(UIScrollView *)scrollView { return self.emptyView; }
        @end
        """)
        let screens = try screensAsImported()
        XCTAssertEqual(screens.map(\.name).sorted(), ["TenantsViewController", "WorksViewController"],
                       "a class that draws nothing is no screen; one with a custom view of its own is one")
        let works = try XCTUnwrap(screens.first { $0.name == "WorksViewController" }?.template)
        XCTAssertTrue("\(works)".contains("Nothing found"), "\(works)")
        XCTAssertTrue("\(works)".contains("Post your first work"), "\(works)")
        XCTAssertEqual(works["image"]?["name"], .string("binocs"), "\(works)")
    }
}

extension EightyNinthRoundShapesTests {
    /// An `open class` base controller's method that shows a configuration (quantuta's
    /// `showLoading()`) is drawn where its subclasses call it, a screen per call.
    func testAnOpenBaseControllersHelperIsDrawnAtItsSubclassesCalls() throws {
        try write("App/BaseViewController.swift", """
        import UIKit
        open class BaseViewController: UIViewController {
            public func showLoading() {
                contentUnavailableConfiguration = UIContentUnavailableConfiguration.loading()
                setNeedsUpdateContentUnavailableConfiguration()
            }
        }
        """)
        try write("App/LoginViewController.swift", """
        import UIKit
        final class LoginViewController: BaseViewController {
            func logIn() { showLoading() }
        }
        """)
        try write("App/QuoteViewController.swift", """
        import UIKit
        final class QuoteViewController: BaseViewController {
            func reload() { showLoading() }
        }
        """)
        let screens = try screensAsImported()
        XCTAssertEqual(Set(screens.map { ($0.file as NSString).lastPathComponent }), ["LoginViewController.swift", "QuoteViewController.swift"],
                       "\(screens.map(\.file))")
        XCTAssertTrue(screens.allSatisfy { $0.template["preset"] == .string("loading") }, "\(screens.map(\.template))")
    }
}

extension EightyNinthRoundShapesTests {
    /// ABox's helper: `extension UIScrollView { func setEmptyDataSet(title:descriptionString:image:) }`
    /// makes a data source object and hands its parameters to the object's setter method, which
    /// stores them in the properties its DZN methods read with `if let`. Each call of the helper
    /// is a screen with what it passes; what it leaves nil is the object's default; an image of
    /// the clear colour is no image.
    func testAScrollViewHelperThatConfiguresADataSourceObjectIsDrawnAtItsCalls() throws {
        try write("App/EmptyDataSet.swift", """
        import UIKit
        import DZNEmptyDataSet
        class EmptyDataSet: NSObject, DZNEmptyDataSetSource {
            var text: String?
            var descriptionString: String?
            var image: UIImage?
            func configure(scrollView: UIScrollView, text: String?, descriptionString: String?, image: UIImage?) {
                self.text = text
                self.image = image
                self.descriptionString = descriptionString
                scrollView.emptyDataSetSource = self
            }
            func title(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! {
                var text = "No data yet"
                if let t = self.text { text = t }
                return NSAttributedString(string: text)
            }
            func description(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! {
                var text = ""
                if let t = self.descriptionString { text = t }
                return NSAttributedString(string: text)
            }
            func image(forEmptyDataSet scrollView: UIScrollView!) -> UIImage! {
                var image = UIImage.imageWithColor(color: UIColor.clear)
                if let img = self.image { image = img }
                return image
            }
        }
        private var emptyDataKey = 0
        extension UIScrollView {
            var emptySet: EmptyDataSet? {
                get { objc_getAssociatedObject(self, &emptyDataKey) as? EmptyDataSet }
                set { objc_setAssociatedObject(self, &emptyDataKey, newValue, .OBJC_ASSOCIATION_RETAIN) }
            }
            func setEmptyDataSet(title: String?, descriptionString: String?, image: UIImage?) {
                self.emptySet = EmptyDataSet()
                self.emptySet?.configure(scrollView: self, text: title, descriptionString: descriptionString, image: image)
            }
        }
        """)
        try write("App/FolderViewController.swift", """
        import UIKit
        class FolderViewController: UITableViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                self.tableView.setEmptyDataSet(title: nil, descriptionString: nil, image: UIImage(named: "file-storage"))
            }
        }
        """)
        try write("App/CertificatesViewController.swift", """
        import UIKit
        class CertificatesViewController: UITableViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.setEmptyDataSet(title: "No certificates", descriptionString: "Import one from Files", image: nil)
            }
        }
        """)
        let screens = try screensAsImported()
        let folder = try XCTUnwrap(screens.first { $0.name == "FolderViewController" }?.template, "\(screens.map(\.name))")
        XCTAssertEqual(shownText(folder["title"]), "No data yet", "\(folder)")
        XCTAssertEqual(folder["image"]?["name"], .string("file-storage"), "\(folder)")
        let certificates = try XCTUnwrap(screens.first { $0.name == "CertificatesViewController" }?.template, "\(screens.map(\.name))")
        XCTAssertEqual(shownText(certificates["title"]), "No certificates", "\(certificates)")
        XCTAssertEqual(shownText(certificates["description"]), "Import one from Files", "\(certificates)")
        XCTAssertNil(certificates["image"], "an image of the clear colour is none: \(certificates)")
        XCTAssertFalse("\(screens.map(\.template))".contains("⟨"), "\(screens.map(\.template))")
    }
}
