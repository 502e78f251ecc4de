import EmptyStateImport
import EmptyStateModel
import Foundation
import XCTest

/// Shapes of round seventy-three's apps that take more than one file, each as small as the
/// app's code that showed it (SmartParkingApp in Swift, Zaful in Objective-C).
final class SeventyThirdRoundShapesTests: SourceFolderTestCase {
    private func text(_ value: TemplateValue?) -> String? {
        if case let .string(text)? = value { return text }
        if case let .string(text)? = value?["text"] { return text }
        if case let .string(text)? = value?["key"] { return text }
        return nil
    }

    /// An EmptyDataSet-Swift controller (with its imports) whose table's title is `title`.
    private func dataSource(_ name: String, title: String) -> String {
        """
        import UIKit
        import EmptyDataSet_Swift
        class \(name): UIViewController {
            @IBOutlet weak var tableView: UITableView!
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.emptyDataSetSource = self
            }
        }
        extension \(name): EmptyDataSetSource {
            func title(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
                return \(title)
            }
        }
        """
    }

    private func writeSmartParkingConstants() throws {
        try write("App/Utils/GlobalConstants.swift", """
        import Foundation
        import GoogleMaps
        let fontMontserratRegular17 = UIFont(name: "Montserrat-Regular", size: 17)
        let ic_emptyData = "ic_emptyData"
        let NO_DATA_MESSAGE = "No Data Was Received"
        """)
        try write("App/Utils/String.swift", """
        import UIKit
        extension String {
            var _toImage: UIImage? {
                return UIImage.init(named: self)
            }
            var _localizedKey: String {
                return NSLocalizedString(self, comment: "")
            }
        }
        """)
    }

    /// SmartParkingApp: the title's font is a constant of another file (`UIFont(name:size:)`), used
    /// as `fontMontserratRegular17 ?? UIFont.systemFont(…)`, and the image a String member of
    /// another file that makes an image of the string (`ic_emptyData._toImage`). The font is the
    /// one the app names, not a run-time unknown whose `??` splits the screen in two, and the
    /// image is the asset.
    func testAnotherFilesFontConstantAndAStringsImageMember() throws {
        try writeSmartParkingConstants()
        try write("App/HomeViewController.swift", """
        import UIKit
        import EmptyDataSet_Swift
        class HomeViewController: UIViewController {
            @IBOutlet weak var homeTableView: UITableView!
            var bookings: [Int] = []
            var isEmptyData = false
            override func viewDidLoad() {
                super.viewDidLoad()
                homeTableView.emptyDataSetSource = self
            }
            func fetch() { isEmptyData = bookings.isEmpty }
        }
        extension HomeViewController: EmptyDataSetSource, EmptyDataSetDelegate {
            func emptyDataSetShouldDisplay(_ scrollView: UIScrollView) -> Bool {
                return self.isEmptyData
            }
            func image(forEmptyDataSet scrollView: UIScrollView) -> UIImage? {
                return ic_emptyData._toImage
            }
            func title(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
                return NSAttributedString.init(string: NO_DATA_MESSAGE, attributes: [NSAttributedString.Key.font: fontMontserratRegular17 ?? UIFont.systemFont(ofSize: 17, weight: .bold)])
            }
        }
        """)
        let found = importedScreens()
        XCTAssertEqual(found.count, 1, "\(found.map(\.name))")
        let template = try XCTUnwrap(found.first?.template)
        XCTAssertNil(template["variants"], "one screen, not one per font: \(template)")
        XCTAssertEqual(text(template["title"]), "No Data Was Received")
        XCTAssertEqual(template.at("title.font.name")?.string, "Montserrat-Regular", "\(template)")
        XCTAssertEqual(template.at("image.name")?.string, "ic_emptyData", "\(template)")
        XCTAssertFalse("\(template)".contains("⟨"), "no placeholder: \(template)")
    }

