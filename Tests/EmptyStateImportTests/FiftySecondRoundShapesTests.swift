import EmptyStateImport
import EmptyStateModel
import Foundation
import XCTest

/// Shapes of issue 45's fifty-second round: a `ContentUnavailableView` written straight into
/// a `#Preview` (Voci-di-Corridoio's TimetableSelection.swift) or a `PreviewProvider` is drawn
/// only by Xcode's canvas, no screen of the app.
final class FiftySecondRoundShapesTests: SourceFolderTestCase {
    func testAViewWrittenInAPreviewIsNoScreen() throws {
        try write("App/TimetableSelection.swift", """
        import SwiftUI
        struct TimetableSelection: View {
            var body: some View {
                ContentUnavailableView("No Timetable", systemImage: "calendar")
            }
        }
        #Preview("Post") {
            @Previewable @State var time: Int? = nil
            VStack {
                if time == nil {
                    ContentUnavailableView("Operazione fallita", systemImage: "cup.and.heat.waves")
                }
            }
        }
        struct TimetableSelection_Previews: PreviewProvider {
            static var previews: some View {
                ContentUnavailableView("Preview only", systemImage: "star")
            }
        }
        """)
        let screens = importedScreens()
        XCTAssertEqual(screens.map { $0.template["title"]?["key"] ?? $0.template["title"] }, [.string("No Timetable")], "\(screens.map(\.template))")
        XCTAssertEqual(screens.first?.line, 4)
    }

    /// The description's text with its arguments filled in: `There are no %@ …` with
    /// `["assigned workouts"]` → `There are no assigned workouts …`.
    private func shown(_ text: TemplateValue?) -> String? {
        if case let .string(plain)? = text { return plain }
        guard case let .string(format)? = text?["default"] ?? text?["key"] ?? text?["text"] else { return nil }
        guard case let .list(arguments)? = text?["args"] else { return format }
        var result = format
        for argument in arguments {
            guard case let .string(value) = argument, let range = result.range(of: "%@") else { continue }
            result.replaceSubrange(range, with: value)
        }
        return result
    }

    /// What a screen and each of its variants show in `key`, the base first.
    private func shownPerVariant(_ template: TemplateValue, _ key: String) -> [String?] {
        var result = [shown(template[key])]
        if case let .map(variants)? = template["variants"] {
            result += variants.map { shown($0.value[key] ?? template[key]) }
        }
        return result
    }

    /// ShoeHealth's WorkoutsTab: a local of the description's closure names the filter, `.all`
    /// by a word of its own, the other cases by their raw values lower-cased: one screen each.
    func testADescriptionClosuresLocalNamesEachFilterCase() throws {
        try write("App/WorkoutsTab.swift", """
        import SwiftUI
        enum FilterOption: String, CaseIterable {
            case all = "All"
            case assigned = "Assigned"
            case unassigned = "Unassigned"
        }
        struct WorkoutsTab: View {
            @AppStorage("FILTER_OPTION") private var filterOption: FilterOption = .all
            var workouts: [String] = []
            var body: some View {
                if workouts.isEmpty {
                    ContentUnavailableView {
                        Label("No Workouts available", systemImage: "figure.run.circle")
                    } description: {
                        let filterString = filterOption == .all ? "workouts" : filterOption.rawValue.lowercased() + " workouts"
                        Text("There are no \\(filterString) available in your Apple Health data.")
                    }
                }
            }
        }
        """)
        let template = try XCTUnwrap(importedScreens().first?.template)
        XCTAssertEqual(Set(shownPerVariant(template, "description")), [
            "There are no workouts available in your Apple Health data.",
            "There are no assigned workouts available in your Apple Health data.",
            "There are no unassigned workouts available in your Apple Health data.",
        ], "\(template)")
    }

    /// heatlab's ClaimListView: an error text its type only ever sets to one text with the run
    /// time's error in it shows that text's own words around a placeholder.
    func testAStoredErrorTextWithTheRunTimesErrorKeepsItsWords() throws {
        try write("App/ClaimStore.swift", """
        import Foundation
        @Observable final class ClaimStore {
            private(set) var errorMessage: String?
            func load() async {
                errorMessage = nil
                do {
                    try await fetch()
                } catch {
                    errorMessage = "Failed to load workouts: \\(error.localizedDescription)"
                }
            }
            func fetch() async throws {}
        }
        """)
        try write("App/ClaimListView.swift", """
        import SwiftUI
        struct ClaimListView: View {
            @State private var store = ClaimStore()
            var body: some View {
                if let error = store.errorMessage {
                    ContentUnavailableView("Error", systemImage: "exclamationmark.triangle", description: Text(error))
                } else {
                    List {}
                }
            }
        }
        """)
        let template = try XCTUnwrap(importedScreens().first?.template)
        let description = try XCTUnwrap(shown(template["description"]), "\(template)")
        XCTAssertTrue(description.hasPrefix("Failed to load workouts: \u{27E8}"), "\(template)")
    }
}
