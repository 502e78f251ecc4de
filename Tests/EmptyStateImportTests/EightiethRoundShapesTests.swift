import EmptyStateImport
import EmptyStateModel
import EmptyStateTemplate
import Foundation
import XCTest

/// Shapes of round eighty's apps, and the round-79 lead on handler-ios's xib button: a custom
/// view's button is drawn as the xib draws it (its background, corner radius, font and title
/// color), not as a white title on nothing.
final class EightiethRoundShapesTests: SourceFolderTestCase {
    private func writeController(_ xib: String) throws {
        try write("App/Views/EmptyInboxView.xib", """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="iN0-l3-epB" customClass="EmptyInboxView">
                    <subviews>
                        <label text="Your new emails will be here" id="FBU-Ob-bdW">
                            <fontDescription key="fontDescription" type="system" weight="light" pointSize="22"/>
                        </label>
        \(xib)
                    </subviews>
                </view>
            </objects>
        </document>
        """)
        try write("App/InboxViewController.swift", """
        import UIKit
        import DZNEmptyDataSet
        class InboxViewController: UITableViewController, DZNEmptyDataSetSource {
            override func viewDidLoad() { tableView.emptyDataSetSource = self }
            func customView(forEmptyDataSet scrollView: UIScrollView!) -> UIView! {
                return Bundle.main.loadNibNamed("EmptyInboxView", owner: self, options: nil)?.first as! EmptyInboxView
            }
        }
        """)
    }

    /// The screen as `import --out` writes it, read back as a template file.
    private func writtenScreen() throws -> Template {
        let screen = try XCTUnwrap(try screensAsImported().first)
        let templates = try ImportedTemplates(roots: [folder + "/App"])
        let yaml = try templates.yaml(templates.drawable(screen), relativeTo: folder + "/out")
        return try TemplateLoader.source(text: yaml, path: folder + "/out/\(screen.name).yaml").template()
    }

    func testAXibButtonWithABackgroundIsDrawnFilledInItsColorsAndCorners() throws {
        try writeController("""
                        <button opaque="NO" buttonType="roundedRect" id="Fou-cH-jqC">
                            <rect key="frame" x="65" y="320" width="200" height="40"/>
                            <color key="backgroundColor" red="0.2" green="0.4" blue="0.8" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            <fontDescription key="fontDescription" name="HelveticaNeue" family="Helvetica Neue" pointSize="15"/>
                            <state key="normal" title="Compose your next email">
                                <color key="titleColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            </state>
                            <userDefinedRuntimeAttributes>
                                <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                                    <integer key="value" value="5"/>
                                </userDefinedRuntimeAttribute>
                            </userDefinedRuntimeAttributes>
                        </button>
        """)
        let view = try writtenScreen().base.view
        XCTAssertEqual(view.title?.font?.weight, .light)
        let button = view.button
        XCTAssertEqual(button.titles[.normal]?.text, "Compose your next email")
        XCTAssertEqual(button.titles[.normal]?.font?.size, 15)
        XCTAssertEqual(button.titles[.normal]?.font?.name, "HelveticaNeue")
        let configuration = try XCTUnwrap(button.configuration)
        XCTAssertEqual(configuration.style, .filled)
        XCTAssertEqual(configuration.cornerRadius, 5)
        let look = try XCTUnwrap(configuration.looks[.normal])
        XCTAssertEqual(look.background.description, "#3366CC")
        XCTAssertEqual(look.foreground.description, "#FFFFFF")
        // 40 pt tall: the insets above and below one 15 pt line.
        XCTAssertEqual(try XCTUnwrap(configuration.contentInsets?.top), 11.08, accuracy: 0.01)
    }

    /// A system button with no background and no title color draws its title in the tint.
    func testAXibSystemButtonWithoutColorsIsATitleInTheTint() throws {
        try writeController("""
                        <button opaque="NO" buttonType="system" id="Fou-cH-jqC">
                            <state key="normal" title="Refresh"/>
                        </button>
        """)
        let button = try writtenScreen().base.view.button
        XCTAssertNil(button.configuration)
        XCTAssertEqual(button.titles[.normal]?.text, "Refresh")
        XCTAssertEqual(button.titles[.normal]?.color?.description, "#007AFF")
    }

