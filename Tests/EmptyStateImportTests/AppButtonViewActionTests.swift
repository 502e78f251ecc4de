import EmptyStateImport
import EmptyStateModel
import Foundation
import XCTest

/// The app's own button view whose caller gives only what a tap does (DailyLock's
/// `GetInsightButton(closure: generateInsight)`): its body's one `Button` is the screen's button,
/// with the label the body draws.
final class AppButtonViewActionTests: SourceFolderTestCase {
    private func writeButtonView() throws {
        try write("App/GetInsightButton.swift", """
        import SwiftUI
        struct GetInsightButton: View {
            let closure: () async throws -> Void
            var body: some View {
                Button {
                    Task { @MainActor in try await closure() }
                } label: {
                    Label("Generate Now", systemImage: "wand.and.stars")
                }
                .buttonStyle(.plain)
            }
        }
        struct RetryButton: View {
            let action: () -> Void
            var title = "Retry"
            var body: some View {
                Button(title, action: action)
            }
        }
        """)
    }

    private func writeScreen(_ button: String) throws {
        try write("App/WeeklySummaryCard.swift", """
        import SwiftUI
        struct WeeklySummaryCard: View {
            func generateInsight() async throws {}
            var body: some View {
                ContentUnavailableView {
                    Label("Generate Weekly Insight", systemImage: "sparkles.rectangle.stack")
                } description: {
                    Text("Discover patterns.")
                } actions: {
                    \(button)
                }
            }
        }
        """)
    }

    func testAButtonViewGivenItsActionDrawsItsBodysLabel() throws {
        try writeButtonView()
        try writeScreen("GetInsightButton(closure: generateInsight)")
        let found = importedScreens()
        XCTAssertEqual(found.count, 1)
        let button = found.first?.template["button"]
        XCTAssertEqual(button?["title"]?["key"], .string("Generate Now"), "the label the body draws, not a warning that this is no button")
        XCTAssertEqual(button?["image"]?["systemName"], .string("wand.and.stars"))
    }

    func testATrailingClosureActionIsReadTheSameWay() throws {
        try writeButtonView()
        try writeScreen("GetInsightButton { try? await generateInsight() }")
        XCTAssertEqual(importedScreens().first?.template["button"]?["title"]?["key"], .string("Generate Now"))
    }

    func testATitleTheCallerGivesIsNotTheBodysFirstValue() throws {
        try writeButtonView()
        try writeScreen(#"RetryButton(action: {}, title: "Try Again")"#)
        XCTAssertEqual(importedScreens().first?.template["button"]?["title"], .string("Try Again"), "the caller's title, read as any app button's")
    }

    func testAViewWhoseLabelCallsAGivenFunctionIsNotReadFromItsBody() throws {
        try write("App/CaptionButton.swift", """
        import SwiftUI
        struct CaptionButton: View {
            let action: () -> Void
            let caption: () -> String
            var body: some View {
                Button(caption(), action: action)
            }
        }
        """)
        try writeScreen(#"CaptionButton(action: {}) { "Refresh" }"#)
        let found = importedScreens()
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(found.first?.template["button"]?["title"]?["key"], .string("Refresh"),
                       "the body's `caption()` is what the caller gives (its trailing closure), not a text of the body")
    }
}
