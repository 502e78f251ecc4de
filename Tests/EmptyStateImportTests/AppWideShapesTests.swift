@testable import EmptyStateImport
import EmptyStateModel
import Foundation
import XCTest

/// Shapes of the seventeenth round's apps, read across files: constants made by another file's
/// localization function, a generic wrapper whose actions are its caller's closure, a wrapper's
/// fixed error screen above the one its callers fill, an optional description made a `Text` by
/// `map`, and a switch over a state of a type not known here.
final class AppWideShapesTests: SourceFolderTestCase {
    private func screens(_ files: [String: String]) throws -> [ImportedScreen] {
        for (name, text) in files { try write("App/" + name, text) }
        return AppImport.read(SourceFiles.find(in: [folder + "/App"]).sources).screens
    }

    /// `static let error = OBALoc("common.error", value: "Error", …)` in one file, `func OBALoc`
    /// in another: the constant is a localized text wherever it is shown.
    func testConstantsOfALocalizationFunctionInAnotherFile() throws {
        let screens = try screens([
            "Strings/Strings.swift": """
            import Foundation
            public class Strings: NSObject {
                public static let locationUnavailable = OBALoc("common.location_unavailable", value: "Location Unavailable", comment: "")
            }
            """,
            "Strings/Z-Localization.swift": """
            import Foundation
            internal nonisolated func OBALoc(_ key: String, value: String, comment: String) -> String {
                return NSLocalizedString(key, tableName: nil, bundle: .main, value: value, comment: comment)
            }
            """,
            "Views/NearbyView.swift": """
            import SwiftUI
            struct NearbyView: View {
                var body: some View { ContentUnavailableView(Strings.locationUnavailable, systemImage: "location.slash") }
            }
            """,
        ])
        XCTAssertEqual(screens.map(\.name), ["NearbyView"])
        XCTAssertEqual(screens.first?.template["title"],
                       .map([TemplateEntry("key", .string("common.location_unavailable")), TemplateEntry("default", .string("Location Unavailable"))]))
    }

    /// `struct EmptyStateView<Actions: View>` with `@ViewBuilder let actions: () -> Actions`
    /// shown as `actions()`: each call's trailing closure gives the buttons, through a property
    /// of the caller's view too; the error screen above the one the callers fill is drawn at
    /// each call as well; `emptyDescription.map(Text.init)` is the caller's description.
    func testAGenericWrappersActionsAndItsFixedScreen() throws {
        let screens = try screens([
            "Common/EmptyStateView.swift": """
            import SwiftUI
            struct EmptyStateView<Actions: View>: View {
                let title: String
                var emptyDescription: String?
                let systemImage: String
                let failed: Bool
                @ViewBuilder let actions: () -> Actions
                var body: some View {
                    if failed {
                        ContentUnavailableView("Error", systemImage: "exclamationmark.triangle")
                    } else {
                        ContentUnavailableView {
                            Label(title, systemImage: systemImage)
                        } description: {
                            emptyDescription.map(Text.init)
                        } actions: {
                            actions()
                        }
                    }
                }
            }
            """,
            "Trip/TripView.swift": """
            import SwiftUI
            struct TripView: View {
                var body: some View {
                    EmptyStateView(title: "No Vehicle", emptyDescription: "Nothing near you.", systemImage: "bus", failed: state.failed) { retryButton }
                }
                private var retryButton: some View {
                    Button { retry() } label: { Label("Try Again", systemImage: "arrow.clockwise") }
                }
            }
            """,
        ])
        XCTAssertEqual(screens.map(\.name), ["TripView-1", "TripView-2"])
        XCTAssertEqual(screens.map { $0.template["title"] }, [
            .string("No Vehicle"), .map([TemplateEntry("key", .string("Error")), TemplateEntry("default", .string("Error"))]),
        ])
        XCTAssertEqual(screens.first?.template["description"], .string("Nothing near you."))
        XCTAssertEqual(screens.first?.template["button"]?["title"],
                       .map([TemplateEntry("key", .string("Try Again")), TemplateEntry("default", .string("Try Again"))]))
    }

