import EmptyStateImport
import EmptyStateModel
import Foundation
import XCTest

/// Shapes of apps read for the first time (issue 45): a configuration handed to a helper, a view
/// state's case drawn by a switch and made by a base view model's helper, a computed property of
/// `if`s, an app's view as a button's label, and a helper type whose initializer sets nothing shown.
final class StateHelperShapesTests: SourceFolderTestCase {
    private func image(_ name: String) -> TemplateValue { .map([TemplateEntry("systemName", .string(name))]) }

    /// `configure(config: .empty(), image:text:secondaryText:)` in an extension of
    /// UIViewController, reached through a second helper: each view controller's call is a
    /// screen with the preset passed, the image a UIImage extension's symbol.
    func testAConfigurationPassedToAHelperGivesItsPreset() throws {
        try write("App/UIViewController+Empty.swift", """
        import UIKit
        extension UIImage {
            private static func unwrappedImage(_ name: String) -> UIImage { UIImage(systemName: name) ?? UIImage() }
            static var ellipsis: UIImage { Self.unwrappedImage("ellipsis.bubble.fill") }
        }
        extension UIViewController {
            private func configure(config: UIContentUnavailableConfiguration, image: UIImage, text: String, secondaryText: String) {
                var newConfig = config
                newConfig.image = image
                newConfig.text = text
                newConfig.secondaryText = secondaryText
                contentUnavailableConfiguration = newConfig
            }
            func configureEmpty(image: UIImage, text: String, secondaryText: String) {
                configure(config: .empty(), image: image, text: text, secondaryText: secondaryText)
            }
        }
        """)
        try write("App/Workouts.swift", """
        import UIKit
        final class WorkoutsViewController: UIViewController {
            private func showEmptyState() {
                configureEmpty(image: .ellipsis, text: "No workouts at the moment", secondaryText: "Start adding on the top-right")
            }
        }
        """)
        let app = AppImport.read(SourceFiles.find(in: [folder + "/App"]).sources)
        XCTAssertEqual(app.screens.map(\.name), ["WorkoutsViewController"])
        let template = try XCTUnwrap(app.screens.first?.template)
        XCTAssertEqual(template["preset"], .string("empty"))
        XCTAssertEqual(template["image"], image("ellipsis.bubble.fill"))
        XCTAssertEqual(template["title"], .string("No workouts at the moment"))
        XCTAssertEqual(template["description"], .string("Start adding on the top-right"))
    }

    /// `case .placeholder(let title, let subtitle):` draws the state; a base view model's
    /// `showPlaceholder(title:subtitle:)` makes it; a subclass calls that helper through
    /// `self?`: the subclass's call is the screen, the switch and the helper are not.
    func testAViewStateCaseMadeByABaseViewModelsHelperIsAScreenWhereTheSubclassCallsIt() throws {
        try write("App/Modifier.swift", """
        import SwiftUI
        struct AdditionalStateModifier: ViewModifier {
            let additionalState: AdditionalState
            func body(content: Content) -> some View {
                content.overlay {
                    switch additionalState {
                    case .placeholder(let title, let subtitle):
                        ContentUnavailableView(title, systemImage: "tray", description: Text(subtitle))
                    case .none:
                        EmptyView()
                    }
                }
            }
        }
        """)
        try write("App/BaseViewModel.swift", """
        import SwiftUI
        enum AdditionalState {
            case none
            case placeholder(title: String, subtitle: String)
        }
        class BaseViewModel: ObservableObject {
            @Published var additionalState: AdditionalState = .none
            func showPlaceholder(title: String, subtitle: String) {
                additionalState = .placeholder(title: title, subtitle: subtitle)
            }
        }
        """)
        try write("App/TodayViewModel.swift", """
        final class TodayViewModel: BaseViewModel {
            func load() {
                if workouts.isEmpty {
                    self?.showPlaceholder(title: "No Workouts", subtitle: "Plan one for today.")
                }
            }
        }
        """)
        let app = AppImport.read(SourceFiles.find(in: [folder + "/App"]).sources)
        XCTAssertEqual(app.screens.map(\.name), ["TodayViewModel"])
        let template = try XCTUnwrap(app.screens.first?.template)
        XCTAssertEqual(template["title"], .string("No Workouts"))
        XCTAssertEqual(template["image"], image("tray"))
        XCTAssertEqual(template["description"], .string("Plan one for today."))
    }

