import EmptyStateImport
import EmptyStateModel
import Foundation
import XCTest

/// Shapes of round sixty-seven's apps (and one left from round sixty-six) that take more than
/// one file, each as small as the app's code that showed it.
final class SixtySeventhRoundShapesTests: SourceFolderTestCase {
    /// OpenVeloV-iOS's impact: a view model in another file sets its error text to a fixed text
    /// when no one is signed in and to a caught error's message when a load fails; the view that
    /// shows `viewModel.errorMessage` is a screen per value, the second the run time's text.
    func testAnotherFilesPropertySetToSeveralValuesIsAScreenPerValue() throws {
        try write("App/ImpactViewModel.swift", """
        import Foundation
        @MainActor final class ImpactViewModel: ObservableObject {
            @Published private(set) var errorMessage: String?
            @Published private(set) var trips: [Int] = []
            var isSignedIn = false
            func load() async {
                guard isSignedIn else {
                    errorMessage = String(localized: "Sign in to see your impact.")
                    return
                }
                do {
                    trips = try await Trips.all()
                    errorMessage = nil
                } catch {
                    errorMessage = error.localizedDescription
                }
            }
        }
        """)
        try write("App/ImpactView.swift", """
        import SwiftUI
        struct ImpactView: View {
            @StateObject private var viewModel = ImpactViewModel()
            var body: some View {
                if let errorMessage = viewModel.errorMessage, viewModel.trips.isEmpty {
                    ContentUnavailableView {
                        Label("Couldn't Load Your Impact", systemImage: "chart.bar.xaxis")
                    } description: {
                        Text(errorMessage)
                    }
                }
            }
        }
        """)
        let found = importedScreens()
        XCTAssertEqual(found.count, 1)
        let screen = try XCTUnwrap(found.first)
        XCTAssertEqual(screen.template["description"]?["key"], .string("Sign in to see your impact."), "the first value the type sets")
        guard case let .map(variants)? = screen.template["variants"] else { return XCTFail("no variants: \(screen.template)") }
        XCTAssertEqual(variants.count, 1, "\(variants.map(\.key))")
        let message = variants.first?.value["description"].map { "\($0)" } ?? ""
        XCTAssertTrue(message.contains("⟨"), "a caught error's message is the run time's: \(message)")
    }

    /// The same view model, set only to texts the run time knows and one fixed text set twice:
    /// one text, no variant (what `StoredTexts.sole` reads), so nothing changes for it.
    func testAnotherFilesPropertySetToOneTextStaysOneScreen() throws {
        try write("App/ListModel.swift", """
        import Foundation
        final class ListModel: ObservableObject {
            @Published var errorMessage: String?
            func load() { errorMessage = "Could not load the list." }
            func reload() { errorMessage = "Could not load the list." }
        }
        """)
        try write("App/ListView.swift", """
        import SwiftUI
        struct ListView: View {
            @StateObject private var model = ListModel()
            var body: some View {
                if let errorMessage = model.errorMessage {
                    ContentUnavailableView("Offline", systemImage: "wifi.slash", description: Text(errorMessage))
                }
            }
        }
        """)
        let screen = try XCTUnwrap(importedScreens().first)
        XCTAssertEqual(screen.template["description"], .string("Could not load the list."), "\(screen.template)")
        XCTAssertNil(screen.template["variants"], "\(screen.template)")
    }

    /// aiassistant's outputs: `filterKind?.rawValue.lowercased() ?? "matching"` over an optional
    /// enum is the fallback while nil (filter "All") and each case's text once set; the symbol
    /// beside it (`filterKind?.icon ?? "tray"`) follows in the same readings.
    func testAnOptionalEnumsChainWithAFallbackIsAScreenWhileNil() throws {
        try write("App/ArtifactKind.swift", """
        enum ArtifactKind: String, CaseIterable {
            case draft = "Draft", quiz = "Quiz"
            var icon: String {
                switch self {
                case .draft: return "doc.text"
                case .quiz: return "questionmark.circle"
                }
            }
        }
        """)
        try write("App/OutputsView.swift", """
        import SwiftUI
        struct OutputsView: View {
            @State private var filterKind: ArtifactKind?
            var body: some View {
                ContentUnavailableView(
                    "No \\(filterKind?.rawValue.lowercased() ?? "matching") outputs",
                    systemImage: filterKind?.icon ?? "tray",
                    description: Text("Try a different output type.")
                )
            }
        }
        """)
        let screen = try XCTUnwrap(importedScreens().first)
        var readings = [screen.template]
        if case let .map(variants)? = screen.template["variants"] { readings += variants.map(\.value) }
        let pairs = readings.map { "\($0["title"].map { "\($0)" } ?? "-") | \($0["image"]?["systemName"].map { "\($0)" } ?? "-")" }
        XCTAssertEqual(pairs.count, 3, "nil and each case: \(pairs)")
        XCTAssertTrue(pairs.contains { $0.contains("matching") && $0.contains("tray") }, "\(pairs)")
        XCTAssertTrue(pairs.contains { $0.contains("draft") && $0.contains("doc.text") }, "\(pairs)")
        XCTAssertTrue(pairs.contains { $0.contains("quiz") && $0.contains("questionmark.circle") }, "\(pairs)")
    }

    /// potter-wiki-ios: a configuration's button is `AppButton(style: .primary, title: "Retry")
    /// .configuration`, an app `UIButton` subclass whose initializer hands its arguments to a
    /// method that builds `.filled()`, sets its title and a capsule, and stores it.
    func testTheConfigurationOfTheAppsButtonClassIsItsInitializers() throws {
        try write("App/AppButton.swift", """
        import UIKit
        final class AppButton: UIButton {
            enum ButtonStyle { case primary, secondary }
            init(style: ButtonStyle, title: String, icon: String? = nil) {
                super.init(frame: .zero)
                setupConfiguration(style: style, title: title, icon: icon)
            }
            required init?(coder: NSCoder) { fatalError() }
            private func setupConfiguration(style: ButtonStyle, title: String, icon: String? = nil) {
                var config: UIButton.Configuration
                switch style {
                case .primary:
                    config = .filled()
                    config.baseBackgroundColor = .systemPink
                case .secondary:
                    config = .plain()
                }
                config.title = title
                config.cornerStyle = .capsule
                self.configuration = config
                self.clipsToBounds = true
            }
        }
        """)
        try write("App/BooksViewController.swift", """
        import UIKit
        final class BooksViewController: UIViewController {
            func showErrorState(icon: String, title: String, message: String) {
                var config = UIContentUnavailableConfiguration.empty()
                config.image = UIImage(systemName: icon)
                config.text = title
                config.secondaryText = message
                let buttonConfig = AppButton(style: .primary, title: "Retry").configuration
                config.button = buttonConfig!
                contentUnavailableConfiguration = config
            }
            func failed() {
                showErrorState(icon: "wifi.slash", title: "No Connection", message: "Please check your internet connection.")
            }
        }
        """)
        let screen = try XCTUnwrap(importedScreens().first, "no screen")
        let button = screen.template["button"]
        XCTAssertEqual(button?["title"], .string("Retry"), "\(screen.template)")
        XCTAssertEqual(button?["style"], .string("filled"), "\(screen.template)")
        XCTAssertEqual(button?["cornerStyle"], .string("capsule"), "\(screen.template)")
        XCTAssertEqual(button?["baseBackgroundColor"], .string("systemPink"), "\(screen.template)")
    }
}
