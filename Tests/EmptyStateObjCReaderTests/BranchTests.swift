import EmptyStateModel
@testable import EmptyStateObjCReader
import XCTest

/// Screens from branches: switch cases read across methods, `default:`, stacked labels,
/// `if (subject == X)`, Boolean properties as variants, control states.
final class BranchTests: XCTestCase {
    let twoMethods = source("""
    - (NSString *)titleForEmptyDataSet:(UIScrollView *)scrollView {
        switch (self.application.type) {
            case ApplicationTypeAirbnb: return @"No Messages";
            case ApplicationTypeDropbox:
            case ApplicationTypeSkype:
                return @"Shared";
            default: return @"Other";
        }
    }
    - (UIColor *)backgroundColorForEmptyDataSet:(UIScrollView *)scrollView {
        if (self.application.type == ApplicationTypeSkype) { return [UIColor blueColor]; }
        return [UIColor whiteColor];
    }
    - (CGFloat)spaceHeightForEmptyDataSet:(UIScrollView *)scrollView {
        ApplicationType type = self.application.type;
        switch (type) {
            case ApplicationTypeDropbox: return 24.0;
            default: return 0.0;
        }
    }
    - (CGFloat)verticalOffsetForEmptyDataSet:(UIScrollView *)scrollView { return -20; }
    """, className: "DetailViewController")

    func testEachCaseIsAScreenAndTheMethodsAreReadTogether() throws {
        let screens = try read(twoMethods)
        XCTAssertEqual(screens.map(\.name), ["DetailViewController-airbnb", "DetailViewController-dropbox",
                                             "DetailViewController-skype", "DetailViewController-default"])
        XCTAssertEqual(screens.map(\.caseName), ["ApplicationTypeAirbnb", "ApplicationTypeDropbox", "ApplicationTypeSkype", nil])
        XCTAssertEqual(screens.map(\.kind), [.dzn, .dzn, .dzn, .dzn])
        let airbnb = screens[0]
        XCTAssertEqual(airbnb.template, .map([
            TemplateEntry("backgroundColor", .string("#FFFFFF")),
            TemplateEntry("title", .map([TemplateEntry("text", .string("No Messages"))])),
            TemplateEntry("verticalOffset", .number(-20)),
        ]), "default: fills what a method does not name; a method without a switch applies to every screen")
        XCTAssertEqual(screens[1]["title.text"], .string("Shared"), "stacked labels fall through")
        XCTAssertEqual(screens[1]["spaceHeight"], .number(24), "a switch over a local copy of the subject")
        XCTAssertEqual(screens[2]["title.text"], .string("Shared"))
        XCTAssertEqual(screens[2]["backgroundColor"], .string("#0000FF"), "if (subject == X) counts as case X")
        XCTAssertEqual(screens[3]["title.text"], .string("Other"))
        XCTAssertEqual(airbnb.file, "t.m")
        XCTAssertEqual(airbnb.line, 8, "the switch")
        XCTAssertEqual(airbnb.column, 5)
        XCTAssertEqual(airbnb.warnings, [])
    }

    func testNoDefaultScreenWhenNoMethodGivesItALiteralValue() throws {
        let screens = try read(source("""
        - (NSString *)titleForEmptyDataSet:(UIScrollView *)s {
            switch (self.kind) { case KindA: return @"A"; case KindB: return @"B"; default: return nil; }
        }
        - (UIImage *)imageForEmptyDataSet:(UIScrollView *)s { return [UIImage imageNamed:@"common"]; }
        """))
        XCTAssertEqual(screens.map(\.name), ["Screen-a", "Screen-b"])
        XCTAssertEqual(screens[1].template, .map([
            TemplateEntry("image", .map([TemplateEntry("name", .string("common"))])),
            TemplateEntry("title", .map([TemplateEntry("text", .string("B"))])),
        ]))
    }

