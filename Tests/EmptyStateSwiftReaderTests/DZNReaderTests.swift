import EmptyStateModel
import EmptyStateSwiftReader
import XCTest

/// DZNEmptyDataSet data sources written in Swift: every method, the cases of a switch as
/// screens, a Boolean as a variant, per-state button titles, and the Swift 2, 3 and 4 shapes.
final class DZNReaderTests: XCTestCase {
    static let detail = """
    import UIKit
    import DZNEmptyDataSet

    enum ApplicationType { case airbnb, dropbox, facebook, instagram }

    class DetailViewController: UITableViewController, DZNEmptyDataSetSource, DZNEmptyDataSetDelegate {
        var application: Application!
        var viewModel: DetailViewModel!
        var isLoading = false

        func title(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
            var text: String?
            var font: UIFont?
            var textColor: UIColor?
            switch application.type {
            case .airbnb:
                text = "No Messages"
                font = UIFont(name: "HelveticaNeue-Light", size: 22)
                textColor = UIColor(hex: "c9c9c9")
            case .dropbox:
                text = "Star Your Favorite Files"
                font = UIFont.boldSystemFont(ofSize: 17)
                textColor = UIColor(hex: "25282b")
            default:
                return nil
            }
            var attributes: [NSAttributedString.Key: Any] = [:]
            if let font = font { attributes[.font] = font }
            if let textColor = textColor { attributes[.foregroundColor] = textColor }
            return NSAttributedString(string: text!, attributes: attributes)
        }

        func description(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
            let text: String
            switch application.type {
            case .airbnb: text = "When you have messages, you’ll see them here."
            case .dropbox: text = "Favorites are saved for offline access."
            case .facebook: text = viewModel.emptyMessage
            default: return nil
            }
            let paragraph = NSMutableParagraphStyle()
            paragraph.lineBreakMode = .byWordWrapping
            paragraph.alignment = .center
            paragraph.lineSpacing = 4
            return NSAttributedString(string: text, attributes: [
                .font: UIFont.systemFont(ofSize: 13),
                .foregroundColor: UIColor(hex: "cfcfcf"),
                .paragraphStyle: paragraph,
            ])
        }

        func image(forEmptyDataSet scrollView: UIScrollView) -> UIImage? {
            if isLoading { return UIImage(named: "loading_imgBlue_78x78") }
            switch application.type {
            case .airbnb: return UIImage(named: "placeholder_airbnb")
            case .dropbox: return UIImage(named: "placeholder_dropbox")
            default: return UIImage(systemName: "tray")
            }
        }

        func imageAnimation(forEmptyDataSet scrollView: UIScrollView) -> CAAnimation? {
            let animation = CABasicAnimation(keyPath: "transform")
            animation.fromValue = NSValue(caTransform3D: CATransform3DIdentity)
            animation.toValue = NSValue(caTransform3D: CATransform3DMakeRotation(.pi / 2, 0.0, 0.0, 1.0))
            animation.duration = 0.25
            animation.isCumulative = true
            animation.repeatCount = .greatestFiniteMagnitude
            return animation
        }

        func buttonTitle(forEmptyDataSet scrollView: UIScrollView, for state: UIControl.State) -> NSAttributedString? {
            guard application.type == .airbnb else { return nil }
            let color = state == .normal ? UIColor(hex: "05adff") : UIColor(hex: "6bceff")
            return NSAttributedString(string: "Start Browsing", attributes: [.font: UIFont.boldSystemFont(ofSize: 16), .foregroundColor: color])
        }

        func buttonBackgroundImage(forEmptyDataSet scrollView: UIScrollView, for state: UIControl.State) -> UIImage? {
            guard application.type == .dropbox else { return nil }
            let name = state == .highlighted ? "button_background_dropbox_highlight" : "button_background_dropbox"
            return UIImage(named: name)?
                .resizableImage(withCapInsets: UIEdgeInsets(top: 25, left: 25, bottom: 25, right: 25))
                .withAlignmentRectInsets(UIEdgeInsets(top: 0, left: -10, bottom: 0, right: -10))
        }

        func backgroundColor(forEmptyDataSet scrollView: UIScrollView) -> UIColor? {
            switch application.type {
            case .airbnb: return .white
            case .dropbox: return UIColor(hex: "f0f3f5")
            default: return .systemGroupedBackground
            }
        }

        func verticalOffset(forEmptyDataSet scrollView: UIScrollView) -> CGFloat {
            application.type == .dropbox ? -64 : 0
        }

        func spaceHeight(forEmptyDataSet scrollView: UIScrollView) -> CGFloat { 24 }

        func emptyDataSetShouldDisplay(_ scrollView: UIScrollView) -> Bool { true }

        func emptyDataSetShouldAnimateImageView(_ scrollView: UIScrollView) -> Bool {
            return isLoading
        }
    }
    """

