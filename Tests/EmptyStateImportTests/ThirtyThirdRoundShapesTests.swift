import EmptyStateImport
import EmptyStateModel
import Foundation
import XCTest

/// Shapes of MealBytes (issue 45's thirty-third round): a method of `extension View` that is its
/// screen, whose label, description and actions each switch over an error enum it is given, with
/// a nested `ContentUnavailableView.search(text:)` as one case's label and a meal type's raw value
/// in another's title; and what reading it showed elsewhere: one reading is one case across a
/// view's switches, an enum whose cases carry values is no choice, and a view that turns out to be
/// no wrapper once the app's texts are known keeps its screen; and of Walnut (the thirty-fourth
/// round), a feature folder whose name ends in "Tests" (`BloodTests`) that is no test target; and
/// of olvid-ios, a configuration made in a branch into an Optional declared without one, and
/// `#available` around one screen's two copies.
final class ThirtyThirdRoundShapesTests: SourceFolderTestCase {
    private func text(_ value: TemplateValue?) -> String? {
        guard let value else { return nil }
        if case let .string(words) = value { return words }
        guard case let .string(format)? = value["default"] else { return nil }
        guard case let .list(arguments)? = value["args"] else { return format }
        var result = format
        for argument in arguments {
            guard case let .string(words) = argument, let range = result.range(of: "%@") else { continue }
            result.replaceSubrange(range, with: words)
        }
        return result
    }

    /// Each screen as the user reads it: the base, then each variant laid over it.
    private func readings(_ screen: ImportedScreen) -> [String: [String: String]] {
        func fields(_ template: TemplateValue?) -> [String: String] {
            var result: [String: String] = [:]
            for key in ["title", "description"] { if let words = text(template?[key]) { result[key] = words } }
            if let symbol = template?["image"]?["systemName"], case let .string(name) = symbol { result["symbol"] = name }
            if let preset = template?["preset"], case let .string(name) = preset { result["preset"] = name }
            if let button = text(template?["button"]?["title"]) { result["button"] = button }
            return result
        }
        var result = ["": fields(screen.template)]
        guard case let .map(variants)? = screen.template["variants"] else { return result }
        for variant in variants {
            var merged = fields(screen.template)
            guard case let .map(changes) = variant.value else { continue }
            for change in changes where change.value == .null { merged[change.key == "image" ? "symbol" : change.key] = nil }
            if changes.contains(where: { $0.key == "button" && $0.value == .null }) { merged["button"] = nil }
            merged.merge(fields(variant.value)) { _, new in new }
            result[variant.key] = merged
        }
        return result
    }

    private let mealBytesWrapper = """
    import SwiftUI
    enum AppError: Error, LocalizedError, Equatable {
        case network
        case networkRefresh
        case decoding
        case results
        case noBookmarks
        var errorDescription: String {
            switch self {
            case .network, .networkRefresh: "Unable to connect to the network."
            case .decoding: "There was a problem reading the data."
            case .results: ""
            case .noBookmarks: "No bookmarks yet"
            }
        }
    }
    enum MealType: String, CaseIterable {
        case breakfast = "Breakfast"
        case lunch = "Lunch"
    }
    extension View {
        @ViewBuilder
        func contentUnavailableView(for error: AppError, mealType: MealType, query: String = "", action: @escaping () -> Void) -> some View {
            ContentUnavailableView {
                switch error {
                case .network, .networkRefresh:
                    Label("Network error", systemImage: "wifi.slash")
                case .decoding:
                    Label("Data processing issue", systemImage: "exclamationmark.triangle")
                case .results:
                    ContentUnavailableView.search(text: query)
                case .noBookmarks:
                    Label("No \\(mealType.rawValue) bookmarks yet", systemImage: "bookmark")
                }
            } description: {
                switch error {
                case .noBookmarks:
                    Text("Mark favorite food items as bookmarks.")
                default:
                    Text(error.errorDescription)
                }
            } actions: {
                switch error {
                case .networkRefresh:
                    Button("Try Again") { action() }
                default:
                    EmptyView()
                }
            }
        }
    }
    """