    func testWithoutABranchThereIsOneScreenNamedForTheClass() throws {
        let screen = try onlyScreen(source("- (NSString *)titleForEmptyDataSet:(UIScrollView *)s { return @\"Empty\"; }", className: "InboxViewController"))
        XCTAssertEqual(screen.name, "InboxViewController")
        XCTAssertNil(screen.caseName)
        XCTAssertEqual(screen.line, 6, "the @implementation")
        XCTAssertEqual(screen.column, 1)
    }

    func testABooleanPropertyMakesAVariantOfOnlyTheKeysThatDiffer() throws {
        let screen = try onlyScreen(source("""
        - (UIImage *)imageForEmptyDataSet:(UIScrollView *)s {
            if (self.isLoading) { return [UIImage imageNamed:@"spinner"]; }
            return [UIImage imageNamed:@"empty"];
        }
        - (NSString *)titleForEmptyDataSet:(UIScrollView *)s { return _failed ? @"Failed" : @"Nothing"; }
        - (NSString *)descriptionForEmptyDataSet:(UIScrollView *)s { return @"Pull to refresh"; }
        - (BOOL)emptyDataSetShouldAnimateImageView:(UIScrollView *)s { return self.isLoading; }
        """, interface: "@property (nonatomic, getter=isLoading) BOOL loading;\n@property (nonatomic) BOOL failed;"))
        XCTAssertEqual(screen["image.name"], .string("empty"), "the base is the false branch")
        XCTAssertEqual(screen["title.text"], .string("Nothing"))
        XCTAssertNil(screen["animateImageView"])
        XCTAssertEqual(screen["variants"], .map([
            TemplateEntry("loading", .map([
                TemplateEntry("image", .map([TemplateEntry("name", .string("spinner"))])),
                TemplateEntry("animateImageView", .bool(true)),
            ])),
            TemplateEntry("failed", .map([TemplateEntry("title", .map([TemplateEntry("text", .string("Failed"))]))])),
        ]))
    }

    /// `if (self.error)` of an `NSError *` property asks whether the run time set it: the screen
    /// without it, and the error's as a variant (as apps' last request errors are drawn).
    func testAPropertyDeclaredAsAnObjectIsAVariantOfWhetherItIsSet() throws {
        let screen = try onlyScreen(source("""
        - (NSString *)titleForEmptyDataSet:(UIScrollView *)s { if (self.error) { return @"Error"; } return @"Empty"; }
        """, interface: "@property (nonatomic, strong) NSError *error;"))
        XCTAssertEqual(screen["title.text"], .string("Empty"))
        XCTAssertEqual(screen["variants"], .map([TemplateEntry("error", .map([TemplateEntry("title", .map([TemplateEntry("text", .string("Error"))]))]))]))
        XCTAssertEqual(screen.warnings, [])
    }

    func testAnUndeclaredPropertyIsAVariantOnlyWhenItsNameReadsAsABoolean() throws {
        let screen = try onlyScreen(source("""
        - (NSString *)titleForEmptyDataSet:(UIScrollView *)s {
            if (self.tableView) { return @"Has a table"; }
            if (self.searching) { return @"Searching…"; }
            if ([self hasConnection] == NO) { return @"Offline"; }
            return @"Empty";
        }
        """))
        // Every flag false: not searching, and no connection.
        XCTAssertEqual(screen["title.text"], .string("Offline"))
        XCTAssertEqual(screen["variants"], .map([
            TemplateEntry("searching", .map([TemplateEntry("title", .map([TemplateEntry("text", .string("Searching…"))]))])),
            TemplateEntry("hasConnection", .map([TemplateEntry("title", .map([TemplateEntry("text", .string("Empty"))]))])),
        ]))
        XCTAssertTrue(screen.warnings.contains { $0.contains("the condition is not a literal, so its else branch is taken: self.tableView") }, "\(screen.warnings)")
    }