    func testCasesOfEveryMethodAreScreens() throws {
        let screens = try Read.screens(Self.detail, file: "DetailViewController.swift")
        XCTAssertEqual(screens.map(\.name), ["DetailViewController-airbnb", "DetailViewController-dropbox", "DetailViewController-facebook"])
        XCTAssertEqual(screens.map(\.caseName), ["airbnb", "dropbox", "facebook"])
        XCTAssertEqual(screens.map(\.kind), [.dzn, .dzn, .dzn])
        XCTAssertEqual(screens.map(\.line), [15, 15, 35])
        XCTAssertEqual(screens.map(\.column), [9, 9, 9])

        let airbnb = screens[0].template
        XCTAssertEqual(airbnb.keys, ["backgroundColor", "image", "title", "description", "button", "verticalOffset", "spaceHeight",
                                     "shouldDisplay", "animateImageView", "variants"])
        XCTAssertEqual(airbnb["title"]?.flow, ##"{text: "No Messages", font: {name: "HelveticaNeue-Light", size: 22}, color: "#C9C9C9"}"##)
        XCTAssertEqual(airbnb["description"]?.flow, """
        {text: "When you have messages, you’ll see them here.", font: {size: 13}, color: "#CFCFCF", lineSpacing: 4, alignment: "center", lineBreakMode: "byWordWrapping"}
        """)
        XCTAssertEqual(airbnb["image"]?.flow, """
        {name: "placeholder_airbnb", animation: {keyPath: "transform.rotation.z", from: 0, to: 1.5707963267948966, duration: 0.25, cumulative: true, repeatCount: inf}}
        """)
        XCTAssertEqual(airbnb["button"]?.flow, """
        {title: {normal: {text: "Start Browsing", font: {size: 16, weight: "bold"}, color: "#05ADFF"}, \
        highlighted: {text: "Start Browsing", font: {size: 16, weight: "bold"}, color: "#6BCEFF"}, \
        disabled: {text: "Start Browsing", font: {size: 16, weight: "bold"}, color: "#6BCEFF"}, \
        selected: {text: "Start Browsing", font: {size: 16, weight: "bold"}, color: "#6BCEFF"}}}
        """)
        XCTAssertEqual(airbnb["backgroundColor"], .string("#FFFFFF"))
        XCTAssertEqual(airbnb["verticalOffset"], .number(0))
        XCTAssertEqual(airbnb["spaceHeight"], .number(24))
        XCTAssertEqual(airbnb["shouldDisplay"], .bool(true))
        XCTAssertEqual(airbnb["animateImageView"], .bool(false))
        // The loading variant: only the keys that differ.
        XCTAssertEqual(airbnb["variants"]?.flow, """
        {loading: {image: {name: "loading_imgBlue_78x78", animation: {keyPath: "transform.rotation.z", from: 0, to: 1.5707963267948966, \
        duration: 0.25, cumulative: true, repeatCount: inf}}, animateImageView: true}}
        """)
        XCTAssertEqual(screens[0].warnings, [])

        let dropbox = screens[1].template
        XCTAssertEqual(dropbox["title"]?.flow, ##"{text: "Star Your Favorite Files", font: {size: 17, weight: "bold"}, color: "#25282B"}"##)
        XCTAssertEqual(dropbox["verticalOffset"], .number(-64))
        XCTAssertEqual(dropbox["backgroundColor"], .string("#F0F3F5"))
        XCTAssertEqual(dropbox["button"]?.flow, """
        {backgroundImage: {normal: {name: "button_background_dropbox", capInsets: [25, 25, 25, 25], alignmentRectInsets: [0, -10, 0, -10]}, \
        highlighted: {name: "button_background_dropbox_highlight", capInsets: [25, 25, 25, 25], alignmentRectInsets: [0, -10, 0, -10]}}}
        """)

        // `default:` fills what a method does not name; an unknown text is a placeholder.
        let facebook = screens[2].template
        XCTAssertNil(facebook["title"])
        XCTAssertNil(facebook["button"])
        XCTAssertEqual(facebook["description"]?["text"], .string("⟨viewModel.emptyMessage⟩"))
        XCTAssertEqual(facebook["image"]?.flow, #"{systemName: "tray", animation: {keyPath: "transform.rotation.z", from: 0, to: 1.5707963267948966, duration: 0.25, cumulative: true, repeatCount: inf}}"#)
        XCTAssertEqual(facebook["backgroundColor"], .string("systemGroupedBackground"))
        XCTAssertEqual(screens[2].warnings, ["DetailViewController.swift:38:32: description: not a literal: viewModel.emptyMessage"])
    }

    func testPlaceholderAndItsWarning() throws {
        let screen = try Read.only("""
        extension InboxViewController: DZNEmptyDataSetSource {
            func title(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
                NSAttributedString(string: viewModel.title)
            }
            func backgroundColor(forEmptyDataSet scrollView: UIScrollView) -> UIColor? { Theme.current.background }
            func verticalOffset(forEmptyDataSet scrollView: UIScrollView) -> CGFloat { -tableView.frame.height / 4 }
        }
        """, file: "Inbox/InboxViewController+Empty.swift")
        XCTAssertEqual(screen.name, "InboxViewController")
        XCTAssertEqual(screen.line, 2)
        XCTAssertEqual(screen.column, 5)
        XCTAssertEqual(screen.template.flow, #"{title: "⟨viewModel.title⟩"}"#)
        XCTAssertEqual(screen.warnings, [
            "Inbox/InboxViewController+Empty.swift:3:36: title: not a literal: viewModel.title",
            "Inbox/InboxViewController+Empty.swift:5:82: backgroundColor: not a literal: Theme.current.background",
            "Inbox/InboxViewController+Empty.swift:6:80: verticalOffset: not a literal: -tableView.frame.height / 4",
        ])
    }

    /// Swift 3: global attribute names, `UIFontWeightMedium`, implicitly unwrapped types.
    func testSwift3Shape() throws {
        let screen = try Read.only("""
        extension MainViewController {
            func title(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! {
                let str = "Welcome"
                let attrs = [NSFontAttributeName: UIFont.systemFont(ofSize: 32, weight: UIFontWeightMedium)]
                return NSAttributedString(string: str, attributes: attrs)
            }
            func description(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
                let attributes = [NSFontAttributeName: UIFont(name: "HelveticaNeue-Bold", size: 19)!, NSForegroundColorAttributeName: UIColor.signatureGray()]
                return NSAttributedString(string: "Tap the search bar to search by text\\n- or -\\nTap the microphone", attributes: attributes)
            }
            func backgroundColor(forEmptyDataSet scrollView: UIScrollView!) -> UIColor! {
                return UIColor.black
            }
            func emptyDataSetShouldDisplay(_ scrollView: UIScrollView!) -> Bool {
                return true
            }
        }
        """)
        XCTAssertEqual(screen.template.flow, """
        {backgroundColor: "#000000", title: {text: "Welcome", font: {size: 32, weight: "medium"}}, \
        description: {text: "Tap the search bar to search by text\n- or -\nTap the microphone", font: {name: "HelveticaNeue-Bold", size: 19}}, \
        shouldDisplay: true}
        """)
        XCTAssertEqual(screen.warnings, ["Test.swift:8:127: description.color: not a literal: UIColor.signatureGray()"])
    }

    /// Swift 4: `NSLocalizedString`, `NSAttributedStringKey`, `#colorLiteral`, a cast.
    func testSwift4ShapeWithLocalizedStrings() throws {
        let screen = try Read.only("""
        extension CoinTableViewController: DZNEmptyDataSetSource, DZNEmptyDataSetDelegate {
            func title(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! {
                let str = NSLocalizedString("No cryptocurrencies", comment: "No cryptocurrencies")
                let attrs = [NSAttributedStringKey.font: UIFont.preferredFont(forTextStyle: UIFontTextStyle.headline)]
                return NSAttributedString(string: str, attributes: attrs)
            }
            func buttonTitle(forEmptyDataSet scrollView: UIScrollView!, for state: UIControlState) -> NSAttributedString! {
                let str = NSLocalizedString("Add", comment: "Add")
                let attrs = [NSAttributedString.Key.font: UIFont.preferredFont(forTextStyle: UIFont.TextStyle.headline),
                             NSAttributedString.Key.foregroundColor: #colorLiteral(red: 0.26, green: 0.47, blue: 0.96, alpha: 1)] as [NSAttributedString.Key : Any]
                return NSAttributedString(string: str, attributes: attrs)
            }
            func emptyDataSetDidTapButton(_ scrollView: UIScrollView!) {
                self.performSegue(withIdentifier: "add", sender: nil)
            }
        }
        """)
        XCTAssertEqual(screen.template.flow, """
        {title: {key: "No cryptocurrencies", font: {textStyle: "headline"}}, \
        button: {title: {normal: {key: "Add", font: {textStyle: "headline"}, color: "#4278F5"}}}}
        """)
    }

    /// `switch state` in a button method; `if` on an enum equality and `default` across methods.
    func testStateSwitchAndIfChains() throws {
        let screens = try Read.screens("""
        final class EmptyStateSource: NSObject, DZNEmptyDataSetSource {
            var kind: Kind = .offline
            func title(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
                if kind == .offline {
                    return NSAttributedString(string: "You’re Offline")
                } else if kind == .empty {
                    return NSAttributedString(string: "Nothing Here")
                }
                return nil
            }
            func buttonTitle(forEmptyDataSet scrollView: UIScrollView, for state: UIControl.State) -> NSAttributedString? {
                switch state {
                case .normal: return NSAttributedString(string: "Retry", attributes: [.foregroundColor: UIColor.systemBlue])
                case .highlighted: return NSAttributedString(string: "Retry", attributes: [.foregroundColor: UIColor.systemBlue.withAlphaComponent(0.5)])
                default: return nil
                }
            }
            func imageTintColor(forEmptyDataSet scrollView: UIScrollView) -> UIColor? { .systemGray }
            func image(forEmptyDataSet scrollView: UIScrollView) -> UIImage? {
                UIImage(systemName: kind == .offline ? "wifi.slash" : "tray")
            }
        }
        """)
        XCTAssertEqual(screens.map(\.name), ["EmptyStateSource-offline", "EmptyStateSource-empty"])
        XCTAssertEqual(screens[0].template.flow, """
        {image: {systemName: "wifi.slash", tintColor: "systemGray"}, title: "You’re Offline", \
        button: {title: {normal: {text: "Retry", color: "systemBlue"}}}}
        """)
        XCTAssertEqual(screens[0].warnings, [
            "Test.swift:14:102: button.title.color: systemBlue at 50 % opacity: the template names the color without its opacity",
        ])
        XCTAssertEqual(screens[1].template["title"], .string("Nothing Here"))
        XCTAssertEqual(screens[1].template["image"]?["systemName"], .string("tray"))
    }

    /// `if AppSettings.userType == .Patient` alone tests one case (a leading dot is a case, its
    /// first letter upper case or not, and a type's static property its subject): that case is a
    /// screen, and so is every other (the default, where the comparison is false: no variant of it).
    func testOneComparedCaseAndTheDefault() throws {
        let screens = try Read.screens("""
        final class JournalViewController: UITableViewController, DZNEmptyDataSetSource {
            func title(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! {
                NSAttributedString(string: "No posts yet!")
            }
            func description(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! {
                var desc = ""
                if AppSettings.userType == .Patient {
                    desc = "Write your first entry!"
                }
                return NSAttributedString(string: desc)
            }
        }
        """)
        XCTAssertEqual(Set(screens.map(\.name)), ["JournalViewController-patient", "JournalViewController"])
        XCTAssertEqual(screens.first { $0.name.hasSuffix("patient") }?.template["description"], .string("Write your first entry!"))
        XCTAssertEqual(screens.first { $0.name == "JournalViewController" }?.template.flow, #"{title: "No posts yet!", description: ""}"#)
    }

    /// `if self.isLoading` with no cases: one screen and its variant.
    func testBooleanPropertyIsAVariant() throws {
        let screen = try Read.only("""
        class ListController: UIViewController, DZNEmptyDataSetSource, DZNEmptyDataSetDelegate {
            private var isLoading = false
            func title(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
                NSAttributedString(string: self.isLoading ? "Loading…" : "No Items")
            }
            func description(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
                guard !isLoading else { return nil }
                return NSAttributedString(string: String(format: NSLocalizedString("list.empty", comment: ""), 3))
            }
            func emptyDataSetShouldFadeIn(_ scrollView: UIScrollView) -> Bool { false }
        }
        """)
        XCTAssertEqual(screen.name, "ListController")
        XCTAssertNil(screen.caseName)
        XCTAssertEqual(screen.template.flow, """
        {title: "No Items", description: {key: "list.empty", args: [3]}, fadeIn: false, \
        variants: {loading: {title: "Loading…", description: null}}}
        """)
    }

    /// Nested branches on a Boolean property and another condition: the pair reaches a text
    /// neither reaches alone, so it is a variant of its own; the independent `isLoading` title
    /// pairs with nothing.
    func testTwoConditionsTrueAtOnceAreAVariantWhereTheyReachAnotherText() throws {
        let screen = try Read.only("""
        class FriendsController: UIViewController, DZNEmptyDataSetSource {
            var isFollowing = false
            var isLoading = false
            var user: User
            func title(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
                NSAttributedString(string: isLoading ? "Loading…" : "No Users")
            }
            func description(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
                if user.isCurrent {
                    return NSAttributedString(string: isFollowing ? "Follow some users" : "You have no followers")
                }
                return NSAttributedString(string: isFollowing ? "They follow nobody" : "They have no followers")
            }
        }
        """)
        XCTAssertEqual(screen.template.flow, """
        {title: "No Users", description: "They have no followers", variants: {loading: {title: "Loading…"}, \
        following: {description: "They follow nobody"}, userIsCurrent: {description: "You have no followers"}, \
        followingAndUserIsCurrent: {description: "Follow some users"}}}
        """)
    }

    /// A pair that only restyles is no screen of its own: the Refresh button greyed while
    /// refreshing, on the cloud tab (kiwix-apple's library) is the cloud tab's screen.
    func testTwoConditionsThatOnlyRestyleTogetherAreNoVariant() throws {
        let screen = try Read.only("""
        class LibraryController: UIViewController, DZNEmptyDataSetSource {
            var isCloudTab = false
            var isRefreshing = false
            func title(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
                NSAttributedString(string: isCloudTab ? "Books in the cloud" : "No books on the device")
            }
            func buttonTitle(forEmptyDataSet scrollView: UIScrollView, for state: UIControl.State) -> NSAttributedString? {
                var attributes: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 17)]
                if isCloudTab {
                    if isRefreshing { attributes[.foregroundColor] = UIColor.lightGray }
                    return NSAttributedString(string: "Refresh", attributes: attributes)
                }
                return NSAttributedString(string: "Import", attributes: attributes)
            }
        }
        """)
        XCTAssertEqual(screen.template["variants"]?.keys, ["cloudTab"])
        XCTAssertEqual(screen.template.at("variants.cloudTab.button.title.normal.text"), .string("Refresh"))
    }

    /// `if scrollView == classView` where `classView` is the one view the type is the data
    /// source of: the scroll view asked about is it, so the image is on the screen, not a variant.
    func testTheScrollViewIsTheTypesOneDataSourceView() throws {
        let screen = try Read.only("""
        class MainController: UIViewController, DZNEmptyDataSetSource {
            @IBOutlet var classView: UICollectionView!
            override func viewDidLoad() { self.classView.emptyDataSetSource = self }
            func title(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! { NSAttributedString(string: "No more classes") }
            func image(forEmptyDataSet scrollView: UIScrollView!) -> UIImage! {
                if scrollView == classView { return UIImage(named: "Achievement") }
                return nil
            }
        }
        """)
        XCTAssertEqual(screen.template.flow, #"{image: {name: "Achievement"}, title: "No more classes"}"#)
    }

    /// A reading in which DZN draws nothing (every method returns nil while the app's own
    /// spinner shows, or `emptyDataSetShouldDisplay` says `!isLoading`) is no variant; a flag and
    /// its negation (`!networkError`) are no pair.
    func testAReadingThatDrawsNothingIsNoVariant() throws {
        let screens = try Read.screens("""
        class AlertsController: UIViewController, DZNEmptyDataSetSource {
            var isLoading = false
            var networkError = false
            func description(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
                if isLoading { return nil }
                return NSAttributedString(string: networkError ? "No Network Connection" : "No Active Alerts")
            }
            func buttonTitle(forEmptyDataSet scrollView: UIScrollView, for state: UIControl.State) -> NSAttributedString? {
                if isLoading || !networkError { return nil }
                return NSAttributedString(string: "Retry")
            }
            func verticalOffset(forEmptyDataSet scrollView: UIScrollView) -> CGFloat { networkError ? -80 : -60 }
        }
        class TestersController: UIViewController, DZNEmptyDataSetSource, DZNEmptyDataSetDelegate {
            var isLoading = false
            func title(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! { NSAttributedString(string: "No testers.") }
            func emptyDataSetShouldDisplay(_ scrollView: UIScrollView!) -> Bool { !isLoading }
        }
        """)
        XCTAssertEqual(screens.map(\.name), ["AlertsController", "TestersController"])
        XCTAssertEqual(screens[0].template["variants"]?.keys, ["networkError"], screens[0].template.flow)
        XCTAssertEqual(screens[0].template.at("variants.networkError.button.title.normal"), .string("Retry"))
        XCTAssertNil(screens[1].template["variants"], screens[1].template.flow)
    }

    /// Runs: `addAttribute` over a phrase, over the whole text, and `append`.
    func testMutableAttributedStringRuns() throws {
        let screen = try Read.only("""
        class Source: DZNEmptyDataSetSource {
            func description(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
                let text = "When you have messages, you’ll see them here."
                let attributed = NSMutableAttributedString(string: text, attributes: [.kern: 1.5])
                attributed.addAttribute(.foregroundColor, value: UIColor(hex: "05adff"), range: (text as NSString).range(of: "messages"))
                attributed.addAttribute(.font, value: UIFont.systemFont(ofSize: 13, weight: .light), range: NSRange(location: 0, length: text.count))
                attributed.append(NSAttributedString(string: " Pull to refresh.", attributes: [.foregroundColor: UIColor.secondaryLabel]))
                return attributed
            }
        }
        """)
        XCTAssertEqual(screen.template["description"]?.flow, """
        {text: "When you have messages, you’ll see them here. Pull to refresh.", font: {size: 13, weight: "light"}, kern: 1.5, \
        runs: [{match: "messages", color: "#05ADFF"}, {match: " Pull to refresh.", color: "secondaryLabel"}]}
        """)
    }

    /// Swift 2's names (`titleForEmptyDataSet(_:)`), a switch expression, `Float.greatestFiniteMagnitude`.
    func testSwift2NamesAndSwitchExpressions() throws {
        let screens = try Read.screens("""
        class Legacy: UIViewController {
            var mode: Mode
            func titleForEmptyDataSet(scrollView: UIScrollView!) -> NSAttributedString! {
                let title = switch mode {
                case .first: "First"
                case .second: "Second"
                }
                return NSAttributedString(string: title)
            }
            func imageAnimationForEmptyDataSet(scrollView: UIScrollView!) -> CAAnimation! {
                let rotation = CABasicAnimation(keyPath: "transform.rotation.z")
                rotation.toValue = NSNumber(value: Double.pi * 2)
                rotation.duration = 1
                rotation.repeatCount = Float.greatestFiniteMagnitude
                rotation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
                return rotation
            }
            func imageForEmptyDataSet(scrollView: UIScrollView!) -> UIImage! { #imageLiteral(resourceName: "empty-state-view") }
        }
        """)
        XCTAssertEqual(screens.map(\.name), ["Legacy-first", "Legacy-second"])
        XCTAssertEqual(screens[1].template.flow, """
        {image: {name: "empty-state-view", animation: {keyPath: "transform.rotation.z", to: 6.283185307179586, duration: 1, repeatCount: inf, \
        timingFunction: "easeInEaseOut"}}, title: "Second"}
        """)
    }

    /// A case name keeps its spelling in `caseName` and is lowercased in the name; a button
    /// image per state; a long unknown expression is trimmed to 80 characters.
    func testCaseNamesButtonImagesAndLongPlaceholders() throws {
        let screens = try Read.screens("""
        extension SearchController: DZNEmptyDataSetSource {
            func title(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
                switch viewModel.emptyReason {
                case .noResults: return NSAttributedString(string: viewModel.localizedEmptyTitle(forQuery: searchBar.text ?? "", includingSuggestions: true))
                case .offline: return NSAttributedString(string: "Offline")
                }
            }
            func buttonImage(forEmptyDataSet scrollView: UIScrollView, for state: UIControl.State) -> UIImage? {
                UIImage(named: state == .highlighted ? "retry_pressed" : "retry")
            }
        }
        """)
        XCTAssertEqual(screens.map(\.name), ["SearchController-noresults", "SearchController-offline"])
        XCTAssertEqual(screens.map(\.caseName), ["noResults", "offline"])
        let placeholder = "viewModel.localizedEmptyTitle(forQuery: searchBar.text ?? \"\", includingSuggesti…"
        XCTAssertEqual(placeholder.count, 80)
        XCTAssertEqual(screens[0].template["title"], .string("⟨\(placeholder)⟩"))
        XCTAssertEqual(screens[0].warnings, ["Test.swift:4:60: title: not a literal: \(placeholder)"])
        XCTAssertEqual(screens[1].template["button"]?.flow, #"{image: {normal: {name: "retry"}, highlighted: {name: "retry_pressed"}}}"#)
    }

    /// `customView(forEmptyDataSet:)` built from UIKit's views: DZN shows it alone, so its labels,
    /// image view and button are the screen (the other methods' content is hidden); a spinner
    /// alone while loading is no screen of its own; an app's own view is not read.
    func testCustomViewOfUIKitViewsIsTheScreen() throws {
        let screen = try Read.only("""
        extension RouteOptionsViewController: DZNEmptyDataSetSource {
            func title(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? { NSAttributedString(string: "Hidden") }
            func customView(forEmptyDataSet scrollView: UIScrollView) -> UIView? {
                let customView = UIView()
                var symbolView = UIView()
                if showLoader {
                    symbolView = LoadingIndicator()
                } else {
                    let imageView = UIImageView(image: UIImage(named: "noRoutes"))
                    imageView.contentMode = .scaleAspectFit
                    symbolView = imageView
                }
                let retryButton = UIButton()
                retryButton.setTitle("Retry", for: .normal)
                let titleLabel = UILabel()
                titleLabel.textColor = .gray
                titleLabel.text = showLoader ? "Looking For Routes..." : "No Routes Found"
                customView.addSubview(symbolView)
                customView.addSubview(titleLabel)
                if !showLoader {
                    customView.addSubview(retryButton)
                }
                return customView
            }
        }
        class RouteOptionsViewController: UIViewController {
            var showLoader = false
        }
        """)
        XCTAssertEqual(screen.template.flow, ##"{image: {name: "noRoutes"}, title: {text: "No Routes Found", color: "#808080"}, button: {title: "Retry"}, variants: {showLoader: {image: null, title: {text: "Looking For Routes...", color: "#808080"}, button: null}}}"##)
        XCTAssertFalse(screen.warnings.contains { $0.contains("custom view is not read") }, "\(screen.warnings)")

        let spinner = try Read.only("""
        extension ListViewController: DZNEmptyDataSetSource {
            func title(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? { NSAttributedString(string: "No Items") }
            func customView(forEmptyDataSet scrollView: UIScrollView) -> UIView? {
                guard isLoading else { return nil }
                let indicator = UIActivityIndicatorView(style: .large)
                indicator.startAnimating()
                return indicator
            }
        }
        class ListViewController: UIViewController { var isLoading = false }
        """)
        XCTAssertEqual(spinner.template.flow, #"{title: "No Items"}"#)

        let own = try Read.only("""
        extension ListViewController: DZNEmptyDataSetSource {
            func title(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? { NSAttributedString(string: "No Items") }
            func customView(forEmptyDataSet scrollView: UIScrollView) -> UIView? { EmptyStateView(kind: .list) }
        }
        """)
        XCTAssertEqual(own.template.flow, #"{title: "No Items"}"#)
        XCTAssertTrue(own.warnings.contains { $0.contains("a custom view is not read") }, "\(own.warnings)")
    }

    /// A flag only `emptyDataSetShouldDisplay` reads says when the screen shows, not what it
    /// shows: the screen is drawn as shown, with no hidden base and no variant of the flag.
    func testAFlagOnlyTheDisplayMethodReadsIsNoVariant() throws {
        let screen = try Read.only("""
        extension VenuesTableViewController: DZNEmptyDataSetSource, DZNEmptyDataSetDelegate {
            func title(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! {
                return NSAttributedString(string: isLoading ? "Loading" : "No Venues Found")
            }
            func emptyDataSetShouldDisplay(_ scrollView: UIScrollView!) -> Bool {
                return self.shouldEmptyStateBeShowed
            }
        }
        class VenuesTableViewController: UITableViewController {
            var shouldEmptyStateBeShowed = false
            var isLoading = false
        }
        """)
        XCTAssertEqual(screen.template.flow, #"{title: "No Venues Found", variants: {loading: {title: "Loading"}}}"#)
    }
}
