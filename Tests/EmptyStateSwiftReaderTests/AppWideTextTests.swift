import EmptyStateModel
import EmptyStateSourceReading
import EmptyStateSwiftReader
import XCTest

/// Texts a screen takes from another file of the app: a strings type's resources and format
/// functions (KozBon's `Strings.EmptyStates`), and an enum's text per case (a filter the view
/// holds), each case a variant.
final class AppWideTextTests: XCTestCase {
    /// The screens of `view`, read with what `other` declares for the app.
    private func screens(_ view: String, with other: String, otherFile: String = "Strings.swift") throws -> [ImportedScreen] {
        let texts = try SwiftReader.reading(other, file: otherFile).texts
        return try SwiftReader.reading(view, file: "View.swift", texts: texts).screens
    }

    static let strings = """
    import Foundation
    public enum Strings {
        public enum EmptyStates {
            public static var noNetworkTitle: LocalizedStringResource {
                .init("empty_no_network_title", bundle: .atURL(Bundle.module.bundleURL))
            }
            public static func noFilteredServices(_ filterName: String) -> String {
                String(
                    format: NSLocalizedString("empty_no_filtered_services_format", bundle: Bundle.module, comment: ""),
                    filterName
                )
            }
            public static func summary(_ notes: [String]) -> String {
                notes.joined(separator: " · ")
            }
        }
    }
    """

