import EmptyStateModel
import EmptyStateObjCReader
import XCTest

/// Fonts: system (regular, bold, weights, italic as regular), named fonts, text styles.
final class FontTests: XCTestCase {
    func titleFont(_ expression: String) throws -> ImportedScreen {
        try onlyScreen(source("""
        - (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)s {
            return [[NSAttributedString alloc] initWithString:@"T" attributes:@{NSFontAttributeName: \(expression)}];
        }
        """))
    }

    func font(_ expression: String) throws -> TemplateValue? { try titleFont(expression)["title.font"] }

    func testSystemFonts() throws {
        XCTAssertEqual(try font("[UIFont systemFontOfSize:17.0]"), .map([TemplateEntry("size", .number(17))]))
        XCTAssertEqual(try font("[UIFont boldSystemFontOfSize:16]"), .map([TemplateEntry("size", .number(16)), TemplateEntry("weight", .string("bold"))]))
        XCTAssertEqual(try font("[UIFont systemFontOfSize:15 weight:UIFontWeightSemibold]")?["weight"], .string("semibold"))
        XCTAssertEqual(try font("[UIFont systemFontOfSize:15 weight:UIFontWeightUltraLight]")?["weight"], .string("ultraLight"))
        XCTAssertEqual(try font("[UIFont systemFontOfSize:15 weight:UIFontWeightRegular]"), .map([TemplateEntry("size", .number(15))]))
        XCTAssertEqual(try font("[UIFont systemFontOfSize:[UIFont systemFontSize]]")?["size"], .number(14))
    }

    func testItalicIsRegularWithAWarning() throws {
        let screen = try titleFont("[UIFont italicSystemFontOfSize:13]")
        XCTAssertEqual(screen["title.font"], .map([TemplateEntry("size", .number(13))]))
        XCTAssertEqual(screen.warnings.count, 1)
        XCTAssertTrue(screen.warnings[0].contains("italicSystemFontOfSize: has no italic in the template format"), screen.warnings[0])
    }

    func testNamedFontsAndTextStyles() throws {
        XCTAssertEqual(try font("[UIFont fontWithName:@\"HelveticaNeue-Light\" size:22.0]"),
                       .map([TemplateEntry("name", .string("HelveticaNeue-Light")), TemplateEntry("size", .number(22))]))
        XCTAssertEqual(try font("[UIFont preferredFontForTextStyle:UIFontTextStyleBody]"), .map([TemplateEntry("textStyle", .string("body"))]))
        XCTAssertEqual(try font("[UIFont preferredFontForTextStyle:UIFontTextStyleTitle2]")?["textStyle"], .string("title2"))
        XCTAssertEqual(try font("[UIFont preferredFontForTextStyle:UIFontTextStyleLargeTitle]")?["textStyle"], .string("largeTitle"))
        XCTAssertEqual(try font("[[UIFont fontWithName:@\"Georgia\" size:10] fontWithSize:12]")?["size"], .number(12))
    }

    func testASizeThatIsNotALiteralIsLeftOut() throws {
        let screen = try titleFont("[UIFont boldSystemFontOfSize:self.fontSize]")
        XCTAssertEqual(screen["title.font"], .map([TemplateEntry("weight", .string("bold"))]))
        XCTAssertTrue(screen.warnings.first?.hasSuffix("title.font.size is not a literal: self.fontSize") == true, "\(screen.warnings)")
    }

    func testAFontFromTheAppsSingletonWhenItsAccessorIsInTheFile() throws {
        let singletons = """
        @implementation FontManager
        + (instancetype)shared { static FontManager *manager; return manager; }
        - (UIFont *)regularFont { return [UIFont systemFontOfSize:15]; }
        - (UIFont *)loop { return [FontManager shared].loop; }
        @end
        @implementation Theme
        + (Theme *)sharedTheme { return [Theme new]; }
        - (UIFont *)titleFont {
            UIFont *font = [UIFont fontWithName:@"Avenir-Heavy" size:20];
            return font;
        }
        @end

        """
        let screen = try onlyScreen(singletons + source("""
        - (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)s {
            return [[NSAttributedString alloc] initWithString:@"T" attributes:@{NSFontAttributeName: [[Theme sharedTheme] titleFont]}];
        }
        - (NSAttributedString *)descriptionForEmptyDataSet:(UIScrollView *)s {
            return [[NSAttributedString alloc] initWithString:@"D" attributes:@{NSFontAttributeName: [FontManager shared].regularFont}];
        }
        - (NSAttributedString *)buttonTitleForEmptyDataSet:(UIScrollView *)s forState:(UIControlState)state {
            return [[NSAttributedString alloc] initWithString:@"B" attributes:@{NSFontAttributeName: [FontManager shared].loop}];
        }
        """))
        XCTAssertEqual(screen["title.font"], .map([TemplateEntry("name", .string("Avenir-Heavy")), TemplateEntry("size", .number(20))]))
        XCTAssertEqual(screen["description.font"], .map([TemplateEntry("size", .number(15))]))
        // An accessor that reaches itself, like one not in the file, leaves the default font and names the expression.
        XCTAssertNil(screen["button.title.normal.font"])
        XCTAssertTrue(screen.warnings.contains { $0.hasSuffix("font is not a literal: [FontManager shared].loop") }, "\(screen.warnings)")
    }
}
