import EmptyStateImport
import EmptyStateModel
import EmptyStateTemplate
import EmptyStateTraits
import Foundation
import XCTest

/// Shapes of round ninety-seven's apps, written here.
final class NinetySeventhRoundShapesTests: SourceFolderTestCase {
    /// Xinhoo's helper localizes the key it is given and fills the format with the app's name,
    /// a constant declared per build flag (`#if PRO … #else`): the screen shows the key's English
    /// with the name a build without flags of its own compiles, not the key with its `%@` empty.
    func testAHelperThatFillsALocalizedFormatWithItsOwnValueIsRun() throws {
        try write("App/en.lproj/Localizable.strings", """
        "没有%@的朋友" = "No friends have used %@";
        """)
        try write("App/Util.swift", """
        import UIKit
        #if PRO
        public let kAppName = "Flygram"
        #elseif MANGO
        public let kAppName = "Mango"
        #else
        public let kAppName = "星河IM"
        #endif
        class CustomUtil {
            @objc class func formatterStringWithAppName(str: String) -> String {
                return String.init(format: NSLocalizedString(str, comment: ""), kAppName)
            }
        }
        """)
        try write("App/ChooseViewController.swift", """
        import UIKit
        import EmptyDataSet_Swift
        class ChooseViewController: UIViewController, EmptyDataSetSource {
            let tableView = UITableView()
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.emptyDataSetSource = self
            }
            func title(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
                return NSAttributedString(string: CustomUtil.formatterStringWithAppName(str: "没有%@的朋友"))
            }
        }
        """)
        let screens = try screensAsImported()
        let screen = try XCTUnwrap(screens.first { $0.name == "ChooseViewController" }, "\(screens.map(\.name))")
        XCTAssertEqual(screen.template["title"]?["key"], .string("没有%@的朋友"), "\(screen.template)")
        XCTAssertEqual(screen.template["title"]?["args"], .list([.string("星河IM")]), "\(screen.template)")
        let template = try ImportedTemplates(roots: [folder + "/App"]).source(screen).template()
        XCTAssertEqual(template.base.view.title?.text, "No friends have used 星河IM")
    }

