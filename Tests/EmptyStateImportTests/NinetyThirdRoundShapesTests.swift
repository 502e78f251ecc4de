import EmptyStateImport
import EmptyStateModel
import Foundation
import XCTest

/// Shapes of round ninety-three's apps, written here.
final class NinetyThirdRoundShapesTests: SourceFolderTestCase {
    /// Localize_Swift imported by one file only (Tricky): its `"key".localized()` is the
    /// module's, so a file that never imports it shows the key's English text. A controller
    /// whose table always has rows (`return 4`) still declares its empty state: a screen, as
    /// the truths list such declarations (Gaode's, YiNoteDiary's fixed-row lists).
    func testALibraryImportedElsewhereLocalizesInEveryFile() throws {
        try write("App/en.lproj/Localizable.strings", "\"txt_no_record\" = \"No record found.\";\n")
        try write("App/LoginViewController.swift", """
        import UIKit
        import Localize_Swift
        class LoginViewController: UIViewController {
            func setUp() { title = "txt_login".localized() }
        }
        """)
        for (name, rows) in [("ChatViewController", "chats.count"), ("UserPostViewController", "4")] {
            try write("App/\(name).swift", """
            import UIKit
            import DZNEmptyDataSet
            class \(name): UIViewController, UITableViewDataSource, DZNEmptyDataSetSource {
                @IBOutlet weak var tableView: UITableView!
                var chats: [String] = []
                override func viewDidLoad() { super.viewDidLoad(); tableView.emptyDataSetSource = self }
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                    return \(rows)
                }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
                func title(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! {
                    return NSAttributedString(string: "txt_no_record".localized())
                }
            }
            """)
        }
        let screens = try screensAsImported()
        XCTAssertEqual(screens.map(\.name).sorted(), ["ChatViewController", "UserPostViewController"], "\(screens.map(\.name))")
        for screen in screens {
            XCTAssertEqual(screen.template["title"]?["key"], .string("txt_no_record"), "\(screen.template)")
            XCTAssertFalse(screen.warnings.contains { $0.contains("localized") }, "\(screen.warnings)")
        }
    }

    /// Swift 2's `image.drawInRect(rect)` into a graphics context (havings_ios): the context's
    /// image is the one drawn.
    func testAnImageRedrawnWithSwift2sDrawInRectIsThatImage() throws {
        try write("App/AddFormViewController.swift", """
        import UIKit
        import DZNEmptyDataSet
        class AddFormViewController: UIViewController, DZNEmptyDataSetSource {
            @IBOutlet weak var collectionView: UICollectionView!
            override func viewDidLoad() { super.viewDidLoad(); collectionView.emptyDataSetSource = self }
            func imageForEmptyDataSet(scrollView: UIScrollView!) -> UIImage! {
                let image = UIImage(named: "icon_type_item")!
                let newHeight: CGFloat = 50
                let scale = newHeight / image.size.height
                let newWidth = image.size.width * scale
                UIGraphicsBeginImageContext(CGSizeMake(newWidth, newHeight))
                image.drawInRect(CGRectMake(0, 0, newWidth, newHeight))
                let newImage = UIGraphicsGetImageFromCurrentImageContext()
                UIGraphicsEndImageContext()
                return newImage
            }
            func titleForEmptyDataSet(scrollView: UIScrollView!) -> NSAttributedString! {
                return NSAttributedString(string: "No photo")
            }
        }
        """)
        let screen = try XCTUnwrap(try screensAsImported().first)
        XCTAssertEqual(screen.template["image"]?["name"], .string("icon_type_item"), "\(screen.template)")
        XCTAssertFalse(screen.warnings.contains { $0.contains("UIGraphicsGetImageFromCurrentImageContext") }, "\(screen.warnings)")
    }

