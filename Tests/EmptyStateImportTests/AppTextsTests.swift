import EmptyStateImport
import EmptyStateModel
import Foundation
import XCTest

/// Texts an app declares once in one file and uses in another: constants of nested types,
/// SwiftGen's generated `L10n`, the app's own localization function and String extension.
final class AppTextsTests: SourceFolderTestCase {
    func testTextsFromTheAppsOtherFiles() throws {
        try write("App/Strings.swift", """
        import Foundation
        enum Strings {
            enum Alert {
                static let noArticlesTitle = NSLocalizedString("no_articles_title", comment: "")
                static let retry = "Try Again"
            }
        }
        let kSymbol = "doc.questionmark"
        """)
        try write("App/Generated/L10n.swift", """
        // swiftlint:disable all
        public enum L10n {
          public enum Inbox {
            public static let emptyTitle = L10n.tr("Localizable", "inbox.empty.title", fallback: "No Mail")
          }
        }
        extension L10n {
          private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String {
            let format = BundleToken.bundle.localizedString(forKey: key, value: value, table: table)
            return String(format: format, locale: Locale.current, arguments: args)
          }
        }
        """)
        try write("App/Localization.swift", """
        import Foundation
        public func AppString(_ key: StaticString, comment: String) -> String {
            let string = key.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
            return Bundle.main.localizedString(forKey: string, value: nil, table: nil)
        }
        extension String {
            var localized: String { NSLocalizedString(self, comment: "") }
        }
        """)
        try write("App/Screens.swift", """
        import UIKit
        import SwiftUI
        final class ArticlesViewController: UIViewController {
            func showEmpty() {
                var config = UIContentUnavailableConfiguration.empty()
                config.image = UIImage(systemName: kSymbol)
                config.text = Strings.Alert.noArticlesTitle
                config.secondaryText = AppString("Pull to refresh", comment: "hint")
                config.button.title = Strings.Alert.retry
                contentUnavailableConfiguration = config
            }
        }
        struct InboxView: View {
            var body: some View {
                ContentUnavailableView(L10n.Inbox.emptyTitle, systemImage: "tray", description: Text("inbox.empty.hint".localized))
            }
        }
        """)
        let app = AppImport.read(SourceFiles.find(in: [folder + "/App"]).sources)
        XCTAssertEqual(app.screens.map(\.name), ["ArticlesViewController", "InboxView"])
        let articles = app.screens[0].template, inbox = app.screens[1].template
        XCTAssertEqual(articles["image"], .map([TemplateEntry("systemName", .string("doc.questionmark"))]))
        XCTAssertEqual(articles["title"], .map([TemplateEntry("key", .string("no_articles_title"))]))
        XCTAssertEqual(articles["description"], .map([TemplateEntry("key", .string("Pull to refresh"))]))
        XCTAssertEqual(articles["button"]?["title"], .string("Try Again"))
        XCTAssertEqual(inbox["title"], .map([TemplateEntry("key", .string("inbox.empty.title")), TemplateEntry("default", .string("No Mail"))]))
        XCTAssertEqual(inbox["description"], .map([TemplateEntry("key", .string("inbox.empty.hint"))]))
        XCTAssertEqual(app.screens.flatMap(\.warnings), [])
        XCTAssertEqual(ImportSummary(app).placeholders, [])
    }

    /// Keys reached through the symbols code generators make of them: R.swift's functions and
    /// properties, Xcode's String Catalog symbols, a table named around a symbol; a symbol no
    /// key matches stays unknown.
    func testKeysThroughGeneratedSymbols() throws {
        try write("App/en.lproj/Localizable.strings", """
        "inbox.empty_title" = "No Mail";
        "inbox.empty.hint" = "Messages you receive show here.";
        "items.count" = "%lld items";
        """)
        try write("App/Settings.xcstrings", """
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "trash.emptyTitle": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Trash Is Empty"}}}}
        }}
        """)
        try write("App/Screens.swift", """
        import SwiftUI
        import UIKit

        struct InboxView: View {
            var body: some View {
                ContentUnavailableView(R.string.localizable.inboxEmptyTitle(), systemImage: "tray",
                                       description: Text(.inboxEmptyHint))
            }
        }
        struct TrashView: View {
            var body: some View {
                ContentUnavailableView(.settings(.trashEmptyTitle), systemImage: "trash",
                                       description: Text(String(localized: .itemsCount(3))))
            }
        }
        final class ArchiveViewController: UIViewController {
            func showEmpty() {
                var config = UIContentUnavailableConfiguration.empty()
                config.text = R.string.localizable.inboxEmptyTitle
                config.secondaryText = String(localized: .noSuchKey)
                contentUnavailableConfiguration = config
            }
        }
        """)
        let found = SourceFiles.find(in: [folder + "/App"])
        let app = AppImport.read(found.sources, strings: found.strings)
        XCTAssertEqual(app.screens.map(\.name), ["InboxView", "TrashView", "ArchiveViewController"])
        guard app.screens.count == 3 else { return }
        let inbox = app.screens[0].template, trash = app.screens[1].template, archive = app.screens[2].template
        // A symbol that names its table (`R.string.localizable`, `.settings(…)`) gives the table:
        // another table may hold the same key with another value.
        XCTAssertEqual(inbox["title"], .map([TemplateEntry("key", .string("inbox.empty_title")), TemplateEntry("table", .string("Localizable"))]))
        XCTAssertEqual(inbox["description"], .map([TemplateEntry("key", .string("inbox.empty.hint"))]))
        XCTAssertEqual(trash["title"], .map([TemplateEntry("key", .string("trash.emptyTitle")), TemplateEntry("table", .string("Settings"))]))
        XCTAssertEqual(trash["description"], .map([TemplateEntry("key", .string("items.count")), TemplateEntry("args", .list([.number(3)]))]))
        XCTAssertEqual(archive["title"], .map([TemplateEntry("key", .string("inbox.empty_title")), TemplateEntry("table", .string("Localizable"))]))
        XCTAssertEqual(archive["description"], .string("\u{27E8}String(localized: .noSuchKey)\u{27E9}"))
        XCTAssertEqual(app.screens[2].warnings.count, 1)
        // Without the app's strings, none of them is known.
        let alone = AppImport.read(found.sources)
        XCTAssertEqual(alone.screens.first?.template["title"], .string("\u{27E8}R.string.localizable.inboxEmptyTitle()\u{27E9}"))
    }

