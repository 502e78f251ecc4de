import EmptyStateImport
import EmptyStateModel
import Foundation
import XCTest

/// Shapes of issue 45's fortieth round: pfadi-seesturm-app-ios's state enums whose `.error(…)`
/// case is drawn by the app's error card (and made in every service), and its own button view in
/// the card's actions; and LF-iOS-App's image made again from its CGImage.
final class FortiethRoundShapesTests: SourceFolderTestCase {
    func testAStatesErrorCaseIsDrawnWhereItIsSwitchedOnNotWhereItIsMade() throws {
        try write("App/UiState.swift", """
        enum UiState<D> {
            case loading
            case error(message: String)
            case success(data: D)
        }
        """)
        try write("App/ErrorCard.swift", """
        import SwiftUI
        struct SeesturmButton: View {
            let type: Int
            let action: () -> Void
            let title: String?
            var body: some View { Text(title ?? "") }
        }
        struct ErrorCard: View {
            let errorDescription: String
            let retry: () -> Void
            var body: some View {
                ContentUnavailableView(label: { Label("Ein Fehler ist aufgetreten", systemImage: "exclamationmark.bubble") },
                                       description: { Text(errorDescription) },
                                       actions: { SeesturmButton(type: 1, action: retry, title: "Erneut versuchen") })
            }
        }
        """)
        try write("App/NewsView.swift", """
        import SwiftUI
        struct NewsView: View {
            let state: UiState<[String]>
            var body: some View {
                switch state {
                case .loading: ProgressView()
                case .error(let message): ErrorCard(errorDescription: message, retry: {})
                case .success(let data): List(data, id: \\.self) { Text($0) }
                }
            }
        }
        """)
        try write("App/NewsService.swift", """
        final class NewsService {
            var state: UiState<[String]> = .loading
            func load(failed: Bool) -> UiState<[String]> {
                if failed { state = .error(message: "Die Daten sind ungültig.") }
                return .error(message: "Ein Fehler ist aufgetreten")
            }
        }
        """)
        let found = importedScreens()
        XCTAssertEqual(found.map { ($0.file as NSString).lastPathComponent + ":\($0.line)" }, ["NewsView.swift:7"])
        XCTAssertEqual(found.first?.template["button"]?["title"], .string("Erneut versuchen"), "the app's button view, drawn as a button with its title")
    }

    func testAViewNamedLikeAButtonWithoutATitleIsNoButton() throws {
        try write("App/Empty.swift", """
        import SwiftUI
        struct ShareButton: View { let url: String; var body: some View { Text(url) } }
        struct Empty: View {
            var body: some View {
                ContentUnavailableView(label: { Label("Nothing", systemImage: "tray") }, actions: { ShareButton(url: "https://example.com") })
            }
        }
        """)
        let found = importedScreens()
        XCTAssertEqual(found.count, 1)
        XCTAssertNil(found.first?.template["button"])
    }

    func testAnImageMadeAgainFromItsCGImageIsThatImage() throws {
        try write("App/BaseCollectionVC.swift", """
        import UIKit
        import DZNEmptyDataSet
        class BaseCollectionVC: UICollectionViewController, DZNEmptyDataSetSource {
            override func viewDidLoad() { collectionView?.emptyDataSetSource = self }
            func image(forEmptyDataSet scrollView: UIScrollView!) -> UIImage! {
                guard let cgImg = UIImage(named: "EmptyDataSet")?.cgImage else {
                    return UIImage(named: "LaunchScreenPic")
                }
                return UIImage(cgImage: cgImg, scale: 2, orientation: UIImageOrientation.up)
            }
        }
        """)
        let found = importedScreens()
        XCTAssertEqual(found.first?.template["image"]?["name"], .string("EmptyDataSet"))
    }
}
