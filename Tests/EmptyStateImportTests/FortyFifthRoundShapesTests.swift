import EmptyStateImport
import EmptyStateModel
import Foundation
import XCTest

/// Shapes of issue 45's forty-fifth round: eth_iOS's base data source that asks its subclasses
/// for each part by name (`respondsToSelector:` and `performSelector:`) and shows only once a
/// load sets its flag; MST's filter stored as its raw value and read back with a default, whose
/// button shows only for one filter and no search.
final class FortyFifthRoundShapesTests: SourceFolderTestCase {
    func testHookMethodsSentByNameAreTheNearestClasssAndASetUpFlagDoesNotHideTheScreen() throws {
        try write("App/Base/EmptyListController.m", """
        #import "UIScrollView+EmptyDataSet.h"
        @interface EmptyListController : UITableViewController <DZNEmptyDataSetSource, DZNEmptyDataSetDelegate>
        @property (nonatomic, assign) BOOL isShowEmptyData;
        @end
        @implementation EmptyListController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.isShowEmptyData = NO;
            self.tableView.emptyDataSetSource = self;
        }
        - (UIImage *)imageForEmptyDataSet:(UIScrollView *)scrollView {
            UIImage *image = nil;
            if ([self respondsToSelector:@selector(imageForEmptyDataSet)]) {
                image = [self performSelector:@selector(imageForEmptyDataSet)];
            }
            return image;
        }
        - (UIImage *)imageForEmptyDataSet { return [UIImage imageNamed:@"nothing"]; }
        - (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)scrollView {
            NSAttributedString *attr = nil;
            if ([self respondsToSelector:@selector(titleForEmptyDataSet)]) {
                attr = [self performSelector:@selector(titleForEmptyDataSet)];
            }
            return attr;
        }
        - (NSAttributedString *)titleForEmptyDataSet {
            return [[NSAttributedString alloc] initWithString:@"No records yet"];
        }
        - (BOOL)emptyDataSetShouldDisplay:(UIScrollView *)scrollView { return self.isShowEmptyData; }
        @end
        """)
        try write("App/Records/OrdersController.m", """
        #import "EmptyListController.h"
        @interface OrdersController : EmptyListController
        @end
        @implementation OrdersController
        - (void)loaded { self.isShowEmptyData = YES; [self.tableView reloadData]; }
        - (UIImage *)imageForEmptyDataSet { return [UIImage imageNamed:@"No orders"]; }
        @end
        """)
        try write("App/Base/EmptyListController.h", "@interface EmptyListController : UITableViewController\n@end\n")
        let found = importedScreens()
        let orders = try XCTUnwrap(found.first { $0.name == "OrdersController" }, "\(found.map(\.name))")
        XCTAssertEqual(orders.template["image"]?["name"], .string("No orders"), "the subclass's hook, sent by name")
        XCTAssertEqual(orders.template["title"]?["text"], .string("No records yet"), "the base's hook where the subclass has none")
        XCTAssertNil(orders.template["shouldDisplay"], "NO until a load says YES: the screen is what then shows")
    }

    func testAFilterStoredAsItsRawValueIsAScreenPerCaseAndDecidesTheButton() throws {
        try write("App/AssignmentList.swift", """
        import SwiftUI
        enum FilterOption: String, CaseIterable { case all, pending }
        struct AssignmentList: View {
            @AppStorage("filter") private var filterOptionRaw: String = FilterOption.all.rawValue
            @State private var searchText = ""
            @State private var adding = false
            var body: some View {
                ContentUnavailableView {
                    Label(title, systemImage: "tray")
                } actions: {
                    if (FilterOption(rawValue: filterOptionRaw) ?? .all) == .all && searchText.isEmpty {
                        Button("Add Assignment") { adding = true }
                    }
                }
            }
            private var title: String {
                if !searchText.isEmpty { return "No Results" }
                switch FilterOption(rawValue: filterOptionRaw) ?? .all {
                case .all: return "No Assignments"
                case .pending: return "No Pending Assignments"
                }
            }
        }
        """)
        let screen = try XCTUnwrap(importedScreens().first)
        XCTAssertEqual(screen.template["title"], .string("No Assignments"))
        XCTAssertNotNil(screen.template["button"], "filter .all and no search: the button shows")
        let variants = screen.template["variants"]
        XCTAssertEqual(variants?["filterOptionIsPending"]?["title"], .string("No Pending Assignments"))
        XCTAssertEqual(variants?["filterOptionIsPending"]?["button"], .null, "another filter: no button")
        XCTAssertEqual(variants?["notSearchTextIsEmpty"]?["button"], .null, "a search: no button")
        XCTAssertEqual(variants.map { if case let .map(entries) = $0 { return entries.count } else { return 0 } }, 2,
                       "no variant of the button's condition on its own: \(String(describing: variants))")
    }

