import EmptyStateImport
import EmptyStateModel
import Foundation
import XCTest

/// Values an app declares in one file and its empty states use in another, and wrappers whose
/// calls decide what they show: read across the app, as nobody tuned the reader for.
final class AppWideValuesTests: SourceFolderTestCase {
    private func screens(_ files: [String: String]) throws -> [ImportedScreen] {
        for (name, text) in files { try write("App/" + name, text) }
        return AppImport.read(SourceFiles.find(in: [folder + "/App"]).sources).screens
    }

    func testAnImageConstantOfAnotherFileIsItsSymbolOrAsset() throws {
        let screens = try screens([
            "Design/StaticImage.swift": """
            import UIKit
            enum StaticImage {
                static let star = UIImage(systemName: "star.fill")
                static let empty = UIImage(named: "empty-feed") ?? UIImage()
            }
            extension UIImage {
                static let clock = UIImage(systemName: "clock")
            }
            """,
            "Feed/FeedViewController.swift": """
            import UIKit
            final class FeedViewController: UIViewController {
                func showStart() {
                    var config = UIContentUnavailableConfiguration.empty()
                    config.image = StaticImage.star
                    config.text = "Start the search"
                    contentUnavailableConfiguration = config
                }
            }
            final class HistoryViewController: UIViewController {
                func showEmpty() {
                    var config = UIContentUnavailableConfiguration.empty()
                    config.image = .clock
                    config.text = "No Search History"
                    contentUnavailableConfiguration = config
                }
            }
            final class WallViewController: UIViewController {
                func showEmpty() {
                    var config = UIContentUnavailableConfiguration.empty()
                    config.image = StaticImage.empty
                    config.text = "Nothing here"
                    contentUnavailableConfiguration = config
                }
            }
            """,
        ])
        let images = Dictionary(uniqueKeysWithValues: screens.map { ($0.name, $0.template["image"]) })
        XCTAssertEqual(images["FeedViewController"], .map([TemplateEntry("systemName", .string("star.fill"))]))
        XCTAssertEqual(images["HistoryViewController"], .map([TemplateEntry("systemName", .string("clock"))]))
        XCTAssertEqual(images["WallViewController"], .map([TemplateEntry("name", .string("empty-feed"))]))
    }

    /// A ternary in a wrapper's call is a variant of that screen, as in a ContentUnavailableView's own arguments.
    func testAConditionInAWrappersCallIsAVariant() throws {
        let screens = try screens([
            "EmptyStateView.swift": """
            import SwiftUI
            struct AppEmptyState: View {
                let title: String
                let systemImage: String
                let description: String
                var body: some View {
                    ContentUnavailableView(title, systemImage: systemImage, description: Text(description))
                }
            }
            """,
            "CommunityView.swift": """
            import SwiftUI
            struct CommunityView: View {
                @State private var selectedCategory: String?
                var body: some View {
                    AppEmptyState(title: "No posts found", systemImage: "person.3",
                                  description: selectedCategory != nil ? "Try another category." : "Be the first to post!")
                }
            }
            """,
        ])
        XCTAssertEqual(screens.map(\.name), ["CommunityView"])
        let template = screens[0].template
        XCTAssertEqual(template["description"], .string("Be the first to post!"))
        guard case let .map(variants)? = template["variants"] else { return XCTFail("no variants: \(template)") }
        XCTAssertEqual(variants.count, 1)
        XCTAssertEqual(variants[0].value["description"], .string("Try another category."))
    }

    /// `if let actionTitle = primaryActionTitle, let action = primaryAction`: a call that gives no
    /// title has no button; one that does shows it.
    func testAButtonUnderARenamedOptionalBindingFollowsTheCall() throws {
        let screens = try screens([
            "EmptyStateView.swift": """
            import SwiftUI
            struct EmptyStateView: View {
                let title: String
                var primaryActionTitle: String?
                var primaryAction: (() -> Void)?
                var body: some View {
                    ContentUnavailableView {
                        Label(title, systemImage: "tray")
                    } actions: {
                        if let actionTitle = primaryActionTitle, let action = primaryAction {
                            Button(actionTitle, action: action)
                        }
                    }
                }
            }
            """,
            "Screens.swift": """
            import SwiftUI
            struct NewsView: View { var body: some View { EmptyStateView(title: "No news") } }
            struct FavoritesView: View { var body: some View { EmptyStateView(title: "No favorites", primaryActionTitle: "Browse", primaryAction: {}) } }
            """,
        ])
        let byName = Dictionary(uniqueKeysWithValues: screens.map { ($0.name, $0.template) })
        XCTAssertNil(byName["NewsView"]?["button"])
        XCTAssertEqual(byName["FavoritesView"]?["button"]?["title"], .string("Browse"))
    }

    /// `@ViewBuilder actions: () -> some View` shown among the wrapper's actions: each call's
    /// closure is its buttons; a call that passes none has none.
    func testAWrappersActionsAreTheButtonsEachCallPasses() throws {
        let screens = try screens([
            "EmptyStateView.swift": """
            import SwiftUI
            struct EmptyStateView: View {
                let title: String
                let systemImage: String
                let actions: AnyView
                init(_ title: String, systemImage: String, @ViewBuilder actions: () -> some View = { EmptyView() }) {
                    self.title = title
                    self.systemImage = systemImage
                    self.actions = AnyView(actions())
                }
                var body: some View {
                    ContentUnavailableView {
                        Label(title, systemImage: systemImage)
                    } actions: {
                        actions
                    }
                }
            }
            """,
            "Screens.swift": """
            import SwiftUI
            struct FollowersView: View {
                var body: some View {
                    EmptyStateView("No followers", systemImage: "person.2", actions: {
                        Button("Subscribe") { }
                        Button("Learn More") { }.buttonStyle(.borderless)
                    })
                }
            }
            struct ListsView: View { var body: some View { EmptyStateView("No lists", systemImage: "list.bullet") { Button("New List") { } } } }
            struct QuietView: View { var body: some View { EmptyStateView("Nothing", systemImage: "moon") } }
            """,
        ])
        let byName = Dictionary(uniqueKeysWithValues: screens.map { ($0.name, $0.template) })
        XCTAssertEqual(byName["FollowersView"]?["button"]?["title"], .map([TemplateEntry("key", .string("Subscribe")), TemplateEntry("default", .string("Subscribe"))]))
        XCTAssertEqual(byName["FollowersView"]?["secondaryButton"]?["title"], .map([TemplateEntry("key", .string("Learn More")), TemplateEntry("default", .string("Learn More"))]))
        XCTAssertEqual(byName["ListsView"]?["button"]?["title"], .map([TemplateEntry("key", .string("New List")), TemplateEntry("default", .string("New List"))]))
        XCTAssertNil(byName["ListsView"]?["secondaryButton"])
        XCTAssertNil(byName["QuietView"]?["button"])
    }
}
