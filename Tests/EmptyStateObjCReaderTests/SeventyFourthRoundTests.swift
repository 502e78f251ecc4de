import EmptyStateModel
@testable import EmptyStateObjCReader
import XCTest

/// Shapes of issue 45's seventy-fourth round in Objective-C: GKHelpOutApp picks its error text
/// by the device's language in code, through a class method of an `NSObject` category.
final class SeventyFourthRoundTests: XCTestCase {
    private func title(_ screen: ImportedScreen) -> String? {
        screen.template.at("title.text")?.string ?? screen.template["title"]?.string
    }

    /// The category and a data source whose title is `condition ? vietnamese : chinese`.
    private func languageChoice(_ check: String, condition: String = "[NSObject isVietnamVersion]") -> String {
        """
        @implementation NSObject (version)
        + (BOOL)isVietnamVersion {
            BOOL isVietnam = false;
        \(check)
            return isVietnam;
        }
        @end
        \(source("""
        - (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)scrollView {
            NSString *tips = \(condition) ? @"Mạng của bạn không bình thường" : @"哇哦，您的网络异常了";
            return [[NSAttributedString alloc] initWithString:tips attributes:nil];
        }
        """))
        """
    }

    /// The device's first language, from `AppleLanguages` or `NSLocale`, is an English user's:
    /// the class method that compares it with Vietnamese says NO, and the text is the other side.
    func testAClassMethodThatReadsTheDevicesLanguageAnswersForAnEnglishUser() throws {
        let checks = [
            """
                NSArray *langArr = [[NSUserDefaults standardUserDefaults] valueForKey:@"AppleLanguages"];
                NSString *language = langArr.firstObject;
                if ([language isEqualToString:@"vi-US"] || [language isEqualToString:@"vi-VN"]) { isVietnam = YES; }
            """,
            """
                NSString *language = [[NSLocale preferredLanguages] firstObject];
                if ([language hasPrefix:@"vi"]) { isVietnam = YES; }
            """,
            """
                if ([[NSLocale currentLocale].languageCode isEqualToString:@"vi"]) { isVietnam = YES; }
            """,
        ]
        for check in checks {
            let screen = try onlyScreen(languageChoice(check))
            XCTAssertEqual(title(screen), "哇哦，您的网络异常了", check)
            XCTAssertNil(screen.template["variants"], "decided, not a flag the run time sets: \(screen.template)")
        }
        // An English check on the same language says YES.
        let english = """
            NSString *language = [[NSLocale preferredLanguages] firstObject];
            if ([language hasPrefix:@"en"]) { isVietnam = YES; }
        """
        XCTAssertEqual(title(try onlyScreen(languageChoice(english))), "Mạng của bạn không bình thường")
    }

    /// Any other user default is the run time's: both sides stay (the flag's variant), not a guess.
    func testAnotherUserDefaultIsNotDecided() throws {
        let check = """
            if ([[NSUserDefaults standardUserDefaults] boolForKey:@"vietnamese"]) { isVietnam = YES; }
            NSString *saved = [[NSUserDefaults standardUserDefaults] objectForKey:@"language"];
            if ([saved isEqualToString:@"vi"]) { isVietnam = YES; }
        """
        let screen = try onlyScreen(languageChoice(check))
        let shown = "\(screen.template)"
        XCTAssertTrue(shown.contains("Mạng của bạn không bình thường") && shown.contains("哇哦，您的网络异常了"), shown)
    }

    /// NSString's `hasPrefix:` of an empty string is NO.
    func testAnEmptyPrefixIsNo() throws {
        let check = """
            if ([@"en-US" hasPrefix:@""]) { isVietnam = YES; }
        """
        XCTAssertEqual(title(try onlyScreen(languageChoice(check))), "哇哦，您的网络异常了")
    }
}