    /// A warning that quotes a text of two lines stays a comment: the template written reads back.
    func testAWarningOfSeveralLinesIsCommentedLineByLine() throws {
        let templates = try ImportedTemplates(roots: [folder])
        let screen = ImportedScreen(name: "Choose", file: folder + "/Choose.swift", line: 3, column: 5, kind: .dzn, caseName: nil,
                                    template: .map([TemplateEntry("title", .string("暂无"))]),
                                    warnings: ["\(folder!)/Choose.swift:9:5: title: '您暂时还没有加入%@的朋友\n推荐朋友下载一起畅聊吧' (en)\r\nis not drawn\u{2028}here"])
        let text = try templates.yaml(screen)
        XCTAssertTrue(text.contains("# 推荐朋友下载一起畅聊吧' (en)\n"), text)
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            XCTAssertTrue(line.hasPrefix("name:") || line.hasPrefix("title:"), "an uncommented line: \(line)")
        }
        let template = try TemplateLoader.parse(text: text, path: folder + "/Choose.yaml")
        XCTAssertEqual(template.base.view.title?.text, "暂无")
    }

    /// A custom view built in the method, its label made by SwifterSwift's `UILabel(text:)` from
    /// a local each branch sets (`else { return nil }` draws nothing): a screen per branch, each
    /// with its own text.
    func testALabelMadeWithItsTextIsReadInEachBranch() throws {
        try write("App/SavedGroupsViewController.swift", """
        import UIKit
        import EmptyDataSet_Swift
        enum ListType { case groups, together, channels }
        class SavedGroupsViewController: UIViewController {
            let tableView = UITableView()
            var type: ListType = .groups
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.emptyDataSetSource = self
            }
        }
        extension SavedGroupsViewController: EmptyDataSetSource {
            func customView(forEmptyDataSet scrollView: UIScrollView) -> UIView? {
                var titleStr = ""
                if self.type == .groups {
                    titleStr = "No groups yet"
                } else if self.type == .channels {
                    titleStr = "No channels yet"
                } else {
                    return nil
                }
                let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 160))
                let imageView = UIImageView(image: UIImage(named: "group_list_none"))
                view.addSubview(imageView)
                let label = UILabel(text: NSLocalizedString(titleStr, comment: ""))
                view.addSubview(label)
                return view
            }
        }
        """)
        let screens = try screensAsImported().filter { $0.name.hasPrefix("SavedGroupsViewController") }
        let titles = Set(screens.flatMap { shownTitles($0.template) })
        XCTAssertEqual(titles, ["No groups yet", "No channels yet"], "\(screens.map(\.template))")
    }

    /// Xinhoo's country-code view is an app class that loads its own Base-localized xib: the
    /// screen shows the xib's image and its label's English from `en.lproj/EmptyView.strings`.
    func testAnAppViewThatLoadsItsOwnXibShowsTheXibLocalized() throws {
        try write("App/Views/CountryCodeEmptyView.swift", """
        import UIKit
        class CountryCodeEmptyView: UIView {
            var view: UIView!
            override init(frame: CGRect) {
                super.init(frame: frame)
                setupView()
            }
            required init?(coder aDecoder: NSCoder) {
                super.init(coder: aDecoder)
                setupView()
            }
            func setupView() {
                view = loadViewFromXibFile()
                addSubview(view)
            }
            func loadViewFromXibFile() -> UIView {
                let nib = UINib(nibName: "CountryCodeEmptyView", bundle: Bundle(for: type(of: self)))
                return nib.instantiate(withOwner: self, options: nil)[0] as! UIView
            }
        }
        """)
        try write("App/Views/Base.lproj/CountryCodeEmptyView.xib", """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="CountryCodeEmptyView"/>
                <view contentMode="scaleToFill" id="iN0-l3-epB">
                    <subviews>
                        <imageView image="country_code_empty" id="EVt-i5-XpK"/>
                        <label text="无法获取数据，请检查网络" id="lZm-b6-igw">
                            <fontDescription key="fontDescription" type="system" pointSize="15"/>
                        </label>
                    </subviews>
                </view>
            </objects>
        </document>
        """)
        try write("App/Views/en.lproj/CountryCodeEmptyView.strings", """
        /* Class = "UILabel"; text = "无法获取数据，请检查网络"; ObjectID = "lZm-b6-igw"; */
        "lZm-b6-igw.text" = "Unable to load data.";
        """)
        try write("App/zh-Hans.lproj/Localizable.strings", """
        "Retry" = "重试";
        """)
        try write("App/en.lproj/Localizable.strings", """
        "Retry" = "Retry";
        """)
        try write("App/CountryCodeViewController.swift", """
        import UIKit
        import EmptyDataSet_Swift
        class CountryCodeViewController: UIViewController, EmptyDataSetSource {
            let tableView = UITableView()
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.emptyDataSetSource = self
            }
            func customView(forEmptyDataSet scrollView: UIScrollView) -> UIView? {
                return CountryCodeEmptyView()
            }
        }
        """)
        let templates = try ImportedTemplates(roots: [folder + "/App"])
        let screens = try screensAsImported()
        let screen = try XCTUnwrap(screens.first { $0.name == "CountryCodeViewController" }, "\(screens.map(\.name))")
        XCTAssertEqual(screen.template["image"]?["name"], .string("country_code_empty"), "\(screen.template)")
        let template = try templates.source(screen).template()
        XCTAssertEqual(template.base.view.title?.text, "Unable to load data.", "\(screen.template)")
        XCTAssertEqual(template.base.view.title?.font?.size, 15)
        // A language the app has, with no table for the xib: the Base nib's own words, as iOS
        // loads it; a language the app lacks: the development language's.
        let chinese = try templates.source(screen).template(traits: TraitCollection(locale: "zh-Hans"))
        XCTAssertEqual(chinese.base.view.title?.text, "无法获取数据，请检查网络")
        let german = try templates.source(screen).template(traits: TraitCollection(locale: "de"))
        XCTAssertEqual(german.base.view.title?.text, "Unable to load data.")
    }

    /// `scrollView.emptyDataSetView { [weak self] view in guard let self = self else { return };
    /// view.y = … }` inside a data source's own method only moves the view: no screen of its own,
    /// and `guard let self` is no condition to warn of.
    func testAClosureThatOnlyMovesTheViewAfterGuardLetSelfIsNoScreen() throws {
        try write("App/ViewersViewController.swift", """
        import UIKit
        import EmptyDataSet_Swift
        class ViewersViewController: UIViewController, EmptyDataSetSource, EmptyDataSetDelegate {
            let tableView = UITableView()
            var readers: [String] = []
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.emptyDataSetSource = self
                tableView.emptyDataSetDelegate = self
            }
            func title(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
                NSAttributedString(string: "No viewers yet")
            }
            func emptyDataSetShouldDisplay(_ scrollView: UIScrollView) -> Bool {
                if readers.count <= 0 {
                    scrollView.emptyDataSetView { [weak self] (emptyDataSetView) in
                        guard let self = self else { return }
                        emptyDataSetView.y = 300 - emptyDataSetView.height / 2
                    }
                    return true
                }
                return false
            }
        }
        """)
        let screens = try screensAsImported()
        XCTAssertEqual(screens.map(\.name), ["ViewersViewController"], "\(screens.map(\.template))")
        XCTAssertFalse(screens.flatMap(\.warnings).contains { $0.contains("let self") }, "\(screens.flatMap(\.warnings))")
    }

    /// sheQuanMerchant's base controller draws 暂无内容 (in a subclass that overrides nothing); a
    /// subclass that only overrides `emptyDataSetShouldDisplay` to `return false` draws nothing
    /// and is no screen, while one that overrides the title is one.
    func testASubclassThatNeverDisplaysIsNoScreen() throws {
        try write("App/BaseViewController.swift", """
        import UIKit
        import DZNEmptyDataSet
        open class BaseViewController: UIViewController {
            lazy var tableview: UITableView = {
                let table = UITableView()
                table.emptyDataSetSource = self
                table.emptyDataSetDelegate = self
                return table
            }()
        }
        extension BaseViewController: DZNEmptyDataSetSource, DZNEmptyDataSetDelegate {
            @objc open func title(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! {
                NSAttributedString(string: "暂无内容")
            }
            @objc open func emptyDataSetShouldDisplay(_ scrollView: UIScrollView!) -> Bool { true }
        }
        """)
        try write("App/ShopViewController.swift", """
        import UIKit
        class ShopViewController: BaseViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(tableview)
            }
            override func emptyDataSetShouldDisplay(_ scrollView: UIScrollView!) -> Bool {
                return false
            }
        }
        """)
        try write("App/BankListViewController.swift", """
        import UIKit
        class BankListViewController: BaseViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(tableview)
            }
            override func title(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! {
                NSAttributedString(string: "暂无银行卡")
            }
        }
        """)
        try write("App/AboutViewController.swift", """
        import UIKit
        class AboutViewController: BaseViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(tableview)
            }
        }
        """)
        let names = try screensAsImported().map(\.name).sorted()
        XCTAssertEqual(names, ["BankListViewController", "BaseViewController"])
    }

    /// ClearScan's XcodeGen spec lists one file of `App/` and whole folders: a view in `App/`
    /// that no target lists is compiled by none, and its screen is not the app's.
    func testAFileAnXcodeGenSpecBuildsInNoTargetIsNotRead() throws {
        try write("App/project.yml", """
        name: Scan
        targets:
          Scan:
            type: application
            platform: iOS
            sources:
              - path: App/UIKitApplication.swift
              - path: UIKitUI
              - path: Capture
                excludes:
                  - "**/Preview*.swift"
        """)
        try write("App/App/UIKitApplication.swift", "import UIKit\n@main class AppDelegate: UIResponder, UIApplicationDelegate {}\n")
        try write("App/App/LibraryViews.swift", """
        import SwiftUI
        struct FolderDetailView: View {
            var body: some View { ContentUnavailableView("No Documents", systemImage: "doc") }
        }
        """)
        try write("App/UIKitUI/LibraryViewController.swift", """
        import UIKit
        final class LibraryViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                var configuration = UIContentUnavailableConfiguration.empty()
                configuration.text = "No Scans"
                contentUnavailableConfiguration = configuration
            }
        }
        """)
        try write("App/Capture/PreviewCapture.swift", """
        import SwiftUI
        struct PreviewCapture: View {
            var body: some View { ContentUnavailableView("No Camera", systemImage: "camera") }
        }
        """)
        let names = try screensAsImported().map(\.name).sorted()
        XCTAssertEqual(names, ["LibraryViewController"])
    }

    /// A view model class that declares no initializer, made as `SummaryModel()`: its method
    /// runs with the call's argument, as a type's with an initializer does.
    func testAMethodOfATypeWithoutAnInitializerIsRun() throws {
        try write("App/ListView.swift", """
        import SwiftUI
        struct ListView: View {
            let viewModel = SummaryModel()
            var body: some View {
                ContentUnavailableView {
                    Label("No Results", systemImage: "line.3.horizontal.decrease.circle")
                } description: {
                    Text(viewModel.triggerSummary(for: 3))
                }
            }
        }
        class SummaryModel {
            var prefix = "Triggers"
            func triggerSummary(for count: Int) -> String {
                return "\\(prefix): \\(count)"
            }
        }
        """)
        let screens = try screensAsImported()
        let screen = try XCTUnwrap(screens.first, "\(screens.map(\.name))")
        let template = try ImportedTemplates(roots: [folder + "/App"]).source(screen).template()
        XCTAssertEqual(template.base.view.detail?.text, "Triggers: 3", "\(screen.template)")
    }
}
