import EmptyStateImport
import EmptyStateLocalization
import EmptyStateModel
import Foundation
import XCTest

/// Shapes of issue 45's sixty-third and sixty-fourth rounds: CHCloudHealth's `UITableView
/// (Empty)`, a category that makes the table its own data source, worded by each controller
/// through associated properties, with a `- (BOOL)isReachable { return YES; }` it branches on;
/// soundscape's strings, in `en-US.lproj` and `en-GB.lproj` only.
final class SixtyFourthRoundShapesTests: SourceFolderTestCase {
    private func writeCategory() throws {
        try write("App/UITableView+Empty.h", """
        #import <UIKit/UIKit.h>
        #import "UIScrollView+EmptyDataSet.h"
        @interface UITableView (Empty) <DZNEmptyDataSetSource, DZNEmptyDataSetDelegate>
        @property (nonatomic, assign) BOOL loading;
        @property (nonatomic, strong) NSString *loadedImageName;
        @property (nonatomic, strong) NSString *descriptionText;
        @property (nonatomic, strong) NSString *buttonText;
        @end
        """)
        try write("App/UITableView+Empty.m", """
        #import "UITableView+Empty.h"
        #import <objc/runtime.h>
        @implementation UITableView (Empty)
        static const BOOL loadingKey;
        static const char loadedImageNameKey;
        static const char descriptionTextKey;
        static const char buttonTextKey;
        - (void)setLoading:(BOOL)loading {
            if (loading == YES) {
                self.emptyDataSetSource = self;
                self.emptyDataSetDelegate = self;
            }
            objc_setAssociatedObject(self, &loadingKey, @(loading), OBJC_ASSOCIATION_ASSIGN);
        }
        - (void)setLoadedImageName:(NSString *)loadedImageName {
            objc_setAssociatedObject(self, &loadedImageNameKey, loadedImageName, OBJC_ASSOCIATION_COPY_NONATOMIC);
        }
        - (void)setDescriptionText:(NSString *)descriptionText {
            objc_setAssociatedObject(self, &descriptionTextKey, descriptionText, OBJC_ASSOCIATION_COPY_NONATOMIC);
        }
        - (void)setButtonText:(NSString *)buttonText {
            objc_setAssociatedObject(self, &buttonTextKey, buttonText, OBJC_ASSOCIATION_COPY_NONATOMIC);
        }
        - (BOOL)loading {
            NSNumber *number = objc_getAssociatedObject(self, &loadingKey);
            return number.unsignedIntegerValue;
        }
        - (NSString *)loadedImageName { return objc_getAssociatedObject(self, &loadedImageNameKey); }
        - (NSString *)descriptionText { return objc_getAssociatedObject(self, &descriptionTextKey); }
        - (NSString *)buttonText { return objc_getAssociatedObject(self, &buttonTextKey); }
        - (UIImage *)imageForEmptyDataSet:(UIScrollView *)scrollView {
            if (![self isReachable]) {
                return [UIImage imageNamed:@"offline"];
            } else if (self.loading) {
                return nil;
            } else {
                NSString *imageName = @"empty_box";
                if (self.loadedImageName) {
                    imageName = self.loadedImageName;
                }
                return [UIImage imageNamed:imageName];
            }
        }
        - (NSAttributedString *)descriptionForEmptyDataSet:(UIScrollView *)scrollView {
            if (![self isReachable]) {
                return [[NSAttributedString alloc] initWithString:@"No network" attributes:nil];
            } else if (self.loading) {
                return nil;
            } else {
                NSString *text = @"No data!";
                if (self.descriptionText) {
                    text = self.descriptionText;
                }
                return [[NSAttributedString alloc] initWithString:text attributes:nil];
            }
        }
        - (NSAttributedString *)buttonTitleForEmptyDataSet:(UIScrollView *)scrollView forState:(UIControlState)state {
            if (self.loading) {
                return nil;
            }
            if (self.buttonText && self.buttonText.length > 0) {
                return [[NSAttributedString alloc] initWithString:self.buttonText attributes:nil];
            }
            return nil;
        }
        - (BOOL)isReachable {
            return YES;
        }
        @end
        """)
    }

    private func writeController(_ name: String, configuring lines: String) throws {
        try write("App/\(name).m", """
        #import "\(name).h"
        #import "UITableView+Empty.h"
        @implementation \(name)
        - (void)viewDidLoad {
            [super viewDidLoad];
        \(lines)
        }
        - (void)requestFinished {
            self.tableView.loading = NO;
        }
        @end
        """)
        try write("App/\(name).h", "#import <UIKit/UIKit.h>\n@interface \(name) : UITableViewController\n@end\n")
    }

