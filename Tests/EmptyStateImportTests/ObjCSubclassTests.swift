import EmptyStateImport
import EmptyStateModel
import Foundation
import XCTest

/// An Objective-C DZNEmptyDataSet data source that the app subclasses: each subclass is a
/// screen at its `@implementation`, read with its own overrides (of a method its superclass's
/// data-source methods send to self, of a data-source method) over its superclasses', across
/// files, its superclass named by its header wherever that is; the data source itself is not.
final class ObjCSubclassTests: SourceFolderTestCase {
    /// The base's data-source methods send `emptyTitle` and `emptyImageName` to self; its
    /// description is a macro of its own header, its background colour is not a literal.
    private func writeBase(title: String = "Nothing") throws {
        try write("App/Base/Strings.h", "#define kEmptyHint @\"Pull down to refresh.\"\n")
        try write("App/Base/BaseTableViewController.h", """
        #import <UIKit/UIKit.h>
        @interface BaseTableViewController : UITableViewController <DZNEmptyDataSetSource>
        - (NSString *)emptyTitle;
        @end
        """)
        try write("App/Base/BaseTableViewController.m", """
        #import "BaseTableViewController.h"
        #import "Strings.h"

        @implementation BaseTableViewController
        - (NSString *)emptyTitle { return @"\(title)"; }
        - (NSString *)emptyImageName { return @"empty"; }
        - (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)scrollView {
            return [[NSAttributedString alloc] initWithString:[self emptyTitle]];
        }
        - (NSAttributedString *)descriptionForEmptyDataSet:(UIScrollView *)scrollView {
            return [[NSAttributedString alloc] initWithString:kEmptyHint];
        }
        - (UIImage *)imageForEmptyDataSet:(UIScrollView *)scrollView {
            return [UIImage imageNamed:self.emptyImageName];
        }
        - (UIColor *)backgroundColorForEmptyDataSet:(UIScrollView *)scrollView {
            return self.viewModel.tint;
        }
        @end
        """)
    }

    private func writeSubclasses(headerFolder: String = "App/Features") throws {
        try write("\(headerFolder)/InboxViewController.h", """
        #import "BaseTableViewController.h"
        @interface InboxViewController : BaseTableViewController
        @end
        """)
        try write("App/Features/InboxViewController.m", """
        #import "InboxViewController.h"

        @implementation InboxViewController
        - (NSString *)emptyTitle { return @"No Mail"; }
        @end
        """)
        try write("\(headerFolder)/ArchiveViewController.h", """
        #import "BaseTableViewController.h"
        @interface ArchiveViewController : BaseTableViewController
        @end
        @interface OldArchiveViewController : ArchiveViewController
        @end
        """)
        try write("App/Features/ArchiveViewController.m", """
        #import "ArchiveViewController.h"

        @implementation ArchiveViewController
        - (NSString *)emptyImageName { return @"archive"; }
        - (NSAttributedString *)descriptionForEmptyDataSet:(UIScrollView *)scrollView {
            return [[NSAttributedString alloc] initWithString:@"Archived mail shows here."];
        }
        @end

        @implementation OldArchiveViewController
        - (NSString *)emptyTitle { return @"Old"; }
        @end
        """)
    }

    private func readApp() -> AppImport {
        let found = SourceFiles.find(in: [folder + "/App"])
        return AppImport.read(found.sources, headers: found.headers)
    }

