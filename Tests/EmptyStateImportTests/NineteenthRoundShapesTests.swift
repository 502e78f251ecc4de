import EmptyStateImport
import EmptyStateModel
import Foundation
import XCTest

/// Shapes of the apps of issue 45's nineteenth round: SFSafeSymbols' typed symbols, a private
/// builder function with an `SFSymbol`, a `LocalizedStringResource`, a second description text
/// and an `AsyncButton` passed in; configurators of one name nested in two coordinators; a
/// configuration made by a method called through a protocol, with a button per permission; the
/// app's own image makers; a simulator-only screen; a text constant named after another.
final class NineteenthRoundShapesTests: SourceFolderTestCase {
    private func app(_ name: String = "App") -> [ImportedScreen] {
        let found = SourceFiles.find(in: [folder + "/" + name])
        return AppImport.read(found.sources, strings: found.strings).screens
    }

    private func value(_ template: TemplateValue?, _ path: String) -> TemplateValue? {
        path.split(separator: ".").reduce(template) { $0?[String($1)] }
    }

    private func symbol(_ name: String) -> TemplateValue { .map([TemplateEntry("systemName", .string(name))]) }
    private func asset(_ name: String) -> TemplateValue { .map([TemplateEntry("name", .string(name))]) }

    func testSafeSymbolCaseNamesAreTheSymbolsNames() throws {
        try write("App/News.swift", """
        import SwiftUI
        import SFSafeSymbols
        struct NewsTab: View {
            var failed: Bool
            var body: some View {
                if failed {
                    ContentUnavailableView("No Internet", systemSymbol: .networkSlash, description: Text("Check back later."))
                } else {
                    ContentUnavailableView {
                        Label("No News Yet", systemSymbol: .person2Fill)
                    }
                }
            }
        }
        """)
        let screens = app()
        XCTAssertEqual(screens.map { $0.template["image"] }, [symbol("network.slash"), symbol("person.2.fill")])
    }

    /// `makeBody(symbol:title:message:additionalErrorInfo:actionButton:)`: each call is a screen
    /// with its symbol, its title, its message and (where it passes one) the error under it, and
    /// the Retry button its closure passes.
    func testABuilderFunctionWithTypedSymbolsResourcesLinesAndAnAwaitedButton() throws {
        try write("App/Step.swift", """
        import SwiftUI
        import SFSafeSymbols
        struct StepView: View {
            var body: some View {
                switch loader.state {
                case .unknown:
                    makeBody(symbol: .xmarkOctagon, title: "Failed", message: "Unknown") {
                        retryButton
                    }
                case .offline(let error):
                    makeBody(symbol: .wifiSlash, title: "Network Issue", message: "Check the connection",
                             additionalErrorInfo: error.localizedDescription)
                }
            }

            @ViewBuilder private var retryButton: some View {
                AsyncButton(state: $viewState) {
                    _ = try? await loader.update()
                } label: {
                    Text("Retry")
                }
            }

            @ViewBuilder
            private func makeBody(symbol: SFSymbol, title: LocalizedStringResource, message: LocalizedStringResource,
                                  additionalErrorInfo: String? = nil,
                                  @ViewBuilder actionButton: @escaping () -> some View = { EmptyView() }) -> some View {
                ContentUnavailableView {
                    Label(String(localized: title), systemSymbol: symbol)
                } description: {
                    Text(message)
                    if let additionalErrorInfo {
                        Text(additionalErrorInfo).font(.footnote)
                    }
                } actions: {
                    actionButton()
                }
            }
        }
        """)
        let screens = app().sorted { $0.line < $1.line }
        XCTAssertEqual(screens.map(\.line), [7, 11], "each call is a screen, the builder's body is not")
        let (unknown, offline) = (screens[0].template, screens[1].template)
        XCTAssertEqual(unknown["image"], symbol("xmark.octagon"))
        XCTAssertEqual(value(unknown, "title.default"), .string("Failed"))
        XCTAssertEqual(value(unknown, "description.default"), .string("Unknown"))
        XCTAssertEqual(value(unknown, "button.title.default"), .string("Retry"))
        XCTAssertEqual(offline["image"], symbol("wifi.slash"))
        XCTAssertEqual(value(offline, "description.key"), .string("%@\n%@"), "the error is a line under the message")
        guard case let .list(lines)? = value(offline, "description.args") else { return XCTFail("no lines: \(offline)") }
        XCTAssertEqual(lines.first?["default"], .string("Check the connection"))
        XCTAssertEqual(lines.last, .string("\u{27E8}error.localizedDescription\u{27E9}"))
        XCTAssertNil(offline["button"], "no closure, no button")
    }

