import EmptyStateImport
import EmptyStateModel
import Foundation
import XCTest

/// Shapes of round ninety-one's apps, written here.
final class NinetyFirstRoundShapesTests: SourceFolderTestCase {
    /// An app's helper in another file that dresses the text it is given (SweptNear's
    /// `Utils.getAttributedString(text:)`, a local of attributes and a `return
    /// NSAttributedString(string: text, attributes: …)`): its value is the literal passed, in the
    /// helper's font; a local the closure's method chooses by a condition it cannot know
    /// (`let notice = type == USER_ALL ? … : …`, declared in a nested block) is a screen with a
    /// variant for the other side.
    func testATextHelperOfAnotherFileAndALocalTernaryBeforeTheClosureAreRead() throws {
        try write("App/Utils.swift", """
        import UIKit
        class Utils {
            static func getAttributedString(text: String) -> NSAttributedString {
                let myAttribute = [NSAttributedString.Key.font: UIFont.systemFont(ofSize: 16.0)]
                return NSAttributedString(string: text, attributes: myAttribute)
            }
        }
        """)
        try write("App/ChatListViewController.swift", """
        import UIKit
        import EmptyDataSet_Swift
        class ChatListViewController: UIViewController {
            @IBOutlet weak var tableView: UITableView!
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.emptyDataSetView { view in
                    view.titleLabelString(Utils.getAttributedString(text: "No messages yet"))
                }
            }
        }
        """)
        try write("App/UsersViewController.swift", """
        import UIKit
        import EmptyDataSet_Swift
        class UsersViewController: UIViewController {
            static let USER_ALL = 0
            @IBOutlet weak var tableView: UITableView!
            func setQueryType(type: Int) {
                if tableView != nil {
                    let strNotice = type == UsersViewController.USER_ALL ? "No users yet" : "No banned users yet"
                    tableView.emptyDataSetView { view in
                        view.titleLabelString(Utils.getAttributedString(text: strNotice))
                    }
                }
            }
        }
        """)
        let screens = try screensAsImported()
        let chats = try XCTUnwrap(screens.first { $0.name == "ChatListViewController" }?.template)
        XCTAssertEqual(shownText(chats["title"]), "No messages yet", "\(chats)")
        XCTAssertEqual(chats["title"]?["font"]?["size"], .number(16), "in the helper's font: \(chats)")
        let users = try XCTUnwrap(screens.first { $0.name == "UsersViewController" }?.template)
        XCTAssertEqual(Set(shownTitles(users)), ["No users yet", "No banned users yet"], "\(users)")
    }

    /// A text helper that builds its text from what it is given (`items.joined(…)`) is not the
    /// text it is given: where it is called the title stays unknown, named.
    func testATextHelperThatComputesFromItsParameterStaysUnknown() throws {
        try write("App/Utils.swift", """
        import UIKit
        class Utils {
            static func joined(items: [String]) -> NSAttributedString {
                return NSAttributedString(string: items.joined(separator: ", "))
            }
        }
        """)
        try write("App/TagsViewController.swift", """
        import UIKit
        import EmptyDataSet_Swift
        class TagsViewController: UIViewController {
            @IBOutlet weak var tableView: UITableView!
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.emptyDataSetView { view in
                    view.titleLabelString(Utils.joined(items: ["a", "b"]))
                }
            }
        }
        """)
        let screen = try XCTUnwrap(try screensAsImported().first?.template)
        XCTAssertEqual(shownText(screen["title"]), "⟨Utils.joined(items: [\"a\", \"b\"])⟩", "\(screen)")
    }