    func testOfTwoSourcesOfOneNameTheProjectsGroupsSayWhichIsBuilt() throws {
        // eth_iOS: a stale `ETHTransactionVC.m` (a plain view controller) beside the built one.
        let controller = { (title: String) in """
            #import "UIScrollView+EmptyDataSet.h"
            @implementation RecordsController
            - (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)scrollView {
                return [[NSAttributedString alloc] initWithString:@"\(title)"];
            }
            @end
            """ }
        try write("App/Home/Records/RecordsController.m", controller("No records"))
        try write("App/Old/Orders/RecordsController.m", controller("Stale copy"))
        try write("App/Home/Records/Other.m", "@implementation Other\n@end\n")
        try write("App/Old/Orders/Unused.m", "@implementation Unused\n@end\n")
        try write("App/Home/Records/More.m", "@implementation More\n@end\n")
        try write("App.xcodeproj/project.pbxproj", """
        // !$*UTF8*$!
        {
            objects = {
                AAAAAAAAAAAAAAAAAAAAAAA1 /* App */ = {
                    isa = PBXGroup;
                    children = (
                        AAAAAAAAAAAAAAAAAAAAAAA2 /* Home */,
                    );
                    path = App;
                    sourceTree = "<group>";
                };
                AAAAAAAAAAAAAAAAAAAAAAA2 /* Home */ = {
                    isa = PBXGroup;
                    children = (
                        AAAAAAAAAAAAAAAAAAAAAAA3 /* Records (main) */,
                    );
                    path = Home;
                    sourceTree = "<group>";
                };
                AAAAAAAAAAAAAAAAAAAAAAA3 /* Records (main) */ = {
                    isa = PBXGroup;
                    children = (
                        AAAAAAAAAAAAAAAAAAAAAAA4 /* RecordsController.m */,
                        AAAAAAAAAAAAAAAAAAAAAAA5 /* Other.m */,
                        AAAAAAAAAAAAAAAAAAAAAAA6 /* More.m */,
                    );
                    path = Records;
                    sourceTree = "<group>";
                };
                AAAAAAAAAAAAAAAAAAAAAAA4 /* RecordsController.m */ = {isa = PBXFileReference; path = RecordsController.m; sourceTree = "<group>"; };
                AAAAAAAAAAAAAAAAAAAAAAA5 /* Other.m */ = {isa = PBXFileReference; path = Other.m; sourceTree = "<group>"; };
                AAAAAAAAAAAAAAAAAAAAAAA6 /* More.m */ = {isa = PBXFileReference; path = More.m; sourceTree = "<group>"; };
            };
        }
        """)
        let found = SourceFiles.find(in: [folder])
        XCTAssertEqual(found.sourcesNotInProject.map { $0.replacingOccurrences(of: folder + "/", with: "") },
                       ["App/Old/Orders/RecordsController.m", "App/Old/Orders/Unused.m"])
        let screens = AppImport.read(found.sources, headers: found.headers, strings: found.strings).screens
        XCTAssertEqual(screens.map { $0.template["title"]?["text"] }, [.string("No records")])
    }

    func testAnAppFunctionThatResizesTheImageItIsGivenDrawsThatImage() throws {
        // Mobi (round forty-six): `Util.imageResize(UIImage(named: "logo")!, sizeChange: …)`.
        try write("App/Util.swift", """
        import UIKit
        class Util {
            static func imageResize(_ image: UIImage, sizeChange: CGSize) -> UIImage {
                UIGraphicsBeginImageContextWithOptions(sizeChange, false, 0)
                image.draw(in: CGRect(origin: .zero, size: sizeChange))
                return UIGraphicsGetImageFromCurrentImageContext()!
            }
        }
        """)
        try write("App/NewsController.swift", """
        import UIKit
        import DZNEmptyDataSet
        class NewsController: UITableViewController, DZNEmptyDataSetSource {
            func title(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? { NSAttributedString(string: "No news") }
            func image(forEmptyDataSet scrollView: UIScrollView) -> UIImage? {
                return Util.imageResize(UIImage(named: "logo-preta.png")!, sizeChange: CGSize(width: 100, height: 100))
            }
        }
        """)
        let screen = try XCTUnwrap(importedScreens().first)
        XCTAssertEqual(screen.template["image"]?["name"], .string("logo-preta.png"))
    }
}
