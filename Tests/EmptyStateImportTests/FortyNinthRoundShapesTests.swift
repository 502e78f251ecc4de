import EmptyStateImport
import EmptyStateModel
import Foundation
import XCTest

/// Shapes of issue 45's forty-ninth round: a table view that becomes its own data source when an
/// `init…` method is sent to it (Vnote's `CJTableView`), Swift 1's DZN data sources switching
/// over capitalized cases, texts and numbers (kindling-sprubix, yolo), a DZN-named method that
/// returns another type (meno-manage), an app button's static factory (Ritualist), `Self.name`
/// (buzz-ios-client), a `View` modifier that presents the screen, and `a && b` taken as its
/// parts (mlr-app-ios).
final class FortyNinthRoundShapesTests: SourceFolderTestCase {
    func testAnInitializerSentToATableOfTheClassIsAScreenWhereItIsSent() throws {
        try write("App/CJTableView.h", """
        #import <UIKit/UIKit.h>
        @interface CJTableView : UITableView
        -(void)initDataWithTitle:(NSString *)title descriptionText:(NSString *)descriptionText didTapButton:(void (^)(void))block;
        @end
        """)
        try write("App/CJTableView.m", """
        #import "CJTableView.h"
        @interface CJTableView()<DZNEmptyDataSetSource,DZNEmptyDataSetDelegate>
        @property(nonatomic,copy)NSString *title;
        @property(nonatomic,copy)NSString *descriptionText;
        @end
        @implementation CJTableView
        -(void)initDataWithTitle:(NSString *)title descriptionText:(NSString *)descriptionText didTapButton:(void (^)(void))block{
            self.emptyDataSetDelegate = self;
            self.emptyDataSetSource = self;
            self.title = title;
            self.descriptionText = descriptionText;
        }
        - (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)scrollView {
            return [[NSAttributedString alloc] initWithString:self.title attributes:nil];
        }
        - (NSAttributedString *)descriptionForEmptyDataSet:(UIScrollView *)scrollView {
            return [[NSAttributedString alloc] initWithString:self.descriptionText attributes:nil];
        }
        @end
        """)
        try write("App/CJNoteVC.m", """
        #import "CJTableView.h"
        @interface CJNoteVC ()
        @property (weak, nonatomic) IBOutlet CJTableView *tableView;
        @end
        @implementation CJNoteVC
        - (void)viewDidLoad {
            [super viewDidLoad];
            [self.tableView initDataWithTitle:@"无笔记" descriptionText:@"当前笔记本下无笔记..." didTapButton:^{
                [self reload];
            }];
        }
        @end
        """)
        try write("App/CJAccountVC.m", """
        #import "CJTableView.h"
        @implementation CJAccountVC
        - (void)viewDidLoad {
            CJTableView *tb = (CJTableView *)self.tableView;
            [tb initDataWithTitle:@"无账号" descriptionText:@"没有账号" didTapButton:nil];
        }
        @end
        """)
        let found = SourceFiles.find(in: [folder + "/App"])
        let screens = AppImport.read(found.sources, headers: found.headers, strings: found.strings).screens
        XCTAssertEqual(screens.map(\.name).sorted(), ["CJAccountVC", "CJNoteVC"], "each place the table is set up, and not the table's own screen")
        let note = try XCTUnwrap(screens.first { $0.name == "CJNoteVC" })
        XCTAssertEqual(note.line, 8)
        XCTAssertEqual(note.template["title"]?["text"], .string("无笔记"))
        XCTAssertEqual(note.template["description"]?["text"], .string("当前笔记本下无笔记..."))
        let account = try XCTUnwrap(screens.first { $0.name == "CJAccountVC" })
        XCTAssertEqual(account.template["title"]?["text"], .string("无账号"), "a local of the class, cast from another type, is set up the same way")
    }

    /// A title written `{ text: … }` or as the text alone.
    private func title(_ screen: ImportedScreen) -> TemplateValue? {
        screen.template["title"]?["text"] ?? screen.template["title"]
    }