    /// A table in no `.lproj` folder (an app that never localized: `Strings/TsundokuViewController.strings`,
    /// TsundokuBreak) is the app's unlocalized table: R.swift's symbols for it find its keys, and
    /// the template shows its text in every language.
    func testAnUnlocalizedTableIsReadThroughItsGeneratedSymbols() throws {
        try write("App/Strings/TsundokuViewController.strings", """
        "title" = "積読本を探そう！";
        "description" = "積読リストに登録しよう！";
        """)
        try write("App/TsundokuViewController.swift", """
        import UIKit
        final class TsundokuViewController: UIViewController {
            func showEmpty() {
                var config = UIContentUnavailableConfiguration.empty()
                config.text = R.string.tsundokuViewController.title()
                config.secondaryText = R.string.tsundokuViewController.description()
                contentUnavailableConfiguration = config
            }
        }
        """)
        let found = SourceFiles.find(in: [folder + "/App"])
        let app = AppImport.read(found.sources, strings: found.strings)
        let template = try XCTUnwrap(app.screens.first?.template)
        XCTAssertEqual(template["title"], .map([TemplateEntry("key", .string("title")), TemplateEntry("table", .string("TsundokuViewController"))]))
        XCTAssertEqual(template["description"], .map([TemplateEntry("key", .string("description")), TemplateEntry("table", .string("TsundokuViewController"))]))
    }

    /// Two String Catalogs with the same key (`title`: "Tasks" in Tasks, "Title" in App): the
    /// table the symbol names is the one shown, in the template and in the picture.
    func testTheTableASymbolNamesIsTheOneShown() throws {
        try write("App/App.xcstrings", """
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "title": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Title"}}}},
          "noElementsFound": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "No elements found"}}}}
        }}
        """)
        try write("App/Tasks.xcstrings", """
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "title": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Tasks"}}}}
        }}
        """)
        try write("App/TasksView.swift", """
        import SwiftUI
        struct TasksView: View {
            var body: some View {
                ContentUnavailableView(String(localized: .app(.noElementsFound)), systemImage: "list.bullet.circle.fill",
                                       description: Text(.tasks(.title)))
            }
        }
        """)
        let templates = try ImportedTemplates(roots: [folder + "/App"])
        let screen = try XCTUnwrap(AppImport.read(templates.sources, strings: templates.strings).screens.first)
        XCTAssertEqual(screen.template["description"], .map([TemplateEntry("key", .string("title")), TemplateEntry("table", .string("Tasks"))]))
        let view = try templates.source(screen).template().base.view
        XCTAssertEqual(view.title?.text, "No elements found")
        XCTAssertEqual(view.detail?.text, "Tasks")
    }

    /// A constant of another file that is a generated symbol (`static var localizedNamePlural:
    /// String { String(localized: .app(.tags)) }`, no literal in sight) is that key's text.
    func testAConstantThatIsAGeneratedSymbolIsItsKeysText() throws {
        try write("App/App.xcstrings", """
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "tags": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Tags"}}}}
        }}
        """)
        try write("App/Resource.swift", """
        struct Tag {}
        extension Tag {
            static var localizedNamePlural: String { String(localized: .app(.tags)) }
        }
        """)
        try write("App/TagsView.swift", """
        import SwiftUI
        struct NoElementsView: View {
            var body: some View {
                ContentUnavailableView("No elements found", systemImage: "exclamationmark.magnifyingglass",
                                       description: Text(Tag.localizedNamePlural))
            }
        }
        """)
        let templates = try ImportedTemplates(roots: [folder + "/App"])
        let screen = try XCTUnwrap(AppImport.read(templates.sources, strings: templates.strings).screens.first)
        XCTAssertEqual(try templates.source(screen).template().base.view.detail?.text, "Tags", "\(screen.template)")
    }

