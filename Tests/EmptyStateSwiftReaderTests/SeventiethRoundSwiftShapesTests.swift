import EmptyStateModel
import EmptyStateSwiftReader
import XCTest

/// Shapes read since the thirtieth session in one Swift file.
final class SeventiethRoundSwiftShapesTests: XCTestCase {
    /// Pr0gramm-Client-IOS-MacOS: a view's `errorMessage` is set in seven places (a guard, a
    /// status, a caught error …); each text is a screen, not one of placeholders because the
    /// values outnumbered what was read.
    func testAMessageSetInSevenPlacesIsAScreenPerText() throws {
        let texts = ["Nicht angemeldet.", "Sitzung abgelaufen.", "Zu viele Anfragen.", "Server nicht erreichbar.",
                     "Keine Berechtigung.", "Inhalt gelöscht."]
        let assignments = texts.enumerated().map { index, text in
            "    func fail\(index)() { errorMessage = \"\(text)\" }"
        }.joined(separator: "\n")
        let screen = try Read.only("""
        import SwiftUI
        struct InboxView: View {
            @State private var messages: [String] = []
            @State private var errorMessage: String?
            var body: some View {
                if let errorMessage, messages.isEmpty {
                    ContentUnavailableView("Fehler", systemImage: "exclamationmark.triangle", description: Text(errorMessage))
                }
            }
        \(assignments)
            func load() async {
                do { messages = try await fetch() } catch { errorMessage = error.localizedDescription }
            }
        }
        """)
        var descriptions: [String] = [screen.template["description"]?.flow ?? ""]
        if case let .map(variants)? = screen.template["variants"] {
            descriptions += variants.map { $0.value["description"]?.flow ?? "" }
        }
        for text in texts {
            XCTAssertTrue(descriptions.contains { $0.contains(text) }, "\(text) in \(descriptions)")
        }
        XCTAssertEqual(descriptions.count, 7, "six texts and the caught error's message: \(descriptions)")
    }

    /// Mealie-Swift-App's planner: the view model comes from `@Environment(T.self)`, a type named
    /// only by the wrapper's argument; its `errorMessage` values are read as a `@State` one's are.
    func testAnEnvironmentObjectsTypeIsTheWrappersArgument() throws {
        let screen = try Read.only("""
        import SwiftUI
        @Observable
        class PlannerModel {
            var entries: [Int] = []
            var errorMessage: String?
            func load() { errorMessage = "Could not load the plan." }
            func add() { errorMessage = "Could not add the meal." }
        }
        struct PlannerView: View {
            @Environment(PlannerModel.self) private var viewModel
            var body: some View {
                if let errorMessage = viewModel.errorMessage {
                    ContentUnavailableView("Error", systemImage: "exclamationmark.triangle", description: Text(errorMessage))
                }
            }
        }
        """)
        var descriptions: [String] = [screen.template["description"]?.flow ?? ""]
        if case let .map(variants)? = screen.template["variants"] {
            descriptions += variants.map { $0.value["description"]?.flow ?? "" }
        }
        XCTAssertEqual(Set(descriptions), [#""Could not load the plan.""#, #""Could not add the meal.""#], screen.template.flow)
    }
}
