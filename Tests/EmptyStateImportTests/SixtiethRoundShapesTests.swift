import EmptyStateImport
import EmptyStateModel
import Foundation
import XCTest

/// Shapes of issue 45's sixtieth round in Swift: ShelfPlayer's three wrappers, each a view
/// around an inner view that draws the ContentUnavailableView.
final class SixtiethRoundShapesTests: SourceFolderTestCase {
    /// `LoadingView` and `EmptyCollectionView`, each with its own nested `Inner`: two views, not
    /// one named `Inner` twice, so each call of either draws its own screen.
    func testNestedViewsOfOneNameInTwoTypesAreTwoWrappers() throws {
        try writeWrappers()
        try write("App/Panel.swift", """
        import SwiftUI
        struct Panel: View {
            @State var items: [String] = []
            @State var isLoading = false
            var body: some View {
                if items.isEmpty {
                    if isLoading { LoadingView() } else { EmptyCollectionView() }
                } else {
                    List { ForEach(items, id: \\.self) { Text($0) } }
                }
            }
        }
        """)
        // The wrappers nobody calls here (ErrorView) stay screens of their own.
        let screens = importedScreens().filter { $0.file.hasSuffix("Panel.swift") }
        XCTAssertEqual(screens.map { URL(fileURLWithPath: $0.file).lastPathComponent }, ["Panel.swift", "Panel.swift"], "\(screens.map(\.file))")
        XCTAssertEqual(screens.map { $0.template["title"]?["key"] }, [.string("loading"), .string("item.empty")], "\(screens.map(\.template))")
    }

    /// `ErrorViewInner(label: itemID?.type.errorLabel, …)` in `ErrorView`: nil whenever `itemID`
    /// is, so `ErrorView()` shows the inner view's fallbacks, not the chain as a placeholder.
    func testAnOptionalChainPassedOnIsDecidedByTheOuterCall() throws {
        try writeWrappers()
        try write("App/Panel.swift", """
        import SwiftUI
        struct Panel: View {
            @State var items: [String] = []
            @State var didFail = false
            var body: some View {
                if items.isEmpty, didFail {
                    ErrorView()
                } else {
                    List { ForEach(items, id: \\.self) { Text($0) } }
                }
            }
        }
        """)
        let template = try XCTUnwrap(importedScreens().first { $0.file.hasSuffix("Panel.swift") }?.template)
        XCTAssertEqual(template["title"]?["key"], .string("error.unavailable"), "\(template)")
        XCTAssertEqual(template["image"]?["systemName"], .string("xmark"), "\(template)")
        XCTAssertNil(template["variants"], "\(template)")
    }

    /// `if let retry { Button("Try Again", action: retry) }` of a wrapper's optional closure: a
    /// call that gives it (as its trailing closure too) has the button, one that leaves it nil
    /// has none (mlr-app-ios's `ErrorStateView`, MetroTime's `ErrorView`).
    func testAButtonShownOnlyWhenTheCallGivesItsActionIsDecidedPerCall() throws {
        try write("App/ErrorStateView.swift", """
        import SwiftUI
        struct ErrorStateView: View {
            let title: String
            var retry: (() -> Void)? = nil
            var body: some View {
                ContentUnavailableView {
                    Label(title, systemImage: "exclamationmark.triangle")
                } actions: {
                    if let retry {
                        Button("Try Again", action: retry)
                    }
                }
            }
        }
        """)
        try write("App/Screens.swift", """
        import SwiftUI
        struct CommitteesView: View {
            @State var failed = false
            var body: some View {
                if failed { ErrorStateView(title: "Couldn't load committees") { reload() } } else { List { Text("a") } }
            }
            func reload() {}
        }
        struct NewsView: View {
            @State var failed = false
            var body: some View {
                if failed { ErrorStateView(title: "Couldn't load news") } else { List { Text("b") } }
            }
        }
        """)
        let screens = importedScreens()
        let committees = try XCTUnwrap(screens.first { $0.template["title"] == .string("Couldn't load committees") }?.template)
        XCTAssertEqual(committees["button"]?["title"]?["key"], .string("Try Again"), "\(committees)")
        XCTAssertNil(committees["variants"], "\(committees)")
        let news = try XCTUnwrap(screens.first { $0.template["title"] == .string("Couldn't load news") }?.template)
        XCTAssertNil(news["button"], "\(news)")
        XCTAssertNil(news["variants"], "\(news)")
    }

    private func writeWrappers() throws {
        try write("App/UnavailableWrapper.swift", """
        import SwiftUI
        struct UnavailableWrapper<Content: View>: View {
            @ViewBuilder let content: () -> Content
            var body: some View {
                ScrollView {
                    ZStack {
                        Spacer().containerRelativeFrame([.horizontal, .vertical])
                        content()
                    }
                }
            }
        }
        """)
        try write("App/ErrorView.swift", """
        import SwiftUI
        struct ErrorView: View {
            var itemID: ItemIdentifier?
            var body: some View {
                UnavailableWrapper {
                    ErrorViewInner(label: itemID?.type.errorLabel, systemImage: itemID?.type.icon)
                }
            }
        }
        struct ErrorViewInner: View {
            var label: LocalizedStringKey? = nil
            var systemImage: String? = nil
            var body: some View {
                ContentUnavailableView(label ?? "error.unavailable", systemImage: systemImage ?? "xmark", description: Text("error.unavailable.text"))
            }
        }
        """)
        try write("App/LoadingView.swift", """
        import SwiftUI
        struct LoadingView: View {
            var body: some View {
                UnavailableWrapper { Inner() }
            }
            struct Inner: View {
                let symbols = ["pc", "server.rack", "cpu"]
                var body: some View {
                    ContentUnavailableView("loading", systemImage: symbols.randomElement()!)
                }
            }
        }
        """)
        try write("App/EmptyCollectionView.swift", """
        import SwiftUI
        struct EmptyCollectionView: View {
            var body: some View {
                UnavailableWrapper { Inner() }
            }
            struct Inner: View {
                var body: some View {
                    ContentUnavailableView("item.empty", systemImage: "questionmark.folder", description: Text("item.empty.description"))
                }
            }
        }
        """)
    }
}
