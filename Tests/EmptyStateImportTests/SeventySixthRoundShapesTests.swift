import EmptyStateImport
import EmptyStateModel
import Foundation
import XCTest

/// Shapes of round seventy-six's apps: U17's data source object whose image is its
/// initializer's default, ATON-iOS's xib view that its base controller's helper fills in for
/// EmptyDataSet-Swift's closure, and ATON's merge leftover beside the string table it reads.
final class SeventySixthRoundShapesTests: SourceFolderTestCase {
    /// `tw.uempty = UEmptyView { … }`: an object of the app's data source class made with its
    /// initializer's default image (`image: UIImage? = UIImage(named: "nodata")`) draws that
    /// image at each place that makes it; the class's own body is no screen.
    func testADataSourceObjectMadeWithoutAnImageDrawsItsInitializersDefault() throws {
        try write("App/UEmptyDataSet.swift", """
        import UIKit
        import EmptyDataSet_Swift
        extension UIScrollView {
            var uempty: UEmptyView? {
                get { return nil }
                set { self.emptyDataSetSource = newValue }
            }
        }
        class UEmptyView: EmptyDataSetSource {
            var image: UIImage?
            var verticalOffset: CGFloat = 0
            private var tapClosure: (() -> Void)?
            init(image: UIImage? = UIImage(named: "nodata"), verticalOffset: CGFloat = 0, tapClosure: (() -> Void)?) {
                self.image = image
                self.verticalOffset = verticalOffset
                self.tapClosure = tapClosure
            }
            func image(forEmptyDataSet scrollView: UIScrollView) -> UIImage? { return image }
        }
        """)
        try write("App/Lists.swift", """
        import UIKit
        class UComicListViewController: UIViewController {
            private lazy var tableView: UITableView = {
                let tw = UITableView(frame: .zero, style: .plain)
                tw.uempty = UEmptyView { [weak self] in self?.loadData() }
                return tw
            }()
            func loadData() {}
        }
        class URankListViewController: UIViewController {
            private lazy var tableView: UITableView = {
                let tw = UITableView(frame: .zero, style: .plain)
                tw.uempty = UEmptyView(verticalOffset: -10) { self.loadData() }
                return tw
            }()
            func loadData() {}
        }
        class UMineViewController: UIViewController {
            let tableView = UITableView()
            override func viewDidLoad() {
                tableView.uempty = UEmptyView(image: UIImage(named: "mine_empty"), tapClosure: nil)
            }
        }
        """)
        let found = try screensAsImported()
        let images = Dictionary(found.map { ($0.name, $0.template["image"]?["name"]) }, uniquingKeysWith: { first, _ in first })
        XCTAssertEqual(images, ["UComicListViewController": .string("nodata"), "URankListViewController": .string("nodata"),
                                "UMineViewController": .string("mine_empty")], "\(found.map(\.name))")
    }

    /// ATON's shape: `tableView.emptyDataSetView { view.customView(self?.emptyViewForTableView(…,
    /// Localized("key"), "image")) }`, where the base controller (another file) fills in a lazy
    /// view its app function loads from the xib named after its class, under conditions on the
    /// texts it is given; or the closure fills in the view's outlet itself.
    func testAXibViewABaseControllersHelperFillsInIsTheClosuresCustomView() throws {
        try write("App/XibView.swift", """
        import UIKit
        extension UIView {
            static func viewFromXib(theClass: AnyClass?) -> UIView? {
                let name = String(NSStringFromClass(theClass!)).components(separatedBy: ".")[1]
                return Bundle.main.loadNibNamed(name, owner: nil, options: nil)?[0] as? UIView
            }
        }
        class NoDataPlaceHolder: UIView {
            @IBOutlet weak var descriptionLabel: UILabel!
            @IBOutlet weak var imageView: UIImageView!
        }
        """)
        try write("App/NoDataPlaceHolder.xib", """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="root" customClass="NoDataPlaceHolder">
                    <subviews>
                        <imageView userInteractionEnabled="NO" image="empty_no_data_img" id="img-1"/>
                        <label opaque="NO" text="- - " id="lbl-1">
                            <fontDescription key="fontDescriptor" type="system" pointSize="16"/>
                        </label>
                    </subviews>
                    <connections>
                        <outlet property="descriptionLabel" destination="lbl-1" id="o-1"/>
                        <outlet property="imageView" destination="img-1" id="o-2"/>
                    </connections>
                </view>
            </objects>
        </document>
        """)
        try write("App/BaseViewController.swift", """
        import UIKit
        import Localize_Swift
        class BaseViewController: UIViewController {
            lazy var holderView: NoDataPlaceHolder = {
                return (UIView.viewFromXib(theClass: NoDataPlaceHolder.self) as! NoDataPlaceHolder)
            }()
            func emptyViewForTableView(forEmptyDataSet scrollView: UIScrollView, _ description: String?, _ imageName: String?) -> UIView? {
                let holder = self.holderView
                if description != nil && description!.length > 0 {
                    holder.descriptionLabel.text = description
                }
                if let imageName = imageName, imageName.count > 0 {
                    holder.imageView.image = UIImage(named: imageName)
                }
                return holder
            }
        }
        """)
        try write("App/Screens.swift", """
        import UIKit
        import EmptyDataSet_Swift
        import Localize_Swift
        class AddressBookViewController: BaseViewController {
            let tableView = UITableView()
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.emptyDataSetView { [weak self] view in
                    view.customView(self?.emptyViewForTableView(forEmptyDataSet: (self?.tableView)!, Localized("address_empty"), "empty_address_img"))
                }
            }
        }
        class RewardRecordViewController: BaseViewController {
            let tableView = UITableView()
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.emptyDataSetView { [weak self] view in
                    let holder = self?.emptyViewForTableView(forEmptyDataSet: (self?.tableView)!, nil, "") as? NoDataPlaceHolder
                    holder?.descriptionLabel.text = Localized("reward_empty")
                    view.customView(holder)
                    view.isScrollAllowed(true)
                }
            }
        }
        """)
        let found = try screensAsImported()
        let address = try XCTUnwrap(found.first { $0.name == "AddressBookViewController" }, "\(found.map(\.name))")
        XCTAssertEqual(shownText(address.template["title"]), "address_empty", "\(address.template)")
        XCTAssertEqual(address.template["image"]?["name"], .string("empty_address_img"), "the image the helper gives the outlet")
        let reward = try XCTUnwrap(found.first { $0.name == "RewardRecordViewController" }, "\(found.map(\.name))")
        XCTAssertEqual(shownText(reward.template["title"]), "reward_empty", "\(reward.template)")
        XCTAssertEqual(reward.template["image"]?["name"], .string("empty_no_data_img"), "an empty name leaves the xib's image")
        XCTAssertFalse(reward.warnings.contains { $0.contains("not read") }, "\(reward.warnings)")
    }

