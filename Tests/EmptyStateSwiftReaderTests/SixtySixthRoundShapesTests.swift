import EmptyStateModel
import EmptyStateSwiftReader
import XCTest

/// Shapes of round sixty-six's apps, each as small as the app's code that showed it.
final class SixtySixthRoundShapesTests: XCTestCase {
    /// TodaysFlowers: a `switch` over an enum that sets the configuration's texts is a screen per
    /// case, and an `if` inside one clause is that clause's own pair of screens.
    func testASwitchInAConfigurationIsAScreenPerCase() throws {
        let screen = try Read.only("""
        import UIKit
        enum SearchType { case name, date, image }
        final class SearchModel { var searchType: SearchType = .name; var flowers: [Int] = []; var notFound = false }
        final class SearchViewController: UIViewController {
            let model = SearchModel()
            override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
                var config: UIContentUnavailableConfiguration?
                if model.flowers.isEmpty {
                    var empty = UIContentUnavailableConfiguration.empty()
                    switch model.searchType {
                    case .name:
                        empty.text = "Type a name"
                    case .date:
                        empty.text = "Pick a date"
                    case .image:
                        if model.notFound {
                            empty.text = "Not a flower of the day"
                            empty.secondaryText = "Pick another photo"
                        } else {
                            empty.text = "Pick a photo"
                        }
                    }
                    config = empty
                }
                contentUnavailableConfiguration = config
            }
        }
        """)
        XCTAssertEqual(screen.template["title"]?.flow, #""Type a name""#, screen.template.flow)
        guard case let .map(variants)? = screen.template["variants"] else { return XCTFail("no variants: \(screen.template.flow)") }
        XCTAssertEqual(variants.map(\.key), ["modelSearchTypeIsDate", "modelSearchTypeIsImage", "modelSearchTypeIsImageAndModelNotFound"])
        XCTAssertEqual(screen.template.at("variants.modelSearchTypeIsDate.title")?.flow, #""Pick a date""#)
        XCTAssertEqual(screen.template.at("variants.modelSearchTypeIsImage.title")?.flow, #""Pick a photo""#)
        XCTAssertEqual(screen.template.at("variants.modelSearchTypeIsImageAndModelNotFound.description")?.flow, #""Pick another photo""#)
    }

    /// OpenVeloV-iOS's rides: a text set to a fixed text when signed out and to a caught error's
    /// message when a load fails is two screens, the second the run time's text.
    func testATextSetToATextAndToACaughtErrorsMessageIsTwoScreens() throws {
        let screen = try Read.only("""
        import SwiftUI
        enum Failure {
            case offline, expired
            static func message(for error: Error) -> String { "Something went wrong." }
        }
        struct RidesView: View {
            @State private var rides: [Int] = []
            @State private var errorMessage: String?
            var body: some View {
                if let errorMessage {
                    ContentUnavailableView {
                        Label("Couldn't Load Rides", systemImage: "wifi.exclamationmark")
                    } description: {
                        Text(errorMessage)
                    }
                }
            }
            private func load(accountId: String?) async {
                guard accountId != nil else {
                    errorMessage = "Sign in to see your rides."
                    return
                }
                do {
                    rides = try await fetch()
                } catch {
                    errorMessage = Failure.message(for: error)
                }
            }
        }
        """)
        XCTAssertTrue(screen.template["description"]?.flow.contains("Sign in to see your rides.") == true, screen.template.flow)
        guard case let .map(variants)? = screen.template["variants"] else { return XCTFail("no variants: \(screen.template.flow)") }
        XCTAssertEqual(variants.count, 1, screen.template.flow)
        XCTAssertEqual(variants.first?.value["description"]?.flow, "\"\u{27E8}Failure.message(for: error)\u{27E9}\"")
    }

    /// billion-wallet-ios: a DZN method's test of its scroll view's kind is no variant, and a
    /// view's `frame.height` is no app enum's `height` per case.
    func testAScrollViewKindTestIsNoVariant() throws {
        let screen = try Read.only("""
        import UIKit
        import DZNEmptyDataSet
        enum Layout {
            case small, large
            var height: CGFloat {
                switch self {
                case .small: return 52
                case .large: return 62
                }
            }
        }
        final class ContactsSource: NSObject, UITableViewDataSource {}
        extension ContactsSource: DZNEmptyDataSetSource {
            func title(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
                return NSAttributedString(string: "You have no contacts")
            }
            func verticalOffset(forEmptyDataSet scrollView: UIScrollView) -> CGFloat {
                if let tableView = scrollView as? UITableView {
                    let headerHeight: CGFloat = tableView.tableHeaderView?.frame.height ?? 0
                    return (tableView.frame.height - headerHeight) / 2
                }
                return 0
            }
        }
        """)
        XCTAssertEqual(screen.template["title"]?.flow, #""You have no contacts""#, screen.template.flow)
        XCTAssertNil(screen.template["variants"], screen.template.flow)
    }

    /// billion-wallet-ios's `ContactsVM`: a type's `typealias` names the texts' type from its extensions.
    func testATypeAliasOfTheTypeNamesTheTextsType() throws {
        let screen = try Read.only("""
        import UIKit
        import DZNEmptyDataSet
        enum Strings {
            enum Contacts {
                static let noContacts = NSLocalizedString("Contacts.noContacts", tableName: "Contacts", value: "You have no contacts", comment: "")
            }
        }
        final class ContactsVM: NSObject {
            typealias LocalizedStrings = Strings.Contacts
        }
        extension ContactsVM: DZNEmptyDataSetSource {
            func title(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
                return NSAttributedString(string: LocalizedStrings.noContacts)
            }
        }
        """)
        XCTAssertEqual(screen.template.at("title.key")?.flow, #""Contacts.noContacts""#, screen.template.flow)
        XCTAssertEqual(screen.template.at("title.default")?.flow, #""You have no contacts""#, screen.template.flow)
        XCTAssertFalse(screen.warnings.contains { $0.contains("LocalizedStrings") }, "\(screen.warnings)")
    }
}
