import EmptyStateModel
@testable import EmptyStateObjCReader
import XCTest

/// Shapes of issue 45's fifty-sixth round in Objective-C: NYTMovieReviews' texts chosen by a
/// Boolean of a shared instance (`[AFNetworkReachabilityManager sharedManager].isReachable`),
/// and HutHelper's data source whose texts are empty strings: DZN draws nothing, so no screen.
final class FiftySixthRoundTests: XCTestCase {
    /// Each value of the shared instance's Boolean is a screen of its own.
    func testABooleanOfASharedInstanceChoosesTwoScreens() throws {
        let screen = try onlyScreen(source("""
        - (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)scrollView {
            NSString *text = ([AFNetworkReachabilityManager sharedManager].isReachable) ? @"Start Typing In The Search Box" : @"Please Connect to the Internet";
            return [[NSAttributedString alloc] initWithString:text attributes:nil];
        }
        - (NSAttributedString *)descriptionForEmptyDataSet:(UIScrollView *)scrollView {
            NSString *text = ([AFNetworkReachabilityManager sharedManager].isReachable) ? @"And as you type the results get updated" : @"If you want to search for a movie, switch to your favourites";
            return [[NSAttributedString alloc] initWithString:text attributes:nil];
        }
        """))
        let texts = [screen["title.text"], screen["description.text"]]
        let variant = screen.template["variants"]?["reachable"] ?? screen.template["variants"]?["notReachable"]
        let other = [variant?["title"]?["text"] ?? variant?["title"], variant?["description"]?["text"] ?? variant?["description"]]
        let both = Set((texts + other).compactMap { $0 })
        XCTAssertEqual(both, [.string("Start Typing In The Search Box"), .string("Please Connect to the Internet"),
                              .string("And as you type the results get updated"),
                              .string("If you want to search for a movie, switch to your favourites")], "\(screen.template)")
    }

    /// Empty texts, no image and no button: DZN lays out nothing (only the background colour), so
    /// the class declares no screen.
    func testADataSourceOfEmptyTextsIsNoScreen() throws {
        let screens = try read(source("""
        - (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)scrollView {
            NSString *text = @"";
            return [[NSAttributedString alloc] initWithString:text attributes:nil];
        }
        - (NSAttributedString *)descriptionForEmptyDataSet:(UIScrollView *)scrollView {
            return [[NSAttributedString alloc] initWithString:@"" attributes:nil];
        }
        - (UIColor *)backgroundColorForEmptyDataSet:(UIScrollView *)scrollView {
            return [UIColor lightGrayColor];
        }
        """))
        XCTAssertEqual(screens.map(\.name), [], "\(screens.map { ($0.name, $0.template) })")
    }

    /// One empty text beside a real one is still a screen.
    func testAnEmptyTitleBesideADescriptionIsAScreen() throws {
        let screens = try read(source("""
        - (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)scrollView {
            return [[NSAttributedString alloc] initWithString:@"" attributes:nil];
        }
        - (NSAttributedString *)descriptionForEmptyDataSet:(UIScrollView *)scrollView {
            return [[NSAttributedString alloc] initWithString:@"Nothing here" attributes:nil];
        }
        """))
        XCTAssertEqual(screens.count, 1, "\(screens.map { ($0.name, $0.template) })")
    }
}
