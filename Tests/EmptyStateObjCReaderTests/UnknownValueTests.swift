import EmptyStateModel
import EmptyStateObjCReader
import XCTest

/// What is not statically known is never guessed: placeholders for texts and names, keys left
/// out for numbers and colors, and a warning `file:line:col: method: what is not a literal: source`.
final class UnknownValueTests: XCTestCase {
    func testATextThatIsNotALiteralIsItsSourceInBrackets() throws {
        let screen = try onlyScreen(source("""
        - (NSString *)titleForEmptyDataSet:(UIScrollView *)scrollView {
            return self.application.displayName;
        }
        """))
        XCTAssertEqual(screen["title.text"], .string("⟨self.application.displayName⟩"))
        XCTAssertEqual(screen.warnings, ["t.m:8:12: -[Screen titleForEmptyDataSet:]: title is not a literal: self.application.displayName"])
    }

    func testAPartOfAFormattedTextIsAHole() throws {
        let screen = try onlyScreen(source("""
        - (NSString *)titleForEmptyDataSet:(UIScrollView *)scrollView {
            return [NSString stringWithFormat:@"No results for “%@”", self.searchBar.text];
        }
        """))
        XCTAssertEqual(screen["title.text"], .string("No results for “⟨self.searchBar.text⟩”"))
        XCTAssertEqual(screen.warnings.count, 1)
        XCTAssertTrue(screen.warnings[0].hasSuffix("title.text is not a literal: self.searchBar.text"), screen.warnings[0])
    }

    func testANumberThatIsNotALiteralIsLeftOutNamingWhatIsNot() throws {
        let screen = try onlyScreen(source("""
        - (CGFloat)verticalOffsetForEmptyDataSet:(UIScrollView *)scrollView {
            CGFloat offset = CGRectGetHeight([UIApplication sharedApplication].statusBarFrame);
            offset += 10;
            return -offset;
        }
        - (CGFloat)spaceHeightForEmptyDataSet:(UIScrollView *)scrollView {
            return -roundf(self.tableView.frame.size.height/2.5);
        }
        """))
        XCTAssertEqual(screen.template, .map([]))
        XCTAssertEqual(screen.warnings, [
            "t.m:8:22: -[Screen verticalOffsetForEmptyDataSet:]: verticalOffset is not a literal: CGRectGetHeight([UIApplication sharedApplication].statusBarFrame)",
            "t.m:13:20: -[Screen spaceHeightForEmptyDataSet:]: spaceHeight is not a literal: self.tableView.frame.size.height",
        ])
    }

    func testALongExpressionIsShortenedInTheWarning() throws {
        let long = "[self.dataSource emptyStateTitleForSection:self.currentSection inTableView:self.tableView withStyle:self.style]"
        let screen = try onlyScreen(source("- (NSString *)titleForEmptyDataSet:(UIScrollView *)s { return \(long); }"))
        let warning = try XCTUnwrap(screen.warnings.first)
        let quoted = try XCTUnwrap(warning.components(separatedBy: "is not a literal: ").last)
        XCTAssertEqual(quoted.count, 80)
        XCTAssertTrue(quoted.hasSuffix("…"))
        XCTAssertEqual(screen["title.text"], .string("⟨\(long)⟩"), "the placeholder keeps up to 200 characters")
    }

    func testUnknownConstructsAreSkippedWithAWarningAndTheRestIsRead() throws {
        let screen = try onlyScreen(source("""
        - (NSString *)titleForEmptyDataSet:(UIScrollView *)scrollView {
            NSString *text = @"Before";
            for (NSInteger i = 0; i < 3; i++) { text = @"Loop"; }
            int x = `weird`;
            text = [text stringByAppendingString:@" and after"];
            return text;
        }
        """))
        XCTAssertEqual(screen["title.text"], .string("Before and after"))
        XCTAssertEqual(screen.warnings, [
            "t.m:9:5: -[Screen titleForEmptyDataSet:]: a 'for' loop is not evaluated",
            "t.m:10:5: -[Screen titleForEmptyDataSet:]: skipped what the reader does not understand (unexpected '`'): int x = `weird`;",
        ])
    }

    func testMessagesToNilAreNil() throws {
        let screen = try onlyScreen(source("""
        - (UIImage *)imageForEmptyDataSet:(UIScrollView *)s {
            UIImage *image = nil;
            return [image resizableImageWithCapInsets:UIEdgeInsetsZero];
        }
        """))
        XCTAssertEqual(screen.template, .map([]))
    }

    func testAFileWithoutADataSourceHasNoScreens() throws {
        XCTAssertEqual(try read("@implementation A\n- (void)viewDidLoad { [super viewDidLoad]; }\n@end\n"), [])
        XCTAssertEqual(try read(""), [])
    }
}
