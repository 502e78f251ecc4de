import EmptyStateModel
@testable import EmptyStateObjCReader
import XCTest

/// Shapes of issue 45's sixty-ninth round in Objective-C: trip-together's title, whose word a
/// local takes from a ternary on a segmented control's state.
final class SixtyNinthRoundTests: XCTestCase {
    /// A ternary on a comparison with a number (`self.segmentedControl.currentState == 0 ? … : …`)
    /// stored in a local and formatted into the title: each outcome a screen's text, as an `if`'s.
    func testATernaryOnAComparisonInALocalGivesEachOutcome() throws {
        let screen = try onlyScreen(source("""
        - (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)scrollView {
            NSString *type = self.segmentedControl.currentState == 0 ? @"attraction" : @"restaurant";
            NSString *text = [NSString stringWithFormat:@"No %@ results", type];
            return [[NSAttributedString alloc] initWithString:text attributes:@{}];
        }
        """))
        func title(_ value: TemplateValue?) -> String? {
            if case let .string(title)? = value { return title }
            if case let .string(title)? = value?["text"] { return title }
            return nil
        }
        var titles: Set<String> = []
        if let base = title(screen.template["title"]) { titles.insert(base) }
        if case let .map(variants)? = screen.template["variants"] {
            for variant in variants { if let text = title(variant.value["title"]) { titles.insert(text) } }
        }
        XCTAssertEqual(titles, ["No attraction results", "No restaurant results"], "\(screen.template)")
        XCTAssertFalse("\(screen.template)".contains("⟨"), "no placeholder: \(screen.template)")
    }

    /// HappyAmoy: a ternary on the screen's height places the content by device
    /// (`#define kNavHeight (SCREEN_HEIGHT == 812.0 ? 88 : 64)` as the vertical offset): where a
    /// device puts the screen, no variant.
    func testATernaryThatOnlyMovesTheContentIsNoVariant() throws {
        let screen = try onlyScreen("""
        #define SCREEN_HEIGHT [UIScreen mainScreen].bounds.size.height
        #define kNavHeight (SCREEN_HEIGHT == 812.0 ? 88 : 64)
        """ + source("""
        - (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)scrollView {
            return [[NSAttributedString alloc] initWithString:@"No data" attributes:@{}];
        }
        - (CGFloat)verticalOffsetForEmptyDataSet:(UIScrollView *)scrollView {
            return -kNavHeight;
        }
        """))
        XCTAssertNil(screen.template["variants"], "\(screen.template)")
    }
}