    /// `.login(.oidcUnavailable(url))`: a table around a symbol called with an argument; its
    /// Markdown link is drawn as SwiftUI draws it, the label in the text, no brackets.
    func testATableAroundASymbolWithArgumentsAndItsMarkdown() throws {
        try write("App/Login.xcstrings", """
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "oidcUnavailable": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Not configured. Find more [here](%@)."}}}}
        }}
        """)
        try write("App/LoginView.swift", """
        import SwiftUI
        struct OIDCView: View {
            var body: some View {
                ContentUnavailableView("OpenID Connect", systemImage: "person.badge.key",
                                       description: Text(.login(.oidcUnavailable("https://docs.example.org/oidc"))))
            }
        }
        """)
        let templates = try ImportedTemplates(roots: [folder + "/App"])
        let screen = try XCTUnwrap(AppImport.read(templates.sources, strings: templates.strings).screens.first)
        XCTAssertEqual(screen.template["description"], .map([
            TemplateEntry("key", .string("oidcUnavailable")), TemplateEntry("table", .string("Login")),
            TemplateEntry("args", .list([.string("https://docs.example.org/oidc")])),
        ]))
        let view = try templates.source(screen).template().base.view
        XCTAssertEqual(view.detail?.text, "Not configured. Find more here.")
        XCTAssertEqual(view.detail?.runs.map(\.match), ["here"])
    }

    /// A table's keys come from one locale, the development language's when it has the table,
    /// else another's: a table translated into one language only still gives its keys.
    func testATableInOneLocaleOnlyStillGivesItsKeys() throws {
        try write("App/en.lproj/Localizable.strings", "\"inbox.empty_title\" = \"No Mail\";\n")
        try write("App/de.lproj/Localizable.strings", "\"inbox.empty_title\" = \"Keine Post\";\n")
        try write("App/fr.lproj/Errors.strings", "\"error.offline\" = \"Hors ligne\";\n")
        try write("App/Screens.swift", """
        import SwiftUI
        struct OfflineView: View {
            var body: some View {
                ContentUnavailableView(.errors(.errorOffline), systemImage: "wifi.slash",
                                       description: Text(.inboxEmptyTitle))
            }
        }
        """)
        let found = SourceFiles.find(in: [folder + "/App"])
        let screen = AppImport.read(found.sources, strings: found.strings).screens.first
        XCTAssertEqual(screen?.template["title"], .map([TemplateEntry("key", .string("error.offline")), TemplateEntry("table", .string("Errors"))]))
        XCTAssertEqual(screen?.template["description"], .map([TemplateEntry("key", .string("inbox.empty_title"))]))
    }

    /// A string enum's raw values named from another file (`UIImage(systemName:
    /// SFSymbols.personSlash.rawValue)` in a nested constant), and Laurine's generated texts:
    /// `static var` in nested types whose inner names repeat (`Localizations.Label`,
    /// `Localizations.Table.Label`), each found by its whole path.
    func testEnumRawValuesAndNestedGeneratedTextsFromOtherFiles() throws {
        try write("App/Constants.swift", """
        import UIKit
        enum SFSymbols: String {
            case star
            case personSlash = "person.slash"
        }
        enum Images {
            enum System {
                static let personSlash = UIImage(systemName: SFSymbols.personSlash.rawValue)
            }
        }
        """)
        try write("App/Localizations.swift", """
        import Foundation
        public struct Localizations {
            public struct Table {
                public struct Label {
                    public static var Loading : String = NSLocalizedString("Table.Label.Loading", comment: "")
                }
            }
            public struct Label {
                public static var Loading : String = NSLocalizedString("Label.Loading", comment: "")
            }
        }
        """)
        try write("App/Screens.swift", """
        import UIKit
        final class FollowersViewController: UIViewController {
            func showEmpty() {
                var config = UIContentUnavailableConfiguration.empty()
                config.image = Images.System.personSlash
                config.text = Localizations.Label.Loading
                config.button.image = UIImage(systemName: SFSymbols.star.rawValue)
                contentUnavailableConfiguration = config
            }
        }
        """)
        let app = AppImport.read(SourceFiles.find(in: [folder + "/App"]).sources)
        XCTAssertEqual(app.screens.map(\.name), ["FollowersViewController"])
        let template = app.screens[0].template
        XCTAssertEqual(template["image"], .map([TemplateEntry("systemName", .string("person.slash"))]))
        XCTAssertEqual(template["title"], .map([TemplateEntry("key", .string("Label.Loading"))]))
        XCTAssertEqual(template["button"]?["image"], .map([TemplateEntry("systemName", .string("star"))]))
        XCTAssertEqual(ImportSummary(app).placeholders, [])
    }
}
