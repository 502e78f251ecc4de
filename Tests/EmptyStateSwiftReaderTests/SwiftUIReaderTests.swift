import EmptyStateModel
import EmptyStateSwiftReader
import XCTest

/// SwiftUI's ContentUnavailableView: the three initializer families, `.search`, labels,
/// descriptions, actions and modifiers, and views in a body's branches.
final class SwiftUIReaderTests: XCTestCase {
    func testTitleSystemImageAndDescription() throws {
        let screen = try Read.only("""
        import SwiftUI

        struct InboxView: View {
            var body: some View {
                ContentUnavailableView("No Mail", systemImage: "tray", description: Text("New mail appears here."))
            }
        }
        """)
        XCTAssertEqual(screen.name, "InboxView")
        XCTAssertEqual(screen.kind, .swiftui)
        XCTAssertNil(screen.caseName)
        XCTAssertEqual(screen.file, "Test.swift")
        XCTAssertEqual(screen.line, 5)
        XCTAssertEqual(screen.column, 9)
        XCTAssertEqual(screen.template.flow, """
        {style: "swiftui", image: {systemName: "tray"}, title: {key: "No Mail", default: "No Mail"}, \
        description: {key: "New mail appears here.", default: "New mail appears here."}}
        """)
        XCTAssertEqual(screen.warnings, [])
    }

    func testAssetImageAndVerbatimDescription() throws {
        let screen = try Read.only("""
        struct AlbumView: View {
            var body: some View {
                ContentUnavailableView("No Photos", image: "empty-album", description: Text(verbatim: "Import photos to begin."))
            }
        }
        """)
        XCTAssertEqual(screen.template.flow, """
        {style: "swiftui", image: {name: "empty-album"}, title: {key: "No Photos", default: "No Photos"}, \
        description: "Import photos to begin."}
        """)
    }

    func testLabelDescriptionAndActionsWithModifiers() throws {
        let screen = try Read.only("""
        import SwiftUI

        struct OfflineView: View {
            let retry: () -> Void

            var body: some View {
                ContentUnavailableView {
                    Label("Offline", systemImage: "wifi.slash")
                } description: {
                    Text("Check your connection and try again.")
                } actions: {
                    Button("Retry") { retry() }
                        .buttonStyle(.borderedProminent)
                        .tint(.red)
                        .controlSize(.large)
                    Button("Settings", systemImage: "gear") {
                        openSettings()
                    }
                    .buttonStyle(.plain)
                    Button(action: retry) {
                        Text("Later")
                    }
                    .buttonStyle(.bordered)
                    .tint(Color.orange)
                }
                .symbolRenderingMode(.hierarchical)
                .foregroundStyle(.blue)
                .background(Color.yellow)
            }
        }
        """)
        XCTAssertEqual(screen.template.flow, """
        {style: "swiftui", backgroundColor: "systemYellow", \
        image: {systemName: "wifi.slash", renderingMode: "hierarchical", tintColor: "systemBlue"}, \
        title: {key: "Offline", default: "Offline"}, \
        description: {key: "Check your connection and try again.", default: "Check your connection and try again."}, \
        button: {style: "borderedProminent", size: "large", title: {key: "Retry", default: "Retry"}, baseBackgroundColor: "systemRed"}, \
        secondaryButton: {style: "plain", title: {key: "Settings", default: "Settings"}, image: {systemName: "gear"}}, \
        tertiaryButton: {style: "bordered", title: {key: "Later", default: "Later"}, baseForegroundColor: "systemOrange"}}
        """)
        XCTAssertEqual(screen.warnings, [])
    }

    func testLabelClosuresTextStyleAndLabelledButton() throws {
        let screen = try Read.only("""
        struct FavoritesView: View {
            var body: some View {
                ContentUnavailableView {
                    Label {
                        Text("No Favorites")
                    } icon: {
                        Image(systemName: "star")
                            .symbolRenderingMode(.palette)
                            .foregroundStyle(.yellow, .orange)
                    }
                } description: {
                    Text("Tap the star on any item.")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                } actions: {
                    Button {
                        browse()
                    } label: {
                        Label("Browse", systemImage: "magnifyingglass")
                    }
                    .frame(maxWidth: .infinity)
                }
                .buttonStyle(.borderedProminent)
            }
        }
        """)
        XCTAssertEqual(screen.template.flow, """
        {style: "swiftui", image: {systemName: "star", renderingMode: "palette", colors: ["systemYellow", "systemOrange"]}, \
        title: {key: "No Favorites", default: "No Favorites"}, \
        description: {key: "Tap the star on any item.", default: "Tap the star on any item.", font: {textStyle: "subheadline"}, color: "secondaryLabel"}, \
        button: {style: "borderedProminent", title: {key: "Browse", default: "Browse"}, image: {systemName: "magnifyingglass"}, width: "fill"}}
        """)
    }

