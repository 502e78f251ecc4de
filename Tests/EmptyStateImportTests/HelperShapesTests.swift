import EmptyStateImport
import EmptyStateModel
import Foundation
import XCTest

/// Helpers apps build their empty states' texts and images with (issue 45, apps of the third
/// round): a protocol extension's functions in another file, functions of several statements,
/// attributed strings built with `appending`, a state enum with a case named `none`, images of
/// a type nested in lower case made with `#imageLiteral`, Atributika's `styleAll`, and a view
/// whose own `@State private` search text no caller sets.
final class HelperShapesTests: SourceFolderTestCase {
    private func asset(_ name: String) -> TemplateValue { .map([TemplateEntry("name", .string(name))]) }

    private func screens(_ app: String) throws -> [String: TemplateValue] {
        let found = SourceFiles.find(in: [folder + "/" + app])
        let read = AppImport.read(found.sources, strings: found.strings)
        return Dictionary(read.screens.map { ($0.name, $0.template) }, uniquingKeysWith: { first, _ in first })
    }

    /// The text of a title or description, plain or attributed.
    private func text(_ value: TemplateValue?) -> String? {
        if case let .string(text)? = value { return text }
        if case let .string(text)? = value?["text"] { return text }
        // A localized text shows its default (the development language's words) here.
        if case let .string(text)? = value?["default"] ?? value?["key"] { return text }
        return nil
    }

    /// `extension DZNEmptyDataSetSource { func title(_ text: String) -> NSAttributedString }` in one
    /// file, with statements before its `return`, is what `title("…")` in another file's data
    /// source gives; `noResults(for:)` interpolates its parameter; an app's
    /// `NSMutableAttributedString(_:font:)` followed by `.appending(_:font:)` is the joined text.
    func testAProtocolExtensionsHelpersInAnotherFile() throws {
        try write("App/EmptyDataSet.swift", """
        import UIKit
        import DZNEmptyDataSet
        extension DZNEmptyDataSetSource {
            var titleFont: UIFont { UIFont.systemFont(ofSize: 32) }
            func title(_ text: String) -> NSAttributedString {
                let color: UIColor
                if #available(iOS 13.0, *) {
                    color = .label
                } else {
                    color = .black
                }
                return NSAttributedString(string: text, attributes: [.font: titleFont, .foregroundColor: color])
            }
            func decorate(_ string: NSMutableAttributedString) -> NSMutableAttributedString {
                string.addAttribute(.foregroundColor, value: UIColor.secondaryLabel, range: NSRange(location: 0, length: string.length))
                return string
            }
            func noResults(for entity: String) -> NSAttributedString {
                decorate(NSMutableAttributedString("Try another search, or add a new \\(entity) with the ", font: .systemFont(ofSize: 17))
                    .appending("+", font: .boldSystemFont(ofSize: 17))
                    .appending(" button.", font: .systemFont(ofSize: 17)))
            }
        }
        """)
        try write("App/Books.swift", """
        import UIKit
        import DZNEmptyDataSet
        class Books: UITableViewController {
            var searching = false
        }
        extension Books: DZNEmptyDataSetSource {
            func title(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! {
                if searching { return title("No Results") }
                return title("No Books")
            }
            func description(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! {
                if searching { return noResults(for: "book") }
                return decorate(NSMutableAttributedString("Books you add ", font: .systemFont(ofSize: 17)).appending("show up here.", font: .systemFont(ofSize: 17)))
            }
        }
        """)
        let books = try XCTUnwrap(try screens("App")["Books"])
        XCTAssertEqual(text(books["title"]), "No Books")
        XCTAssertEqual(text(books["description"]), "Books you add show up here.")
        let searching = try XCTUnwrap(books["variants"]?["searching"], "\(books)")
        XCTAssertEqual(text(searching["title"]), "No Results")
        XCTAssertEqual(text(searching["description"]), "Try another search, or add a new book with the + button.")
        XCTAssertFalse(String(describing: books).contains("⟨"), "\(books)")
    }

