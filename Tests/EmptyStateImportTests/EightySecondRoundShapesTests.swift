import EmptyStateImport
import EmptyStateModel
import Foundation
import XCTest

/// Shapes of round eighty-two's apps: a view's `@State` that starts as one of the app's structs,
/// made by a static factory that picks one of a literal array's elements at random
/// (PetCareTracker's empty reminders).
final class EightySecondRoundShapesTests: SourceFolderTestCase {
    private let remindersView = """
    import SwiftUI
    struct RemindersView: View {
        @State private var reminders: [String] = []
        @State private var cachedEmptyState: EmptyReminderState = EmptyReminderState.randomEmptyReminderState()
        var body: some View {
            if reminders.isEmpty {
                let emptyState = cachedEmptyState
                ContentUnavailableView(emptyState.title, systemImage: emptyState.symbol, description: Text(emptyState.subtitle))
            } else {
                List(reminders, id: \\.self) { Text($0) }
            }
        }
    }
    """

    func testAStateMadeByAStaticFactoryOfRandomElementsIsAScreenPerElement() throws {
        try write("App/RemindersView.swift", remindersView)
        try write("App/EmptyReminderState.swift", """
        struct EmptyReminderState {
            let symbol: String
            let title: String
            let subtitle: String

            static func randomEmptyReminderState() -> EmptyReminderState {
                let basicOption = EmptyReminderState(symbol: "pawprint", title: "No reminders for this day", subtitle: "Tap + to add one")
                let options: [EmptyReminderState] = [
                    EmptyReminderState(symbol: "hourglass", title: "No tasks today.", subtitle: "Enjoy the downtime."),
                    EmptyReminderState(symbol: "shippingbox", title: "The to-do box is empty.", subtitle: "A chill day ahead."),
                    EmptyReminderState(symbol: "sun.max", title: "Nothing to do but chase sunshine.", subtitle: "You earned this break."),
                ]
                return options.randomElement() ?? basicOption
            }
        }
        """)
        let screens = try screensAsImported()
        XCTAssertEqual(screens.map(\.name), ["RemindersView"])
        let template = screens[0].template
        func shown(_ part: TemplateValue?) -> [String?] {
            [shownText(part?["title"]), shownText(part?["description"]), shownText(part?["image"]?["systemName"])]
        }
        // The first element is the screen; each other element is a variant, the fallback none.
        XCTAssertEqual(shown(template), ["No tasks today.", "Enjoy the downtime.", "hourglass"])
        guard case let .map(variants)? = template["variants"] else { return XCTFail("no variants: \(template)") }
        XCTAssertEqual(variants.map { shown($0.value) }, [
            ["The to-do box is empty.", "A chill day ahead.", "shippingbox"],
            ["Nothing to do but chase sunshine.", "You earned this break.", "sun.max"],
        ])
    }

    func testAStateOfTheMemberwiseInitializerIsItsArguments() throws {
        try write("App/RemindersView.swift", remindersView.replacingOccurrences(
            of: "EmptyReminderState.randomEmptyReminderState()",
            with: #"EmptyReminderState(symbol: "tray", title: "No reminders", subtitle: "Add one with +.")"#))
        try write("App/EmptyReminderState.swift", """
        struct EmptyReminderState {
            let symbol: String
            let title: String
            var subtitle: String
        }
        """)
        let screens = try screensAsImported()
        XCTAssertEqual(screens.count, 1)
        let template = screens[0].template
        XCTAssertEqual([shownText(template["title"]), shownText(template["description"]), shownText(template["image"]?["systemName"])],
                       ["No reminders", "Add one with +.", "tray"])
        XCTAssertNil(template["variants"])
    }

    func testAStateHoldingAClassIsTheRunTimes() throws {
        // A view model (a class) changes as the app runs: its texts stay placeholders.
        try write("App/NotesView.swift", """
        import SwiftUI
        struct NotesView: View {
            @State private var model = NotesModel(title: "Loading")
            var body: some View {
                ContentUnavailableView(model.title, systemImage: "note")
            }
        }
        """)
        try write("App/NotesModel.swift", """
        import Observation
        @Observable final class NotesModel {
            var title: String
            init(title: String) { self.title = title }
        }
        """)
        let screens = try screensAsImported()
        XCTAssertEqual(screens.count, 1)
        XCTAssertTrue(shownText(screens[0].template["title"])?.hasPrefix("\u{27E8}") == true, "\(screens[0].template)")
    }
}