    /// `TasksList(noTasksMessageLabels: .init(title: "You're All Set"))`: a struct of texts given
    /// to a list, passed on to its inner view in each branch, shown member by member
    /// (`noTasksMessageLabels.title.localizedString()`); each call of the list is one screen with
    /// the title it gives and the struct's default subtitle.
    func testAStructOfTextsPassedThroughTwoViews() throws {
        try write("App/TasksList.swift", """
        import SwiftUI
        struct TasksList: View {
            struct NoTasksMessageLabels {
                let title: LocalizedStringResource
                let subtitle: LocalizedStringResource
                init(title: LocalizedStringResource, subtitle: LocalizedStringResource = "All tasks have been completed!") {
                    self.title = title
                    self.subtitle = subtitle
                }
            }
            enum Mode { case upcoming, missed }
            private let mode: Mode
            private let noTasksMessageLabels: NoTasksMessageLabels
            init(mode: Mode, noTasksMessageLabels: NoTasksMessageLabels) {
                self.mode = mode
                self.noTasksMessageLabels = noTasksMessageLabels
            }
            var body: some View {
                switch mode {
                case .upcoming:
                    UpcomingQuery { events in Impl(events: events, noTasksMessageLabels: noTasksMessageLabels) }
                case .missed:
                    MissedQuery { events in Impl(events: events, noTasksMessageLabels: noTasksMessageLabels) }
                }
            }
            private struct Impl: View {
                let events: [Event]
                let noTasksMessageLabels: NoTasksMessageLabels
                var body: some View {
                    if events.isEmpty {
                        Section {
                            ContentUnavailableView(noTasksMessageLabels.title.localizedString(), systemImage: "party.popper",
                                                   description: Text(noTasksMessageLabels.subtitle))
                        }
                    } else {
                        ForEach(events) { event in EventTile(event: event) }
                    }
                }
            }
        }
        """)
        try write("App/HomeTab.swift", """
        import SwiftUI
        struct HomeTab: View {
            var body: some View {
                Form {
                    TasksList(mode: .upcoming, noTasksMessageLabels: .init(title: "You're All Set"))
                }
            }
        }
        """)
        // Another file's own `Impl` is another type: no call of the list's private one.
        try write("App/Demographics.swift", """
        import SwiftUI
        struct DemographicsForm: View {
            var body: some View { Impl(isComplete: true) }
            private struct Impl: View {
                let isComplete: Bool
                var body: some View { Text("Done") }
            }
        }
        """)
        let screens = app()
        XCTAssertEqual(screens.map(\.name), ["HomeTab"], "the list's and its inner view's bodies are no screens")
        let template = try XCTUnwrap(screens.first?.template)
        XCTAssertEqual(value(template, "title.default"), .string("You're All Set"))
        XCTAssertEqual(value(template, "description.default"), .string("All tasks have been completed!"))
        XCTAssertEqual(template["image"], symbol("party.popper"))
    }

