import EmptyStateModel
@testable import EmptyStateObjCReader
import XCTest

/// The preprocessor: `#define`s expanded, `#if` evaluated as for an iPhone app, macros of the
/// app's own headers, and bad input as a warning or a one-line error, all seen in the screens.
final class PreprocessorTests: XCTestCase {
    /// A data source with `prelude` above the class and `methods` in it.
    func screen(_ prelude: String, _ methods: String, headers: ObjCHeaders = ObjCHeaders(), file: String = "App/Screen.m",
                _ caller: StaticString = #filePath, line: UInt = #line) throws -> ImportedScreen {
        let screens = try ObjCReader.screens(in: prelude + "\n" + source(methods), file: file, headers: headers)
        XCTAssertEqual(screens.count, 1, "screens: \(screens.map(\.name))", file: caller, line: line)
        return try XCTUnwrap(screens.first, file: caller, line: line)
    }

    func title(_ prelude: String, _ body: String, _ caller: StaticString = #filePath, line: UInt = #line) throws -> String? {
        try screen(prelude, "- (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)s {\n\(body)\n}", caller, line: line)["title.text"]?.string
    }

    // MARK: - Macros

    func testThePrefixHeaderComesBeforeTheFile() throws {
        let methods = "- (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)s {\nreturn [[NSAttributedString alloc] initWithString:kTitle];\n}"
        let headers = ObjCHeaders(["App/App-Prefix.pch": "#import \"Strings.h\"\n", "App/Strings.h": "#define kTitle @\"Prefixed\"\n"],
                                  prefixHeader: "App/App-Prefix.pch")
        XCTAssertEqual(try screen("", methods, headers: headers)["title.text"]?.string, "Prefixed")
        // The file's own definition comes after the prefix header's, and wins (with a redefinition warning or not).
        XCTAssertEqual(try screen("#undef kTitle\n#define kTitle @\"Own\"", methods, headers: headers)["title.text"]?.string, "Own")
        // Not a prefix header: only imported.
        XCTAssertNotEqual(try screen("", methods, headers: ObjCHeaders(["App/Strings.h": "#define kTitle @\"Prefixed\"\n"]))["title.text"]?.string, "Prefixed")
    }

    func testAnObjectLikeMacroIsTheTitle() throws {
        let screen = try screen("#define kEmptyTitle @\"No Items\"",
                                "- (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)s {\n    return [[NSAttributedString alloc] initWithString:kEmptyTitle];\n}")
        XCTAssertEqual(screen["title.text"]?.string, "No Items")
        XCTAssertEqual(screen.warnings, [])
    }

    func testAFunctionLikeColorMacroOverSeveralLines() throws {
        let prelude = """
        #define RGBA(r, g, b, a) [UIColor colorWithRed:(r)/255.0 \\
                                             green:(g)/255.0 \\
                                              blue:(b)/255.0 \\
                                             alpha:(a)]
        #define RGB(r, g, b) RGBA(r, g, b, 1)
        """
        let screen = try screen(prelude, """
        - (UIColor *)backgroundColorForEmptyDataSet:(UIScrollView *)s {
            return RGB(0x33,
                       102, 255);
        }
        - (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)s {
            return [[NSAttributedString alloc] initWithString:@"Empty" attributes:@{NSForegroundColorAttributeName: RGBA(255, 0, 0, 0.5)}];
        }
        """)
        XCTAssertEqual(screen["backgroundColor"]?.string, "#3366FF")
        XCTAssertEqual(screen["title.color"]?.string, "#FF000080")
        XCTAssertEqual(screen["title.text"]?.string, "Empty")
        // The lines after a call over two lines stay where they were: the title is on line 13.
        XCTAssertEqual(screen.warnings, [])
    }