    /// `self.searchController.active`: a Boolean of a property's object is a variant, named by
    /// both; `self.searchController.view` (no Boolean name) is not.
    func testABooleanOfAPropertysObjectIsAVariant() throws {
        let screen = try onlyScreen(source("""
        - (NSString *)titleForEmptyDataSet:(UIScrollView *)s { return @"No Users Found"; }
        - (NSString *)descriptionForEmptyDataSet:(UIScrollView *)s {
            if (self.searchController.view) { return @"View"; }
            if (self.searchController.active) { return @"Are you sure a user exists with this name?"; }
            return @"Find your friends.";
        }
        """))
        XCTAssertEqual(screen["description.text"], .string("Find your friends."))
        XCTAssertEqual(screen["variants"], .map([
            TemplateEntry("searchControllerActive", .map([TemplateEntry("description", .map([
                TemplateEntry("text", .string("Are you sure a user exists with this name?"))]))])),
        ]))
    }

    /// `if ([_thisUser.objectId isEqualToString:…])`: a message that tests is a variant too,
    /// named by its receiver and selector; one that does not test (`[self.view addSubview:…]`) is not.
    func testAMessageThatTestsIsAVariant() throws {
        let screen = try onlyScreen(source("""
        - (NSString *)titleForEmptyDataSet:(UIScrollView *)s { return @"No Users Found"; }
        - (NSString *)descriptionForEmptyDataSet:(UIScrollView *)s {
            if ([_thisUser.objectId isEqualToString:[PFUser currentUser].objectId]) { return @"You have no followers."; }
            if ([self.items indexOfObject:@"x"]) { return @"Index"; }
            return @"They have no followers yet.";
        }
        """))
        XCTAssertEqual(screen["description.text"], .string("They have no followers yet."))
        XCTAssertEqual(screen["variants"], .map([
            TemplateEntry("thisUserObjectIdIsEqualToString", .map([TemplateEntry("description", .map([
                TemplateEntry("text", .string("You have no followers."))]))])),
        ]))
    }

    /// `[self.tableViewType isEqualToString:…]` against several values in one chain
    /// (Masters-Project): one variant per value, named by it, the `else` the screen; a test of
    /// one value keeps the name it always had (above).
    func testOneValueTestedAgainstSeveralIsAVariantPerValue() throws {
        let screen = try onlyScreen(source("""
        - (NSString *)titleForEmptyDataSet:(UIScrollView *)s {
            NSString *text;
            if ([self.tableViewType isEqualToString:JCTypeArtist]) { text = @"Follow some Artists"; }
            else if ([self.tableViewType isEqualToString:JCTypeFriends]) { text = @"Add some friends"; }
            else if ([self.tableViewType isEqualToString:@"going"]) { text = @"Nobody updated to going yet"; }
            else { text = @"oops"; }
            return text;
        }
        """, interface: "@property (nonatomic, strong) NSString *tableViewType;"))
        XCTAssertEqual(screen["title.text"], .string("oops"))
        guard case let .map(variants)? = screen["variants"] else { return XCTFail("no variants: \(screen.template)") }
        XCTAssertEqual(variants.map(\.key), ["tableViewTypeIsEqualToStringJCTypeArtist", "tableViewTypeIsEqualToStringJCTypeFriends",
                                             "tableViewTypeIsEqualToStringGoing"])
        XCTAssertEqual(screen["variants.tableViewTypeIsEqualToStringJCTypeArtist.title.text"], .string("Follow some Artists"))
        XCTAssertEqual(screen["variants.tableViewTypeIsEqualToStringJCTypeFriends.title.text"], .string("Add some friends"))
        XCTAssertEqual(screen["variants.tableViewTypeIsEqualToStringGoing.title.text"], .string("Nobody updated to going yet"))
    }

    /// A flag under which a method returns nothing takes that part away (`description: null`);
    /// one under which `emptyDataSetShouldDisplay:` says NO draws nothing, so it is no variant.
    func testAFlagThatHidesAPartRemovesItAndOneThatHidesTheScreenIsNoVariant() throws {
        let screen = try onlyScreen(source("""
        - (NSString *)titleForEmptyDataSet:(UIScrollView *)s {
            if (self.loading) { return @"Loading Sessions ..."; }
            return @"No Sessions";
        }
        - (NSString *)descriptionForEmptyDataSet:(UIScrollView *)s {
            if (!self.loading) { return @"Create your own session."; }
            return nil;
        }
        - (BOOL)emptyDataSetShouldDisplay:(UIScrollView *)s { return !self.refreshing; }
        """, interface: "@property (nonatomic) BOOL loading;\n@property (nonatomic) BOOL refreshing;"))
        XCTAssertEqual(screen["variants.loading.title.text"], .string("Loading Sessions ..."))
        XCTAssertEqual(screen["variants.loading.description"], .null)
        XCTAssertNil(screen["variants.refreshing"], "\(screen.template)")
    }