    func testAStringsTypesResourcesAndFormatFunctionsAreReadInAnotherFile() throws {
        let found = try screens("""
        import SwiftUI
        struct ScanView: View {
            var body: some View {
                ContentUnavailableView(String(localized: Strings.EmptyStates.noNetworkTitle), systemImage: "wifi.slash",
                                       description: Text(Strings.EmptyStates.noFilteredServices("Smart Home")))
            }
        }
        """, with: Self.strings)
        let screen = try XCTUnwrap(found.first)
        XCTAssertEqual(screen.template["title"]?.flow, #"{key: "empty_no_network_title", default: "empty_no_network_title"}"#)
        XCTAssertEqual(screen.template["description"]?.flow, #"{key: "empty_no_filtered_services_format", args: ["Smart Home"]}"#)
        XCTAssertEqual(screen.warnings, [])
    }

    /// A function that builds its text at run time (joins a list) is not run: its call stays
    /// a placeholder, as a value only the run time knows.
    func testAFunctionThatBuildsItsTextAtRunTimeStaysUnknown() throws {
        let found = try screens("""
        import SwiftUI
        struct ScanView: View {
            var body: some View {
                ContentUnavailableView("Nothing Found", systemImage: "magnifyingglass", description: Text(Strings.EmptyStates.summary(notes)))
            }
        }
        """, with: Self.strings)
        let description = try XCTUnwrap(found.first?.template["description"])
        XCTAssertTrue(description.flow.contains("⟨Strings.EmptyStates.summary(notes)⟩"), description.flow)
    }

    static let filter = """
    enum ReviewFilter: String, CaseIterable {
        case allTime
        case lastWeek
        case lastMonth
        var displayName: String {
            switch self {
            case .allTime: "All Time"
            case .lastWeek: "Last Week"
            case .lastMonth: "Last Month"
            }
        }
        var icon: String {
            switch self {
            case .allTime: return "infinity"
            case .lastWeek: return "calendar"
            case .lastMonth: return "calendar.badge.clock"
            }
        }
    }
    enum LoadError: LocalizedError {
        case offline, server
        var errorDescription: String? {
            switch self {
            case .offline: "You are offline"
            case .server: "The server failed"
            }
        }
        var title: String {
            switch self {
            case .offline: "Offline"
            case .server: "Server"
            }
        }
    }
    """

    func testAnEnumsTextPerCaseIsAVariantPerCase() throws {
        let found = try screens("""
        import SwiftUI
        struct ReviewHistoryView: View {
            @Binding var selectedFilter: ReviewFilter
            var body: some View {
                ContentUnavailableView {
                    Label("No Reviews", systemImage: selectedFilter.icon)
                } description: {
                    Text("No reviews found for \\(self.selectedFilter.displayName.lowercased())")
                }
            }
        }
        """, with: Self.filter, otherFile: "ReviewFilter.swift")
        let screen = try XCTUnwrap(found.first)
        XCTAssertEqual(screen.template["image"]?.flow, #"{systemName: "infinity"}"#)
        XCTAssertEqual(screen.template["description"]?.flow, #"{key: "No reviews found for %@", default: "No reviews found for %@", args: ["all time"]}"#)
        XCTAssertEqual(screen.template["variants"]?.flow, """
        {selectedFilterIsLastWeek: {image: {systemName: "calendar"}, description: {key: "No reviews found for %@", default: "No reviews found for %@", args: ["last week"]}}, \
        selectedFilterIsLastMonth: {image: {systemName: "calendar.badge.clock"}, description: {key: "No reviews found for %@", default: "No reviews found for %@", args: ["last month"]}}}
        """)
    }

    /// A value declared as the app's error enum is one of its cases: its message and its other
    /// per-case texts are a variant per case (data/real-apps/README.md, "Parts shown under a
    /// condition"). A value of any `Error` is the run time's: its message stays a placeholder.
    func testAnErrorEnumIsAChoiceOfCasesButAnyErrorIsTheRunTimes() throws {
        let found = try screens("""
        import SwiftUI
        struct FeedView: View {
            let error: LoadError
            var body: some View {
                ContentUnavailableView(error.title, systemImage: "exclamationmark.triangle", description: Text(error.localizedDescription))
            }
        }
        """, with: Self.filter, otherFile: "ReviewFilter.swift")
        let screen = try XCTUnwrap(found.first)
        XCTAssertEqual(screen.template["title"]?.flow, #"{key: "Offline", default: "Offline"}"#)
        XCTAssertEqual(screen.template["description"]?.flow, #"{key: "You are offline", default: "You are offline"}"#)
        XCTAssertEqual(screen.template["variants"]?.flow, """
        {errorIsServer: {title: {key: "Server", default: "Server"}, description: {key: "The server failed", default: "The server failed"}}}
        """)
        let caught = try screens("""
        import SwiftUI
        struct CaughtView: View {
            let error: Error
            var body: some View {
                ContentUnavailableView("Couldn't Load", systemImage: "exclamationmark.triangle", description: Text(error.localizedDescription))
            }
        }
        """, with: Self.filter, otherFile: "ReviewFilter.swift")
        let only = try XCTUnwrap(caught.first)
        XCTAssertNil(only.template["variants"], only.template.flow)
        XCTAssertEqual(only.template["description"], .string("⟨error.localizedDescription⟩"))
    }

    /// Localized texts joined with `+` are one format whose parts each locale looks up.
    func testLocalizedTextsJoinedAreOneFormatOfLocalizedParts() throws {
        let screen = try Read.only("""
        import SwiftUI
        struct SavedFiltersView: View {
            var body: some View {
                ContentUnavailableView("No Saved Filters", systemImage: "line.3.horizontal.decrease",
                                       description: Text(String(localized: "browse.collections") + " - " + String(localized: "browse.series")))
            }
        }
        """)
        XCTAssertEqual(screen.template["description"]?.flow, #"{key: "%@ - %@", default: "%@ - %@", args: [{key: "browse.collections"}, {key: "browse.series"}]}"#)
    }

    /// `viewModel.selectedType.iconName` where two enums have an `iconName`: the one the view
    /// model's file declares `selectedType` with.
    func testAViewModelsPropertyTypeInAnotherFileChoosesTheEnum() throws {
        let models = """
        enum SavedPostStatus { case inProgress, completed
            var iconName: String { switch self { case .inProgress: "bookmark"; case .completed: "checkmark" } }
        }
        enum NotificationFilter { case all, general
            var iconName: String { switch self { case .all: "bell.badge"; case .general: "bell" } }
        }
        final class SavedMessagesViewModel { var selectedType: SavedPostStatus = .inProgress }
        """
        let found = try screens("""
        import SwiftUI
        struct SavedMessagesView: View {
            @State var viewModel: SavedMessagesViewModel
            var body: some View {
                ContentUnavailableView("No Messages", systemImage: viewModel.selectedType.iconName)
            }
        }
        """, with: models, otherFile: "Models.swift")
        let screen = try XCTUnwrap(found.first)
        XCTAssertEqual(screen.template["image"]?.flow, #"{systemName: "bookmark"}"#)
        XCTAssertEqual(screen.template["variants"]?.flow, #"{viewModelSelectedTypeIsCompleted: {image: {systemName: "checkmark"}}}"#)
    }

    /// R.swift's table through a local (`let i18n = R.string.localizable`), and `String("…")`,
    /// which is its text verbatim.
    func testRSwiftThroughALocalAndAStringMadeOfALiteral() throws {
        var withKeys = AppTexts()
        withKeys.addResourceKeys(["Localizable": ["widget.notConfigured"]])
        let found = try SwiftReader.reading(#"""
        import SwiftUI
        struct WidgetView: View {
            var destId: String
            var body: some View {
                let i18n = R.string.localizable
                ContentUnavailableView(i18n.widgetNotConfigured(), systemImage: "wrench.adjustable",
                                       description: Text(String("Missing view for \"\(destId.isEmpty ? "[EMPTY]" : destId)\"")))
            }
        }
        """#, file: "View.swift", texts: withKeys).screens
        let screen = try XCTUnwrap(found.first)
        XCTAssertEqual(screen.template["title"]?.flow, #"{key: "widget.notConfigured", table: "Localizable"}"#)
        XCTAssertEqual(screen.template["description"], .string("Missing view for \"⟨destId⟩\""))
        XCTAssertEqual(screen.template["variants"]?.flow, #"{destIdIsEmpty: {description: "Missing view for "[EMPTY]""}}"#)
    }

    /// A file wrapped in `#if os(macOS)` is no part of the iPhone app; `#if os(iOS)`'s `#else`
    /// neither; a custom flag decides nothing.
    func testDeclarationsForAnotherPlatformAreNoScreens() throws {
        let found = try Read.screens("""
        #if os(macOS)
        import AppKit
        struct MacEventsView: View {
            var body: some View { ContentUnavailableView("No Events", systemImage: "calendar") }
        }
        #endif
        #if os(iOS) || targetEnvironment(macCatalyst)
        struct PhoneView: View {
            var body: some View { ContentUnavailableView("Phone", systemImage: "iphone") }
        }
        #else
        struct OtherView: View {
            var body: some View { ContentUnavailableView("Other", systemImage: "desktopcomputer") }
        }
        #endif
        #if DEBUG
        struct DebugView: View {
            var body: some View { ContentUnavailableView("Debug", systemImage: "ant") }
        }
        #endif
        #if !canImport(UIKit)
        struct NoUIKitView: View {
            var body: some View { ContentUnavailableView("No UIKit", systemImage: "xmark") }
        }
        #endif
        """)
        XCTAssertEqual(found.map(\.name).sorted(), ["DebugView", "PhoneView"])
    }
}
