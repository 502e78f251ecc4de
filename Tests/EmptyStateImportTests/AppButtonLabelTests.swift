import EmptyStateImport
import EmptyStateModel
import Foundation
import XCTest

/// The app's own button view given an action and a label rather than a title
/// (CodeAgentsMobile's `PrimaryGlassButton { … } label: { Label(…) }`): drawn as a button with
/// that label, as `Button` itself is.
final class AppButtonLabelTests: SourceFolderTestCase {
    func testAnAppButtonViewWithALabelClosureIsAButtonWithThatLabel() throws {
        try write("App/PrimaryGlassButton.swift", """
        import SwiftUI
        struct PrimaryGlassButton<Label: View>: View {
            let action: () -> Void
            @ViewBuilder let label: () -> Label
            var body: some View {
                Button(action: action, label: label).buttonStyle(.borderedProminent)
            }
        }
        """)
        try write("App/ProjectsView.swift", """
        import SwiftUI
        struct ProjectsView: View {
            @State private var adding = false
            var body: some View {
                ContentUnavailableView {
                    Label("No Agents Yet", systemImage: "bubble.left.and.bubble.right")
                } description: {
                    Text("Create an agent to start chatting.")
                } actions: {
                    PrimaryGlassButton {
                        adding = true
                    } label: {
                        Label("Create Agent", systemImage: "plus.message")
                    }
                }
            }
        }
        """)
        let found = importedScreens()
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(found.first?.template["button"]?["title"]?["key"], .string("Create Agent"))
        XCTAssertEqual(found.first?.template["button"]?["image"]?["systemName"], .string("plus.message"))
    }

    func testAnAppButtonViewGivenAnActionAndATrailingLabelIsAButton() throws {
        try write("App/SkillsView.swift", """
        import SwiftUI
        struct SkillsView: View {
            @State private var browsing = false
            @State private var adding = false
            var body: some View {
                ContentUnavailableView {
                    Label("No Skills Yet", systemImage: "sparkles")
                } actions: {
                    addButtons
                }
            }
            private var addButtons: some View {
                VStack(spacing: 12) {
                    PrimaryGlassButton(action: { browsing = true }) {
                        Label("Browse Marketplaces", systemImage: "cart")
                    }
                    PrimaryGlassButton(action: { adding = true }) {
                        Label("Add from GitHub", systemImage: "link")
                    }
                }
            }
        }
        """)
        let found = importedScreens()
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(found.first?.template["button"]?["title"]?["key"], .string("Browse Marketplaces"))
        XCTAssertEqual(found.first?.template["secondaryButton"]?["title"]?["key"], .string("Add from GitHub"))
    }

    func testAViewNamedButtonWithNeitherTitleNorLabelIsStillNotAButton() throws {
        try write("App/OtherView.swift", """
        import SwiftUI
        struct OtherView: View {
            var body: some View {
                ContentUnavailableView {
                    Label("Nothing Here", systemImage: "tray")
                } actions: {
                    ShareButton(item: 3)
                }
            }
        }
        """)
        let found = importedScreens()
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(found.first?.template["title"]?["key"], .string("Nothing Here"))
        XCTAssertNil(found.first?.template["button"], "a `…Button` view given neither a title nor a label is not read as a button")
    }
}