    /// A wrapper's initializer in an extension that only delegates to its own (`init(forCamera _:
    /// Void) { self.init(title: String(localized: …), message: …, systemImage: "camera.metering.unknown") }`,
    /// pair-shot-iOS): a call with its labels shows what it passes, in another file too.
    func testAWrappersDelegatingInitializerPassesItsTexts() throws {
        try write("App/Localizable.xcstrings", """
        { "sourceLanguage" : "en", "version" : "1.0", "strings" : {
          "permission_camera_title" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Camera permission required" } } } },
          "permission_camera_message" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Allow camera access in Settings" } } } }
        } }
        """)
        try write("App/PermissionDeniedView.swift", """
        import SwiftUI
        struct PermissionDeniedView: View {
            let title: String
            let message: String
            let systemImage: String
            private let opener: () -> Void
            var body: some View {
                ContentUnavailableView {
                    Label(title, systemImage: systemImage)
                } description: {
                    Text(message)
                } actions: {
                    Button("Open Settings") { opener() }
                }
            }
            init(title: String, message: String, systemImage: String = "exclamationmark.triangle.fill", opener: @escaping () -> Void = {}) {
                self.title = title
                self.message = message
                self.systemImage = systemImage
                self.opener = opener
            }
        }
        extension PermissionDeniedView {
            init(forCamera _: Void, opener: @escaping () -> Void = {}) {
                self.init(
                    title: String(localized: "permission_camera_title"),
                    message: String(localized: "permission_camera_message"),
                    systemImage: "camera.metering.unknown",
                    opener: opener,
                )
            }
        }
        """)
        try write("App/CameraView.swift", """
        import SwiftUI
        struct CameraView: View {
            var denied = false
            var body: some View {
                if denied {
                    PermissionDeniedView(forCamera: ())
                } else {
                    Color.black
                }
            }
        }
        """)
        let screens = try screensAsImported()
        let camera = try XCTUnwrap(screens.first { $0.file.hasSuffix("CameraView.swift") }, "\(screens.map(\.file))")
        XCTAssertEqual(camera.template["title"]?["key"], .string("permission_camera_title"), "\(camera.template)")
        XCTAssertEqual(camera.template["description"]?["key"], .string("permission_camera_message"), "\(camera.template)")
        XCTAssertEqual(camera.template["image"]?["systemName"], .string("camera.metering.unknown"), "\(camera.template)")
        XCTAssertEqual(shownText(camera.template["button"]?["title"]), "Open Settings", "\(camera.template)")
    }

    /// A data source that shows its view model's computed properties (`viewModel?.emptyDataSetImage`
    /// of `var viewModel: MessagesListViewModel?`, M2), declared in another file: each getter is
    /// read there, one of one expression and one of several statements, their conditions the
    /// screen's variants.
    func testAViewModelsComputedPropertiesInAnotherFileAreReadWithTheirConditions() throws {
        try write("App/MessagesListViewModel.swift", """
        import UIKit
        class MessagesListViewModel {
            var isOnline = false
            var messagesProvider: MessagesProvider!
            var emptyDataSetImage: UIImage? {
                return messagesProvider.chat.isComplete ? UIImage(named: "chat") : UIImage(named: "sleep")
            }
            var emptyDataSetDescription: NSAttributedString {
                let rawString = isOnline ? "Noch keine Nachrichten" : "Der andere ist nicht im Chat"
                return NSMutableAttributedString(string: rawString)
            }
        }
        """)
        try write("App/MessagesViewController.swift", """
        import UIKit
        import DZNEmptyDataSet
        class MessagesViewController: UIViewController, DZNEmptyDataSetSource {
            @IBOutlet weak var tableView: UITableView!
            var viewModel: MessagesListViewModel?
            override func viewDidLoad() { super.viewDidLoad(); tableView.emptyDataSetSource = self }
            func image(forEmptyDataSet scrollView: UIScrollView!) -> UIImage! {
                return viewModel?.emptyDataSetImage
            }
            func description(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! {
                return viewModel?.emptyDataSetDescription
            }
        }
        """)
        let screen = try XCTUnwrap(try screensAsImported().first)
        let template = screen.template
        XCTAssertEqual(template["image"]?["name"], .string("sleep"), "\(template)")
        XCTAssertEqual(shownText(template["description"]), "Der andere ist nicht im Chat", "\(template)")
        guard case let .map(variants)? = template["variants"] else { return XCTFail("no variants: \(template)") }
        let images = variants.compactMap { $0.value["image"]?["name"] }
        let descriptions = variants.compactMap { shownText($0.value["description"]) }
        XCTAssertEqual(images, [.string("chat")], "\(template)")
        XCTAssertEqual(descriptions, ["Noch keine Nachrichten"], "\(template)")
    }
}
