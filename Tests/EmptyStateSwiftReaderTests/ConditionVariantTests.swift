import EmptyStateModel
import EmptyStateSwiftReader
import XCTest

/// A configuration changed in the branches of an `if` on any condition (a compound one, an
/// `else if` chain): one screen, what shows when no condition holds, and a variant per branch
/// named after its condition, so that every outcome is drawn.
final class ConditionVariantTests: XCTestCase {
    /// The button only while nothing is being checked, under `#if` and `#available` (which are
    /// read as before: not variants).
    func testAButtonAddedUnderACompoundConditionIsAVariant() throws {
        let screen = try Read.only("""
        import UIKit

        final class UpdatesViewController: UIViewController {
            override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
                var config = UIContentUnavailableConfiguration.empty()
                config.text = "No Updates"
                #if !targetEnvironment(macCatalyst)
                if !self.updater.isChecking && updater.pending.isEmpty {
                    if #available(iOS 26, *) {
                        config.button = .tinted()
                    } else {
                        config.button = .filled()
                    }
                    config.button.title = "Refresh"
                }
                #endif
                contentUnavailableConfiguration = config
            }
        }
        """)
        XCTAssertEqual(screen.template.flow, """
        {style: "uikit", preset: "empty", title: "No Updates", \
        variants: {notUpdaterIsCheckingAndUpdaterPendingIsEmpty: {button: {style: "tinted", title: "Refresh"}}}}
        """, "`#available(iOS 26, *)`: the button as the newest system draws it")
        XCTAssertEqual(screen.warnings, [])
    }

    /// Every branch of an `else if` chain is kept; the final `else` is the screen itself.
    func testEveryBranchOfAnElseIfChainIsAVariant() throws {
        let screen = try Read.only("""
        import UIKit

        final class InboxViewController: UIViewController {
            func showEmpty() {
                var config = UIContentUnavailableConfiguration.empty()
                config.image = UIImage(systemName: "tray")
                if isSearchActive {
                    config.text = "No Results"
                } else if filter.count > 2 {
                    config.text = "Nothing Matches"
                    config.secondaryText = "Try fewer filters."
                } else {
                    config.text = "Inbox Zero"
                }
                contentUnavailableConfiguration = config
            }
        }
        """)
        XCTAssertEqual(screen.template.flow, """
        {style: "uikit", preset: "empty", image: {systemName: "tray"}, title: "Inbox Zero", \
        variants: {isSearchActive: {title: "No Results"}, \
        filterCountGreaterThan2: {title: "Nothing Matches", description: "Try fewer filters."}}}
        """)
    }

    /// Chains that compare one value with 0, 1 and 2 (a segmented control's index, in two
    /// chains: the texts for 1 and 2, the button for 0): the screen is index 0's, each other
    /// index a variant, and nothing is drawn for an index none of them names. Numbers with a gap
    /// (`== 1`, `== 3`) are conditions as any other.
    func testAnIndexComparedWithZeroOneAndTwoIsOneOfThem() throws {
        let screens = try Read.screens("""
        import UIKit

        final class HomeViewController: UIViewController {
            func showEmpty() {
                var config = UIContentUnavailableConfiguration.empty()
                if segment.selectedSegmentIndex == 1 {
                    config.text = "No favourites"
                } else if segment.selectedSegmentIndex == 2 {
                    config.text = "No visits"
                } else {
                    config.text = "Empty here"
                }
                if segment.selectedSegmentIndex == 0 {
                    config.button.title = "Add Place"
                } else {
                    config.button.title = "Show All"
                }
                contentUnavailableConfiguration = config
            }
        }
        final class OtherViewController: UIViewController {
            func showEmpty() {
                var config = UIContentUnavailableConfiguration.empty()
                if tab == 1 { config.text = "One" } else if tab == 3 { config.text = "Three" } else { config.text = "Other" }
                contentUnavailableConfiguration = config
            }
        }
        """)
        XCTAssertEqual(screens.first?.template.flow, """
        {style: "uikit", preset: "empty", title: "Empty here", button: {title: "Add Place"}, \
        variants: {segmentSelectedSegmentIndexIs1: {title: "No favourites", button: {title: "Show All"}}, \
        segmentSelectedSegmentIndexIs2: {title: "No visits", button: {title: "Show All"}}}}
        """)
        XCTAssertEqual(screens.last?.template.flow, """
        {style: "uikit", preset: "empty", title: "Other", variants: {tabIs1: {title: "One"}, tabIs3: {title: "Three"}}}
        """)
    }

