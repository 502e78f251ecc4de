import EmptyStateModel
import EmptyStateSourceReading
@testable import EmptyStateObjCReader
import XCTest

/// What one file tells the app's class index, a subclass read with its superclass's file, and
/// methods of self: `[self emptyTitle]` runs the nearest class's `emptyTitle`.
final class SubclassReadingTests: XCTestCase {
    let base = """
    #import "Base.h"
    @implementation Base
    - (NSString *)emptyTitle { return @"Nothing"; }
    - (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)scrollView {
        return [[NSAttributedString alloc] initWithString:[self emptyTitle]];
    }
    - (NSAttributedString *)descriptionForEmptyDataSet:(UIScrollView *)scrollView {
        return [[NSAttributedString alloc] initWithString:self.hint];
    }
    @end
    """
    let inbox = """
    #import "Inbox.h"
    @implementation Inbox
    - (NSString *)emptyTitle { return @"No Mail"; }
    @end
    """
    let headers = ObjCHeaders(["Inbox.h": "@interface Inbox : Base\n@end\n", "Base.h": "@interface Base : UIViewController\n@end\n"])

    func testWhatAFileTellsTheClassIndex() throws {
        let inboxClasses = try ObjCReader.reading(inbox, file: "Inbox.m", headers: headers).classes
        XCTAssertEqual(inboxClasses.superclasses, ["Inbox": "Base", "Base": "UIViewController"])
        XCTAssertEqual(inboxClasses.files, ["Inbox": ["Inbox.m"]])
        XCTAssertEqual(inboxClasses.dataSources, [])
        let baseClasses = try ObjCReader.reading(base, file: "Base.m").classes
        XCTAssertEqual(baseClasses.dataSources, ["Base"])
        XCTAssertEqual(baseClasses.files, ["Base": ["Base.m"]])
    }

    func testASubclassIsReadWithItsSuperclassesFile() throws {
        var app = AppClasses()
        app.merge(try ObjCReader.reading(base, file: "Base.m", headers: headers).classes)
        app.merge(try ObjCReader.reading(inbox, file: "Inbox.m", headers: headers).classes)
        let classes = app.subclassing
        let ancestors = [ObjCSource(path: "Base.m", text: base, headers: headers)]

        let screens = try ObjCReader.reading(inbox, file: "Inbox.m", headers: headers, classes: classes, ancestors: ancestors).screens
        XCTAssertEqual(screens.map(\.name), ["Inbox"])
        XCTAssertEqual(screens.first?.template["title"]?["text"], .string("No Mail"))
        XCTAssertEqual(screens.first?.template["description"]?["text"], .string("\u{27E8}self.hint\u{27E9}"))
        XCTAssertEqual(screens.first?.warnings, ["Base.m:8:55: -[Base descriptionForEmptyDataSet:]: description.text is not a literal: self.hint"])
        XCTAssertEqual(screens.first.map { "\($0.file):\($0.line)" }, "Inbox.m:2")
        // The superclass is read as itself too: which of a class tree's screens are kept is
        // the app's to say (EmptyStateImport's SubclassScreens).
        XCTAssertEqual(try ObjCReader.reading(base, file: "Base.m", headers: headers, classes: classes, ancestors: ancestors).screens.map(\.name), ["Base"])
        // Read alone, as before.
        XCTAssertEqual(try ObjCReader.reading(base, file: "Base.m", headers: headers).screens.first?.template["title"]?["text"], .string("Nothing"))
    }

    func testMethodsOfSelfInOneFile() throws {
        let screen = try onlyScreen(source("""
        - (NSString *)greeting { return [NSString stringWithFormat:@"%@ %@", [self first], self.second]; }
        - (NSString *)first { return @"No"; }
        - (NSString *)second { return @"posts"; }
        - (NSString *)ping { return [self pong]; }
        - (NSString *)pong { return [self ping]; }
        - (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)s {
            return [[NSAttributedString alloc] initWithString:[self greeting]];
        }
        - (NSAttributedString *)descriptionForEmptyDataSet:(UIScrollView *)s {
            return [[NSAttributedString alloc] initWithString:[self ping]];
        }
        """))
        XCTAssertEqual(screen.template["title"]?["text"], .string("No posts"))
        // Methods that send each other stay unknown, at the send that would loop.
        XCTAssertEqual(screen.template["description"]?["text"], .string("\u{27E8}[self ping]\u{27E9}"))
    }

    func testMethodsOfSelfSendingEachOtherPastTheLimitStayUnknown() throws {
        func chain(_ length: Int) -> String {
            (1..<length).map { "- (NSString *)m\($0) { return [self m\($0 + 1)]; }" }.joined(separator: "\n")
                + "\n- (NSString *)m\(length) { return @\"deep\"; }"
        }
        let method = "- (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)s { return [[NSAttributedString alloc] initWithString:[self m1]]; }"
        XCTAssertEqual(try onlyScreen(source(chain(ReaderLimits.nestedSends) + "\n" + method)).template["title"]?["text"], .string("deep"))
        XCTAssertEqual(try onlyScreen(source(chain(ReaderLimits.nestedSends + 1) + "\n" + method)).template["title"]?["text"],
                       .string("\u{27E8}[self m1]\u{27E9}"))
    }

    func testAMethodOfSelfWhoseValueIsNotKnownIsTheSendAsBefore() throws {
        let screen = try onlyScreen(source("""
        - (UIColor *)tint {
            if (!_tint) { _tint = [Theme current].accent; }
            return _tint;
        }
        - (UIColor *)backgroundColorForEmptyDataSet:(UIScrollView *)s { return [self tint]; }
        - (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)s {
            return [[NSAttributedString alloc] initWithString:self.viewModel.title];
        }
        """))
        XCTAssertNil(screen.template["backgroundColor"])
        // One warning each, where the data-source method sends it; none from inside -tint.
        XCTAssertEqual(screen.warnings.count, 2, "\(screen.warnings)")
        XCTAssertTrue(screen.warnings.contains { $0.hasSuffix("backgroundColor is not a literal: [self tint]") }, "\(screen.warnings)")
    }
}
