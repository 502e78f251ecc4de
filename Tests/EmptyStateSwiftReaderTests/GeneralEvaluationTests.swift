import EmptyStateModel
import XCTest

/// What apps nobody tuned the reader for write around their empty states, read by the one
/// evaluator: String API on texts, the app's own modifiers and localization helpers, functions
/// with parameters.
final class GeneralEvaluationTests: XCTestCase {
    func testCaseChangesOfATextAreItsTextCase() throws {
        let screen = try Read.only("""
        import UIKit
        final class ListViewController: UIViewController {
            func showEmpty() {
                var config = UIContentUnavailableConfiguration.empty()
                config.text = NSLocalizedString("no_items", comment: "").uppercased()
                config.secondaryText = "add your first item".capitalized
                contentUnavailableConfiguration = config
            }
        }
        """)
        XCTAssertEqual(screen.template.at("title")?.flow, #"{key: "no_items", textCase: "uppercase"}"#)
        XCTAssertEqual(screen.template.at("description")?.flow, #"{text: "add your first item", textCase: "capitalized"}"#)
    }

    func testSwiftUIsTextCaseModifierAndLocalizedCapitalized() throws {
        let screen = try Read.only("""
        struct HistoryView: View {
            var body: some View {
                ContentUnavailableView {
                    Label(String(localized: "no_activity", defaultValue: "No activity").localizedCapitalized, systemImage: "clock")
                } description: {
                    Text("Recent").textCase(.uppercase)
                }
            }
        }
        """)
        XCTAssertEqual(screen.template.at("title")?.flow, #"{key: "no_activity", default: "No activity", textCase: "capitalized"}"#)
        XCTAssertEqual(screen.template.at("description")?.flow, #"{key: "Recent", default: "Recent", textCase: "uppercase"}"#)
    }

    /// `Text(message).secondaryBody()`: the app's modifier styles the words; they are read.
    func testTheAppsOwnTextModifierIsReadThrough() throws {
        let screen = try Read.only("""
        extension View { func secondaryBody() -> some View { font(.body).foregroundStyle(.secondary) } }
        struct EmptyView: View {
            var body: some View {
                ContentUnavailableView {
                    Label("No Events", systemImage: "calendar")
                } description: {
                    Text("Check back soon.").secondaryBody()
                }
            }
        }
        """)
        XCTAssertEqual(screen.template.at("description")?.flow, #"{key: "Check back soon.", default: "Check back soon."}"#)
        XCTAssertEqual(screen.warnings.count, 1)
        XCTAssertTrue(screen.warnings[0].contains(".secondaryBody() is the app's own modifier"), screen.warnings[0])
    }

    /// `String.localized("key")` as an implicit member, and `"key".localized()` without parameters.
    func testTheAppsLocalizationHelpersOfEveryShape() throws {
        let screen = try Read.only("""
        extension String {
            static func localized(_ name: String) -> String { NSLocalizedString(name, comment: "") }
            func localized() -> String { return NSLocalizedString(self, comment: self) }
        }
        struct SourcesView: View {
            var body: some View {
                ContentUnavailableView {
                    Label(.localized("No Repositories"), systemImage: "globe")
                } description: {
                    Text("Add your first repository.".localized())
                }
            }
        }
        """)
        XCTAssertEqual(screen.template.at("title")?.flow, #"{key: "No Repositories"}"#)
        XCTAssertEqual(screen.template.at("description")?.flow, #"{key: "Add your first repository."}"#)
    }

    /// `localized("rates.empty.title", defaultValue: "No Rates")` through a constant of the type.
    func testALocalizersDefaultValueAndAComputedStaticText() throws {
        let screen = try Read.only("""
        enum Strings {
            static var emptyTitle: String { localized("rates.empty.title", defaultValue: "No Rates") }
        }
        private extension Strings {
            static func localized(_ key: String, defaultValue: String) -> String {
                Bundle.main.localizedString(forKey: key, value: defaultValue, table: nil)
            }
        }
        final class RatesViewController: UIViewController {
            func showEmpty() {
                var config = UIContentUnavailableConfiguration.empty()
                config.text = Strings.emptyTitle
                contentUnavailableConfiguration = config
            }
        }
        """)
        XCTAssertEqual(screen.template.at("title")?.flow, #"{key: "rates.empty.title", default: "No Rates"}"#)
    }

    /// A function of one expression with parameters gives its value for the call's arguments.
    func testAFunctionWithParametersIsEvaluatedWithTheCallsArguments() throws {
        let screen = try Read.only("""
        extension UIImage {
            private static func symbol(_ name: String, fallback: String = "questionmark") -> UIImage {
                UIImage(systemName: name) ?? UIImage(systemName: fallback)!
            }
            static var emptyInbox: UIImage { Self.symbol("tray") }
        }
        final class InboxViewController: UIViewController {
            func showEmpty() {
                var config = UIContentUnavailableConfiguration.empty()
                config.image = .emptyInbox
                config.text = "Inbox Zero"
                contentUnavailableConfiguration = config
            }
        }
        """)
        XCTAssertEqual(screen.template.at("image")?.flow, #"{systemName: "tray"}"#)
        XCTAssertEqual(screen.warnings, [])
    }

    /// A localized text inside another's format is a localized argument, looked up in the locale
    /// drawn (`{ key: Settings }`), lower-cased where the code lower-cases it; before, a placeholder.
    func testALocalizedTextInsideAnotherIsALocalizedArgument() throws {
        let screen = try Read.only(#"""
        import SwiftUI
        struct NoServer: View {
            var body: some View {
                ContentUnavailableView("No Server", systemImage: "server.rack",
                    description: Text("Connect one under \(String(localized: "Settings").lowercased())."))
            }
        }
        """#)
        XCTAssertEqual(screen.template.at("description")?.flow,
                       #"{key: "Connect one under %@.", default: "Connect one under %@.", args: [{key: "Settings", textCase: "lowercase"}]}"#)
        XCTAssertEqual(screen.warnings, [])
    }
}
