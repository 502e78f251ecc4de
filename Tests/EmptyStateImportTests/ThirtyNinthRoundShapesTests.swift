import EmptyStateImport
import EmptyStateModel
import Foundation
import XCTest

/// Shapes of issue 45's thirty-ninth round: Finance's view controller whose
/// `emptyDataSetSource = self` is commented out (its data source methods left behind), and
/// budget-tracker-ios's computed description that returns early on a condition of the app's
/// state; and what heatlab showed of the latter: a condition on the property's own local
/// decides itself.
final class ThirtyNinthRoundShapesTests: SourceFolderTestCase {
    private static func dataSource(_ name: String, assignment: String) -> String {
        """
        #import <DZNEmptyDataSet/UIScrollView+EmptyDataSet.h>
        @interface \(name) () <DZNEmptyDataSetSource>
        @property (nonatomic, strong) UITableView *tableView;
        @end
        @implementation \(name)
        - (void)viewDidLoad {
            [super viewDidLoad];
        \(assignment)
        }
        - (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)scrollView {
            return [[NSAttributedString alloc] initWithString:@"Nothing yet"];
        }
        @end
        """
    }

    func testADataSourceSwitchedOffInCommentsIsNoScreen() throws {
        try write("App/AskController.m", Self.dataSource("AskController", assignment: "//    self.tableView.emptyDataSetSource = self;\n/* self.tableView.emptyDataSetDelegate = self; */"))
        try write("App/AnswerController.m", Self.dataSource("AnswerController", assignment: "    self.tableView.emptyDataSetSource = self; // shown when empty"))
        // Handed its source by the code that makes it: the file never names it.
        try write("App/ListController.m", Self.dataSource("ListController", assignment: ""))
        try write("App/ListMaker.m", """
        #import "ListController.h"
        @implementation ListMaker
        - (ListController *)makeList {
            ListController *list = [[ListController alloc] init];
            list.tableView.emptyDataSetSource = list;
            return list;
        }
        @end
        """)
        XCTAssertEqual(importedScreens().map(\.name).sorted(), ["AnswerController", "ListController"])
    }

    /// A class that only ever lets its table go (`self.tableView.emptyDataSetSource = nil;` in
    /// `dealloc`, Clone's MessagesTableViewController) never hands it the source: no screen.
    func testADataSourceOnlyEverSetToNilIsNoScreen() throws {
        try write("App/MessagesController.m", Self.dataSource("MessagesController", assignment: "}\n- (void)dealloc {\n    self.tableView.emptyDataSetSource = nil;"))
        try write("App/InboxController.m", Self.dataSource("InboxController", assignment: "    self.tableView.emptyDataSetSource = self;\n}\n- (void)dealloc {\n    self.tableView.emptyDataSetSource = nil;"))
        XCTAssertEqual(importedScreens().map(\.name).sorted(), ["InboxController"])
    }

    func testAGetterThatReturnsEarlyOnTheAppsStateIsAVariantPerOutcome() throws {
        try write("App/NetWorthView.swift", """
        import SwiftUI
        struct NetWorthView: View {
            let bankConnections: [String]
            var body: some View {
                ContentUnavailableView("Accounts not loaded", systemImage: "building.columns", description: Text(recoveryMessage))
            }
            private var recoveryMessage: String {
                if !bankConnections.isEmpty {
                    return "Your bank is connected but account balances haven't loaded yet."
                }
                return "Transactions are synced but account rows are missing."
            }
        }
        """)
        try write("App/AnalysisView.swift", """
        import SwiftUI
        struct AnalysisView: View {
            let period: String
            var body: some View {
                ContentUnavailableView("No Sessions Found", systemImage: "figure.mind.and.body", description: Text(description))
            }
            private var description: String {
                var parts: [String] = []
                parts.append(period)
                if parts.isEmpty {
                    return "Complete some sessions to see analysis"
                }
                return "No sessions found"
            }
        }
        """)
        let found = importedScreens()
        let netWorth = try XCTUnwrap(found.first { $0.name.hasPrefix("NetWorthView") })
        // A `String` shown by `Text(_:)` as it is (verbatim).
        var descriptions = [netWorth.template["description"]]
        if case let .map(variants)? = netWorth.template["variants"] {
            descriptions += variants.map { $0.value["description"] }
        }
        XCTAssertEqual(Set(descriptions.compactMap { $0 }), [.string("Your bank is connected but account balances haven't loaded yet."),
                                                              .string("Transactions are synced but account rows are missing.")])
        let analysis = try XCTUnwrap(found.first { $0.name.hasPrefix("AnalysisView") })
        XCTAssertNil(analysis.template["variants"], "the property's own list decides its condition: no variant")
        XCTAssertEqual(analysis.template["description"], .string("No sessions found"))
    }
}
