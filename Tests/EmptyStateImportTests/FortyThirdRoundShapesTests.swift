import EmptyStateImport
import EmptyStateModel
import Foundation
import XCTest

/// Shapes of issue 45's forty-third round: Mealie-Swift-App's private wrapper that shows the
/// message its callers give as `Text(LocalizedStringKey(message))`; and multi-casual-ios-app's
/// list function, called for the list and for search with the one view model, whose screen tests
/// what the view model holds.
final class FortyThirdRoundShapesTests: SourceFolderTestCase {
    func testAMessageMadeALocalizedStringKeyIsTheCallersTextLookedUp() throws {
        try write("App/RecipeListView.swift", """
        import SwiftUI
        struct RecipeListView: View {
            let recipes: [String]
            var body: some View {
                if recipes.isEmpty {
                    contentUnavailable(title: "No Recipes", message: "Your recipe book is empty.", systemImage: "book")
                }
            }
            private func contentUnavailable(title: LocalizedStringKey, message: String, systemImage: String? = "exclamationmark.triangle") -> some View {
                ContentUnavailableView {
                    Label(title, systemImage: systemImage ?? "exclamationmark.triangle")
                } description: {
                    Text(LocalizedStringKey(message))
                }
            }
        }
        """)
        let found = importedScreens()
        XCTAssertEqual(found.map { "\($0.line)" }, ["6"])
        XCTAssertEqual(found.first?.template["description"]?["key"], .string("Your recipe book is empty."), "the caller's message, looked up as SwiftUI looks up a key")
    }

    func testAFunctionGivenTheOneViewModelAtEachCallIsOneScreen() throws {
        try write("App/IssueListView.swift", """
        import SwiftUI
        final class IssueListViewModel { var items: [Int] = []; var isSearching = false }
        struct IssueListView: View {
            let vm: IssueListViewModel
            var body: some View {
                if vm.isSearching { listView(vm: vm) } else { listView(vm: vm) }
            }
            private func listView(vm: IssueListViewModel) -> some View {
                List {
                    if vm.items.isEmpty {
                        ContentUnavailableView("No Issues", systemImage: "checklist")
                    }
                    ForEach(vm.items, id: \\.self) { Text("\\($0)") }
                }
            }
        }
        """)
        XCTAssertEqual(importedScreens().map { "\($0.line)" }, ["11"], "what the view model holds does not tell the calls apart")
    }
}
