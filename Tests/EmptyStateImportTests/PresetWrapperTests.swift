import EmptyStateImport
import EmptyStateModel
import Foundation
import XCTest

/// Empty states an app declares once and uses by name: a preset that is a static property (or
/// function) made of a wrapper view, and a shared configuration that helpers finish and show.
/// Each use is a screen, named after the type it is in; the declaration is not one.
final class PresetWrapperTests: SourceFolderTestCase {
    /// `static var search = Shim(…)` in an extension, used as `Shim.search` in the second branch
    /// of an `else if` chain: both branches are screens, the preset's declaration is not.
    func testAStaticPresetOfAWrapperIsAScreenWhereItIsUsed() throws {
        try write("App/Shim.swift", """
        import SwiftUI
        struct Shim: View {
            private var reason: String
            private var systemImage: String
            private var description: Text
            init(_ reason: String, systemImage: String, description: Text) {
                self.reason = reason
                self.systemImage = systemImage
                self.description = description
            }
            var body: some View { ContentUnavailableView(reason, systemImage: systemImage, description: description) }
        }
        extension Shim {
            static var search: Shim = Shim("No Results", systemImage: "magnifyingglass", description: Text("Check the spelling."))
            static func offline() -> Shim { Shim("Offline", systemImage: "wifi.slash", description: Text("Connect first.")) }
        }
        """)
        try write("App/People.swift", """
        import SwiftUI
        struct PeopleView: View {
            var body: some View {
                List(results) { Text($0.name) }
                    .overlay {
                        if people.isEmpty {
                            Shim("No Friends Yet", systemImage: "figure.wave", description: Text("Add some."))
                        } else if results.isEmpty {
                            Shim.search
                        }
                    }
            }
        }
        struct StatusView: View {
            var body: some View { Shim.offline() }
        }
        """)
        let app = AppImport.read(SourceFiles.find(in: [folder + "/App"]).sources)
        XCTAssertEqual(app.screens.map(\.name), ["PeopleView-1", "PeopleView-2", "StatusView"])
        XCTAssertEqual(app.screens.map(\.line), [7, 9, 15])
        XCTAssertEqual(app.screens[1].template, .map([
            TemplateEntry("style", .string("swiftui")), TemplateEntry("image", .map([TemplateEntry("systemName", .string("magnifyingglass"))])),
            TemplateEntry("title", .string("No Results")),
            TemplateEntry("description", .map([TemplateEntry("key", .string("Check the spelling.")), TemplateEntry("default", .string("Check the spelling."))])),
        ]))
        XCTAssertEqual(app.screens[2].template["title"], .string("Offline"))
    }

    /// A preset nobody uses stays a screen where it is declared.
    func testAStaticPresetNobodyUsesIsAScreenOfItsOwn() throws {
        try write("App/Empty.swift", """
        import SwiftUI
        enum Empty {
            static let archive = ContentUnavailableView("No Archive", systemImage: "archivebox")
        }
        """)
        let app = AppImport.read(SourceFiles.find(in: [folder + "/App"]).sources)
        XCTAssertEqual(app.screens.map(\.name), ["Empty"])
    }

    /// A configuration shared as another type's static property, copied in a helper that adds a
    /// Retry button, shown by a function of `UIViewController` under its Boolean parameter: each
    /// view controller that shows it is a screen with the shared texts and the button; a call
    /// that passes `false` (hiding it, in the retry action) is none.
    func testASharedConfigurationFinishedInAHelperIsAScreenAtEachCaller() throws {
        try write("App/Helpers/SharedEmpty.swift", """
        import UIKit
        struct SharedEmpty {
            static let configuration: UIContentUnavailableConfiguration = {
                var config = UIContentUnavailableConfiguration.empty()
                config.image = UIImage(systemName: "doc.questionmark")
                config.text = Texts.noArticles
                config.secondaryText = "Try again later."
                return config
            }()
        }
        enum Texts {
            static let noArticles = NSLocalizedString("no_articles", comment: "")
            static let retry = NSLocalizedString("retry", comment: "")
        }
        """)
        try write("App/Helpers/UIViewController+Empty.swift", """
        import UIKit
        extension UIViewController {
            func showEmptyState(_ show: Bool, with action: UIAction?) {
                let config = makeEmptyConfiguration(with: action)
                DispatchQueue.main.async {
                    self.contentUnavailableConfiguration = show ? config : nil
                }
            }

            private func makeEmptyConfiguration(with action: UIAction?) -> UIContentUnavailableConfiguration {
                var config = SharedEmpty.configuration
                var button = UIButton.Configuration.filled()
                button.title = Texts.retry
                config.button = button
                config.buttonProperties.primaryAction = action
                return config
            }
        }
        """)
        for name in ["News", "Saved"] {
            try write("App/\(name)ViewController.swift", """
            import UIKit
            final class \(name)ViewController: UIViewController {
                private func showEmptyViewIfNeeded() {
                    showEmptyState(articles.count < 1, with: UIAction(handler: { _ in
                        self.showEmptyState(false, with: nil)
                        self.reload()
                    }))
                }
            }
            """)
        }
        let app = AppImport.read(SourceFiles.find(in: [folder + "/App"]).sources)
        XCTAssertEqual(app.screens.map(\.name), ["NewsViewController", "SavedViewController"])
        XCTAssertEqual(app.screens.map(\.line), [4, 4])
        for screen in app.screens {
            XCTAssertEqual(screen.template, .map([
                TemplateEntry("style", .string("uikit")), TemplateEntry("preset", .string("empty")),
                TemplateEntry("image", .map([TemplateEntry("systemName", .string("doc.questionmark"))])),
                TemplateEntry("title", .map([TemplateEntry("key", .string("no_articles"))])),
                TemplateEntry("description", .string("Try again later.")),
                TemplateEntry("button", .map([TemplateEntry("style", .string("filled")), TemplateEntry("title", .map([TemplateEntry("key", .string("retry"))]))])),
            ]), screen.name)
        }
    }
}