    func testAVariadicMacroMakesTheAttributes() throws {
        let prelude = """
        #define ATTR(...) @{__VA_ARGS__}
        #define TITLE_FONT [UIFont boldSystemFontOfSize:20]
        """
        let screen = try screen(prelude, """
        - (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)s {
            return [[NSAttributedString alloc] initWithString:@"Nothing here"
                                                   attributes:ATTR(NSFontAttributeName: TITLE_FONT, NSForegroundColorAttributeName: [UIColor redColor])];
        }
        """)
        XCTAssertEqual(screen["title.text"]?.string, "Nothing here")
        XCTAssertEqual(screen["title.color"]?.string, "#FF0000")
        XCTAssertEqual(screen["title.font"], .map([TemplateEntry("size", .number(20)), TemplateEntry("weight", .string("bold"))]))
    }

    func testStringizingPastingUndefAndContinuations() throws {
        XCTAssertEqual(try title("#define NAME(x) @#x", "return [[NSAttributedString alloc] initWithString:NAME(Inbox)];"), "Inbox")
        XCTAssertEqual(try title("#define kTitleInbox @\"Inbox zero\"\n#define TITLE(name) kTitle ## name",
                                 "return [[NSAttributedString alloc] initWithString:TITLE(Inbox)];"), "Inbox zero")
        XCTAssertEqual(try title("#define kT @\"First\"\n#undef kT\n#define kT \\\n  @\"Second\"",
                                 "return [[NSAttributedString alloc] initWithString:kT];"), "Second")
        // A macro is not expanded inside its own expansion: `T` stays a name (a placeholder), no loop.
        let screen = try screen("#define T [T uppercaseString]", "- (NSString *)titleForEmptyDataSet:(UIScrollView *)s { return T; }")
        XCTAssertEqual(screen.warnings.count, 1, "\(screen.warnings)")
        XCTAssertTrue(screen.warnings.first?.contains("[T uppercaseString]") == true, "\(screen.warnings)")
    }

    func testAFileWithNoDataSourceHasItsDirectivesReadButNoMacroExpanded() throws {
        let text = "#define N 1\n#if N\nint a = N;\n#else\nint b;\n#endif"
        XCTAssertEqual(try Preprocessor.run(text: text, file: "t.m", expandingCode: false).text, "\n\nint a = N;\n\n\n")
        XCTAssertEqual(try Preprocessor.run(text: text, file: "t.m").text, "\n\nint a = 1;\n\n\n")
    }

    func testMacrosInStringsAndCommentsAreNotExpanded() throws {
        XCTAssertEqual(try title("#define Items Things", "return [[NSAttributedString alloc] initWithString:@\"No Items\"]; // Items"), "No Items")
    }

    // MARK: - Conditions

    func testTheIOSBranchOfACatalystConditionIsTaken() throws {
        XCTAssertEqual(try title("", """
        #if TARGET_OS_MACCATALYST
            return [[NSAttributedString alloc] initWithString:@"Mac"];
        #else
            return [[NSAttributedString alloc] initWithString:@"iPhone"];
        #endif
        """), "iPhone")
        XCTAssertEqual(try title("#import <TargetConditionals.h>", """
        #if TARGET_OS_IOS && !TARGET_OS_SIMULATOR && TARGET_OS_MAC && (__IPHONE_OS_VERSION_MIN_REQUIRED >= __IPHONE_13_0)
            return [[NSAttributedString alloc] initWithString:@"device"];
        #elif defined(TARGET_OS_OSX)
            return [[NSAttributedString alloc] initWithString:@"macOS"];
        #endif
        """), "device")
    }

    func testDebugIsNotDefined() throws {
        XCTAssertEqual(try title("", """
        #ifdef DEBUG
            return [[NSAttributedString alloc] initWithString:@"Debug title"];
        #endif
            return [[NSAttributedString alloc] initWithString:@"Release title"];
        """), "Release title")
        XCTAssertEqual(try title("#define kBeta 0", """
        #if DEBUG || kBeta || UNKNOWN_FLAG
            return [[NSAttributedString alloc] initWithString:@"Beta"];
        #elif (2 + 3 * 4 == 14) && (1 << 4) > 15 && -1 < 0 && 7 % 4 == 3 && (0 ? 0 : 1)
            return [[NSAttributedString alloc] initWithString:@"Arithmetic"];
        #else
            return [[NSAttributedString alloc] initWithString:@"Else"];
        #endif
        """), "Arithmetic")
    }

