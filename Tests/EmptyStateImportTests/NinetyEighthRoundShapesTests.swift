import EmptyStateImport
import EmptyStateModel
import EmptyStateTemplate
import Foundation
import XCTest

/// Shapes of round ninety-eight's apps, written here.
final class NinetyEighthRoundShapesTests: SourceFolderTestCase {
    /// ArabianTyres' key enum localizes its raw value by the app's language setting (a guard and a
    /// switch over `AppLanguage(rawValue:)` of the number its settings store holds), each branch through a String
    /// helper that loads a language's bundle: an English iPhone reads the key's English words.
    /// The screen is one case of the controller's own enum (`.make`), which is no case of the
    /// language switch.
    func testAKeyEnumsLanguageSwitchingPropertyReadsTheEnglishTable() throws {
        try write("App/en.lproj/Localizable.strings", """
        "noDataFound" = "No data found";
        """)
        try write("App/ar.lproj/Localizable.strings", """
        "noDataFound" = "لا توجد بيانات";
        """)
        try write("App/LocalizedString.swift", """
        import Foundation
        enum AppLanguage: Int { case english = 0; case arabic = 1 }
        enum LocalizedString: String {
            case noDataFound
            case loading = "loading_key"
        }
        extension LocalizedString {
            var localized: String {
                let language = AppUserDefaults.value(forKey: .language).intValue
                guard let selectedLang = AppLanguage(rawValue: language) else { return self.rawValue.localizedString(lang: "en") }
                switch selectedLang {
                case .english:
                    return self.rawValue.localizedString(lang: "en")
                case .arabic:
                    return self.rawValue.localizedString(lang: "ar")
                }
            }
        }
        extension String {
            func localizedString(lang: String) -> String {
                let path = Bundle.main.path(forResource: lang, ofType: "lproj")
                let bundle = Bundle(path: path!)
                return NSLocalizedString(self, tableName: nil, bundle: bundle!, value: "", comment: "")
            }
        }
        """)
        try write("App/BottomSheetVC.swift", """
        import UIKit
        import DZNEmptyDataSet
        enum VehicleDetail { case make, model }
        class BottomSheetVC: UIViewController {
            var detail: VehicleDetail = .make
            var makes: [String] = []
            var models: [String] = []
        }
        extension BottomSheetVC: DZNEmptyDataSetSource {
            func title(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! {
                var emptyData = ""
                if detail == .make {
                    emptyData = LocalizedString.noDataFound.localized
                } else {
                    emptyData = "No models"
                }
                return NSAttributedString(string: emptyData)
            }
        }
        """)
        let screens = try screensAsImported()
        let make = try XCTUnwrap(screens.first { $0.name == "BottomSheetVC-make" }, "\(screens.map(\.name))")
        XCTAssertEqual(make.template["title"]?["key"], .string("noDataFound"), "\(make.template)")
        XCTAssertNil(make.template["variants"], "the language is no variant: \(make.template)")
        let template = try ImportedTemplates(roots: [folder + "/App"]).source(make).template()
        XCTAssertEqual(template.base.view.title?.text, "No data found")
    }

    /// A DZN title chosen by whether the list the table counts is empty (`list.endIndex == 0 ?
    /// text : ""`, ArabianTyres): DZNEmptyDataSet draws only when the table has no rows, so the
    /// text is the screen's, and no reading with the other side is imported. A list the rows do not count
    /// alone (two lists by a switch) stays a variant.
    func testATestOfTheListTheRowsCountIsTrueWheneverTheScreenShows() throws {
        try write("App/RequestsVC.swift", """
        import UIKit
        import DZNEmptyDataSet
        class RequestsVC: UIViewController {
            let viewModel = RequestsViewModel()
            var showLoader = false
        }
        extension RequestsVC: UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                return viewModel.requests.endIndex + (self.showLoader ? 1 : 0)
            }
        }
        extension RequestsVC: DZNEmptyDataSetSource {
            func title(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! {
                var emptyData = ""
                emptyData = viewModel.requests.endIndex == 0 ? "No service request available" : "Loading"
                return NSAttributedString(string: emptyData)
            }
            func description(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! {
                return NSAttributedString(string: !self.viewModel.requests.isEmpty ? "Pull to refresh" : "Requests appear here")
            }
        }
        """)
        try write("App/PickerVC.swift", """
        import UIKit
        import DZNEmptyDataSet
        class PickerVC: UIViewController {
            var makes: [String] = []
            var models: [String] = []
            var showsMakes = true
        }
        extension PickerVC: UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                if showsMakes { return makes.count }
                return models.count
            }
        }
        extension PickerVC: DZNEmptyDataSetSource {
            func title(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! {
                return NSAttributedString(string: makes.count == 0 ? "No makes" : "Loading")
            }
        }
        """)
        let screens = try screensAsImported()
        let requests = try XCTUnwrap(screens.first { $0.name == "RequestsVC" }, "\(screens.map(\.name))")
        XCTAssertEqual(requests.template["title"], .string("No service request available"), "\(requests.template)")
        XCTAssertEqual(requests.template["description"], .string("Requests appear here"), "\(requests.template)")
        XCTAssertNil(requests.template["variants"], "\(requests.template)")
        let picker = try XCTUnwrap(screens.first { $0.name == "PickerVC" }, "\(screens.map(\.name))")
        XCTAssertNotNil(picker.template["variants"], "two lists: whether makes is empty stays the run time's: \(picker.template)")
    }
}
