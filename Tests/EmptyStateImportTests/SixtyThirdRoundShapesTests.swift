import EmptyStateImport
import EmptyStateModel
import Foundation
import XCTest

/// Shapes of issue 45's sixty-third round: Organize's App Playground copy beside its Xcode
/// project and its `"…".inText`; Swallow's Localize_Swift keys; kai-membership's own empty view
/// class, its subviews made by closures, and its String member that styles the string.
final class SixtyThirdRoundShapesTests: SourceFolderTestCase {
    /// An Xcode project that lists `App/Empty.swift`, and `App.swiftpm/Empty.swift` beside it (an
    /// App Playground of the same app, built by its own package): both are read. A copy no
    /// project or package builds stays out.
    func testAPackagesCopyBesideTheProjectIsBuiltByThePackage() throws {
        let view = { (title: String) in """
            import SwiftUI
            struct SpaceView: View {
                var body: some View { ContentUnavailableView("\(title)", systemImage: "tray") }
            }
            """ }
        try write("App/Views/SpaceView.swift", view("Select a Space"))
        try write("App/Views/Other.swift", "struct Other {}\n")
        try write("App.swiftpm/Views/SpaceView.swift", view("Select a Space (playground)"))
        try write("App.swiftpm/Package.swift", "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"App\", targets: [.executableTarget(name: \"AppModule\", path: \".\")])\n")
        try write("Old/Views/SpaceView.swift", view("Stale copy"))
        try write("App.xcodeproj/project.pbxproj", """
        // !$*UTF8*$!
        {
            objects = {
                AAAAAAAAAAAAAAAAAAAAAAA1 /* App */ = {
                    isa = PBXGroup;
                    children = (
                        AAAAAAAAAAAAAAAAAAAAAAA2 /* Views */,
                    );
                    path = App;
                    sourceTree = "<group>";
                };
                AAAAAAAAAAAAAAAAAAAAAAA2 /* Views */ = {
                    isa = PBXGroup;
                    children = (
                        AAAAAAAAAAAAAAAAAAAAAAA3 /* SpaceView.swift */,
                        AAAAAAAAAAAAAAAAAAAAAAA4 /* Other.swift */,
                    );
                    path = Views;
                    sourceTree = "<group>";
                };
                AAAAAAAAAAAAAAAAAAAAAAA3 /* SpaceView.swift */ = {isa = PBXFileReference; path = SpaceView.swift; sourceTree = "<group>"; };
                AAAAAAAAAAAAAAAAAAAAAAA4 /* Other.swift */ = {isa = PBXFileReference; path = Other.swift; sourceTree = "<group>"; };
            };
        }
        """)
        let found = SourceFiles.find(in: [folder])
        XCTAssertEqual(found.sourcesNotInProject.map { $0.replacingOccurrences(of: folder + "/", with: "") }, ["Old/Views/SpaceView.swift"])
        let screens = AppImport.read(found.sources, headers: found.headers, strings: found.strings).screens
        XCTAssertEqual(screens.compactMap { $0.template["title"]?["key"]?.plainText }.sorted(), ["Select a Space", "Select a Space (playground)"])
    }

    /// `extension String { var inText: Text { Text(self) } }` in one file, `description:
    /// "Select a space".inText` in another: the words themselves.
    func testAStringMemberThatShowsItselfIsTheString() throws {
        try write("App/String+inText.swift", """
        import SwiftUI
        extension String {
            var inText: Text {
                Text(self)
            }
        }
        """)
        try write("App/SpaceView.swift", """
        import SwiftUI
        struct SpaceView: View {
            var body: some View {
                ContentUnavailableView("Select a Space", systemImage: "square.split.2x1", description: "Select one or more spaces to get started".inText)
            }
        }
        """)
        let template = try XCTUnwrap(importedScreens().first?.template)
        XCTAssertEqual(template["description"], .string("Select one or more spaces to get started"), "verbatim, as Text(String) shows it: \(template)")
    }

    /// Localize_Swift's `"no_news_entry".localized()` (the library's, not the app's): the key in
    /// the app's table, read in a file that imports it.
    func testLocalizeSwiftsLocalizedIsAKey() throws {
        try write("App/en.lproj/Localizable.strings", "\"no_news_entry\" = \"No news entry\";\n\"refresh\" = \"Refresh\";\n")
        try write("App/NewsFeedViewController.swift", """
        import UIKit
        import DZNEmptyDataSet
        import Localize_Swift
        class NewsFeedViewController: UITableViewController, DZNEmptyDataSetSource {
            override func viewDidLoad() { super.viewDidLoad(); tableView.emptyDataSetSource = self }
            func title(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! {
                return NSAttributedString(string: "no_news_entry".localized())
            }
            func buttonTitle(forEmptyDataSet scrollView: UIScrollView!, for state: UIControl.State) -> NSAttributedString! {
                return NSAttributedString(string: "refresh".localized(using: "Localizable"))
            }
        }
        """)
        let template = try XCTUnwrap(importedScreens().first?.template)
        XCTAssertEqual(template["title"]?["key"], .string("no_news_entry"), "\(template)")
        XCTAssertEqual(template["button"]?["title"]?["normal"]?["key"], .string("refresh"), "\(template)")
    }

