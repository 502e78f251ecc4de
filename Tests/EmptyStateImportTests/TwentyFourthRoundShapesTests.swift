import EmptyStateImport
import EmptyStateModel
import Foundation
import XCTest

/// Shapes of the apps of issue 45's twenty-fourth to twenty-sixth rounds: a wrapper whose initializer computes
/// what it shows and whose modifier-style methods set the rest; an app's image view; `#if
/// false`; a button as a content-unavailable view's label; a busy button's label; modifiers
/// under `#if`; a text constant declared a LocalizedStringKey; Objective-C classes that only
/// decide whether to show and instance variables compared with `!=`; the files of a project
/// that lists them, for a watch app and for no target at all; Swift 2's syntax in a method that
/// only hands the table its data source; a text declared `""` that a response handler sets; a
/// wrapper's actions chosen by a `switch` over the mode its callers pass, drawn once for the
/// newest system where `if #available` repeats the view for older ones.
final class TwentyFourthRoundShapesTests: SourceFolderTestCase {
    private func screens(_ app: String = "App") -> [String: ImportedScreen] {
        let found = SourceFiles.find(in: [folder + "/" + app])
        return Dictionary(AppImport.read(found.sources, strings: found.strings).screens.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    private func value(_ template: TemplateValue?, _ path: String) -> TemplateValue? {
        path.split(separator: ".").reduce(template) { $0?[String($1)] }
    }

    /// `DetailViewBase("Gacha", …)` through a delegating initializer that stores
    /// `"Content.unavailable.\(String(localized: titleKey))"`, and
    /// `.contentUnavailableImage(systemName:)` setting a property declared with a value: each call
    /// shows its own title and its own symbol, or the declared one.
    func testAWrapperInitializersComputedTitleAndItsModifierStyleSetter() throws {
        try write("App/InfoBases.swift", """
        import SwiftUI
        struct DetailViewBase<Content: View>: View {
            var titleKey: LocalizedStringResource
            var initialID: Int
            var makeContent: () -> Content
            var unavailablePrompt: LocalizedStringResource
            var unavailableSystemImage: String = "bolt.horizontal.fill"
            @State private var information: String?
            init(_ titleKey: LocalizedStringResource, initialID: Int, @ViewBuilder content: @escaping () -> Content) {
                self.init(titleKey, initialID: initialID, fallback: 0, content: content)
            }
            init(_ titleKey: LocalizedStringResource, initialID: Int, fallback: Int, @ViewBuilder content: @escaping () -> Content) {
                self.titleKey = titleKey
                self.initialID = initialID
                self.makeContent = content
                self.unavailablePrompt = "Content.unavailable.\\(String(localized: titleKey))"
            }
            var body: some View {
                if information != nil {
                    makeContent()
                } else {
                    ContentUnavailableView(unavailablePrompt, systemImage: unavailableSystemImage, description: Text("Tap to retry."))
                }
            }
        }
        extension DetailViewBase {
            func contentUnavailableImage(systemName: String) -> Self {
                var mutable = self
                mutable.unavailableSystemImage = systemName
                return mutable
            }
        }
        """)
        try write("App/Gacha.swift", """
        import SwiftUI
        struct GachaDetailView: View {
            var body: some View {
                DetailViewBase("Gacha", initialID: 1) { Text("x") }
                    .contentUnavailableImage(systemName: "star.hexagon")
            }
        }
        struct SongDetailView: View {
            var body: some View {
                DetailViewBase("Song", initialID: 2) { Text("y") }
            }
        }
        """)
        try write("App/Localizable.xcstrings", """
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "Content.unavailable.%@": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "%@ Information Unavailable"}}}},
          "Gacha": {}, "Song": {}
        }}
        """)
        let found = screens()
        XCTAssertEqual(found.keys.sorted(), ["GachaDetailView", "SongDetailView"])
        XCTAssertEqual(value(found["GachaDetailView"]?.template, "title.key"), .string("Content.unavailable.%@"))
        XCTAssertEqual(value(found["GachaDetailView"]?.template, "image.systemName"), .string("star.hexagon"))
        XCTAssertEqual(value(found["SongDetailView"]?.template, "image.systemName"), .string("bolt.horizontal.fill"))
        let gacha = try XCTUnwrap(found["GachaDetailView"])
        let song = try XCTUnwrap(found["SongDetailView"])
        XCTAssertEqual(try laidOutTitle(gacha), "Gacha Information Unavailable")
        XCTAssertEqual(try laidOutTitle(song), "Song Information Unavailable")
    }

    private func laidOutTitle(_ screen: ImportedScreen) throws -> String? {
        let templates = try ImportedTemplates(roots: [folder + "/App"])
        return try templates.source(screen).template().base.view.title?.text
    }

    /// `YabaIconView(bundleKey: "folder-01")`: the app's view that draws `Image(bundleKey)`
    /// names the asset, in the icon of a label.
    func testAnAppsImageViewNamesItsAsset() throws {
        try write("App/Icon.swift", """
        import SwiftUI
        struct YabaIconView: View {
            let bundleKey: String
            var body: some View {
                Image(bundleKey)
                    .renderingMode(.template)
                    .resizable()
            }
        }
        """)
        try write("App/Folders.swift", """
        import SwiftUI
        struct FoldersView: View {
            var body: some View {
                ContentUnavailableView {
                    Label {
                        Text("No Folders")
                    } icon: {
                        YabaIconView(bundleKey: "folder-01")
                            .scaledToFit()
                            .frame(width: 52, height: 52)
                    }
                }
            }
        }
        """)
        XCTAssertEqual(value(screens()["FoldersView"]?.template, "image.name"), .string("folder-01"))
    }

    /// `#if false` around a view: no build compiles it.
    func testCodeUnderIfFalseIsNoScreen() throws {
        try write("App/Sync.swift", """
        import SwiftUI
        #if false
        struct SyncView: View {
            var body: some View { ContentUnavailableView("Searching for Devices", systemImage: "wifi") }
        }
        #endif
        struct HomeView: View {
            var body: some View { ContentUnavailableView("No Bookmarks", systemImage: "bookmark") }
        }
        """)
        XCTAssertEqual(screens().keys.sorted(), ["HomeView"])
    }

    /// `ContentUnavailableView { Button("重試") { … } }`: the label is a button to tap, drawn
    /// where the actions go, with no title.
    func testAButtonAsTheLabelIsTheAction() throws {
        try write("App/Detail.swift", """
        import SwiftUI
        struct DetailView: View {
            var body: some View {
                ContentUnavailableView {
                    Button("重試") { reload() }
                }
            }
            func reload() {}
        }
        """)
        let template = screens()["DetailView"]?.template
        XCTAssertNil(template?["title"])
        XCTAssertEqual(value(template, "button.title.key"), .string("重試"))
    }

    /// A retry button whose label is a spinner while a passed-in flag is set: a variant each;
    /// one whose flag is the view's own `@State` (false when the screen appears) shows its title.
    func testABusyButtonsLabel() throws {
        try write("App/Weather.swift", """
        import SwiftUI
        struct WeatherUnavailableView: View {
            let isRetrying: Bool
            var body: some View {
                ContentUnavailableView {
                    Label("Weather unavailable", systemImage: "cloud")
                } actions: {
                    Button(action: {}) {
                        if isRetrying { ProgressView() } else { Text("Try again") }
                    }
                }
            }
        }
        struct NewsView: View {
            @State private var isLoading = false
            var body: some View {
                ContentUnavailableView {
                    Label("No News", systemImage: "newspaper")
                } actions: {
                    Button { isLoading = true } label: {
                        if isLoading { ProgressView() } else { Text("Refresh") }
                    }
                }
            }
        }
        """)
        let found = screens()
        let weather = found["WeatherUnavailableView"]?.template
        XCTAssertEqual(value(weather, "button.title.key"), .string("Try again"))
        XCTAssertEqual(value(weather, "variants.isRetrying.button.image.systemName"), .string("progress.indicator"))
        let news = found["NewsView"]?.template
        XCTAssertEqual(value(news, "button.title.key"), .string("Refresh"))
        XCTAssertNil(news?["variants"])
    }

    /// `Button(…).buttonStyle(…)` followed by `#if os(macOS) .tint(.clear) #endif`: the button.
    func testModifiersUnderIfConfigKeepTheButton() throws {
        try write("App/Library.swift", """
        import SwiftUI
        struct LibraryView: View {
            var body: some View {
                ContentUnavailableView {
                    Label("Your Library is Empty", systemImage: "books.vertical")
                } actions: {
                    Button("Import EPUB") {}
                        .buttonStyle(.bordered)
                        #if os(macOS)
                        .tint(.clear)
                        #endif
                }
            }
        }
        """)
        XCTAssertEqual(value(screens()["LibraryView"]?.template, "button.title.key"), .string("Import EPUB"))
    }

    /// `private let title: LocalizedStringKey = "screen.empty.title"` shown by
    /// `ContentUnavailableView(title, …)`: a key, looked up (a `String` constant is shown as written).
    func testATextConstantDeclaredALocalizedStringKeyStaysAKey() throws {
        try write("App/Schedule.swift", """
        import SwiftUI
        struct ScheduleEmptyView: View {
            var body: some View {
                ContentUnavailableView(title, systemImage: "house", description: Text("screen.empty.subtitle"))
            }
            private let title: LocalizedStringKey = "screen.empty.title"
        }
        struct PlainView: View {
            var body: some View { ContentUnavailableView(title, systemImage: "house") }
            private let title: String = "screen.empty.title"
        }
        """)
        let found = screens()
        XCTAssertEqual(value(found["ScheduleEmptyView"]?.template, "title.key"), .string("screen.empty.title"))
        XCTAssertEqual(found["PlainView"]?.template["title"], .string("screen.empty.title"))
    }

    /// A class that only says when the empty set shows (`emptyDataSetShouldDisplay:`) draws
    /// nothing: no screen. A bare instance variable compared with `!=` to a constant: the screen
    /// for that constant and the one for every other value.
    func testObjectiveCDelegateOnlyClassesAndInstanceVariablesComparedWithNotEqual() throws {
        try write("App/Party.m", """
        #import "UIScrollView+EmptyDataSet.h"
        @interface PartyViewController () <DZNEmptyDataSetDelegate>
        @end
        @implementation PartyViewController
        - (BOOL)emptyDataSetShouldDisplay:(UIScrollView *)scrollView { return [self.objects count] == 0; }
        @end
        """)
        try write("App/Transfers.m", """
        #import "UIScrollView+EmptyDataSet.h"
        @interface TransferViewController () <DZNEmptyDataSetSource> {
            RecruitingStage recruitingStage;
        }
        @end
        @implementation TransferViewController
        - (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)scrollView {
            NSString *text = nil;
            if (recruitingStage != RecruitingStageEnd) {
                text = @"No transfers available";
            } else {
                text = @"No signed transfers";
            }
            return [[NSAttributedString alloc] initWithString:text attributes:nil];
        }
        @end
        """)
        let found = screens()
        XCTAssertNil(found.values.first { $0.name.hasPrefix("PartyViewController") })
        let titles = found.values.filter { $0.name.hasPrefix("TransferViewController") }.compactMap { value($0.template, "title.text") }
        XCTAssertEqual(Set(titles), [.string("No transfers available"), .string("No signed transfers")])
    }

    /// A project that lists its files by name: a folder only a watchOS target builds, and a
    /// file in no target, are no part of the iPhone app; a file both targets build is.
    func testAListedProjectsWatchFilesAndFilesInNoTarget() throws {
        try write("App/App.xcodeproj/project.pbxproj", """
        // !$*UTF8*$!
        {
            objects = {
                AAAAAAAAAAAAAAAAAAAAAA01 /* Phone.swift in Sources */ = {isa = PBXBuildFile; fileRef = EEEEEEEEEEEEEEEEEEEEEE01 /* Phone.swift */; };
                AAAAAAAAAAAAAAAAAAAAAA02 /* Watch.swift in Sources */ = {isa = PBXBuildFile; fileRef = EEEEEEEEEEEEEEEEEEEEEE02 /* Watch.swift */; };
                AAAAAAAAAAAAAAAAAAAAAA03 /* Shared (old).swift in Sources */ = {isa = PBXBuildFile; fileRef = EEEEEEEEEEEEEEEEEEEEEE03 /* Shared (old).swift */; };
                AAAAAAAAAAAAAAAAAAAAAA04 /* Shared (old).swift in Sources */ = {isa = PBXBuildFile; fileRef = EEEEEEEEEEEEEEEEEEEEEE03 /* Shared (old).swift */; };
                EEEEEEEEEEEEEEEEEEEEEE01 /* Phone.swift */ = {isa = PBXFileReference; path = Phone.swift; sourceTree = "<group>"; };
                EEEEEEEEEEEEEEEEEEEEEE02 /* Watch.swift */ = {isa = PBXFileReference; path = Watch.swift; sourceTree = "<group>"; };
                EEEEEEEEEEEEEEEEEEEEEE03 /* Shared (old).swift */ = {isa = PBXFileReference; path = "Shared (old).swift"; sourceTree = "<group>"; };
                FFFFFFFFFFFFFFFFFFFFFF00 = {isa = PBXGroup; children = (FFFFFFFFFFFFFFFFFFFFFF01 /* Phone */, FFFFFFFFFFFFFFFFFFFFFF02 /* Watch App */, EEEEEEEEEEEEEEEEEEEEEE03 /* Shared (old).swift */,); sourceTree = "<group>"; };
                FFFFFFFFFFFFFFFFFFFFFF01 /* Phone */ = {isa = PBXGroup; children = (EEEEEEEEEEEEEEEEEEEEEE01 /* Phone.swift */,); path = Phone; sourceTree = "<group>"; };
                FFFFFFFFFFFFFFFFFFFFFF02 /* Watch App */ = {isa = PBXGroup; children = (EEEEEEEEEEEEEEEEEEEEEE02 /* Watch.swift */,); path = "Watch App"; sourceTree = "<group>"; };
                BBBBBBBBBBBBBBBBBBBBBB01 /* Phone */ = {
                    isa = PBXNativeTarget;
                    buildConfigurationList = CCCCCCCCCCCCCCCCCCCCCC01 /* Build configuration list for PBXNativeTarget "Phone" */;
                    buildPhases = (
                        DDDDDDDDDDDDDDDDDDDDDD11 /* Sources */,
                    );
                    name = Phone;
                };
                BBBBBBBBBBBBBBBBBBBBBB02 /* Watch App */ = {
                    isa = PBXNativeTarget;
                    buildConfigurationList = CCCCCCCCCCCCCCCCCCCCCC02 /* Build configuration list for PBXNativeTarget "Watch App" */;
                    buildPhases = (
                        DDDDDDDDDDDDDDDDDDDDDD12 /* Sources */,
                    );
                    name = "Watch App";
                };
                DDDDDDDDDDDDDDDDDDDDDD11 /* Sources */ = {isa = PBXSourcesBuildPhase; files = (AAAAAAAAAAAAAAAAAAAAAA01 /* Phone.swift in Sources */, AAAAAAAAAAAAAAAAAAAAAA03 /* Shared (old).swift in Sources */,); };
                DDDDDDDDDDDDDDDDDDDDDD12 /* Sources */ = {isa = PBXSourcesBuildPhase; files = (AAAAAAAAAAAAAAAAAAAAAA02 /* Watch.swift in Sources */, AAAAAAAAAAAAAAAAAAAAAA04 /* Shared (old).swift in Sources */,); };
                CCCCCCCCCCCCCCCCCCCCCC01 /* Build configuration list */ = {isa = XCConfigurationList; buildConfigurations = (DDDDDDDDDDDDDDDDDDDDDD01 /* Release */,); };
                CCCCCCCCCCCCCCCCCCCCCC02 /* Build configuration list */ = {isa = XCConfigurationList; buildConfigurations = (DDDDDDDDDDDDDDDDDDDDDD02 /* Release */,); };
                DDDDDDDDDDDDDDDDDDDDDD01 /* Release */ = {isa = XCBuildConfiguration; buildSettings = { SDKROOT = iphoneos; }; name = Release; };
                DDDDDDDDDDDDDDDDDDDDDD02 /* Release */ = {isa = XCBuildConfiguration; buildSettings = { SDKROOT = watchos; }; name = Release; };
            };
        }
        """)
        for (file, view) in [("Phone/Phone.swift", "PhoneView"), ("Watch App/Watch.swift", "WatchView"),
                             ("Shared (old).swift", "SharedView"), ("Phone/Friends.swift", "FriendsView")] {
            try write("App/" + file, """
            import SwiftUI
            struct \(view): View {
                var body: some View { ContentUnavailableView("No Results", systemImage: "magnifyingglass") }
            }
            """)
        }
        let found = SourceFiles.find(in: [folder + "/App"])
        XCTAssertEqual(found.sources.map { ($0 as NSString).lastPathComponent }, ["Phone.swift", "Shared (old).swift"])
        XCTAssertEqual(found.otherPlatformFolders.map { ($0 as NSString).lastPathComponent }, ["Watch App"])
        XCTAssertEqual(found.sourcesNotInProject.map { ($0 as NSString).lastPathComponent }, ["Friends.swift"])
        XCTAssertEqual(screens().keys.sorted(), ["PhoneView", "SharedView"])
    }

    /// `if let index = … where …` (Swift 2) in the response handler that sets
    /// `emptyDataSetSource = self`: the data source's own methods are whole, so they are read,
    /// the error a warning.
    func testASyntaxErrorInAMethodThatOnlySetsTheDataSourceIsReadAround() throws {
        try write("App/Feeds.swift", """
        import UIKit
        import DZNEmptyDataSet
        class FeedsViewController: UITableViewController, DZNEmptyDataSetSource {
            func loadFeeds() {
                api.fetch { response in
                    self.tableView.emptyDataSetSource = self
                    if let index = self.tabBarController?.selectedIndex where index == 0 {
                        self.tableView.reloadData()
                    }
                }
            }
            func titleForEmptyDataSet(scrollView: UIScrollView!) -> NSAttributedString! {
                return NSAttributedString(string: "Sorry")
            }
        }
        """)
        let screen = try XCTUnwrap(screens()["FeedsViewController"])
        XCTAssertEqual(value(screen.template, "title"), .string("Sorry"))
        XCTAssertTrue(screen.warnings.contains { $0.contains("syntax error") }, "\(screen.warnings)")
    }

    /// `var emptyDataTitle: String = ""`, set to the text when a fetch comes back empty and back
    /// to `""` otherwise: the screen shows the text (DZN draws nothing for `""`).
    func testATextDeclaredEmptyThatAResponseSetsIsTheScreensText() throws {
        try write("App/Items.swift", """
        import UIKit
        import DZNEmptyDataSet
        class ItemListViewController: UITableViewController, DZNEmptyDataSetSource {
            var emptyDataTitle: String = ""
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.emptyDataSetSource = self
            }
            func fetched(_ items: [String]) {
                if items.isEmpty {
                    emptyDataTitle = "No saved articles."
                } else {
                    emptyDataTitle = ""
                }
            }
            func titleForEmptyDataSet(scrollView: UIScrollView!) -> NSAttributedString! {
                return NSAttributedString(string: emptyDataTitle, attributes: nil)
            }
        }
        """)
        let found = screens()
        XCTAssertEqual(found.keys.sorted(), ["ItemListViewController"])
        XCTAssertEqual(value(found["ItemListViewController"]?.template, "title"), .string("No saved articles."))
        XCTAssertNil(found["ItemListViewController"]?.template["variants"])
    }

    /// `switch mode { case .maintenance: Button("Check Status") … case .update: Link(…) case
    /// .network: EmptyView() }` in a wrapper's actions, inside `if #available(iOS 26, *)` with a
    /// restyled copy for iOS 17: each call is one screen with its mode's buttons.
    func testAWrappersActionsChosenByTheModeItsCallsPass() throws {
        try write("App/Unavailable.swift", """
        import SwiftUI
        enum UnavailableMode { case maintenance, update, network }
        struct CustomUnavailableView: View {
            let title: String
            let mode: UnavailableMode
            var body: some View {
                if #available(iOS 26.0, *) {
                    ContentUnavailableView {
                        Label(title, systemImage: "hammer.fill")
                    } actions: {
                        switch mode {
                        case .maintenance:
                            Button("Check Status") {}.buttonStyle(.glassProminent)
                        case .update:
                            Link(destination: URL(string: "https://apps.apple.com")!) { Text("Open App Store") }
                        case .network:
                            EmptyView()
                        }
                    }
                } else if #available(iOS 17.0, *) {
                    ContentUnavailableView {
                        Label(title, systemImage: "hammer.fill")
                    } actions: {
                        switch mode {
                        case .maintenance: Button("Check Status") {}.buttonStyle(.borderedProminent)
                        case .update: Link(destination: URL(string: "https://apps.apple.com")!) { Text("Open App Store") }
                        case .network: EmptyView()
                        }
                    }
                }
            }
        }
        struct RootView: View {
            var state: Int
            var body: some View {
                if state == 0 {
                    CustomUnavailableView(title: "Under Maintenance", mode: .maintenance)
                } else if state == 1 {
                    CustomUnavailableView(title: "New Update Available", mode: .update)
                } else {
                    CustomUnavailableView(title: "No Network", mode: .network)
                }
            }
        }
        """)
        let found = screens().values.filter { $0.name.hasPrefix("RootView") }
        let byTitle: [TemplateValue?: TemplateValue] = Dictionary(found.map { (value($0.template, "title"), $0.template) }, uniquingKeysWith: { first, _ in first })
        XCTAssertEqual(found.count, 3, "\(found.map(\.name))")
        XCTAssertEqual(value(byTitle[.string("Under Maintenance")] ?? nil, "button.title.key"), .string("Check Status"))
        XCTAssertEqual(value(byTitle[.string("New Update Available")] ?? nil, "button.title.key"), .string("Open App Store"))
        XCTAssertNotNil(byTitle[.string("No Network")])
        XCTAssertNil(byTitle[.string("No Network")]?["button"])
        XCTAssertTrue(found.allSatisfy { $0.template["variants"] == nil }, "\(found.map(\.template))")
    }

    /// `private func emptyCardContent(icon: String, …)` in a view that also has `var icon`:
    /// each call's `icon` argument names the image view's asset, not the property.
    func testAFunctionsParameterShadowsThePropertyOfItsName() throws {
        try write("App/Icon.swift", """
        import SwiftUI
        struct YabaIconView: View {
            let bundleKey: String
            var body: some View { Image(bundleKey).resizable() }
        }
        """)
        try write("App/Info.swift", """
        import SwiftUI
        struct InfoSheet: View {
            var icon: String { "tags" }
            var body: some View {
                VStack { emptyCardContent(icon: "image-not-found-01", title: "No Image") }
            }
            private func emptyCardContent(icon: String, title: LocalizedStringKey) -> some View {
                ContentUnavailableView {
                    Label { Text(title) } icon: { YabaIconView(bundleKey: icon).scaledToFit() }
                }
            }
        }
        """)
        XCTAssertEqual(value(screens()["InfoSheet"]?.template, "image.name"), .string("image-not-found-01"))
    }

    /// One target for the iPhone and the Mac whose Mac-only files say `platformFilters = (macos,
    /// )`: those are no part of the iPhone app.
    func testAFilesPlatformFilterLeavesItOutOfTheIPhoneApp() throws {
        try write("App/App.xcodeproj/project.pbxproj", """
        { objects = {
            AAAAAAAAAAAAAAAAAAAAAA01 /* Phone.swift in Sources */ = {isa = PBXBuildFile; fileRef = EEEEEEEEEEEEEEEEEEEEEE01 /* Phone.swift */; platformFilter = ios; };
            AAAAAAAAAAAAAAAAAAAAAA02 /* Mac.swift in Sources */ = {isa = PBXBuildFile; fileRef = EEEEEEEEEEEEEEEEEEEEEE02 /* Mac.swift */; platformFilters = (macos, ); };
            EEEEEEEEEEEEEEEEEEEEEE01 /* Phone.swift */ = {isa = PBXFileReference; path = Phone.swift; sourceTree = "<group>"; };
            EEEEEEEEEEEEEEEEEEEEEE02 /* Mac.swift */ = {isa = PBXFileReference; path = Mac.swift; sourceTree = "<group>"; };
            BBBBBBBBBBBBBBBBBBBBBB01 /* App */ = {isa = PBXNativeTarget; buildConfigurationList = CCCCCCCCCCCCCCCCCCCCCC01 /* list */; buildPhases = (DDDDDDDDDDDDDDDDDDDDDD11 /* Sources */,); name = App; };
            DDDDDDDDDDDDDDDDDDDDDD11 /* Sources */ = {isa = PBXSourcesBuildPhase; files = (AAAAAAAAAAAAAAAAAAAAAA01 /* Phone.swift in Sources */, AAAAAAAAAAAAAAAAAAAAAA02 /* Mac.swift in Sources */,); };
            CCCCCCCCCCCCCCCCCCCCCC01 /* list */ = {isa = XCConfigurationList; buildConfigurations = (DDDDDDDDDDDDDDDDDDDDDD01 /* Release */,); };
            DDDDDDDDDDDDDDDDDDDDDD01 /* Release */ = {isa = XCBuildConfiguration; buildSettings = { SDKROOT = auto; SUPPORTED_PLATFORMS = "iphoneos iphonesimulator macosx"; }; name = Release; };
        }; }
        """)
        for name in ["Phone", "Mac"] {
            try write("App/\(name).swift", """
            import SwiftUI
            struct \(name)View: View { var body: some View { ContentUnavailableView("No File", systemImage: "doc") } }
            """)
        }
        XCTAssertEqual(screens().keys.sorted(), ["PhoneView"])
    }

    /// `if (self.didGetData) { if (self.isEmpty) { …"No houses" } else { …"Connection error" } }
    /// else { return nil; }`: before the load DZN draws nothing, so the screens are the loaded
    /// ones (the first the base, the other a variant), not an empty one.
    func testAnObjectiveCScreenWhoseBaseDrawsNothingIsItsFirstDrawingVariant() throws {
        try write("App/Houses.m", """
        #import "UIScrollView+EmptyDataSet.h"
        @interface HousesViewController () <DZNEmptyDataSetSource>
        @property (nonatomic) BOOL didGetData;
        @property (nonatomic) BOOL isEmpty;
        @end
        @implementation HousesViewController
        - (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)scrollView {
            if (self.didGetData) {
                if (self.isEmpty) { return [[NSAttributedString alloc] initWithString:@"No houses yet"]; }
                else { return [[NSAttributedString alloc] initWithString:@"Connection error"]; }
            }
            else return nil;
        }
        - (NSAttributedString *)buttonTitleForEmptyDataSet:(UIScrollView *)scrollView forState:(UIControlState)state {
            if (self.didGetData && !self.isEmpty) { return [[NSAttributedString alloc] initWithString:@"Try again"]; }
            return nil;
        }
        @end
        """)
        let template = try XCTUnwrap(screens()["HousesViewController"]?.template)
        XCTAssertNotNil(template["title"], "\(template)")
        let titles = [value(template, "title.text")] + ((template["variants"].flatMap { value in
            if case let .map(variants) = value { return variants.map { $0.value["title"]?["text"] } } else { return nil }
        }) ?? [])
        XCTAssertEqual(Set(titles.compactMap { $0 }), [.string("No houses yet"), .string("Connection error")])
    }
}
