import EmptyStateImport
import EmptyStateModel
import Foundation
import XCTest

/// Shapes of issue 45's sixty-fifth round (openshop.io-ios): a base controller whose DZN methods
/// read its properties' instance variables (`_emptyDataTitle ?: BFLocalizedString(k, @"No item")`),
/// subclasses that set those properties in a `- (void)customizeEmptyDataSet` their `viewDidLoad`
/// sends to self, a translation lookup from a server with a default text, and subclasses that
/// turn the empty state off (`emptyDataSetShouldDisplay:` returns NO).
final class SixtyFifthRoundShapesTests: SourceFolderTestCase {
    private func writeBase() throws {
        try write("App/Constants.h", """
        #import <Foundation/Foundation.h>
        #define Localized(key, val) [[TranslationStore defaultStore] translationWithKey:key defaultValue:val]
        extern NSString *const kNoItems;
        """)
        try write("App/Constants.m", "#import \"Constants.h\"\nNSString *const kNoItems = @\"\";\n")
        try write("App/TranslationStore.h", """
        #import <Foundation/Foundation.h>
        @interface TranslationStore : NSObject
        + (instancetype)defaultStore;
        - (NSString *)translationWithKey:(NSString *)key defaultValue:(NSString *)defaultValue;
        @end
        """)
        try write("App/DataViewController.h", """
        #import <UIKit/UIKit.h>
        #import "UIScrollView+EmptyDataSet.h"
        @interface DataViewController : UITableViewController <DZNEmptyDataSetSource, DZNEmptyDataSetDelegate>
        @property (nonatomic, strong, nullable) UIImage *emptyDataImage;
        @property (nonatomic, copy, nullable) NSString *emptyDataTitle;
        @property (nonatomic, copy, nullable) NSString *emptyDataButton;
        @end
        """)
        try write("App/DataViewController.m", """
        #import "DataViewController.h"
        #import "Constants.h"
        #import "TranslationStore.h"
        @implementation DataViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.tableView.emptyDataSetSource = self;
            self.tableView.emptyDataSetDelegate = self;
        }
        - (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)scrollView {
            NSString *text = _emptyDataTitle ?: Localized(kNoItems, @"No item");
            return [[NSAttributedString alloc] initWithString:text attributes:nil];
        }
        - (UIImage *)imageForEmptyDataSet:(UIScrollView *)scrollView {
            return _emptyDataImage;
        }
        - (NSAttributedString *)buttonTitleForEmptyDataSet:(UIScrollView *)scrollView forState:(UIControlState)state {
            NSString *text = _emptyDataButton ?: Localized(kNoItems, @"Tap to reload");
            return [[NSAttributedString alloc] initWithString:text attributes:nil];
        }
        - (BOOL)emptyDataSetShouldDisplay:(UIScrollView *)scrollView {
            return YES;
        }
        @end
        """)
    }

    private func writeSubclass(_ name: String, _ body: String) throws {
        try write("App/\(name).h", "#import \"DataViewController.h\"\n@interface \(name) : DataViewController\n@end\n")
        try write("App/\(name).m", "#import \"\(name).h\"\n#import \"Constants.h\"\n#import \"TranslationStore.h\"\n@implementation \(name)\n\(body)\n@end\n")
    }

    private func imported() -> [ImportedScreen] {
        let found = SourceFiles.find(in: [folder + "/App"])
        return AppImport.read(found.sources, headers: found.headers, strings: found.strings).screens.sorted { $0.name < $1.name }
    }

    /// A subclass's `customizeEmptyDataSet`, sent from its `viewDidLoad`, sets what the base's
    /// methods read through the instance variables; the lookup's default is its text.
    func testASetUpStepViewDidLoadSendsSetsTheInstanceVariablesTheBaseReads() throws {
        try writeBase()
        try writeSubclass("CartViewController", """
        - (void)viewDidLoad {
            [super viewDidLoad];
            [self customizeEmptyDataSet];
        }
        - (void)customizeEmptyDataSet {
            self.emptyDataImage = [UIImage imageNamed:@"EmptyCart"];
            self.emptyDataTitle = Localized(kNoItems, @"Empty cart");
            self.emptyDataButton = [Localized(kNoItems, @"Go shopping") uppercaseString];
        }
        """)
        let cart = imported().first { $0.name.hasPrefix("CartViewController") }
        XCTAssertEqual(cart?.template["title"]?["text"], .string("Empty cart"))
        XCTAssertEqual(cart?.template["image"]?["name"], .string("EmptyCart"))
        XCTAssertEqual(cart?.template["button"]?["title"]?["normal"]?["text"], .string("GO SHOPPING"))
    }

