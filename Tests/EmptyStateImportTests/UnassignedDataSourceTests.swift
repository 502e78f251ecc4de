@testable import EmptyStateImport
import EmptyStateModel
import Foundation
import XCTest

/// A class with DZNEmptyDataSet methods that nothing makes a table's source draws nothing
/// (Inventory's `LocationPickerVC` and `CategoryPicker`, pickers copied from lists that set
/// `emptyDataSetSource = self`); one a base class, a subclass, a storyboard or a setter of
/// another value may hand the table stays a screen.
final class UnassignedDataSourceTests: SourceFolderTestCase {
    private func dataSource(_ name: String, superclass: String = "UIViewController", title: String, setsItself: Bool) -> String {
        """
        import UIKit
        import DZNEmptyDataSet
        class \(name): \(superclass), DZNEmptyDataSetSource {
            @IBOutlet weak var tableView: UITableView!
            override func viewDidLoad() {
                super.viewDidLoad()
                \(setsItself ? "tableView.emptyDataSetSource = self" : "tableView.reloadData()")
            }
            func title(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! {
                NSAttributedString(string: "\(title)")
            }
        }
        """
    }

    private func titles(_ screens: [ImportedScreen]) -> [String] {
        screens.compactMap { screen in
            if case let .string(text)? = screen.template["title"] { return text }
            if case let .string(text)? = screen.template["title"]?["key"] { return text }
            if case let .string(text)? = screen.template["title"]?["text"] { return text }
            return "\(screen.template["title"].map { "\($0)" } ?? "none")"
        }.sorted()
    }

    func testAClassNothingMakesASourceIsNoScreen() throws {
        try write("App/ItemFeedVC.swift", dataSource("ItemFeedVC", title: "Add Your First Item", setsItself: true))
        try write("App/LocationPickerVC.swift", dataSource("LocationPickerVC", title: "No Locations", setsItself: false))
        let found = importedScreens()
        XCTAssertEqual(found.map(\.className), ["ItemFeedVC"], "\(found.map(\.name))")
        XCTAssertEqual(titles(found), ["Add Your First Item"])
    }

    func testABaseClassThatSetsItselfMakesItsSubclassesSources() throws {
        try write("App/ListVC.swift", """
        import UIKit
        class ListVC: UIViewController {
            @IBOutlet weak var tableView: UITableView!
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.emptyDataSetSource = self as? DZNEmptyDataSetSource
            }
        }
        """)
        try write("App/PlacesVC.swift", dataSource("PlacesVC", superclass: "ListVC", title: "No Places", setsItself: false))
        XCTAssertEqual(importedScreens().map(\.className), ["PlacesVC"])
    }

    func testASubclassThatSetsItselfKeepsItsSuperclassesMethods() throws {
        try write("App/BaseListVC.swift", dataSource("BaseListVC", title: "Nothing Here", setsItself: false))
        try write("App/NotesVC.swift", """
        import UIKit
        final class NotesVC: BaseListVC {
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.emptyDataSetSource = self
            }
        }
        """)
        XCTAssertEqual(titles(importedScreens()), ["Nothing Here"])
    }

    func testAStoryboardOutletKeepsTheScreen() throws {
        try write("App/ItemFeedVC.swift", dataSource("ItemFeedVC", title: "Add Your First Item", setsItself: true))
        try write("App/Controllers/PickerVC.swift", dataSource("PickerVC", title: "No Categories", setsItself: false))
        try write("App/Base.lproj/Main.storyboard", """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <connections>
                <outlet property="emptyDataSetSource" destination="Pkr-1a-b2c" id="x1y-2z-3ab"/>
            </connections>
        </document>
        """)
        try write("App/.git/HEAD", "ref: refs/heads/main\n")   // the app's root, above the storyboard's folder
        XCTAssertEqual(titles(importedScreens()), ["Add Your First Item", "No Categories"])
    }