    /// Two conditions that read alike get distinct names; an `if let` of a stored value is two
    /// outcomes (the text without it is a screen too, mx-space-core), read as a condition is.
    func testVariantNamesAreUniqueAndBindingsOfStoredValuesAreVariants() throws {
        let screen = try Read.only("""
        import UIKit

        final class ListViewController: UIViewController {
            func showEmpty() {
                var config = UIContentUnavailableConfiguration.empty()
                config.text = "Empty"
                if isOffline { config.secondaryText = "Offline" }
                if isOffline { config.image = UIImage(systemName: "wifi.slash") }
                if let name = self.listName { config.text = name }
                contentUnavailableConfiguration = config
            }
        }
        """)
        XCTAssertEqual(Array((screen.template["variants"]?.keys ?? []).prefix(3)), ["isOffline", "isOffline2", "listName"], screen.template.flow)
        XCTAssertEqual(screen.template["title"], .string("Empty"))
        XCTAssertEqual(screen.template.at("variants.listName.title"), .string("\u{27E8}name\u{27E9}"), screen.template.flow)
    }

    /// A ternary on any condition: the screen takes its `else` value, the variant its other one.
    func testATernaryOnAnyConditionIsAVariant() throws {
        let screen = try Read.only("""
        import UIKit

        final class SearchViewController: UIViewController {
            func showEmpty() {
                var config = UIContentUnavailableConfiguration.empty()
                config.text = searchController.isActive ? "No Results" : "No Items"
                config.image = UIImage(systemName: "tray")
                contentUnavailableConfiguration = config
            }
        }
        """)
        XCTAssertEqual(screen.template.flow, """
        {style: "uikit", preset: "empty", image: {systemName: "tray"}, title: "No Items", \
        variants: {searchControllerIsActive: {title: "No Results"}}}
        """)
        XCTAssertEqual(screen.warnings, [])
    }

    /// The same in SwiftUI: a `ContentUnavailableView` whose title and symbol are ternaries on a
    /// property is one screen (their `else` values) with a variant named after the condition;
    /// nothing is left a placeholder. A condition negated and a second one each get theirs, and
    /// since they choose different parts (the title and symbol, the description), their pairing
    /// is a screen too: offline with no filter set.
    func testASwiftUITernaryOnAnyConditionIsAVariant() throws {
        let screen = try Read.only("""
        import SwiftUI

        struct FeedEmptyView: View {
            var isOffline: Bool
            var hasFilters: Bool
            var body: some View {
                ContentUnavailableView {
                    Label(isOffline ? "Offline" : "No Posts", systemImage: isOffline ? "wifi.slash" : "tray")
                } description: {
                    Text(!hasFilters ? "Posts appear here." : "No post matches your filters.")
                }
            }
        }
        """)
        XCTAssertEqual(screen.template.flow, """
        {style: "swiftui", image: {systemName: "tray"}, title: {key: "No Posts", default: "No Posts"}, \
        description: {key: "No post matches your filters.", default: "No post matches your filters."}, \
        variants: {isOffline: {image: {systemName: "wifi.slash"}, title: {key: "Offline", default: "Offline"}}, \
        notHasFilters: {description: {key: "Posts appear here.", default: "Posts appear here."}}, \
        isOfflineAndNotHasFilters: {image: {systemName: "wifi.slash"}, title: {key: "Offline", default: "Offline"}, \
        description: {key: "Posts appear here.", default: "Posts appear here."}}}}
        """)
        XCTAssertEqual(screen.warnings, [])
    }