    func testNestedConditionsAndDefinesInsideThem() throws {
        XCTAssertEqual(try title("""
        #ifndef kTitle
        #  if 0
        #    define kTitle @"Never"
        #  elif !defined(kOther)
        #    define kTitle @"Nested"
        #  endif
        #endif
        """, "return [[NSAttributedString alloc] initWithString:kTitle];"), "Nested")
    }

    func testLinesKeepTheirNumbers() throws {
        let text = "#define A 1\n#if 0\nx\n#endif\nint y = A;\n#define F(a, b) a + \\\n  b\nint z = F(1,\n 2);\nw"
        let preprocessed = try Preprocessor.run(text: text, file: "t.m")
        XCTAssertEqual(preprocessed.text, "\n\n\n\nint y = 1;\n\n\nint z = 1 + 2;\n\nw")
    }

    // MARK: - Headers

    func testAConstantFromAnImportedHeaderInAnotherFolder() throws {
        let headers = ObjCHeaders([
            "/app/Shared/Support/Constants.h": """
            #ifndef CONSTANTS_H
            #define CONSTANTS_H
            #import <UIKit/UIKit.h>
            #import "Colors.h"
            #define kEmptyTitle @"No Items Yet"
            #endif
            """,
            "/app/Shared/Colors.h": "#pragma once\n#define kBrand [UIColor colorWithRed:0 green:0.5 blue:1 alpha:1]\n#import \"Support/Constants.h\"",
        ])
        let screen = try screen("#import \"Constants.h\"\n#import \"Constants.h\"", """
        - (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)s {
            return [[NSAttributedString alloc] initWithString:kEmptyTitle attributes:@{NSForegroundColorAttributeName: kBrand}];
        }
        """, headers: headers, file: "/app/Features/List/ListViewController.m")
        XCTAssertEqual(screen["title.text"]?.string, "No Items Yet")
        XCTAssertEqual(screen["title.color"]?.string, "#0080FF")
        XCTAssertEqual(screen.warnings, [])
    }

    func testAHeaderBesideTheFileIsTakenFirstAndAnIncludeCycleEnds() throws {
        let headers = ObjCHeaders([
            "/app/A/Strings.h": "#define kTitle @\"Beside\"",
            "/app/B/Strings.h": "#define kTitle @\"Elsewhere\"",
            "/app/A/Loop.h": "#include \"Loop.h\"\n#define kLoop 1",
        ])
        let screen = try screen("#include \"Loop.h\"\n#import \"Strings.h\"",
                                "- (NSString *)titleForEmptyDataSet:(UIScrollView *)s { return kTitle; }",
                                headers: headers, file: "/app/A/Screen.m")
        XCTAssertEqual(screen["title.text"]?.string, "Beside")
        XCTAssertEqual(screen.warnings.count, 1, "\(screen.warnings)")
        XCTAssertTrue(screen.warnings.first?.hasPrefix("/app/A/Loop.h:1:1: 'Loop.h' is included more than 16 deep") == true, "\(screen.warnings)")
    }

    func testQuotedIncludesAreListedForTheImporter() {
        XCTAssertEqual(ObjCHeaders.quotedIncludes(in: "#import <UIKit/UIKit.h>\n#import \"A.h\"\n#if 0\n  #  include \"B/C.h\" // x\n#endif\n@\"#import \\\"D.h\\\"\""),
                       ["A.h", "B/C.h"])
    }

    // MARK: - Bad input

    func testAnUnterminatedIfIsAnErrorAtItsPlace() {
        let text = source("- (NSString *)titleForEmptyDataSet:(UIScrollView *)s { return @\"x\"; }") + "\n#ifdef FEATURE\n"
        XCTAssertEqual(readError(text)?.description, "bad.m:9:1: '#if' is never closed: no '#endif' before the end of the file")
    }

