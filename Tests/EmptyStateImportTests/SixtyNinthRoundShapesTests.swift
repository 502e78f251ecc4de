import EmptyStateImport
import EmptyStateModel
import Foundation
import XCTest

/// Shapes of round sixty-nine's apps that take more than one file, each as small as the app's
/// code that showed it.
final class SixtyNinthRoundShapesTests: SourceFolderTestCase {
    private func text(_ value: TemplateValue?) -> String? {
        if case let .string(text)? = value { return text }
        if case let .string(text)? = value?["text"] { return text }
        if case let .string(text)? = value?["key"] { return text }
        return nil
    }

    private func writeViewModel() throws {
        try write("App/EmptyStateViewModel.swift", """
        import UIKit
        enum EmptyState { case noRaces, noMyAircraft, errorAircraft }
        struct EmptyStateViewModel {
            var emptyState: EmptyState
            init(_ emptyState: EmptyState) {
                self.emptyState = emptyState
            }
            var title: NSAttributedString? {
                var text: String?
                switch emptyState {
                case .noRaces: text = "No Races"
                case .noMyAircraft: text = "No Aircraft"
                case .errorAircraft: text = "Error"
                }
                guard let title = text else { return nil }
                var attributes: [NSAttributedString.Key: Any] = [:]
                attributes[NSAttributedString.Key.font] = UIFont.boldSystemFont(ofSize: 25)
                return NSAttributedString.init(string: title, attributes: attributes)
            }
            func buttonTitle(_ state: UIControl.State) -> NSAttributedString? {
                switch emptyState {
                case .noMyAircraft: return NSAttributedString(string: "Add Aircraft")
                case .errorAircraft: return NSAttributedString(string: "Send Bug Report")
                default: return nil
                }
            }
        }
        """)
    }

    /// racesync-ios: a data source's texts are computed properties and methods of an instance of
    /// the app's type, made in another file with a case (`EmptyStateViewModel(.noRaces).title`):
    /// run with what its initializer stored, not a placeholder.
    func testAnInstancesComputedTextsAreReadWithWhatItsInitializerStored() throws {
        try writeViewModel()
        try write("App/ChapterViewController.swift", """
        import UIKit
        import EmptyDataSet_Swift
        class ChapterViewController: UIViewController {
            fileprivate var emptyStateRaces = EmptyStateViewModel(.noRaces)
            lazy var tableView: UITableView = {
                let tableView = UITableView()
                tableView.emptyDataSetSource = self
                return tableView
            }()
        }
        extension ChapterViewController: EmptyDataSetSource {
            func title(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
                return emptyStateRaces.title
            }
        }
        """)
        let found = importedScreens()
        XCTAssertEqual(found.count, 1, "\(found.map(\.name))")
        XCTAssertEqual(text(found.first?.template["title"]), "No Races", found.first.map { "\($0.template)" } ?? "")
        XCTAssertFalse(found.contains { "\($0.template)".contains("⟨") }, "no placeholder")
    }

