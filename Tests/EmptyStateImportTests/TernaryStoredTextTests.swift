import EmptyStateImport
import EmptyStateModel
import Foundation
import XCTest

/// OpenVeloV-iOS's news (round sixty-six): a text property given one text by a ternary
/// (`errorMessage = feed == nil && events == nil ? String(localized: "…") : nil`) is that text,
/// and `errorMessage ?? "…"` shows the fallback while it is nil and the text once set.
final class TernaryStoredTextTests: SourceFolderTestCase {
    func testATextSetByATernaryIsAScreenBesideItsFallback() throws {
        try write("App/NewsView.swift", """
        import SwiftUI
        struct NewsView: View {
            @State private var items: [Int] = []
            @State private var errorMessage: String?
            var body: some View {
                if items.isEmpty {
                    ContentUnavailableView {
                        Label("Nothing to Report", systemImage: "newspaper")
                    } description: {
                        Text(errorMessage ?? "No news right now.")
                    }
                }
            }
            private func load() async {
                let feed = await News.feed()
                let events = await News.events()
                errorMessage = feed == nil && events == nil ? String(localized: "Couldn't reach the news feed.") : nil
            }
        }
        """)
        let found = importedScreens()
        XCTAssertEqual(found.count, 1)
        let screen = try XCTUnwrap(found.first)
        XCTAssertEqual(screen.template["description"]?["key"], .string("No news right now."), "nil until a load fails: the fallback")
        guard case let .map(variants)? = screen.template["variants"] else { return XCTFail("no variants: \(screen.template)") }
        XCTAssertEqual(variants.map(\.key), ["errorMessageIsNotNil"])
        XCTAssertEqual(variants.first?.value["description"]?["key"], .string("Couldn't reach the news feed."), "the one text it is set to")
    }
}