    /// SmartParkingApp's lists: one controller keeps a title and a description, set up as
    /// `NO_DATA_MESSAGE` and `""`; the messages list sets both anew (constants of another file),
    /// the notifications list both again. The lists that set neither show the set-up's title
    /// alone; each block's pair is a variant, once, and no reading mixes two blocks' texts.
    func testTextsSetTogetherStayTogetherAndTheSetUpKeepsItsEmptyDescription() throws {
        try writeSmartParkingConstants()
        try write("App/Utils/Strings.swift", """
        let NO_MESSAGES_TITLE = "No Messages Yet!"
        let EMPTY_DESCRIPTION_MESSAGES_TITLE = "Please contact with your friends to see messages"
        let NO_NOTIFICATIONS_TITLE = "No Notifications!"
        let EMPTY_DESCRIPTION_NOTIFICATIONS_TITLE = "Please do more activities to see notifications"
        """)
        try write("App/TableViewController.swift", """
        import UIKit
        import EmptyDataSet_Swift
        class TableViewController: UIViewController {
            @IBOutlet weak var tableView: UITableView!
            private var isEmptyData = false
            private var emptyTitle: String = NO_DATA_MESSAGE
            private var emptyDescription: String = ""
            var object: [Int] = []
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.emptyDataSetSource = self
            }
            private func fetchDataMessages() {
                MessagesManager.shared.getMessages { messages in
                    self.object = messages
                    self.isEmptyData = self.object.isEmpty
                    self.emptyTitle = NO_MESSAGES_TITLE
                    self.emptyDescription = EMPTY_DESCRIPTION_MESSAGES_TITLE
                    self.tableView.reloadData()
                }
            }
            private func setupDataNotifications() {
                self.emptyTitle = NO_NOTIFICATIONS_TITLE
                self.emptyDescription = EMPTY_DESCRIPTION_NOTIFICATIONS_TITLE
            }
        }
        extension TableViewController: EmptyDataSetSource, EmptyDataSetDelegate {
            func emptyDataSetShouldDisplay(_ scrollView: UIScrollView) -> Bool {
                return self.isEmptyData
            }
            func title(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
                return NSAttributedString(string: self.emptyTitle, attributes: [.font: fontMontserratRegular17 ?? UIFont.systemFont(ofSize: 17, weight: .bold)])
            }
            func description(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
                NSAttributedString(string: self.emptyDescription, attributes: [:])
            }
        }
        """)
        let found = importedScreens()
        XCTAssertEqual(found.count, 1, "\(found.map(\.name))")
        let template = try XCTUnwrap(found.first?.template)
        XCTAssertEqual(text(template["title"]), "No Data Was Received", "\(template)")
        XCTAssertEqual(text(template["description"]) ?? "", "", "the set-up's empty description: \(template)")
        guard case let .map(variants)? = template["variants"] else { return XCTFail("no variants: \(template)") }
        let pairs = variants.map { "\(text($0.value["title"]) ?? "") / \(text($0.value["description"]) ?? "")" }
        XCTAssertEqual(Set(pairs), ["No Messages Yet! / Please contact with your friends to see messages",
                                    "No Notifications! / Please do more activities to see notifications"], "\(pairs)")
        XCTAssertEqual(pairs.count, 2, "each pair once: \(pairs)")
    }