    /// racesync-ios: `emptyDataSetShouldDisplay` returns `!isLoading`, which `viewDidLoad` sets
    /// true: the screen is what DZN draws once loading ends; an optional error model set in a
    /// callback and a Boolean are each a variant, with the instance's button per state.
    func testADisplayOnlyFlagTakesTheValueThatShowsAndEachOutcomeIsAVariant() throws {
        try writeViewModel()
        try write("App/AircraftListViewController.swift", """
        import UIKit
        import EmptyDataSet_Swift
        class AircraftListViewController: UIViewController {
            var isEditable: Bool = true
            fileprivate var isLoading: Bool = false
            fileprivate var emptyStateMine = EmptyStateViewModel(.noMyAircraft)
            fileprivate var emptyStateError: EmptyStateViewModel?
            lazy var collectionView: UICollectionView = {
                let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                view.emptyDataSetSource = self
                view.emptyDataSetDelegate = self
                return view
            }()
            override func viewDidLoad() {
                super.viewDidLoad()
                isLoading = true
            }
            func handleError() {
                emptyStateError = EmptyStateViewModel(.errorAircraft)
            }
        }
        extension AircraftListViewController: EmptyDataSetSource, EmptyDataSetDelegate {
            func title(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
                if emptyStateError != nil {
                    return emptyStateError?.title
                } else if isEditable {
                    return emptyStateMine.title
                } else {
                    return NSAttributedString(string: "Nothing Here")
                }
            }
            func buttonTitle(forEmptyDataSet scrollView: UIScrollView, for state: UIControl.State) -> NSAttributedString? {
                if emptyStateError != nil {
                    return emptyStateError?.buttonTitle(state)
                } else if isEditable {
                    return emptyStateMine.buttonTitle(state)
                }
                return nil
            }
            func emptyDataSetShouldDisplay(_ scrollView: UIScrollView) -> Bool {
                return !isLoading
            }
        }
        """)
        let found = importedScreens()
        XCTAssertEqual(found.count, 1, "\(found.map(\.name))")
        let template = try XCTUnwrap(found.first?.template)
        XCTAssertNotEqual(template["shouldDisplay"], .bool(false), "shown once loading ends: \(template)")
        var titles = [text(template["title"])]
        var buttons = [text(template["button"]?["title"]?["normal"])]
        if case let .map(variants)? = template["variants"] {
            titles += variants.map { text($0.value["title"]) }
            buttons += variants.map { text($0.value["button"]?["title"]?["normal"]) }
        }
        XCTAssertEqual(Set(titles.compactMap { $0 }), ["Nothing Here", "No Aircraft", "Error"], "\(template)")
        XCTAssertEqual(Set(buttons.compactMap { $0 }), ["Add Aircraft", "Send Bug Report"], "\(template)")
    }

    /// Trio: `case .cgmConnectionTrace, .trioUpTime:` draws the chart type's per-case name: a
    /// screen per case of that clause, never the name of a case the clause does not reach.
    func testAPerCaseTextInsideASwitchClauseTakesOnlyThatClausesCases() throws {
        try write("App/ChartTypes.swift", """
        enum LoopingChartType: String, CaseIterable {
            case loopingPerformance, cgmConnectionTrace, trioUpTime
            var displayName: String {
                switch self {
                case .loopingPerformance: return "Looping Performance"
                case .cgmConnectionTrace: return "CGM Connection Trace"
                case .trioUpTime: return "Trio Up-Time"
                }
            }
        }
        """)
        try write("App/StatView.swift", """
        import SwiftUI
        struct StatView: View {
            @State var selectedLoopingChartType: LoopingChartType = .loopingPerformance
            var body: some View {
                switch selectedLoopingChartType {
                case .loopingPerformance:
                    Text("Chart")
                case .cgmConnectionTrace, .trioUpTime:
                    ContentUnavailableView("Coming soon.", systemImage: "hourglass",
                                           description: Text(selectedLoopingChartType.displayName))
                }
            }
        }
        """)
        let found = importedScreens()
        XCTAssertEqual(found.count, 1, "\(found.map(\.name))")
        let template = try XCTUnwrap(found.first?.template)
        var descriptions = [text(template["description"])]
        if case let .map(variants)? = template["variants"] { descriptions += variants.map { text($0.value["description"]) } }
        XCTAssertEqual(Set(descriptions.compactMap { $0 }), ["CGM Connection Trace", "Trio Up-Time"], "\(template)")
    }

    /// KeepSafe: a class nothing makes a data source, but which configures EmptyDataSet-Swift's
    /// view by its closure API, is drawn (beside an app whose other setters are all `= self`).
    func testAClassConfiguringTheViewByItsClosureIsKeptWithoutASource() throws {
        try write("App/ChatsViewController.swift", """
        import UIKit
        import EmptyDataSet_Swift
        class ChatsViewController: UITableViewController, EmptyDataSetSource {
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.emptyDataSetSource = self
            }
            func title(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
                return NSAttributedString(string: "You have no chats!")
            }
        }
        """)
        try write("App/CircleViewController.swift", """
        import UIKit
        import EmptyDataSet_Swift
        class CircleViewController: UIViewController {
            @IBOutlet weak var collectionView: UICollectionView!
            override func viewDidLoad() {
                super.viewDidLoad()
                collectionView.emptyDataSetView { view in
                    view.titleLabelString(NSAttributedString(string: "There is noone in your circle"))
                }
            }
        }
        """)
        let found = importedScreens()
        XCTAssertEqual(Set(found.compactMap { text($0.template["title"]) }), ["You have no chats!", "There is noone in your circle"],
                       "\(found.map(\.name))")
    }
}