    private func imported() -> [ImportedScreen] {
        let found = SourceFiles.find(in: [folder + "/App"])
        return AppImport.read(found.sources, headers: found.headers, strings: found.strings).screens.sorted { $0.name < $1.name }
    }

    /// Each controller that sets `loading = YES` on its table is a screen with what it assigns;
    /// one that only sets `loading = NO` never turns the source on; the category is no screen.
    func testATableCategoryThatIsItsOwnSourceIsDrawnPerControllerThatTurnsItOn() throws {
        try writeCategory()
        try writeController("MessagesController", configuring: """
            self.tableView.descriptionText = @"No messages yet";
            self.tableView.loading = YES;
        """)
        try writeController("HomeController", configuring: """
            _tableView.descriptionText = @"Loading failed";
            _tableView.loadedImageName = @"sad_cloud";
            [_tableView setButtonText:@"Reload"];
            [_tableView setLoading:YES];
        """)
        try writeController("PlainController", configuring: "    self.tableView.loading = YES;\n")
        try writeController("NeverOnController", configuring: "    self.tableView.descriptionText = @\"Never shown\";\n")
        let screens = imported()
        XCTAssertEqual(screens.map(\.name), ["HomeController", "MessagesController", "PlainController"])
        guard screens.count == 3 else { return }
        let home = screens[0], messages = screens[1], plain = screens[2]
        XCTAssertEqual(home.template["description"]?["text"], .string("Loading failed"))
        XCTAssertEqual(home.template["image"]?["name"], .string("sad_cloud"))
        XCTAssertEqual(home.template["button"]?["title"]?["normal"]?["text"], .string("Reload"))
        XCTAssertEqual(home.line, 6, "the first line that configures the table")
        XCTAssertEqual(messages.template["description"]?["text"], .string("No messages yet"))
        XCTAssertEqual(messages.template["image"]?["name"], .string("empty_box"), "the category's own image where none is given")
        XCTAssertNil(messages.template["button"], "no button text given: no button")
        XCTAssertEqual(plain.template["description"]?["text"], .string("No data!"))
        for screen in screens {
            XCTAssertNil(screen.template["variants"], "\(screen.name): the loading spinner draws nothing, and reachability is known")
        }
    }

    /// Nothing turns the category on: its body stays a screen of its own, as every source nobody
    /// calls, and `[self isReachable]`, whose getter says YES, is no variant of it.
    func testACategoryNobodyTurnsOnIsItsOwnScreenReadWithItsConstantGetter() throws {
        try writeCategory()
        try writeController("NeverOnController", configuring: "    self.tableView.descriptionText = @\"Never shown\";\n")
        let screens = imported()
        XCTAssertEqual(screens.map(\.name), ["UITableView"])
        XCTAssertEqual(screens.first?.template["image"]?["name"], .string("empty_box"), "reachable, as its getter says")
        XCTAssertNotEqual(screens.first?.template["description"]?["text"], .string("No network"))
    }

