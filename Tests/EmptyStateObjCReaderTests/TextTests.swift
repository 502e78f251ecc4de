import EmptyStateModel
import EmptyStateObjCReader
import XCTest

/// Texts: strings, attributed strings, attribute dictionaries (literal and mutable), paragraph
/// styles, shadows, kern, runs, localized strings and the strings the reader computes.
final class TextTests: XCTestCase {
    func description(_ body: String) throws -> ImportedScreen {
        try onlyScreen(source("- (NSAttributedString *)descriptionForEmptyDataSet:(UIScrollView *)scrollView {\n\(body)\n}"))
    }

    func testAPlainStringIsATextMap() throws {
        let screen = try description("return @\"No messages\";")
        XCTAssertEqual(screen.template, .map([TemplateEntry("description", .map([TemplateEntry("text", .string("No messages"))]))]))
    }

    func testALiteralDictionaryOfAttributes() throws {
        let screen = try description("""
            NSDictionary *attributes = @{NSFontAttributeName: [UIFont systemFontOfSize:13.0],
                                         NSForegroundColorAttributeName: [UIColor colorWithHex:@"cfcfcf"],
                                         NSKernAttributeName: @(-0.10)};
            return [[NSAttributedString alloc] initWithString:@"When you have messages, you’ll see them here." attributes:attributes];
        """)
        XCTAssertEqual(screen["description"], .map([
            TemplateEntry("text", .string("When you have messages, you’ll see them here.")),
            TemplateEntry("font", .map([TemplateEntry("size", .number(13))])),
            TemplateEntry("color", .string("#CFCFCF")),
            TemplateEntry("kern", .number(-0.1)),
        ]))
        XCTAssertEqual(screen.warnings, [])
    }

    func testAMutableDictionaryParagraphStyleAndShadow() throws {
        let screen = try description("""
            NSMutableDictionary *attributes = [NSMutableDictionary new];
            NSMutableParagraphStyle *paragraph = [NSMutableParagraphStyle new];
            paragraph.lineBreakMode = NSLineBreakByWordWrapping;
            paragraph.alignment = NSTextAlignmentRight;
            paragraph.lineSpacing = 4.0;
            NSShadow *shadow = [NSShadow new];
            shadow.shadowColor = [UIColor whiteColor];
            shadow.shadowOffset = CGSizeMake(0.0, 1.0);
            [shadow setShadowBlurRadius:2];
            UIFont *font = [UIFont boldSystemFontOfSize:22.0];
            if (font) [attributes setObject:font forKey:NSFontAttributeName];
            attributes[NSParagraphStyleAttributeName] = paragraph;
            [attributes setValue:shadow forKey:NSShadowAttributeName];
            [attributes setObject:[UIColor colorWithHex:@"acafbd"] forKey:NSForegroundColorAttributeName];
            return [[NSAttributedString alloc] initWithString:@"No friends to show." attributes:attributes];
        """)
        XCTAssertEqual(screen["description"]?.keys, ["text", "font", "color", "lineSpacing", "alignment", "lineBreakMode", "shadow"])
        XCTAssertEqual(screen["description.font.weight"], .string("bold"))
        XCTAssertEqual(screen["description.color"], .string("#ACAFBD"))
        XCTAssertEqual(screen["description.lineSpacing"], .number(4))
        XCTAssertEqual(screen["description.alignment"], .string("right"))
        XCTAssertEqual(screen["description.lineBreakMode"], .string("byWordWrapping"))
        XCTAssertEqual(screen["description.shadow"], .map([
            TemplateEntry("color", .string("#FFFFFF")),
            TemplateEntry("offset", .list([.number(0), .number(1)])),
            TemplateEntry("blur", .number(2)),
        ]))
    }

    func testAnAttributeWithoutATemplateKeyIsAWarningAtTheAttribute() throws {
        let screen = try description("""
            return [[NSAttributedString alloc] initWithString:@"x"
                attributes:@{NSUnderlineStyleAttributeName: @(NSUnderlineStyleSingle), NSKernAttributeName: @1}];
        """)
        XCTAssertEqual(screen["description"], .map([TemplateEntry("text", .string("x")), TemplateEntry("kern", .number(1))]))
        XCTAssertEqual(screen.warnings, ["t.m:9:22: -[Screen descriptionForEmptyDataSet:]: description: the attribute NSUnderlineStyleAttributeName has no template key; left out"])
    }

    func testTheDictionaryIsCopiedWhenTheStringIsMade() throws {
        let screen = try description("""
            NSMutableDictionary *d = [[NSMutableDictionary alloc] init];
            d[NSKernAttributeName] = @2;
            NSAttributedString *s = [[NSAttributedString alloc] initWithString:@"x" attributes:d];
            d[NSKernAttributeName] = @9;
            return s;
        """)
        XCTAssertEqual(screen["description.kern"], .number(2))
    }

