import EmptyStateImport
import EmptyStateModel
import Foundation
import XCTest

/// Shapes of round seventy-four's apps that take more than one file: GKHelpOutApp's error text
/// is a header's macro that asks a category of another file for the device's language.
final class SeventyFourthRoundShapesTests: SourceFolderTestCase {
    private func screens() throws -> [ImportedScreen] {
        let templates = try ImportedTemplates(roots: [folder + "/App"])
        return AppImport.read(templates.sources, headers: templates.headers, strings: templates.strings).screens
    }

    private func title(_ template: TemplateValue) -> String? {
        if case let .string(text)? = template["title"] { return text }
        if case let .string(text)? = template["title"]?["text"] { return text }
        return nil
    }

    /// The data source's file names neither the category's class nor its method: the macro of
    /// a header it imports does. The category's file is read with it, and the English user's
    /// side of the ternary is the title.
    func testAHeadersMacroAsksAnotherFilesCategoryForTheLanguage() throws {
        try write("App/Utils/NSObject+version.h", """
        #import <Foundation/Foundation.h>
        @interface NSObject (version)
        + (BOOL)judegeIsVietnamVersion;
        @end
        """)
        try write("App/Utils/NSObject+version.m", """
        #import "NSObject+version.h"
        @implementation NSObject (version)
        + (BOOL)judegeIsVietnamVersion {
            BOOL isVietnam = false;
            NSArray *langArr = [[NSUserDefaults standardUserDefaults] valueForKey:@"AppleLanguages"];
            NSString *language = langArr.firstObject;
            if ([language isEqualToString:@"vi-US"] || [language isEqualToString:@"vi-VN"]) {
                isVietnam = YES;
            }
            return isVietnam;
        }
        @end
        """)
        try write("App/Define/PSTipsConstants.h", """
        #import "NSObject+version.h"
        #define NET_ERROR [NSObject judegeIsVietnamVersion]?@"Mạng của bạn không bình thường":@"哇哦，您的网络异常了"
        """)
        try write("App/Bill/HMBillViewController.m", """
        #import "HMBillViewController.h"
        #import "PSTipsConstants.h"
        @interface HMBillViewController () <DZNEmptyDataSetSource>
        @end
        @implementation HMBillViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.tableView.emptyDataSetSource = self;
        }
        - (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)scrollView {
            NSString *tips = NET_ERROR;
            return [[NSAttributedString alloc] initWithString:tips attributes:nil];
        }
        @end
        """)
        let found = try screens()
        XCTAssertEqual(found.count, 1, "\(found.map(\.name))")
        let template = try XCTUnwrap(found.first?.template)
        XCTAssertEqual(title(template), "哇哦，您的网络异常了", "\(template)")
    }

    private func text(_ value: TemplateValue?) -> String? {
        if case let .string(text)? = value { return text }
        if case let .string(text)? = value?["text"] { return text }
        if case let .string(text)? = value?["key"] { return text }
        return nil
    }

    private func symbol(_ template: TemplateValue) -> String? {
        if case let .string(name)? = template["image"]?["systemName"] { return name }
        return nil
    }

    /// What each screen shows, `title | symbol`, by screen name.
    private func shown(_ screens: [ImportedScreen]) -> [String: String] {
        Dictionary(uniqueKeysWithValues: screens.map { ($0.name, "\(text($0.template["title"]) ?? "-") | \(symbol($0.template) ?? "-")") })
    }

    private func writeOverlayCopy() throws {
        try write("App/Overlay/OverlayCopy.swift", """
        import SwiftUI
        struct OverlayCopy {
            let title: String
            let systemImage: String

            init(_ title: String, systemImage: String) {
                self.title = title
                self.systemImage = systemImage
            }

            static var defaultFailure: OverlayCopy {
                OverlayCopy(NSLocalizedString("common.failed", comment: ""), systemImage: "wifi.exclamationmark")
            }
            static let noNetwork = OverlayCopy("No network", systemImage: "wifi.slash")
        }
        """)
        try write("App/en.lproj/Localizable.strings", """
        "common.failed" = "Couldn't load information";
        "bikes.empty" = "No bike stations nearby";
        """)
    }

    /// A wrapper given a value of a struct another file declares, by one of the struct's presets
    /// (a static computed property, a static constant, written with or without the type): the
    /// texts the preset's initializer stores, not placeholders.
    func testAStaticPresetOfAnotherFilesStructIsReadMemberByMember() throws {
        try writeOverlayCopy()
        try write("App/Overlay/CopyView.swift", """
        import SwiftUI
        struct CopyView: View {
            let copy: OverlayCopy
            var body: some View {
                ContentUnavailableView {
                    Label {
                        Text(copy.title)
                    } icon: {
                        Image(systemName: copy.systemImage)
                    }
                }
            }
        }
        """)
        try write("App/Screens.swift", """
        import SwiftUI
        struct Made: View { var body: some View { CopyView(copy: OverlayCopy("No bikes", systemImage: "bicycle")) } }
        struct Implicit: View { var body: some View { CopyView(copy: .defaultFailure) } }
        struct Named: View { var body: some View { CopyView(copy: OverlayCopy.defaultFailure) } }
        struct Constant: View { var body: some View { CopyView(copy: .noNetwork) } }
        """)
        let found = shown(try screens())
        XCTAssertEqual(found, ["Made": "No bikes | bicycle", "Implicit": "common.failed | wifi.exclamationmark",
                               "Named": "common.failed | wifi.exclamationmark", "Constant": "No network | wifi.slash"], "\(found)")
    }