    func testSearchPresets() throws {
        let screens = try Read.screens("""
        struct SearchResults: View {
            @State var query = ""
            var body: some View {
                List {}
                    .overlay { ContentUnavailableView.search }
                    .overlay { ContentUnavailableView.search(text: "Lisbon") }
                    .overlay { ContentUnavailableView.search(text: query) }
            }
        }
        """)
        XCTAssertEqual(screens.map(\.name), ["SearchResults-1", "SearchResults-2", "SearchResults-3"])
        XCTAssertEqual(screens.map(\.template.flow), [
            #"{style: "swiftui", preset: "search"}"#,
            #"{style: "swiftui", preset: "search", query: "Lisbon"}"#,
            // A query the code computes shows as its placeholder (and a wrapper's call fills it in).
            #"{style: "swiftui", preset: "search", query: "⟨query⟩"}"#,
        ])
        XCTAssertEqual(screens[2].warnings, ["Test.swift:7:60: query: not a literal: query"])
    }

    func testBranchesOfABodyNameTheirCases() throws {
        let screens = try Read.screens("""
        struct ArticlesView: View {
            enum Phase { case loading, empty, failed(Error), loaded([String]) }
            let phase: Phase

            var body: some View {
                switch phase {
                case .loading:
                    ProgressView()
                case .empty:
                    ContentUnavailableView("No Articles", systemImage: "doc.text")
                case .failed(let error):
                    ContentUnavailableView("Couldn’t Load", systemImage: "exclamationmark.triangle",
                                           description: Text(error.localizedDescription))
                case .loaded(let articles):
                    List(articles, id: \\.self) { Text($0) }
                        .overlay {
                            if articles.isEmpty {
                                ContentUnavailableView("Nothing Here", systemImage: "tray")
                            }
                        }
                }
            }
        }
        """)
        XCTAssertEqual(screens.map(\.name), ["ArticlesView-empty", "ArticlesView-failed", "ArticlesView-loaded"])
        XCTAssertEqual(screens.map(\.caseName), ["empty", "failed", "loaded"])
        XCTAssertEqual(screens[1].template["description"], .string("⟨error.localizedDescription⟩"))
        XCTAssertEqual(screens[1].warnings, ["Test.swift:13:54: description: not a literal: error.localizedDescription"])
        XCTAssertEqual(screens[1].line, 12)
        XCTAssertEqual(screens[1].column, 13)
    }

    func testIfOnAnEnumEqualityIsACase() throws {
        let screens = try Read.screens("""
        struct Feed: View {
            var model: FeedModel
            var body: some View {
                if model.state == .offline {
                    ContentUnavailableView("You’re Offline", systemImage: "wifi.slash")
                } else if case .blocked = model.state {
                    ContentUnavailableView("Blocked", systemImage: "hand.raised")
                } else {
                    ContentUnavailableView("Nothing Yet", systemImage: "tray")
                }
            }
        }
        """)
        XCTAssertEqual(screens.map(\.name), ["Feed-offline", "Feed-blocked", "Feed"])
        XCTAssertEqual(screens.map(\.caseName), ["offline", "blocked", nil])
    }

