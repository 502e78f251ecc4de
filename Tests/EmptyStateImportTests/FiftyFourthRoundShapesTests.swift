import EmptyStateImport
import EmptyStateModel
import Foundation
import XCTest

/// Shapes of issue 45's fifty-fourth round in Swift: Karalog's image made by its own `UIImage`
/// extension (`UIImage.KaralogImage.resized(toWidth: 250)`), iOSMerchandiseControl's `L(key,
/// args…)` and its wrapper function that sets its texts by a `switch` over a tuple of its
/// parameters.
final class FiftyFourthRoundShapesTests: SourceFolderTestCase {
    /// An image extension's own method (`resized(toWidth:)`) draws the image it is sent to, and
    /// an upper-case image constant of the extension is that image, not a type.
    func testAnImagesOwnTransformDrawsTheImage() throws {
        try write("App/Material.swift", """
        import UIKit
        extension UIImage {
            func resized(toWidth width: CGFloat) -> UIImage? {
                let canvasSize = CGSize(width: width, height: CGFloat(ceil(width / size.width * size.height)))
                UIGraphicsBeginImageContextWithOptions(canvasSize, false, scale)
                defer { UIGraphicsEndImageContext() }
                draw(in: CGRect(origin: .zero, size: canvasSize))
                return UIGraphicsGetImageFromCurrentImageContext()
            }
            static var KaralogImage: UIImage {
                return UIImage(named: "KaralogImage")!
            }
        }
        """)
        try write("App/MusicViewController.swift", """
        import UIKit
        import DZNEmptyDataSet
        class MusicViewController: UIViewController, DZNEmptyDataSetSource {
            @IBOutlet var tableView: UITableView!
            override func viewDidLoad() { tableView.emptyDataSetSource = self }
            func image(forEmptyDataSet scrollView: UIScrollView!) -> UIImage! {
                return UIImage.KaralogImage.resized(toWidth: 250)
            }
        }
        """)
        let screen = try XCTUnwrap(importedScreens().first)
        XCTAssertEqual(screen.template["image"]?["name"], .string("KaralogImage"), "\(screen.template)")
    }

    /// `func L(_ key: String, _ args: CVarArg...)`: the other arguments fill the key's format, and
    /// a per-case label lower-cased is a localized argument, one variant per case.
    func testAnAppLocalizersArgumentsFillItsFormat() throws {
        try write("App/Localization.swift", """
        import Foundation
        func L(_ key: String, _ args: CVarArg...) -> String {
            let format = Bundle.main.localizedString(forKey: key, value: key, table: nil)
            return args.isEmpty ? format : String(format: format, arguments: args)
        }
        """)
        try write("App/ProductPriceHistoryView.swift", """
        import SwiftUI
        enum PriceType: String, CaseIterable { case purchase, retail }
        struct ProductPriceHistoryView: View {
            @State private var selectedType: PriceType = .purchase
            var prices: [Double] = []
            var body: some View {
                if prices.isEmpty {
                    ContentUnavailableView(L("product.history.empty_type", label(for: selectedType).lowercased()),
                                           systemImage: "clock.badge.questionmark")
                }
            }
            private func label(for type: PriceType) -> String {
                switch type {
                case .purchase: return L("product.history.purchase")
                case .retail: return L("product.history.retail")
                }
            }
        }
        """)
        let template = try XCTUnwrap(importedScreens().first?.template)
        let purchase = TemplateValue.map([TemplateEntry("key", .string("product.history.purchase")), TemplateEntry("textCase", .string("lowercase"))])
        let retail = TemplateValue.map([TemplateEntry("key", .string("product.history.retail")), TemplateEntry("textCase", .string("lowercase"))])
        XCTAssertEqual(template["title"]?["key"], .string("product.history.empty_type"), "\(template)")
        XCTAssertEqual(template["title"]?["args"], .list([purchase]), "\(template)")
        XCTAssertEqual(template["variants"]?["selectedTypeIsRetail"]?["title"]?["args"], .list([retail]), "\(template)")
    }

    /// A wrapper function whose texts a `switch (kind, isFiltered)` sets: each call's own case.
    func testATupleSwitchOverAWrappersParametersIsDecidedAtEachCall() throws {
        try write("App/DatabaseView.swift", """
        import SwiftUI
        enum EntityKind { case supplier, category }
        struct DatabaseView: View {
            var suppliers: [String] = []
            var categories: [String] = []
            var body: some View {
                if suppliers.isEmpty {
                    emptyState(kind: .supplier, isFiltered: false)
                } else if categories.isEmpty {
                    emptyState(kind: .category, isFiltered: true)
                }
            }
            private func emptyState(kind: EntityKind, isFiltered: Bool) -> some View {
                let title: String
                let icon: String
                switch (kind, isFiltered) {
                case (.supplier, false):
                    title = "No suppliers"
                    icon = "building.2"
                case (.supplier, true):
                    title = "No suppliers found"
                    icon = "line.3.horizontal.decrease.circle"
                case (.category, false):
                    title = "No categories"
                    icon = "folder"
                case (.category, true):
                    title = "No categories found"
                    icon = "magnifyingglass"
                }
                return ContentUnavailableView(title, systemImage: icon)
            }
        }
        """)
        let screens = importedScreens()
        XCTAssertEqual(screens.map(\.line), [8, 10], "\(screens.map { ($0.name, $0.template) })")
        XCTAssertEqual(screens.map { $0.template["title"] }, [.string("No suppliers"), .string("No categories found")])
        XCTAssertEqual(screens.map { $0.template["image"]?["systemName"] }, [.string("building.2"), .string("magnifyingglass")])
        XCTAssertEqual(screens.map { $0.template["variants"] }, [nil, nil], "each call decides its case")
    }

