import EmptyStateImport
import EmptyStateModel
import Foundation
import XCTest

/// Shapes of issue 45's sixty-first round: family-coin, a Swift 2 app whose data sources make
/// their texts with the app's own class functions on `NSAttributedString` (declared in another
/// file, called without their first label), and set them in Bluetooth callbacks.
final class SixtyFirstRoundShapesTests: SourceFolderTestCase {
    private func writeHelpers() throws {
        try write("App/Elements/StringAttributes.swift", """
        import UIKit
        extension NSAttributedString {
            class func emptyDataSetAttributedTitleString(string: String) -> NSAttributedString {
                return NSAttributedString(string: string)
            }
            class func emptyDataSetAttributedDescriptionString(string: String) -> NSAttributedString {
                return NSAttributedString(string: string)
            }
        }
        """)
    }

    /// `NSAttributedString.emptyDataSetAttributedTitleString("…")`: the extension of another file
    /// is read for a call by the type's name, and Swift 2's unlabelled first argument binds to
    /// `string:`. Labelled, as Swift 3 writes it, it binds too.
    func testAnotherFilesClassFunctionCalledByItsTypeMakesTheText() throws {
        try writeHelpers()
        try write("App/UsersViewController.swift", """
        import UIKit
        import DZNEmptyDataSet
        class UsersViewController: UITableViewController {
            override func viewDidLoad() { super.viewDidLoad(); tableView.emptyDataSetSource = self }
        }
        extension UsersViewController: DZNEmptyDataSetSource {
            func titleForEmptyDataSet(scrollView: UIScrollView!) -> NSAttributedString! {
                return NSAttributedString.emptyDataSetAttributedTitleString("Empty data")
            }
            func descriptionForEmptyDataSet(scrollView: UIScrollView!) -> NSAttributedString! {
                return NSAttributedString.emptyDataSetAttributedDescriptionString(string: "There are no users yet")
            }
        }
        """)
        let screens = importedScreens()
        XCTAssertEqual(screens.count, 1, "\(screens.map(\.name))")
        let template = try XCTUnwrap(screens.first?.template)
        XCTAssertEqual(template["title"], .string("Empty data"), "\(template)")
        XCTAssertEqual(template["description"], .string("There are no users yet"), "\(template)")
    }

    /// A parameter declared with a label and a name (`string text:`) keeps its label at every
    /// call, in Swift 2 as since: an unlabelled call is not that function's.
    func testAParameterDeclaredWithTwoNamesIsNotBoundWithoutItsLabel() throws {
        try write("App/ListViewController.swift", """
        import UIKit
        import DZNEmptyDataSet
        extension NSAttributedString {
            class func styled(string text: String) -> NSAttributedString { return NSAttributedString(string: text) }
        }
        class ListViewController: UITableViewController, DZNEmptyDataSetSource {
            override func viewDidLoad() { super.viewDidLoad(); tableView.emptyDataSetSource = self }
            func titleForEmptyDataSet(scrollView: UIScrollView!) -> NSAttributedString! {
                return NSAttributedString.styled("Nothing here")
            }
        }
        """)
        let template = try XCTUnwrap(importedScreens().first?.template)
        XCTAssertNotEqual(template["title"], .string("Nothing here"), "\(template)")
    }

    /// `center?.didConnectBlock = { self.descriptionMessage = nil; self.titleMessage = … }`: the
    /// variant that takes the callback's title takes its cleared description with it; the set-up's
    /// screen keeps both of the set-up's texts.
    func testACallbackThatSetsTwoTextsIsOneVariant() throws {
        try writeHelpers()
        try write("App/BluetoothViewController.swift", """
        import UIKit
        import DZNEmptyDataSet
        class BluetoothViewController: UIViewController {
            var center: CenterBluetoothManager?
            var titleMessage: String?
            var descriptionMessage: String?
            override func viewDidLoad() {
                super.viewDidLoad()
                center = CenterBluetoothManager()
                center?.didConnectBlock = {
                    self.descriptionMessage = nil
                    self.titleMessage = NSLocalizedString("Starting synchronization", comment: "")
                    self.tableView.reloadData()
                }
                view.addSubview(tableView)
                titleMessage = NSLocalizedString("Please give the phone to an adult", comment: "")
                descriptionMessage = NSLocalizedString("Turn on Bluetooth on both devices", comment: "")
            }
            private lazy var tableView: UITableView = {
                let tableView = UITableView()
                tableView.emptyDataSetSource = self
                return tableView
            }()
        }
        extension BluetoothViewController: DZNEmptyDataSetSource {
            func titleForEmptyDataSet(scrollView: UIScrollView!) -> NSAttributedString! {
                return NSAttributedString.emptyDataSetAttributedTitleString(titleMessage ?? "")
            }
            func descriptionForEmptyDataSet(scrollView: UIScrollView!) -> NSAttributedString! {
                return NSAttributedString.emptyDataSetAttributedDescriptionString(descriptionMessage ?? "")
            }
        }
        """)
        let screens = importedScreens()
        XCTAssertEqual(screens.count, 1, "\(screens.map(\.name))")
        let setUp = try XCTUnwrap(screens.first?.template)
        XCTAssertEqual(setUp["title"]?["key"], .string("Please give the phone to an adult"), "\(setUp)")
        XCTAssertEqual(setUp["description"]?["key"], .string("Turn on Bluetooth on both devices"), "\(setUp)")
        guard case let .map(variants)? = setUp["variants"], variants.count == 1, let connected = variants.first?.value else {
            return XCTFail("one variant expected: \(setUp)")
        }
        XCTAssertEqual(connected["title"]?["key"], .string("Starting synchronization"), "\(connected)")
        // DZN draws no description for "" (the callback's nil through `?? ""`).
        XCTAssertEqual(connected["description"], .string(""), "\(connected)")
    }
}