    /// Nested branches: the own list *and* following reaches a text neither condition reaches
    /// alone, so the pair is a variant; two conditions that return early one after the other
    /// (`searching`, then `failed`) give no pair.
    func testTwoConditionsTrueAtOnceAreAVariantWhereTheyReachAnotherText() throws {
        let screen = try onlyScreen(source("""
        - (NSString *)titleForEmptyDataSet:(UIScrollView *)s {
            if (self.searching) { return @"Searching…"; }
            if (self.failed) { return @"Failed"; }
            return @"No Users Found";
        }
        - (NSString *)descriptionForEmptyDataSet:(UIScrollView *)s {
            NSString *text = @"";
            if ([_thisUser.objectId isEqualToString:[PFUser currentUser].objectId]) {
                if (_isFollowing) { text = @"Follow some users"; } else { text = @"You have no followers"; }
            } else {
                if (_isFollowing) { text = @"They follow nobody"; } else { text = @"They have no followers"; }
            }
            return text;
        }
        """, interface: "{ BOOL _isFollowing; }\n@property (nonatomic) BOOL searching;\n@property (nonatomic) BOOL failed;"))
        XCTAssertEqual(screen["description.text"], .string("They have no followers"))
        guard case let .map(variants)? = screen["variants"] else { return XCTFail("no variants") }
        let names = variants.map(\.key)
        XCTAssertEqual(screen["variants.thisUserObjectIdIsEqualToStringAndFollowing.description.text"], .string("Follow some users"), "\(names)")
        XCTAssertEqual(screen["variants.following.description.text"], .string("They follow nobody"))
        XCTAssertFalse(names.contains { $0.hasPrefix("searchingAnd") }, "early returns one after the other are no pair: \(names)")
        XCTAssertEqual(names.filter { $0.contains("And") }.count, 1, "\(names)")
    }

    func testControlStatesGiveNormalAndOnlyTheStatesAndKeysThatDiffer() throws {
        let screen = try onlyScreen(source("""
        - (NSAttributedString *)buttonTitleForEmptyDataSet:(UIScrollView *)scrollView forState:(UIControlState)state {
            UIColor *color = [UIColor colorWithHex:(state == UIControlStateNormal) ? @"05adff" : @"6bceff"];
            if (state == UIControlStateDisabled) color = [UIColor grayColor];
            return [[NSAttributedString alloc] initWithString:@"Start Browsing"
                attributes:@{NSFontAttributeName: [UIFont boldSystemFontOfSize:16.0], NSForegroundColorAttributeName: color}];
        }
        - (UIImage *)buttonBackgroundImageForEmptyDataSet:(UIScrollView *)scrollView forState:(UIControlState)state {
            NSString *name = @"button_background";
            switch (state) {
                case UIControlStateNormal: name = [name stringByAppendingString:@"_normal"]; break;
                case UIControlStateHighlighted: name = [name stringByAppendingString:@"_highlight"]; break;
                default: return nil;
            }
            return [[UIImage imageNamed:name] resizableImageWithCapInsets:UIEdgeInsetsMake(10, 10, 10, 10)];
        }
        """))
        XCTAssertEqual(screen["button.title"], .map([
            TemplateEntry("normal", .map([
                TemplateEntry("text", .string("Start Browsing")),
                TemplateEntry("font", .map([TemplateEntry("size", .number(16)), TemplateEntry("weight", .string("bold"))])),
                TemplateEntry("color", .string("#05ADFF")),
            ])),
            TemplateEntry("highlighted", .map([TemplateEntry("color", .string("#6BCEFF"))])),
            TemplateEntry("disabled", .map([TemplateEntry("color", .string("#808080"))])),
            TemplateEntry("selected", .map([TemplateEntry("color", .string("#6BCEFF"))])),
        ]))
        XCTAssertEqual(screen["button.backgroundImage"], .map([
            TemplateEntry("normal", .map([TemplateEntry("name", .string("button_background_normal")),
                                          TemplateEntry("capInsets", .list([.number(10), .number(10), .number(10), .number(10)]))])),
            TemplateEntry("highlighted", .map([TemplateEntry("name", .string("button_background_highlight"))])),
        ]), "nil for disabled and selected: UIKit shows normal's")
    }

