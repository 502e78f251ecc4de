import EmptyStateImport
import EmptyStateModel
import Foundation
import XCTest

/// Shapes of issue 45's sixty-second round: Dime's images redrawn smaller in a graphics context
/// and its data source that binds a user set at run time; GasWise's view around a fixed screen
/// whose initializer takes only an action, and its description of two texts beside a label's
/// button; timeshot's loading GIF.
final class SixtySecondRoundShapesTests: SourceFolderTestCase {
    /// `UIGraphicsBeginImageContextWithOptions`, `image.draw(in:)`, then
    /// `UIGraphicsGetImageFromCurrentImageContext()`: the image drawn, not a placeholder; so is
    /// `UIGraphicsImageRenderer(size:).image { _ in image.draw(in: rect) }`.
    func testAnImageRedrawnInAGraphicsContextIsThatImage() throws {
        try write("App/FeedViewController.swift", """
        import UIKit
        import DZNEmptyDataSet
        class FeedViewController: UITableViewController {
            override func viewDidLoad() { super.viewDidLoad(); tableView.emptyDataSetSource = self }
        }
        extension FeedViewController: DZNEmptyDataSetSource {
            func image(forEmptyDataSet scrollView: UIScrollView!) -> UIImage! {
                let image = #imageLiteral(resourceName: "popularHome")
                let size = image.size.applying(CGAffineTransform(scaleX: 0.2, y: 0.2))
                UIGraphicsBeginImageContextWithOptions(size, false, 0.0)
                image.draw(in: CGRect(origin: CGPoint.zero, size: size))
                let scaledImage = UIGraphicsGetImageFromCurrentImageContext()
                UIGraphicsEndImageContext()
                return scaledImage
            }
            func title(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! {
                return NSAttributedString(string: "Nothing popular yet")
            }
        }
        """)
        try write("App/FriendsViewController.swift", """
        import UIKit
        import DZNEmptyDataSet
        class FriendsViewController: UITableViewController {
            override func viewDidLoad() { super.viewDidLoad(); tableView.emptyDataSetSource = self }
        }
        extension FriendsViewController: DZNEmptyDataSetSource {
            func image(forEmptyDataSet scrollView: UIScrollView!) -> UIImage! {
                let icon = UIImage(named: "friendsHome")!
                let renderer = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40))
                return renderer.image { _ in icon.draw(in: CGRect(x: 0, y: 0, width: 40, height: 40)) }
            }
        }
        """)
        let screens = importedScreens()
        XCTAssertEqual(screens.map { $0.template["image"]?["name"] }, [.string("popularHome"), .string("friendsHome")], "\(screens.map(\.template))")
        XCTAssertEqual(screens.first?.template["image"]?["resizedBy"], .number(0.2), "drawn at a fifth of its size")
        XCTAssertNil(screens.last?.template["image"]?["resizedBy"], "a fixed size is not a fraction")
    }

    /// `guard let profileUser = self.user else { return "No photos or videos" }` of a `var user:
    /// User?` the set-up leaves nil and a response handler sets: a variant each way.
    func testABindingOfAPropertySetAtRunTimeIsAVariantEachWay() throws {
        try write("App/ProfileViewController.swift", """
        import UIKit
        import DZNEmptyDataSet
        class ProfileViewController: UICollectionViewController {
            var user: User?
            override func viewDidLoad() {
                super.viewDidLoad()
                collectionView.emptyDataSetSource = self
                store.fetchUser { user in
                    self.user = User(dictionary: user)
                }
            }
        }
        extension ProfileViewController: DZNEmptyDataSetSource {
            func title(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! {
                return NSAttributedString(string: "No Dimes")
            }
            func description(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! {
                guard let profileUser = self.user else { return NSAttributedString(string: "No photos or videos") }
                return NSAttributedString(string: "\\(profileUser.username) has not added any photos or videos.")
            }
        }
        """)
        let template = try XCTUnwrap(importedScreens().first?.template)
        XCTAssertEqual(template["description"], .string("No photos or videos"), "\(template)")
        XCTAssertEqual(template["variants"]?["userIsNotNil"]?["description"], .string("⟨profileUser.username⟩ has not added any photos or videos."), "\(template)")
    }

