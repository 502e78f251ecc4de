@testable import EmptyStateObjCReader
import XCTest

/// Shapes of issue 45's seventy-third round in Objective-C: Zaful's controllers hand their
/// tables a view model as the source, and its search asks for an image named with a space.
final class SeventyThirdRoundTests: XCTestCase {
    private func switchedOff(_ text: String) -> Bool {
        let buffer = SourceBuffer(text: text, file: "Test.m")
        return SwitchedOffSource.isSwitchedOff(text, buffer, properties: (try? ClassScanner.scan(buffer).properties) ?? [:])
    }

    /// A file whose tables get a view model of another class as their source draws nothing with
    /// its own data-source methods; one that gives a source object it picks (KabNew's
    /// `id<DZNEmptyDataSetSource>` instance variable) or itself still does.
    func testAViewModelSourceSwitchesTheFilesOwnMethodsOff() {
        let viewModel = """
        @interface MyPointsViewController ()
        @property (nonatomic, strong) MyPointViewModel *viewModel;
        @end
        @implementation MyPointsViewController
        - (UITableView *)tableView {
            _tableView.emptyDataSetSource = self.viewModel;
            return _tableView;
        }
        @end
        """
        XCTAssertTrue(switchedOff(viewModel))
        XCTAssertTrue(switchedOff(viewModel.replacingOccurrences(of: "= self.viewModel", with: "= [self viewModel]")))
        XCTAssertTrue(switchedOff(viewModel.replacingOccurrences(of: "= self.viewModel", with: "= _viewModel")))
        XCTAssertFalse(switchedOff(viewModel.replacingOccurrences(of: "= self.viewModel", with: "= self")))
        XCTAssertFalse(switchedOff("""
        @implementation ArchiveViewController {
            id<DZNEmptyDataSetSource> _emptyDataSetSource;
        }
        - (void)reload {
            _emptyDataSetSource = [BBLoadingErrorEmptyDataSetSource new];
            _table.emptyDataSetSource = _emptyDataSetSource;
        }
        @end
        """))
        // A property declared elsewhere (a header): not known to be another class's object.
        XCTAssertFalse(switchedOff("@implementation X\n- (void)a { _t.emptyDataSetSource = self.source; }\n@end\n"))
    }

    /// `[UIImage imageNamed:@" "]` loads nothing: no image, as `@""` is none.
    func testAnImageNamedWithSpacesIsNone() throws {
        let screen = try onlyScreen(source("""
        - (UIImage *)imageForEmptyDataSet:(UIScrollView *)scrollView {
            return [UIImage imageNamed:@" "];
        }
        - (NSAttributedString *)descriptionForEmptyDataSet:(UIScrollView *)scrollView {
            return [[NSAttributedString alloc] initWithString:@"No match" attributes:@{}];
        }
        """))
        XCTAssertNil(screen.template["image"], "\(screen.template)")
    }
}