    /// What the unseen apps branch on besides `if` and `?:`: a `switch` over a value only the run
    /// time knows gives a variant per case, named as the same comparison elsewhere
    /// (`filter == .unread` shares one variant with the icon's ternary); an optional with a
    /// fallback text gives the fallback, and the run time's value as a variant (not for `?? ""`);
    /// a lone `if` around an action gives the screen without it and with it; two nested
    /// conditions give the pair's own variant, and so do two that choose different parts (the
    /// action beside the dismissed screen's texts).
    func testSwitchesFallbacksActionsAndNestedConditionsAreVariants() throws {
        let screens = try Read.screens("""
        import SwiftUI

        enum Filter { case all, unread, weekly }

        struct NotificationsView: View {
            var filter: Filter
            var error: Error?
            var canEdit: Bool
            var showDismissed: Bool
            var isPro: Bool
            var body: some View {
                ContentUnavailableView(emptyTitle(for: filter), systemImage: filter == .unread ? "bell.badge.slash" : "bell.slash",
                                       description: Text(error?.localizedDescription ?? "Try again later."))
            }
            private func emptyTitle(for filter: Filter) -> String {
                switch filter {
                case .all: "No notifications"
                case .unread: "All read"
                case .weekly: "No weekly reports"
                }
            }
        }

        struct ClaimsView: View {
            var canEdit: Bool
            var showDismissed: Bool
            var isPro: Bool
            var body: some View {
                ContentUnavailableView {
                    Label(showDismissed ? "No Workouts Found" : "All Caught Up!", systemImage: "checkmark.circle")
                } description: {
                    if showDismissed {
                        Text("No workouts in the \\(isPro ? "past year" : "past 7 days").")
                    } else {
                        Text("All reviewed.")
                    }
                } actions: {
                    if canEdit {
                        Button("Edit template") {}
                    }
                }
            }
        }
        """)
        XCTAssertEqual(screens.map(\.name), ["NotificationsView", "ClaimsView"])
        let notifications = screens[0].template, claims = screens[1].template
        XCTAssertEqual(notifications.at("title.default"), .string("No notifications"))
        XCTAssertEqual(notifications.at("description.default"), .string("Try again later."))
        XCTAssertEqual(notifications.at("variants.filterIsUnread.title.default"), .string("All read"))
        XCTAssertEqual(notifications.at("variants.filterIsUnread.image.systemName"), .string("bell.badge.slash"))
        XCTAssertEqual(notifications.at("variants.filterIsWeekly.title.default"), .string("No weekly reports"))
        XCTAssertNotNil(notifications.at("variants.errorLocalizedDescriptionIsNotNil.description"))
        XCTAssertEqual(notifications["variants"]?.keys.filter { $0.contains("And") }, ["filterIsUnreadAndErrorLocalizedDescriptionIsNotNil", "filterIsWeeklyAndErrorLocalizedDescriptionIsNotNil"],
                       "one value's two cases are no pair; the filter's title beside the error's description is")
        XCTAssertEqual(notifications.at("variants.filterIsUnreadAndErrorLocalizedDescriptionIsNotNil.title.default"), .string("All read"))

        XCTAssertNil(claims["button"], "the base screen is the one without the action")
        XCTAssertEqual(claims.at("variants.canEdit.button.title.default"), .string("Edit template"))
        XCTAssertEqual(claims.at("variants.showDismissed.description.args"), .list([.string("past 7 days")]))
        XCTAssertEqual(claims.at("variants.showDismissedAndIsPro.description.args"), .list([.string("past year")]))
        XCTAssertEqual(claims["variants"]?.keys.filter { $0.contains("And") }, ["showDismissedAndCanEdit", "showDismissedAndIsPro"])
        XCTAssertEqual(claims.at("variants.showDismissedAndCanEdit.button.title.default"), .string("Edit template"))
        XCTAssertEqual(claims.at("variants.showDismissedAndCanEdit.title.default"), .string("No Workouts Found"))
    }
}

