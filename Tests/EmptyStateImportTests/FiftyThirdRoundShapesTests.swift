import EmptyStateImport
import EmptyStateModel
import Foundation
import XCTest

/// Shapes of issue 45's fifty-third round: a view's own optional text that its methods only
/// ever set to one text, shown through `if let error = errorMessage` (Yomi's SourceBrowseView).
final class FiftyThirdRoundShapesTests: SourceFolderTestCase {
    private func writeBrowseView(secondAssignment: String) throws {
        try write("App/BrowseView.swift", """
        import SwiftUI
        struct SourceBrowseView: View {
            @State private var errorMessage: String? = nil
            var body: some View {
                Group {
                    if let error = errorMessage {
                        ContentUnavailableView("Failed to load", systemImage: "exclamationmark.triangle", description: Text(error))
                    } else {
                        List {}
                    }
                }
                .task { await load() }
            }
            private func load() async {
                errorMessage = nil
                guard let plugin = PluginStore.shared.plugin() else {
                    errorMessage = "Failed to load source plugin."
                    return
                }
                \(secondAssignment)
            }
        }
        """)
    }

    func testAViewsOwnErrorTextSetToOneTextIsThatText() throws {
        try writeBrowseView(secondAssignment: "_ = plugin")
        let description = try XCTUnwrap(importedScreens().first?.template["description"])
        XCTAssertEqual(description["key"] ?? description["text"] ?? description, .string("Failed to load source plugin."), "\(description)")
    }

    /// Also given a text known only at run time: not one text, so a placeholder as before.
    func testAnErrorTextAlsoSetFromTheRunTimeStaysAPlaceholder() throws {
        try writeBrowseView(secondAssignment: "errorMessage = plugin.failure.localizedDescription")
        let description = try XCTUnwrap(importedScreens().first?.template["description"])
        let shown = description["key"] ?? description["text"] ?? description
        XCTAssertNotEqual(shown, .string("Failed to load source plugin."), "\(description)")
    }
}
