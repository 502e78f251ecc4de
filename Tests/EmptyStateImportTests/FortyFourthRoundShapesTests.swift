import EmptyStateImport
import EmptyStateModel
import Foundation
import XCTest

/// Shapes of issue 45's forty-fourth session: round forty-two's site, whose view only chooses
/// among its three screens by what its caller gives, shown by a `ViewModifier` that an
/// `extension View` method applies: each place that calls the method shows all three.
final class FortyFourthRoundShapesTests: SourceFolderTestCase {
    private func writeNearbyLocation(applied call: String) throws {
        try write("App/NearbyLocationView.swift", """
        import SwiftUI
        enum LocationAuthorization { case allowed, restricted, denied }
        struct NearbyLocationView: View {
          let locationAuthorization: LocationAuthorization
          let filteredDataIsEmpty: Bool
          var body: some View {
            switch locationAuthorization {
            case .allowed:
              if filteredDataIsEmpty {
                ContentUnavailableView("Nothing Nearby", systemImage: "location.slash.circle")
              }
            case .restricted:
              ContentUnavailableView("Location Disabled", systemImage: "location.slash.circle")
            case .denied:
              ContentUnavailableView("Location Unavailable", systemImage: "location.slash.circle")
            }
          }
        }
        """)
        try write("App/NearbyLocationModifier.swift", """
        import SwiftUI
        struct NearbyLocationModifier: ViewModifier {
          @Environment(VaultModel.self) var model
          let filteredDataIsEmpty: Bool
          func body(content: Content) -> some View {
            content
              .overlay {
                NearbyLocationView(locationAuthorization: model.locationAuthorization, filteredDataIsEmpty: filteredDataIsEmpty)
              }
          }
        }
        extension View {
          func nearbyLocation(filteredDataIsEmpty: Bool) -> some View {
            modifier(NearbyLocationModifier(filteredDataIsEmpty: filteredDataIsEmpty))
          }
        }
        """)
        for name in ["Venues", "Shows"] {
            try write("App/\(name)Summary.swift", """
            import SwiftUI
            struct \(name)Summary: View {
              let items: [String]
              var body: some View {
                List(items, id: \\.self) { Text($0) }
                  \(call)
              }
            }
            """)
        }
    }

    func testEachCallOfAModifierMethodShowsEveryScreenTheViewChoosesAmong() throws {
        try writeNearbyLocation(applied: ".nearbyLocation(filteredDataIsEmpty: items.isEmpty)")
        let found = importedScreens()
        for name in ["VenuesSummary", "ShowsSummary"] {
            let titles = found.filter { $0.file.hasSuffix("/\(name).swift") }.map { $0.template["title"]?["key"] }
            XCTAssertEqual(titles, [.string("Nothing Nearby"), .string("Location Disabled"), .string("Location Unavailable")], name)
        }
        XCTAssertEqual(found.count, 6, "the view's, the modifier's and the method's own bodies are drawn at the calls: \(found.map(\.name))")
    }

    func testAViewThatAppliesTheModifierToItsListIsNoWrapperOfIt() throws {
        // ShowsSummary's body is its list with the modifier applied: the list is shown too, so
        // the view that shows ShowsSummary is not where its screens are.
        try writeNearbyLocation(applied: ".nearbyLocation(filteredDataIsEmpty: items.isEmpty)")
        try write("App/ShowsSummary.swift", """
        import SwiftUI
        struct ShowsSummary: View {
          @Environment(VaultModel.self) var model
          var body: some View {
            List(model.shows, id: \\.self) { Text($0) }
              .nearbyLocation(filteredDataIsEmpty: model.shows.isEmpty)
          }
        }
        """)
        try write("App/DaysShowsSummary.swift", """
        import SwiftUI
        struct DaysShowsSummary: View {
          var body: some View { ShowsSummary() }
        }
        """)
        let found = importedScreens()
        XCTAssertEqual(found.filter { $0.file.hasSuffix("/ShowsSummary.swift") }.count, 3)
        XCTAssertFalse(found.contains { $0.file.hasSuffix("/DaysShowsSummary.swift") }, "\(found.map(\.name))")
    }

    func testAModifierScreenShownOnlyWhenACallerGivesAnOptionIsNotDrawnAtEveryCall() throws {
        // CellarDoor's `EmptyableViewModifier`: "Search for something." only where a caller
        // passes a search text; a call without one does not show it.
        try write("App/Emptyable.swift", """
        import SwiftUI
        private struct EmptyableViewModifier: ViewModifier {
            let results: [String]
            let searchText: String?
            func body(content: Content) -> some View {
                content.overlay {
                    if results.isEmpty, let searchText, searchText.isEmpty {
                        ContentUnavailableView("Search for something.", systemImage: "arrow.down")
                    }
                }
            }
        }
        extension View {
            func emptyable(_ results: [String], searchText: String? = nil) -> some View {
                modifier(EmptyableViewModifier(results: results, searchText: searchText))
            }
        }
        """)
        try write("App/Countries.swift", """
        import SwiftUI
        struct Countries: View {
            let names: [String]
            var body: some View { List(names, id: \\.self) { Text($0) }.emptyable(names) }
        }
        """)
        let found = importedScreens()
        XCTAssertFalse(found.contains { $0.file.hasSuffix("/Countries.swift") }, "\(found.map(\.name))")
    }

    func testAModifierAppliedDirectlyShowsThemToo() throws {
        try writeNearbyLocation(applied: ".modifier(NearbyLocationModifier(filteredDataIsEmpty: items.isEmpty))")
        let found = importedScreens()
        XCTAssertEqual(found.filter { $0.file.hasSuffix("/ShowsSummary.swift") }.count, 3)
        XCTAssertFalse(found.contains { $0.file.hasSuffix("/NearbyLocationView.swift") })
    }

    func testAViewThatChoosesByItsOwnStateIsAScreenOfItsOwn() throws {
        // What it switches over is its own (`@State private`): no caller says which it shows.
        try write("App/Loader.swift", """
        import SwiftUI
        struct Loader: View {
          @State private var failed = false
          var body: some View {
            if failed {
              ContentUnavailableView("Failed", systemImage: "xmark")
            } else {
              ContentUnavailableView("Empty", systemImage: "tray")
            }
          }
        }
        struct Screen: View {
          var body: some View { Loader() }
        }
        """)
        let found = importedScreens()
        XCTAssertEqual(found.map(\.line), [6, 8], "\(found.map(\.name))")
    }
}