    /// In Objective-C too, an image the code sets on the xib's image view outlet replaces the
    /// xib's (`view.iconView.image = [UIImage imageNamed:@"…"]`).
    func testAnImageSetOnAXibOutletInObjectiveCIsTheScreensImage() throws {
        try write("App/EmptyView.xib", """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <view contentMode="scaleToFill" id="root" customClass="EmptyView">
                    <subviews>
                        <imageView image="xib_image" id="img-1"/>
                        <label text="暂无数据" id="lbl-1"/>
                    </subviews>
                    <connections>
                        <outlet property="iconView" destination="img-1" id="o-1"/>
                        <outlet property="tipLabel" destination="lbl-1" id="o-2"/>
                    </connections>
                </view>
            </objects>
        </document>
        """)
        try write("App/OrderListViewController.m", """
        #import "UIScrollView+EmptyDataSet.h"
        @interface OrderListViewController : UIViewController <DZNEmptyDataSetSource>
        @end
        @implementation OrderListViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.tableView.emptyDataSetSource = self;
        }
        - (UIView *)customViewForEmptyDataSet:(UIScrollView *)scrollView {
            EmptyView *view = [[[NSBundle mainBundle] loadNibNamed:@"EmptyView" owner:self options:nil] lastObject];
            view.iconView.image = [UIImage imageNamed:@"order_empty"];
            view.tipLabel.text = @"暂无订单";
            return view;
        }
        @end
        """)
        let screen = try XCTUnwrap(try screensAsImported().first)
        XCTAssertEqual(screen.template["image"]?["name"], .string("order_empty"), "\(screen.template)")
        XCTAssertEqual(shownText(screen.template["title"]), "暂无订单")
    }

    /// A `.strings` file that cannot be read (a merge's `Localizable_BACKUP_98059.strings`) loses
    /// only itself: the table beside it in the same `.lproj` is still the screens'.
    func testAnUnreadableStringsFileLosesOnlyItselfNotItsLocaleFolder() throws {
        try write("App/Wallet/en.lproj/Localizable.strings", "\"address_empty\" = \"No Address\";\n")
        try write("App/Wallet/en.lproj/Localizable_BACKUP_98059.strings", "\"address_empty\" = \"No Address\";\n<<<<<<< HEAD\n")
        try write("App/Wallet/zh-Hans.lproj/Localizable.strings", "\"address_empty\" = \"暂无地址\";\n")
        try write("App/Wallet/List.swift", "import UIKit\n")
        let templates = try ImportedTemplates(roots: [folder + "/App"])
        XCTAssertTrue(templates.strings.contains { $0.hasSuffix("/en.lproj/Localizable.strings") }, "\(templates.strings)")
        XCTAssertFalse(templates.strings.contains { $0.contains("BACKUP") }, "\(templates.strings)")
        XCTAssertTrue(templates.strings.contains { $0.hasSuffix("zh-Hans.lproj") }, "\(templates.strings)")
    }
}
