import EmptyStateImport
import Foundation
import XCTest

/// Shapes of round ninety-nine's apps, written here.
final class NinetyNinthRoundShapesTests: SourceFolderTestCase {
    /// GrokCast's XcodeGen spec gives its app target's sources through a target template
    /// (`templates: [AppTarget]`): the template's folders are the app's, and a watch folder that
    /// no target or template lists is not read.
    func testATargetTemplatesSourcesAreTheTargetsOwn() throws {
        try write("App/project.yml", """
        name: DayCast
        targetTemplates:
          AppTarget:
            type: application
            platform: iOS
            sources:
              - path: DayCast
                excludes:
                  - "**/Info.plist"
        targets:
          DayCast:
            templates:
              - AppTarget
          DayCastWidgets:
            type: app-extension
            platform: iOS
            sources:
              - path: DayCastWidgets
        """)
        try write("App/DayCast/ForecastView.swift", """
        import SwiftUI
        struct ForecastView: View {
            var body: some View { ContentUnavailableView("No Forecast Data", systemImage: "calendar") }
        }
        """)
        try write("App/DayCastWatch/WatchWeatherView.swift", """
        import SwiftUI
        struct WatchWeatherView: View {
            var body: some View { ContentUnavailableView("No Data", systemImage: "cloud") }
        }
        """)
        let names = try screensAsImported().map(\.name).sorted()
        XCTAssertEqual(names, ["ForecastView"])
    }

    /// A target naming a template the spec does not declare decides nothing: every file is read.
    func testATemplateTheSpecLacksDecidesNothing() throws {
        try write("App/project.yml", """
        name: DayCast
        targets:
          DayCast:
            templates:
              - Missing
        """)
        try write("App/DayCastWatch/WatchWeatherView.swift", """
        import SwiftUI
        struct WatchWeatherView: View {
            var body: some View { ContentUnavailableView("No Data", systemImage: "cloud") }
        }
        """)
        let names = try screensAsImported().map(\.name).sorted()
        XCTAssertEqual(names, ["WatchWeatherView"])
    }

    /// GrokCast's `CitySearch.emptyMessage(for:)`, a static function of another file whose every
    /// `return` is a literal: run with the call's argument, the query a placeholder, not the whole
    /// call.
    func testAnotherFilesFunctionReturningLiteralsIsRun() throws {
        try write("App/CitySearch.swift", """
        import Foundation
        enum CitySearch {
            static func emptyMessage(for query: String) -> String {
                let trimmed = query.trimmingCharacters(in: .whitespacesAndNewlines)
                if trimmed.isEmpty {
                    return "No cities found. Try a city and state, like Seattle, WA."
                }
                return "No cities found for “\\(trimmed)”. Try a city and state, like Seattle, WA."
            }
        }
        """)
        try write("App/LocationsView.swift", """
        import SwiftUI
        struct LocationsView: View {
            @State private var searchText = ""
            var body: some View {
                ContentUnavailableView {
                    Label("No cities found", systemImage: "magnifyingglass")
                } description: {
                    Text(CitySearch.emptyMessage(for: searchText))
                }
            }
        }
        """)
        let screens = try screensAsImported()
        let screen = try XCTUnwrap(screens.first { $0.name == "LocationsView" }, "\(screens.map(\.name))")
        let description = String(describing: screen.template["description"])
        XCTAssertTrue(description.contains("Try a city and state, like Seattle, WA."), description)
        XCTAssertFalse(description.contains("CitySearch.emptyMessage"), description)
    }

    /// GrokCast's store sets its error text, in another file, through a local of two sides
    /// (`let locError = isOffline ? "No internet connection. …" : "Could not get your location:
    /// \(…)"` in a `catch`), and to a helper's message about the error a result's `case
    /// .failed(let error)` carries: each side a variant of the view that shows it, the helper's a
    /// placeholder, not a lost screen.
    func testAStoresTextSetThroughALocalAndAnErrorCaseIsAVariantPerValue() throws {
        try write("App/WeatherStore.swift", """
        import Foundation
        import Observation
        enum LoadResult { case loaded(String); case failed(Error) }
        @Observable
        final class WeatherStore {
            var isOffline = false
            var weatherError: String?
            func apply(_ result: LoadResult) {
                switch result {
                case .loaded:
                    weatherError = nil
                case .failed(let error):
                    weatherError = ErrorText.message(for: error)
                }
            }
            func useCurrentLocation() async {
                do {
                    try await locate()
                } catch {
                    let locError = isOffline
                        ? "No internet connection. Check your Wi-Fi or cellular and tap RETRY."
                        : "Could not get your location: \\(ErrorText.message(for: error))"
                    weatherError = locError
                }
            }
            func locate() async throws {}
        }
        """)
        try write("App/ForecastView.swift", """
        import SwiftUI
        struct ForecastView: View {
            @Environment(WeatherStore.self) private var store
            var body: some View {
                if let error = store.weatherError, !error.isEmpty {
                    ContentUnavailableView {
                        Label("Unable to Load Forecast", systemImage: "exclamationmark.triangle")
                    } description: {
                        Text(error)
                    }
                }
            }
        }
        """)
        let screens = try screensAsImported()
        let screen = try XCTUnwrap(screens.first { $0.name == "ForecastView" }, "\(screens.map(\.name))")
        var descriptions = [String(describing: screen.template["description"])]
        if case let .map(variants)? = screen.template["variants"] {
            descriptions += variants.map { String(describing: $0.value["description"]) }
        }
        let all = descriptions.joined(separator: "\n")
        XCTAssertTrue(all.contains("No internet connection. Check your Wi-Fi or cellular and tap RETRY."), all)
        XCTAssertTrue(all.contains("Could not get your location: \u{27E8}"), all)
        XCTAssertTrue(descriptions.contains { $0.contains("\u{27E8}") && !$0.contains("Could not") }, all)
    }
}
