import EmptyStateImport
import EmptyStateModel
import Foundation
import XCTest

/// Multiplatform apps: what an iPhone build leaves out (`#if os(macOS)` around statements and
/// views in a body, not only around declarations) is no screen, and a wrapper called only there
/// is called all the same (its own body is no screen either). An app's `ViewModifier` that
/// overlays a wrapper, applied through its own `View` extension, is a wrapper too: the
/// extension's calls are the screens.
final class PlatformBranchTests: SourceFolderTestCase {
    func testStatementsForAnotherPlatformAreNoScreens() throws {
        try write("App/Search.swift", """
        import SwiftUI
        import UIKit
        struct SearchView: View {
            var body: some View {
                #if os(macOS)
                ContentUnavailableView("Mac Search", systemImage: "desktopcomputer")
                #else
                ContentUnavailableView("Phone Search", systemImage: "iphone")
                #endif
            }
        }
        final class ListViewController: UIViewController {
            func update() {
                #if os(macOS) || os(visionOS)
                var other = UIContentUnavailableConfiguration.empty()
                other.text = "Elsewhere"
                contentUnavailableConfiguration = other
                #else
                var config = UIContentUnavailableConfiguration.empty()
                config.text = "Nothing Yet"
                contentUnavailableConfiguration = config
                #endif
            }
        }
        """)
        let app = AppImport.read(SourceFiles.find(in: [folder + "/App"]).sources)
        XCTAssertEqual(app.screens.map(\.name), ["SearchView", "ListViewController"])
        XCTAssertEqual(app.screens.map { $0.template["title"] }, [
            .map([TemplateEntry("key", .string("Phone Search")), TemplateEntry("default", .string("Phone Search"))]), .string("Nothing Yet"),
        ])
    }

    func testAWrapperCalledOnlyOnAnotherPlatformIsNoScreen() throws {
        try write("App/NoResults.swift", """
        import SwiftUI
        struct NoResults: View {
            let query: String
            var body: some View { ContentUnavailableView("No results for \\(query)", systemImage: "magnifyingglass") }
        }
        """)
        try write("App/Root.swift", """
        import SwiftUI
        struct RootView: View {
            @State private var query = ""
            var body: some View {
                #if os(macOS)
                NoResults(query: query)
                #else
                Text("Phone")
                #endif
            }
        }
        """)
        let app = AppImport.read(SourceFiles.find(in: [folder + "/App"]).sources)
        XCTAssertEqual(app.screens.map(\.name), [])
    }

    func testAModifierOverlayingAWrapperIsAWrapper() throws {
        try write("App/Empty.swift", """
        import SwiftUI
        struct EmptyMessage: View {
            let title: String
            let symbol: String
            var body: some View { ContentUnavailableView(title, systemImage: symbol) }
        }
        struct EmptyOverlay: ViewModifier {
            let title: String
            let symbol: String
            func body(content: Content) -> some View {
                content.overlay { EmptyMessage(title: title, symbol: symbol) }
            }
        }
        extension View {
            func emptyOverlay(_ title: String, symbol: String) -> some View {
                modifier(EmptyOverlay(title: title, symbol: symbol))
            }
        }
        """)
        try write("App/Lists.swift", """
        import SwiftUI
        struct InboxView: View {
            var body: some View {
                List {}.listStyle(.plain).emptyOverlay("Inbox Zero", symbol: "tray")
            }
        }
        struct TrashView: View {
            var body: some View { List {}.emptyOverlay("Trash Is Empty", symbol: "trash") }
        }
        """)
        let app = AppImport.read(SourceFiles.find(in: [folder + "/App"]).sources)
        XCTAssertEqual(app.screens.map(\.name), ["InboxView", "TrashView"])
        XCTAssertEqual(app.screens.map { $0.template["title"] }, [.string("Inbox Zero"), .string("Trash Is Empty")])
        XCTAssertEqual(app.screens.map { $0.template["image"] }, [.map([TemplateEntry("systemName", .string("tray"))]),
                                                                 .map([TemplateEntry("systemName", .string("trash"))])])
    }
}