    func testDelegateDefaultsSetNothingAndTheirOppositesDo() throws {
        let defaults = try onlyScreen(source("""
        - (BOOL)emptyDataSetShouldDisplay:(UIScrollView *)s { return YES; }
        - (BOOL)emptyDataSetShouldFadeIn:(UIScrollView *)s { return YES; }
        - (CGFloat)spaceHeightForEmptyDataSet:(UIScrollView *)s { return 0; }
        - (UIView *)customViewForEmptyDataSet:(UIScrollView *)s { return nil; }
        """))
        XCTAssertEqual(defaults.template, .map([]))
        XCTAssertEqual(defaults.warnings, [])
        let opposite = try onlyScreen(source("""
        - (BOOL)emptyDataSetShouldDisplay:(UIScrollView *)s { return NO; }
        - (BOOL)emptyDataSetShouldFadeIn:(UIScrollView *)s { return !YES; }
        - (CGFloat)spaceHeightForEmptyDataSet:(UIScrollView *)s { CGFloat h = 10; h += 2.5; return h * 2; }
        - (UIView *)customViewForEmptyDataSet:(UIScrollView *)s { return [[UIActivityIndicatorView alloc] init]; }
        """))
        XCTAssertEqual(opposite.template, .map([
            TemplateEntry("spaceHeight", .number(25)), TemplateEntry("fadeIn", .bool(false)), TemplateEntry("shouldDisplay", .bool(false)),
        ]))
        XCTAssertEqual(opposite.warnings.count, 1)
        XCTAssertTrue(opposite.warnings[0].contains("customViewForEmptyDataSet: a UIActivityIndicatorView is not drawn"), opposite.warnings[0])
    }

    /// DZN shows a custom view alone: a spinner while busy hides the title and image, so the busy
    /// reading is no screen of its own, and a view the reader does not know leaves the content.
    func testASpinnerCustomViewReplacesTheContent() throws {
        let busy = try onlyScreen(source("""
        - (NSString *)titleForEmptyDataSet:(UIScrollView *)s { return @"This is your Dashboard."; }
        - (UIImage *)imageForEmptyDataSet:(UIScrollView *)s { return [UIImage imageNamed:@"emptyDash"]; }
        - (UIView *)customViewForEmptyDataSet:(UIScrollView *)s {
            if (self.isBusy) {
                UIActivityIndicatorView *spinner = [[UIActivityIndicatorView alloc] initWithActivityIndicatorStyle:UIActivityIndicatorViewStyleGray];
                spinner.color = [UIColor grayColor];
                [spinner startAnimating];
                return spinner;
            }
            return nil;
        }
        """, interface: "@property (nonatomic) BOOL isBusy;"))
        XCTAssertEqual(busy.template["title"]?["text"] ?? busy.template["title"], .string("This is your Dashboard."))
        XCTAssertNotNil(busy.template["image"])
        XCTAssertNil(busy.template["variants"], "\(busy.template)")
        let always = try onlyScreen(source("""
        - (NSString *)titleForEmptyDataSet:(UIScrollView *)s { return @"Loading"; }
        - (UIView *)customViewForEmptyDataSet:(UIScrollView *)s { return [[UIActivityIndicatorView alloc] init]; }
        """))
        XCTAssertNil(always.template["title"], "\(always.template)")
        let appView = try onlyScreen(source("""
        - (NSString *)titleForEmptyDataSet:(UIScrollView *)s { return @"Nothing Here"; }
        - (UIView *)customViewForEmptyDataSet:(UIScrollView *)s { return [[EmptyView alloc] init]; }
        """))
        XCTAssertNotNil(appView.template["title"], "\(appView.template)")
        XCTAssertTrue(appView.warnings.contains { $0.contains("a custom view is not imported") }, "\(appView.warnings)")
    }

