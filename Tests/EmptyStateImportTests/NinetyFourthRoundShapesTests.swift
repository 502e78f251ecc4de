import EmptyStateImport
import EmptyStateModel
import Foundation
import XCTest

/// Shapes of round ninety-four's apps, written here.
final class NinetyFourthRoundShapesTests: SourceFolderTestCase {
    /// cxmI_10's base controller sets itself as the source only in `setEmpty(title:_:)`, which
    /// stores the title its DZN method draws: each subclass that calls it in `viewDidLoad` is a
    /// screen with the title it passes (not its own navigation `title`), and the subclasses that
    /// never call it, and the base itself, draw nothing.
    func testABaseSetterMethodMakesScreensOnlyOfItsCallers() throws {
        try write("App/Base/BaseViewController.swift", """
        import UIKit
        import DZNEmptyDataSet
        class BaseViewController: UIViewController, DZNEmptyDataSetSource, DZNEmptyDataSetDelegate {
            private var emptyTitle: String!
            public func setEmpty(title: String, _ tableView: UITableView) {
                tableView.emptyDataSetDelegate = self
                tableView.emptyDataSetSource = self
                self.emptyTitle = title
            }
            public func setEmpty(title: String, _ collectionView: UICollectionView) {
                collectionView.emptyDataSetSource = self
                self.emptyTitle = title
            }
            func image(forEmptyDataSet scrollView: UIScrollView!) -> UIImage! { UIImage(named: "empty") }
            func title(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! {
                NSAttributedString(string: emptyTitle, attributes: [.font: UIFont.systemFont(ofSize: 15)])
            }
        }
        """)
        try write("App/Me/CollectionVC.swift", """
        import UIKit
        class CollectionVC: BaseViewController {
            @IBOutlet weak var tableView: UITableView!
            override func viewDidLoad() {
                super.viewDidLoad()
                self.title = "My Collection"
                setEmpty(title: "Nothing saved yet", tableView)
            }
        }
        """)
        try write("App/Leagues/LeaguesVC.swift", """
        import UIKit
        class LeaguesVC: BaseViewController {
            @IBOutlet weak var collectionView: UICollectionView!
            override func viewDidLoad() {
                super.viewDidLoad()
                self.setEmpty(title: "No leagues", collectionView)
            }
        }
        """)
        try write("App/Login/LoginVC.swift", """
        import UIKit
        class LoginVC: BaseViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Log in"
            }
        }
        """)
        let screens = try screensAsImported()
        XCTAssertEqual(screens.map(\.name).sorted(), ["CollectionVC", "LeaguesVC"], "\(screens.map(\.name))")
        let collection = try XCTUnwrap(screens.first { $0.name == "CollectionVC" })
        XCTAssertEqual(collection.template["title"]?["text"], .string("Nothing saved yet"), "\(collection.template)")
        XCTAssertEqual(collection.template["image"]?["name"], .string("empty"))
        let leagues = try XCTUnwrap(screens.first { $0.name == "LeaguesVC" })
        XCTAssertEqual(leagues.template["title"]?["text"], .string("No leagues"), "\(leagues.template)")
    }

    /// A method of the set-up called with an argument for a parameter it stores
    /// (`configure(message: "…")` in `viewDidLoad`): the property holds what the call passes, or the
    /// parameter's default where the call leaves it out.
    func testASetUpMethodsParameterHoldsWhatTheCallPasses() throws {
        for (name, call) in [("InboxViewController", "configure(message: \"Inbox zero\")"), ("DraftsViewController", "configure()")] {
            try write("App/\(name).swift", """
            import UIKit
            import DZNEmptyDataSet
            class \(name): UITableViewController, DZNEmptyDataSetSource {
                var message = ""
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.emptyDataSetSource = self
                    \(call)
                }
                func configure(message: String = "No drafts") {
                    self.message = message
                }
                func title(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! {
                    NSAttributedString(string: message)
                }
            }
            """)
        }
        let screens = try screensAsImported()
        XCTAssertEqual(screens.first { $0.name == "InboxViewController" }.map { shownText($0.template["title"]) }, "Inbox zero", "\(screens.map(\.template))")
        XCTAssertEqual(screens.first { $0.name == "DraftsViewController" }.map { shownText($0.template["title"]) }, "No drafts", "\(screens.map(\.template))")
    }
}

extension NinetyFourthRoundShapesTests {
    /// LegitList's controllers are data sources and also call `emptyDataSetView { emptyview in
    /// emptyview.isUserInteractionEnabled = false }`: that closure draws nothing, so it is no
    /// screen beside the data source's one.
    func testAClosureThatOnlySetsBehaviourIsNoScreen() throws {
        try write("App/HomeController.swift", """
        import UIKit
        import EmptyDataSet_Swift
        class HomeController: UICollectionViewController, EmptyDataSetSource, EmptyDataSetDelegate {
            override func viewDidLoad() {
                super.viewDidLoad()
                collectionView?.emptyDataSetSource = self
                collectionView?.emptyDataSetDelegate = self
                collectionView?.emptyDataSetView { (emptyview) in
                    emptyview.isUserInteractionEnabled = false
                }
            }
            func image(forEmptyDataSet scrollView: UIScrollView) -> UIImage? { UIImage(named: "Legit_Vector") }
        }
        """)
        // A closure building a view of the app's own helpers, which the reading cannot follow,
        // is still a screen (ygxq_patient), with its warnings.
        try write("App/DoctorsController.swift", """
        import UIKit
        import EmptyDataSet_Swift
        class DoctorsController: UITableViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.emptyDataSetView { (view) in
                    let emptyView = UIView()
                    emptyView.zz_add(subview: UILabel(text: "No doctor yet"))
                    emptyView.zz_layout()
                }
            }
        }
        """)
        let screens = try screensAsImported()
        XCTAssertEqual(screens.map(\.name).sorted(), ["DoctorsController", "HomeController"], "\(screens.map(\.name))")
        let home = screens.first { $0.name == "HomeController" }
        XCTAssertEqual(home?.template["image"]?["name"] ?? home?.template["image"], .string("Legit_Vector"), "\(screens.map(\.template))")
    }
}

extension NinetyFourthRoundShapesTests {
    /// Zakkuri: `return flag ? .init(string: "…") : nil` in a method returning
    /// `NSAttributedString?`: the `.init` on a side of the choice makes the declared type, as a
    /// bare `return .init(string:)` does.
    func testAnImplicitInitializerOnASideOfAChoiceMakesTheReturnType() throws {
        try write("App/CalendarViewController.swift", """
        import UIKit
        import EmptyDataSet_Swift
        class CalendarViewController: UIViewController, EmptyDataSetSource {
            @IBOutlet weak var tableView: UITableView!
            var showsGuide = false
            override func viewDidLoad() { super.viewDidLoad(); tableView.emptyDataSetSource = self }
            func title(forEmptyDataSet _: UIScrollView) -> NSAttributedString? {
                return .init(string: "No records")
            }
            func description(forEmptyDataSet _: UIScrollView) -> NSAttributedString? {
                return showsGuide ? .init(string: "Long-press a date to add a record.") : nil
            }
        }
        """)
        let screen = try XCTUnwrap(try screensAsImported().first)
        XCTAssertEqual(shownText(screen.template["title"]), "No records", "\(screen.template)")
        XCTAssertEqual(shownText(screen.template["variants"]?["showsGuide"]?["description"]), "Long-press a date to add a record.", "\(screen.template)")
        XCTAssertFalse("\(screen.template)".contains("\u{27E8}"), "\(screen.template)")
    }
}
