import EmptyStateImport
import EmptyStateModel
import Foundation
import XCTest

/// Shapes of round sixty-eight's apps that take more than one file, each as small as the app's
/// code that showed it.
final class SixtyEighthRoundShapesTests: SourceFolderTestCase {
    /// ETOS-LLM-Studio: a view that localizes the text its callers give (`NSLocalizedString(emptyTitle,
    /// comment: …)`) is their wrapper: each call is a screen with its own text, not one screen of
    /// placeholders at the view.
    func testAWrapperThatLocalizesItsPropertyIsDrawnAtItsCalls() throws {
        try write("App/StorageBrowser.swift", """
        import SwiftUI
        struct StorageBrowser: View {
            let emptyTitle: String
            let emptyDescription: String
            @State private var files: [String] = []
            var body: some View {
                if files.isEmpty {
                    ContentUnavailableView(NSLocalizedString(emptyTitle, comment: "title"), systemImage: "folder",
                                           description: Text(NSLocalizedString(emptyDescription, comment: "description")))
                }
            }
        }
        """)
        try write("App/Screens.swift", """
        import SwiftUI
        struct DocumentsView: View {
            var body: some View {
                StorageBrowser(emptyTitle: NSLocalizedString("No Files", comment: ""), emptyDescription: "Nothing here yet.")
            }
        }
        struct OtherFilesView: View {
            var body: some View {
                StorageBrowser(emptyTitle: "No Other Files", emptyDescription: "Other files appear here.")
            }
        }
        """)
        let found = importedScreens()
        XCTAssertEqual(found.map(\.file).map { ($0 as NSString).lastPathComponent }, ["Screens.swift", "Screens.swift"], "\(found.map(\.name))")
        let titles = found.map { screen -> String in
            if case let .string(text)? = screen.template["title"] { return text }
            if case let .string(text)? = screen.template["title"]?["key"] { return text }
            return "\(String(describing: screen.template["title"]))"
        }
        XCTAssertEqual(Set(titles), ["No Files", "No Other Files"])
        XCTAssertFalse(found.contains { "\($0.template)".contains("⟨") }, "no placeholder")
    }
}