    /// `return emptyView`, a `RewardsEmptyView` of the app whose image view, labels and button are
    /// stored properties made by closures and added in its set-up: read as those views; the
    /// description goes through the app's `"…".setTextWithFormat(font:…)`, which styles the string.
    func testAnAppsEmptyViewClassIsReadFromItsSubviews() throws {
        try write("App/String+Format.swift", """
        import UIKit
        extension String {
            func setTextWithFormat(font: UIFont, textAlignment: NSTextAlignment = .left, textColor: UIColor = .black) -> NSMutableAttributedString {
                let attributedText = NSMutableAttributedString(string: self)
                attributedText.addAttribute(.font, value: font, range: NSRange(location: 0, length: attributedText.length))
                return attributedText
            }
        }
        """)
        try write("App/RewardsEmptyView.swift", """
        import UIKit
        class RewardsEmptyView: UIView {
            private let emptyImageView: UIImageView = {
                let imageView = UIImageView(image: UIImage(named: "image_rewards_empty"))
                imageView.contentMode = .scaleAspectFit
                return imageView
            }()
            private let titleLabel: UILabel = {
                let label = UILabel()
                label.text = "No Reward"
                return label
            }()
            private let descriptionLabel: UILabel = {
                let label = UILabel()
                label.attributedText = "Start doing missions now".setTextWithFormat(font: .systemFont(ofSize: 14), textAlignment: .center)
                return label
            }()
            private lazy var missionButton: UIButton = {
                let button = UIButton(type: .system)
                button.setTitle("Go to Mission", for: .normal)
                button.addTarget(self, action: #selector(onPressedMission), for: .touchUpInside)
                return button
            }()
            var didFinishTouchingGoToMission: (() -> Void)?
            override init(frame: CGRect) {
                super.init(frame: frame)
                setupView()
            }
            required init?(coder aDecoder: NSCoder) { fatalError() }
            func setupView() {
                addSubview(emptyImageView)
                addSubview(titleLabel)
                addSubview(descriptionLabel)
                addSubview(missionButton)
            }
            @objc private func onPressedMission() { didFinishTouchingGoToMission?() }
        }
        """)
        try write("App/RewardsViewController.swift", """
        import UIKit
        import DZNEmptyDataSet
        class RewardsViewController: UITableViewController {
            private(set) lazy var emptyView: RewardsEmptyView = {
                let view = RewardsEmptyView()
                view.didFinishTouchingGoToMission = { print("mission") }
                return view
            }()
            override func viewDidLoad() { super.viewDidLoad(); tableView.emptyDataSetSource = self }
        }
        extension RewardsViewController: DZNEmptyDataSetSource {
            func customView(forEmptyDataSet scrollView: UIScrollView!) -> UIView! {
                return emptyView
            }
        }
        """)
        let template = try XCTUnwrap(importedScreens().first?.template)
        XCTAssertEqual(template["image"]?["name"], .string("image_rewards_empty"), "\(template)")
        XCTAssertEqual(template["title"]?.plainText, "No Reward", "\(template)")
        XCTAssertEqual(template["description"]?.plainText, "Start doing missions now", "\(template)")
        XCTAssertEqual(template["button"]?["title"]?.plainText, "Go to Mission", "\(template)")
    }
}

extension SixtyThirdRoundShapesTests {
    /// A view class whose label is `let label = UILabel()`, worded in its `init(frame:)`
    /// (inbbbox's `EmptyDataSetLoadingView`), made with PureLayout's `newAutoLayoutView()`.
    func testAnAppsViewClassSetsItsSubviewsUpInItsInitializer() throws {
        try write("App/LoadingView.swift", """
        import UIKit
        class LoadingView: UIView {
            let label = UILabel()
            let spinner = UIActivityIndicatorView(style: .medium)
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(spinner)
                label.text = NSLocalizedString("Loading...", comment: "")
                label.textAlignment = .center
                addSubview(label)
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """)
        try write("App/FolloweesViewController.swift", """
        import UIKit
        import DZNEmptyDataSet
        import PureLayout
        class FolloweesViewController: UICollectionViewController, DZNEmptyDataSetSource {
            override func viewDidLoad() { super.viewDidLoad(); collectionView.emptyDataSetSource = self }
            func customViewForEmptyDataSet(scrollView: UIScrollView!) -> UIView! {
                let loadingView = LoadingView.newAutoLayoutView()
                return loadingView
            }
        }
        """)
        let template = try XCTUnwrap(importedScreens().first?.template)
        XCTAssertEqual(template["title"]?["key"], .string("Loading..."), "\(template)")
    }
}

private extension TemplateValue {
    /// A text's words, whether written plain or as `{ text: … }`.
    var plainText: String? {
        if case let .string(text) = self { return text }
        if case let .string(text)? = self["text"] { return text }
        if case let .string(text)? = self["normal"]?["text"] { return text }
        return nil
    }
}