    /// yolo: `"😴 " + dayString + "日" + " 😴"` with `dayString` a formatter's run-time text: the
    /// placeholder stands for that local alone, between the known parts.
    func testARunTimeLocalInAConcatenationIsAPlaceholderBetweenTheKnownParts() throws {
        try write("App/LogViewController.swift", """
        import UIKit
        import DZNEmptyDataSet
        class LogViewController: UIViewController, DZNEmptyDataSetSource {
            func titleForEmptyDataSet(scrollView: UIScrollView!) -> NSAttributedString! {
                let postDateFormatter: NSDateFormatter = NSDateFormatter()
                postDateFormatter.dateFormat = "dd"
                let dayString = postDateFormatter.stringFromDate(NSDate())
                let str = "😴 " + dayString + "日" + " 😴"
                return NSAttributedString(string: str, attributes: nil)
            }
        }
        """)
        let screen = try XCTUnwrap(try screensAsImported().first)
        XCTAssertEqual(shownText(screen.template["title"]), "😴 ⟨dayString⟩日 😴")
    }

    /// Zeitgeist's `PlaceholderView(forRole:)`: a view whose label's `text` switches on the case
    /// its caller gives (capitalized cases) draws that case at each call, and no other; the
    /// `.AuthError` case's second text is the description and its `#if !EXTENSION`
    /// `SignOutButton()` (the app's button view) the button.
    func testAWrapperSwitchingOnTheCaseItsCallerGivesDrawsThatCaseAlone() throws {
        try write("App/PlaceholderView.swift", """
        import SwiftUI
        enum PlaceholderRole {
            case NoDeployments, NoProjects, AuthError
        }
        struct PlaceholderView: View {
            var forRole: PlaceholderRole
            var alignment: HorizontalAlignment = .center
            var imageName: String {
                switch forRole {
                case .NoDeployments, .NoProjects: return "text.magnifyingglass"
                case .AuthError: return "person.crop.circle.badge.exclamationmark"
                }
            }
            @ViewBuilder
            var text: some View {
                switch forRole {
                case .NoDeployments:
                    Text("No deployments to show")
                case .NoProjects:
                    Text("No projects to show")
                case .AuthError:
                    VStack {
                        Text("Error authenticating account")
                            .font(.headline)
                        Text("The selected account has not been authorised on this device.")
                        #if !EXTENSION
                        SignOutButton()
                        #endif
                    }
                }
            }
            var body: some View {
                ContentUnavailableView {
                    Label { text } icon: { Image(systemName: imageName) }
                }
            }
        }
        """)
        try write("App/SignOutButton.swift", """
        import SwiftUI
        struct SignOutButton: View {
            @Environment(\\.dismiss) private var dismiss
            var body: some View {
                Button { dismiss() } label: { Label("Sign out", systemImage: "person.badge.minus") }
            }
        }
        """)
        try write("App/ProjectsListView.swift", """
        import SwiftUI
        struct ProjectsListView: View {
            var projects: [String] = []
            var failed = false
            var body: some View {
                List(projects, id: \\.self) { Text($0) }
                    .overlay {
                        if failed {
                            PlaceholderView(forRole: .AuthError)
                        } else if projects.isEmpty {
                            PlaceholderView(forRole: .NoProjects, alignment: .leading)
                        }
                    }
            }
        }
        """)
        let screens = try screensAsImported()
        XCTAssertEqual(screens.count, 2)
        XCTAssertTrue(screens.allSatisfy { $0.template["variants"] == nil }, "\(screens.map(\.template))")
        let texts = Dictionary(screens.compactMap { screen in shownText(screen.template["title"]).map { ($0, screen.template) } }, uniquingKeysWith: { first, _ in first })
        XCTAssertEqual(texts.keys.sorted(), ["Error authenticating account", "No projects to show"])
        let error = try XCTUnwrap(texts["Error authenticating account"])
        XCTAssertEqual(error["image"]?["systemName"], .string("person.crop.circle.badge.exclamationmark"))
        XCTAssertEqual(shownText(error["description"]), "The selected account has not been authorised on this device.")
        XCTAssertEqual(shownText(error["button"]?["title"]), "Sign out")
        XCTAssertEqual(texts["No projects to show"]?["image"]?["systemName"], .string("text.magnifyingglass"))
    }

