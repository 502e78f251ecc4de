import EmptyStateImport
import EmptyStateModel
import Foundation
import XCTest

/// Shapes of round ninety-two's apps, written here.
final class NinetySecondRoundShapesTests: SourceFolderTestCase {
    /// A base controller's data source that switches on `(self, currentState)` with `is
    /// Subclass` patterns (mala-ios's `StatefulViewController`), its texts set on a labelled tuple
    /// (`plug.title = …`), its images through old SwiftGen's `UIImage(asset:)` on `typealias Image
    /// = UIImage`, and `emptyDataSetShouldBeForced(toDisplay:)` returning true over a
    /// `emptyDataSetShouldDisplay` that says false: each subclass is a screen per state its
    /// clauses name, one state throughout a reading.
    func testABaseSourceSwitchingOnItsSubclassAndStateIsAScreenPerSubclass() throws {
        try write("App/Images.swift", """
        #if os(iOS)
            import UIKit.UIImage
            typealias Image = UIImage
        #elseif os(OSX)
            import AppKit.NSImage
            typealias Image = NSImage
        #endif
        enum ImageAsset: String {
            case networkError = "network_error"
            case noCoupons = "no_coupons"
        }
        extension Image {
            convenience init!(asset: ImageAsset) {
                self.init(named: asset.rawValue)
            }
        }
        """)
        try write("App/StatefulViewController.swift", """
        import UIKit
        import DZNEmptyDataSet
        public enum StatefulViewState: String {
            case content, loading, error, empty
        }
        public class StatefulViewController: UIViewController {
            var currentState: StatefulViewState = .content
        }
        extension StatefulViewController: DZNEmptyDataSetSource, DZNEmptyDataSetDelegate {
            public func title(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! {
                var plug = (title: "", fontSize: CGFloat(15.5))
                switch (self, currentState) {
                case (is CourseViewController, .loading):   plug.title = "Loading"
                case (is CouponViewController, .empty):     plug.title = "No coupon"
                case (_, .error):                           plug.title = "Network error"
                default: break
                }
                return NSAttributedString(string: plug.title, attributes: [.font: UIFont.systemFont(ofSize: plug.fontSize)])
            }
            public func buttonTitle(forEmptyDataSet scrollView: UIScrollView!, for state: UIControl.State) -> NSAttributedString! {
                switch (self, currentState) {
                case (_, .error): return NSAttributedString(string: "Tap to retry")
                default: return NSAttributedString(string: "")
                }
            }
            public func image(forEmptyDataSet scrollView: UIScrollView!) -> UIImage! {
                switch (self, currentState) {
                case (is CouponViewController, .empty): return UIImage(asset: .noCoupons)
                case (_, .error): return UIImage(asset: .networkError)
                default: return nil
                }
            }
            public func emptyDataSetShouldDisplay(_ scrollView: UIScrollView!) -> Bool {
                switch (self, currentState) {
                case (is CourseViewController, _): return true
                default: return false
                }
            }
            public func emptyDataSetShouldBeForced(toDisplay scrollView: UIScrollView!) -> Bool {
                return true
            }
        }
        """)
        for name in ["CourseViewController", "CouponViewController"] {
            try write("App/\(name).swift", """
            import UIKit
            import DZNEmptyDataSet
            class \(name): StatefulViewController {
                let tableView = UITableView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.emptyDataSetSource = self
                    currentState = .loading
                }
            }
            """)
        }
        let screens = try screensAsImported()
        XCTAssertEqual(screens.map(\.name).sorted(), ["CouponViewController", "CourseViewController"], "\(screens.map(\.name))")
        let course = try XCTUnwrap(screens.first { $0.name == "CourseViewController" }?.template)
        XCTAssertEqual(shownTitles(course), ["Loading", "Network error"], "\(course)")
        XCTAssertEqual(shownText(course["button"]?["title"]?["normal"]) ?? "", "", "the loading state shows no button: \(course)")
        let coupon = try XCTUnwrap(screens.first { $0.name == "CouponViewController" }?.template)
        XCTAssertEqual(shownTitles(coupon), ["No coupon", "Network error"], "shown though its shouldDisplay says false: \(coupon)")
        XCTAssertEqual(coupon["image"]?["name"], .string("no_coupons"), "\(coupon)")
        let error = try XCTUnwrap(coupon["variants"].flatMap { variants -> TemplateValue? in
            if case let .map(entries) = variants { return entries.first?.value }
            return nil
        })
        XCTAssertEqual(error["image"]?["name"], .string("network_error"), "\(coupon)")
        XCTAssertEqual(shownText(error["button"]?["title"]?["normal"]), "Tap to retry", "the error state's button: \(coupon)")
    }

