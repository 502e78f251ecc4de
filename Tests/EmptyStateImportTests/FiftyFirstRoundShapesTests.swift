import EmptyStateImport
import EmptyStateModel
import Foundation
import XCTest

/// Shapes of issue 45's fifty-first round: an app localizer that passes its second argument as
/// the lookup's default value and names a table of its own (flashcards-open-source-app's
/// `aiSettingsLocalized(_:_:)`), and SwiftUI's `PasteButton`, whose label iOS draws (uc-ios).
final class FiftyFirstRoundShapesTests: SourceFolderTestCase {
    private func writeLocalizer(defaultLabel: String) throws {
        try write("App/AISettingsLocalization.swift", """
        import Foundation
        private let aiSettingsLocalizationTable: String = "AISettings"
        func aiSettingsLocalized(_ key: String, _ defaultValue: String) -> String {
            Bundle.main.localizedString(forKey: key, \(defaultLabel): defaultValue, table: aiSettingsLocalizationTable)
        }
        """)
        try write("App/de.lproj/AISettings.strings", """
        "settings.workspace.decks.noMatching" = "Keine passenden Stapel";
        """)
        try write("App/DecksScreen.swift", """
        import SwiftUI
        struct DecksScreen: View {
            var body: some View {
                ContentUnavailableView(
                    aiSettingsLocalized("settings.workspace.decks.noMatching", "No Matching Decks"),
                    systemImage: "magnifyingglass"
                )
            }
        }
        """)
    }

    func testALocalizersSecondArgumentIsTheDefaultItsBodyPassesOnWithItsTable() throws {
        try writeLocalizer(defaultLabel: "value")
        let title = try XCTUnwrap(importedScreens().first?.template["title"])
        XCTAssertEqual(title["key"], .string("settings.workspace.decks.noMatching"))
        XCTAssertEqual(title["default"], .string("No Matching Decks"), "shown where the development language has no such key")
        XCTAssertEqual(title["table"], .string("AISettings"), "the table the body names, through the file's constant")
    }

    func testASecondArgumentTheBodyDoesNotPassAsTheValueIsNoDefault() throws {
        try writeLocalizer(defaultLabel: "comment")
        let title = try XCTUnwrap(importedScreens().first?.template["title"])
        XCTAssertNil(title["default"], "a comment is no text the user sees")
    }

    func testAPasteButtonIsDrawnWithTheLabelIOSGivesIt() throws {
        try write("App/HomeView.swift", """
        import SwiftUI
        struct HomeView: View {
            var body: some View {
                ContentUnavailableView {
                    Label("No clipboard history yet", systemImage: "doc.on.clipboard")
                } actions: {
                    PasteButton(payloadType: String.self) { strings in }
                }
            }
        }
        """)
        let button = try XCTUnwrap(importedScreens().first?.template["button"])
        XCTAssertEqual(button["title"], .string("Paste"))
        XCTAssertEqual(button["image"]?["systemName"], .string("doc.on.clipboard"))
        XCTAssertEqual(button["style"], .string("borderedProminent"), "the system's filled paste control")
        XCTAssertEqual(button["cornerStyle"], .string("capsule"))
    }
}
