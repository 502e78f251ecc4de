import EmptyStateImport
import EmptyStateModel
import Foundation
import XCTest

/// Shapes of round seventy-nine's apps: TMMWallet-iOS's whole string table as one enum, whose
/// `description` switches over some 250 cases; handler-ios's custom view from a xib, kept in a
/// property the method fills on first use, and its button's title set in code.
final class SeventyNinthRoundShapesTests: SourceFolderTestCase {
    /// `enum I18n: CustomStringConvertible` of 120 cases (more than a screen chooses among, and a
    /// getter over 8 KB), `I18n.emptyInvitesTitle.description` in the title.
    private func writeStringTableEnum() throws {
        let names = (0..<119).map { "otherMessageNumber\($0)" } + ["emptyInvitesTitle"]
        let cases = names.map { "    case \($0)" }.joined(separator: "\n")
        let clauses = names.map { name in
            "        case .\(name):\n            return NSLocalizedString(\"\(name.prefix(1).uppercased() + name.dropFirst())\", comment: \"\(name)\")"
        }.joined(separator: "\n")
        try write("App/Utils/i18n.swift", """
        import Foundation
        enum I18n: CustomStringConvertible {
        \(cases)
            var description : String {
                switch self {
        \(clauses)
                }
            }
        }
        """)
        try write("App/en.lproj/Localizable.strings", "\"EmptyInvitesTitle\" = \"No Friends Yet?\";\n")
    }

    func testACaseNamedOfAnEnumOfManyCasesGivesItsText() throws {
        try writeStringTableEnum()
        try write("App/MyInvitesTableViewController.swift", """
        import UIKit
        import EmptyDataSet_Swift
        class MyInvitesTableViewController: UITableViewController {
            override func viewDidLoad() { tableView.emptyDataSetSource = self }
        }
        extension MyInvitesTableViewController: EmptyDataSetSource {
            func title(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
                return NSAttributedString(string: I18n.emptyInvitesTitle.description)
            }
        }
        """)
        let screens = try screensAsImported()
        XCTAssertEqual(screens.count, 1)
        XCTAssertEqual(screens.first.flatMap { shownText($0.template["title"]) }, "EmptyInvitesTitle")
    }

    /// A value of that enum only the run time knows is no choice among its 120 cases: no variant each.
    func testAValueOfAnEnumOfManyCasesIsNoChoice() throws {
        try writeStringTableEnum()
        try write("App/MessageViewController.swift", """
        import UIKit
        import EmptyDataSet_Swift
        class MessageViewController: UITableViewController {
            var message: I18n = .emptyInvitesTitle
            override func viewDidLoad() { tableView.emptyDataSetSource = self }
        }
        extension MessageViewController: EmptyDataSetSource {
            func title(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
                return NSAttributedString(string: message.description)
            }
        }
        """)
        let screens = try screensAsImported()
        XCTAssertEqual(screens.count, 1)
        XCTAssertNil(screens.first?.template["variants"])
    }

    private func writeInboxXib() throws {
        try write("App/Views/EmptyInboxView.xib", """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="iN0-l3-epB" customClass="EmptyInboxView">
                    <subviews>
                        <imageView image="Empty Inbox Illustration" id="k4Y-zq-DaN"/>
                        <label text="Your new emails will be here" id="iGp-2D-Wao"/>
                        <button id="btn-Co-mp1">
                            <state key="normal" title="Compose your next email"/>
                        </button>
                    </subviews>
                    <connections>
                        <outlet property="descriptionLabel" destination="iGp-2D-Wao" id="out-le-t01"/>
                        <outlet property="actionButton" destination="btn-Co-mp1" id="out-le-t02"/>
                    </connections>
                </view>
            </objects>
        </document>
        """)
    }

    private func buttonTitle(_ template: TemplateValue) -> String? {
        shownText(template["button"]?["title"]?["normal"] ?? template["button"]?["title"])
    }

    /// `if(emptyView == nil) { emptyView = …loadNibNamed(…) }` … `return emptyView`: the view the
    /// method loads, not the property's `nil` at its declaration; and `setTitle(_:for:
    /// UIControlState())` on the view's button outlet is the button's title.
    func testAViewKeptInAPropertyAndAButtonTitleSetInCode() throws {
        try writeInboxXib()
        try write("App/InboxTableViewController.swift", """
        import UIKit
        import DZNEmptyDataSet
        class InboxTableViewController: UITableViewController, DZNEmptyDataSetSource {
            var emptyView: EmptyInboxView? = nil
            override func viewDidLoad() { tableView.emptyDataSetSource = self }
            func customView(forEmptyDataSet scrollView: UIScrollView!) -> UIView! {
                if(emptyView == nil) {
                    emptyView = Bundle.main.loadNibNamed("EmptyInboxView", owner: self, options: nil)?.first as? EmptyInboxView
                }
                emptyView?.waitingView.isHidden = true;
                return emptyView
            }
        }
        """)
        try write("App/UnreadMailboxViewController.swift", """
        import UIKit
        import DZNEmptyDataSet
        class UnreadMailboxViewController: UITableViewController, DZNEmptyDataSetSource {
            override func viewDidLoad() { tableView.emptyDataSetSource = self }
            func customView(forEmptyDataSet scrollView: UIScrollView!) -> UIView! {
                let view = Bundle.main.loadNibNamed("EmptyInboxView", owner: self, options: nil)?.first as! EmptyInboxView
                view.descriptionLabel.text = "Your unread emails will be here."
                view.actionButton.setTitle("Compose your first email", for: UIControlState())
                return view
            }
        }
        """)
        let found = Dictionary(uniqueKeysWithValues: try screensAsImported().map { ($0.name, $0.template) })
        XCTAssertEqual(found.keys.sorted(), ["InboxTableViewController", "UnreadMailboxViewController"])
        let inbox = try XCTUnwrap(found["InboxTableViewController"]), unread = try XCTUnwrap(found["UnreadMailboxViewController"])
        XCTAssertEqual(shownText(inbox["title"]), "Your new emails will be here")
        XCTAssertEqual(inbox["image"]?["name"], .string("Empty Inbox Illustration"))
        XCTAssertEqual(buttonTitle(inbox), "Compose your next email")
        XCTAssertEqual(shownText(unread["title"]), "Your unread emails will be here.")
        XCTAssertEqual(buttonTitle(unread), "Compose your first email")
    }
}
