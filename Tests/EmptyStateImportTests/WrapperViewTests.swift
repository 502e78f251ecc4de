import EmptyStateImport
import EmptyStateModel
import Foundation
import XCTest

/// An app's own views whose body is an empty state: each call site, in any file, is a screen
/// named after the type it is shown in, with the call's arguments in place; the wrapper's own
/// definition is not a screen (unless nothing calls it), and previews are not screens.
final class WrapperViewTests: SourceFolderTestCase {
    /// A wrapper with an initializer (`_ title: String`, a default `description: Text? = nil`),
    /// and one with the memberwise initializer and a LocalizedStringKey.
    func testCallSitesInOtherFilesAreScreensWithTheirArguments() throws {
        try write("App/Common/Unavailable.swift", """
        import SwiftUI
        struct Unavailable: View {
            let title: String
            let systemImage: String
            var description: Text?
            init(_ title: String, systemImage: String, description: Text? = nil) {
                self.title = title
                self.systemImage = systemImage
                self.description = description
            }
            var body: some View {
                ContentUnavailableView(title, systemImage: systemImage, description: description)
            }
        }
        #Preview { Unavailable("Preview only", systemImage: "eye") }
        """)
        try write("App/Common/NoData.swift", """
        import SwiftUI
        public struct NoData: View {
            let imageSystemName: String
            let text: LocalizedStringKey
            public var body: some View {
                ContentUnavailableView {
                    Label("Nothing here", systemImage: self.imageSystemName)
                } description: { Text(self.text) }
            }
        }
        """)
        try write("App/History.swift", """
        import SwiftUI
        struct HistoryView: View {
            var body: some View {
                if items.isEmpty {
                    Unavailable(NSLocalizedString("NO_HISTORY", comment: ""), systemImage: "book.fill",
                                description: Text("Read something first."))
                }
            }
        }
        """)
        try write("App/Search.swift", """
        import SwiftUI
        struct SearchView: View {
            var body: some View {
                switch state {
                case .empty: Unavailable("No Results", systemImage: "magnifyingglass")
                case .failed: NoData(imageSystemName: "wifi.slash", text: "search.failed")
                default: List {}
                }
            }
        }
        """)
        let app = AppImport.read(SourceFiles.find(in: [folder + "/App"]).sources)
        XCTAssertEqual(app.screens.map(\.name), ["HistoryView", "SearchView-empty", "SearchView-failed"])
        XCTAssertEqual(app.screens.map(\.template), [
            .map([TemplateEntry("style", .string("swiftui")), TemplateEntry("image", .map([TemplateEntry("systemName", .string("book.fill"))])),
                  TemplateEntry("title", .map([TemplateEntry("key", .string("NO_HISTORY"))])),
                  TemplateEntry("description", .map([TemplateEntry("key", .string("Read something first.")), TemplateEntry("default", .string("Read something first."))]))]),
            // A `String` title is shown as written; no description passed, none drawn.
            .map([TemplateEntry("style", .string("swiftui")), TemplateEntry("image", .map([TemplateEntry("systemName", .string("magnifyingglass"))])),
                  TemplateEntry("title", .string("No Results"))]),
            // A LocalizedStringKey is localized; the wrapper's own literal stays.
            .map([TemplateEntry("style", .string("swiftui")), TemplateEntry("image", .map([TemplateEntry("systemName", .string("wifi.slash"))])),
                  TemplateEntry("title", .map([TemplateEntry("key", .string("Nothing here")), TemplateEntry("default", .string("Nothing here"))])),
                  TemplateEntry("description", .map([TemplateEntry("key", .string("search.failed")), TemplateEntry("default", .string("search.failed"))]))]),
        ])
        XCTAssertTrue(app.screens.allSatisfy { $0.warnings.isEmpty }, "\(app.screens.map(\.warnings))")
        // Each is found again by its name, as every command takes it (FILE#SCREEN).
        let inputs = TemplateInputs.expand(SourceFiles.find(in: [folder + "/App"]).sources).flatMap { $0 }
        XCTAssertEqual(inputs.map { ScreenReference($0)!.screen! }, ["HistoryView", "SearchView-empty", "SearchView-failed"])
        let template = try TemplateInputs(options: ImportOptions(roots: [folder + "/App"])).source(inputs[2]).template()
        XCTAssertEqual(template.base.view.title?.text, "Nothing here")
    }

