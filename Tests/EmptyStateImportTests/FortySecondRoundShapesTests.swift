import EmptyStateImport
import EmptyStateModel
import Foundation
import XCTest

/// Shapes of issue 45's forty-second round: app-ios's private list function that shows its
/// empty state when the reports it is given are empty, called for each tab; and Trueblue_Kush's
/// Swift data source whose `emptyDataSetSource = self` is commented out; foundationTerminal's
/// button view of its own, one `Button` that takes nothing, among a screen's actions.
final class FortySecondRoundShapesTests: SourceFolderTestCase {
    func testAFunctionThatShowsItsScreenWhenItsParameterIsEmptyIsAScreenAtEachCall() throws {
        try write("App/Reports.swift", """
        import SwiftUI
        struct Report: Identifiable { let id: Int }
        struct ReportsView: View {
            let incoming: [Report]
            let outgoing: [Report]
            let showsIncoming: Bool
            var body: some View {
                if showsIncoming {
                    reportList(reports: incoming)
                } else {
                    reportList(reports: outgoing)
                }
            }
            private func reportList(reports: [Report]) -> some View {
                Group {
                    if (reports.isEmpty) {
                        ContentUnavailableView("No Reports", systemImage: "list.bullet.clipboard")
                    }
                    ForEach(reports) { Text("\\($0.id)") }
                }
            }
        }
        """)
        let found = importedScreens()
        XCTAssertEqual(found.map { "\($0.line)" }, ["9", "11"], "each call of the function is a screen")
        XCTAssertEqual(found.map { $0.template["title"]?["key"] }, [.string("No Reports"), .string("No Reports")])
    }

    func testASectionFunctionCalledTwiceWithItsScreenDeepInsideIsOneScreen() throws {
        try write("App/Analysis.swift", """
        import SwiftUI
        struct Result { let points: [Int] }
        struct AnalysisView: View {
            let result: Result
            let compact: Bool
            @State private var showsZones = false
            var body: some View {
                if compact { trendSection(result: result) } else { HStack { trendSection(result: result) } }
            }
            private func trendSection(result: Result) -> some View {
                VStack {
                    Text("Trend")
                    if showsZones {
                        Text("Zones")
                    } else {
                        if result.points.isEmpty {
                            ContentUnavailableView("No Data for Period", systemImage: "chart.line.downtrend.xyaxis")
                        }
                    }
                }
            }
        }
        """)
        let found = importedScreens()
        XCTAssertEqual(found.map { "\($0.line)" }, ["17"], "the section's own screen, not one per call")
    }

    func testASwiftDataSourceSwitchedOffInAComment() throws {
        try write("App/UpcomingBookingsVC.swift", """
        import UIKit
        import DZNEmptyDataSet
        class UpcomingBookingsVC: UIViewController {
            @IBOutlet weak var tableView: UITableView!
            override func viewDidLoad() {
                super.viewDidLoad()
        //        tableView.emptyDataSetSource = self;
            }
        }
        extension UpcomingBookingsVC: DZNEmptyDataSetDelegate, DZNEmptyDataSetSource {
            func image(forEmptyDataSet scrollView: UIScrollView!) -> UIImage! { UIImage(named: "noRecordFound") }
        }
        """)
        try write("App/BookingsVC.swift", """
        import UIKit
        import DZNEmptyDataSet
        class BookingsVC: UIViewController {
            @IBOutlet weak var tableView: UITableView!
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.emptyDataSetSource = self // shown
            }
        }
        extension BookingsVC: DZNEmptyDataSetDelegate, DZNEmptyDataSetSource {
            func image(forEmptyDataSet scrollView: UIScrollView!) -> UIImage! { UIImage(named: "noRecordFound") }
        }
        """)
        XCTAssertEqual(importedScreens().map(\.name), ["BookingsVC"], "the data source whose assignment is commented out draws nothing")
    }

    func testTheAppsOwnButtonViewThatTakesNothingIsItsButton() throws {
        try write("App/OpenArticleSavingSheetButton.swift", """
        import SwiftUI
        struct OpenArticleSavingSheetButton: View {
            @Environment(AppState.self) var appState: AppState
            var body: some View {
                Button {
                    appState.showSheet()
                } label: {
                    Label("Add article", image: "custom.text.document.badge.plus")
                }
            }
        }
        struct ShareButton: View {
            let url: URL
            var body: some View { Button("Share") { } }
        }
        """)
        try write("App/ArticleOverviewView.swift", """
        import SwiftUI
        struct ArticleOverviewView: View {
            var body: some View {
                ContentUnavailableView {
                    Label("No articles saved yet", systemImage: "bookmark")
                } actions: {
                    OpenArticleSavingSheetButton()
                        .buttonStyle(.borderedProminent)
                }
            }
        }
        """)
        let found = importedScreens()
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(found.first?.template["button"]?["title"]?["key"], .string("Add article"), "the view's one Button, read as the screen's button")
    }
}
