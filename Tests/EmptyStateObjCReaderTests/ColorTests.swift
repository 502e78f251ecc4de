import EmptyStateModel
@testable import EmptyStateObjCReader
import XCTest

/// Colors: every class color, components, white, named and semantic colors, hex categories.
final class ColorTests: XCTestCase {
    func background(_ expression: String) throws -> ImportedScreen {
        try onlyScreen(source("- (UIColor *)backgroundColorForEmptyDataSet:(UIScrollView *)s { return \(expression); }"))
    }

    func color(_ expression: String, _ caller: StaticString = #filePath, line: UInt = #line) throws -> String? {
        try background(expression)["backgroundColor"]?.string
    }

    func testEveryClassColor() throws {
        let expected = [
            "blackColor": "#000000", "darkGrayColor": "#555555", "lightGrayColor": "#AAAAAA", "whiteColor": "#FFFFFF",
            "grayColor": "#808080", "redColor": "#FF0000", "greenColor": "#00FF00", "blueColor": "#0000FF",
            "cyanColor": "#00FFFF", "yellowColor": "#FFFF00", "magentaColor": "#FF00FF", "orangeColor": "#FF8000",
            "purpleColor": "#800080", "brownColor": "#996633", "clearColor": "clear",
        ]
        for (selector, hex) in expected {
            XCTAssertEqual(try color("[UIColor \(selector)]"), hex, selector)
            XCTAssertEqual(try color("UIColor.\(selector)"), hex, "property syntax: \(selector)")
        }
    }

    func testComponentsWhiteHueAndAlpha() throws {
        XCTAssertEqual(try color("[UIColor colorWithRed:0x33/255.0 green:51/255.0f blue:0.2 alpha:1.0]"), "#333333")
        XCTAssertEqual(try color("[UIColor colorWithRed:1 green:0 blue:0 alpha:0.5]"), "#FF000080", "alpha < 1 is #RRGGBBAA")
        XCTAssertEqual(try color("[[UIColor alloc] initWithRed:0 green:0.5 blue:1 alpha:1]"), "#0080FF")
        XCTAssertEqual(try color("[UIColor colorWithWhite:0.2 alpha:1]"), "#333333")
        XCTAssertEqual(try color("[UIColor colorWithHue:0 saturation:1 brightness:1 alpha:1]"), "#FF0000")
        XCTAssertEqual(try color("[[UIColor blueColor] colorWithAlphaComponent:0.25]"), "#0000FF40")
    }

    func testNamedAndSemanticColors() throws {
        XCTAssertEqual(try color("[UIColor colorNamed:@\"BrandBlue\"]"), "BrandBlue")
        XCTAssertEqual(try color("[UIColor systemGrayColor]"), "systemGray")
        XCTAssertEqual(try color("[UIColor systemGray3Color]"), "systemGray3")
        XCTAssertEqual(try color("[UIColor labelColor]"), "label")
        XCTAssertEqual(try color("UIColor.secondaryLabelColor"), "secondaryLabel")
        XCTAssertEqual(try color("[UIColor systemBackgroundColor]"), "systemBackground")
        XCTAssertEqual(try color("[UIColor secondarySystemGroupedBackgroundColor]"), "secondarySystemGroupedBackground")
        XCTAssertEqual(try color("[UIColor tintColor]"), "tintColor")
    }

    func testAnyOneArgumentClassMethodGivenAHexStringIsAHexColor() throws {
        XCTAssertEqual(try color("[UIColor colorWithHex:@\"05adff\"]"), "#05ADFF")
        XCTAssertEqual(try color("[UIColor colorFromHexString:@\"#05ADFF\"]"), "#05ADFF")
        XCTAssertEqual(try color("[UIColor hx_colorWithHexRGBAString:@\"fff\"]"), "#FFFFFF")
        XCTAssertEqual(try color("[UIColor colorWithHexString:@\"#05adff80\"]"), "#05ADFF80")
        XCTAssertEqual(try color("[UIColor colorWithHex:(1 > 2) ? @\"000000\" : @\"abcdef\"]"), "#ABCDEF", "a string the reader computes")
        let notHex = try background("[UIColor colorWithHex:@\"blue\"]")
        XCTAssertNil(notHex["backgroundColor"])
    }

    /// jbxs: `[UIColor colorWithHexString:@"0x848487"]` with the app's own category in the
    /// file, which parses with `NSScanner` and returns `clearColor` on branches the reader
    /// cannot decide: the hex the string names, and no clear color for a name it does not know.
    func testAnAppHexCategoryIsReadAsTheHexItIsGiven() throws {
        let category = """
        @implementation UIColor (Extension)
        + (UIColor *)colorWithHexString:(NSString *)color {
            NSString *cString = [[color stringByTrimmingCharactersInSet:[NSCharacterSet whitespaceAndNewlineCharacterSet]] uppercaseString];
            if ([cString length] < 6) { return [UIColor clearColor]; }
            if ([cString hasPrefix:@"0X"]) cString = [cString substringFromIndex:2];
            if ([cString length] != 6) return [UIColor clearColor];
            unsigned int r, g, b;
            [[NSScanner scannerWithString:cString] scanHexInt:&r];
            return [UIColor colorWithRed:((float) r / 255.0f) green:0 blue:0 alpha:1.0f];
        }
        @end
        """
        func read(_ argument: String) throws -> ImportedScreen {
            try onlyScreen(category + "\n" + source("- (UIColor *)backgroundColorForEmptyDataSet:(UIScrollView *)s { return [UIColor colorWithHexString:\(argument)]; }"))
        }
        XCTAssertEqual(try read("@\"0x848487\"")["backgroundColor"]?.string, "#848487")
        XCTAssertEqual(try read("@\"0X05ADFF\"")["backgroundColor"]?.string, "#05ADFF")
        let unknown = try read("kSDSecondaryTextColor")
        XCTAssertNil(unknown["backgroundColor"], "not the clearColor of a branch taken over a name the reader does not know")
        XCTAssertTrue(unknown.warnings.contains { $0.contains("backgroundColor is not a literal") }, "\(unknown.warnings)")
    }

    func testAColorThatIsNotALiteralIsLeftOutWithAWarning() throws {
        let screen = try background("[UIColor colorWithHex:self.theme.hex]")
        XCTAssertNil(screen["backgroundColor"])
        XCTAssertEqual(screen.warnings, ["t.m:7:94: -[Screen backgroundColorForEmptyDataSet:]: backgroundColor is not a literal: self.theme.hex"])
        let other = try background("self.view.tintColor")
        XCTAssertNil(other["backgroundColor"])
        XCTAssertEqual(other.warnings.count, 1)
        XCTAssertTrue(other.warnings[0].hasSuffix("backgroundColor is not a literal: self.view.tintColor"), other.warnings[0])
    }

    func testReturningNilSetsNothing() throws {
        let screen = try background("nil")
        XCTAssertEqual(screen.template, .map([]))
        XCTAssertEqual(screen.warnings, [])
    }

    func testColorStringsRoundComponents() {
        XCTAssertEqual(TemplateConverter.colorString(.rgba(0.5, 0.5, 0.5, 1)), "#808080")
        XCTAssertEqual(TemplateConverter.colorString(.rgba(2, -1, 0.999, 0.999)), "#FF00FF", "clamped; alpha rounding to 255 is opaque")
        XCTAssertEqual(Evaluator.hexColor("abc"), .rgba(0xAA / 255, 0xBB / 255, 0xCC / 255, 1))
        XCTAssertNil(Evaluator.hexColor("abcd"))
        XCTAssertNil(Evaluator.hexColor("#12345g"))
    }
}
