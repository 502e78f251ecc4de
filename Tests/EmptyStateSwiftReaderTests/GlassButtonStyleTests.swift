import EmptyStateModel
import EmptyStateSwiftReader
import XCTest

/// iOS 26's Liquid Glass buttons as the readers meet them: `UIButton.Configuration.glass()` and
/// friends in a UIKit configuration, `.buttonStyle(.glass)`, `.glass(.clear)` and
/// `.glassProminent` on a SwiftUI action.
final class GlassButtonStyleTests: XCTestCase {
    func testUIKitGlassConfigurationsKeepTheirStyle() throws {
        let screen = try Read.only("""
        final class CommentsViewController: UIViewController {
            func showError() {
                var config = UIContentUnavailableConfiguration.empty()
                config.text = "Couldn't load comments"
                config.button = .prominentGlass()
                config.button.title = "Retry"
                var later = UIButton.Configuration.glass()
                later.title = "Later"
                config.secondaryButton = later
                collectionView.backgroundView = UIContentUnavailableView(configuration: config)
            }
        }
        """)
        XCTAssertEqual(screen.template.flow, """
        {style: "uikit", preset: "empty", title: "Couldn't load comments", \
        button: {style: "prominentGlass", title: "Retry"}, secondaryButton: {style: "glass", title: "Later"}}
        """)
        XCTAssertEqual(screen.warnings, [])
    }

    func testSwiftUIGlassStylesAndTheirTint() throws {
        let screen = try Read.only("""
        struct FeedView: View {
            var body: some View {
                ContentUnavailableView {
                    Label("No Posts", systemImage: "tray")
                } actions: {
                    Button("Refresh") { reload() }
                        .buttonStyle(.glassProminent)
                        .tint(.green)
                    Button("Settings") { open() }
                        .buttonStyle(.glass(.clear.interactive()))
                    Button("Help") { help() }
                        .buttonStyle(GlassButtonStyle())
                }
            }
        }
        """)
        XCTAssertEqual(screen.template.flow, """
        {style: "swiftui", image: {systemName: "tray"}, title: {key: "No Posts", default: "No Posts"}, \
        button: {style: "prominentGlass", title: {key: "Refresh", default: "Refresh"}, baseBackgroundColor: "systemGreen"}, \
        secondaryButton: {style: "clearGlass", title: {key: "Settings", default: "Settings"}}, \
        tertiaryButton: {style: "glass", title: {key: "Help", default: "Help"}}}
        """)
        XCTAssertEqual(screen.warnings, [])
    }
}