    func testAnotherValueSetAsSourceKeepsEveryClass() throws {
        try write("App/ItemFeedVC.swift", dataSource("ItemFeedVC", title: "Add Your First Item", setsItself: true))
        try write("App/PickerVC.swift", dataSource("PickerVC", title: "No Categories", setsItself: false))
        try write("App/Router.swift", """
        import UIKit
        enum Router {
            static func showPicker(on table: UITableView) {
                let picker = PickerVC()
                table.emptyDataSetSource = picker
            }
        }
        """)
        XCTAssertEqual(titles(importedScreens()), ["Add Your First Item", "No Categories"])
    }

    /// MoochApp: a controller hands one helper object, declared as its class, to a collection
    /// view; another helper class in the same file, which nothing hands a view, draws nothing.
    func testAHelperHandedByItsDeclaredClassIsTheOnlySourceOfItsFile() throws {
        func helper(_ name: String, _ title: String) -> String {
            """
            class \(name): NSObject, DZNEmptyDataSetSource {
                func title(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! {
                    NSAttributedString(string: "\(title)")
                }
            }
            """
        }
        try write("App/ItemDetailViewController.swift", """
        import UIKit
        import DZNEmptyDataSet
        class ItemDetailViewController: UITableViewController {
            @IBOutlet weak var relatedView: UICollectionView!
            var relatedDelegate: RelatedItemsDelegate!
            var ownerDelegate: OwnerItemsDelegate!
            override func viewDidLoad() {
                super.viewDidLoad()
                relatedDelegate = RelatedItemsDelegate()
                relatedView.emptyDataSetSource = relatedDelegate
                ownerDelegate = OwnerItemsDelegate()
            }
        }
        \(helper("RelatedItemsDelegate", "No related items"))
        \(helper("OwnerItemsDelegate", "Nothing from this owner"))
        """)
        try write("App/ListVC.swift", dataSource("ListVC", title: "No Items", setsItself: true))
        XCTAssertEqual(titles(importedScreens()), ["No Items", "No related items"])
    }

    /// Objective-C: `self.table.emptyDataSetSource = _helper;` with `Helper *_helper` and a
    /// value whose class the file does not say keeps every class.
    func testAnObjectiveCHelperAllocatedByClassCountsAndAnUnknownValueKeepsAll() throws {
        XCTAssertEqual(HandedValueType.named("_helper", in: """
        @implementation ListController { RelatedHelper *_helper; }
        - (void)viewDidLoad { _helper = [[RelatedHelper alloc] init]; self.table.emptyDataSetSource = _helper; }
        """), "RelatedHelper")
        XCTAssertNil(HandedValueType.named("helper", in: "self.table.emptyDataSetSource = helper;"))
        XCTAssertNil(HandedValueType.named("helper", in: "var helper: A!\nhelper = B()"))
    }

    /// An app that names the property nowhere (its storyboard or a pod sets it) keeps its data sources.
    func testAnAppThatNeverNamesThePropertyKeepsItsDataSources() throws {
        try write("App/PickerVC.swift", dataSource("PickerVC", title: "No Categories", setsItself: false))
        XCTAssertEqual(titles(importedScreens()), ["No Categories"])
    }

    func testObjectiveCMessageSetterCounts() throws {
        try write("App/FeedViewController.m", """
        #import "FeedViewController.h"
        @implementation FeedViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            [self.tableView setEmptyDataSetSource:self];
        }
        - (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)scrollView {
            return [[NSAttributedString alloc] initWithString:@"No Posts"];
        }
        @end
        """)
        try write("App/FeedViewController.h", "@interface FeedViewController : UITableViewController <DZNEmptyDataSetSource>\n@end\n")
        try write("App/OldPickerViewController.m", """
        #import "OldPickerViewController.h"
        @implementation OldPickerViewController
        - (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)scrollView {
            return [[NSAttributedString alloc] initWithString:@"No Tags"];
        }
        @end
        """)
        try write("App/OldPickerViewController.h", "@interface OldPickerViewController : UITableViewController <DZNEmptyDataSetSource>\n@end\n")
        let found = SourceFiles.find(in: [folder + "/App"])
        XCTAssertEqual(titles(AppImport.read(found.sources, headers: found.headers).screens), ["No Posts"])
    }
}
