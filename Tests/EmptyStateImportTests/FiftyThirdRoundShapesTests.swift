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

    /// A wrapper's property with a default (`var title: String = "Something went wrong"`) is the
    /// caller's to give: the caller's title, not the default (only a view's own `@State` is read
    /// so; mlr-app-ios's ErrorStateView).
    func testAWrappersDefaultedPropertyIsTheCallersValue() throws {
        try write("App/ErrorStateView.swift", """
        import SwiftUI
        struct ErrorStateView: View {
            var title: String = "Something went wrong"
            var message: String
            var body: some View {
                ContentUnavailableView {
                    Label(title, systemImage: "exclamationmark.triangle")
                } description: {
                    Text(message)
                }
            }
        }
        struct CommitteesView: View {
            var body: some View {
                ErrorStateView(title: "Couldn't load committees", message: "Check your connection.")
            }
        }
        """)
        let screens = importedScreens().filter { $0.name.hasPrefix("CommitteesView") }
        let title = try XCTUnwrap(screens.first?.template["title"], "\(importedScreens().map(\.name))")
        XCTAssertEqual(title["key"] ?? title["text"] ?? title, .string("Couldn't load committees"), "\(title)")
    }

    /// Also given a text known only at run time: a screen per value (round sixty-six), the text
    /// the code gives and the run time's message as a placeholder, never the text alone.
    func testAnErrorTextAlsoSetFromTheRunTimeIsAScreenBesideThePlaceholder() throws {
        try writeBrowseView(secondAssignment: "errorMessage = plugin.failure.localizedDescription")
        let screen = try XCTUnwrap(importedScreens().first)
        let description = try XCTUnwrap(screen.template["description"])
        XCTAssertEqual(description["key"] ?? description["text"] ?? description, .string("Failed to load source plugin."), "\(description)")
        guard case let .map(variants)? = screen.template["variants"] else { return XCTFail("no variants: \(screen.template)") }
        XCTAssertEqual(variants.count, 1, "\(screen.template)")
        guard case let .string(message)? = variants.first?.value["description"] else { return XCTFail("\(screen.template)") }
        XCTAssertTrue(message.hasPrefix("\u{27E8}") && message.hasSuffix("\u{27E9}"), "the run time's message, a placeholder: \(message)")
    }
}
