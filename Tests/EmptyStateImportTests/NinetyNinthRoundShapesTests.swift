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
}
