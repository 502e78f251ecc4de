import EmptyStateModel
@testable import EmptyStateObjCReader
import XCTest

/// Shapes of issue 45's seventieth round in Objective-C: BuscoMoto-iOS's own listings, whose
/// texts test the class's list (`else if(_listings.count == 0)`) after the signed-in flag.
final class SeventiethRoundTests: XCTestCase {
    private func titles(_ screen: ImportedScreen) -> [String: String] {
        func text(_ value: TemplateValue?) -> String? { value?.string ?? value?["text"]?.string }
        var found: [String: String] = [:]
        found[""] = text(screen.template["title"])
        if case let .map(variants)? = screen.template["variants"] {
            for variant in variants { found[variant.key] = text(variant.value["title"]) }
        }
        return found
    }

    /// The class's own list is empty while DZN draws: `_listings.count == 0` (or
    /// `[self.items count] > 0`) is decided as the empty list, not the else branch of an unknown.
    func testTheClassesOwnListIsEmptyWhileTheScreenShows() throws {
        let screen = try onlyScreen(source("""
        - (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)scrollView {
            NSString *text = @"";
            if (![[IDCAuthManager sharedInstance] isAuthorized]) {
                text = @"Debes estar registrado";
            } else if (_listings.count == 0) {
                text = @"¿Estas vendiendo tu moto?";
            }
            return [[NSAttributedString alloc] initWithString:text attributes:@{}];
        }
        - (NSAttributedString *)descriptionForEmptyDataSet:(UIScrollView *)scrollView {
            if ([self.items count] > 0) { return nil; }
            return [[NSAttributedString alloc] initWithString:@"Puedes publicarla" attributes:@{}];
        }
        """, interface: "{ NSMutableArray *_listings; }\n@property (nonatomic) NSArray *items;"))
        XCTAssertEqual(Set(titles(screen).values), ["Debes estar registrado", "¿Estas vendiendo tu moto?"], "\(screen.template)")
        XCTAssertEqual(screen.template.at("description")?.string ?? screen.template.at("description.text")?.string,
                       "Puedes publicarla", "\(screen.template)")
    }

    /// A count that is not the class's own list (a local's, another object's) stays unknown: its
    /// else branch, as before.
    func testAnotherObjectsCountIsNotDecided() throws {
        let screen = try onlyScreen(source("""
        - (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)scrollView {
            NSString *text = @"No results";
            if (self.search.results.count == 0) { text = @"Type to search"; }
            return [[NSAttributedString alloc] initWithString:text attributes:@{}];
        }
        """))
        XCTAssertEqual(titles(screen)[""], "No results", "\(screen.template)")
    }
}
