import EmptyStateModel
@testable import EmptyStateObjCReader
import XCTest

/// Shapes of issue 45's fifty-seventh round in Objective-C: jh008-ios-v2.0's offline title, shown
/// when a prefix header's `NETWORK_REACHABLE` is false and the app is in the foreground, and
/// Beauteous's title chosen by whether `[PFUser currentUser]` is signed in.
final class FiftySeventhRoundTests: XCTestCase {
    /// The foreground state is what every user looking at the screen has: no screen per
    /// application state, and the reachability a variant.
    func testTheApplicationStateIsActiveAndReachabilityAVariant() throws {
        let screen = try onlyScreen("#define NETWORK_REACHABLE [AFNetworkReachabilityManager sharedManager].reachable\n" + source("""
        - (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)scrollView {
            NSString *text = @"暂无数据";
            if (!NETWORK_REACHABLE && [[UIApplication sharedApplication] applicationState] == UIApplicationStateActive) {
                text = @"网络异常，请连接网络后重试";
            }
            return [[NSMutableAttributedString alloc] initWithString:text attributes:nil];
        }
        """))
        let variants = screen.template["variants"]
        let titles = [screen["title.text"], variants?["notReachable"]?["title"]?["text"], variants?["reachable"]?["title"]?["text"]].compactMap { $0 }
        XCTAssertEqual(Set(titles), [.string("暂无数据"), .string("网络异常，请连接网络后重试")], "\(screen.template)")
        XCTAssertNil(screen.caseName, "no screen per application state: \(screen.name)")
    }

    /// `PFUser *currentUser = [PFUser currentUser]; if (currentUser)`: signed in or not, a
    /// screen each.
    func testALocalSetFromAClasssCurrentObjectIsAVariant() throws {
        let screen = try onlyScreen(source("""
        - (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)scrollView {
            NSString *text;
            PFUser *currentUser = [PFUser currentUser];
            if (currentUser) {
                text = @"No messages.";
            } else {
                text = @"Chat";
            }
            return [[NSAttributedString alloc] initWithString:text attributes:nil];
        }
        """))
        let variant = screen.template["variants"]?["currentUser"] ?? screen.template["variants"]?["notCurrentUser"]
        let titles = [screen["title.text"], variant?["title"]?["text"]].compactMap { $0 }
        XCTAssertEqual(Set(titles), [.string("No messages."), .string("Chat")], "\(screen.template)")
    }
}
