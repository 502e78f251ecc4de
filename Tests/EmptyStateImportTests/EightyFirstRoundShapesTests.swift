import EmptyStateImport
import EmptyStateModel
import Foundation
import XCTest

/// Shapes of round eighty-one's apps: an Objective-C data source whose texts are arrays indexed
/// by the selected segment (chinaDream), and a custom view of the app's own class whose labels
/// and image view the method fills (BeeVideo).
final class EightyFirstRoundShapesTests: SourceFolderTestCase {
    func testAnArrayIndexedByTheSelectedSegmentIsAScreenPerPosition() throws {
        try write("App/attentionTableViewController.m", """
        #import "attentionTableViewController.h"
        @implementation attentionTableViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.tableView.emptyDataSetSource = self;
        }
        - (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)scrollView {
            NSArray *title = @[@"您还没有关注过任何人", @"您还没有被任何人关注"];
            return [[NSAttributedString alloc] initWithString:title[self.segCtrl.selectedSegmentIndex] attributes:nil];
        }
        - (NSAttributedString *)descriptionForEmptyDataSet:(UIScrollView *)scrollView {
            NSArray *detail = @[@"去寻找您身边的左邻右舍吧!", @"积极和您的左邻右舍互动赢得关注吧!"];
            return [[NSAttributedString alloc] initWithString:detail[self.segCtrl.selectedSegmentIndex] attributes:nil];
        }
        @end
        """)
        let screens = try screensAsImported()
        XCTAssertEqual(screens.count, 2, "\(screens.map(\.name))")
        let texts = screens.map { [shownText($0.template["title"]), shownText($0.template["description"])] }
        // Each position's title with the same position's description, never a placeholder.
        XCTAssertEqual(texts, [["您还没有关注过任何人", "去寻找您身边的左邻右舍吧!"], ["您还没有被任何人关注", "积极和您的左邻右舍互动赢得关注吧!"]])
    }

    func testAnIndexedArrayOfOneElementOrARunTimeIndexIsNoChoice() throws {
        try write("App/NewsViewController.m", """
        @implementation NewsViewController
        - (void)viewDidLoad { self.tableView.emptyDataSetSource = self; }
        - (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)scrollView {
            NSArray *titles = @[@"暂无新闻"];
            NSInteger index = arc4random_uniform(3);
            return [[NSAttributedString alloc] initWithString:titles[index] attributes:nil];
        }
        @end
        """)
        let screens = try screensAsImported()
        XCTAssertEqual(screens.count, 1, "\(screens.map(\.name))")
        XCTAssertTrue(shownText(screens[0].template["title"])?.hasPrefix("\u{27E8}") == true, "\(screens[0].template)")
    }

    func testAnAppViewsLabelAndImageViewSetByTheMethodAreTheScreen() throws {
        try write("App/MyVideoEmptyView.swift", """
        import UIKit
        class MyVideoEmptyView: UIView {
            var titleLabel: UILabel!
            var emptyImage: UIImageView!
            override init(frame: CGRect) {
                super.init(frame: frame)
                titleLabel = UILabel(frame: CGRect(x: 0, y: 0, width: frame.width, height: 20))
                addSubview(titleLabel)
                emptyImage = UIImageView(frame: CGRect(x: 0, y: 20, width: frame.width, height: 100))
                addSubview(emptyImage)
            }
            required init?(coder aDecoder: NSCoder) { fatalError() }
        }
        """)
        try write("App/MyDownloadView.swift", """
        import UIKit
        import DZNEmptyDataSet
        class MyDownloadView: UIView, DZNEmptyDataSetSource {
            var collectionView: UICollectionView!
            func setUp() { collectionView.emptyDataSetSource = self }
            func customView(forEmptyDataSet scrollView: UIScrollView!) -> UIView! {
                let emptyView = MyVideoEmptyView(frame: scrollView.frame)
                emptyView.tipLabel.text = "网速太慢，不如离线下载"
                emptyView.detailLabel.text = "随时想看就看"
                emptyView.emptyImage.image = UIImage(named: "v2_my_download_empty_bg")
                return emptyView
            }
        }
        """)
        let screen = try XCTUnwrap(try screensAsImported().first)
        // `tipLabel` names no part: the first such label is the title; `detailLabel` the description.
        XCTAssertEqual(shownText(screen.template["title"]), "网速太慢，不如离线下载")
        XCTAssertEqual(shownText(screen.template["description"]), "随时想看就看")
        XCTAssertEqual(shownText(screen.template["image"]?["name"] ?? screen.template["image"]), "v2_my_download_empty_bg")
        XCTAssertFalse(screen.warnings.contains { $0.contains("custom view is not read") }, "\(screen.warnings)")
    }
}
