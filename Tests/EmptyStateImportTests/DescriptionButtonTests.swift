import EmptyStateImport
import EmptyStateModel
import Foundation
import XCTest

/// A button in a `ContentUnavailableView`'s description (KIRAKIRA-Apple's error view, DailyLock's
/// insights, round 48): alone, with modifiers, or under the text in a stack, it is drawn below the
/// text, where the actions are, as iOS lays it out.
final class DescriptionButtonTests: SourceFolderTestCase {
    func testAButtonAloneInTheDescriptionIsAnAction() throws {
        try write("App/ErrorView.swift", """
        import SwiftUI
        struct ErrorView: View {
            let message: String
            let retry: () -> Void
            var body: some View {
                ContentUnavailableView {
                    Label(message, systemImage: "exclamationmark.triangle")
                } description: {
                    Button("Try Again") { retry() }
                        .buttonStyle(.borderedProminent)
                }
            }
        }
        """)
        let found = importedScreens()
        XCTAssertEqual(found.count, 1)
        XCTAssertNil(found.first?.template["description"], "a button is no description text")
        XCTAssertEqual(found.first?.template["button"]?["title"]?["key"], .string("Try Again"))
    }

    func testAButtonUnderTheTextInAStackIsAnAction() throws {
        try write("App/InsightsView.swift", """
        import SwiftUI
        struct InsightsView: View {
            var body: some View {
                ContentUnavailableView {
                    Label("Keep Writing", systemImage: "chart.line.uptrend.xyaxis")
                } description: {
                    VStack {
                        Text("You need at least 1 entry to see insights")
                            .font(.body)
                        Button("Go write your first Entry!") { }
                            .buttonStyle(.plain)
                    }
                }
            }
        }
        """)
        let found = importedScreens()
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(found.first?.template["description"]?["key"], .string("You need at least 1 entry to see insights"))
        XCTAssertEqual(found.first?.template["button"]?["title"]?["key"], .string("Go write your first Entry!"))
    }
}
