import EmptyStateImport
import EmptyStateModel
import Foundation
import XCTest

/// Shapes of round eighty-five's leads and round eighty-six's apps, written here.
final class EightySixthRoundShapesTests: SourceFolderTestCase {
    /// `case .other(let message): return message`, where the app makes `.other` with one text
    /// only (StudyForge's `@unknown default: return .other("…")`): the variant shows that text.
    /// Made a second way, with a value only the run time knows, it stays a placeholder.
    func testACasesValueIsTheOneTextTheAppMakesItWith() throws {
        try write("App/Status.swift", """
        enum ModelStatus: Equatable {
            case ready
            case downloading
            case other(String)
            static func from(_ flag: Int) -> ModelStatus {
                switch flag {
                case 0: return .ready
                case 1: return .downloading
                default: return .other("The model is currently unavailable.")
                }
            }
        }
        """)
        try write("App/Service.swift", """
        struct Service {
            func describe(_ status: ModelStatus) -> String {
                switch status {
                case .other(let message): return message
                default: return ""
                }
            }
        }
        """)
        try write("App/UnavailableView.swift", """
        import SwiftUI
        struct UnavailableView: View {
            let status: ModelStatus
            var body: some View {
                ContentUnavailableView {
                    Label(title, systemImage: "brain")
                } description: {
                    Text(message)
                }
            }
            private var title: String {
                switch status {
                case .ready: return "Ready"
                case .downloading: return "Downloading"
                case .other: return "Model Unavailable"
                }
            }
            private var message: String {
                switch status {
                case .ready: return ""
                case .downloading: return "Check back in a few minutes."
                case .other(let message): return message
                }
            }
        }
        struct GeneratingView: View {
            let status: ModelStatus
            var body: some View { UnavailableView(status: status) }
        }
        """)
        var screens = try screensAsImported()
        var generating = try XCTUnwrap(screens.first { $0.name == "GeneratingView" }?.template)
        guard case let .map(variants)? = generating["variants"] else { return XCTFail("no variants: \(generating)") }
        let other = try XCTUnwrap(variants.first { $0.value["title"] == .string("Model Unavailable") }?.value, "\(generating)")
        XCTAssertEqual(other["description"], .string("The model is currently unavailable."), "\(generating)")

        try write("App/Failing.swift", """
        func fail(_ error: Error) -> ModelStatus { .other(error.localizedDescription) }
        """)
        screens = try screensAsImported()
        generating = try XCTUnwrap(screens.first { $0.name == "GeneratingView" }?.template)
        guard case let .map(again)? = generating["variants"] else { return XCTFail("no variants: \(generating)") }
        // Made two ways (round 90): the text the app writes, and a variant for the run time's.
        let other2 = try XCTUnwrap(again.first { $0.value["title"] == .string("Model Unavailable") }?.value, "\(generating)")
        XCTAssertEqual(other2["description"], .string("The model is currently unavailable."), "\(generating)")
        XCTAssertTrue(again.contains { if case let .string(text)? = $0.value["description"] { return text.hasPrefix("\u{27E8}") } else { return false } },
                      "the run time's way is a variant of its own: \(generating)")
    }

    /// Vocab's `extension Text { init(_ key: LocalizedKey) { self.init(key.rawValue.localized) } }`:
    /// `Text(LocalizedKey.goAddWords)` is the case's raw value as the key its table is read by, in any file.
    func testAnAppsTextInitializerOfItsKeyEnum() throws {
        try write("App/Localized.swift", """
        import SwiftUI
        extension String {
            var localized: String { NSLocalizedString(self, comment: "") }
        }
        extension Text {
            init(_ key: LocalizedKey) {
                self.init(key.rawValue.localized)
            }
        }
        enum LocalizedKey: String {
            case noWordsYet = "no_words_yet"
            case goAddWords = "go_add_words"
        }
        """)
        try write("App/en.lproj/Localizable.strings", """
        "no_words_yet" = "No words yet";
        "go_add_words" = "Go add some words to start learning!";
        """)
        try write("App/HomeView.swift", """
        import SwiftUI
        struct HomeView: View {
            var body: some View {
                ContentUnavailableView {
                    Label(LocalizedKey.noWordsYet.rawValue.localized, systemImage: "book.closed")
                } description: {
                    Text(LocalizedKey.goAddWords)
                }
            }
        }
        """)
        let screen = try XCTUnwrap(try screensAsImported().first { $0.name == "HomeView" })
        XCTAssertEqual(screen.template["description"]?["key"], .string("go_add_words"), "the table's key, looked up where drawn: \(screen.template)")
        XCTAssertEqual(screen.template["title"]?["key"], .string("no_words_yet"))
    }

    /// moneytracker's `//activityTableView.emptyDataSetSource = self`: the setter is switched off
    /// in code, yet Main.storyboard's outlet makes the controller the source, so it is drawn. A
    /// controller whose setter is switched off and that no outlet names draws nothing.
    func testAStoryboardOutletStandsInForASetterSwitchedOffInCode() throws {
        for (name, title) in [("SummaryViewController", "No activity"), ("DraftViewController", "No drafts")] {
            try write("App/\(name).swift", """
            import UIKit
            class \(name): UIViewController, DZNEmptyDataSetSource {
                @IBOutlet var tableView: UITableView!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    //tableView.emptyDataSetSource = self
                }
                func title(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! {
                    NSAttributedString(string: "\(title)")
                }
            }
            """)
        }
        try writeStoryboard(connectingSourceOf: "SummaryViewController")
        let titles = try screensAsImported().compactMap { shownText($0.template["title"]) }
        XCTAssertEqual(titles, ["No activity"])
    }

    /// xiaoweikaidian copies DZNEmptyDataSet's category into its own folder: the library's setter
    /// method is no place the app hands a table a source, so a controller with the methods that no
    /// code makes a source still draws nothing.
    func testAVendoredCopyOfTheLibraryHandsNoSource() throws {
        try write("App/Vendor/EmptyDataSet/UIScrollView+EmptyDataSet.m", """
        #import "UIScrollView+EmptyDataSet.h"
        @implementation UIScrollView (DZNEmptyDataSet)
        - (void)setEmptyDataSetSource:(id<DZNEmptyDataSetSource>)datasource
        {
            objc_setAssociatedObject(self, kEmptyDataSetSource, datasource, OBJC_ASSOCIATION_RETAIN_NONATOMIC);
        }
        @end
        """)
        for (name, title, sets) in [("RecordViewController", "暂无记录", true), ("CardListController", "暂无相关数据", false)] {
            try write("App/\(name).m", """
            #import "\(name).h"
            @implementation \(name)
            - (void)viewDidLoad {
                [super viewDidLoad];
                \(sets ? "self.tableView.emptyDataSetSource = self;" : "")
            }
            - (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)scrollView {
                return [[NSAttributedString alloc] initWithString:@"\(title)"];
            }
            @end
            """)
        }
        let titles = try screensAsImported().compactMap { shownText($0.template["title"]) }
        XCTAssertEqual(titles, ["暂无记录"])
    }
}