    /// A class that sets nothing up shows the defaults after `?:` (its instance variables are nil),
    /// with a warning naming the property; its image is none.
    func testAnUnsetInstanceVariableGivesTheDefaultAfterTheElvis() throws {
        try writeBase()
        let screens = imported()
        XCTAssertEqual(screens.map(\.name), ["DataViewController"])
        let base = screens.first
        XCTAssertEqual(base?.template["title"]?["text"], .string("No item"))
        XCTAssertEqual(base?.template["button"]?["title"]?["normal"]?["text"], .string("Tap to reload"))
        XCTAssertNil(base?.template["image"])
        XCTAssertTrue(base?.warnings.contains { $0.contains("emptyDataTitle") && $0.contains("?:") } ?? false, "\(base?.warnings ?? [])")
    }

    /// A set-up step nobody sends sets nothing: the class draws the base's defaults.
    func testASetUpStepNobodySendsSetsNothing() throws {
        try writeBase()
        try writeSubclass("OrderViewController", """
        - (void)customizeEmptyDataSet {
            self.emptyDataTitle = @"There was an error";
        }
        """)
        for screen in imported() {
            XCTAssertNotEqual(screen.template["title"]?["text"], .string("There was an error"), screen.name)
        }
    }

    /// A plain source object that sets nothing up itself (OBAEmptyDataSetSource): its creator
    /// sets its properties, so what it returns stays a placeholder, not nil.
    func testAPlainSourceObjectsPropertiesAreItsCreatorsToSet() throws {
        try write("App/EmptySource.h", """
        #import <UIKit/UIKit.h>
        #import "UIScrollView+EmptyDataSet.h"
        @interface EmptySource : NSObject <DZNEmptyDataSetSource>
        @property (nonatomic, copy) NSString *title;
        @property (nonatomic, strong) UIImage *image;
        - (instancetype)initWithTitle:(NSString *)title;
        @end
        """)
        try write("App/EmptySource.m", """
        #import "EmptySource.h"
        @implementation EmptySource
        - (instancetype)initWithTitle:(NSString *)title {
            self = [super init];
            if (self) { _title = [title copy]; }
            return self;
        }
        - (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)scrollView {
            return [[NSAttributedString alloc] initWithString:self.title ?: @"Nothing"];
        }
        - (UIImage *)imageForEmptyDataSet:(UIScrollView *)scrollView {
            return self.image;
        }
        @end
        """)
        let source = imported().first
        XCTAssertEqual(source?.name, "EmptySource")
        guard case let .string(image)? = source?.template["image"]?["name"] else { return XCTFail("\(String(describing: source?.template))") }
        XCTAssertTrue(image.hasPrefix("⟨"), "a placeholder for what the creator sets: \(image)")
        XCTAssertNotEqual(source?.template["title"]?["text"], .string("Nothing"))
    }

    /// A subclass whose `emptyDataSetShouldDisplay:` returns NO is no screen.
    func testASubclassThatTurnsTheEmptyStateOffIsNoScreen() throws {
        try writeBase()
        try writeSubclass("FormViewController", """
        - (BOOL)emptyDataSetShouldDisplay:(UIScrollView *)scrollView {
            return NO;
        }
        """)
        try writeSubclass("ListViewController", "")
        let screens = imported()
        XCTAssertFalse(screens.contains { $0.name.hasPrefix("FormViewController") }, "\(screens.map(\.name))")
        XCTAssertEqual(screens.map { $0.template["title"]?["text"] }, [.string("No item")], "the base's reading, once")
    }
}
