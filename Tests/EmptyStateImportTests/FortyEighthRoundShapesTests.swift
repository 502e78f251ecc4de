import EmptyStateImport
import EmptyStateModel
import Foundation
import XCTest

/// Shapes of issue 45's forty-eighth round (iMast): SwiftGen's generated functions that fill a
/// key's format (`L10n.Announcements.Empty.subtitle(host)`, returning `L10n.tr("Localizable",
/// "announcements.empty.subtitle", String(describing: p1))`), and a configuration assigned
/// under a condition with `nil` on the other side.
final class FortyEighthRoundShapesTests: SourceFolderTestCase {
    func testASwiftGenFunctionIsItsKeyFilledWithWhatTheCallGives() throws {
        try write("App/en.lproj/Localizable.strings", """
        "announcements.empty.subtitle" = "Announcements from administrators of %@ will appear here";
        "announcements.empty.title" = "No Announcements";
        """)
        try write("App/Generated/Strings.swift", """
        import Foundation
        public enum L10n {
          public enum Announcements {
            public enum Empty {
              /// %@ の管理者からのお知らせがここに表示されます
              public static func subtitle(_ p1: Any) -> String {
                return L10n.tr("Localizable", "announcements.empty.subtitle", String(describing: p1))
              }
              public static let title = L10n.tr("Localizable", "announcements.empty.title")
            }
          }
        }
        extension L10n {
          private static func tr(_ table: String, _ key: String, _ args: CVarArg...) -> String {
            let format = Bundle.main.localizedString(forKey: key, value: nil, table: table)
            return String(format: format, locale: Locale.current, arguments: args)
          }
        }
        """)
        try write("App/AnnouncementsViewController.swift", """
        import UIKit
        final class AnnouncementsViewController: UIViewController {
            let hostName = "mstdn.example"
            func showEmpty() {
                var config = UIContentUnavailableConfiguration.empty()
                config.text = L10n.Announcements.Empty.title
                config.secondaryText = L10n.Announcements.Empty.subtitle(hostName)
                contentUnavailableConfiguration = config
            }
        }
        """)
        let found = SourceFiles.find(in: [folder + "/App"])
        let screens = AppImport.read(found.sources, strings: found.strings).screens
        let template = try XCTUnwrap(screens.first?.template)
        XCTAssertEqual(template["description"], .map([TemplateEntry("key", .string("announcements.empty.subtitle")),
                                                      TemplateEntry("args", .list([.string("mstdn.example")]))]))
    }

    func testAConfigurationOrNilUnderAConditionIsTheConfigurationsScreen() throws {
        try write("App/SearchViewController.swift", """
        import UIKit
        final class SearchViewController: UIViewController {
            var lastSearchWasEmpty = false
            var isLoading = false
            override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
                if isLoading {
                    contentUnavailableConfiguration = UIContentUnavailableConfiguration.loading()
                    return
                }
                contentUnavailableConfiguration = lastSearchWasEmpty ? UIContentUnavailableConfiguration.search() : nil
            }
            func showCatalog(commands: [String]) {
                contentUnavailableConfiguration = commands.isEmpty ? emptyCatalog : nil
            }
            private var emptyCatalog: UIContentUnavailableConfiguration {
                var config = UIContentUnavailableConfiguration.empty()
                config.text = "No commands"
                return config
            }
        }
        """)
        let screens = importedScreens()
        XCTAssertEqual(screens.map(\.line), [7, 10, 16], "a property's configuration is a screen where it is built, once")
        XCTAssertEqual(screens[1].template["preset"], .string("search"))
    }
}