    /// Texts a method leaves empty until conditions hold (HotTakes' `var fetMsg = ""`, set only
    /// `if featuredBtn.isSelected { if viewModel.isDataLoaded { … } }`): the screen is the first
    /// reading that draws something (here both conditions together), never the blank base.
    func testAClosureWhoseTextsNeedTwoConditionsIsTheirJointReading() throws {
        try write("App/HomeVC.swift", """
        import UIKit
        import EmptyDataSet_Swift
        class HomeVC: UIViewController {
            @IBOutlet weak var featuredTableView: UITableView!
            @IBOutlet weak var featuredBtn: UIButton!
            var viewModel: HomeVM!
            func addEmptyScreens() {
                var fetMsg = ""
                var fetIcon = UIImage()
                if featuredBtn.isSelected {
                    if viewModel.isDataLoaded {
                        fetMsg = "No Featured Events Available"
                        fetIcon = #imageLiteral(resourceName: "ic_no_event")
                    }
                }
                featuredTableView.emptyDataSetView { view in
                    view.titleLabelString(NSAttributedString(string: fetMsg))
                        .image(fetIcon)
                }
            }
        }
        """)
        let screens = try screensAsImported()
        XCTAssertEqual(screens.count, 1, "\(screens.map(\.template))")
        let home = try XCTUnwrap(screens.first?.template)
        XCTAssertEqual(shownText(home["title"]), "No Featured Events Available", "\(home)")
        XCTAssertEqual(home["image"]?["name"], .string("ic_no_event"), "\(home)")
        XCTAssertNil(home["variants"], "the blank readings are no variants: \(home)")
    }

    /// A custom view of the app's own Objective-C class (YFDemo's `DSEmptyDataCustomView`), whose
    /// `initWithFrame:` in another file builds an image view and a button: the data source's
    /// changes are drawn over what the initializer set (the image replaced, the button retitled),
    /// and a state that changes nothing shows the initializer's own.
    func testAnAppViewClassMadeAsTheCustomViewIsReadFromItsInitializer() throws {
        try write("App/EmptyView.h", """
        #import <UIKit/UIKit.h>
        @interface EmptyView : UIView
        @property (nonatomic, strong) UIView *contentView;
        @property (nonatomic, strong) UIImageView *emptyImageView;
        @property (nonatomic, strong) UIButton *button;
        @end
        """)
        try write("App/EmptyView.m", """
        #import "EmptyView.h"
        @implementation EmptyView
        - (instancetype)initWithFrame:(CGRect)frame {
            self = [super initWithFrame:frame];
            if (self) {
                self.contentView = [[UIView alloc] initWithFrame:CGRectZero];
                [self addSubview:self.contentView];
                self.emptyImageView = [[UIImageView alloc] initWithFrame:CGRectZero];
                self.emptyImageView.image = [UIImage imageNamed:@"public_loadingfailed"];
                [self.contentView addSubview:self.emptyImageView];
                _button = [UIButton buttonWithType:UIButtonTypeCustom];
                [_button setTitle:@"Reload" forState:UIControlStateNormal];
                [_button setTitleColor:[UIColor whiteColor] forState:UIControlStateNormal];
                [_button setBackgroundImage:[UIImage imageNamed:@"pill"] forState:UIControlStateNormal];
                [self.contentView addSubview:_button];
            }
            return self;
        }
        @end
        """)
        try write("App/CartController.m", """
        #import "EmptyView.h"
        typedef NS_ENUM(NSInteger, LoadStatus) { LoadStatusLoading, LoadStatusSucceeded, LoadStatusFailed };
        @interface CartController : UIViewController <DZNEmptyDataSetSource>
        @property (nonatomic, strong) UITableView *tableView;
        @property (nonatomic, assign) LoadStatus loadingStatus;
        @end
        @implementation CartController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.tableView.emptyDataSetSource = self;
        }
        - (UIView *)customViewForEmptyDataSet:(UIScrollView *)scrollView {
            if (self.loadingStatus == LoadStatusSucceeded) {
                EmptyView *emptyView = [[EmptyView alloc] initWithFrame:CGRectZero];
                emptyView.emptyImageView.image = [UIImage imageNamed:@"shopcart_emptyset"];
                [emptyView.button setTitle:@"Go shopping" forState:UIControlStateNormal];
                return emptyView;
            } else if (self.loadingStatus == LoadStatusFailed) {
                EmptyView *emptyView = [[EmptyView alloc] initWithFrame:CGRectZero];
                return emptyView;
            }
            return nil;
        }
        @end
        """)
        let screens = try screensAsImported()
        let drawn = screens.map { ($0.template["image"]?["name"], shownText($0.template["button"]?["title"]?["normal"])) }
        XCTAssertEqual(screens.count, 2, "\(screens.map(\.template))")
        XCTAssertTrue(drawn.contains { $0.0 == .string("shopcart_emptyset") && $0.1 == "Go shopping" }, "\(drawn)")
        XCTAssertTrue(drawn.contains { $0.0 == .string("public_loadingfailed") && $0.1 == "Reload" }, "\(drawn)")
        XCTAssertTrue(screens.allSatisfy { $0.template["button"]?["backgroundImage"]?["normal"]?["name"] == .string("pill") },
                      "the white title's pill is drawn behind it: \(screens.map(\.template))")
    }