    /// `emptyDataSetShouldDisplay:` that says YES when the list is empty declares when the screen
    /// shows: the screen is drawn, not hidden by the else branch the reader would otherwise take.
    func testShouldDisplayOnARunTimeConditionDrawsTheScreen() throws {
        for body in ["if (self.items.count == 0) { return YES; } return NO;",
                     "if (self.filter.tag == 1 && self.places.count == 0) { self.tableView.tableFooterView = [UIView new]; return YES; } return NO;",
                     "switch (self.mode) { case 1: return YES; default: return NO; }"] {
            let screen = try onlyScreen(source("""
            - (NSString *)titleForEmptyDataSet:(UIScrollView *)s { return @"No Comments"; }
            - (BOOL)emptyDataSetShouldDisplay:(UIScrollView *)s { \(body) }
            """))
            XCTAssertNil(screen.template["shouldDisplay"], body)
            XCTAssertEqual(screen.template["title"]?["text"], .string("No Comments"), body)
            XCTAssertFalse(screen.warnings.contains { $0.contains("emptyDataSetShouldDisplay") }, "\(body): \(screen.warnings)")
        }
        // A flag only the display method reads says when, not what: no variant of it.
        let flagged = try onlyScreen(source("""
        - (NSString *)titleForEmptyDataSet:(UIScrollView *)s { return @"No Activity"; }
        - (BOOL)emptyDataSetShouldDisplay:(UIScrollView *)s {
            if (self.activities.count == 0 && self.activitySearchComplete) { return YES; }
            return NO;
        }
        """, interface: "@property (nonatomic) BOOL activitySearchComplete;"))
        XCTAssertNil(flagged.template["shouldDisplay"], "\(flagged.template)")
        XCTAssertNil(flagged.template["variants"], "\(flagged.template)")
        XCTAssertEqual(flagged.warnings, [])
        // A NO whatever the run time holds still hides it.
        let hidden = try onlyScreen(source("""
        - (NSString *)titleForEmptyDataSet:(UIScrollView *)s { return @"No Comments"; }
        - (BOOL)emptyDataSetShouldDisplay:(UIScrollView *)s { BOOL on = NO; if (on) { return YES; } return NO; }
        """))
        XCTAssertEqual(hidden.template["shouldDisplay"], .bool(false))
    }

    func testTheTemplateKeysComeInTheFormatsOrder() throws {
        let screen = try onlyScreen(source("""
        - (BOOL)emptyDataSetShouldDisplay:(UIScrollView *)s { return NO; }
        - (BOOL)emptyDataSetShouldAnimateImageView:(UIScrollView *)s { return YES; }
        - (BOOL)emptyDataSetShouldFadeIn:(UIScrollView *)s { return NO; }
        - (CGFloat)spaceHeightForEmptyDataSet:(UIScrollView *)s { return 1; }
        - (CGFloat)verticalOffsetForEmptyDataSet:(UIScrollView *)s { return 1; }
        - (NSString *)buttonTitleForEmptyDataSet:(UIScrollView *)s forState:(UIControlState)state { return @"B"; }
        - (NSString *)descriptionForEmptyDataSet:(UIScrollView *)s { return @"D"; }
        - (NSString *)titleForEmptyDataSet:(UIScrollView *)s { return @"T"; }
        - (UIImage *)imageForEmptyDataSet:(UIScrollView *)s { return [UIImage imageNamed:@"i"]; }
        - (UIColor *)backgroundColorForEmptyDataSet:(UIScrollView *)s { return [UIColor redColor]; }
        """))
        XCTAssertEqual(screen.template.keys, ["backgroundColor", "image", "title", "description", "button", "verticalOffset",
                                              "spaceHeight", "fadeIn", "animateImageView", "shouldDisplay"])
    }

