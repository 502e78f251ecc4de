import EmptyStateImport
import EmptyStateModel
import Foundation
import XCTest

/// A view showing a text another type holds (strimr, round 47): `viewModel.emptyTitle` (a
/// constant or an `@Published` first value), and `if let errorMessage = viewModel.errorMessage`
/// where the view model only ever sets one text; a property set to two texts is a screen per
/// text, and one set to what is not a known text stays a placeholder.
final class StoredTextPropertyTests: SourceFolderTestCase {
    private func writeViewModel() throws {
        try write("App/HubViewModel.swift", """
        import Observation
        @Observable
        final class HubViewModel {
            let emptyTitle = "Nothing here"
            var errorMessage: String?
            var status: String?
            var failure: String?
            var items: [Int] = []
            func load() async {
                errorMessage = nil
                do {
                    try await fetch()
                    status = String(localized: "Loaded")
                } catch {
                    errorMessage = String(localized: "hub.error.loadFailed")
                    status = "Failed"
                    failure = error.localizedDescription
                }
            }
            func fetch() async throws {}
        }
        """)
    }

    func testAViewModelsOnlyTextIsShownThroughAnIfLet() throws {
        try writeViewModel()
        try write("App/HubView.swift", """
        import SwiftUI
        struct HubView: View {
            @State var viewModel: HubViewModel
            var body: some View {
                List(viewModel.items, id: \\.self) { Text("\\($0)") }
                    .overlay {
                        if let errorMessage = viewModel.errorMessage, viewModel.items.isEmpty {
                            ContentUnavailableView(errorMessage, systemImage: "exclamationmark.triangle.fill")
                        } else if viewModel.items.isEmpty {
                            ContentUnavailableView(viewModel.emptyTitle, systemImage: "tray")
                        }
                    }
            }
        }
        """)
        let found = importedScreens()
        XCTAssertEqual(found.count, 2)
        XCTAssertEqual(found.first?.template["title"]?["key"], .string("hub.error.loadFailed"),
                       "the view model sets errorMessage to one text only: that text")
        XCTAssertEqual(found.last?.template["title"], .string("Nothing here"), "another type's constant, by the property's declared type")
    }

    /// Since round sixty-seven a property set to two texts is a screen per text (the first the
    /// screen's, the other a variant), as in the type's own file; one set only to what the run
    /// time knows stays its placeholder.
    func testAPropertySetToTwoTextsIsAScreenPerTextAndAnUnknownOneStaysAPlaceholder() throws {
        try writeViewModel()
        try write("App/StatusView.swift", """
        import SwiftUI
        struct StatusView: View {
            @State private var viewModel = HubViewModel()
            var body: some View {
                if let status = viewModel.status {
                    ContentUnavailableView(status, systemImage: "info.circle", description: Text(viewModel.failure ?? ""))
                }
            }
        }
        """)
        let found = importedScreens()
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(found.first?.template["title"]?["key"], .string("Loaded"), "set to two texts: the first is the screen's")
        guard case let .map(variants)? = found.first?.template["variants"] else { return XCTFail("no variant: \(String(describing: found.first?.template))") }
        XCTAssertEqual(variants.map { $0.value["title"] }, [.string("Failed")], "and the other a variant")
        XCTAssertEqual(found.first?.template["description"], .string("⟨viewModel.failure ?? \"\"⟩"),
                       "an error's description is not a text the code holds")
    }

    func testAPublishedFirstValueIsShownThroughAnObservedObject() throws {
        try write("App/ListViewModel.swift", """
        import Combine
        final class ListViewModel: ObservableObject {
            @Published var emptyTitle = "No lists yet"
            @Published var items: [Int] = []
        }
        """)
        try write("App/ListsView.swift", """
        import SwiftUI
        struct ListsView: View {
            @StateObject var viewModel = ListViewModel()
            var body: some View {
                if viewModel.items.isEmpty {
                    ContentUnavailableView(viewModel.emptyTitle, systemImage: "tray")
                }
            }
        }
        """)
        let found = importedScreens()
        XCTAssertEqual(found.first?.template["title"], .string("No lists yet"))
    }

    func testAQueryThatStartsEmptyIsNoTextOfItsOwn() throws {
        try write("App/RecipesViewModel.swift", """
        import Combine
        final class RecipesViewModel: ObservableObject {
            @Published var query = ""
            @Published var recipes: [String] = []
        }
        """)
        try write("App/RecipesView.swift", """
        import SwiftUI
        struct RecipesView: View {
            @StateObject var viewModel = RecipesViewModel()
            var body: some View {
                List(viewModel.recipes, id: \\.self) { Text($0) }
                    .searchable(text: $viewModel.query)
                    .overlay {
                        if viewModel.recipes.isEmpty {
                            ContentUnavailableView("No Recipes", systemImage: "magnifyingglass",
                                                   description: Text("No recipes match \\"\\(viewModel.query)\\"."))
                        }
                    }
            }
        }
        """)
        let found = importedScreens()
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(found.first?.template["description"]?["args"], .list([.string("⟨viewModel.query⟩")]),
                       "what the user types is not the `\"\"` it starts as")
    }
}
