import EmptyStateImport
import EmptyStateModel
import Foundation
import XCTest

/// Shapes of issue 45's fifty-seventh round in Swift: TemplateSwiftUIProject's wrapper view,
/// whose body centres its `ContentUnavailableView` between two spacers.
final class FiftySeventhRoundShapesTests: SourceFolderTestCase {
    /// `VStack { Spacer(); ContentUnavailableView(…); Spacer() }`: the view is all its screen, so
    /// each place that shows it is a screen, not the view's own body.
    func testAViewCentringItsScreenBetweenSpacersIsAWrapper() throws {
        try write("App/ContentErrorView.swift", """
        import SwiftUI
        struct ContentErrorView: View {
            let error: String
            let retryAction: () -> Void
            var body: some View {
                VStack {
                    Spacer()
                    ContentUnavailableView(
                        label: { Label("Ups :(", systemImage: "exclamationmark.triangle") },
                        description: { Text("Try again! Something went wrong!") },
                        actions: { Button("Refresh") { retryAction() } }
                    )
                    .frame(maxWidth: .infinity)
                    Spacer()
                }
                .ignoresSafeArea(edges: [.horizontal])
            }
        }
        """)
        try write("App/GalleryContentView.swift", """
        import SwiftUI
        struct GalleryContentView: View {
            @State private var failed = false
            var body: some View {
                if failed {
                    ContentErrorView(error: "offline") { failed = false }
                } else {
                    Text("Gallery")
                }
            }
        }
        """)
        try write("App/HomeContentView.swift", """
        import SwiftUI
        struct HomeContentView: View {
            @State private var failed = false
            var body: some View {
                if failed {
                    ContentErrorView(error: "offline") { failed = false }
                } else {
                    Text("Home")
                }
            }
        }
        """)
        let screens = importedScreens()
        XCTAssertEqual(Set(screens.map { URL(fileURLWithPath: $0.file).lastPathComponent }),
                       ["GalleryContentView.swift", "HomeContentView.swift"], "\(screens.map { ($0.name, $0.file) })")
        XCTAssertEqual(screens.first?.template["title"]?["key"], .string("Ups :("), "\(screens.first?.template as Any)")
    }
}