    /// `switch state { case .empty: … case .none: … }` over the app's own enum: `.none` is one of
    /// its cases (a variant), not Optional's nil; `Images.noWifi.size250` (a type nested in lower
    /// case, in another file, of `#imageLiteral`s) is the asset; `text.styleAll(style).attributedString`
    /// (Atributika) is the text.
    func testANoneCaseNestedImageTypesAndStyledStrings() throws {
        try write("App/Images.swift", """
        import UIKit
        struct Images {
            struct noWifi {
                static let size250 = #imageLiteral(resourceName: "nowifi_250")
            }
            static let empty = UIImage(named: "nothing")!
        }
        """)
        try write("App/Feed.swift", """
        import UIKit
        import DZNEmptyDataSet
        enum FeedState { case error, empty, none }
        class Feed: UITableViewController {
            var state: FeedState = .none
        }
        extension Feed: DZNEmptyDataSetSource {
            func image(forEmptyDataSet scrollView: UIScrollView!) -> UIImage! {
                switch state {
                case .error: return Images.noWifi.size250
                case .empty, .none: return Images.empty
                }
            }
            func title(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! {
                let text: String
                switch state {
                case .error: text = "Connection error"
                case .empty: text = "Nothing here"
                case .none: text = "Loading"
                }
                let style = Style.font(.systemFont(ofSize: 18))
                return text.styleAll(style).attributedString
            }
        }
        """)
        let found = try screens("App")
        XCTAssertEqual(Set(found.keys), ["Feed-error", "Feed-empty", "Feed-none"], "each case a screen, .none too")
        let error = try XCTUnwrap(found["Feed-error"])
        XCTAssertEqual(imageName(error), "nowifi_250")
        XCTAssertEqual(text(error["title"]), "Connection error")
        let loading = try XCTUnwrap(found["Feed-none"])
        XCTAssertEqual(text(loading["title"]), "Loading")
        XCTAssertEqual(imageName(loading), "nothing")
    }

    /// The image's name, read (`name:`) or named by its placeholder where no catalog has it.
    private func imageName(_ template: TemplateValue) -> String? {
        if case let .string(name)? = template["image"]?["name"] ?? template["image"]?["placeholder"] { return name }
        return nil
    }

    /// A list view with its own `@State private var searchText` and two placeholders is the screen
    /// (its search variant and its empty one); the views that show it (`KeyValueList(data:)`)
    /// set nothing it shows and are not screens.
    func testAViewsPrivateStateIsNotSetByItsCallers() throws {
        try write("App/KeyValueList.swift", """
        import SwiftUI
        struct KeyValueList: View {
            let data: [String]
            @State private var searchText: String = ""
            var body: some View {
                List(data, id: \\.self) { Text($0) }
                    .overlay {
                        if data.isEmpty {
                            if !searchText.isEmpty {
                                ContentUnavailableView.search(text: searchText)
                            } else {
                                ContentUnavailableView("Empty", systemImage: "ellipsis")
                            }
                        }
                    }
                    .searchable(text: $searchText)
            }
        }
        """)
        try write("App/Labels.swift", """
        import SwiftUI
        struct Labels: View {
            var labels: [String]
            var body: some View { KeyValueList(data: labels).navigationTitle("Labels") }
        }
        """)
        let found = try screens("App")
        XCTAssertEqual(Set(found.keys).filter { $0.hasPrefix("Labels") }, [], "a call that sets nothing shown is no screen: \(found.keys.sorted())")
        XCTAssertTrue(found.keys.contains { $0.hasPrefix("KeyValueList") }, "\(found.keys.sorted())")
    }

    /// A builder of several statements that makes a configuration is a wrapper, as one of one
    /// expression is: the calls are the screens, its own body is not one more.
    func testABuilderOfSeveralStatementsIsAWrapperNotAScreenOfItsOwn() throws {
        try write("App/List.swift", """
        import UIKit
        enum Phase { case empty, failed }
        final class List: UIViewController {
            var phase = Phase.empty
            override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
                switch phase {
                case .empty: contentUnavailableConfiguration = makeEmpty()
                case .failed: contentUnavailableConfiguration = makeError(message: "Offline")
                }
            }
            private func makeEmpty() -> UIContentUnavailableConfiguration {
                var config = UIContentUnavailableConfiguration.empty()
                config.text = "Nothing yet"
                return config
            }
            private func makeError(message: String) -> UIContentUnavailableConfiguration {
                var config = UIContentUnavailableConfiguration.empty()
                config.text = "Error: \\(message)"
                config.image = UIImage(systemName: "exclamationmark.triangle")
                return config
            }
        }
        """)
        let found = try screens("App")
        XCTAssertEqual(found.count, 2, "one screen per case: \(found.keys.sorted())")
        XCTAssertEqual(Set(found.values.compactMap { text($0["text"]) ?? text($0["title"]) }), ["Nothing yet", "Error: Offline"], "\(found)")
    }

