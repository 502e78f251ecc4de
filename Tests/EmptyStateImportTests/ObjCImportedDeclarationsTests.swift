import EmptyStateImport
import EmptyStateModel
import Foundation
import XCTest

/// What the headers an Objective-C data source imports declare (QianYueBao, round 47): the app's
/// `UIImage` category methods that return an image, and another class's BOOL properties; and a
/// data source for several tables that tells them apart by `scrollView.tag`.
final class ObjCImportedDeclarationsTests: SourceFolderTestCase {
    private func importedWithHeaders() -> [ImportedScreen] {
        let found = SourceFiles.find(in: [folder + "/App"])
        return AppImport.read(found.sources, headers: found.headers, strings: found.strings).screens
    }

    private func writeHeaders() throws {
        // The app's root (a Git checkout), under which its prefix header is looked for.
        try write("App/.git/HEAD", "ref: refs/heads/main\n")
        try write("App/PrefixHeader.pch", """
        #import <UIKit/UIKit.h>
        #import "UIImage+Scale.h"
        """)
        try write("App/Tools/UIImage+Scale.h", """
        #import <UIKit/UIKit.h>
        @interface UIImage (Scale)
        /// Scaled to fit.
        - (UIImage *)imageByScalingToSize:(CGSize)targetSize;
        - (nullable UIImage *)imageTintedWith:(UIColor *)color fraction:(CGFloat)fraction NS_AVAILABLE_IOS(8_0);
        - (CGFloat)aspectRatio;
        @end
        """)
        try write("App/Models/HomeModel.h", """
        #import <Foundation/Foundation.h>
        @interface HomeModel : NSObject
        @property (nonatomic, assign) BOOL RequestFail; // the last request failed
        @property (nonatomic, strong) NSArray *rows;
        @end
        """)
    }

    func testAnImageCategoryMethodGivesTheImageItIsSentTo() throws {
        try writeHeaders()
        try write("App/OwnerViewController.m", """
        #import "OwnerViewController.h"
        #import "UIScrollView+EmptyDataSet.h"
        @implementation OwnerViewController {
            OwnerViewModel *viewModel;
        }
        - (UIImage *)imageForEmptyDataSet:(UIScrollView *)scrollView {
            NSString *imageName = @"no_data";
            if (viewModel.isRequestFail) {
                imageName = @"no_internet";
            }
            UIImage *noData = [UIImage imageNamed:imageName];
            noData = [noData imageByScalingToSize:CGSizeMake(150, 125)];
            return [noData imageTintedWith:[UIColor grayColor] fraction:0.5];
        }
        @end
        """)
        let screens = importedWithHeaders()
        XCTAssertEqual(screens.count, 1)
        XCTAssertEqual(screens.first?.template["image"]?["name"], .string("no_data"))
        XCTAssertEqual(screens.first?.template["variants"]?["viewModelIsRequestFail"]?["image"]?["name"], .string("no_internet"),
                       "a Boolean of an instance variable's object is a variant")
    }

    func testAMessageNoImageCategoryDeclaresIsStillUnknown() throws {
        try writeHeaders()
        try write("App/OtherViewController.m", """
        #import "UIScrollView+EmptyDataSet.h"
        @implementation OtherViewController
        - (UIImage *)imageForEmptyDataSet:(UIScrollView *)scrollView {
            UIImage *image = [UIImage imageNamed:@"no_data"];
            return [image blurredCopyWithRadius:4];
        }
        @end
        """)
        let screens = importedWithHeaders()
        XCTAssertEqual(screens.count, 1)
        XCTAssertEqual(screens.first?.template["image"]?["name"], .string("⟨[image blurredCopyWithRadius:4]⟩"),
                       "a method the app does not declare on UIImage may return anything: a placeholder")
    }

    func testEachTableTagIsAScreenAndAnotherClassesBoolPropertyAVariant() throws {
        try writeHeaders()
        try write("App/HomeViewController.m", """
        #import "HomeModel.h"
        #import "UIScrollView+EmptyDataSet.h"
        @implementation HomeViewController {
            HomeModel *finishModel;
            HomeModel *progressModel;
        }
        - (UIImage *)imageForEmptyDataSet:(UIScrollView *)scrollView {
            switch (scrollView.tag) {
                case 100: {
                    if (finishModel.RequestFail) { return [UIImage imageNamed:@"no_internet"]; }
                    return [UIImage imageNamed:@"no_data"];
                }
                case 101: {
                    if (progressModel.RequestFail) { return [UIImage imageNamed:@"no_internet"]; }
                    return [UIImage imageNamed:@"no_orders"];
                }
                default:
                    return nil;
            }
        }
        - (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)table {
            if (table.tag == 101) { return [[NSAttributedString alloc] initWithString:@"No orders"]; }
            return nil;
        }
        @end
        """)
        let screens = importedWithHeaders()
        XCTAssertEqual(screens.map(\.name), ["HomeViewController-100", "HomeViewController-101"])
        XCTAssertEqual(screens.first?.template["image"]?["name"], .string("no_data"))
        XCTAssertEqual(screens.first?.template["variants"]?["finishModelRequestFail"]?["image"]?["name"], .string("no_internet"))
        XCTAssertNil(screens.first?.template["title"])
        XCTAssertEqual(screens.last?.template["image"]?["name"], .string("no_orders"))
        XCTAssertEqual(screens.last?.template["title"]?["text"], .string("No orders"), "`table.tag == 101` compares the tag with a screen's number")
        XCTAssertEqual(screens.last?.template["variants"]?["progressModelRequestFail"]?["image"]?["name"], .string("no_internet"))
    }

    /// `(UICollectionView *)scrollView == self.eventCollectionView` (Socialize's profile, round
    /// 48): one data source for two collection views, told apart by which one asks: a screen each.
    func testEachOfTheClassesTablesIsAScreen() throws {
        try write("App/ProfileViewController.m", """
        #import "UIScrollView+EmptyDataSet.h"
        @implementation ProfileViewController
        - (UIImage *)imageForEmptyDataSet:(UIScrollView *)scrollView {
            if ((UICollectionView *)scrollView == self.eventCollectionView)
                return [UIImage imageNamed:@"emptyEvent"];
            else
                return [UIImage imageNamed:@"emptySprout"];
        }
        - (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)collection {
            NSString *text;
            if (collection == self.eventCollectionView)
                text = @"No Liked Events";
            else
                text = @"No Liked Organizations";
            return [[NSAttributedString alloc] initWithString:text];
        }
        @end
        """)
        let screens = importedScreens()
        XCTAssertEqual(screens.map(\.name), ["ProfileViewController-eventcollectionview", "ProfileViewController-default"])
        XCTAssertEqual(screens.first?.template["image"]?["name"], .string("emptyEvent"))
        XCTAssertEqual(screens.first?.template["title"]?["text"], .string("No Liked Events"))
        XCTAssertEqual(screens.last?.template["image"]?["name"], .string("emptySprout"))
        XCTAssertEqual(screens.last?.template["title"]?["text"], .string("No Liked Organizations"))
    }
}
