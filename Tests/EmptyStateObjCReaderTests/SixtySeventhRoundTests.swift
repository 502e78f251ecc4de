import EmptyStateModel
@testable import EmptyStateObjCReader
import XCTest

/// Shapes of issue 45's sixty-seventh round in Objective-C: Local's images, each sent through the
/// controller's own `resizeImage:withSize:`.
final class SixtySeventhRoundTests: XCTestCase {
    /// The app's method that resizes the one image it is given draws that image by its name.
    func testAnImageSentThroughTheAppsResizingMethodIsThatImage() throws {
        let screen = try onlyScreen(source("""
        - (UIImage *)imageForEmptyDataSet:(UIScrollView *)scrollView {
            return [self resizeImage:[UIImage imageNamed:@"feed-icon"] withSize:(CGSizeMake(100,100))];
        }
        - (UIImage *)resizeImage:(UIImage *)image withSize:(CGSize)size {
            UIGraphicsBeginImageContext(size);
            [image drawInRect:CGRectMake(0, 0, size.width, size.height)];
            UIImage *newImage = UIGraphicsGetImageFromCurrentImageContext();
            UIGraphicsEndImageContext();
            return newImage;
        }
        """))
        XCTAssertEqual(screen["image.name"], .string("feed-icon"), "\(screen.template)")
        XCTAssertEqual(screen["image.maxSize"], .list([.number(100), .number(100)]), "drawn within the size it is resized to: \(screen.template)")
    }

    /// A method of the app that takes an image but is no resizing (`tinted:`) is not read as it.
    func testAnotherMethodTakingAnImageStaysTheRunTimes() throws {
        let screen = try onlyScreen(source("""
        - (UIImage *)imageForEmptyDataSet:(UIScrollView *)scrollView {
            return [self badged:[UIImage imageNamed:@"feed-icon"] count:3];
        }
        """))
        XCTAssertNotEqual(screen["image.name"], .string("feed-icon"), "\(screen.template)")
    }
}