    /// DanDanPlay's shape: `UIScrollView (Base)` draws `self.titleForEmptyView` (its getter's
    /// default when nil) and shows only when `self.showEmptyView`; `BaseTableView`, a table that
    /// makes itself the source when made, sets that flag in `endRefreshing`. A controller that
    /// makes one (or has one from a nib) and ends refreshing, or sets the flag, is a screen at
    /// that line; one that never turns it on, and one that is a source of its own, are not; nor
    /// is a scroll view subclass that merely inherits the category.
    func testAViewThatMakesItselfTheSourceOfACategorysMethodsIsDrawnWhereAControllerMakesIt() throws {
        try write("App/UIScrollView+Base.h", """
        #import <UIKit/UIKit.h>
        @interface UIScrollView (Base)
        @property (assign, nonatomic, getter=isShowEmptyView) BOOL showEmptyView;
        @property (copy, nonatomic) NSString *titleForEmptyView;
        @property (copy, nonatomic) NSString *descriptionForEmptyView;
        - (void)endRefreshing;
        @end
        """)
        try write("App/UIScrollView+Base.m", """
        #import "UIScrollView+Base.h"
        static int *showEmptyViewKey;
        @implementation UIScrollView (Base)
        - (void)setTitleForEmptyView:(NSString *)titleForEmptyView {
            objc_setAssociatedObject(self, @selector(titleForEmptyView), titleForEmptyView, OBJC_ASSOCIATION_RETAIN_NONATOMIC);
        }
        - (NSString *)titleForEmptyView {
            NSString *title = objc_getAssociatedObject(self, _cmd);
            if (title == nil) {
                title = @"No data";
            }
            return title;
        }
        - (void)setDescriptionForEmptyView:(NSString *)descriptionForEmptyView {
            objc_setAssociatedObject(self, @selector(descriptionForEmptyView), descriptionForEmptyView, OBJC_ASSOCIATION_RETAIN_NONATOMIC);
        }
        - (NSString *)descriptionForEmptyView {
            NSString *text = objc_getAssociatedObject(self, _cmd);
            if (text == nil) {
                text = @"Tap to refresh";
            }
            return text;
        }
        - (void)setShowEmptyView:(BOOL)showEmptyView {
            objc_setAssociatedObject(self, &showEmptyViewKey, @(showEmptyView), OBJC_ASSOCIATION_RETAIN_NONATOMIC);
        }
        - (BOOL)isShowEmptyView {
            NSNumber *value = objc_getAssociatedObject(self, &showEmptyViewKey);
            return value.boolValue;
        }
        - (void)endRefreshing {
        }
        - (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)scrollView {
            if (self.titleForEmptyView) {
                return [[NSAttributedString alloc] initWithString:self.titleForEmptyView attributes:nil];
            }
            return nil;
        }
        - (NSAttributedString *)descriptionForEmptyDataSet:(UIScrollView *)scrollView {
            if (self.descriptionForEmptyView) {
                return [[NSAttributedString alloc] initWithString:self.descriptionForEmptyView attributes:nil];
            }
            return nil;
        }
        - (BOOL)emptyDataSetShouldDisplay:(UIScrollView *)scrollView {
            return self.showEmptyView;
        }
        @end
        """)
        try write("App/BaseTableView.h", "#import <UIKit/UIKit.h>\n@interface BaseTableView : UITableView\n- (void)endRefreshing;\n@end\n")
        try write("App/BaseTableView.m", """
        #import "BaseTableView.h"
        #import "UIScrollView+Base.h"
        @implementation BaseTableView
        - (void)endRefreshing {
            self.showEmptyView = YES;
            [self reloadEmptyDataSet];
        }
        - (instancetype)initWithFrame:(CGRect)frame style:(UITableViewStyle)style {
            if (self = [super initWithFrame:frame style:style]) {
                self.emptyDataSetSource = self;
                self.emptyDataSetDelegate = self;
            }
            return self;
        }
        @end
        """)
        try write("App/PagingScrollView.h", "#import <UIKit/UIKit.h>\n@interface PagingScrollView : UIScrollView\n@end\n")
        try write("App/PagingScrollView.m", "#import \"PagingScrollView.h\"\n@implementation PagingScrollView\n- (void)layoutSubviews {\n}\n@end\n")
        func controller(_ name: String, _ body: String) throws {
            try write("App/\(name).h", "#import <UIKit/UIKit.h>\n@interface \(name) : UIViewController\n@end\n")
            try write("App/\(name).m", "#import \"\(name).h\"\n#import \"BaseTableView.h\"\n#import \"UIScrollView+Base.h\"\n" + body)
        }
        try controller("SearchController", """
        @interface SearchController ()
        @property (strong, nonatomic) BaseTableView *tableView;
        @end
        @implementation SearchController
        - (void)searchFinished {
            [self.tableView endRefreshing];
        }
        - (BaseTableView *)tableView {
            if (_tableView == nil) {
                _tableView = [[BaseTableView alloc] initWithFrame:CGRectZero style:UITableViewStylePlain];
                _tableView.titleForEmptyView = @"No results";
                _tableView.descriptionForEmptyView = @"Try another word";
            }
            return _tableView;
        }
        @end
        """)
        try controller("FilesController", """
        @implementation FilesController
        - (void)viewDidLoad {
            BaseTableView *table = [[BaseTableView alloc] initWithFrame:CGRectZero style:UITableViewStylePlain];
            table.descriptionForEmptyView = @"";
            table.showEmptyView = YES;
        }
        @end
        """)
        try controller("HistoryView", """
        @interface HistoryView ()
        @property (weak, nonatomic) IBOutlet BaseTableView *tableView;
        @end
        @implementation HistoryView
        - (void)reload {
            [self.tableView endRefreshing];
        }
        @end
        """)
        try controller("SettingsController", """
        @implementation SettingsController
        - (void)viewDidLoad {
            _tableView = [[BaseTableView alloc] initWithFrame:CGRectZero style:UITableViewStyleGrouped];
        }
        @end
        """)
        try controller("OwnSourceController", """
        @implementation OwnSourceController
        - (void)viewDidLoad {
            _tableView = [[BaseTableView alloc] initWithFrame:CGRectZero style:UITableViewStylePlain];
            _tableView.emptyDataSetSource = self;
            [_tableView endRefreshing];
        }
        - (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)scrollView {
            return [[NSAttributedString alloc] initWithString:@"Nothing downloaded" attributes:nil];
        }
        @end
        """)
        let screens = imported()
        XCTAssertEqual(screens.map(\.name), ["FilesController", "HistoryView", "OwnSourceController", "SearchController"])
        guard screens.count == 4 else { return }
        let files = screens[0], history = screens[1], search = screens[3]
        XCTAssertEqual(search.template["title"]?["text"], .string("No results"))
        XCTAssertEqual(search.template["description"]?["text"], .string("Try another word"))
        XCTAssertEqual(search.line, 13, "the line that makes the table")
        XCTAssertEqual(files.template["title"]?["text"], .string("No data"), "the getter's default")
        XCTAssertNil(files.template["description"], "an empty text: no label")
        XCTAssertEqual(history.template["description"]?["text"], .string("Tap to refresh"))
        XCTAssertEqual(history.line, 5, "the nib's outlet")
        XCTAssertEqual(screens[2].template["title"]?["text"], .string("Nothing downloaded"), "its own source's methods")
    }