    private func writeSwiftOneDataSource(switching subject: String, cases: [(label: String, title: String)], fallback: String? = nil) throws {
        let clauses = cases.map { "        case \($0.label):\n            text = \"\($0.title)\"" }.joined(separator: "\n")
        try write("App/FavoritesViewController.swift", """
        import UIKit
        import DZNEmptyDataSet
        enum FavoriteState {
            case Outfits
            case Pieces
        }
        class FavoritesViewController: UIViewController, DZNEmptyDataSetSource, DZNEmptyDataSetDelegate {
            var currentFavoriteState: FavoriteState = .Outfits
            var currentScope: Int = 0
            var collectionView: UICollectionView!
            override func viewDidLoad() {
                super.viewDidLoad()
                collectionView.emptyDataSetSource = self
            }
            func titleForEmptyDataSet(scrollView: UIScrollView!) -> NSAttributedString! {
                var text: String = ""
                switch(\(subject)) {
        \(clauses)
        \(fallback.map { "        default:\n            \($0)" } ?? "")
                }
                return NSAttributedString(string: text, attributes: nil)
            }
        }
        """)
    }

    func testSwiftOnesCapitalizedCasesInParenthesesAreAScreenEach() throws {
        try writeSwiftOneDataSource(switching: "currentFavoriteState", cases: [(".Outfits", "Outfits that you've liked"), (".Pieces", "Items that you've liked")])
        let found = importedScreens()
        XCTAssertEqual(found.map(title), [.string("Outfits that you've liked"), .string("Items that you've liked")])
    }

