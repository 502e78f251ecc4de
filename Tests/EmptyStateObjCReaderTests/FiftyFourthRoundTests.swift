import EmptyStateModel
@testable import EmptyStateObjCReader
import XCTest

/// Shapes of issue 45's fifty-fourth round in Objective-C: GenericEO's titles, a literal format
/// filled with localized texts set per segment (`first`, `last`), its `imageNamed:@""`, and its
/// two-segment inventory whose `default:` leaves the locals nil; yanshan_ios's description that
/// is nil while the search bar is empty.
final class FiftyFourthRoundTests: XCTestCase {
    private func segmentedSource(segments: Int) -> String {
        var cases = """
                case 0:
                    first = NSLocalizedString(@"Empty Inventory", nil).uppercaseString;
                    last = NSLocalizedString(@"Add a product to your Inventory to see it here.", nil);
                    break;
                case 1:
                    first = NSLocalizedString(@"Empty Shopping List", nil).uppercaseString;
                    last = NSLocalizedString(@"Add a product to your Shopping List to see it here.", nil);
                    break;
        """
        if segments == 3 {
            cases += """

                    default:
                        first = NSLocalizedString(@"No Notes", nil).uppercaseString;
                        last = NSLocalizedString(@"Add a note to see it here.", nil);
                        break;
            """
        }
        return source("""
        - (UIImage *)imageForEmptyDataSet:(UIScrollView *)scrollView {
            switch (self.segmentedControl.selectedSegmentIndex) {
                case 0: return [UIImage imageNamed:@""];
                case 1: return [UIImage imageNamed:@""];
                default: return nil;
            }
        }
        - (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)scrollView {
            NSString *first, *last;
            switch (self.segmentedControl.selectedSegmentIndex) {
        \(cases)
            }
            NSString *temp = [NSString stringWithFormat:@"%@\\n%@", first, last];
            return [[NSMutableAttributedString alloc] initWithString:temp attributes:@{NSForegroundColorAttributeName: [UIColor lightGrayColor]}];
        }
        """, interface: "@property (nonatomic, strong) IBOutlet UISegmentedControl *segmentedControl;")
    }

    /// Each segment's title: the format with its localized parts as arguments (the first
    /// upper-cased where it is drawn); an image named `""` is none.
    func testALiteralFormatOfLocalizedTextsIsFilledWithThem() throws {
        let screens = try read(segmentedSource(segments: 3))
        XCTAssertEqual(screens.count, 3, "\(screens.map(\.name))")
        let first = try XCTUnwrap(screens.first)
        XCTAssertEqual(first["title.key"], .string("%@\n%@"), "\(first.template)")
        XCTAssertEqual(first["title.args"], .list([
            .map([TemplateEntry("key", .string("Empty Inventory")), TemplateEntry("textCase", .string("uppercase"))]),
            .map([TemplateEntry("key", .string("Add a product to your Inventory to see it here."))]),
        ]), "\(first.template)")
        XCTAssertNil(first["image"], "imageNamed:@\"\" is nil: \(first.template)")
    }

    /// With two segments, the `default:` leaves `first` and `last` nil ("(null)\n(null)"): no
    /// screen; the two segments are.
    func testADefaultThatLeavesTheTextsNilIsNoScreen() throws {
        let screens = try read(segmentedSource(segments: 2))
        XCTAssertEqual(screens.map(\.name), ["Screen-0", "Screen-1"], "\(screens.map { ($0.name, $0.template) })")
    }

    /// `cond ? nil : text` on a condition the reader cannot decide: the text (nil draws nothing).
    func testATernaryBetweenNilAndATextIsTheText() throws {
        let screen = try onlyScreen(source("""
        - (NSAttributedString *)descriptionForEmptyDataSet:(UIScrollView *)scrollView {
            return _searchBar.text.isEmptyString ? nil : [[NSAttributedString alloc] initWithString:@"未搜索到相关内容"];
        }
        """))
        XCTAssertEqual(screen["description.text"], .string("未搜索到相关内容"), "\(screen.template)")
    }
}
