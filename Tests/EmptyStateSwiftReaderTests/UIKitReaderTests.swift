import EmptyStateModel
import EmptyStateSwiftReader
import XCTest

/// UIKit's UIContentUnavailableConfiguration: presets, properties assigned in the same
/// function, button configurations, backgrounds, and the shapes apps write them in.
final class UIKitReaderTests: XCTestCase {
    func testConfigurationWithSeveralProperties() throws {
        let screen = try Read.only("""
        import UIKit

        final class FavoritesViewController: UIViewController {
            override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
                var config = UIContentUnavailableConfiguration.empty()
                config.image = UIImage(systemName: "star.fill")
                config.text = "No Favorites"
                config.secondaryText = "Your favorite translations will appear here."
                config.imageProperties.tintColor = .systemYellow
                config.imageProperties.maximumSize = CGSize(width: 80, height: 80)
                config.imageProperties.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 48, weight: .bold, scale: .large)
                config.textProperties.font = .preferredFont(forTextStyle: .title1)
                config.textProperties.color = .label
                config.secondaryTextProperties.numberOfLines = 2
                var button = UIButton.Configuration.filled()
                button.title = "Browse"
                button.image = UIImage(systemName: "magnifyingglass")
                button.buttonSize = .large
                button.cornerStyle = .capsule
                config.button = button
                config.secondaryButton = .plain()
                config.secondaryButton.title = "Not Now"
                config.secondaryButtonProperties.role = .destructive
                config.alignment = .natural
                config.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 16, leading: 20, bottom: 16, trailing: 20)
                config.imageToTextPadding = 12
                config.textToButtonPadding = 24
                config.background.backgroundColor = .secondarySystemBackground
                config.background.cornerRadius = 12
                contentUnavailableConfiguration = config
            }
        }
        """)
        XCTAssertEqual(screen.name, "FavoritesViewController")
        XCTAssertEqual(screen.kind, .uikit)
        XCTAssertEqual(screen.line, 5)
        XCTAssertEqual(screen.template.flow, """
        {style: "uikit", preset: "empty", image: {systemName: "star.fill"}, title: "No Favorites", \
        description: "Your favorite translations will appear here.", \
        button: {style: "filled", size: "large", cornerStyle: "capsule", title: "Browse", image: {systemName: "magnifyingglass"}}, \
        secondaryButton: {style: "plain", title: "Not Now"}, \
        imageProperties: {tintColor: "systemYellow", maximumSize: [80, 80], preferredSymbolConfiguration: {pointSize: 48, weight: "bold", scale: "large"}}, \
        textProperties: {font: {textStyle: "title1"}, color: "label"}, secondaryTextProperties: {numberOfLines: 2}, \
        secondaryButtonProperties: {role: "destructive"}, alignment: "natural", directionalLayoutMargins: [16, 20, 16, 20], \
        imageToTextPadding: 12, textToButtonPadding: 24, background: {color: "secondarySystemBackground", cornerRadius: 12}}
        """)
        XCTAssertEqual(screen.warnings, [])
    }