    /// Pals (an earlier round): `isLoading = true` before a load whose completion handler sets it
    /// back to false; `emptyDataSetShouldDisplay` returns `!isLoading`, so the screen shows once
    /// the load ends.
    func testAFlagACompletionHandlerResetsIsLeftAsTheHandlerLeavesIt() throws {
        try write("App/PLOrderHistoryViewController.swift", """
        import UIKit
        import DZNEmptyDataSet
        class PLOrderHistoryViewController: UIViewController {
            @IBOutlet weak var tableView: UITableView!
            private var isLoading = false
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.emptyDataSetSource = self
                tableView.emptyDataSetDelegate = self
                loadOrders()
            }
            private func loadOrders() {
                isLoading = true
                tableView.reloadEmptyDataSet()
                OrderStore.load { [unowned self] orders, error in
                    self.isLoading = false
                    self.tableView.reloadEmptyDataSet()
                }
            }
        }
        extension PLOrderHistoryViewController: DZNEmptyDataSetSource {
            func titleForEmptyDataSet(scrollView: UIScrollView!) -> NSAttributedString! {
                return NSAttributedString(string: "Orders History")
            }
        }
        extension PLOrderHistoryViewController: DZNEmptyDataSetDelegate {
            func emptyDataSetShouldDisplay(scrollView: UIScrollView!) -> Bool {
                return !isLoading
            }
        }
        """)
        let screen = try XCTUnwrap(importedScreens().first, "the screen shows once the load ends")
        XCTAssertEqual(screen.template["title"], .string("Orders History"), "\(screen.template)")
        XCTAssertNotEqual(screen.template["shouldDisplay"], .bool(false), "\(screen.template)")
    }

    /// A view's query that a search field binds (`$searchQuery`) is what the user types, though
    /// one method sets it to one text (ruddarr's `searchQuery = "imdb:\\(imdb)"`): a placeholder.
    func testATextTheUserTypesIsNotTheTextOneMethodSets() throws {
        try write("App/MovieSearchView.swift", """
        import SwiftUI
        struct MovieSearchView: View {
            @State var searchQuery: String
            var results: [String] = []
            var body: some View {
                List(results, id: \\.self) { Text($0) }
                    .searchable(text: $searchQuery)
                    .overlay {
                        if results.isEmpty {
                            ContentUnavailableView.search(text: searchQuery)
                        }
                    }
            }
            func open(imdb: String) {
                searchQuery = "imdb:\\(imdb)"
            }
        }
        """)
        let template = try XCTUnwrap(importedScreens().first?.template)
        XCTAssertFalse("\(template)".contains("imdb:"), "\(template)")
    }

    /// HeplioApp (round fifty-five): `Text(error.loadFailureAdvice)` of `extension Error { var
    /// loadFailureAdvice: String { isRateLimited ? LoadFailure.rateLimited : LoadFailure.generic
    /// } }`, beside a title that tests `error.isRateLimited`: one condition, each text its outcome.
    func testAnExtensionsTextPropertyOfAValueIsItsGetterForThatValue() throws {
        try write("App/PagerStateViews.swift", """
        import SwiftUI
        struct PagerFailureRow: View {
            var error: Error?
            var body: some View {
                ContentUnavailableView(
                    error.isRateLimited ? "Too Many Requests" : "Couldn't Load",
                    systemImage: "exclamationmark.triangle",
                    description: Text(error.loadFailureAdvice)
                )
            }
        }
        extension Error {
            var isRateLimited: Bool {
                guard let inspire = self as? InspireError else { return false }
                if case .rateLimited = inspire { return true }
                return false
            }
            var loadFailureAdvice: String {
                isRateLimited ? LoadFailure.rateLimited : LoadFailure.generic
            }
        }
        extension Optional where Wrapped == Error {
            var isRateLimited: Bool { self?.isRateLimited ?? false }
            var loadFailureAdvice: String { self?.loadFailureAdvice ?? LoadFailure.generic }
        }
        private enum LoadFailure {
            static let rateLimited = "INSPIRE-HEP is limiting requests. Wait a moment and try again."
            static let generic = "Check your connection and try again."
        }
        """)
        let template = try XCTUnwrap(importedScreens().first?.template)
        XCTAssertEqual(template["description"], .string("Check your connection and try again."), "\(template)")
        let limited = try XCTUnwrap(template["variants"]?["errorIsRateLimited"], "\(template)")
        XCTAssertEqual(limited["title"]?["key"], .string("Too Many Requests"), "\(template)")
        XCTAssertEqual(limited["description"], .string("INSPIRE-HEP is limiting requests. Wait a moment and try again."), "\(template)")
    }
}