    /// Two coordinators each nest an `EmptyListConfigurator` with a `makeConfiguration(for:)`:
    /// each coordinator's call is its own configurator's screen, where it is called.
    func testConfiguratorsOfOneNameNestedInTwoTypesAreEachCalledFromTheirOwn() throws {
        for (owner, text) in [("DatabasePicker", "No database files"), ("KeyFilePicker", "No key files")] {
            try write("App/\(owner)+empty.swift", """
            import UIKit
            extension \(owner) {
                enum EmptyListConfigurator {
                    static func makeConfiguration(for coordinator: \(owner)) -> UIContentUnavailableConfiguration {
                        var config = UIContentUnavailableConfiguration.empty()
                        config.text = "\(text)"
                        return config
                    }
                }
            }
            """)
            try write("App/\(owner).swift", """
            import UIKit
            final class \(owner): Coordinator {
                override var emptyConfiguration: UIContentUnavailableConfiguration? {
                    return EmptyListConfigurator.makeConfiguration(for: self)
                }
            }
            """)
        }
        let screens = app().sorted { $0.name < $1.name }
        XCTAssertEqual(screens.map(\.name), ["DatabasePicker", "KeyFilePicker"])
        XCTAssertEqual(screens.map { $0.template["title"] }, [.string("No database files"), .string("No key files")])
        XCTAssertEqual(screens.map { ($0.file as NSString).lastPathComponent }, ["DatabasePicker.swift", "KeyFilePicker.swift"])
    }

    /// `contentUnavailableConfiguration = decorator?.getEmptyGroupConfiguration()` through a
    /// protocol: the call is the screen. A button behind each of two `if`s gives four screens
    /// (neither, each, both); `cell.configureView()` elsewhere is no call of it.
    func testAConfigurationMadeThroughAProtocolWithAButtonPerPermission() throws {
        try write("App/Decorator.swift", """
        import UIKit
        extension ViewerCoordinator {
            final class EmptySpaceDecorator: EmptySpaceDecorating {
                private let permissions: Permissions
                init(permissions: Permissions) { self.permissions = permissions }
                func getEmptyGroupConfiguration() -> UIContentUnavailableConfiguration? {
                    var config = UIContentUnavailableConfiguration.empty()
                    config.text = "This group is empty"
                    if permissions.contains(.createEntry) {
                        var button = UIButton.Configuration.plain()
                        button.title = "New Entry"
                        config.button = button
                    }
                    if permissions.contains(.createGroup) {
                        var button = UIButton.Configuration.plain()
                        button.title = "New Group"
                        config.secondaryButton = button
                    }
                    return config
                }
            }
        }
        """)
        try write("App/GroupViewer.swift", """
        import UIKit
        final class GroupViewerVC: UIViewController {
            let decorator: EmptySpaceDecorating?
            func showEmpty() {
                contentUnavailableConfiguration = decorator?.getEmptyGroupConfiguration()
            }
            func configure(_ cell: Cell) { cell.getEmptyGroupConfiguration() }
        }
        """)
        let screens = app()
        XCTAssertEqual(screens.map(\.name), ["GroupViewerVC"])
        let template = try XCTUnwrap(screens.first?.template)
        XCTAssertEqual(screens.first?.line, 5)
        XCTAssertNil(template["button"])
        let variants = try XCTUnwrap(template["variants"])
        XCTAssertEqual(value(variants, "permissionsContainsCreateEntry.button.title"), .string("New Entry"))
        XCTAssertEqual(value(variants, "permissionsContainsCreateGroup.secondaryButton.title"), .string("New Group"))
        let both = "permissionsContainsCreateEntryAndPermissionsContainsCreateGroup"
        XCTAssertEqual(value(variants, both + ".button.title"), .string("New Entry"))
        XCTAssertEqual(value(variants, both + ".secondaryButton.title"), .string("New Group"))
        guard case let .map(entries) = variants else { return XCTFail() }
        XCTAssertEqual(entries.count, 3)
    }