    func testASwitchOverNumbersIsAScreenPerNumberAndOneForItsDefault() throws {
        try writeSwiftOneDataSource(switching: "currentScope", cases: [("0", "No outfits found"), ("1", "No items found")],
                                    fallback: #"text = "Nothing found""#)
        let found = importedScreens()
        XCTAssertEqual(found.map(title), [.string("No outfits found"), .string("No items found"), .string("Nothing found")])
        XCTAssertEqual(found.map(\.name), ["FavoritesViewController-0", "FavoritesViewController-1", "FavoritesViewController-default"])
    }

    func testADefaultThatStopsTheAppIsNoScreen() throws {
        try writeSwiftOneDataSource(switching: "currentScope", cases: [("0", "No outfits found"), ("1", "No items found")],
                                    fallback: #"fatalError("Unknown scope")"#)
        XCTAssertEqual(importedScreens().map(title), [.string("No outfits found"), .string("No items found")])
    }

    func testASwitchOverATextTheAppReadsIsAScreenPerText() throws {
        try write("App/OrdersViewController.swift", """
        import UIKit
        import DZNEmptyDataSet
        class OrdersViewController: UIViewController, DZNEmptyDataSetSource {
            var tableView: UITableView!
            override func viewDidLoad() { tableView.emptyDataSetSource = self }
            func titleForEmptyDataSet(scrollView: UIScrollView!) -> NSAttributedString! {
                var text = ""
                let shoppableType: String = UserDefaults.standard.string(forKey: "shoppable_type") ?? ""
                switch shoppableType {
                case "Shopper":
                    text = "Items awaiting seller's actions"
                case "Shop":
                    text = "Items awaiting your actions"
                default:
                    break
                }
                return NSAttributedString(string: text)
            }
        }
        """)
        let found = importedScreens()
        XCTAssertEqual(found.map(title),
                       [.string("Items awaiting seller's actions"), .string("Items awaiting your actions")])
    }

    func testAMethodNamedAsDZNsButReturningAnotherTypeIsNotRead() throws {
        try write("App/HomeViewController.swift", """
        import UIKit
        import DZNEmptyDataSet
        class HomeViewController: UITableViewController, DZNEmptyDataSetSource {
            override func viewDidLoad() { tableView.emptyDataSetSource = self }
            func title(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
                NSAttributedString(string: "No feeds")
            }
            func image(forEmptyDataSet scrollView: UIScrollView) -> String {
                return "Please enter..."
            }
        }
        """)
        let found = importedScreens()
        XCTAssertEqual(found.count, 1)
        XCTAssertNil(found.first?.template["image"], "DZNEmptyDataSet never calls a method that returns a String for the image")
    }

    func testAnAppButtonsStaticFactoryIsAButton() throws {
        try write("App/ErrorView.swift", """
        import SwiftUI
        struct ErrorView: View {
            let title: String
            let retryAction: () async -> Void
            var body: some View {
                ContentUnavailableView {
                    Label(title, systemImage: "exclamationmark.triangle")
                } actions: {
                    ActionButton.primary(title: "Retry") {
                        Task { await retryAction() }
                    }
                }
            }
        }
        """)
        let found = importedScreens()
        XCTAssertEqual(found.first?.template["button"]?["title"], .string("Retry"))
    }

    func testSelfNamesTheTypesOwnConstantInAnotherFile() throws {
        try write("App/ChannelListView.swift", """
        import SwiftUI
        struct ChannelListView: View {
            var body: some View {
                ContentUnavailableView {
                    Label("Can't reach the relay", systemImage: "wifi.slash")
                } description: {
                    Text(Self.unreachableMessage)
                }
            }
        }
        """)
        try write("App/ChannelListView+Chrome.swift", """
        import SwiftUI
        extension ChannelListView {
            static let unreachableMessage =
                "Hive lists the conversations the relay confirms, "
                    + "so there is nothing to show until it answers."
        }
        """)
        XCTAssertEqual(importedScreens().first?.template["description"],
                       .string("Hive lists the conversations the relay confirms, so there is nothing to show until it answers."))
    }

    func testAViewModifierThatPresentsTheScreenIsAScreenWhereverItIsApplied() throws {
        try write("App/MessageComposer.swift", """
        import SwiftUI
        extension View {
            func messageComposer(_ state: Binding<Bool>) -> some View {
                sheet(isPresented: state) {
                    if MessageComposeView.canSend {
                        MessageComposeView()
                    } else {
                        ContentUnavailableView("Can't send messages", systemImage: "message.badge.filled.fill",
                                               description: Text("This device isn't set up to send texts."))
                    }
                }
            }
        }
        """)
        try write("App/HelpView.swift", """
        import SwiftUI
        struct HelpView: View {
            @State private var composing = false
            var body: some View {
                List { Text("Help") }
                    .messageComposer($composing)
            }
        }
        struct PeopleView: View {
            @State private var composing = false
            var body: some View {
                List { Text("People") }
                    .messageComposer($composing)
            }
        }
        """)
        let found = importedScreens()
        XCTAssertEqual(found.map(\.name).sorted(), ["HelpView", "PeopleView"], "each place the modifier is applied, not its body")
        XCTAssertTrue(found.allSatisfy { $0.template["title"]?["key"] == .string("Can't send messages") })
    }

    func testBothPartsOfAnAndAreTrueWhereItIs() throws {
        try write("App/EventsView.swift", """
        import SwiftUI
        enum TimeFilter { case upcoming, past }
        struct EventsView: View {
            @State private var filter: TimeFilter = .upcoming
            let isAdmin: Bool
            var body: some View {
                ContentUnavailableView {
                    Label(filter == .upcoming ? "Nothing on the calendar" : "No past events", systemImage: "calendar")
                } actions: {
                    if isAdmin && filter == .upcoming {
                        Button("Create Event") { }
                    }
                }
            }
        }
        """)
        let template = try XCTUnwrap(importedScreens().first?.template)
        let variants = template["variants"]
        guard case let .map(entries)? = variants else { return XCTFail("no variants: \(template)") }
        for entry in entries where entry.value["button"] != nil {
            XCTAssertEqual(entry.value["title"]?["key"], .string("Nothing on the calendar"),
                           "\(entry.key): the button shows only with the upcoming filter, whose title is this one")
        }
        XCTAssertFalse(entries.isEmpty)
    }
}
