import EmptyStateImport
import EmptyStateModel
import Foundation
import XCTest

/// An Objective-C app's prefix header: the one the project's `GCC_PREFIX_HEADER` names (else
/// the app's `.pch`) comes before every `.m`, its `#define`s and the headers it imports with it.
final class ObjCPrefixHeaderTests: SourceFolderTestCase {
    private func writeApp(setting: String?) throws {
        try write("App/App.xcodeproj/project.pbxproj", setting.map { "{ buildSettings = { GCC_PREFIX_HEADER = \"\($0)\"; }; }\n" } ?? "{}\n")
        try write("App/Support/Theme.h", "#define kEmptyHint @\"Pull down to refresh.\"\n")
        try write("App/Features/List/ListViewController.m", """
        #import <UIKit/UIKit.h>

        @implementation ListViewController
        - (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)scrollView {
            return [[NSAttributedString alloc] initWithString:kEmptyTitle];
        }
        - (NSAttributedString *)descriptionForEmptyDataSet:(UIScrollView *)scrollView {
            return [[NSAttributedString alloc] initWithString:kEmptyHint];
        }
        @end
        """)
    }

    private func prefix(_ title: String) -> String { "#ifdef __OBJC__\n#import \"Theme.h\"\n#endif\n#define kEmptyTitle @\"\(title)\"\n" }

    private func screen() throws -> ImportedScreen {
        let found = SourceFiles.find(in: [folder + "/App"])
        return try XCTUnwrap(AppImport.read(found.sources, headers: found.headers).screens.first)
    }

    func testThePrefixHeaderTheProjectNamesComesBeforeEveryFile() throws {
        try writeApp(setting: "$(SRCROOT)/Support/App-Prefix.pch")
        try write("App/Support/App-Prefix.pch", prefix("Nothing Yet"))
        try write("App/Decoy.pch", "#define kEmptyTitle @\"Not this one\"\n")
        var screen = try screen()
        XCTAssertEqual(screen.template["title"]?["text"], .string("Nothing Yet"))
        XCTAssertEqual(screen.template["description"]?["text"], .string("Pull down to refresh."), "a header the prefix header imports")
        XCTAssertEqual(screen.warnings, [])

        // The prefix header changed: the file is read again with it.
        try write("App/Support/App-Prefix.pch", prefix("Still Nothing"))
        screen = try self.screen()
        XCTAssertEqual(screen.template["title"]?["text"], .string("Still Nothing"))
    }

    func testWithoutTheSettingTheAppsPchFile() throws {
        try writeApp(setting: nil)
        try write("App/Support/Prefix.pch", prefix("From the .pch"))
        XCTAssertEqual(try screen().template["title"]?["text"], .string("From the .pch"))
    }

    func testWithoutAPrefixHeaderTheMacroStaysAPlaceholder() throws {
        try writeApp(setting: nil)
        let screen = try screen()
        XCTAssertEqual(screen.template["title"]?["text"], .string("\u{27E8}kEmptyTitle\u{27E9}"))
        XCTAssertFalse(screen.warnings.isEmpty)
    }

    /// A project of several targets names a prefix header each (guoku's framework `core/config.pch`
    /// and app `orange/config.pch`): a file is read with the header of the folder that holds it.
    func testEachTargetsFilesAreReadWithTheirOwnPrefixHeader() throws {
        try write("App/App.xcodeproj/project.pbxproj", """
        { buildSettings = { GCC_PREFIX_HEADER = core/config.pch; }; }
        { buildSettings = { GCC_PREFIX_HEADER = Features/config.pch; }; }
        """)
        try write("App/core/config.pch", "#define kEmptyTitle @\"Not this one\"\n")
        try write("App/Features/config.pch", prefix("From the app's header"))
        try write("App/Support/Theme.h", "#define kEmptyHint @\"Pull down to refresh.\"\n")
        try write("App/Features/List/ListViewController.m", """
        #import <UIKit/UIKit.h>

        @implementation ListViewController
        - (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)scrollView {
            return [[NSAttributedString alloc] initWithString:kEmptyTitle];
        }
        @end
        """)
        XCTAssertEqual(try screen().template["title"]?["text"], .string("From the app's header"))
    }
}