    /// The shape of a search modifier in an app: an overlay, conditions that are not cases, a
    /// symbol variant, and `.search` as a default argument.
    func testOverlayModifierWithDefaultArgument() throws {
        let screens = try Read.screens("""
        private struct EmptyableModifier<Description: View>: ViewModifier {
            let results: [Int]
            let searchText: String
            let isLoading: Bool
            let description: () -> Description

            func body(content: Content) -> some View {
                content.overlay {
                    if results.isEmpty, !isLoading {
                        if searchText.isEmpty {
                            ContentUnavailableView(
                                "Search for something.",
                                systemImage: "arrow.down",
                                description: Text("Results will then appear here.")
                            )
                            .symbolVariant(.fill)
                        } else {
                            description()
                        }
                    }
                }
            }
        }

        public extension View {
            func emptyable<D: View>(_ results: [Int], description: @escaping () -> D = { ContentUnavailableView.search }) -> some View {
                self
            }
        }
        """)
        XCTAssertEqual(screens.map(\.name), ["EmptyableModifier", "View"])
        XCTAssertEqual(screens[0].template["image"], .map([TemplateEntry("systemName", .string("arrow.down.fill"))]))
        XCTAssertEqual(screens[0].template["title"]?["key"], .string("Search for something."))
        XCTAssertEqual(screens[1].template.flow, #"{style: "swiftui", preset: "search"}"#)
    }

    func testInterpolatedTitleIsAKeyWithArguments() throws {
        let screen = try Read.only("""
        struct Results: View {
            var query: String
            var body: some View {
                ContentUnavailableView("No Results for \\(query)", systemImage: "magnifyingglass",
                                       description: Text("Found \\(0) of \\(2.5) items", comment: "count"))
            }
        }
        """)
        XCTAssertEqual(screen.template["title"]?.flow, #"{key: "No Results for %@", default: "No Results for %@", args: ["⟨query⟩"]}"#)
        XCTAssertEqual(screen.template["description"]?.flow, #"{key: "Found %lld of %lf items", default: "Found %lld of %lf items", args: [0, 2.5]}"#)
        XCTAssertEqual(screen.warnings, ["Test.swift:4:50: title: not a literal: query"])
    }

    func testLocalizedStringsAndConstants() throws {
        let screen = try Read.only("""
        enum Copy {
            static let emptyTitle = "No Notes"
        }

        struct NotesView: View {
            let symbol = "note.text"
            var body: some View {
                ContentUnavailableView(Copy.emptyTitle, systemImage: symbol,
                                       description: Text(String(localized: "notes.empty.description")))
            }
        }
        """)
        XCTAssertEqual(screen.template.flow, """
        {style: "swiftui", image: {systemName: "note.text"}, title: "No Notes", description: {key: "notes.empty.description"}}
        """)
    }

    func testSeveralViewsOfOneTypeAreNumbered() throws {
        let screens = try Read.screens("""
        struct Library: View {
            var body: some View {
                VStack {
                    ContentUnavailableView("No Books", systemImage: "book")
                    ContentUnavailableView("No Audiobooks", systemImage: "headphones")
                }
            }
        }
        """)
        XCTAssertEqual(screens.map(\.name), ["Library-1", "Library-2"])
        XCTAssertEqual(screens.map(\.line), [4, 5])
    }

    /// `.lineLimit(1)` keeps a button's label on one line, cut where `.truncationMode` says
    /// (SwiftUI's default: the tail); a limit of more lines has no key and is said so.
    func testALineLimitOfOneKeepsAnActionOnOneLine() throws {
        let screen = try Read.only("""
        struct OfflineView: View {
            var body: some View {
                ContentUnavailableView {
                    Label("Offline", systemImage: "wifi.slash")
                } actions: {
                    Button("Try again with a slower connection") { retry() }
                        .lineLimit(1)
                    Button("Open the network settings of this device") { open() }
                        .lineLimit(1)
                        .truncationMode(.middle)
                    Button("Later") { later() }
                        .lineLimit(2)
                }
            }
        }
        """)
        XCTAssertEqual(screen.template.flow, """
        {style: "swiftui", image: {systemName: "wifi.slash"}, title: {key: "Offline", default: "Offline"}, \
        button: {title: {key: "Try again with a slower connection", default: "Try again with a slower connection"}, titleLineBreakMode: "byTruncatingTail"}, \
        secondaryButton: {title: {key: "Open the network settings of this device", default: "Open the network settings of this device"}, titleLineBreakMode: "byTruncatingMiddle"}, \
        tertiaryButton: {title: {key: "Later", default: "Later"}}}
        """)
        XCTAssertEqual(screen.warnings, ["Test.swift:11:13: tertiaryButton: .lineLimit(2) is not read: a button's title wraps or keeps one line"])
    }

    /// An `if` among the actions that the code decides shows the branch SwiftUI would, without
    /// a warning; a lone `if` it cannot decide is two screens: without the action, and with it
    /// as a variant named after the condition.
    func testADecidedConditionAmongTheActionsPicksItsBranch() throws {
        let screen = try Read.only("""
        let showsSettings = false
        struct OfflineView: View {
            var body: some View {
                ContentUnavailableView {
                    Label("Offline", systemImage: "wifi.slash")
                } actions: {
                    if showsSettings {
                        Button("Settings") { }
                    } else {
                        Button("Retry") { }
                    }
                    if isSignedIn {
                        Button("Sign Out") { }
                    }
                }
            }
        }
        """)
        XCTAssertEqual(screen.template.flow, """
        {style: "swiftui", image: {systemName: "wifi.slash"}, title: {key: "Offline", default: "Offline"}, \
        button: {title: {key: "Retry", default: "Retry"}}, variants: {isSignedIn: {secondaryButton: {title: {key: "Sign Out", default: "Sign Out"}}}}}
        """)
        XCTAssertEqual(screen.warnings, [])
    }

    /// A description's `.padding()` (its place, not its text) is read through: the text keeps
    /// its font and line limit, and only the value the app computes is a placeholder (Recipes'
    /// OutputView drew the whole modifier chain as the placeholder, on four lines).
    func testModifiersOfATextsPlaceAreReadThrough() throws {
        let screen = try Read.only("""
        struct OutputView: View {
            let message: String
            var body: some View {
                ContentUnavailableView {
                    Label("Failed", systemImage: "house.slash")
                } description: {
                    Text(message)
                        .font(.headline)
                        .lineLimit(2)
                        .padding()
                }
            }
        }
        """)
        XCTAssertEqual(screen.template.flow, """
        {style: "swiftui", image: {systemName: "house.slash"}, title: {key: "Failed", default: "Failed"}, \
        description: {text: "⟨message⟩", font: {textStyle: "headline"}, numberOfLines: 2}}
        """)
        XCTAssertEqual(screen.warnings, ["Test.swift:7:18: description: not a literal: message"])
    }
}