    /// A description builder that chooses its text with `if`/`else if`/`else` is a variant per
    /// branch, as a ternary is; a button with `.opacity(hasFilter ? 1 : 0)` is drawn only where
    /// it is seen; an `if let` of a wrapper's parameter is still decided at each call.
    func testADescriptionBuilderChoosingItsTextIsAVariantPerBranch() throws {
        try write("App/Releases.swift", """
        import SwiftUI
        struct Releases: View {
            @State var search = ""
            var hasFilter = false
            var body: some View {
                ContentUnavailableView {
                    Label("No Releases Match", systemImage: "slash.circle")
                } description: {
                    if search.isEmpty {
                        Text("No releases match the selected filters.")
                    } else if hasFilter {
                        Text("No releases match the filters and the search.")
                    } else {
                        Text("No releases match the search.")
                    }
                } actions: {
                    Button("Clear Filters") { }.opacity(hasFilter ? 1 : 0)
                }
            }
        }
        """)
        let screen = try XCTUnwrap(try screens("App")["Releases"])
        XCTAssertEqual(text(screen["description"]), "No releases match the search.")
        XCTAssertNil(screen["button"], "hidden where no filter is on: \(screen)")
        let variants = try XCTUnwrap(screen["variants"], "\(screen)")
        XCTAssertEqual(text(variants["searchIsEmpty"]?["description"]), "No releases match the selected filters.")
        XCTAssertEqual(text(variants["hasFilter"]?["description"]), "No releases match the filters and the search.")
        XCTAssertNotNil(variants["hasFilter"]?["button"], "seen where a filter is on")
    }

    /// A description builder with a lone `if` (`if filtering { Text(…) }`) is two variants: the
    /// description shown, and none; the label's lone `if` is still read as shown.
    func testADescriptionShownOnlyWhenAConditionHoldsIsAVariant() throws {
        try write("App/Documents.swift", """
        import SwiftUI
        struct NoDocumentsView: View {
            var filtering: Bool
            var body: some View {
                ContentUnavailableView {
                    Label("No documents", systemImage: "tray.fill")
                } description: {
                    if filtering {
                        Text("No documents match the filter.")
                    }
                }
            }
        }
        """)
        let screen = try XCTUnwrap(try screens("App")["NoDocumentsView"])
        XCTAssertNil(screen["description"], "\(screen)")
        let variants = try XCTUnwrap(screen["variants"], "\(screen)")
        XCTAssertEqual(text(variants["filtering"]?["description"]), "No documents match the filter.")
    }

    /// A view that is only the screen and takes nothing (`NoInternet()`) is shown where it is
    /// called: each call is a screen, as a wrapper's is; one nothing calls is its own body.
    func testAViewThatIsOnlyTheScreenIsAScreenWhereverItIsShown() throws {
        try write("App/NoInternet.swift", """
        import SwiftUI
        struct NoInternet: View {
            static let title = "No Internet Connection"
            var body: some View {
                ContentUnavailableView(NoInternet.title, systemImage: "wifi.slash", description: Text("Check your connection."))
                    .padding()
            }
        }
        struct Unused: View {
            var body: some View { ContentUnavailableView("Never Called", systemImage: "tray") }
        }
        """)
        try write("App/Movies.swift", """
        import SwiftUI
        struct Movies: View {
            var offline = false
            var body: some View { List { }.overlay { if offline { NoInternet() } } }
        }
        """)
        try write("App/Series.swift", """
        import SwiftUI
        struct Series: View {
            var offline = false
            var body: some View { List { }.overlay { if offline { NoInternet() } } }
        }
        """)
        let found = try screens("App")
        let shown = found.filter { text($0.value["title"]) == "No Internet Connection" }
        XCTAssertEqual(Set(shown.keys.map { String($0.prefix { $0 != "-" }) }), ["Movies", "Series"], "at each call: \(found.keys.sorted())")
        XCTAssertTrue(found.values.contains { text($0["title"]) == "Never Called" }, "a view nothing calls is its own screen")
    }
}
