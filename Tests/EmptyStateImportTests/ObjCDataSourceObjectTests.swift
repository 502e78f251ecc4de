import EmptyStateImport
import EmptyStateModel
import Foundation
import XCTest

/// A data source object that its makers give its texts (PosPay's `EPEmptyDataProtocol`,
/// GitHubClient's `ZLTableView`): each place that makes one is the screen, with what it passes.
final class ObjCDataSourceObjectTests: SourceFolderTestCase {
    private func writeObject() throws {
        try write("App/Tools/EmptyHelper.h", """
        #import <UIKit/UIKit.h>
        @interface EmptyHelper : NSObject
        @property (nonatomic, copy) NSString *emptyText;
        @property (nonatomic, copy) NSString *emptyTitle;
        @property (nonatomic, copy) NSAttributedString *emptyAttrString;
        @property (nonatomic, strong) UIImage *placeImage;
        - (instancetype)initWithScrollView:(UIScrollView *)scrollView title:(NSString *)title emptyText:(NSString *)emptyText;
        + (instancetype)helperWithScrollView:(UIScrollView *)scrollView emptyText:(NSString *)emptyText;
        @end
        """)
        try write("App/Tools/EmptyHelper.m", """
        #import "EmptyHelper.h"
        #import "UIScrollView+EmptyDataSet.h"

        @implementation EmptyHelper

        - (instancetype)initWithScrollView:(UIScrollView *)scrollView title:(NSString *)title emptyText:(NSString *)emptyText {
            self = [super init];
            if (self) {
                _emptyText = emptyText;
                self.emptyTitle = title;
                scrollView.emptyDataSetSource = self;
            }
            return self;
        }

        + (instancetype)helperWithScrollView:(UIScrollView *)scrollView emptyText:(NSString *)emptyText {
            return [[self alloc] initWithScrollView:scrollView title:nil emptyText:emptyText];
        }

        - (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)scrollView {
            return [[NSAttributedString alloc] initWithString:self.emptyTitle];
        }

        - (NSAttributedString *)descriptionForEmptyDataSet:(UIScrollView *)scrollView {
            if (self.emptyAttrString) {
                return self.emptyAttrString;
            }
            return [[NSAttributedString alloc] initWithString:self.emptyText attributes:@{NSFontAttributeName: [UIFont systemFontOfSize:15]}];
        }

        - (UIImage *)imageForEmptyDataSet:(UIScrollView *)scrollView {
            return self.placeImage;
        }
        @end
        """)
    }

    func testEachPlaceThatMakesTheObjectIsAScreenWithWhatItPasses() throws {
        try writeObject()
        try write("App/Feature/RecordsController.m", """
        #import "EmptyHelper.h"
        @implementation RecordsController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.helper = [[EmptyHelper alloc] initWithScrollView:[self listNamed:@"records" inset:(CGFloat)8] title:@"No Records" emptyText:@"Run a query first."];
        }
        @end

        @implementation HistoryController
        - (void)viewDidLoad {
            self.helper = [EmptyHelper helperWithScrollView:self.tableView emptyText:NSLocalizedString(@"history.empty", nil)];
        }
        @end
        """)
        let found = importedScreens()
        XCTAssertEqual(found.map(\.name), ["RecordsController", "HistoryController"], "the object's own screen is not one, once something makes it")
        let records = try XCTUnwrap(found.first { $0.name == "RecordsController" })
        XCTAssertEqual(records.line, 5)
        XCTAssertEqual(records.template["title"]?["text"], .string("No Records"))
        XCTAssertEqual(records.template["description"]?["text"], .string("Run a query first."))
        XCTAssertEqual(records.template["description"]?["font"]?["size"], .number(15), "the object's styling is kept")
        XCTAssertNil(records.template["image"], "placeImage is set by no maker: nil, no image")
        XCTAssertNil(records.template["variants"], "emptyAttrString is set by no maker: its branch never runs")
        let history = try XCTUnwrap(found.first { $0.name == "HistoryController" })
        XCTAssertNil(history.template["title"], "the factory passes nil for the title: DZNEmptyDataSet draws none")
        XCTAssertEqual(history.template["description"]?["key"], .string("history.empty"))
    }

    func testAnObjectNothingMakesStaysAScreenOfItsOwn() throws {
        try writeObject()
        let found = importedScreens()
        XCTAssertEqual(found.map(\.name), ["EmptyHelper"])
        XCTAssertEqual(found.first?.template["description"]?["text"], .string("\u{27E8}self.emptyText\u{27E9}"))
    }
}