    /// A static function (`Unavailable.search(text:)`) and a method of a UIKit extension
    /// (`showEmpty(title:)`) that return or set the empty state: their calls are the screens.
    /// A method of the same name in another type is not one of them.
    func testFunctionsThatDrawAnEmptyStateAreWrappersToo() throws {
        try write("App/Unavailable.swift", """
        import SwiftUI
        enum Unavailable {
            static func search(text: String) -> some View { ContentUnavailableView.search(text: text) }
        }
        """)
        try write("App/EmptyStates.swift", """
        import UIKit
        extension UIViewController {
            func showEmpty(title: String, symbol: String = "tray") {
                var config = UIContentUnavailableConfiguration.empty()
                config.text = title
                config.image = UIImage(systemName: symbol)
                contentUnavailableConfiguration = config
            }
        }
        """)
        try write("App/Screens.swift", """
        import SwiftUI
        import UIKit
        struct SearchScreen: View {
            var body: some View { Unavailable.search(text: "Tokyo") }
        }
        final class FeedViewController: UIViewController {
            func reload() { showEmpty(title: "No Posts", symbol: "newspaper") }
        }
        final class Tracker {
            func search(text: String) {}
            func run() { search(text: "x") }
        }
        """)
        let app = AppImport.read(SourceFiles.find(in: [folder + "/App"]).sources)
        XCTAssertEqual(app.screens.map(\.name), ["SearchScreen", "FeedViewController"])
        XCTAssertEqual(app.screens[1].template, .map([
            TemplateEntry("style", .string("uikit")), TemplateEntry("preset", .string("empty")),
            TemplateEntry("image", .map([TemplateEntry("systemName", .string("newspaper"))])), TemplateEntry("title", .string("No Posts")),
        ]))
        XCTAssertEqual(app.screens[0].template, .map([
            TemplateEntry("style", .string("swiftui")), TemplateEntry("preset", .string("search")), TemplateEntry("query", .string("Tokyo")),
        ]))
    }

    /// A call site named in its file alone is found through the app it belongs to (the
    /// folder above it with a `Package.swift`, an Xcode project or `.git`).
    func testACallSiteNamedInItsFileAloneIsFoundThroughItsApp() throws {
        try write("App/Package.swift", "// swift-tools-version:5.9\n")
        try write("App/Sources/Common/Wrapper.swift", """
        import SwiftUI
        struct Wrapper: View {
            let title: String
            var body: some View { ContentUnavailableView(title, systemImage: "tray") }
        }
        """)
        let user = try write("App/Sources/Inbox.swift", "import SwiftUI\nstruct Inbox: View { var body: some View { Wrapper(title: \"No Mail\") } }\n")
        let inputs = try TemplateInputs(options: ImportOptions(roots: [user]))
        XCTAssertEqual(try inputs.source(user + "#Inbox").template().base.view.title?.text, "No Mail")
        XCTAssertEqual(try inputs.source(user).template().base.view.title?.text, "No Mail", "the file's only screen")
        XCTAssertThrowsError(try inputs.source(user + "#Nope"))
    }

    func testAWrapperNobodyCallsIsAScreenOfItsOwn() throws {
        try write("App/Lonely.swift", """
        import SwiftUI
        struct Lonely: View {
            let title: String
            var body: some View { ContentUnavailableView(title, systemImage: "moon") }
        }
        """)
        try write("App/Other.swift", "import SwiftUI\nstruct Other: View { var body: some View { Text(\"Lonely\") } }\n")
        let app = AppImport.read(SourceFiles.find(in: [folder + "/App"]).sources)
        XCTAssertEqual(app.screens.map(\.name), ["Lonely"])
        XCTAssertEqual(app.screens.first?.template["title"], .string("\u{27E8}title\u{27E9}"))
    }