    /// `struct PopToAddVehicle: View { init(addVehicle: ((Bool) -> Void)? = nil) … }` draws a fixed
    /// screen: its call (`PopToAddVehicle { show in … }`) is the screen; the description's two
    /// texts are its two lines, though the label holds a button.
    func testAViewTakingOnlyAnActionIsDrawnWhereItIsCalled() throws {
        try write("App/PopToAddVehicle.swift", """
        import SwiftUI
        struct PopToAddVehicle: View {
            var addVehicle: ((Bool) -> Void)?
            init(addVehicle: ((Bool) -> Void)? = nil) {
                self.addVehicle = addVehicle
            }
            var body: some View {
                ContentUnavailableView {
                    Button { addVehicle?(true) } label: { Text("Add Vehicle") }
                } description: {
                    VStack {
                        Text("No Vehicles in the Garage yet ...")
                        Text("Add your first vehicle to get started!")
                    }
                }
            }
        }
        """)
        try write("App/BillsScreen.swift", """
        import SwiftUI
        struct BillsScreen: View {
            var showPopView: () -> Bool
            var pop: (Bool) -> Void
            var body: some View {
                if showPopView() {
                    PopToAddVehicle { show in pop(show) }
                } else {
                    List { Text("Bills") }
                }
            }
        }
        """)
        let screens = importedScreens()
        XCTAssertEqual(screens.map { URL(fileURLWithPath: $0.file).lastPathComponent }, ["BillsScreen.swift"], "\(screens.map(\.name))")
        let description = try XCTUnwrap(screens.first?.template["description"])
        XCTAssertEqual(description["args"]?.listItems.map { $0["key"] }, [.string("No Vehicles in the Garage yet ..."), .string("Add your first vehicle to get started!")], "\(description)")
    }

    /// PureLayout's `UIView.newAutoLayoutView()` is an empty `UIView()`: a custom view of nothing
    /// draws nothing, so the data source is no screen (inbbbox's ShotBucketsViewController); a
    /// label made so is read as `UILabel()` is.
    func testAViewMadeForAutoLayoutIsTheViewItsClassMakes() throws {
        try write("App/ShotBucketsViewController.swift", """
        import UIKit
        import DZNEmptyDataSet
        import PureLayout
        class ShotBucketsViewController: UIViewController, DZNEmptyDataSetSource {
            let collectionView = UICollectionView()
            override func viewDidLoad() { super.viewDidLoad(); collectionView.emptyDataSetSource = self }
            func customViewForEmptyDataSet(scrollView: UIScrollView!) -> UIView! {
                return UIView.newAutoLayoutView()
            }
        }
        """)
        try write("App/LikesViewController.swift", """
        import UIKit
        import DZNEmptyDataSet
        import PureLayout
        class LikesViewController: UIViewController, DZNEmptyDataSetSource {
            let collectionView = UICollectionView()
            override func viewDidLoad() { super.viewDidLoad(); collectionView.emptyDataSetSource = self }
            func customViewForEmptyDataSet(scrollView: UIScrollView!) -> UIView! {
                let label = UILabel.newAutoLayoutView()
                label.text = "Like some shots first!"
                let view = UIView.newAutoLayoutView()
                view.addSubview(label)
                return view
            }
        }
        """)
        let screens = importedScreens()
        XCTAssertEqual(screens.map(\.name), ["LikesViewController"])
        XCTAssertEqual(screens.first?.template["title"], .string("Like some shots first!"), "\(screens.map(\.template))")
    }

    /// SwiftGif's `UIImage.gifWithName("LoadingView")`: the image of that name (its first frame).
    func testAGIFLoadersImageIsTheImageItNames() throws {
        try write("App/AlbumViewController.swift", """
        import UIKit
        import DZNEmptyDataSet
        import SwiftGifOrigin
        class AlbumViewController: UITableViewController {
            override func viewDidLoad() { super.viewDidLoad(); tableView.emptyDataSetSource = self }
        }
        extension AlbumViewController: DZNEmptyDataSetSource {
            func image(forEmptyDataSet scrollView: UIScrollView!) -> UIImage! {
                return UIImage.gifWithName("LoadingView")!
            }
            func title(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! {
                return NSAttributedString(string: "Loading albums")
            }
        }
        """)
        let template = try XCTUnwrap(importedScreens().first?.template)
        XCTAssertEqual(template["image"]?["name"], .string("LoadingView"), "\(template)")
    }
}

private extension TemplateValue {
    var listItems: [TemplateValue] { if case let .list(items) = self { return items }; return [] }
}
