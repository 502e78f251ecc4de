import EmptyStateImport
import EmptyStateModel
import Foundation
import XCTest

/// A data source that shows its object's state as the object's set-up leaves it (issue 45):
/// stored properties with initial values that subclasses assign in a method `viewDidLoad`
/// calls, R.swift's keys and images, and Objective-C globals assigned through a setter.
final class SetUpStateShapesTests: SourceFolderTestCase {
    private func asset(_ name: String) -> TemplateValue { .map([TemplateEntry("name", .string(name))]) }
    private func key(_ key: String) -> TemplateValue { .map([TemplateEntry("key", .string(key))]) }
    private func attributed(_ text: String) -> TemplateValue { .map([TemplateEntry("text", .string(text))]) }

    /// The base's stored `var`s give its screen (a subclass that changes nothing shown draws it);
    /// a subclass that assigns them in `makeUI()`
    /// (which the base's `viewDidLoad` calls, after `super.makeUI()`) is a screen with its
    /// values, and what it leaves alone is the base's; a Boolean tested by the data source stays
    /// a variant; R.swift's `R.string.localizable.x.key.localized()` (an app `StaticString`
    /// extension) and `R.image.x()` are read.
    func testStoredPropertiesReadAsTheSetUpLeavesThem() throws {
        try write("App/en.lproj/Localizable.strings", """
        "Common.NoResults" = "No Results";
        "Contacts.Denied" = "We need your permission!";
        """)
        try write("App/Localize.swift", """
        import Foundation
        extension StaticString {
            func localized() -> String { NSLocalizedString(description, comment: "") }
        }
        """)
        try write("App/ViewController.swift", """
        import UIKit
        import DZNEmptyDataSet
        class ViewController: UIViewController {
            var emptyDataSetTitle = R.string.localizable.commonNoResults.key.localized()
            var emptyDataSetDescription = ""
            var emptyDataSetImage = R.image.image_no_result()
            var isLoading = false
            override func viewDidLoad() {
                super.viewDidLoad()
                makeUI()
            }
            func makeUI() {
                view.backgroundColor = .white
            }
        }
        extension ViewController: DZNEmptyDataSetSource {
            func title(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! {
                isLoading ? NSAttributedString(string: "Loading") : NSAttributedString(string: emptyDataSetTitle)
            }
            func description(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! {
                NSAttributedString(string: emptyDataSetDescription)
            }
            func image(forEmptyDataSet scrollView: UIScrollView!) -> UIImage! { emptyDataSetImage }
        }
        """)
        try write("App/SettingsViewController.swift", """
        import UIKit
        class SettingsViewController: ViewController {
            override func makeUI() {
                super.makeUI()
                title = "Settings"
            }
        }
        """)
        try write("App/ContactsViewController.swift", """
        import UIKit
        class ContactsViewController: ViewController {
            override func makeUI() {
                super.makeUI()
                emptyDataSetTitle = R.string.localizable.contactsDenied.key.localized()
                emptyDataSetDescription = "Allow access in Settings."
                if Bool.random() { emptyDataSetImage = nil }
            }
        }
        """)
        let found = SourceFiles.find(in: [folder + "/App"])
        let app = AppImport.read(found.sources, strings: found.strings)
        let screens = Dictionary(app.screens.map { ($0.name, $0.template) }, uniquingKeysWith: { first, _ in first })
        XCTAssertEqual(Set(screens.keys), ["ViewController", "ContactsViewController"], "\(app.screens.map(\.name))")
        let base = try XCTUnwrap(screens["ViewController"])
        XCTAssertEqual(base["title"], key("Common.NoResults"))
        XCTAssertTrue(base["description"] == nil || base["description"] == .string(""), "an empty description, which DZN does not draw")
        XCTAssertEqual(base["image"], asset("image_no_result"))
        XCTAssertNotNil(base["variants"]?["loading"], "a Boolean the data source tests stays a variant")
        let contacts = try XCTUnwrap(screens["ContactsViewController"])
        XCTAssertEqual(contacts["title"], key("Contacts.Denied"))
        XCTAssertEqual(contacts["description"], .string("Allow access in Settings."))
        XCTAssertEqual(contacts["image"], asset("image_no_result"), "an assignment under a condition is run-time state")
        XCTAssertFalse(app.screens.contains { String(describing: $0.template).contains("⟨") }, "\(app.screens.map(\.template))")
    }