    /// PocketMesh's SwiftGen strings nest an `enum Search` under `List.Empty` and another under
    /// `Discovery.Empty`, each with its own `static func description(_:)`: a call that names the
    /// whole path is that one's, whichever file declares them first.
    func testSwiftGenFunctionsOfSameNamedNestedEnumsAreTheOneTheCallNames() throws {
        try write("App/Generated/L10n.swift", """
        import Foundation
        public enum L10n {
          public enum Contacts {
            public enum Discovery {
              public enum Empty {
                public enum Search {
                  public static func description(_ p1: Any) -> String {
                    return L10n.tr("Contacts", "contacts.discovery.empty.search.description", String(describing: p1))
                  }
                }
              }
            }
            public enum List {
              public enum Empty {
                public enum Search {
                  public static func description(_ p1: Any) -> String {
                    return L10n.tr("Contacts", "contacts.list.empty.search.description", String(describing: p1))
                  }
                }
              }
            }
          }
        }
        extension L10n {
          static func tr(_ table: String, _ key: String, _ args: CVarArg...) -> String {
            let format = Bundle.main.localizedString(forKey: key, value: nil, table: table)
            return String(format: format, locale: Locale.current, arguments: args)
          }
        }
        """)
        try write("App/ContactsSearchEmptyView.swift", """
        import SwiftUI
        struct ContactsSearchEmptyView: View {
            let searchText: String
            var body: some View {
                ContentUnavailableView("No Results", systemImage: "magnifyingglass",
                                       description: Text(L10n.Contacts.List.Empty.Search.description(searchText)))
            }
        }
        """)
        let found = SourceFiles.find(in: [folder + "/App"])
        let screens = AppImport.read(found.sources, strings: found.strings).screens
        let description = try XCTUnwrap(screens.first?.template["description"])
        XCTAssertEqual(description["key"], .string("contacts.list.empty.search.description"))
        XCTAssertEqual(description["table"], .string("Contacts"))
    }

    /// `en-US.lproj` and `en-GB.lproj` and no `en.lproj`: a phone set to English reads the
    /// US table, not the key; a British phone its own.
    func testOnlyRegionalTablesOfALanguageGiveThatLanguagesPhoneTheirText() throws {
        try write("Strings/en-US.lproj/Localizable.strings", "\"poi.loading\" = \"Loading Nearby Places\";\n\"poi.colour\" = \"Color\";\n")
        try write("Strings/en-GB.lproj/Localizable.strings", "\"poi.loading\" = \"Loading Nearby Places\";\n\"poi.colour\" = \"Colour\";\n")
        try write("Strings/fr-CA.lproj/Localizable.strings", "\"poi.colour\" = \"Couleur\";\n")
        let table = try StringTable.load(paths: [folder + "/Strings"])
        XCTAssertEqual(table.lookup("poi.colour", locale: LocaleIdentifier("en")!)?.locale, "en-US")
        XCTAssertEqual(table.lookup("poi.colour", locale: LocaleIdentifier("en-GB")!)?.locale, "en-GB")
        XCTAssertEqual(table.lookup("poi.colour", locale: LocaleIdentifier("fr")!)?.locale, "fr-CA", "the language's only region")
        XCTAssertEqual(table.lookup("poi.loading", locale: LocaleIdentifier("de")!)?.locale, "en-US",
                       "no German: the development language's likely region")
        XCTAssertNil(table.lookup("poi.missing", locale: LocaleIdentifier("en")!))
    }
}