    /// `switch appState.startupState { case .error(let e): … }`, a subject whose type is not
    /// known here: the screen stays where it is drawn, not made a wrapper whose calls would be
    /// every `.error(…)` of the app (another enum's alert included). A button under the
    /// description text is drawn with it.
    func testASwitchOverAStateOfATypeNotKnownHereIsNoWrapper() throws {
        let screens = try screens([
            "MainView.swift": """
            import SwiftUI
            struct MainView: View {
                var body: some View {
                    switch appState.startupState {
                    case .error(let message):
                        ContentUnavailableView {
                            Label("Cannot start the app", systemImage: "exclamationmark.triangle.fill")
                        } description: {
                            Text(message)
                            Button("What do I do now?") { openSupport() }
                        }
                    default:
                        ContentView()
                    }
                }
            }
            """,
            "AddFolderView.swift": """
            import SwiftUI
            struct AddFolderView: View {
                func pick() { self.showAlert = .error(text: "The folder is inside the app folder.") }
                var body: some View { Text("Add") }
            }
            """,
        ])
        XCTAssertEqual(screens.map(\.name), ["MainView-error"])
        XCTAssertEqual(screens.first?.template["description"], .string("⟨message⟩"))
        XCTAssertEqual(screens.first?.template["button"]?["title"],
                       .map([TemplateEntry("key", .string("What do I do now?")), TemplateEntry("default", .string("What do I do now?"))]))
    }

    /// `MyImage.resize(sourceImage: UIImage(named: "no_photo.png")!, toWidth: 200).image`: the
    /// app's resizing helper draws the image it is given, the asset set `no_photo`.
    func testAResizingHelpersImageIsTheAssetItIsGiven() throws {
        try write("App/Assets.xcassets/no_photo.imageset/Contents.json", #"{"images":[{"idiom":"universal","filename":"no_photo.png"}]}"#)
        let screens = try screens([
            "Core/MyImage.swift": """
            import UIKit
            class MyImage {
                static func resize(sourceImage: UIImage, toWidth: CGFloat) -> (image: UIImage, aspectRatio: Double) { (sourceImage, 1) }
            }
            """,
            "FeedController.swift": """
            import UIKit
            extension FeedController: DZNEmptyDataSetSource {
                func image(forEmptyDataSet scrollView: UIScrollView!) -> UIImage! {
                    return MyImage.resize(sourceImage: UIImage(named: "no_photo.png")!, toWidth: 200).image
                }
                func title(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! { NSAttributedString(string: "No posts") }
            }
            """,
        ])
        XCTAssertEqual(screens.map(\.name), ["FeedController"])
        let image = try XCTUnwrap(screens.first?.template["image"])
        XCTAssertEqual(image, .map([TemplateEntry("name", .string("no_photo.png"))]))
        // Written for the template: no loose file of that name, so the asset set's name.
        XCTAssertEqual(ImportedTemplates.normalized(image, key: "image"), .map([TemplateEntry("name", .string("no_photo"))]))
        let loose = ["no_photo.png": folder + "/App/no_photo.png"]
        XCTAssertEqual(ImportedTemplates.normalized(image, key: "image", images: loose),
                       .map([TemplateEntry("name", .string(folder + "/App/no_photo.png"))]))
    }

    /// Objective-C constants defined in Constants.m and declared `extern` in Constants.h, read
    /// by a data source in another folder: their texts.
    func testObjectiveCConstantsOfAnotherFile() throws {
        try write("App/Watch/Constants.h", "extern NSString *const kNoStatisticsTitle;\n")
        let screens = try screens([
            "Watch/Constants.m": """
            #import "Constants.h"
            NSString *const kNoStatisticsTitle = @"No Statistics Available";
            """,
            "Phone/StatisticsViewController.m": """
            #import <UIKit/UIKit.h>
            #import "Constants.h"
            @interface StatisticsViewController () <DZNEmptyDataSetSource>
            @end
            @implementation StatisticsViewController
            - (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)scrollView {
                return [[NSAttributedString alloc] initWithString:kNoStatisticsTitle];
            }
            @end
            """,
        ])
        XCTAssertEqual(screens.map(\.name), ["StatisticsViewController"])
        XCTAssertEqual(screens.first?.template["title"], .map([TemplateEntry("text", .string("No Statistics Available"))]))
    }
}