    /// A view state's case made with nothing but run-time values (a reducer passing an error's
    /// message on) is no screen; made with a text it shows, it is one (a case not named as an
    /// error: an error case is drawn where it is switched on, `FortiethRoundShapesTests`). A test target's files
    /// (`AppTests/`) are not read: their states are no screens of the app. A hand-written `L10n`
    /// whose nested types call the outer type's `tr(.key)` (a string enum's case, looked up with
    /// `NSLocalizedString(key.rawValue, …)`, `localized.isEmpty ? key.rawValue : localized`) gives the key.
    func testRunTimeOnlyStatesTestTargetsAndAnOuterTypesLocalizer() throws {
        try write("App/L10n.swift", """
        import Foundation
        enum L10n {
            enum News {
                static var errorTitle: String { tr(.newsErrorTitle) }
            }
            private enum Key: String {
                case newsErrorTitle = "news.error.title"
            }
            private static func tr(_ key: Key) -> String {
                let localized = NSLocalizedString(key.rawValue, tableName: nil, bundle: .main, value: "", comment: "")
                return localized.isEmpty ? key.rawValue : localized
            }
        }
        """)
        try write("App/Phase.swift", """
        import SwiftUI
        enum Phase {
            case loaded
            case unavailable(title: String, message: String)
        }
        struct PhaseView: View {
            let phase: Phase
            var body: some View {
                switch phase {
                case let .unavailable(title, message):
                    ContentUnavailableView(title, systemImage: "exclamationmark.triangle", description: Text(message))
                case .loaded:
                    EmptyView()
                }
            }
        }
        enum Reducer {
            static func derive(_ error: Error?, fallback: Phase) -> Phase {
                switch error {
                case let .some(error): return .unavailable(title: error.title, message: error.localizedDescription)
                case .none: return fallback
                }
            }
            static func offline() -> Phase { .unavailable(title: L10n.News.errorTitle, message: "Check your connection.") }
        }
        """)
        try write("AppTests/PhaseTests.swift", """
        @testable import App
        final class PhaseTests: XCTestCase {
            func testFailed() { XCTAssertNotNil(Phase.unavailable(title: "Boom", message: "Test")) }
        }
        """)
        let app = AppImport.read(SourceFiles.find(in: [folder]).sources)
        XCTAssertEqual(app.screens.map(\.name), ["Reducer"], "\(app.screens.map { "\($0.name) \($0.file):\($0.line)" })")
        let template = try XCTUnwrap(app.screens.first?.template)
        XCTAssertEqual(template["title"], .map([TemplateEntry("key", .string("news.error.title")), TemplateEntry("default", .string(""))]))
        XCTAssertEqual(template["description"]?["default"], .string("Check your connection."))
        XCTAssertFalse(SourceFiles.find(in: [folder]).sources.contains { $0.contains("AppTests") })
    }

    /// A scaffold view that switches on the phase it is given and draws a screen per case with
    /// the texts its callers pass (`ListScaffold(phase:errorTitle:emptyTitle:)`): each call is
    /// both screens, the error's and the empty one's; the phase's cases made in a reducer are
    /// none, and the scaffold's own body is drawn only at its calls.
    func testAScaffoldWithAScreenPerCaseOfItsPhase() throws {
        try write("App/ListScaffold.swift", """
        import SwiftUI
        enum ListPhase {
            case loading
            case error(message: String)
            case empty
        }
        struct ListScaffold: View {
            let phase: ListPhase
            let errorTitle: String
            let emptyTitle: String
            var body: some View {
                switch phase {
                case .loading:
                    ProgressView()
                case let .error(message):
                    ContentUnavailableView(errorTitle, systemImage: "exclamationmark.triangle", description: Text(message))
                case .empty:
                    ContentUnavailableView(emptyTitle, systemImage: "tray")
                }
            }
        }
        enum ListReducer {
            static func derive(_ failure: String?) -> ListPhase {
                if let failure { return .error(message: failure.uppercased()) }
                return .empty
            }
        }
        """)
        try write("App/NewsView.swift", """
        import SwiftUI
        struct NewsView: View {
            let phase: ListPhase
            var body: some View {
                ListScaffold(phase: phase, errorTitle: "Could not load news", emptyTitle: "No Articles")
            }
        }
        """)
        let app = AppImport.read(SourceFiles.find(in: [folder + "/App"]).sources)
        XCTAssertEqual(app.screens.count, 2, "\(app.screens.map { "\($0.name) \($0.file):\($0.line)" })")
        XCTAssertTrue(app.screens.allSatisfy { $0.file.hasSuffix("NewsView.swift") })
        let titles = Set(app.screens.compactMap { $0.template["title"]?["default"] ?? $0.template["title"] })
        XCTAssertEqual(titles, [.string("Could not load news"), .string("No Articles")])
    }

