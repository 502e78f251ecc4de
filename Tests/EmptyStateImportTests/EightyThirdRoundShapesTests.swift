import EmptyStateImport
import EmptyStateModel
import Foundation
import XCTest

/// Shapes of round eighty-three's apps (and one older app's): an enum declared in a Swift 2 file
/// the parser stumbles on (EventBuilder), a Boolean local an Objective-C data source tests
/// (TenCloud), a wrapper taking Xcode's generated `ImageResource` (MemoMap), and a compile-time
/// feature flag in another file (EasyCancel).
final class EightyThirdRoundShapesTests: SourceFolderTestCase {
    private let eventListController = """
    import UIKit
    class MyEventViewController: UIViewController, DZNEmptyDataSetSource {
      @IBOutlet weak var tableView: UITableView!
      private var activeTab = EventTimeType.Current {
        didSet { tableView.reloadData() }
      }
      override func viewDidLoad() {
        super.viewDidLoad()
        tableView.emptyDataSetSource = self
      }
      @IBAction func tabChanged(sender: UISegmentedControl) {
        activeTab = EventTimeType(rawValue: sender.selectedSegmentIndex)!
      }
      func titleForEmptyDataSet(scrollView: UIScrollView!) -> NSAttributedString! {
        return NSAttributedString(string: "No \\(activeTab.title) Event")
      }
    }
    """

    /// Swift 2's `if let a = x, b = y` is a syntax error to today's parser; the enum above it is not.
    func testAnEnumInAFileWithASyntaxErrorStillNamesTheScreens() throws {
        try write("App/MyEventViewController.swift", eventListController)
        try write("App/Event.swift", """
        import Foundation
        enum EventTimeType: Int {
          case Current = 0
          case Upcoming
          case Past
          var title: String {
            switch self {
            case .Current: return "Current"
            case .Upcoming: return "Upcoming"
            case .Past: return "Past"
            }
          }
        }
        class Event {
          func update(dictionary: [String: AnyObject]) {
            if let start = dictionary["start"] as? Double, end = dictionary["end"] as? Double {
              print(start, end)
            }
          }
        }
        """)
        let templates = try ImportedTemplates(roots: [folder + "/App"])
        let app = AppImport.read(templates.sources, headers: templates.headers, strings: templates.strings)
        XCTAssertEqual(app.unreadable, [], "the file is read around its error")
        XCTAssertTrue(app.fileWarnings.contains { $0.contains("Event.swift:") && $0.contains("read around it") }, "\(app.fileWarnings)")
        XCTAssertEqual(app.screens.map(\.name), ["MyEventViewController"])
        let template = app.screens[0].template
        XCTAssertEqual(shownText(template["title"]), "No Current Event")
        guard case let .map(variants)? = template["variants"] else { return XCTFail("no variants: \(template)") }
        XCTAssertEqual(variants.map { shownText($0.value["title"]) }, ["No Upcoming Event", "No Past Event"])
    }

    func testABooleanLocalTheRunTimeDecidesIsAVariantSharedByTheMethodsThatTestIt() throws {
        try write("App/TCServerListViewController.m", """
        #import "TCServerListViewController.h"
        @implementation TCServerListViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.tableView.emptyDataSetSource = self;
        }
        - (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)scrollView {
            return [[NSAttributedString alloc] initWithString:@"对不起，你还没有任何服务器" attributes:nil];
        }
        - (NSAttributedString *)buttonTitleForEmptyDataSet:(UIScrollView *)scrollView forState:(UIControlState)state {
            TCCurrentCorp *currentCorp = [TCCurrentCorp shared];
            BOOL canAdd = currentCorp.isAdmin || [currentCorp havePermissionForFunc:FUNC_ID_ADD_SERVER] || currentCorp.cid == 0;
            if (canAdd) {
                return [[NSAttributedString alloc] initWithString:@"马上去添加" attributes:nil];
            }
            return nil;
        }
        - (UIImage *)buttonBackgroundImageForEmptyDataSet:(UIScrollView *)scrollView forState:(UIControlState)state {
            TCCurrentCorp *currentCorp = [TCCurrentCorp shared];
            BOOL canAdd = currentCorp.isAdmin || [currentCorp havePermissionForFunc:FUNC_ID_ADD_SERVER] || currentCorp.cid == 0;
            if (canAdd) {
                return [UIImage imageNamed:@"no_data_button_bg"];
            }
            return nil;
        }
        @end
        """)
        let screens = try screensAsImported()
        XCTAssertEqual(screens.map(\.name), ["TCServerListViewController"])
        let template = screens[0].template
        XCTAssertEqual(shownText(template["title"]), "对不起，你还没有任何服务器")
        XCTAssertNil(template["button"], "without the permission, no button: \(template)")
        guard case let .map(variants)? = template["variants"] else { return XCTFail("no variants: \(template)") }
        // One variant, named by the local, with both the title and the background it tests for.
        XCTAssertEqual(variants.map(\.key), ["canAdd"])
        let button = variants[0].value["button"]
        XCTAssertEqual(shownText(button?["title"]?["normal"]), "马上去添加", "\(variants)")
        XCTAssertNotNil(button?["backgroundImage"], "\(variants)")
    }

