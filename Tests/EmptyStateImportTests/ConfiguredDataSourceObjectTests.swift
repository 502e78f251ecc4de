import EmptyStateImport
import EmptyStateModel
import Foundation
import XCTest

/// A list object made plain, with a text its initializer gives, and told its texts by a setter
/// afterwards (edward-lynx's table data source): a screen where the setter is sent, one where the
/// object is made and never told, none where the maker takes the list back at once.
final class ConfiguredDataSourceObjectTests: SourceFolderTestCase {
    private func writeListObject() throws {
        try write("App/Utils/PlainListSource.h", """
        #import <UIKit/UIKit.h>
        @interface PlainListSource : NSObject
        - (instancetype)initWithTableView:(UITableView *)tableView cellIdentifier:(NSString *)cellIdentifier;
        - (void)setEmptyTitle:(NSString *)title detail:(NSString *)detail;
        @end
        """)
        try write("App/Utils/PlainListSource.m", """
        #import "PlainListSource.h"
        #import <DZNEmptyDataSet/UIScrollView+EmptyDataSet.h>
        @interface PlainListSource () <DZNEmptyDataSetSource>
        @property (nonatomic, strong) NSString *emptyTitle, *emptyDetail;
        @end
        @implementation PlainListSource
        - (instancetype)initWithTableView:(UITableView *)tableView cellIdentifier:(NSString *)cellIdentifier {
            self = [super init];
            if (!self) { return nil; }
            tableView.emptyDataSetSource = self;
            _emptyDetail = @"";
            _emptyTitle = @"Nothing to list";
            return self;
        }
        - (void)setEmptyTitle:(NSString *)title detail:(NSString *)detail {
            self.emptyTitle = title.length == 0 ? self.emptyTitle : title;
            self.emptyDetail = detail.length == 0 ? self.emptyDetail : detail;
        }
        - (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)scrollView {
            return [[NSAttributedString alloc] initWithString:self.emptyTitle attributes:nil];
        }
        - (NSAttributedString *)descriptionForEmptyDataSet:(UIScrollView *)scrollView {
            return [[NSAttributedString alloc] initWithString:self.emptyDetail attributes:nil];
        }
        @end
        """)
    }

    func testTheSetterIsTheScreenAndAnEmptyTextKeepsTheInitializers() throws {
        try writeListObject()
        try write("App/Controllers/TeamViewController.m", """
        #import "PlainListSource.h"
        @interface TeamViewController ()
        @property (nonatomic, strong) PlainListSource *listSource;
        @end
        @implementation TeamViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.listSource = [[PlainListSource alloc] initWithTableView:self.tableView cellIdentifier:@"Cell"];
            [self.listSource setEmptyTitle:@"No team members" detail:@"Invite someone to start."];
        }
        @end
        @implementation ReportsViewController
        - (void)viewDidLoad {
            self.reports = [[PlainListSource alloc] initWithTableView:self.tableView cellIdentifier:@"Cell"];
            [self.reports setEmptyTitle:@"" detail:NSLocalizedString(@"reports.empty.detail", nil)];
        }
        @end
        """)
        let found = try screensAsImported()
        XCTAssertEqual(found.map(\.name), ["TeamViewController", "ReportsViewController"], "one screen per list, none for the bare object")
        let team = try XCTUnwrap(found.first)
        XCTAssertEqual(team.line, 9, "where the setter is sent")
        XCTAssertEqual(shownText(team.template["title"]), "No team members")
        XCTAssertEqual(shownText(team.template["description"]), "Invite someone to start.")
        let reports = try XCTUnwrap(found.last)
        XCTAssertEqual(shownText(reports.template["title"]), "Nothing to list", "an empty title keeps the initializer's")
        XCTAssertEqual(reports.template["description"]?["key"], .string("reports.empty.detail"))
    }

    func testAnObjectMadeAndNeverToldShowsTheInitializersTexts() throws {
        try writeListObject()
        try write("App/Controllers/InboxViewController.m", """
        #import "PlainListSource.h"
        @implementation InboxViewController
        - (void)viewDidLoad {
            self.listSource = [[PlainListSource alloc] initWithTableView:self.tableView cellIdentifier:@"Cell"];
        }
        @end
        @implementation TeamViewController
        - (void)viewDidLoad {
            self.listSource = [[PlainListSource alloc] initWithTableView:self.tableView cellIdentifier:@"Cell"];
            [self.listSource setEmptyTitle:@"No team members" detail:@""];
        }
        @end
        """)
        let found = try screensAsImported()
        XCTAssertEqual(found.map(\.name), ["InboxViewController", "TeamViewController"])
        XCTAssertEqual(found.first?.line, 4)
        XCTAssertEqual(shownText(found.first?.template["title"]), "Nothing to list")
        XCTAssertNil(found.first?.template["description"], "an empty description is no part")
    }

    func testAMakerThatTakesTheListBackIsItsOwnScreenOnly() throws {
        try writeListObject()
        try write("App/Controllers/UsersViewController.m", """
        #import "PlainListSource.h"
        #import <DZNEmptyDataSet/UIScrollView+EmptyDataSet.h>
        @implementation UsersViewController
        - (void)viewDidLoad {
            self.listSource = [[PlainListSource alloc] initWithTableView:self.tableView cellIdentifier:@"Cell"];
            self.tableView.emptyDataSetSource = self;
            [self.tableView reloadData];
        }
        - (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)scrollView {
            return [[NSAttributedString alloc] initWithString:@"No users yet" attributes:nil];
        }
        @end
        """)
        let found = try screensAsImported()
        XCTAssertEqual(found.map(\.name), ["UsersViewController"], "\(found.map { ($0.name, $0.line) })")
        XCTAssertEqual(shownText(found.first?.template["title"]), "No users yet")
    }

    func testTwoListsOfOneControllerAreTwoScreensWithTwoNames() throws {
        try writeListObject()
        try write("App/Controllers/InvitesViewController.m", """
        #import "PlainListSource.h"
        @implementation InvitesViewController
        - (void)viewDidLoad {
            self.sent = [[PlainListSource alloc] initWithTableView:self.sentTable cellIdentifier:@"Cell"];
            [self.sent setEmptyTitle:@"No invites sent" detail:@""];
            self.received = [[PlainListSource alloc] initWithTableView:self.receivedTable cellIdentifier:@"Cell"];
            [self.received setEmptyTitle:@"No invites received" detail:@""];
        }
        @end
        """)
        let found = try screensAsImported()
        XCTAssertEqual(found.map(\.name), ["InvitesViewController", "InvitesViewController-2"])
        XCTAssertEqual(found.map { shownText($0.template["title"]) }, ["No invites sent", "No invites received"])
    }
}