    /// Arguments the code computes stay placeholders, with a warning at the call.
    func testComputedArgumentsArePlaceholders() throws {
        try write("App/Wrapper.swift", """
        import SwiftUI
        struct Placeholder: View {
            var title: String
            var symbol: String = "tray"
            var body: some View { ContentUnavailableView(title, systemImage: symbol) }
        }
        """)
        let user = try write("App/User.swift", """
        import SwiftUI
        struct Inbox: View {
            var body: some View { Placeholder(title: viewModel.emptyTitle) }
        }
        """)
        let app = AppImport.read(SourceFiles.find(in: [folder + "/App"]).sources)
        XCTAssertEqual(app.screens.map(\.name), ["Inbox"])
        XCTAssertEqual(app.screens[0].template["title"], .string("\u{27E8}viewModel.emptyTitle\u{27E9}"))
        XCTAssertEqual(app.screens[0].template["image"], .map([TemplateEntry("systemName", .string("tray"))]), "the default argument")
        XCTAssertEqual(app.screens[0].warnings, ["\(user):3:46: title: not a literal: viewModel.emptyTitle"])
    }

    /// A wrapper that shows its button only when given a title (`if let actionTitle, let
    /// action`, as RentalMngr's EmptyStateView): a call without one has no button (it failed to
    /// render before: "button needs a 'title' or an 'image'"); a call with one has it; a later
    /// button moves up when an earlier one is left out.
    func testAButtonShownOnlyWithATitleIsLeftOutWhenTheCallGivesNone() throws {
        try write("App/EmptyStateView.swift", """
        import SwiftUI
        struct EmptyStateView: View {
            let title: String
            var actionTitle: String?
            var action: (() -> Void)?
            var secondaryTitle: String?
            var body: some View {
                ContentUnavailableView {
                    Label(title, systemImage: "tray")
                } actions: {
                    if let actionTitle, let action {
                        Button(actionTitle, action: action)
                            .buttonStyle(.borderedProminent)
                    }
                    if let secondaryTitle {
                        Button(secondaryTitle) { }
                    }
                }
            }
        }
        """)
        try write("App/Screens.swift", """
        import SwiftUI
        struct RemindersView: View { var body: some View { EmptyStateView(title: "No reminders") } }
        struct TenantsView: View { var body: some View { EmptyStateView(title: "No tenants", actionTitle: "Add Tenant") { } } }
        struct RoomsView: View { var body: some View { EmptyStateView(title: "No rooms", secondaryTitle: "Learn more") } }
        """)
        let app = AppImport.read(SourceFiles.find(in: [folder + "/App"]).sources)
        XCTAssertEqual(app.screens.map(\.name), ["RemindersView", "TenantsView", "RoomsView"])
        func buttons(_ name: String) -> [String] {
            guard case let .map(entries)? = app.screens.first(where: { $0.name == name })?.template else { return [] }
            return entries.filter { $0.key.lowercased().hasSuffix("button") }.map { entry in
                guard case let .map(button) = entry.value, case let .string(title)? = button.first(where: { $0.key == "title" })?.value else { return entry.key }
                return "\(entry.key): \(title)"
            }
        }
        XCTAssertEqual(buttons("RemindersView"), [], "no title given: no button")
        XCTAssertEqual(buttons("TenantsView"), ["button: Add Tenant"])
        XCTAssertEqual(buttons("RoomsView"), ["button: Learn more"], "the second button moves up")
        // Each renders: no button without a title or an image.
        let inputs = TemplateInputs.expand(SourceFiles.find(in: [folder + "/App"]).sources).flatMap { $0 }
        for input in inputs {
            XCTAssertNoThrow(try TemplateInputs(options: ImportOptions(roots: [folder + "/App"])).source(input).template(), input)
        }
    }
}