    /// Each call is the screen, never the method's body: a run-time error gives one reading per
    /// case (the description the error's own text for that case, the search case the system's
    /// search screen with no quoted query), a literal `.noBookmarks` one per meal type.
    func testAViewExtensionMethodSwitchingOverItsErrorIsAScreenPerCaseAtEachCall() throws {
        try write("App/Wrapper.swift", mealBytesWrapper)
        try write("App/SearchView.swift", """
        import SwiftUI
        struct SearchView: View {
            let mealType: MealType
            let failure: AppError?
            var body: some View {
                if let error = failure {
                    contentUnavailableView(for: error, mealType: mealType) { }
                } else {
                    contentUnavailableView(for: .noBookmarks, mealType: mealType) { }
                }
            }
        }
        """)
        let found = importedScreens()
        XCTAssertEqual(found.map(\.line), [7, 9], "the two calls, not the method's body: \(found.map(\.name))")
        let error = try XCTUnwrap(found.first)
        let shown = Set(readings(error).values)
        XCTAssertEqual(readings(error)[""], ["title": "Network error", "description": "Unable to connect to the network.", "symbol": "wifi.slash"],
                       "the first case throughout: its label, its own description, no button")
        XCTAssertTrue(shown.contains(["title": "Network error", "description": "Unable to connect to the network.", "symbol": "wifi.slash", "button": "Try Again"]))
        XCTAssertTrue(shown.contains(["title": "Data processing issue", "description": "There was a problem reading the data.", "symbol": "exclamationmark.triangle"]))
        XCTAssertTrue(shown.contains(["preset": "search"]), "the nested search screen, its empty description dropped: \(shown)")
        XCTAssertTrue(shown.contains(["title": "No Breakfast bookmarks yet", "description": "Mark favorite food items as bookmarks.", "symbol": "bookmark"]))
        XCTAssertTrue(shown.contains(["title": "No Lunch bookmarks yet", "description": "Mark favorite food items as bookmarks.", "symbol": "bookmark"]))
        XCTAssertEqual(shown.count, 6, "\(shown)")
        let bookmarks = Set(readings(found[1]).values.compactMap { $0["title"] })
        XCTAssertEqual(bookmarks, ["No Breakfast bookmarks yet", "No Lunch bookmarks yet"])
    }

    /// A view's label switch names every case, its actions' switch only one beside `default`:
    /// the screen is the first case in both, its button included.
    func testOneReadingIsOneCaseAcrossAViewsSwitches() throws {
        try write("App/ErrorScreen.swift", """
        import SwiftUI
        enum Failure { case offline, empty }
        struct ErrorScreen: View {
            let failure: Failure
            var body: some View {
                ContentUnavailableView {
                    switch failure {
                    case .offline: Label("Offline", systemImage: "wifi.slash")
                    case .empty: Label("Nothing Here", systemImage: "tray")
                    }
                } actions: {
                    switch failure {
                    case .offline: Button("Retry") { }
                    default: EmptyView()
                    }
                }
            }
        }
        """)
        let screen = try XCTUnwrap(importedScreens().first)
        XCTAssertEqual(Set(readings(screen).values), [["title": "Offline", "symbol": "wifi.slash", "button": "Retry"],
                                                      ["title": "Nothing Here", "symbol": "tray"]])
    }

    /// `EmptySheetView(destId: destination.id)` in a router's `default:`: a destination that
    /// carries values in some cases is data, so its `id` stays the run time's.
    func testAnEnumWhoseCasesCarryValuesIsNoChoice() throws {
        try write("App/Router.swift", """
        import SwiftUI
        enum SheetDestination {
            case welcome
            case settings
            case media([String])
            var id: String {
                switch self {
                case .welcome: "welcome"
                case .settings: "settings"
                case .media: "media"
                }
            }
        }
        struct Router: View {
            let destination: SheetDestination
            var body: some View {
                router(destination: destination)
            }
            private func router(destination: SheetDestination) -> some View {
                ContentUnavailableView("Missing view for \\(destination.id)", systemImage: "exclamationmark.triangle")
            }
        }
        """)
        let found = importedScreens()
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(Set(try readings(XCTUnwrap(found.first)).values.compactMap { $0["title"] }), ["Missing view for ⟨destination.id⟩"])
    }

    /// A view nothing calls, whose title names its enum's per-case text, was taken for a wrapper
    /// before the app's texts were known; once they are, it is a screen of its own again.
    func testAViewThatTurnsOutNoWrapperKeepsItsScreen() throws {
        try write("App/Types.swift", """
        enum Meal {
            case breakfast, lunch
            var label: String { switch self { case .breakfast: "Breakfast"; case .lunch: "Lunch" } }
        }
        """)
        try write("App/Empty.swift", """
        import SwiftUI
        struct EmptyMeals: View {
            let meal: Meal
            var body: some View {
                ContentUnavailableView("No \\(meal.label) yet", systemImage: "fork.knife")
            }
        }
        """)
        let found = importedScreens()
        XCTAssertEqual(found.map(\.name), ["EmptyMeals"])
        XCTAssertEqual(Set(try readings(XCTUnwrap(found.first)).values.compactMap { $0["title"] }), ["No Breakfast yet", "No Lunch yet"])
    }

