import EmptyStateModel
import EmptyStateSwiftReader
import XCTest

/// Shapes of round sixty-nine's apps in one file, each as small as the app's code that showed it.
final class SixtyNinthRoundSwiftShapesTests: XCTestCase {
    private func texts(_ template: TemplateValue, _ path: String) -> Set<String> {
        var found: [TemplateValue?] = [template.at(path)]
        if case let .map(variants)? = template["variants"] { found += variants.map { $0.value.at(path) } }
        return Set(found.compactMap { value -> String? in
            if case let .string(text)? = value { return text }
            if case let .string(text)? = value?["key"] { return text }
            return nil
        })
    }

    /// racesync-ios: a DZN method branches on a case comparison and a run-time test together
    /// (`race.status == .open && !startDate.isPassed`): in the case's reading, the test's true
    /// outcome is a variant with the button (before, the joint condition was read as a case name).
    func testACaseComparedBesideARunTimeTestGivesTheTestsOutcomeInThatCase() throws {
        let screens = try Read.screens("""
        import UIKit
        class PilotsViewController: UIViewController {
            var race: Race
            lazy var tableView: UITableView = {
                let table = UITableView()
                table.emptyDataSetSource = self
                return table
            }()
        }
        extension PilotsViewController: EmptyDataSetSource {
            func title(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
                return NSAttributedString(string: "No Registered Pilots")
            }
            func buttonTitle(forEmptyDataSet scrollView: UIScrollView, for state: UIControl.State) -> NSAttributedString? {
                guard let startDate = race.startDate else { return nil }
                if race.status == .open && !startDate.isPassed {
                    return NSAttributedString(string: "Join Race")
                }
                return nil
            }
        }
        """)
        // Every other status draws what the open race draws once it has started: one screen,
        // whose base has no button and whose variant has it (no second screen repeating the base).
        XCTAssertEqual(screens.map(\.name), ["PilotsViewController-open"])
        let open = try XCTUnwrap(screens.first)
        XCTAssertNil(open.template.at("button.title.normal"), "started or not open: no button")
        XCTAssertEqual(texts(open.template, "button.title.normal"), ["Join Race"], open.template.flow)
    }

    /// The other statuses of a comparison stay a screen of their own when they draw something
    /// else; a `switch`'s cases that draw the same are one screen.
    func testOtherCasesStayAScreenWhenTheyDifferAndAlikeSwitchCasesAreOne() throws {
        let compared = try Read.screens("""
        import UIKit
        class PilotsViewController: UIViewController {
            var race: Race
            func viewDidLoad() { tableView.emptyDataSetSource = self }
        }
        extension PilotsViewController: EmptyDataSetSource {
            func title(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
                if race.status == .open { return NSAttributedString(string: "No Pilots Yet") }
                return NSAttributedString(string: "No Pilots")
            }
        }
        """)
        XCTAssertEqual(Set(compared.flatMap { texts($0.template, "title") }), ["No Pilots Yet", "No Pilots"], "\(compared.map(\.template.flow))")
        let switched = try Read.screens("""
        import UIKit
        class PilotsViewController: UIViewController {
            var race: Race
            func viewDidLoad() { tableView.emptyDataSetSource = self }
        }
        extension PilotsViewController: EmptyDataSetSource {
            func title(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
                switch race.status {
                case .open: return NSAttributedString(string: "No Pilots")
                case .closed: return NSAttributedString(string: "No Pilots")
                }
            }
        }
        """)
        // Changed on purpose in round 78: a switch's cases that draw the same are one screen, as
        // the truths of shoutit-ios, SmartParkingApp, TodaysFlowers and gildongmu write them
        // ("when: loading or idle"); until then each case a switch named was a screen.
        XCTAssertEqual(switched.count, 1, "\(switched.map(\.name))")
        XCTAssertEqual(switched.first.map { texts($0.template, "title") }, ["No Pilots"])
    }

    /// KeepSafe: EmptyDataSet-Swift's closure API configures the view without a data source
    /// (`emptyDataSetView { view in view.titleLabelString(self.attributedTitle()) … }`); the
    /// title comes from the type's own method of several statements.
    func testTheClosureAPIsSettersAreAScreenWithTheTypesOwnMethods() throws {
        let screen = try Read.only("""
        import UIKit
        import EmptyDataSet_Swift
        class CircleViewController: UIViewController {
            @IBOutlet weak var collectionView: UICollectionView!
            override func viewDidLoad() {
                super.viewDidLoad()
                collectionView.emptyDataSetView { (view) in
                    view.titleLabelString(self.attributedTitle())
                    view.image(UIImage(named: "noCircle"))
                        .buttonTitle(NSAttributedString(string: "Add Friend"), for: .normal)
                        .dataSetBackgroundColor(.white)
                        .isTouchAllowed(true)
                }
            }
            func attributedTitle() -> NSAttributedString? {
                let title = "There is noone in your circle"
                let font = UIFont.boldSystemFont(ofSize: 18)
                let attributes: [NSAttributedString.Key: Any] = [.font: font]
                let quote = NSAttributedString(string: title, attributes: attributes)
                return quote
            }
        }
        """)
        XCTAssertEqual(screen.kind, .dzn)
        XCTAssertEqual(screen.line, 7, "the call that configures the view")
        XCTAssertEqual(texts(screen.template, "title.text"), ["There is noone in your circle"], screen.template.flow)
        XCTAssertEqual(screen.template.at("image.name"), .string("noCircle"), screen.template.flow)
        XCTAssertEqual(texts(screen.template, "button.title.normal"), ["Add Friend"], screen.template.flow)
        XCTAssertEqual(screen.template["backgroundColor"], .string("#FFFFFF"), screen.template.flow)
        XCTAssertEqual(screen.warnings, [], "isTouchAllowed draws nothing and is not warned of")
    }
}