    func testAddAttributeOverTheWholeStringOrOverAMatchedRun() throws {
        let screen = try description("""
            NSString *text = @"Keep all your favorite people together, add favorites.";
            NSMutableAttributedString *s = [[NSMutableAttributedString alloc] initWithString:text attributes:nil];
            [s addAttribute:NSFontAttributeName value:[UIFont fontWithName:@"HelveticaNeue-Light" size:17.75] range:NSMakeRange(0, text.length)];
            [s addAttribute:NSForegroundColorAttributeName value:[UIColor colorWithHex:@"a6c3d1"] range:NSMakeRange(0, [s length])];
            [s addAttribute:NSForegroundColorAttributeName value:[UIColor colorWithHex:@"00adf1"] range:[s.string rangeOfString:@"add favorites"]];
            [s addAttributes:@{NSKernAttributeName: @1} range:NSMakeRange(5, 3)];
            return s;
        """)
        XCTAssertEqual(screen["description.font.name"], .string("HelveticaNeue-Light"))
        XCTAssertEqual(screen["description.color"], .string("#A6C3D1"))
        XCTAssertEqual(screen["description.runs"], .list([
            .map([TemplateEntry("match", .string("add favorites")), TemplateEntry("color", .string("#00ADF1"))]),
            .map([TemplateEntry("match", .string("all")), TemplateEntry("kern", .number(1))]),
        ]))
    }

    func testLocalizedStringsAndFormats() throws {
        XCTAssertEqual(try description("return NSLocalizedString(@\"empty.title\", @\"comment\");")["description"],
                       .map([TemplateEntry("key", .string("empty.title"))]))
        let formatted = try description("return [NSString stringWithFormat:NSLocalizedString(@\"archived %lld\", nil), 5];")
        XCTAssertEqual(formatted["description"], .map([TemplateEntry("key", .string("archived %lld")), TemplateEntry("args", .list([.number(5)]))]))
        let attributed = try description("""
            return [[NSAttributedString alloc] initWithString:NSLocalizedStringWithDefaultValue(@"k", nil, [NSBundle mainBundle], @"Default", nil)
                                                   attributes:@{NSForegroundColorAttributeName: [UIColor redColor]}];
        """)
        XCTAssertEqual(attributed["description"], .map([
            TemplateEntry("key", .string("k")), TemplateEntry("default", .string("Default")), TemplateEntry("color", .string("#FF0000")),
        ]))
        XCTAssertEqual(try description("return [[NSBundle mainBundle] localizedStringForKey:@\"b\" value:@\"\" table:nil];")["description.key"], .string("b"))
    }

    func testComputedStrings() throws {
        XCTAssertEqual(try description("return [NSString stringWithFormat:@\"%@ has %d items (%.1f%%)\", @\"Inbox\", 3, 42.25];")["description.text"],
                       .string("Inbox has 3 items (42.2%)"))
        XCTAssertEqual(try description("return [[@\"Hello\" stringByAppendingString:@\" World\"] uppercaseString];")["description.text"],
                       .string("HELLO WORLD"))
        XCTAssertEqual(try description("return [[@\"No Items Here\" lowercaseString] stringByReplacingOccurrencesOfString:@\" \" withString:@\"_\"];")["description.text"],
                       .string("no_items_here"))
        XCTAssertEqual(try description("NSString *s = @\"a\"; s = [s stringByAppendingFormat:@\"%@-%d\", @\"b\", 2]; return s;")["description.text"],
                       .string("ab-2"))
        XCTAssertEqual(try description("return [NSString stringWithFormat:@\"%2$@ %1$@\", @\"world\", @\"hello\"];")["description.text"],
                       .string("hello world"))
    }

    func testAStringThatKeepsDoublingIsNotComputedPastTheLimit() throws {
        let doubling = String(repeating: "s = [s stringByAppendingString:s];\n", count: 40)
        let screen = try description("NSString *s = @\"ab\";\n\(doubling)return s;")
        let text = try XCTUnwrap(screen["description.text"]?.string)
        XCTAssertTrue(text.hasPrefix("⟨"), "a placeholder, not a 2^41-character string: \(text.prefix(40))")
        XCTAssertTrue(screen.warnings.contains { $0.contains("computed string of more than") }, "\(screen.warnings)")
    }

    func testNilTextAndTheEarlyReturnPattern() throws {
        let screen = try description("""
            NSString *text = nil;
            if (!text) { return nil; }
            return [[NSAttributedString alloc] initWithString:text];
        """)
        XCTAssertEqual(screen.template, .map([]))
    }

    /// `NSString *const kTitle = @"…";` (and `static NSString * const`, adjacent literals
    /// joined) at the top of the file or inside its `@implementation`: the constant's text.
    func testAFilesStringConstantsAreTheirTexts() throws {
        let screen = try onlyScreen("""
        #import <UIKit/UIKit.h>
        NSString *const kNoSessionsTitle = @"You Don't Have Any " @"Recent Sleep Sessions";
        static NSString * const kNoSessionsBody = @"Complete a sleep session first.";
        @interface Sessions () <DZNEmptyDataSetSource>
        @end
        @implementation Sessions
        NSString *const kRetry = @"Try Again";
        - (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)scrollView {
            NSString *text = kNoSessionsTitle;
            return [[NSAttributedString alloc] initWithString:text];
        }
        - (NSAttributedString *)descriptionForEmptyDataSet:(UIScrollView *)scrollView {
            return [[NSAttributedString alloc] initWithString:kNoSessionsBody];
        }
        - (NSAttributedString *)buttonTitleForEmptyDataSet:(UIScrollView *)scrollView forState:(UIControlState)state {
            return [[NSAttributedString alloc] initWithString:kRetry];
        }
        @end
        """)
        XCTAssertEqual(screen.template["title"], .map([TemplateEntry("text", .string("You Don't Have Any Recent Sleep Sessions"))]))
        XCTAssertEqual(screen.template["description"], .map([TemplateEntry("text", .string("Complete a sleep session first."))]))
        XCTAssertEqual(screen.template["button"]?["title"]?["normal"], .map([TemplateEntry("text", .string("Try Again"))]))
        XCTAssertEqual(screen.warnings, [])
    }
}