    /// Portannict: `DZNEmptyDataSetHelper.NetworkError.title`, another file's static computed
    /// property making an attributed string of `Const.titleString` (a `static var` of a nested
    /// type, beside another `Const` in `Empty`).
    func testAnotherFilesNestedStaticTextsAreTheScreensTexts() throws {
        try write("App/DZNEmptyDataSetHelper.swift", """
        import UIKit
        struct DZNEmptyDataSetHelper {
            struct NetworkError {
                private struct Const {
                    static var titleString = "ネットワークエラーです"
                    static var titleFont = UIFont.systemFont(ofSize: 28, weight: UIFont.Weight.thin)
                    static var buttonTitleString = "リトライ"
                }
                static var title: NSAttributedString {
                    return NSAttributedString(string: Const.titleString, attributes: [NSAttributedStringKey.font: Const.titleFont])
                }
                static var buttonTitle: NSAttributedString {
                    return NSAttributedString(string: Const.buttonTitleString)
                }
            }
            struct Empty {
                private struct Const {
                    static var titleString = "コンテンツがありません"
                }
                static var title: NSAttributedString {
                    return NSAttributedString(string: Const.titleString, attributes: [NSAttributedStringKey.foregroundColor: UIColor.lightGray])
                }
            }
        }
        """)
        try write("App/RecordsViewController.swift", """
        import UIKit
        import DZNEmptyDataSet
        class RecordsViewController: UITableViewController, DZNEmptyDataSetSource {
            override func viewDidLoad() { tableView.emptyDataSetSource = self }
            func title(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! {
                return DZNEmptyDataSetHelper.Empty.title
            }
        }
        class ActivitiesViewController: UITableViewController, DZNEmptyDataSetSource {
            override func viewDidLoad() { tableView.emptyDataSetSource = self }
            func title(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! {
                return DZNEmptyDataSetHelper.NetworkError.title
            }
            func buttonTitle(forEmptyDataSet scrollView: UIScrollView!, for state: UIControlState) -> NSAttributedString! {
                return DZNEmptyDataSetHelper.NetworkError.buttonTitle
            }
        }
        """)
        let found = Dictionary(uniqueKeysWithValues: try screensAsImported().map { ($0.name, $0.template) })
        XCTAssertEqual(shownText(found["RecordsViewController"]?["title"]), "コンテンツがありません")
        XCTAssertEqual(shownText(found["ActivitiesViewController"]?["title"]), "ネットワークエラーです")
        let button = found["ActivitiesViewController"]?["button"]?["title"]
        XCTAssertEqual(shownText(button?["normal"] ?? button), "リトライ")
    }