    func testAnObjectiveCBooleanLocalOfAListsSizeIsNoVariant() throws {
        try write("App/ListViewController.m", """
        @implementation ListViewController
        - (void)viewDidLoad { self.tableView.emptyDataSetSource = self; }
        - (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)scrollView {
            BOOL empty = self.items.count == 0;
            if (empty) { return [[NSAttributedString alloc] initWithString:@"Nothing here" attributes:nil]; }
            return [[NSAttributedString alloc] initWithString:@"Nothing here" attributes:nil];
        }
        @end
        """)
        let screens = try screensAsImported()
        XCTAssertEqual(screens.count, 1)
        XCTAssertNil(screens.first?.template["variants"])
    }

    private func writeConnectionAsset() throws {
        try write("App/Assets.xcassets/Connection.imageset/Contents.json",
                  #"{"images":[{"idiom":"universal","filename":"connection.png"}],"info":{"version":1,"author":"xcode"}}"#)
        try Self.onePixelPNG.write(to: URL(fileURLWithPath: folder + "/App/Assets.xcassets/Connection.imageset/connection.png"))
    }

    func testAWrapperThatTakesAGeneratedImageResourceDrawsTheCallersAsset() throws {
        try writeConnectionAsset()
        try write("App/EmptyContentView.swift", """
        import SwiftUI
        struct EmptyContentView: View {
            let image: ImageResource
            let title: String
            let description: String
            var body: some View {
                ContentUnavailableView {
                    Image(image)
                        .resizable()
                        .scaledToFit()
                        .frame(width: 160.0, height: 160.0)
                        .foregroundStyle(.secondary)
                    Text(title)
                } description: {
                    Text(description)
                }
            }
        }
        """)
        try write("App/FollowersView.swift", """
        import SwiftUI
        struct FollowersView: View {
            let followers: [String]
            var body: some View {
                if followers.isEmpty {
                    EmptyContentView(image: .connection, title: "No Followers Yet", description: "Once someone follows you, they’ll appear here.")
                } else {
                    List(followers, id: \\.self) { Text($0) }
                }
            }
        }
        """)
        let screens = try screensAsImported()
        XCTAssertEqual(screens.map(\.name), ["FollowersView"])
        let image = screens[0].template["image"]
        // The caller's asset, with the tint the wrapper gives it; never a placeholder.
        XCTAssertEqual(image?["name"], .string("Connection"), "\(screens[0].template)")
        XCTAssertEqual(image?["tintColor"], .string("secondaryLabel"))
        XCTAssertNil(image?["placeholder"])
        XCTAssertEqual(shownText(screens[0].template["title"]), "No Followers Yet")
    }

    func testACompileTimeFlagInAnotherFileDecidesItsPartWithoutAVariant() throws {
        try write("App/FeatureFlags.swift", """
        enum FeatureFlags {
            static let emailForwardingEnabled = false
            static let manualEntryEnabled = true
        }
        """)
        try write("App/HomeView.swift", """
        import SwiftUI
        struct HomeView: View {
            @State private var items: [String] = []
            var body: some View {
                if items.isEmpty {
                    ContentUnavailableView {
                        Label("No subscriptions yet", systemImage: "creditcard")
                    } actions: {
                        if FeatureFlags.manualEntryEnabled {
                            Button("Enter manually") {}
                        }
                        if FeatureFlags.emailForwardingEnabled {
                            Button("Forward an email") {}
                        }
                    }
                } else {
                    List(items, id: \\.self) { Text($0) }
                }
            }
        }
        """)
        let screens = try screensAsImported()
        XCTAssertEqual(screens.map(\.name), ["HomeView"])
        let template = screens[0].template
        XCTAssertNil(template["variants"], "a `let` flag is no variant: \(template)")
        XCTAssertEqual(shownText(template["button"]?["title"]), "Enter manually", "\(template)")
        XCTAssertNil(template["buttons"], "\(template)")
    }
}