    /// A data source whose only content is a spinner library's view (CheeseCounter's
    /// `NVActivityIndicatorView` as the custom view) is the app's loading view: no screen.
    func testASpinnerLibrarysViewAloneIsNoScreen() throws {
        try write("App/ShopViewController.swift", """
        import UIKit
        import DZNEmptyDataSet
        class ShopViewController: UIViewController {
            @IBOutlet weak var collectionView: UICollectionView!
            override func viewDidLoad() {
                super.viewDidLoad()
                collectionView.emptyDataSetSource = self
            }
        }
        extension ShopViewController: DZNEmptyDataSetSource {
            func customView(forEmptyDataSet scrollView: UIScrollView!) -> UIView! {
                let indicatorView = NVActivityIndicatorView(frame: CGRect(x: 0, y: 0, width: 50, height: 50), type: .ballSpinFadeLoader)
                indicatorView.startAnimating()
                return indicatorView
            }
        }
        """)
        try write("App/RankViewController.swift", """
        import UIKit
        import DZNEmptyDataSet
        class RankViewController: UIViewController {
            @IBOutlet weak var tableView: UITableView!
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.emptyDataSetSource = self
            }
        }
        extension RankViewController: DZNEmptyDataSetSource {
            func title(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! {
                NSAttributedString(string: "No ranking yet")
            }
        }
        """)
        let screens = try screensAsImported()
        XCTAssertEqual(screens.map(\.name), ["RankViewController"], "the spinner's source is no screen: \(screens.map(\.name))")
    }

    /// A `UIScrollView` helper that shows the title it is given (`title ?? ""`) and the reactive
    /// binding targets that call it (ygxq_patient's ReactiveSwift `emptyDataString`, an RxSwift
    /// `Binder`): each binding is a screen per text its signal sends, never the `nil` side; a
    /// call that gives the helper only `nil` shows nothing; the helper and the targets are no
    /// screens of their own.
    func testReactiveBindingTargetsOfAnEmptyStateHelperAreScreensWhereBound() throws {
        try write("App/TableViewExtension.swift", """
        import UIKit
        import ReactiveSwift
        import RxSwift
        extension UIScrollView {
            func setEmptyData(title: String?) {
                emptyDataSetView { (emptyView) in
                    emptyView.titleLabelString(NSMutableAttributedString(string: title ?? "")).verticalOffset(-60)
                }
                self.reloadEmptyDataSet()
            }
        }
        extension Reactive where Base: UIScrollView {
            public var emptyDataString: BindingTarget<String?> {
                return makeBindingTarget { base, value in
                    base.setEmptyData(title: value)
                }
            }
            var emptyTitle: Binder<String?> {
                Binder(base) { view, text in view.setEmptyData(title: text) }
            }
        }
        """)
        try write("App/ExamListController.swift", """
        import UIKit
        class ExamListController: UIViewController {
            let tableView = UITableView()
            var viewModel = ExamListViewModel()
            func setBinding() {
                tableView.reactive.emptyDataString <~ viewModel.dataSourceProperty.signal.map { $0.isEmpty ? "暂无数据" : nil }
            }
            func clear() { tableView.setEmptyData(title: nil) }
        }
        """)
        try write("App/PlanController.swift", """
        import UIKit
        class PlanController: UIViewController {
            let tableView = UITableView()
            var plans = BehaviorRelay<[Plan]>(value: [])
            func bind() {
                plans.map { $0.isEmpty ? "No plan yet" : nil }.bind(to: tableView.rx.emptyTitle).disposed(by: bag)
            }
        }
        """)
        let screens = try screensAsImported()
        XCTAssertEqual(screens.map(\.name).sorted(), ["ExamListController", "PlanController"], "\(screens.map(\.name))")
        let exams = try XCTUnwrap(screens.first { $0.name == "ExamListController" }?.template)
        XCTAssertEqual(shownTitles(exams), ["暂无数据"], "\(exams)")
        XCTAssertEqual(exams["verticalOffset"], .number(-60), "\(exams)")
        let plans = try XCTUnwrap(screens.first { $0.name == "PlanController" }?.template)
        XCTAssertEqual(shownTitles(plans), ["No plan yet"], "\(plans)")
    }
}
