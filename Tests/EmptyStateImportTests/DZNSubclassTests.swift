import EmptyStateImport
import EmptyStateModel
import Foundation
import XCTest

/// A DZNEmptyDataSet data source that the app subclasses: each subclass is a screen, read with
/// its own overrides (of a property, of a method, of a data source method) over its
/// superclasses', across files; the data source itself is not a screen.
final class DZNSubclassTests: SourceFolderTestCase {
    private func writeApp() throws {
        try write("App/Base.swift", """
        import UIKit

        class ListViewController: UITableViewController {
            let viewModel = ListViewModel()
            var emptyTitle: String { "Nothing here" }
            func emptyImageName() -> String { "empty" }
        }
        """)
        try write("App/ListViewController+Empty.swift", """
        import UIKit
        import DZNEmptyDataSet

        extension ListViewController: DZNEmptyDataSetSource {
            func title(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
                NSAttributedString(string: emptyTitle)
            }
            func image(forEmptyDataSet scrollView: UIScrollView) -> UIImage? {
                UIImage(named: self.emptyImageName())
            }
            func description(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
                NSAttributedString(string: viewModel.hint)
            }
        }
        """)
        try write("App/Inbox.swift", """
        import UIKit

        final class InboxViewController: ListViewController {
            override var emptyTitle: String { NSLocalizedString("inbox.empty", value: "No Mail", comment: "") }
            // Only its superclass's answer: the superclass's method, read as this class.
            override func title(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
                return super.title(forEmptyDataSet: scrollView)
            }
        }
        """)
        try write("App/Archive.swift", """
        import UIKit

        class ArchiveViewController: ListViewController {
            override func emptyImageName() -> String { "archive" }
            override func description(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
                NSAttributedString(string: "Archived mail shows here.")
            }
        }

        final class OldArchiveViewController: ArchiveViewController {
            override var emptyTitle: String { "Old" }
        }
        """)
    }

    func testEverySubclassIsAScreenWithItsOverrides() throws {
        try writeApp()
        let app = AppImport.read(SourceFiles.find(in: [folder + "/App"]).sources)
        XCTAssertEqual(app.unreadable, [])
        XCTAssertEqual(app.screens.map(\.name), ["ArchiveViewController", "OldArchiveViewController", "InboxViewController"])
        guard app.screens.count == 3 else { return }
        let archive = app.screens[0], old = app.screens[1], inbox = app.screens[2]

        // A method it overrides (the image's name) and a data source method it overrides.
        XCTAssertEqual(archive.template["image"], .map([TemplateEntry("name", .string("archive"))]))
        XCTAssertEqual(archive.template["title"], .string("Nothing here"))
        XCTAssertEqual(archive.template["description"], .string("Archived mail shows here."))
        XCTAssertEqual(archive.warnings, [])
        // Two levels down: its own title, its superclass's image and description.
        XCTAssertEqual(old.template["title"], .string("Old"))
        XCTAssertEqual(old.template["image"], .map([TemplateEntry("name", .string("archive"))]))
        XCTAssertEqual(old.template["description"], .string("Archived mail shows here."))
        XCTAssertEqual(old.line, 10)
        XCTAssertTrue(old.file.hasSuffix("App/Archive.swift"))
        // A property it overrides with a localized text; what the superclass computes at run
        // time stays a placeholder, located where the superclass's file says it.
        XCTAssertEqual(inbox.template["title"], .map([TemplateEntry("key", .string("inbox.empty")), TemplateEntry("default", .string("No Mail"))]))
        XCTAssertEqual(inbox.template["image"], .map([TemplateEntry("name", .string("empty"))]))
        XCTAssertEqual(inbox.template["description"], .string("\u{27E8}viewModel.hint\u{27E9}"))
        XCTAssertEqual(inbox.warnings, ["\(folder!)/App/ListViewController+Empty.swift:12:36: description: not a literal: viewModel.hint"])
        XCTAssertTrue(inbox.file.hasSuffix("App/Inbox.swift"))
        XCTAssertEqual(inbox.line, 3)
    }

    func testADataSourceNobodySubclassesStaysAScreen() throws {
        try writeApp()
        try FileManager.default.removeItem(atPath: folder + "/App/Inbox.swift")
        try FileManager.default.removeItem(atPath: folder + "/App/Archive.swift")
        let app = AppImport.read(SourceFiles.find(in: [folder + "/App"]).sources)
        XCTAssertEqual(app.screens.map(\.name), ["ListViewController"])
        guard app.screens.count == 1 else { return }
        XCTAssertEqual(app.screens[0].template["title"], .string("Nothing here"))
        XCTAssertEqual(app.screens[0].template["image"], .map([TemplateEntry("name", .string("empty"))]))
    }

    func testASubclassInTheSameFileAndAClassLoop() throws {
        try write("App/Feed.swift", """
        import UIKit
        import DZNEmptyDataSet

        class FeedViewController: UIViewController, DZNEmptyDataSetSource {
            var emptyMessage: String { "No posts yet" }
            func title(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
                NSAttributedString(string: emptyMessage)
            }
        }

        final class SavedViewController: FeedViewController {
            override var emptyMessage: String { "Nothing saved" }
        }
        """)
        // Two classes that name each other (not valid Swift, but a reader must not loop).
        try write("App/Loop.swift", """
        class Ping: Pong {}
        class Pong: Ping {}
        """)
        let app = AppImport.read(SourceFiles.find(in: [folder + "/App"]).sources)
        XCTAssertEqual(app.screens.map(\.name), ["SavedViewController"])
        guard app.screens.count == 1 else { return }
        XCTAssertEqual(app.screens[0].template["title"], .string("Nothing saved"))
    }

    /// A subclass that overrides nothing the empty state shows draws its superclass's screen:
    /// it is not a screen of its own, and the data source's screen stands for it.
    func testASubclassThatDrawsTheSameIsItsSuperclassesScreen() throws {
        try writeApp()
        try write("App/Drafts.swift", """
        import UIKit

        final class DraftsViewController: ListViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Drafts"
            }
        }
        """)
        let app = AppImport.read(SourceFiles.find(in: [folder + "/App"]).sources)
        XCTAssertEqual(app.screens.map(\.name).sorted(), ["ArchiveViewController", "InboxViewController", "ListViewController", "OldArchiveViewController"])
        let list = app.screens.first { $0.name == "ListViewController" }
        XCTAssertEqual(list?.template["title"], .string("Nothing here"))
        XCTAssertEqual(list?.file.hasSuffix("App/Base.swift"), true)
    }
}