    /// `Features/BloodTests` holds the app's blood-test screens: read. `AppTests`, which imports
    /// XCTest, is a test target: not read.
    func testAFeatureFolderNamedLikeATestTargetIsRead() throws {
        try write("App/Features/BloodTests/BloodTestsView.swift", """
        import SwiftUI
        struct BloodTestsView: View {
            var body: some View {
                ContentUnavailableView("No Blood Tests", systemImage: "testtube.2")
            }
        }
        """)
        try write("App/AppTests/ScreenTests.swift", """
        import XCTest
        import SwiftUI
        final class ScreenTests: XCTestCase {
            func testEmpty() { _ = ContentUnavailableView("Test Only", systemImage: "xmark") }
        }
        """)
        XCTAssertEqual(importedScreens().map(\.name), ["BloodTestsView"])
    }

    /// `var config: UIContentUnavailableConfiguration?`, made by `.empty()` in the branch that
    /// shows it, its description chosen by `#available`: one screen, as iOS 18 draws it.
    func testAConfigurationMadeInABranchWithAnAvailabilityCheck() throws {
        try write("App/ListViewController.swift", """
        import UIKit
        final class ListViewController: UICollectionViewController {
            var items: [String] = []
            override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
                var config: UIContentUnavailableConfiguration?
                if items.isEmpty {
                    config = .empty()
                    config?.text = "No discussions"
                    if #available(iOS 18, *) {
                        config?.secondaryText = "Tap the floating button."
                    } else {
                        config?.secondaryText = "Tap the plus button."
                    }
                    config?.image = UIImage(systemName: "bubble.left")
                }
                self.contentUnavailableConfiguration = config
            }
        }
        """)
        let found = importedScreens()
        XCTAssertEqual(found.count, 1)
        let screen = try XCTUnwrap(found.first)
        XCTAssertEqual(Set(readings(screen).values), [["preset": "empty", "title": "No discussions", "description": "Tap the floating button.", "symbol": "bubble.left"]])
    }

    /// `if #available(iOS 18, *) { Unavailable(…) } else { Unavailable(…) }`: one screen, the newest.
    func testAnAvailabilityCheckAroundTwoCallsOfAWrapperIsOneScreen() throws {
        try write("App/Unavailable.swift", """
        import SwiftUI
        struct Unavailable: View {
            let title: String
            let message: String
            var body: some View {
                ContentUnavailableView(title, systemImage: "person", description: Text(message))
            }
        }
        struct ContactsView: View {
            var body: some View {
                if #available(iOS 18, *) {
                    Unavailable(title: "No contacts", message: "Tap the floating button.")
                } else {
                    Unavailable(title: "No contacts", message: "Tap the plus button.")
                }
            }
        }
        """)
        let found = importedScreens()
        XCTAssertEqual(found.map(\.line), [12])
        XCTAssertEqual(try readings(XCTUnwrap(found.first))[""]?["description"], "Tap the floating button.")
    }

    /// `label: .init(localized: "NO_RESULTS")` for a wrapper's `String` parameter (ethmensa):
    /// `String(localized:)`, a key of the app's table.
    func testALeadingDotInitializerOfAStringParameterIsLocalized() throws {
        try write("App/Unavailable.swift", """
        import SwiftUI
        struct Unavailable: View {
            private var label: String
            init(label: String) { self.label = label }
            var body: some View {
                ContentUnavailableView(label, systemImage: "magnifyingglass")
            }
        }
        struct MainView: View {
            var body: some View {
                Unavailable(label: .init(localized: "NO_RESULTS"))
            }
        }
        """)
        try write("App/en.lproj/Localizable.strings", "\"NO_RESULTS\" = \"No results\";\n")
        let found = importedScreens()
        XCTAssertEqual(found.map(\.line), [11])
        XCTAssertEqual(found.first?.template["title"], .map([TemplateEntry("key", .string("NO_RESULTS"))]),
                       "the key, which the app's table words when the screen is drawn")
    }

    /// `SettingsList(missingItemsTitle: "Missing pillars", …)` showing the app's wrapper with
    /// that title when its list is empty (GoalPilot): each call of the list is the screen; a
    /// view that only shows its caller's search text (`@Binding var searchText`) stays one.
    func testAViewPassingWhatItIsGivenToAWrapperInABranchIsAWrapper() throws {
        try write("App/Missing.swift", """
        import SwiftUI
        struct ContentMissingView: View {
            let title: String
            var body: some View {
                ContentUnavailableView(title, systemImage: "sparkle.magnifyingglass")
            }
        }
        struct SettingsList: View {
            var missingItemsTitle: String
            var items: [String]
            var body: some View {
                if !items.isEmpty {
                    Form { ForEach(items, id: \\.self) { Text($0) } }
                } else {
                    ContentMissingView(title: missingItemsTitle)
                }
            }
        }
        struct PillarSettings: View {
            var body: some View { SettingsList(missingItemsTitle: "Missing pillars", items: []) }
        }
        struct NoteSettings: View {
            var body: some View { SettingsList(missingItemsTitle: "Missing notes", items: []) }
        }
        struct SearchContent: View {
            @Binding var searchText: String
            var body: some View {
                if searchText.isEmpty { Text("Type to search") } else { ContentMissingView(title: searchText) }
            }
        }
        """)
        let found = importedScreens()
        XCTAssertEqual(Set(found.map { "\($0.name) \($0.line)" }), ["PillarSettings 20", "NoteSettings 23", "SearchContent 28"])
        let titles = Set(found.compactMap { text($0.template["title"]) })
        XCTAssertEqual(titles, ["Missing pillars", "Missing notes", "⟨searchText⟩"])
    }