    /// `var message: String { if a != nil || b != nil { return … } else if !q.isEmpty { return … }
    /// else { return … } }` passed to a wrapper, beside a ternary on `a != nil || b != nil ||
    /// !q.isEmpty`: the last branch is the screen, each condition's part a variant, and two parts
    /// that draw the same are one variant.
    func testAComputedPropertyOfIfsIsReadAsTernariesAre() throws {
        try write("App/Resources.swift", """
        import SwiftUI
        struct EmptyStateView: View {
            let title: String
            let message: String
            let actionTitle: String?
            var body: some View {
                ContentUnavailableView {
                    Label(title, systemImage: "magnifyingglass")
                } description: {
                    Text(message)
                } actions: {
                    if let actionTitle { Button(actionTitle) {} }
                }
            }
        }
        struct ResourcesView: View {
            @StateObject var model = Model()
            private var message: String {
                if model.category != nil || model.tag != nil {
                    return "Try another category."
                } else if !model.searchText.isEmpty {
                    return "Try other words."
                } else {
                    return "Nothing here yet."
                }
            }
            var body: some View {
                EmptyStateView(title: "No resources found", message: message,
                               actionTitle: (model.category != nil || model.tag != nil || !model.searchText.isEmpty) ? "Clear all filters" : nil)
            }
        }
        """)
        let app = AppImport.read(SourceFiles.find(in: [folder + "/App"]).sources)
        XCTAssertEqual(app.screens.map(\.name), ["ResourcesView"])
        let template = try XCTUnwrap(app.screens.first?.template)
        XCTAssertEqual(template["description"], .string("Nothing here yet."))
        XCTAssertNil(template["button"])
        guard case let .map(variants)? = template["variants"] else { return XCTFail("no variants: \(template)") }
        XCTAssertEqual(variants.count, 2, "\(variants)")
        XCTAssertEqual(variants.map { $0.value["description"] }, [.string("Try another category."), .string("Try other words.")])
        XCTAssertEqual(variants.map { $0.value["button"]?["title"] }, [.string("Clear all filters"), .string("Clear all filters")])
    }

    /// A `Menu` among the actions, and a button whose label is the app's own view given a
    /// localized title: each draws a button with that title.
    func testAnAppViewAsAButtonLabelGivesItsTitle() throws {
        try write("App/Library.swift", """
        import SwiftUI
        struct NBButton: View {
            private var title: String
            init(_ title: String = "", style: Int = 0) { self.title = title }
            var body: some View { Text(title) }
        }
        struct LibraryView: View {
            var body: some View {
                ContentUnavailableView {
                    Label("No Apps", systemImage: "questionmark.app.fill")
                } description: {
                    Text("Import your first file.")
                } actions: {
                    Menu {
                        Button("From Files") {}
                    } label: {
                        NBButton("Import", style: 1)
                    }
                }
            }
        }
        struct SourcesView: View {
            var body: some View {
                ContentUnavailableView {
                    Label("No Repositories", systemImage: "globe.desk.fill")
                } actions: {
                    Button { adding = true } label: { NBButton(String(localized: "Add Source")) }
                }
            }
        }
        """)
        let app = AppImport.read(SourceFiles.find(in: [folder + "/App"]).sources)
        XCTAssertEqual(app.screens.map(\.name), ["LibraryView", "SourcesView"])
        XCTAssertEqual(app.screens[0].template["button"]?["title"]?["key"], .string("Import"))
        XCTAssertEqual(app.screens[1].template["button"]?["title"]?["key"], .string("Add Source"))
    }

    /// A helper class whose configuration shows its own `filterTitle`, made by view controllers
    /// with `init(account:)`: the helper's configuration is the screen, the calls are not.
    func testATypeWhoseInitializerSetsNothingShownIsNoWrapper() throws {
        try write("App/AlbumsCommon.swift", """
        import UIKit
        final class AlbumsCommon {
            let account: String
            var filterTitle = "Albums"
            init(account: String) { self.account = account }
            func emptyConfig() -> UIContentUnavailableConfiguration {
                var config = UIContentUnavailableConfiguration.empty()
                config.text = "No " + filterTitle
                return config
            }
        }
        """)
        try write("App/AlbumsVC.swift", """
        import UIKit
        final class AlbumsVC: UITableViewController {
            let common: AlbumsCommon
            init(account: String) {
                self.common = AlbumsCommon(account: account)
                super.init(style: .grouped)
            }
        }
        """)
        let app = AppImport.read(SourceFiles.find(in: [folder + "/App"]).sources)
        XCTAssertEqual(app.screens.map(\.name), ["AlbumsCommon"])
        XCTAssertEqual(app.screens.map(\.file.lastPathComponent), ["AlbumsCommon.swift"])
    }
}

private extension String {
    var lastPathComponent: String { (self as NSString).lastPathComponent }
}
