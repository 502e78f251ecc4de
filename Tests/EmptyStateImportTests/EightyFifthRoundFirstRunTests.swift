import EmptyStateImport
import EmptyStateModel
import Foundation
import XCTest

/// Shapes of round eighty-five's apps, written here: a wrapper that draws a spinner or its
/// screen by a Boolean (NasMon), a case chosen by a ternary argument (NasMon), a wrapper's private
/// optionals set by its initializer and a helper only previews call (Coinsa), a DZN helper class
/// whose methods are in a conformance extension (TrackIt), cases an enclosing `if` rules out
/// (StudyForge), and one number compared with several constants (leistuFranch).
final class EightyFifthRoundFirstRunTests: SourceFolderTestCase {
    private func variantNames(_ template: TemplateValue?) -> [String] {
        guard case let .map(variants)? = template?["variants"] else { return [] }
        return variants.map(\.key)
    }

    /// `if showsProgress { ProgressView() … } else { ContentUnavailableView … }`: a call passing
    /// `showsProgress: true` draws a spinner, no empty state; a ternary passed for the wrapper's
    /// enum decides its symbol in each reading.
    func testAWrappersBooleanGateAndATernaryCase() throws {
        try write("App/StatusView.swift", """
        import SwiftUI
        struct StatusView: View {
            let title: String
            var showsProgress = false
            var body: some View {
                if showsProgress {
                    VStack { ProgressView(); Text(title) }
                } else {
                    ContentUnavailableView(title, systemImage: "eye.slash")
                }
            }
        }
        struct StateView: View {
            enum Kind { case loading, empty, error }
            let kind: Kind
            let title: String
            var body: some View {
                ContentUnavailableView(title, systemImage: symbol)
            }
            private var symbol: String {
                switch kind {
                case .loading: return "arrow.triangle.2.circlepath"
                case .empty: return "tray"
                case .error: return "exclamationmark.triangle"
                }
            }
        }
        """)
        try write("App/Screens.swift", """
        import SwiftUI
        struct PreviewScreen: View {
            var body: some View {
                StatusView(title: "Preparing Preview…", showsProgress: true)
            }
        }
        struct FailedScreen: View {
            var body: some View {
                StatusView(title: "Cannot Open PDF")
            }
        }
        struct Dashboard: View {
            @State private var isRefreshing = false
            var body: some View {
                StateView(kind: isRefreshing ? .loading : .empty, title: isRefreshing ? "Loading" : "No Data")
            }
        }
        """)
        let screens = try screensAsImported()
        XCTAssertEqual(screens.map(\.name).sorted(), ["Dashboard", "FailedScreen"], "the spinner's call is no screen")
        let dashboard = try XCTUnwrap(screens.first { $0.name == "Dashboard" }?.template)
        XCTAssertEqual(dashboard["image"]?["systemName"], .string("tray"), "\(dashboard)")
        XCTAssertEqual(variantNames(dashboard), ["isRefreshing"], "\(dashboard)")
        XCTAssertEqual(dashboard["variants"]?["isRefreshing"]?["image"]?["systemName"], .string("arrow.triangle.2.circlepath"))
    }

    private let coinsaWrapper = """
    import SwiftUI
    struct EmptyStateView: View {
        private let icon: String
        private let title: LocalizedStringResource
        private let message: LocalizedStringResource?
        private let buttonLabel: LocalizedStringResource?
        private let action: (() -> Void)?
        init(icon: String, title: LocalizedStringResource, message: LocalizedStringResource? = nil,
             buttonLabel: LocalizedStringResource? = nil, action: (() -> Void)? = nil) {
            self.icon = icon
            self.title = title
            self.message = message
            self.buttonLabel = buttonLabel
            self.action = action
        }
        var body: some View {
            ContentUnavailableView {
                Label(title, systemImage: icon)
            } description: {
                descriptionContent
            } actions: {
                buttonContent
            }
        }
        @ViewBuilder
        private var descriptionContent: some View {
            if let message {
                Text(message)
                    .padding()
            }
        }
        @ViewBuilder
        private var buttonContent: some View {
            if let buttonLabel, let action {
                Button(buttonLabel) { action() }
            }
        }
    }

    private extension EmptyStateView {
        static func makePreview() -> some View {
            EmptyStateView(icon: "star", title: "Preview Only", buttonLabel: "Add", action: {})
        }
    }

    #Preview {
        EmptyStateView.makePreview()
    }
    """

    /// Private optionals the initializer sets are the caller's: `if let buttonLabel, let action`
    /// draws the button where the call gives both and none where it gives neither, and a lone
    /// `if let message` draws no description where the call gives none. The call in a helper
    /// only `#Preview` calls is no screen.
    func testAWrappersPrivateOptionalsAreDecidedAtEachCall() throws {
        try write("App/EmptyStateView.swift", coinsaWrapper)
        try write("App/Lists.swift", """
        import SwiftUI
        struct TripsView: View {
            @State private var adding = false
            var body: some View {
                EmptyStateView(icon: "airplane", title: "No Trips", message: "Plan one.", buttonLabel: "Add Trip") {
                    adding = true
                }
            }
        }
        struct TodayView: View {
            var body: some View {
                EmptyStateView(icon: "mappin", title: "No Location")
            }
        }
        """)
        let screens = try screensAsImported()
        XCTAssertEqual(screens.map(\.name).sorted(), ["TodayView", "TripsView"], "the preview helper's call is no screen")
        let trips = try XCTUnwrap(screens.first { $0.name == "TripsView" }?.template)
        XCTAssertEqual(shownText(trips["button"]?["title"]), "Add Trip", "\(trips)")
        XCTAssertEqual(shownText(trips["description"]), "Plan one.")
        XCTAssertEqual(variantNames(trips), [])
        let today = try XCTUnwrap(screens.first { $0.name == "TodayView" }?.template)
        XCTAssertNil(today["button"], "\(today)")
        XCTAssertNil(today["description"], "no placeholder for the message not given: \(today)")
        XCTAssertEqual(variantNames(today), [])
    }

