import EmptyStateImport
import EmptyStateModel
import Foundation
import XCTest

/// Shapes of issue 45's fifty-eighth round in Swift: KenshinPlus's wrapper whose label closure
/// holds an image and two texts given as `LocalizedStringResource`s, Sports' titles, a computed
/// property of a view model class declared in another file, and Ordernise's description of
/// texts joined with an inline symbol.
final class FiftyEighthRoundShapesTests: SourceFolderTestCase {
    /// `Text(title).font(…)` of a `LocalizedStringResource` parameter given "No Data": that key,
    /// with the wrapper's font; the label's second text is the description.
    func testAWrappersLabelOfTwoTextsIsTitleAndDescription() throws {
        try write("App/NoChartDataView.swift", """
        import SwiftUI
        struct NoChartDataView: View {
            let systemImageName: String
            let title: LocalizedStringResource
            let description: LocalizedStringResource
            var body: some View {
                ContentUnavailableView {
                    Image(systemName: systemImageName)
                        .resizable()
                        .frame(width: 32, height: 32)
                    Text(title)
                        .font(.callout.bold())
                    Text(description)
                        .font(.footnote)
                }
                .foregroundStyle(.secondary)
            }
        }
        """)
        try write("App/BloodPressureView.swift", """
        import SwiftUI
        struct BloodPressureView: View {
            var systolic: [Int] = []
            var body: some View {
                Text("Chart")
                    .overlay {
                        if systolic.isEmpty {
                            NoChartDataView(systemImageName: "drop.degreesign.slash", title: "No Data", description: "There is no blood pressure data from App.")
                        }
                    }
            }
        }
        """)
        let template = try XCTUnwrap(importedScreens().first?.template)
        XCTAssertEqual(template["title"]?["key"], .string("No Data"), "\(template)")
        XCTAssertNotNil(template["title"]?["font"], "the wrapper's font stays beside the key: \(template)")
        XCTAssertNil(template["title"]?["text"], "no key nested inside a text: \(template)")
        XCTAssertEqual(template["description"]?["key"], .string("There is no blood pressure data from App."), "\(template)")
        XCTAssertEqual(template["image"]?["systemName"], .string("drop.degreesign.slash"), "\(template)")
    }

    /// `viewModel.emptyDataTitle`, a computed text of the view model's class in another file
    /// that names the sport's per-case title: each sport a variant, with its own symbol; a second
    /// class's property of the same name is not taken.
    func testAViewModelsComputedTextIsReadPerCase() throws {
        try write("App/Sports.swift", """
        enum Sports: String, CaseIterable {
            case football, cricket
            var title: String {
                switch self {
                case .football: "Football"
                case .cricket: "Cricket"
                }
            }
            var icon: String {
                switch self {
                case .football: "soccerball"
                case .cricket: "cricket.ball"
                }
            }
        }
        """)
        try write("App/LeaguesViewModel.swift", """
        import Foundation
        @Observable class LeaguesViewModel {
            var leagues: [String] = []
            var sport: Sports
            var emptyDataTitle: String {
                "No \\(sport.title) Leagues Available"
            }
            init(sport: Sports) { self.sport = sport }
        }
        """)
        try write("App/EventsViewModel.swift", """
        import Foundation
        @Observable class EventsViewModel {
            var emptyDataTitle: String { "No Matches Found" }
        }
        """)
        try write("App/LeaguesView.swift", """
        import SwiftUI
        struct LeaguesView: View {
            @State var viewModel: LeaguesViewModel
            var body: some View {
                if viewModel.leagues.isEmpty {
                    ContentUnavailableView(viewModel.emptyDataTitle, systemImage: viewModel.sport.icon)
                }
            }
        }
        """)
        let template = try XCTUnwrap(importedScreens().first?.template)
        XCTAssertEqual(template["title"]?["key"], .string("No %@ Leagues Available"), "\(template)")
        XCTAssertEqual(template["title"]?["args"], .list([.string("Football")]), "\(template)")
        XCTAssertEqual(template["image"]?["systemName"], .string("soccerball"), "\(template)")
        let cricket = template["variants"]?["viewModelSportIsCricket"]
        XCTAssertEqual(cricket?["title"]?["args"], .list([.string("Cricket")]), "\(template)")
        XCTAssertEqual(cricket?["image"]?["systemName"], .string("cricket.ball"), "\(template)")
    }

    /// `error.localizedDescription` of an error only the run time knows: not the one struct of
    /// the app that has such a property (Ritualist's private `RetrySuccess`).
    func testAValueOfAnUndeclaredTypeTakesNoTypesTextProperty() throws {
        try write("App/RetrySuccess.swift", """
        private struct RetrySuccess: Error {
            let attemptNumber: Int
            var localizedDescription: String { "Operation succeeded on retry attempt \\(attemptNumber)" }
        }
        """)
        try write("App/HabitDetailView.swift", """
        import SwiftUI
        struct HabitDetailView: View {
            var vm: HabitViewModel
            var body: some View {
                if let error = vm.error {
                    ContentUnavailableView("Failed to load", systemImage: "exclamationmark.triangle", description: Text(error.localizedDescription))
                }
            }
        }
        """)
        let template = try XCTUnwrap(importedScreens().first?.template)
        XCTAssertFalse("\(template)".contains("retry attempt"), "\(template)")
    }

    /// `Text("Tap ") + Text(Image(systemName: "plus.circle")) + Text(" to add your first order.")`:
    /// one description of the words, the symbol a placeholder between them.
    func testTextsJoinedWithAnInlineSymbolAreOneDescription() throws {
        try write("App/OrderList.swift", """
        import SwiftUI
        struct OrderList: View {
            var orders: [String] = []
            var body: some View {
                if orders.isEmpty {
                    ContentUnavailableView("No Orders", systemImage: "bag",
                        description: Text("Tap ") + Text(Image(systemName: "plus.circle")) + Text(" to add your first order."))
                }
            }
        }
        """)
        let template = try XCTUnwrap(importedScreens().first?.template)
        XCTAssertEqual(template["description"], .string("Tap \u{27E8}Image(systemName: \"plus.circle\")\u{27E9} to add your first order."), "\(template)")
    }
}
