import EmptyStateModel
@testable import EmptyStateObjCReader
import XCTest

/// `customViewForEmptyDataSet:` built from UIKit's views in Objective-C: DZN shows the view
/// alone, so what its labels, image view and button show is the screen (CarApp's loading view,
/// jbxs's image, tip and reload button made by lazy getters).
final class CustomViewTests: XCTestCase {
    /// Locals built in the method: the label's text (with its font) is the title, the spinner is
    /// said not to be drawn, and the other methods' content is hidden.
    func testAViewOfLabelsAndAnImageIsTheScreen() throws {
        let screen = try onlyScreen(source("""
        - (NSString *)titleForEmptyDataSet:(UIScrollView *)s { return @"Hidden by the custom view"; }
        - (UIView *)customViewForEmptyDataSet:(UIScrollView *)s {
            UIView *box = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 320, 480)];
            UIActivityIndicatorView *spinner = [[UIActivityIndicatorView alloc] initWithActivityIndicatorStyle:UIActivityIndicatorViewStyleGray];
            [box addSubview:spinner];
            UIImageView *icon = [[UIImageView alloc] initWithImage:[UIImage imageNamed:@"page_icon_empty"]];
            [box addSubview:icon];
            UILabel *label = [UILabel new];
            label.text = @"加载中...";
            label.font = [UIFont systemFontOfSize:15];
            [box addSubview:label];
            UILabel *detail = [[UILabel alloc] init];
            [detail setText:@"Pull to refresh"];
            [box addSubview:detail];
            UIButton *retry = [UIButton buttonWithType:UIButtonTypeSystem];
            [retry setTitle:@"Again" forState:UIControlStateHighlighted];
            [retry setTitle:@"Retry" forState:UIControlStateNormal];
            [box addSubview:retry];
            return box;
        }
        """))
        XCTAssertEqual(screen.template.at("title.text"), .string("加载中..."), "\(screen.template)")
        XCTAssertEqual(screen.template.at("title.font.size"), .number(15))
        XCTAssertEqual(screen.template.at("description.text"), .string("Pull to refresh"))
        XCTAssertEqual(screen.template.at("image.name"), .string("page_icon_empty"))
        XCTAssertEqual(screen.template.at("button.title.normal.text"), .string("Retry"))
        XCTAssertTrue(screen.warnings.contains { $0.contains("a UIActivityIndicatorView is not drawn") }, "\(screen.warnings)")
        XCTAssertFalse(screen.warnings.contains { $0.contains("not imported") }, "\(screen.warnings)")
    }

    /// Lazy getters make each view once (`if (!_emptyView)` in the method is true the first
    /// time, so the subviews are added), the flag chooses what they show, and a hidden button
    /// is no button; the view the subviews sit on is no variant of its own.
    func testLazyGettersBuildOneViewPerRunAndAFlagIsAVariant() throws {
        let screen = try onlyScreen(source("""
        - (UIView *)customViewForEmptyDataSet:(UIScrollView *)scrollView {
            if (!_emptyView) {
                [self.emptyView addSubview:self.emptyIv];
                [self.emptyView addSubview:self.tipsLabel];
                [self.emptyView addSubview:self.loadBtn];
            }
            if (self.isLoadFail) {
                self.loadBtn.hidden = NO;
                self.tipsLabel.text = @"加载失败";
                self.emptyIv.image = [UIImage imageNamed:@"load_fail"];
            } else {
                self.loadBtn.hidden = YES;
                self.tipsLabel.text = @"暂无数据";
                self.emptyIv.image = [UIImage imageNamed:@"cart_no_good"];
            }
            return self.emptyView;
        }
        - (UIImageView *)emptyView {
            if (!_emptyView) {
                _emptyView = [[UIImageView alloc] init];
                _emptyView.image = [UIImage cp_imageWithColor:[UIColor whiteColor] size:CGSizeMake(320, 196)];
            }
            return _emptyView;
        }
        - (UIImageView *)emptyIv {
            if (_emptyIv == nil) { _emptyIv = [[UIImageView alloc] initWithImage:[UIImage imageNamed:@"cart_no_good"]]; }
            return _emptyIv;
        }
        - (UILabel *)tipsLabel {
            if (!_tipsLabel) {
                _tipsLabel = [[UILabel alloc] init];
                _tipsLabel.text = @"加载失败";
            }
            return _tipsLabel;
        }
        - (UIButton *)loadBtn {
            if (!_loadBtn) {
                _loadBtn = [UIButton buttonWithType:UIButtonTypeCustom];
                [_loadBtn setTitle:@"重新加载" forState:UIControlStateNormal];
                [_loadBtn setTitleColor:[UIColor colorWithHexString:@"0x131413"] forState:UIControlStateNormal];
            }
            return _loadBtn;
        }
        """, interface: """
        @property (nonatomic, strong) UIImageView *emptyView;
        @property (nonatomic, strong) UIImageView *emptyIv;
        @property (nonatomic, strong) UILabel *tipsLabel;
        @property (nonatomic, strong) UIButton *loadBtn;
        @property (nonatomic, assign) BOOL isLoadFail;
        """))
        let template = screen.template
        XCTAssertEqual(template.at("title.text"), .string("暂无数据"), "\(template)")
        XCTAssertEqual(template.at("image.name"), .string("cart_no_good"), "the tip's image, not the color behind it")
        XCTAssertNil(template["button"], "a hidden button shows nothing")
        XCTAssertEqual(template["variants"]?.keys, ["loadFail"], "\(template)")
        XCTAssertEqual(template.at("variants.loadFail.title.text"), .string("加载失败"))
        XCTAssertEqual(template.at("variants.loadFail.image.name"), .string("load_fail"))
        XCTAssertEqual(template.at("variants.loadFail.button.title.normal.text"), .string("重新加载"))
        XCTAssertEqual(template.at("variants.loadFail.button.title.normal.color"), .string("#131413"), "its setTitleColor:forState:")
    }

    /// A view of the app's own class is still not read: the other methods' content stays.
    func testAnAppViewLeavesTheOtherMethods() throws {
        let screen = try onlyScreen(source("""
        - (NSString *)titleForEmptyDataSet:(UIScrollView *)s { return @"Nothing Here"; }
        - (UIView *)customViewForEmptyDataSet:(UIScrollView *)s {
            UIView *box = [[UIView alloc] init];
            [box addSubview:[[EmptyView alloc] init]];
            return box;
        }
        """))
        XCTAssertEqual(screen.template.at("title.text") ?? screen.template["title"], .string("Nothing Here"), "\(screen.template)")
        XCTAssertTrue(screen.warnings.contains { $0.contains("a custom view is not imported") }, "\(screen.warnings)")
    }
}