    /// SmartParkingApp brings its font (`Montserrat-Regular.ttf`, in its `UIAppFonts`): a template
    /// that sets a text in a font by name lists the app's font files, so that the screen is drawn
    /// and measured in it; one that names no font lists none, as before.
    func testATemplateThatNamesAFontListsTheAppsFontFiles() throws {
        try writeSmartParkingConstants()
        try write("App/Fonts/Montserrat-Regular.ttf", "not read here")
        try write("App/HomeViewController.swift", dataSource("HomeViewController", title:
            "NSAttributedString(string: NO_DATA_MESSAGE, attributes: [.font: fontMontserratRegular17 ?? UIFont.systemFont(ofSize: 17)])"))
        try write("App/PlainViewController.swift", dataSource("PlainViewController", title: #"NSAttributedString(string: "Nothing yet")"#))
        let templates = try ImportedTemplates(roots: [folder + "/App"])
        let screens = AppImport.read(templates.sources, headers: templates.headers, strings: templates.strings).screens
        let home = try XCTUnwrap(screens.first { $0.name == "HomeViewController" })
        let plain = try XCTUnwrap(screens.first { $0.name == "PlainViewController" })
        XCTAssertEqual(templates.template(home)["fonts"], .list([.string(folder + "/App/Fonts/Montserrat-Regular.ttf")]))
        XCTAssertNil(templates.template(plain)["fonts"])
    }

    /// A font constant two files declare differently is neither's: the name stays unknown.
    func testAFontConstantTwoFilesDeclareDifferentlyIsNotTaken() throws {
        try writeSmartParkingConstants()
        try write("App/Other/Fonts.swift", """
        import UIKit
        let fontMontserratRegular17 = UIFont(name: "Avenir-Book", size: 17)
        """)
        try write("App/HomeViewController.swift", dataSource("HomeViewController", title: #"NSAttributedString(string: "Nothing", attributes: [.font: fontMontserratRegular17!])"#))
        let template = try XCTUnwrap(importedScreens().first?.template)
        XCTAssertNotEqual(template.at("title.font.name")?.string, "Montserrat-Regular", "\(template)")
        XCTAssertNotEqual(template.at("title.font.name")?.string, "Avenir-Book", "\(template)")
    }

    /// JourneyJar: a wrapper draws its placeholder only `if let noDataLabel`; the call that passes
    /// one is a screen, the call that passes none (`OptionalView(text) { Text($0) }`) draws
    /// nothing and is none.
    func testAWrapperCallThatGivesNoneOfWhatItShowsIsNoScreen() throws {
        try write("App/OptionalView.swift", """
        import SwiftUI
        struct OptionalView<T, Content>: View where Content: View {
            let noDataLabel: Label<Text, Image>?
            let content: Content?
            init(noDataLabel: Label<Text, Image>?, content: Content?) {
                self.noDataLabel = noDataLabel
                self.content = content
            }
            init(_ item: T?, noDataLabel: Label<Text, Image>? = nil, @ViewBuilder content: @escaping (T) -> Content) where T: Collection {
                let shown = if let item, !item.isEmpty { content(item) } else { nil as Content? }
                self.init(noDataLabel: noDataLabel, content: shown)
            }
            init(_ item: T?, noDataLabel: Label<Text, Image>? = nil, @ViewBuilder content: @escaping (T) -> Content) {
                let shown = if let item { content(item) } else { nil as Content? }
                self.init(noDataLabel: noDataLabel, content: shown)
            }
            var body: some View {
                if let content {
                    content
                } else if let noDataLabel {
                    ContentUnavailableView {
                        noDataLabel
                    }
                }
            }
        }
        struct OptionalText: View {
            let text: String?
            var body: some View {
                OptionalView(text) {
                    Text($0)
                }
            }
        }
        """)
        try write("App/ImageView.swift", """
        import SwiftUI
        struct ImageView: View {
            let image: Image?
            var body: some View {
                OptionalView(image, noDataLabel: Label("no image", systemImage: "eye.slash")) { image in
                    image.resizable()
                }
            }
        }
        """)
        let found = importedScreens()
        XCTAssertEqual(found.map(\.name), ["ImageView"], "\(found.map { ($0.name, $0.template) })")
    }

    /// gildongmu's `NearbyStateOverlayView`: a view whose body switches over the phase its callers
    /// give, with a spinner while loading and, for two phases, its own method that draws a screen
    /// of what it is given (`copyView(descriptor.failedServer)`). It chooses among its screens, so
    /// each call draws them all; the view's own definition is none.
    func testAViewChoosingAmongItsScreensThroughItsOwnMethodIsDrawnAtEachCall() throws {
        try write("App/Nearby/NearbyOverlay.swift", """
        import SwiftUI
        enum NearbyLoadPhase<Payload> {
            case idle, loading, denied, outOfCoverage, failedServer
            case loaded(Payload)
        }
        struct NearbyOverlayCopy {
            let title: String
            let systemImage: String
            init(_ title: String, systemImage: String) {
                self.title = title
                self.systemImage = systemImage
            }
        }
        struct NearbyStateOverlayView<Payload: Sendable>: View {
            let phase: NearbyLoadPhase<Payload>
            let failure: NearbyOverlayCopy
            var body: some View {
                switch phase {
                case .loading:
                    ProgressView("Checking…")
                case .denied:
                    ContentUnavailableView("Location permission needed", systemImage: "location.slash")
                case .outOfCoverage:
                    ContentUnavailableView("Available within South Korea only", systemImage: "map")
                case .failedServer:
                    copyView(failure)
                case .loaded:
                    EmptyView()
                case .idle:
                    EmptyView()
                }
            }
            private func copyView(_ copy: NearbyOverlayCopy) -> some View {
                ContentUnavailableView {
                    Label(copy.title, systemImage: copy.systemImage)
                }
            }
        }
        """)
        for name in ["Bike", "Clinic"] {
            try write("App/Nearby/\(name)NearbyView.swift", """
            import SwiftUI
            struct \(name)NearbyView: View {
                @State private var model = \(name)Model()
                var body: some View {
                    List { Text("row") }
                        .overlay {
                            NearbyStateOverlayView(phase: model.phase, failure: NearbyOverlayCopy("Couldn't load", systemImage: "wifi.exclamationmark"))
                        }
                }
            }
            """)
        }
        let found = importedScreens()
        for name in ["BikeNearbyView", "ClinicNearbyView"] {
            let titles = found.filter { $0.name.hasPrefix(name) }.compactMap { text($0.template["title"]) }
            XCTAssertTrue(titles.contains("Location permission needed") && titles.contains("Available within South Korea only"),
                          "\(name): \(titles)")
        }
        XCTAssertFalse(found.contains { $0.name.hasPrefix("NearbyStateOverlayView") }, "\(found.map(\.name))")
    }

    private func writeZafulLocalizer() throws {
        try write("App/Tool/ZFLocalizationString.h", """
        #import <Foundation/Foundation.h>
        #define ZFLocalizedString(key,comment) [[ZFLocalizationString shareLocalizable] ZFLocalizedString:key]
        @interface ZFLocalizationString : NSObject
        @property (nonatomic, copy) NSString *nomarLocalizable;
        + (ZFLocalizationString *)shareLocalizable;
        - (NSString *)ZFLocalizedString:(NSString *)translation_key;
        @end
        """)
        try write("App/Tool/ZFLocalizationString.m", """
        #import "ZFLocalizationString.h"
        @implementation ZFLocalizationString
        + (ZFLocalizationString *)shareLocalizable {
            static ZFLocalizationString *shared = nil;
            static dispatch_once_t onceToken;
            dispatch_once(&onceToken, ^{ shared = [[ZFLocalizationString alloc] init]; });
            return shared;
        }
        - (NSString *)ZFLocalizedString:(NSString *)translation_key {
            NSString * s = NSLocalizedStringFromTable(translation_key, nil, nil);
            NSString * path = [[NSBundle mainBundle] pathForResource:self.nomarLocalizable ofType:@"lproj"];
            NSBundle * languageBundle = [NSBundle bundleWithPath:path];
            s = [languageBundle localizedStringForKey:translation_key value:@"" table:nil];
            return s;
        }
        @end
        """)
        try write("App/en.lproj/Localizable.strings", "\"MyPoints_EmptyData_Tip\" = \"You do not have any Z points\";\n")
        try write("App/en.lproj/InfoPlist.strings", "'NSCameraUsageDescription' = 'cameraDesciption';\n")
    }

    /// Zaful: texts go through the app's macro, which sends a method of a shared instance of
    /// another file's class (`[[ZFLocalizationString shareLocalizable] ZFLocalizedString:key]`),
    /// whose body looks the key up: the key, read in the English table (beside a single-quoted
    /// InfoPlist.strings, which loads as Foundation loads it). The controller that hands its
    /// table its view model as the source (`emptyDataSetSource = self.viewModel`) draws nothing
    /// with its own methods; the view model's are the screen. An image named with spaces is none.
    func testASharedInstancesLocalizingMethodAndAViewModelSource() throws {
        try writeZafulLocalizer()
        try write("App/MyPointViewModel.h", """
        #import <UIKit/UIKit.h>
        @interface MyPointViewModel : NSObject
        @end
        """)
        try write("App/MyPointViewModel.m", """
        #import "MyPointViewModel.h"
        #import "ZFLocalizationString.h"
        #import "UIScrollView+EmptyDataSet.h"
        @interface MyPointViewModel () <DZNEmptyDataSetSource>
        @end
        @implementation MyPointViewModel
        - (NSAttributedString *)descriptionForEmptyDataSet:(UIScrollView *)scrollView {
            NSString *text = ZFLocalizedString(@"MyPoints_EmptyData_Tip", nil);
            return [[NSAttributedString alloc] initWithString:text attributes:@{}];
        }
        - (UIImage *)imageForEmptyDataSet:(UIScrollView *)scrollView {
            return [UIImage imageNamed:@" "];
        }
        @end
        """)
        try write("App/MyPointsViewController.m", """
        #import <UIKit/UIKit.h>
        #import "MyPointViewModel.h"
        #import "UIScrollView+EmptyDataSet.h"
        @interface MyPointsViewController : UIViewController <DZNEmptyDataSetSource>
        @property (nonatomic, strong) UITableView *tableView;
        @property (nonatomic, strong) MyPointViewModel *viewModel;
        @end
        @implementation MyPointsViewController
        - (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)scrollView {
            return [[NSAttributedString alloc] initWithString:@"Unused" attributes:@{}];
        }
        - (UITableView *)tableView {
            if (!_tableView) {
                _tableView = [[UITableView alloc] init];
                _tableView.emptyDataSetSource = self.viewModel;
            }
            return _tableView;
        }
        @end
        """)
        let templates = try ImportedTemplates(roots: [folder + "/App"])
        XCTAssertEqual(templates.warnings, [], "the single-quoted table loads")
        let found = AppImport.read(templates.sources, headers: templates.headers, strings: templates.strings).screens
        XCTAssertEqual(found.map(\.name), ["MyPointViewModel"], "\(found.map(\.name))")
        let screen = try XCTUnwrap(found.first)
        XCTAssertEqual(text(screen.template["description"]), "MyPoints_EmptyData_Tip", "\(screen.template)")
        XCTAssertNil(screen.template["image"], "an image named with spaces is none: \(screen.template)")
        let template = try templates.source(screen).template()
        XCTAssertEqual(template.base.view.detail?.text, "You do not have any Z points")
    }
}

private extension TemplateValue {
    /// The value at a dotted path (`title.font.name`).
    func at(_ path: String) -> TemplateValue? {
        path.split(separator: ".").reduce(Optional(self)) { value, key in value?[String(key)] }
    }

    var string: String? { if case let .string(text) = self { return text } else { return nil } }
}