    /// `UIImage(asset: .noDatabases)` (an initializer of the app's that takes a string enum),
    /// `.symbol(.keyFile)` (a static function, the case another name of one), `UIImage(bundleName:)`.
    func testTheAppsOwnImageMakers() throws {
        try write("App/Assets.xcassets/no-databases.imageset/Contents.json", #"{"images":[{"idiom":"universal","filename":"a.png"}],"info":{"version":1,"author":"xcode"}}"#)
        try write("App/UIImage+app.swift", """
        import UIKit
        enum ImageAsset: String {
            case noDatabases = "no-databases"
        }
        public enum SymbolName: String {
            public static let keyFile = Self.keyHorizontal
            case keyHorizontal = "key.horizontal"
            case folder
        }
        extension UIImage {
            public static func symbol(_ symbolName: SymbolName?, tint: UIColor? = nil) -> UIImage? {
                guard let symbolName else { return nil }
                return UIImage(named: symbolName.rawValue) ?? UIImage(systemName: symbolName.rawValue)
            }
            convenience init(asset: ImageAsset) {
                self.init(named: asset.rawValue)!
            }
            convenience init(bundleName: String) {
                self.init(named: bundleName)!
            }
        }
        """)
        for (name, image) in [("Databases", "UIImage(asset: .noDatabases)"), ("KeyFiles", ".symbol(.keyFile)"),
                              ("Groups", "UIImage.symbol(.folder)"), ("News", #"UIImage(bundleName: "News-Placeholder")"#)] {
            try write("App/\(name).swift", """
            import UIKit
            final class \(name)ViewController: UIViewController {
                func showEmpty() {
                    var config = UIContentUnavailableConfiguration.empty()
                    config.text = "Nothing"
                    config.image = \(image)
                    contentUnavailableConfiguration = config
                }
            }
            """)
        }
        let images = Dictionary(app().map { ($0.name, $0.template["image"]) }, uniquingKeysWith: { first, _ in first })
        XCTAssertEqual(images["DatabasesViewController"], asset("no-databases"))
        XCTAssertEqual(images["KeyFilesViewController"], symbol("key.horizontal"))
        XCTAssertEqual(images["GroupsViewController"], symbol("folder"))
        XCTAssertEqual(images["NewsViewController"], asset("News-Placeholder"))
    }

    /// `"访问\(webUploadURL.absoluteString + "admin/")上传资源"`: the joined text's known part stays.
    func testATextJoinedInsideAnInterpolationKeepsItsKnownPart() throws {
        try write("App/Resources.swift", """
        import UIKit
        import DZNEmptyDataSet
        final class ResourceListViewController: UITableViewController, DZNEmptyDataSetSource {
            func description(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
                let text: String
                if let webUploadURL = appDelegate.webUploaderURL {
                    text = "访问\\(webUploadURL.absoluteString + "admin/")上传资源"
                } else {
                    text = "打开Wifi方可上传资源"
                }
                return NSAttributedString(string: text)
            }
        }
        """)
        let template = try XCTUnwrap(app().first?.template)
        XCTAssertEqual(value(template, "variants.appDelegateWebUploaderURLIsNotNil.description"),
                       .string("访问\u{27E8}webUploadURL.absoluteString\u{27E9}admin/上传资源"))
    }

    /// A screen only the simulator builds is a developer's, not an iPhone user's; a text
    /// constant that names another (`static let titleNewGroup = defaultNewGroupName`) is its text.
    func testSimulatorOnlyScreensAndTextConstantsNamedAfterOthers() throws {
        try write("App/Scanner.swift", """
        import SwiftUI
        struct ScannerSheet: View {
            var body: some View {
                #if targetEnvironment(simulator)
                ContentUnavailableView("No Study Loaded", systemImage: "document.badge.gearshape")
                #else
                ContentUnavailableView("Camera Unavailable", systemImage: "camera")
                #endif
            }
        }
        """)
        try write("App/LString.swift", """
        import Foundation
        enum LString {
            public static let defaultNewGroupName = NSLocalizedString("group.new", value: "New Group", comment: "")
            public static let titleNewGroup = defaultNewGroupName
        }
        """)
        try write("App/Groups.swift", """
        import UIKit
        final class GroupsViewController: UIViewController {
            func showEmpty() {
                var config = UIContentUnavailableConfiguration.empty()
                config.text = LString.titleNewGroup
                contentUnavailableConfiguration = config
            }
        }
        """)
        let screens = Dictionary(app().map { ($0.name, $0.template) }, uniquingKeysWith: { first, _ in first })
        XCTAssertEqual(value(screens["ScannerSheet"], "title.default"), .string("Camera Unavailable"))
        XCTAssertEqual(screens.count, 2, "\(screens.keys.sorted())")
        XCTAssertEqual(value(screens["GroupsViewController"], "title.default"), .string("New Group"))
    }
}