    func testAClassAndItsCategoriesAreReadTogether() throws {
        let screens = try read("""
        @implementation Inbox
        - (NSString *)titleForEmptyDataSet:(UIScrollView *)s { return @"Inbox Zero"; }
        @end
        @implementation Inbox (EmptyState)
        - (UIColor *)backgroundColorForEmptyDataSet:(UIScrollView *)s { return [UIColor whiteColor]; }
        @end
        @implementation Other
        - (NSString *)titleForEmptyDataSet:(UIScrollView *)s { return @"Other"; }
        @end
        """)
        XCTAssertEqual(screens.map(\.name), ["Inbox", "Other"])
        XCTAssertEqual(screens[0].template.keys, ["backgroundColor", "title"])
    }

    func testCaseNamesDropTheSharedPrefixAtAWordStart() {
        XCTAssertEqual(CaseNames.suffixes(["ApplicationTypeAirbnb", "ApplicationTypeiCloud", "ApplicationType500px"]), ["airbnb", "icloud", "500px"])
        XCTAssertEqual(CaseNames.suffixes(["ApplicationTypeSkype", "ApplicationTypeSlack"]), ["skype", "slack"])
        XCTAssertEqual(CaseNames.suffixes(["kStateEmpty", "kStateError"]), ["empty", "error"])
        XCTAssertEqual(CaseNames.suffixes(["MODE_OFFLINE", "MODE_EMPTY"]), ["offline", "empty"])
        XCTAssertEqual(CaseNames.suffixes(["EmptyKindNoResults"]), ["results"])
        XCTAssertEqual(CaseNames.suffixes(["0", "1"]), ["0", "1"])
    }

    /// A comparison with the trait collection's style draws the screen in dark mode, not another
    /// screen: no case is made of it (as the Swift reader makes none of `colorScheme == .dark`),
    /// and the light appearance is read.
    func testADarkModeCheckIsNoScreenOfItsOwn() throws {
        let screen = try onlyScreen(source("""
        - (UIImage *)imageForEmptyDataSet:(UIScrollView *)scrollView {
            if (self.traitCollection.userInterfaceStyle == UIUserInterfaceStyleDark)
                return [UIImage imageNamed:@"chat_dark"];
            return [UIImage imageNamed:@"chat"];
        }
        - (NSString *)titleForEmptyDataSet:(UIScrollView *)scrollView { return @"No chats"; }
        """, className: "Chats"))
        XCTAssertEqual(screen.name, "Chats")
        XCTAssertEqual(screen.template["image"]?["name"], .string("chat"))
    }

    /// `numberOfPages == -1` of a file's variable the class sets, `self.page > 2` of a property:
    /// values the run time sets, each outcome a variant named after the comparison; a list's
    /// `count` compared with 0 is what the empty state already says, no variant.
    func testAComparisonWithANumberIsAVariant() throws {
        let screen = try onlyScreen(source("""
        - (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)scrollView {
            NSString *text = @"No posts yet.";
            if (numberOfPages == -1) {
                text = @"No posts to load.";
            }
            return [[NSAttributedString alloc] initWithString:text];
        }
        - (NSString *)descriptionForEmptyDataSet:(UIScrollView *)scrollView {
            if (self.page > 2) return @"That was the last page.";
            if (self.posts.count == 0) return @"Pull to refresh.";
            return nil;
        }
        """, className: "Posts"))
        XCTAssertEqual(screen.template["title"], .map([TemplateEntry("text", .string("No posts yet."))]))
        XCTAssertEqual(screen.template["variants"]?.keys, ["numberOfPagesIsMinus1", "pageIsAbove2"])
        XCTAssertEqual(screen.template["variants"]?["numberOfPagesIsMinus1"]?["title"], .map([TemplateEntry("text", .string("No posts to load."))]))
        XCTAssertEqual(screen.template["variants"]?["pageIsAbove2"]?["description"], .map([TemplateEntry("text", .string("That was the last page."))]))
    }
}