    /// An app whose code sets no DZN source anywhere and whose storyboard connects one class's
    /// table (rtc-gamification-ios): a class with the methods that no outlet connects is no screen.
    func testWhereOnlyStoryboardsSetSourcesAClassNoneConnectsIsNoScreen() throws {
        for (name, title) in [("MetricsViewController", "No metrics"), ("RatingViewController", "No rating")] {
            try write("App/\(name).swift", """
            import UIKit
            import DZNEmptyDataSet
            class \(name): UIViewController, DZNEmptyDataSetSource {
                @IBOutlet weak var tableView: UITableView!
                func title(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! {
                    NSAttributedString(string: "\(title)")
                }
            }
            """)
        }
        try writeStoryboard(connectingSourceOf: "RatingViewController")
        try write("App/.git/HEAD", "ref: refs/heads/main\n")
        let titles = try screensAsImported().compactMap { shownText($0.template["title"]) }
        XCTAssertEqual(titles, ["No rating"])
    }

    /// A view whose search screen shows only the text it shares with its caller (`@Binding var
    /// searchText`, primuse's `SearchView`) is drawn where it is declared, not at each place
    /// that shows the view; `NavigationLink(value:) { Text(…) }` is a button with that label.
    func testABindingOnlyScreenIsTheViewsOwnAndAValueLinkIsAButton() throws {
        try write("App/SearchView.swift", """
        import SwiftUI
        struct SearchView: View {
            @Binding var searchText: String
            var results: [String] = []
            var body: some View {
                if results.isEmpty {
                    ContentUnavailableView.search(text: searchText)
                }
            }
        }
        """)
        try write("App/ContentView.swift", """
        import SwiftUI
        struct ContentView: View {
            @State private var searchText = ""
            @State private var tab = 0
            var body: some View {
                if tab == 0 {
                    SearchView(searchText: $searchText)
                } else {
                    NavigationStack { SearchView(searchText: $searchText) }
                }
            }
        }
        """)
        try write("App/LibraryView.swift", """
        import SwiftUI
        struct LibraryView: View {
            var body: some View {
                ContentUnavailableView {
                    Label("Welcome", systemImage: "music.note.list")
                } description: {
                    Text("Add a source to start")
                } actions: {
                    NavigationLink(value: 1) {
                        Text("Manage Radio Stations")
                    }
                }
            }
        }
        """)
        let screens = try screensAsImported()
        XCTAssertEqual(screens.map(\.name).sorted(), ["LibraryView", "SearchView"], "\(screens.map(\.name))")
        let library = try XCTUnwrap(screens.first { $0.name == "LibraryView" }?.template)
        XCTAssertEqual(shownText(library["button"]?["title"]), "Manage Radio Stations", "\(library)")
    }

    /// One condition written two ways in two methods (`user.uid == User.shared.uid!` and
    /// `self.user.uid == User.shared.uid`, Mutuel): one condition, so its variant has both the
    /// title and the button the two methods give under it.
    func testAConditionWrittenWithSelfOrAForceUnwrapIsOneCondition() throws {
        try write("App/ProfileViewController.swift", """
        import UIKit
        import DZNEmptyDataSet
        class ProfileViewController: UIViewController, DZNEmptyDataSetSource {
            @IBOutlet weak var tableView: UITableView!
            var user: User!
            override func viewDidLoad() { super.viewDidLoad(); tableView.emptyDataSetSource = self }
            func title(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! {
                if self.user.uid == User.shared.uid {
                    return NSAttributedString(string: "You Have No Posts")
                }
                return NSAttributedString(string: "No Posts")
            }
            func buttonTitle(forEmptyDataSet scrollView: UIScrollView!, for state: UIControl.State) -> NSAttributedString! {
                if user.uid == User.shared.uid! {
                    return NSAttributedString(string: "Invite Friends")
                }
                return NSAttributedString(string: "")
            }
        }
        """)
        let screen = try XCTUnwrap(try screensAsImported().first?.template)
        guard case let .map(variants)? = screen["variants"] else { return XCTFail("no variant: \(screen)") }
        XCTAssertEqual(variants.count, 1, "one condition: \(screen)")
        XCTAssertEqual(shownText(variants[0].value["title"]), "You Have No Posts", "\(screen)")
        XCTAssertEqual(shownText(variants[0].value["button"]?["title"]?["normal"]), "Invite Friends", "\(screen)")
    }
}
