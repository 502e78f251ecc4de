import EmptyStateImport
import EmptyStateModel
import Foundation
import XCTest

/// An Objective-C data source's fonts from the app's font singleton implemented in another
/// file (`[FontManager shared].regularFont`): read from that file, preprocessed with its own
/// headers; without it, the default font with a warning.
final class ObjCFontSingletonTests: SourceFolderTestCase {
    private func writeApp() throws {
        try write("App/Support/FontManager.h", """
        #import <UIKit/UIKit.h>
        @interface FontManager : NSObject
        + (instancetype)shared;
        @property (nonatomic, readonly) UIFont *regularFont;
        - (UIFont *)titleFont;
        @end
        """)
        try write("App/Support/Sizes.h", "#define kTitleSize 22\n")
        try write("App/Support/FontManager.m", """
        #import "FontManager.h"
        #import "Sizes.h"

        @implementation FontManager
        + (instancetype)shared { static FontManager *shared; return shared; }
        - (UIFont *)regularFont { return [UIFont fontWithName:@"Avenir-Book" size:15]; }
        - (UIFont *)titleFont { return [UIFont boldSystemFontOfSize:kTitleSize]; }
        @end
        """)
        try write("App/Features/ListViewController.m", """
        #import "FontManager.h"

        @implementation ListViewController
        - (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)scrollView {
            return [[NSAttributedString alloc] initWithString:@"No Items" attributes:@{NSFontAttributeName: [[FontManager shared] titleFont]}];
        }
        - (NSAttributedString *)descriptionForEmptyDataSet:(UIScrollView *)scrollView {
            return [[NSAttributedString alloc] initWithString:@"Add one." attributes:@{NSFontAttributeName: [FontManager shared].regularFont}];
        }
        @end
        """)
    }

    private func screen() throws -> ImportedScreen {
        let found = SourceFiles.find(in: [folder + "/App"])
        let app = AppImport.read(found.sources, headers: found.headers)
        XCTAssertEqual(app.screens.map(\.name), ["ListViewController"])
        return try XCTUnwrap(app.screens.first)
    }

    func testTheSingletonsFontsFromItsOwnFile() throws {
        try writeApp()
        let screen = try screen()
        XCTAssertEqual(screen.template["title"]?["font"], .map([TemplateEntry("size", .number(22)), TemplateEntry("weight", .string("bold"))]))
        XCTAssertEqual(screen.template["description"]?["font"], .map([TemplateEntry("name", .string("Avenir-Book")), TemplateEntry("size", .number(15))]))
        XCTAssertEqual(screen.warnings, [])
        XCTAssertEqual(screen.file, folder + "/App/Features/ListViewController.m")
    }

    func testWithoutTheSingletonsFileTheDefaultFontWithAWarning() throws {
        try writeApp()
        try FileManager.default.removeItem(atPath: folder + "/App/Support/FontManager.m")
        let screen = try screen()
        XCTAssertNil(screen.template["description"]?["font"])
        XCTAssertEqual(screen.template["description"]?["text"], .string("Add one."))
        XCTAssertTrue(screen.warnings.contains { $0.hasSuffix("description.font is not a literal: [FontManager shared].regularFont") }, "\(screen.warnings)")
    }
}