    /// `extension EmptyDataSetDataSource: DZNEmptyDataSetSource { … }` beside the class that the
    /// controllers make with their texts: each maker is a screen with its texts.
    func testADataSourceClassWhoseMethodsAreInAnExtensionIsDrawnWhereItIsMade() throws {
        try write("App/EmptyDataSetDataSource.swift", """
        import UIKit
        import DZNEmptyDataSet
        class EmptyDataSetDataSource: NSObject {
            var title: String?
            var dataSetDescription: String?
            init(title: String, dataSetDescription: String) {
                self.title = title
                self.dataSetDescription = dataSetDescription
            }
        }
        extension EmptyDataSetDataSource: DZNEmptyDataSetSource {
            func title(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! {
                guard let title = title else { return nil }
                return NSAttributedString(string: title, attributes: [:])
            }
            func description(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! {
                guard let dataSetDescription = dataSetDescription else { return nil }
                return NSAttributedString(string: dataSetDescription, attributes: [:])
            }
        }
        """)
        try write("App/TagsViewController.swift", """
        import UIKit
        class TagsViewController: UITableViewController {
            let emptyDataSetDataSource = EmptyDataSetDataSource(title: "No Tags", dataSetDescription: "Add some tags.")
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.emptyDataSetSource = emptyDataSetDataSource
            }
        }
        """)
        let screens = try screensAsImported()
        XCTAssertEqual(screens.map(\.name), ["TagsViewController"])
        XCTAssertEqual(shownText(screens.first?.template["title"]), "No Tags")
        XCTAssertEqual(shownText(screens.first?.template["description"]), "Add some tags.")
    }

    /// `if status != .available { ModelUnavailableView(status: status) }`: the wrapper's variant
    /// for `.available` never shows there.
    func testAWrappersCaseThatTheEnclosingIfRulesOutIsNoVariant() throws {
        try write("App/ModelUnavailableView.swift", """
        import SwiftUI
        enum ModelStatus: Equatable { case available, off, downloading }
        struct ModelUnavailableView: View {
            let status: ModelStatus
            var body: some View {
                ContentUnavailableView(title, systemImage: "brain")
            }
            private var title: String {
                switch status {
                case .off: return "Apple Intelligence is Off"
                case .downloading: return "Model Downloading"
                case .available: return ""
                }
            }
        }
        """)
        try write("App/GeneratingView.swift", """
        import SwiftUI
        struct GeneratingView: View {
            private let status = ModelService().status()
            var body: some View {
                if status != .available {
                    ModelUnavailableView(status: status)
                } else {
                    Text("Generating")
                }
            }
        }
        """)
        let screens = try screensAsImported()
        let template = try XCTUnwrap(screens.first { $0.name == "GeneratingView" }?.template)
        XCTAssertEqual(shownText(template["title"]), "Apple Intelligence is Off", "\(template)")
        XCTAssertEqual(variantNames(template), ["statusIsDownloading"], "\(template)")
    }

    /// `_tableViewIndex == 1`, `> 1`, `== 2`, `== 3`: one number, so each reading takes one value;
    /// index 2 draws the image of `> 1` with the title of `== 2`.
    func testOneNumberComparedWithSeveralConstantsIsReadAsOneValue() throws {
        try write("App/LEBaseTableView.m", """
        #import "LEBaseTableView.h"
        @implementation LEBaseTableView
        - (void)commonInit {
            self.emptyDataSetSource = self;
        }
        - (UIImage *)imageForEmptyDataSet:(UIScrollView *)scrollView {
            if (_tableViewIndex == 1) {
                return [UIImage imageNamed:@"img_tip2"];
            } else if (_tableViewIndex > 1)
                return [UIImage imageNamed:@"img_tip1"];
            return [UIImage imageNamed:@"table_view_no_result"];
        }
        - (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)scrollView {
            NSString *text = @"暂无数据加载";
            if (_tableViewIndex == 1) {
                text = @"还没有课程";
            } else if (_tableViewIndex == 2) {
                text = @"还没有开始学习课程";
            } else if (_tableViewIndex == 3) {
                text = @"还没有已过期课程";
            }
            return [[NSAttributedString alloc] initWithString:text attributes:nil];
        }
        @end
        """)
        let screens = try screensAsImported()
        let template = try XCTUnwrap(screens.first?.template)
        XCTAssertEqual(variantNames(template), ["tableViewIndexIs1", "tableViewIndexIs2", "tableViewIndexIs3"], "\(template)")
        for (name, image, title) in [("tableViewIndexIs1", "img_tip2", "还没有课程"), ("tableViewIndexIs2", "img_tip1", "还没有开始学习课程"),
                                     ("tableViewIndexIs3", "img_tip1", "还没有已过期课程")] {
            let variant = template["variants"]?[name]
            XCTAssertEqual(variant?["image"]?["name"], .string(image), "\(name): \(template)")
            XCTAssertEqual(shownText(variant?["title"]), title, "\(name)")
        }
    }
}