    /// A base data source reads file globals that its subclasses set through a setter the base
    /// declares (`[self setEmptyState:@"…" description:@"…"]` in `viewDidLoad`): each subclass
    /// is a screen with its texts; a subclass that passes what it computes shows a placeholder,
    /// not the base's default; the base, which no subclass shows as it is, is not a screen.
    func testObjectiveCStateSetThroughASetterInTheSubclassesSetUp() throws {
        try write("App/BaseTableView.h", """
        #import <UIKit/UIKit.h>
        @interface BaseTableView : UITableViewController <DZNEmptyDataSetSource>
        - (void)setEmptyState:(NSString *)title description:(NSString *)description;
        @end
        """)
        try write("App/BaseTableView.m", """
        #import "BaseTableView.h"
        @implementation BaseTableView
        NSString *emptyStateTitle;
        NSString *emptyStateDescription;
        - (void)viewDidLoad {
            emptyStateTitle = @"No content to show";
            [super viewDidLoad];
        }
        - (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)scrollView {
            if (emptyStateTitle == nil) { return nil; }
            return [[NSAttributedString alloc] initWithString:emptyStateTitle attributes:@{}];
        }
        - (NSAttributedString *)descriptionForEmptyDataSet:(UIScrollView *)scrollView {
            if (emptyStateDescription == nil) { return nil; }
            return [[NSAttributedString alloc] initWithString:emptyStateDescription attributes:@{}];
        }
        - (void)setEmptyState:(NSString *)title description:(NSString *)description {
            self.tableView.emptyDataSetSource = self;
            emptyStateTitle = title;
            emptyStateDescription = description;
        }
        @end
        """)
        try write("App/Dashboard.h", """
        #import "BaseTableView.h"
        @interface Dashboard : BaseTableView
        @end
        """)
        try write("App/Dashboard.m", """
        #import "Dashboard.h"
        @implementation Dashboard
        - (void)viewDidLoad {
            [super viewDidLoad];
            [self setEmptyState:@"This is your Dashboard." description:@"Click on the + button to add favourites"];
        }
        @end
        """)
        try write("App/Repositories.h", """
        #import "BaseTableView.h"
        @interface Repositories : BaseTableView
        @property NSString *organisationName;
        @end
        """)
        try write("App/Repositories.m", """
        #import "Repositories.h"
        @implementation Repositories
        - (void)viewDidLoad {
            [super viewDidLoad];
            [self setEmptyState:self.organisationName description:@"No repositories"];
        }
        @end
        """)
        let app = AppImport.read(SourceFiles.find(in: [folder + "/App"]).sources)
        let screens = Dictionary(app.screens.map { ($0.name, $0.template) }, uniquingKeysWith: { first, _ in first })
        XCTAssertEqual(Set(screens.keys), ["Dashboard", "Repositories"], "\(app.screens.map(\.name))")
        XCTAssertEqual(screens["Dashboard"]?["title"], attributed("This is your Dashboard."))
        XCTAssertEqual(screens["Dashboard"]?["description"], attributed("Click on the + button to add favourites"))
        let repositories = try XCTUnwrap(screens["Repositories"])
        XCTAssertEqual(repositories["description"], attributed("No repositories"))
        guard case let .string(title)? = repositories["title"]?["text"] else { return XCTFail("no title: \(repositories)") }
        XCTAssertTrue(title.hasPrefix("⟨") && title.contains("organisationName"), title)
    }
}
