import EmptyStateModel
@testable import EmptyStateObjCReader
import XCTest

/// Images loaded from a file of a bundle (`imageWithContentsOfFile:` of `pathForResource:ofType:`),
/// as WisdomLearning's theme tool loads every empty-state image: drawn by the file's name.
final class BundleResourceImageTests: XCTestCase {
    func testTheMainBundlesFileIsTheImageByItsName() throws {
        let screen = try onlyScreen(source("""
        - (UIImage *)imageForEmptyDataSet:(UIScrollView *)scrollView {
            return [UIImage imageWithContentsOfFile:[[NSBundle mainBundle] pathForResource:@"empty_box" ofType:@"png"]];
        }
        """))
        XCTAssertEqual(screen["image.name"], .string("empty_box.png"), "\(screen.template)")
    }

    func testAThemeBundleFoundAtRunTimeStillGivesTheFilesName() throws {
        let screen = try onlyScreen(source("""
        - (UIImage *)imageForEmptyDataSet:(UIScrollView *)scrollView {
            NSDictionary *settings = [[NSDictionary alloc] initWithContentsOfFile:[[NSBundle mainBundle] pathForResource:@"Config" ofType:@"plist"]];
            NSString *bundlePath = [[NSBundle mainBundle] pathForResource:settings[@"skinPath"] ofType:@"bundle"];
            NSBundle *themeBundle = [NSBundle bundleWithPath:bundlePath];
            NSString *imagePath = [themeBundle pathForResource:@"Dia_NoContent" ofType:@"png"];
            return [[UIImage alloc] initWithContentsOfFile:imagePath];
        }
        """))
        XCTAssertEqual(screen["image.name"], .string("Dia_NoContent.png"), "\(screen.template)")
    }

    func testAFileNamedAtRunTimeIsNoImageName() throws {
        let screen = try onlyScreen(source("""
        - (UIImage *)imageForEmptyDataSet:(UIScrollView *)scrollView {
            return [UIImage imageWithContentsOfFile:self.downloadedImagePath];
        }
        """))
        // The run time's path: a placeholder naming the code, never a file name.
        guard case let .string(name)? = screen["image.name"] else { return XCTFail("\(screen.template)") }
        XCTAssertTrue(name.hasPrefix("\u{27E8}"), name)
    }
}
