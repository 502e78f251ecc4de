import EmptyStateImport
import EmptyStateModel
import Foundation
import XCTest

/// Shapes of issue 45's fifty-ninth round in Swift: MetroTime's HomeView, whose whole body is its
/// loading wrapper given the view's list, and its retry button, which comes through two wrappers.
final class FiftyNinthRoundShapesTests: SourceFolderTestCase {
    /// `NavigationStack { LoadingErrorView(loadingState: …) { List { … } } }`: the view shows the
    /// app's data, so its screen is at the wrapper's call in it, not wherever the view is shown.
    func testAViewWhoseBodyIsAWrapperGivenAListIsNotItselfTheScreen() throws {
        try writeWrappers()
        try write("App/HomeView.swift", homeView)
        try write("App/RootView.swift", """
        import SwiftUI
        struct RootView: View {
            var body: some View {
                TabView {
                    HomeView().tabItem { Label("Home", systemImage: "house") }
                }
            }
        }
        """)
        let files = importedScreens().map { URL(fileURLWithPath: $0.file).lastPathComponent }
        XCTAssertEqual(files, ["HomeView.swift"], "\(files)")
    }

    /// `if let actionLabel { actionLabel } else { Text("Retry") }` as the button's label, the
    /// optional passed on from the outer wrapper: a caller that gives no label reads "Retry"; a
    /// caller that gives no retry action has no button.
    func testALabelChosenByAnOptionalTheCallerLeavesNilIsTheFallbackText() throws {
        try writeWrappers()
        try write("App/HomeView.swift", homeView)
        try write("App/AddStationView.swift", """
        import SwiftUI
        struct AddStationView: View {
            @State var state: LoadingState = .idle
            var stations: [String] = []
            var body: some View {
                LoadingErrorView(loadingState: $state) {
                    List { ForEach(stations, id: \\.self) { Text($0) } }
                }
            }
        }
        """)
        let screens = importedScreens()
        let home = try XCTUnwrap(screens.first { $0.file.hasSuffix("HomeView.swift") }?.template)
        XCTAssertEqual(home["button"]?["title"]?["key"], .string("Retry"), "\(home)")
        XCTAssertEqual(home["title"]?["key"], .string("Error"), "\(home)")
        let addStation = try XCTUnwrap(screens.first { $0.file.hasSuffix("AddStationView.swift") }?.template)
        XCTAssertNil(addStation["button"], "\(addStation)")
        XCTAssertEqual(screens.count, 2, "\(screens.map(\.file))")
    }

    private let homeView = """
    import SwiftUI
    struct HomeView: View {
        @State var loadingState: LoadingState = .idle
        var stations: [String] = []
        var body: some View {
            NavigationStack {
                LoadingErrorView(loadingState: $loadingState, retryAction: { loadingState = .loading }) {
                    List {
                        ForEach(stations, id: \\.self) { Text($0) }
                    }
                }
                .navigationTitle("Home")
            }
        }
    }
    """

    private func writeWrappers() throws {
        try write("App/LoadingErrorView.swift", """
        import SwiftUI
        struct LoadingErrorView<Content: View, ActionLabel: View>: View {
            @Binding var loadingState: LoadingState
            let retryAction: (() -> Void)?
            let actionLabel: ActionLabel?
            let completionView: () -> Content
            init(loadingState: Binding<LoadingState>, retryAction: (() -> Void)? = nil, actionLabel: ActionLabel? = nil as EmptyView?,
                 @ViewBuilder completionView: @escaping () -> Content) {
                self._loadingState = loadingState
                self.retryAction = retryAction
                self.actionLabel = actionLabel
                self.completionView = completionView
            }
            var body: some View {
                switch loadingState {
                case .idle, .loaded, .loading:
                    completionView()
                case let .error(error):
                    ErrorView(error: error, retryAction: retryAction, actionLabel: actionLabel)
                }
            }
        }
        """)
        try write("App/ErrorView.swift", """
        import SwiftUI
        struct ErrorView<ActionLabel: View>: View {
            let error: Error
            let retryAction: (() -> Void)?
            let actionLabel: ActionLabel?
            init(error: Error, retryAction: (() -> Void)? = nil, actionLabel: ActionLabel? = nil as EmptyView?) {
                self.error = error
                self.retryAction = retryAction
                self.actionLabel = actionLabel
            }
            var body: some View {
                ContentUnavailableView(label: {
                    Label("Error", systemImage: "exclamationmark.triangle.fill")
                }, description: {
                    Text(error.localizedDescription)
                }, actions: {
                    if let retryAction {
                        Button(action: retryAction) {
                            if let actionLabel { actionLabel } else { Text("Retry") }
                        }
                    }
                })
            }
        }
        """)
    }
}
