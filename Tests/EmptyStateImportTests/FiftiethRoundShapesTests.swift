import EmptyStateImport
import EmptyStateModel
import Foundation
import XCTest

/// Shapes of issue 45's fiftieth round: a status compared through a local that holds the view
/// model (`PSMeetingHistoryViewModel *historyViewModel = (…)self.viewModel`), whose enum's one
/// other value means the data came (YuwuPubic); a view that shows its empty state only when
/// given an optional message, and sources outside every folder an Xcode 16 project builds
/// (spread-app-ios).
final class FiftiethRoundShapesTests: SourceFolderTestCase {
    private func writeStatusHeader(otherCase: String) throws {
        try write("App/PSViewModelService.h", """
        #import <Foundation/Foundation.h>
        typedef NS_ENUM(NSInteger, PSDataStatus) {
            PSDataInitial = 0, // not loaded yet
            PSDataError,
            PSDataEmpty,
            \(otherCase)
        };
        @protocol PSViewModelService <NSObject>
        @property (nonatomic, assign) PSDataStatus dataStatus;
        @end
        """)
        try write("App/PSHistoryViewModel.h", """
        #import "PSViewModelService.h"
        @interface PSHistoryViewModel : NSObject <PSViewModelService>
        @end
        """)
        try write("App/PSHistoryViewController.m", """
        #import "PSHistoryViewModel.h"
        @interface PSHistoryViewController () <DZNEmptyDataSetSource, DZNEmptyDataSetDelegate>
        @end
        @implementation PSHistoryViewController
        - (void)viewDidLoad {
            self.tableView.emptyDataSetSource = self;
        }
        - (UIImage *)imageForEmptyDataSet:(UIScrollView *)scrollView {
            PSHistoryViewModel *historyViewModel = (PSHistoryViewModel *)self.viewModel;
            UIImage *emptyImage = historyViewModel.dataStatus == PSDataEmpty ? [UIImage imageNamed:@"universalNoneIcon"] : [UIImage imageNamed:@"universalNetErrorIcon"];
            return historyViewModel.dataStatus == PSDataInitial ? nil : emptyImage;
        }
        - (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)scrollView {
            PSHistoryViewModel *historyViewModel = (PSHistoryViewModel *)self.viewModel;
            NSString *tips = historyViewModel.dataStatus == PSDataEmpty ? @"No content" : @"Your network is down";
            return historyViewModel.dataStatus == PSDataInitial ? nil : [[NSAttributedString alloc] initWithString:tips attributes:nil];
        }
        - (NSAttributedString *)buttonTitleForEmptyDataSet:(UIScrollView *)scrollView forState:(UIControlState)state {
            PSHistoryViewModel *historyViewModel = (PSHistoryViewModel *)self.viewModel;
            return historyViewModel.dataStatus == PSDataError ? [[NSAttributedString alloc] initWithString:@"Tap to reload" attributes:nil] : nil;
        }
        @end
        """)
    }

    private func importedWithHeaders() -> [ImportedScreen] {
        let found = SourceFiles.find(in: [folder + "/App"])
        return AppImport.read(found.sources, headers: found.headers, strings: found.strings).screens
    }

    func testAStatusComparedThroughALocalIsAScreenPerValue() throws {
        try writeStatusHeader(otherCase: "PSDataNormal")
        let found = importedWithHeaders()
        XCTAssertEqual(found.map(\.name), ["PSHistoryViewController-empty", "PSHistoryViewController-error"],
                       "the initial status draws nothing, and the normal one has rows: no screen for either")
        let empty = try XCTUnwrap(found.first)
        XCTAssertEqual(empty.template["image"]?["name"], .string("universalNoneIcon"))
        XCTAssertEqual(empty.template["title"]?["text"] ?? empty.template["title"], .string("No content"))
        XCTAssertNil(empty.template["button"])
        let error = try XCTUnwrap(found.last)
        XCTAssertEqual(error.template["image"]?["name"], .string("universalNetErrorIcon"))
        XCTAssertNotNil(error.template["button"])
    }

