@testable import EmptyStateObjCReader
import XCTest

/// The class scanner and the statement and expression parser.
final class ParserTests: XCTestCase {
    func scan(_ text: String) throws -> FileScan { try ClassScanner.scan(SourceBuffer(text: text, file: "t.m")) }

    func body(_ statements: String) throws -> [Stmt] {
        let scan = try self.scan("@implementation A\n- (NSString *)titleForEmptyDataSet:(UIScrollView *)s {\n\(statements)\n}\n@end")
        return try XCTUnwrap(scan.classes.first?.methods.first).body
    }

    func testOnlyDataSourceMethodsAreKeptWithTheirSelectorsAndParameters() throws {
        let scan = try self.scan("""
        @interface A ()
        @property (nonatomic, getter=isLoading) BOOL loading;
        @property (nonatomic, strong) NSString *name;
        @end
        static void helper(void) { if (1) { } }
        @implementation A { BOOL _busy; }
        - (void)viewDidLoad { [super viewDidLoad]; { { } } }
        + (NSString *)titleForEmptyDataSet:(UIScrollView *)s { return @"class method"; }
        - (NSAttributedString *)buttonTitleForEmptyDataSet:(UIScrollView *)scrollView forState:(UIControlState)state NS_REQUIRES_SUPER { return nil; }
        - (CGFloat)spaceHeightForEmptyDataSet:(UIScrollView *)s;
        @end
        @implementation B (Category)
        - (CGFloat)spaceHeightForEmptyDataSet:(UIScrollView *)s { return 3; }
        @end
        """)
        XCTAssertEqual(scan.classes.map(\.name), ["A", "B"])
        let method = try XCTUnwrap(scan.classes[0].methods.first)
        XCTAssertEqual(scan.classes[0].methods.count, 1)
        XCTAssertEqual(method.selector, "buttonTitleForEmptyDataSet:forState:")
        XCTAssertEqual(method.parameterNames, ["scrollView", "state"])
        XCTAssertEqual(method.parameterTypes, ["UIScrollView *", "UIControlState"])
        XCTAssertEqual(scan.classes[1].methods.map(\.selector), ["spaceHeightForEmptyDataSet:"])
        XCTAssertEqual(scan.properties["loading"]?.getter, "isLoading")
        XCTAssertEqual(scan.properties["loading"]?.isBool, true)
        XCTAssertEqual(scan.properties["name"]?.isBool, false)
        XCTAssertEqual(scan.properties["_busy"]?.isBool, true)
    }

    func testStatementsOfEveryKind() throws {
        let statements = try body("""
            NSString *text = nil, *other = @"x";
            CGFloat offset;
            static NSString *identifier = @"Cell";
            NSArray<NSString *> *list = nil;
            offset += 2;
            [attributes setObject:font forKey:NSFontAttributeName];
            if (a) { b = 1; } else if (c) b = 2; else { b = 3; }
            switch (self.kind) {
                case KindA:
                case KindB: { text = @"ab"; break; }
                default: return nil;
            }
            while (x) { x--; }
            return text;
        """)
        let kinds = statements.map { statement -> String in
            switch statement.kind {
            case .declaration(let ds): return "declare " + ds.map { "\($0.name):\($0.isObject)" }.joined(separator: ",")
            case .expression: return "expression"
            case .ifChain(let branches, let otherwise): return "if \(branches.count) else \(otherwise != nil)"
            case .switchOver(let s): return "switch \(s.labels.count) labels at \(s.labels.map(\.index)) over \(s.statements.count)"
            case .returnValue: return "return"
            case .unsupported(let message): return "unsupported: " + message
            default: return "other"
            }
        }
        XCTAssertEqual(kinds, [
            "declare text:true,other:true", "declare offset:false", "declare identifier:true", "declare list:true",
            "expression", "expression", "if 2 else true", "switch 3 labels at [0, 0, 1] over 2",
            "unsupported: a 'while' loop is not evaluated", "return",
        ])
    }

    func testExpressionsParseWithCPrecedenceMessagesAndCasts() throws {
        let statements = try body("""
            x = a + b * c == d ? [UIColor colorWithHex:(state == UIControlStateNormal) ? @"05adff" : @"6bceff"] : (CGFloat)-1;
            y = [[NSAttributedString alloc] initWithString:@"a" @"b" attributes:@{NSFontAttributeName: f, NSKernAttributeName: @(-0.1)}];
            z = self.application.type;
            w = NSLocalizedString(@"k", nil);
        """)
        guard case let .expression(first) = statements[0].kind, case let .assign(_, _, value) = first.kind,
              case let .conditional(condition, middle?, otherwise) = value.kind else { return XCTFail("\(statements[0])") }
        guard case .binary(.eq, let sum, _) = condition.kind, case .binary(.plus, _, let product) = sum.kind,
              case .binary(.star, _, _) = product.kind else { return XCTFail("precedence: \(condition.kind)") }
        guard case let .message(receiver, selector, args) = middle.kind, case .identifier("UIColor") = receiver.kind else { return XCTFail() }
        XCTAssertEqual(selector, "colorWithHex:")
        guard case .conditional = args.first?.kind else { return XCTFail("a ternary argument") }
        guard case .cast("CGFloat", _) = otherwise.kind else { return XCTFail("cast: \(otherwise.kind)") }

        guard case let .expression(second) = statements[1].kind, case let .assign(_, _, send) = second.kind,
              case let .message(_, initSelector, initArgs) = send.kind else { return XCTFail() }
        XCTAssertEqual(initSelector, "initWithString:attributes:")
        guard case .string("ab") = initArgs[0].kind, case let .dictionary(pairs) = initArgs[1].kind else { return XCTFail() }
        XCTAssertEqual(pairs.count, 2)

        guard case let .expression(third) = statements[2].kind, case let .assign(_, _, path) = third.kind else { return XCTFail() }
        XCTAssertEqual(BranchAnalysis.canonicalPath(path), "self.application.type")
        guard case let .expression(fourth) = statements[3].kind, case let .assign(_, _, call) = fourth.kind,
              case .call = call.kind else { return XCTFail() }
    }

    func testAStatementThatDoesNotParseIsSkippedUpToItsSemicolon() throws {
        let statements = try body("a = 1;\nb = @ @;\nc = 2;\nd = ^ ;\ne = 3;")
        XCTAssertEqual(statements.count, 5)
        guard case let .unsupported(message) = statements[1].kind else { return XCTFail() }
        XCTAssertTrue(message.contains("b = @ @;"), message)
        guard case .expression = statements[2].kind, case .expression = statements[4].kind else { return XCTFail() }
    }

    func testBlocksAndOtherOpaqueExpressionsAreParsedOver() throws {
        let statements = try body("""
            dispatch_async(dispatch_get_main_queue(), ^{ if (x) { [self reload]; } });
            void (^handler)(BOOL) = ^(BOOL finished) { };
            SEL s = @selector(reload:);
            size_t n = sizeof(int);
            CGSize size = (CGSize){1, 2};
            @try { x = 1; } @catch (NSException *e) { } @finally { }
            return @"ok";
        """)
        XCTAssertEqual(statements.count, 7)
        for statement in statements { if case .unsupported(let m) = statement.kind { XCTFail(m) } }
    }

    func testAMethodBodyThatIsNeverClosedIsAnError() {
        XCTAssertThrowsError(try scan("@implementation A\n- (NSString *)titleForEmptyDataSet:(id)s {\n return @\"x\";\n")) { error in
            XCTAssertEqual((error as? ObjCReadError)?.description, "t.m:2:42: the method's '{' is never closed")
        }
    }
}