    /// A typed optional assigned a preset in a branch, then given to the view controller.
    func testTypedVariableAssignedAPreset() throws {
        let screen = try Read.only("""
        class SearchViewController: UIViewController {
            private var searchResults = ""
            override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
                var config: UIContentUnavailableConfiguration?
                if searchResults.isEmpty {
                    config = .search()
                }
                contentUnavailableConfiguration = config
            }
        }
        """)
        XCTAssertEqual(screen.template.flow, #"{style: "uikit", preset: "search"}"#)
        XCTAssertEqual(screen.line, 6)
    }

    /// A configuration in a closure that initializes a static property, and in computed
    /// properties of an extension: one screen each, numbered per type.
    func testStaticPropertiesAndExtensions() throws {
        let screens = try Read.screens("""
        struct GeneralEmptyConfiguration {
            static let shared: UIContentUnavailableConfiguration = {
                var config = UIContentUnavailableConfiguration.empty()
                config.image = UIImage(systemName: "doc.questionmark")
                config.imageProperties.tintColor?.withAlphaComponent(0.5)
                config.text = "No results found"
                config.secondaryText = "Try searching something else"
                return config
            }()
        }

        extension UIContentUnavailableConfiguration {
            static var noFavorites: UIContentUnavailableConfiguration {
                var config = UIContentUnavailableConfiguration.empty()
                config.image = Images.System.star
                config.text = "No Favorites"
                return config
            }

            static var noFollowers: UIContentUnavailableConfiguration {
                var config = UIContentUnavailableConfiguration.empty()
                config.text = NSLocalizedString("followers.empty", comment: "")
                config.secondaryText = String(localized: "followers.empty.hint")
                return config
            }
        }
        """)
        XCTAssertEqual(screens.map(\.name), ["GeneralEmptyConfiguration", "UIContentUnavailableConfiguration-1", "UIContentUnavailableConfiguration-2"])
        XCTAssertEqual(screens[0].template.flow, """
        {style: "uikit", preset: "empty", image: {systemName: "doc.questionmark"}, title: "No results found", description: "Try searching something else"}
        """)
        // An image the code computes is a placeholder, drawn as a dashed box, never dropped.
        XCTAssertEqual(screens[1].template.flow, #"{style: "uikit", preset: "empty", image: {name: "⟨Images.System.star⟩"}, title: "No Favorites"}"#)
        XCTAssertEqual(screens[1].warnings, ["Test.swift:15:24: image: not a literal: Images.System.star"])
        XCTAssertEqual(screens[2].template.flow, """
        {style: "uikit", preset: "empty", title: {key: "followers.empty"}, description: {key: "followers.empty.hint"}}
        """)
    }

    /// A background configuration built in a local, inside `if #available` in a closure.
    func testBackgroundConfigurationInALocal() throws {
        let screen = try Read.only("""
        @MainActor let sharedEmptyViewProvider = EmptyViewProvider {
            if #available(iOS 17.0, *) {
                var config = UIContentUnavailableConfiguration.empty()
                config.text = "No Content"
                config.secondaryText = "The list is empty! Nothing to see here."
                config.image = UIImage(systemName: "exclamationmark.triangle.fill")
                var background = UIBackgroundConfiguration.clear()
                background.backgroundColor = .tertiarySystemBackground
                config.background = background
                return UIContentUnavailableView(configuration: config)
            }
            let label = UILabel()
            label.text = "No Content"
            return label
        }
        """, file: "Sources/Example/EmptyView.swift")
        XCTAssertEqual(screen.name, "EmptyView")
        XCTAssertEqual(screen.file, "Sources/Example/EmptyView.swift")
        XCTAssertEqual(screen.template.flow, """
        {style: "uikit", preset: "empty", image: {systemName: "exclamationmark.triangle.fill"}, title: "No Content", \
        description: "The list is empty! Nothing to see here.", background: {color: "tertiarySystemBackground"}}
        """)
    }

    /// `text = nil` after `.loading()` leaves the spinner alone: the template says `title: null`.
    func testATextSetToNilRemovesThePresetsText() throws {
        let screens = try Read.screens("""
        class PageViewController: UIViewController {
            func load() {
                var configuration = UIContentUnavailableConfiguration.loading()
                configuration.text = nil
                contentUnavailableConfiguration = configuration
            }
        }
        """)
        XCTAssertEqual(screens.map(\.template.flow), [#"{style: "uikit", preset: "loading", title: null}"#])
    }

    /// A preset a closure returns (Combine's `.map`), handed on to `contentUnavailableConfiguration = $0`.
    func testAPresetAClosureReturnsIsAScreen() throws {
        let screens = try Read.screens("""
        class HomeViewController: UIViewController {
            func bind() {
                Publishers.CombineLatest(viewModel.$isLoading, viewModel.$isEmpty)
                    .map { isLoading, isEmpty -> UIContentConfiguration? in
                        if isLoading, isEmpty {
                            return UIContentUnavailableConfiguration.loading()
                        } else {
                            return nil
                        }
                    }
                    .sink { [weak self] in self?.contentUnavailableConfiguration = $0 }
                    .store(in: &cancellables)
            }
            func make() -> UIContentUnavailableConfiguration { return .empty() }
        }
        """)
        XCTAssertEqual(screens.map(\.template.flow), [#"{style: "uikit", preset: "loading"}"#])
    }

    func testLoadingPresetDirectlyAndAReassignedVariable() throws {
        let screens = try Read.screens("""
        class FeedViewController: UIViewController {
            var isLoading = false
            func showLoading() {
                contentUnavailableConfiguration = UIContentUnavailableConfiguration.loading()
            }
            func showEmpty(query: String) {
                var config = UIContentUnavailableConfiguration.search()
                config.text = "No Results for “\\(query)”"
                contentUnavailableConfiguration = config
                config = .empty()
                config.text = "Nothing in your feed"
                config.textProperties.color = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
                config.axesPreservingSuperviewLayoutMargins = .vertical
            }
        }
        """)
        XCTAssertEqual(screens.map(\.name), ["FeedViewController-1", "FeedViewController-2", "FeedViewController-3"])
        XCTAssertEqual(screens.map(\.template.flow), [
            #"{style: "uikit", preset: "loading"}"#,
            #"{style: "uikit", preset: "search", title: "No Results for “⟨query⟩”"}"#,
            ##"{style: "uikit", preset: "empty", title: "Nothing in your feed", textProperties: {color: "#336699"}}"##,
        ])
        XCTAssertEqual(screens[1].warnings, ["Test.swift:8:42: text: not a literal: query"])
        XCTAssertEqual(screens[2].warnings, ["Test.swift:13:9: config.axesPreservingSuperviewLayoutMargins is not read"])
    }

    /// A configuration made once and handed to another variable (`config = empty`, as in an
    /// `updateContentUnavailableConfiguration` that picks one per case) is one screen.
    func testAConfigurationHeldByTwoVariablesIsOneScreen() throws {
        let screens = try Read.screens("""
        class SearchViewController: UIViewController {
            override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
                var config: UIContentUnavailableConfiguration?
                switch self.state {
                case .empty:
                    var empty = UIContentUnavailableConfiguration.empty()
                    empty.text = "Find stars"
                    config = empty
                case .loading:
                    config = UIContentUnavailableConfiguration.loading()
                case .results:
                    var none = UIContentUnavailableConfiguration.search()
                    none.text = "No result found"
                    config = none
                }
                contentUnavailableConfiguration = config
            }
        }
        """)
        XCTAssertEqual(screens.map(\.template.flow), [
            #"{style: "uikit", preset: "empty", title: "Find stars"}"#,
            #"{style: "uikit", preset: "loading"}"#,
            #"{style: "uikit", preset: "search", title: "No result found"}"#,
        ])
    }

    /// The variable a configuration was handed to is given something else afterwards
    /// (`shown = nil`): the screen is still the configuration as made, every time (the last
    /// variable read used to win, in a dictionary's order, so an import differed from run to run).
    func testAConfigurationKeepsItsFieldsWhenItsOtherVariableIsCleared() throws {
        let source = """
        class SearchViewController: UIViewController {
            override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
                var shown: UIContentUnavailableConfiguration?
                switch self.state {
                case .results(let empty):
                    if empty {
                        var empty = UIContentUnavailableConfiguration.search()
                        empty.text = "No result found"
                        shown = empty
                    }
                default:
                    break
                }
                if presentsResults {
                    shown = nil
                }
                contentUnavailableConfiguration = shown
            }
        }
        """
        for _ in 0..<5 {
            XCTAssertEqual(try Read.screens(source).map(\.template.flow), [#"{style: "uikit", preset: "search", title: "No result found"}"#])
        }
    }

    func testSymbolConfigurationAndButtonDetails() throws {
        let screen = try Read.only("""
        final class PlanViewController: UIViewController {
            func configure() {
                var config = UIContentUnavailableConfiguration.empty()
                config.image = UIImage(systemName: "heart", withConfiguration: UIImage.SymbolConfiguration(textStyle: .largeTitle))
                config.imageProperties.preferredSymbolConfiguration = .init(hierarchicalColor: .systemPink)
                config.attributedText = NSAttributedString(string: "Shared Albums", attributes: [.kern: 0.5])
                config.button = .borderedProminent()
                config.button.title = String(localized: "plan.upgrade")
                config.button.subtitle = "From $2.99/month"
                config.button.baseBackgroundColor = UIColor(named: "Brand")
                config.button.contentInsets = .init(top: 8, leading: 16, bottom: 8, trailing: 16)
                config.button.imagePlacement = .trailing
                config.buttonProperties.isEnabled = false
                config.buttonProperties.primaryAction = UIAction { _ in }
                self.contentUnavailableConfiguration = config
            }
        }
        """)
        XCTAssertEqual(screen.template.flow, """
        {style: "uikit", preset: "empty", image: {systemName: "heart", textStyle: "largeTitle"}, title: {text: "Shared Albums", kern: 0.5}, \
        button: {style: "borderedProminent", title: {key: "plan.upgrade"}, subtitle: "From $2.99/month", imagePlacement: "trailing", \
        contentInsets: [8, 16, 8, 16], baseBackgroundColor: "Brand"}, \
        imageProperties: {tintColor: "systemPink", preferredSymbolConfiguration: {renderingMode: "hierarchical"}}, buttonProperties: {isEnabled: false}}
        """)
        XCTAssertEqual(screen.warnings, [])
    }

    /// Top-level statements (a playground): one body, the file's.
    func testTopLevelStatements() throws {
        let screen = try Read.only("""
        import UIKit
        import PlaygroundSupport

        var config = UIContentUnavailableConfiguration.empty()
        config.text = "Playground"
        config.image = UIImage(systemName: "swift")
        let view = UIContentUnavailableView(configuration: config)
        PlaygroundPage.current.liveView = view
        """, file: "Empty.playground/Contents.swift")
        XCTAssertEqual(screen.name, "Contents")
        XCTAssertEqual(screen.line, 4)
        XCTAssertEqual(screen.template.flow, #"{style: "uikit", preset: "empty", image: {systemName: "swift"}, title: "Playground"}"#)
    }

    /// `titleLineBreakMode` and `subtitleLineBreakMode` of a button configuration are keys
    /// (UIKit's default, `.byWordWrapping`, is the template's too); a mode that is not one is said.
    func testAButtonsLineBreakModesAreRead() throws {
        let screen = try Read.only("""
        final class SyncViewController: UIViewController {
            override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
                var config = UIContentUnavailableConfiguration.empty()
                config.text = "Nothing Synced"
                var button = UIButton.Configuration.filled()
                button.title = "Sync every library on this device now"
                button.titleLineBreakMode = .byTruncatingTail
                button.subtitle = "Uses mobile data"
                button.subtitleLineBreakMode = NSLineBreakMode.byClipping
                config.button = button
                config.secondaryButton = .plain()
                config.secondaryButton.title = "Later"
                config.secondaryButton.titleLineBreakMode = .byWrapping
                contentUnavailableConfiguration = config
            }
        }
        """)
        XCTAssertEqual(screen.template.flow, """
        {style: "uikit", preset: "empty", title: "Nothing Synced", \
        button: {style: "filled", title: "Sync every library on this device now", subtitle: "Uses mobile data", \
        titleLineBreakMode: "byTruncatingTail", subtitleLineBreakMode: "byClipping"}, \
        secondaryButton: {style: "plain", title: "Later"}}
        """)
        XCTAssertEqual(screen.warnings.count, 1, "\(screen.warnings)")
        XCTAssertTrue(screen.warnings.first?.contains("'byWrapping' is not one of byWordWrapping") == true, "\(screen.warnings)")
    }

    /// `contentUnavailableConfiguration = isSearching ? .search() : config`: one screen, the
    /// configuration, placed at the assignment, with UIKit's search preset as its variant.
    func testAConfigurationOrASearchPresetByATernaryIsOneScreen() throws {
        let screens = try Read.screens("""
        import UIKit
        final class SearchController: UIViewController {
            var isSearching = false
            override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
                var config = UIContentUnavailableConfiguration.empty()
                config.image = UIImage(systemName: "magnifyingglass")
                config.text = "No article shown"
                contentUnavailableConfiguration = isSearching ? UIContentUnavailableConfiguration.search() : config
            }
        }
        """)
        XCTAssertEqual(screens.map(\.template.flow), [#"{style: "uikit", preset: "empty", image: {systemName: "magnifyingglass"}, "#
            + #"title: "No article shown", variants: {isSearching: {preset: "search", image: null, title: null}}}"#])
        XCTAssertEqual(screens.map(\.line), [8])
    }
}