    func testAnOtherValueThatMayBeAnEmptyListKeepsItsScreen() throws {
        try writeStatusHeader(otherCase: "PSDataTimeout")
        let found = importedWithHeaders()
        XCTAssertEqual(Set(found.map(\.name)), ["PSHistoryViewController-empty", "PSHistoryViewController-error", "PSHistoryViewController-default"],
                       "a value nothing names that may be an empty list (a timeout) is drawn as the code draws it")
    }

    func testAViewShowsItsEmptyStateOnlyWhereItIsGivenItsOptionalMessage() throws {
        try write("App/EntryListEmptyStateView.swift", """
        import SwiftUI
        struct EntryListEmptyStateView: View {
            let message: String
            var body: some View {
                ContentUnavailableView {
                    Text("No Entries")
                } description: {
                    Text(message)
                }
            }
        }
        """)
        try write("App/EntryListView.swift", """
        import SwiftUI
        struct EntryListView: View {
            let sections: [String]
            let emptyStateMessage: String?
            init(sections: [String], emptyStateMessage: String? = nil) {
                self.sections = sections
                self.emptyStateMessage = emptyStateMessage
            }
            var body: some View {
                if sections.isEmpty, let emptyStateMessage {
                    EntryListEmptyStateView(message: emptyStateMessage)
                } else {
                    List(sections, id: \\.self) { Text($0) }
                }
            }
        }
        """)
        try write("App/DayView.swift", """
        import SwiftUI
        struct DayView: View {
            var body: some View {
                EntryListView(sections: [], emptyStateMessage: "Nothing planned for this day yet.")
                EntryListView(sections: ["Open tasks"])
                EntryListView(sections: [], emptyStateMessage: nil)
            }
        }
        """)
        let found = importedScreens()
        XCTAssertEqual(found.count, 1, "the calls that leave the message out, or pass nil, show no empty state: \(found.map(\.line))")
        XCTAssertEqual(found.first?.line, 4)
        XCTAssertEqual(found.first?.template["description"], .string("Nothing planned for this day yet."))
    }

    func testASourceOutsideEveryFolderASynchronizedProjectBuildsIsNotRead() throws {
        try write("App.xcodeproj/project.pbxproj", """
        // !$*UTF8*$!
        {
            objects = {
                A1 /* Spread */ = {
                    isa = PBXFileSystemSynchronizedRootGroup;
                    path = Spread;
                    sourceTree = "<group>";
                };
            };
        }
        """)
        let screen = """
        import SwiftUI
        struct TaskBrowserView: View {
            var body: some View { ContentUnavailableView("No Tasks", systemImage: "tray") }
        }
        """
        try write("Spread/TaskBrowserView.swift", screen)
        try write("OldUI_ReferenceOnly/OldTaskBrowserView.swift", screen.replacingOccurrences(of: "TaskBrowserView", with: "OldTaskBrowserView"))
        let found = SourceFiles.find(in: [folder])
        XCTAssertEqual(found.sources.map { ($0 as NSString).lastPathComponent }, ["TaskBrowserView.swift"])
        XCTAssertEqual(found.sourcesNotInProject.map { ($0 as NSString).lastPathComponent }, ["OldTaskBrowserView.swift"])
    }

    func testASynchronizedGroupThatIsNoFolderBesideItsProjectDecidesNothing() throws {
        try write("App.xcodeproj/project.pbxproj", """
        {
            objects = {
                A1 /* Sources */ = {
                    isa = PBXFileSystemSynchronizedRootGroup;
                    path = Sources;
                    sourceTree = "<group>";
                };
            };
        }
        """)
        try write("App/Sources/ListView.swift", """
        import SwiftUI
        struct ListView: View {
            var body: some View { ContentUnavailableView("No Items", systemImage: "tray") }
        }
        """)
        let found = SourceFiles.find(in: [folder])
        XCTAssertEqual(found.sources.count, 1, "a group nested in another's path is somewhere this reader does not know: every source is read")
        XCTAssertTrue(found.sourcesNotInProject.isEmpty)
    }
}