    func testEverySubclassIsAScreenWithItsOverrides() throws {
        try writeBase()
        try writeSubclasses()
        let app = readApp()
        XCTAssertEqual(app.unreadable, [])
        XCTAssertEqual(app.screens.map(\.name), ["ArchiveViewController", "OldArchiveViewController", "InboxViewController"])
        guard app.screens.count == 3 else { return }
        let archive = app.screens[0], old = app.screens[1], inbox = app.screens[2]

        // A method the base sends to self, overridden; the base's value for the other.
        XCTAssertEqual(inbox.template["title"]?["text"], .string("No Mail"))
        XCTAssertEqual(inbox.template["image"], .map([TemplateEntry("name", .string("empty"))]))
        XCTAssertEqual(inbox.template["description"]?["text"], .string("Pull down to refresh."), "the base's header's macro")
        XCTAssertEqual(inbox.file, folder + "/App/Features/InboxViewController.m")
        XCTAssertEqual(inbox.line, 3)
        // What the base computes at run time is named where the base's file says it.
        XCTAssertEqual(inbox.warnings, ["\(folder!)/App/Base/BaseTableViewController.m:17:12: -[BaseTableViewController backgroundColorForEmptyDataSet:]: backgroundColor is not a literal: self.viewModel.tint"])

        // A data-source method it overrides, and a method the base's `self.emptyImageName` runs.
        XCTAssertEqual(archive.template["description"]?["text"], .string("Archived mail shows here."))
        XCTAssertEqual(archive.template["image"], .map([TemplateEntry("name", .string("archive"))]))
        XCTAssertEqual(archive.template["title"]?["text"], .string("Nothing"))
        // Two levels down: its own title, its superclass's description and image.
        XCTAssertEqual(old.template["title"]?["text"], .string("Old"))
        XCTAssertEqual(old.template["description"]?["text"], .string("Archived mail shows here."))
        XCTAssertEqual(old.template["image"], .map([TemplateEntry("name", .string("archive"))]))
        XCTAssertEqual(old.file, folder + "/App/Features/ArchiveViewController.m")
        XCTAssertEqual(old.line, 10)
    }

    func testASubclassWithACategoryInAnotherFileIsOneScreen() throws {
        try writeBase()
        try writeSubclasses()
        try write("App/Features/InboxViewController+Empty.m", """
        #import "InboxViewController.h"

        @implementation InboxViewController (Empty)
        - (NSString *)emptyImageName { return @"inbox"; }
        @end
        """)
        let app = readApp()
        XCTAssertEqual(app.screens.map(\.name), ["ArchiveViewController", "OldArchiveViewController", "InboxViewController"])
        let inbox = app.screens.last
        XCTAssertEqual(inbox?.template["title"]?["text"], .string("No Mail"))
        XCTAssertEqual(inbox?.template["image"], .map([TemplateEntry("name", .string("inbox"))]), "the category's override")
        XCTAssertEqual(inbox?.file, folder + "/App/Features/InboxViewController.m")
    }

    func testTheSuperclassIsFoundInAHeaderInAnotherFolder() throws {
        try writeBase()
        try writeSubclasses(headerFolder: "App/Headers")
        let app = readApp()
        XCTAssertEqual(app.screens.map(\.name), ["ArchiveViewController", "OldArchiveViewController", "InboxViewController"])
        XCTAssertEqual(app.screens.last?.template["title"]?["text"], .string("No Mail"))
    }

    func testADataSourceNobodySubclassesStaysAScreen() throws {
        try writeBase()
        // A subclass only declared (no @implementation anywhere) and one in Swift, which the
        // Objective-C reader cannot read as a subclass: the data source stays itself.
        try write("App/Ghost.h", "#import \"BaseTableViewController.h\"\n@interface GhostViewController : BaseTableViewController\n@end\n")
        try write("App/Swifty.swift", "import UIKit\n\nfinal class SwiftyViewController: BaseTableViewController {}\n")
        let app = readApp()
        XCTAssertEqual(app.screens.map(\.name), ["BaseTableViewController"])
        guard let base = app.screens.first else { return }
        XCTAssertEqual(base.template["title"]?["text"], .string("Nothing"))
        XCTAssertEqual(base.template["image"], .map([TemplateEntry("name", .string("empty"))]))
        XCTAssertEqual(base.file, folder + "/App/Base/BaseTableViewController.m")
    }

    func testAChangedSuperclassFileIsReadAgain() throws {
        try writeBase()
        try writeSubclasses()
        XCTAssertEqual(readApp().screens.first?.template["title"]?["text"], .string("Nothing"))
        try writeBase(title: "Empty")
        XCTAssertEqual(readApp().screens.first?.template["title"]?["text"], .string("Empty"))
    }

    func testADataSourceWhoseMethodsAreInACategoryFileIsReadWithItsClass() throws {
        try write("App/ListViewController.h", "@interface ListViewController : UITableViewController\n@end\n")
        try write("App/ListViewController.m", """
        #import "ListViewController.h"

        @implementation ListViewController
        - (NSString *)emptyTitle { return @"No Items"; }
        @end
        """)
        try write("App/ListViewController+Empty.m", """
        #import "ListViewController.h"

        @implementation ListViewController (Empty)
        - (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)scrollView {
            return [[NSAttributedString alloc] initWithString:self.emptyTitle];
        }
        @end
        """)
        let app = readApp()
        XCTAssertEqual(app.screens.map(\.name), ["ListViewController"])
        XCTAssertEqual(app.screens.first?.template["title"]?["text"], .string("No Items"))
        XCTAssertEqual(app.screens.first?.file, folder + "/App/ListViewController.m")
        XCTAssertEqual(app.screens.first?.line, 3)
    }