    /// gildongmu's state overlay: a view that chooses among its screens by the phase it is given
    /// draws three of them through its own method with parts of a descriptor its callers make
    /// with the descriptor type's static factories (`.list(empty:isEmpty:)` with a default
    /// failure copy, `.plain(failedServer:)` with none for an empty list). Each call draws the
    /// copies its descriptor holds; two cases worded alike are one screen; a copy the descriptor
    /// does not hold (`.plain`'s `emptyList: nil`) is none.
    func testAChoosingViewDrawsTheCopiesOfTheDescriptorEachCallMakes() throws {
        try writeOverlayCopy()
        try write("App/Overlay/StateOverlayView.swift", """
        import SwiftUI
        struct OverlayDescriptor<Payload> {
            let isEmpty: (Payload) -> Bool
            let emptyList: OverlayCopy?
            let failedLocation: OverlayCopy
            let failedServer: OverlayCopy

            private init(isEmpty: @escaping (Payload) -> Bool, emptyList: OverlayCopy?, failedLocation: OverlayCopy, failedServer: OverlayCopy) {
                self.isEmpty = isEmpty
                self.emptyList = emptyList
                self.failedLocation = failedLocation
                self.failedServer = failedServer
            }

            static func list(empty: OverlayCopy, isEmpty: @escaping (Payload) -> Bool,
                             failedLocation: OverlayCopy = .defaultFailure, failedServer: OverlayCopy = .defaultFailure) -> Self {
                Self(isEmpty: isEmpty, emptyList: empty, failedLocation: failedLocation, failedServer: failedServer)
            }

            static func plain(failedLocation: OverlayCopy = .defaultFailure, failedServer: OverlayCopy = .defaultFailure) -> Self {
                Self(isEmpty: { _ in false }, emptyList: nil, failedLocation: failedLocation, failedServer: failedServer)
            }
        }

        enum Phase<Payload> {
            case loading
            case denied
            case failedLocation
            case failedServer
            case loaded(Payload)
        }

        struct StateOverlayView<Payload>: View {
            let phase: Phase<Payload>
            let descriptor: OverlayDescriptor<Payload>

            var body: some View {
                switch phase {
                case .loading:
                    ProgressView()
                case .denied:
                    ContentUnavailableView("Location permission needed", systemImage: "location.slash")
                case .failedLocation:
                    copyView(descriptor.failedLocation)
                case .failedServer:
                    copyView(descriptor.failedServer)
                case .loaded(let payload):
                    if descriptor.isEmpty(payload), let empty = descriptor.emptyList { copyView(empty) }
                }
            }

            private func copyView(_ copy: OverlayCopy) -> some View {
                ContentUnavailableView {
                    Label {
                        Text(copy.title)
                    } icon: {
                        Image(systemName: copy.systemImage)
                    }
                }
            }
        }
        """)
        try write("App/BikesView.swift", """
        import SwiftUI
        struct BikesView: View {
            @State var phase: Phase<[Int]> = .loading
            var body: some View {
                List { Text("x") }
                    .overlay {
                        StateOverlayView(
                            phase: phase,
                            descriptor: .list(
                                empty: OverlayCopy(NSLocalizedString("bikes.empty", comment: ""), systemImage: "bicycle"),
                                isEmpty: { $0.isEmpty }))
                    }
            }
        }
        """)
        try write("App/WalkView.swift", """
        import SwiftUI
        struct WalkView: View {
            @State var phase: Phase<Int> = .loading
            var body: some View {
                List { Text("x") }
                    .overlay {
                        StateOverlayView(
                            phase: phase,
                            descriptor: .plain(
                                failedLocation: OverlayCopy("Could not find you", systemImage: "location.slash"),
                                failedServer: OverlayCopy("Could not load walking infrastructure.", systemImage: "wifi.exclamationmark")))
                    }
            }
        }
        """)
        let found = try screens()
        let bikes = found.filter { $0.name.hasPrefix("BikesView") }.map { "\(text($0.template["title"]) ?? "-") | \(symbol($0.template) ?? "-")" }
        XCTAssertEqual(bikes, ["Location permission needed | location.slash", "common.failed | wifi.exclamationmark",
                               "bikes.empty | bicycle"], "\(found.map(\.name))")
        let walk = found.filter { $0.name.hasPrefix("WalkView") }.map { "\(text($0.template["title"]) ?? "-") | \(symbol($0.template) ?? "-")" }
        XCTAssertEqual(walk, ["Location permission needed | location.slash", "Could not find you | location.slash",
                              "Could not load walking infrastructure. | wifi.exclamationmark"], "\(found.map(\.name))")
        XCTAssertFalse(found.contains { "\($0.template)".contains("\u{27E8}") }, "no placeholder")
    }

    /// A struct of texts another file declares, made at the call (`labels: .init(title: …)`),
    /// is read member by member as one beside the wrapper is.
    func testAnotherFilesStructOfTextsIsReadMemberByMember() throws {
        try write("App/Labels.swift", """
        import SwiftUI
        struct EmptyLabels {
            let title: String
            let systemImage: String
        }
        """)
        try write("App/LabelledEmptyView.swift", """
        import SwiftUI
        struct LabelledEmptyView: View {
            let labels: EmptyLabels
            var body: some View {
                ContentUnavailableView(labels.title, systemImage: labels.systemImage)
            }
        }
        """)
        try write("App/InboxView.swift", """
        import SwiftUI
        struct InboxView: View {
            var body: some View { LabelledEmptyView(labels: .init(title: "Inbox zero", systemImage: "tray")) }
        }
        """)
        XCTAssertEqual(shown(try screens()), ["InboxView": "Inbox zero | tray"])
    }
}
