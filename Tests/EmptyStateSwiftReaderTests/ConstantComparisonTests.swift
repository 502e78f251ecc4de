import EmptyStateModel
import EmptyStateSwiftReader
import XCTest

/// Conditions with a part the compiler knows (Fridge-Checker): `ud.bool(forKey:) == nil` is
/// always false, so a compound condition around it is the simpler one another method tests.
final class ConstantComparisonTests: XCTestCase {
    private static func source(buttonCondition: String) -> String {
        """
        import UIKit
        import DZNEmptyDataSet

        class HomeViewController: UIViewController {
            @IBOutlet var tableView: UITableView!
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.emptyDataSetSource = self
            }
        }

        extension HomeViewController: DZNEmptyDataSetSource {
            func title(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! {
                return NSAttributedString(string: "The fridge is empty.")
            }
            func description(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! {
                let ud = UserDefaults.standard
                let user = Session.current()
                var text = ""
                if ud.bool(forKey: "isLogin") == false && user?.mailAddress != nil {
                    text = "Log in to use this."
                } else {
                    text = "Add an item."
                }
                return NSAttributedString(string: text)
            }
            func buttonTitle(forEmptyDataSet scrollView: UIScrollView!, for state: UIControl.State) -> NSAttributedString! {
                let ud = UserDefaults.standard
                let user = Session.current()
                var text = ""
                if \(buttonCondition) {
                    text = "Log in"
                }
                return NSAttributedString(string: text)
            }
        }
        """
    }

    /// One flag: the logged-out reading has both the description and the button.
    func testANilComparisonOfANonOptionalGetterDropsOutOfTheCondition() throws {
        let screen = try Read.only(Self.source(buttonCondition:
            #"(ud.bool(forKey: "isLogin") == false || ud.bool(forKey: "isLogin") == nil) && user?.mailAddress != nil"#))
        guard case let .map(variants)? = screen.template["variants"] else { return XCTFail("no variants: \(screen.template.flow)") }
        XCTAssertEqual(variants.count, 1, screen.template.flow)
        let loggedOut = variants.first?.value
        XCTAssertEqual(loggedOut?["description"]?.flow, #""Log in to use this.""#)
        XCTAssertEqual(loggedOut?["button"]?["title"]?["normal"]?.flow, #""Log in""#)
    }

    /// A condition that is only such a comparison is constant: no flag at all, no button.
    func testAConditionThatIsOnlyANilComparisonIsConstant() throws {
        let screen = try Read.only(Self.source(buttonCondition: #"ud.integer(forKey: "count") == nil"#))
        if case let .map(variants)? = screen.template["variants"] {
            XCTAssertFalse(variants.contains { $0.value["button"] != nil }, screen.template.flow)
        }
    }
}