    /// `phase = .failed(message)` of a view's own `Phase` is not another view's `LoadState.failed`
    /// drawn by its switch (blindlog-app).
    func testAStatesCaseMadeForAnotherEnumOfTheSameCaseNameIsNoCall() throws {
        try write("App/Events.swift", """
        import SwiftUI
        struct EventListView: View {
            enum LoadState { case loading, failed(String) }
            @State private var loadState: LoadState = .loading
            var body: some View {
                switch loadState {
                case .loading: ProgressView()
                case .failed(let message):
                    ContentUnavailableView("Couldn’t Load Events", systemImage: "wifi.slash", description: Text(message))
                }
            }
            func load() { loadState = .failed("Offline") }
        }
        struct ParticipantListView: View {
            private enum Phase { case loading, failed(String) }
            @State private var phase: Phase = .loading
            var body: some View { Text("Participants") }
            func load() { phase = .failed("Timed out") }
        }
        """)
        let found = importedScreens()
        XCTAssertFalse(found.contains { $0.name.hasPrefix("ParticipantListView") }, "\(found.map { "\($0.name) \($0.line)" })")
        XCTAssertTrue(found.contains { $0.file.hasSuffix("Events.swift") && $0.line <= 13 })
    }

    /// A DZN data source of its own class, made with `init(title:buttonTitle:)`, whose custom view
    /// is the app's (`emptyView.title = title; emptyView.actionButtonTitle = buttonTitle`)
    /// (PlanningBook): each place that makes one is a screen with those texts.
    func testADataSourceMadeWithItsTextsShowingThemInTheAppsView() throws {
        try write("App/EmptyDelegate.swift", """
        import UIKit
        import DZNEmptyDataSet
        class EmptyViewDataSourceDelegate: NSObject, DZNEmptyDataSetSource, DZNEmptyDataSetDelegate {
            let title: String
            let buttonTitle: String
            init(title: String, buttonTitle: String) {
                self.title = title
                self.buttonTitle = buttonTitle
            }
            func customView(forEmptyDataSet scrollView: UIScrollView!) -> UIView! {
                let emptyView = EmptyView(frame: .zero)
                emptyView.title = title
                emptyView.actionButtonTitle = buttonTitle
                return emptyView
            }
        }
        struct Assembly {
            func history() -> EmptyViewDataSourceDelegate {
                return EmptyViewDataSourceDelegate(title: "No plans yet", buttonTitle: "Create one")
            }
        }
        """)
        let found = importedScreens()
        XCTAssertEqual(found.map(\.line), [19], "the call, not the class: \(found.map { "\($0.name) \($0.line)" })")
        let screen = try XCTUnwrap(found.first)
        XCTAssertEqual(text(screen.template["title"]), "No plans yet")
        XCTAssertEqual(text(screen.template["button"]?["title"]), "Create one")
    }

    /// `private var activeTab = EventTimeType.Current` (no type written) where two enums declare a
    /// `title`: the one its first value names gives a screen per case (EventBuilder).
    func testAPropertysEnumIsTheOneItsFirstValueNames() throws {
        try write("App/Types.swift", """
        enum EventTimeType: Int {
            case Current = 0
            case Past
            var title: String {
                switch self {
                case .Current: return "Current"
                case .Past: return "Past"
                }
            }
        }
        enum MenuItem {
            case home, settings
            var title: String {
                switch self {
                case .home: return "Home"
                case .settings: return "Settings"
                }
            }
        }
        """)
        try write("App/MyEventViewController.swift", """
        import UIKit
        class MyEventViewController: UIViewController, DZNEmptyDataSetSource {
            private var activeTab = EventTimeType.Current {
                didSet { tableView.reloadData() }
            }
            func tabChanged(index: Int) { activeTab = EventTimeType(rawValue: index)! }
            func titleForEmptyDataSet(scrollView: UIScrollView!) -> NSAttributedString! {
                return NSAttributedString(string: "No \\(activeTab.title) Event")
            }
        }
        """)
        let screen = try XCTUnwrap(importedScreens().first)
        XCTAssertEqual(Set(readings(screen).values.compactMap { $0["title"] }), ["No Current Event", "No Past Event"])
    }
}