/// A DZN data source's methods branching on anything (not an enum, not a Boolean property):
/// the screen as no such condition holds, a variant per condition, every `else if` kept.
final class DZNConditionVariantTests: XCTestCase {
    /// A data source's conditions are load phases, one at a time: the search's title beside the
    /// empty library's symbol is no pairing of its own.
    func testAnIfOnAnyConditionIsAVariantOfTheDataSource() throws {
        let screen = try Read.only("""
        import UIKit
        import DZNEmptyDataSet

        final class LibraryViewController: UITableViewController, DZNEmptyDataSetSource {
            var searchText = ""
            var books: [String] = []

            func title(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
                if !searchText.isEmpty {
                    return NSAttributedString(string: "No Matches")
                } else if books.count > 100 {
                    return NSAttributedString(string: "Too Many")
                }
                return NSAttributedString(string: "No Books")
            }

            func image(forEmptyDataSet scrollView: UIScrollView) -> UIImage? {
                UIImage(systemName: books.isEmpty ? "books.vertical" : "magnifyingglass")
            }
        }
        """)
        XCTAssertEqual(screen.template.flow, """
        {image: {systemName: "magnifyingglass"}, title: "No Books", variants: {notSearchTextIsEmpty: {title: "No Matches"}, \
        booksCountGreaterThan100: {title: "Too Many"}, booksIsEmpty: {image: {systemName: "books.vertical"}}}}
        """)
        XCTAssertEqual(screen.warnings, [])
    }

    /// A condition and its negation are one condition: one variant, in which both change, and
    /// a base screen in which neither holds where the other does.
    func testAConditionAndItsNegationAreOneVariant() throws {
        let screen = try Read.only("""
        import UIKit
        import DZNEmptyDataSet

        final class LibraryViewController: UITableViewController, DZNEmptyDataSetSource {
            var searchText = ""

            func title(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
                if !searchText.isEmpty {
                    return NSAttributedString(string: "No Matches")
                }
                return NSAttributedString(string: "No Books")
            }

            func image(forEmptyDataSet scrollView: UIScrollView) -> UIImage? {
                UIImage(systemName: searchText.isEmpty ? "books.vertical" : "magnifyingglass")
            }

            func description(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
                NSAttributedString(string: !(searchText.isEmpty) ? "Try another word." : "Add a book to start.")
            }
        }
        """)
        XCTAssertEqual(screen.template.flow, """
        {image: {systemName: "books.vertical"}, title: "No Books", description: "Add a book to start.", \
        variants: {notSearchTextIsEmpty: {image: {systemName: "magnifyingglass"}, title: "No Matches", description: "Try another word."}}}
        """)
        XCTAssertEqual(screen.warnings, [])
    }

    /// An action behind `if let url = searchURL(for: query)`: what an app function returns is
    /// known at run time only, so the screen is drawn without the button and, as a variant, with
    /// it. `if let image = UIImage(named:)`-style initializers stay read as shown.
    func testAnActionBehindAnAppFunctionsOptionalIsAVariant() throws {
        let screen = try Read.only("""
        import SwiftUI
        struct SearchView: View {
            var query: String
            var body: some View {
                ContentUnavailableView {
                    Label("No Results", systemImage: "magnifyingglass")
                } description: {
                    Text("Nothing matched.")
                } actions: {
                    if let url = browserURL(for: query) {
                        Button("Search in Browser") { open(url) }
                    }
                }
            }
        }
        """)
        XCTAssertNil(screen.template["button"], "the base screen has no button")
        XCTAssertEqual(screen.template["variants"]?.keys, ["browserURLForQueryIsNotNil"])
        XCTAssertEqual(screen.template.at("variants.browserURLForQueryIsNotNil.button.title.key"), .string("Search in Browser"))
    }

    /// The locals a body declares above the screen are its values (`let description = …` then
    /// `Text(description)`); one the reader cannot evaluate keeps its name in the placeholder.
    func testLocalsDeclaredAboveTheScreenAreRead() throws {
        let screen = try Read.only("""
        import SwiftUI
        struct MoviesOverlay: View {
            @Binding var query: String
            var body: some View {
                let title = String(localized: "No Movies")
                let typed = query.trimmingCharacters(in: .whitespaces)
                VStack {
                    let symbol = "film"
                    ContentUnavailableView {
                        Label(title, systemImage: symbol)
                    } description: {
                        Text("Nothing for \\(typed)")
                    }
                }
            }
        }
        """)
        XCTAssertEqual(screen.template["title"]?.flow, #"{key: "No Movies"}"#)
        XCTAssertEqual(screen.template.at("image.systemName"), TemplateValue.string("film"))
        XCTAssertEqual(screen.template["description"]?.flow, #"{key: "Nothing for %@", default: "Nothing for %@", args: ["⟨typed⟩"]}"#)
    }
}