    func testAWrongArgumentCountIsAWarningAndTheRestIsRead() throws {
        let screen = try screen("#define RGBA(r, g, b, a) [UIColor colorWithRed:(r)/255.0 green:(g)/255.0 blue:(b)/255.0 alpha:(a)]", """
        - (UIColor *)backgroundColorForEmptyDataSet:(UIScrollView *)s { return RGBA(1, 2, 3); }
        - (NSString *)titleForEmptyDataSet:(UIScrollView *)s { return @"Still read"; }
        """)
        XCTAssertEqual(screen["title.text"]?.string, "Still read")
        XCTAssertTrue(screen.warnings.contains("App/Screen.m:8:72: macro 'RGBA' takes 4 arguments but is given 3; it is left as it is"), "\(screen.warnings)")
    }

    func testRunawayExpansionIsRefusedQuickly() {
        var doubling = ""
        for i in 0..<40 { doubling += "#define M\(i) M\(i + 1) M\(i + 1)\n" }
        let start = Date()
        let error = readError(doubling + source("- (NSString *)titleForEmptyDataSet:(UIScrollView *)s { return M0; }"))
        XCTAssertTrue(error?.description.hasPrefix("bad.m:47:63: macro 'M") == true, "\(String(describing: error))")
        XCTAssertTrue(error?.description.hasSuffix("expands to more than 50000 tokens (the reader's limit)") == true, "\(String(describing: error))")
        var empty = "#define E40\n"
        for i in 0..<40 { empty += "#define E\(i) E\(i + 1) E\(i + 1)\n" }
        XCTAssertTrue(readError(empty + source("- (NSString *)titleForEmptyDataSet:(UIScrollView *)s { return E0; }"))?.message
            .hasPrefix("more than 200000 macro expansions in one file") == true)
        // In `#if` too, where a file with no data source expands them as well.
        XCTAssertTrue(readError(empty + "#if E0\n#endif")?.message.hasPrefix("more than 200000 macro expansions in one file") == true)
        XCTAssertLessThan(Date().timeIntervalSince(start), 20)
    }

    func testMalformedConditionsAndStrayDirectivesAreWarnings() throws {
        let screen = try screen("#if 1 +\n#endif\n#endif\n#define\n#if SDK_CHECK(17)\n#endif", "- (NSString *)titleForEmptyDataSet:(UIScrollView *)s { return @\"x\"; }")
        XCTAssertEqual(screen["title.text"]?.string, "x")
        XCTAssertEqual(screen.warnings, [
            "App/Screen.m:1:1: '#if' expression: it ends where a value should be; taken as false",
            "App/Screen.m:3:1: '#endif' without '#if'",
            "App/Screen.m:4:1: '#define' without a macro name; it is not defined",
            "App/Screen.m:5:5: 'SDK_CHECK(…)' in '#if' is no macro this reader knows; taken as false",
        ])
    }

    func testHostileDirectivesNeverHang() throws {
        // Deep #if nesting, a huge argument list and a macro that names itself through another.
        let deep = String(repeating: "#if 1\n", count: 5_000) + "int x;\n" + String(repeating: "#endif\n", count: 5_000)
        XCTAssertNoThrow(try Preprocessor.run(text: deep, file: "t.m"))
        let wide = "#define F(...) __VA_ARGS__\nint x = F(" + Array(repeating: "1", count: 20_000).joined(separator: ",") + ");"
        XCTAssertNoThrow(try Preprocessor.run(text: wide, file: "t.m"))
        let mutual = "#define A B(A)\n#define B(x) x A\nint y = A;"
        XCTAssertEqual(try Preprocessor.run(text: mutual, file: "t.m").text, "\n\nint y = A A;")
        let nested = "#define G(x) x\nint z = " + String(repeating: "G(", count: 100) + "1" + String(repeating: ")", count: 100) + ";"
        XCTAssertTrue((try? Preprocessor.run(text: nested, file: "t.m")) == nil, "nested past the limit: an error")
    }
}