    func testASubclassInTheSameFileAndAClassLoop() throws {
        try write("App/Feed.m", """
        @interface FeedViewController : UIViewController <DZNEmptyDataSetSource>
        @end
        @interface SavedViewController : FeedViewController
        @end

        @implementation FeedViewController
        - (NSString *)emptyMessage { return @"No posts yet"; }
        - (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)scrollView {
            return [[NSAttributedString alloc] initWithString:[self emptyMessage]];
        }
        @end

        @implementation SavedViewController
        - (NSString *)emptyMessage { return @"Nothing saved"; }
        @end
        """)
        // Two classes that inherit from each other (no compiler takes it; the reader must not loop).
        try write("App/Loop.h", "@interface Ping : Pong\n@end\n@interface Pong : Ping\n@end\n")
        try write("App/Loop.m", """
        #import "Loop.h"
        @implementation Ping
        - (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)scrollView {
            return [[NSAttributedString alloc] initWithString:[self name]];
        }
        - (NSString *)name { return [self name]; }
        @end
        @implementation Pong
        @end
        """)
        let app = readApp()
        XCTAssertEqual(app.unreadable, [])
        // Pong inherits Ping's data source (Ping's own superclass is not one) and draws what Ping
        // draws: Ping's screen stands for both; a method that sends itself stays what it is.
        XCTAssertEqual(app.screens.map(\.name).sorted(), ["Ping", "SavedViewController"])
        XCTAssertEqual(app.screens.first { $0.name == "SavedViewController" }?.template["title"]?["text"], .string("Nothing saved"))
        XCTAssertEqual(app.screens.first { $0.name == "Ping" }?.template["title"]?["text"], .string("\u{27E8}[self name]\u{27E9}"))
    }

    /// A base whose data-source methods return properties each subclass sets up in `init` or
    /// `viewDidLoad` (`self.emptyDataSetTitle = NSLocalizedString(…)`): each subclass is a screen
    /// with what it assigns, the later set-up method winning; one that sets nothing keeps the placeholder.
    func testPropertiesASubclassSetsUpAreItsValues() throws {
        try write("App/Kit/StaticTableViewController.h", """
        #import <UIKit/UIKit.h>
        @interface StaticTableViewController : UITableViewController <DZNEmptyDataSetSource>
        @property (nonatomic, copy) NSString *emptyDataSetTitle;
        @property (nonatomic, copy) NSString *emptyDataSetDescription;
        @end
        """)
        try write("App/Kit/StaticTableViewController.m", """
        #import "StaticTableViewController.h"
        @implementation StaticTableViewController
        - (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)scrollView {
            return [[NSAttributedString alloc] initWithString:self.emptyDataSetTitle];
        }
        - (NSAttributedString *)descriptionForEmptyDataSet:(UIScrollView *)scrollView {
            return [[NSAttributedString alloc] initWithString:self.emptyDataSetDescription];
        }
        @end
        """)
        try write("App/UI/RecentStopsViewController.h", """
        #import "StaticTableViewController.h"
        @interface RecentStopsViewController : StaticTableViewController
        @end
        """)
        try write("App/UI/RecentStopsViewController.m", """
        #import "RecentStopsViewController.h"
        @implementation RecentStopsViewController
        - (id)init {
            self = [super init];
            if (self) {
                self.emptyDataSetTitle = NSLocalizedString(@"msg_no_recent_stops", @"");
                self.emptyDataSetDescription = @"Stops you look at appear here.";
            }
            return self;
        }
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.emptyDataSetDescription = @"Stops you visit appear here.";
        }
        @end
        """)
        let app = readApp()
        let recent = try XCTUnwrap(app.screens.first { $0.name == "RecentStopsViewController" })
        XCTAssertEqual(recent.template["title"]?["key"], .string("msg_no_recent_stops"))
        XCTAssertEqual(recent.template["description"]?["text"], .string("Stops you visit appear here."), "viewDidLoad runs after init")
    }
}
