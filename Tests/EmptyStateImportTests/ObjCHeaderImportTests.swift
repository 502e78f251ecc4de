import EmptyStateImport
import EmptyStateModel
import Foundation
import XCTest

/// An Objective-C app's own headers, as `import` reads a whole folder: a `.m` file's
/// `#import "Constants.h"` finds the header in another folder among the `.h` files the walk
/// found, and a changed header is read again.
final class ObjCHeaderImportTests: SourceFolderTestCase {
    let controller = """
    #import <UIKit/UIKit.h>
    #import "Constants.h"

    @interface ListViewController () <DZNEmptyDataSetSource>
    @end

    @implementation ListViewController
    - (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)scrollView {
        return [[NSAttributedString alloc] initWithString:kEmptyTitle];
    }
    - (UIColor *)backgroundColorForEmptyDataSet:(UIScrollView *)scrollView {
    #if TARGET_OS_MACCATALYST
        return [UIColor blackColor];
    #else
        return RGBA(255, 128, 0, 1);
    #endif
    }
    @end
    """

    func constants(_ title: String) -> String {
        "#ifndef CONSTANTS_H\n#define CONSTANTS_H\n#import \"Colors.h\"\n#define kEmptyTitle @\"\(title)\"\n#endif\n"
    }

    func testAConstantAndAColorMacroFromHeadersInOtherFolders() throws {
        try write("App/Shared/Support/Constants.h", constants("No Items Yet"))
        try write("App/Shared/Colors.h", "#pragma once\n#define RGBA(r, g, b, a) [UIColor colorWithRed:(r)/255.0 green:(g)/255.0 blue:(b)/255.0 alpha:(a)]\n")
        let file = try write("App/Features/List/ListViewController.m", controller)
        let templates = try ImportedTemplates(roots: [folder + "/App"])
        XCTAssertEqual(templates.sources.map { ($0 as NSString).lastPathComponent }, ["ListViewController.m"], "headers are not sources")
        var screen = try XCTUnwrap(AppImport.read(templates.sources, headers: templates.headers).screens.first)
        XCTAssertEqual(screen.file, file)
        XCTAssertEqual(screen.template["title"]?["text"], .string("No Items Yet"))
        XCTAssertEqual(screen.template["backgroundColor"], .string("#FF8000"))
        XCTAssertEqual(screen.warnings, [])

        // A header changed: the file is read again with it.
        try write("App/Shared/Support/Constants.h", constants("Nothing Here"))
        screen = try XCTUnwrap(AppImport.read(templates.sources, headers: templates.headers).screens.first)
        XCTAssertEqual(screen.template["title"]?["text"], .string("Nothing Here"))

        // Without the app's headers, only those beside the file are found: the constant stays a placeholder.
        screen = try XCTUnwrap(AppImport.read(templates.sources).screens.first)
        XCTAssertNotEqual(screen.template["title"]?["text"], .string("Nothing Here"))
        XCTAssertFalse(screen.warnings.isEmpty)
    }

    func testAFileNamedAloneImportsTheHeadersOfItsApp() throws {
        try write("App/App.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{}\n")
        try write("App/Shared/Support/Constants.h", constants("From the App"))
        try write("App/Shared/Colors.h", "#define RGBA(r, g, b, a) [UIColor colorWithRed:(r)/255.0 green:(g)/255.0 blue:(b)/255.0 alpha:(a)]\n")
        let file = try write("App/Features/List/ListViewController.m", controller)
        let templates = try ImportedTemplates(roots: [file])
        XCTAssertEqual(templates.headers.map { ($0 as NSString).lastPathComponent }, ["Colors.h", "Constants.h"])
        let screen = try TemplateInputs.screen(ScreenReference(file: file, screen: nil), headers: templates.headers)
        XCTAssertEqual(screen.template["title"]?["text"], .string("From the App"))
        XCTAssertEqual(screen.template["backgroundColor"], .string("#FF8000"))
    }
}