    /// Qianyu keeps a copy of EmptyDataSet-Swift in its sources: the library's own defaults
    /// (`public extension EmptyDataSetSource { func title(…) { return nil } }` beside the
    /// protocol) are no screen; the app's data source is.
    func testALibraryCopysOwnDefaultsAreNoScreen() throws {
        try write("App/Vender/EmptyDataSet-Custom/EmptyDataSetSource.swift", """
        import UIKit
        /// The object that acts as the data source of the empty datasets.
        /// @discussion The data source must adopt the DZNEmptyDataSetSource protocol.
        public protocol EmptyDataSetSource: class {
            func title(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString?
            func description(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString?
            func topOffset(forEmptyDataSet scrollView: UIScrollView) -> CGFloat
            func spaceHeight(forEmptyDataSet scrollView: UIScrollView) -> CGFloat
        }
        public extension EmptyDataSetSource {
            func title(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
                return nil
            }
            func description(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
                return nil
            }
            func topOffset(forEmptyDataSet scrollView: UIScrollView) -> CGFloat {
                return 100
            }
            func spaceHeight(forEmptyDataSet scrollView: UIScrollView) -> CGFloat {
                return 11
            }
        }
        """)
        try write("App/Vender/EmptyDataSet-Custom/EmptyDataSet.swift", """
        import UIKit
        private var kEmptyDataSetSource = "emptyDataSetSource"
        extension UIScrollView {
            public var emptyDataSetSource: EmptyDataSetSource? {
                get { return objc_getAssociatedObject(self, &kEmptyDataSetSource) as? EmptyDataSetSource }
                set { objc_setAssociatedObject(self, &kEmptyDataSetSource, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
            }
            internal func titleLabelString() -> NSAttributedString? {
                return emptyDataSetSource?.title(forEmptyDataSet: self)
            }
        }
        """)
        try write("App/ShelfViewController.swift", """
        import UIKit
        class ShelfViewController: UITableViewController, EmptyDataSetSource {
            override func viewDidLoad() { tableView.emptyDataSetSource = self }
            func title(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
                return NSAttributedString(string: "the shelves are empty")
            }
        }
        """)
        let screens = try screensAsImported()
        XCTAssertEqual(screens.map(\.name), ["ShelfViewController"])
        XCTAssertEqual(shownText(screens.first?.template["title"]), "the shelves are empty")
    }

    /// bonup-mobile: `AssetsHelper.shared.image(.emptyTasksListIcon)?.resizedImage(targetSize:)`,
    /// another file's method that picks an asset by a `switch` over its enum parameter (of
    /// 80 cases, over 4 KB), called on the type's shared instance, then resized by the app's own
    /// `UIImage` method: the asset the case names.
    func testAnImageASharedHelperPicksByCaseIsTheScreensImage() throws {
        let names = (0..<79).map { "otherIcon\($0)" } + ["emptyTasksListIcon"]
        let clauses = names.map { "        case .\($0):\n            return UIImage(named: \"\($0 == "emptyTasksListIcon" ? "empty-tasks-list-icon" : $0)\")" }
        try write("App/Subsystems/AssetsHelper.swift", """
        import UIKit
        final class AssetsHelper {
            enum Images {
        \(names.map { "        case \($0)" }.joined(separator: "\n"))
            }
            static let shared = AssetsHelper()
            private init() {}
            func image(_ type: Images) -> UIImage? {
                switch type {
        \(clauses.joined(separator: "\n"))
                }
            }
        }
        """)
        try write("App/Extensions/UIImage+Utils.swift", """
        import UIKit
        extension UIImage {
            func resizedImage(targetSize: CGSize) -> UIImage {
                return UIGraphicsImageRenderer(size: targetSize).image { _ in self.draw(in: CGRect(origin: .zero, size: targetSize)) }
            }
        }
        """)
        try write("App/TasksCell.swift", """
        import UIKit
        import EmptyDataSet_Swift
        final class TasksCell: UICollectionViewCell, EmptyDataSetSource {
            let tableView = UITableView()
            override init(frame: CGRect) { super.init(frame: frame); tableView.emptyDataSetSource = self }
            func title(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
                return NSAttributedString(string: "Empty current tasks list..")
            }
            func image(forEmptyDataSet scrollView: UIScrollView) -> UIImage? {
                return AssetsHelper.shared.image(.emptyTasksListIcon)?.resizedImage(targetSize: .init(width: 70, height: 70))
            }
        }
        """)
        let screen = try XCTUnwrap(try screensAsImported().first { $0.name == "TasksCell" })
        XCTAssertEqual(screen.template["image"]?["name"], .string("empty-tasks-list-icon"))
    }
}
