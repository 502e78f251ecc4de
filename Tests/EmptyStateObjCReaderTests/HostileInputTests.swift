import EmptyStateModel
@testable import EmptyStateObjCReader
import XCTest

/// Bad input never crashes, hangs or eats memory: it is an error at its place or a warning.
final class ObjCHostileInputTests: XCTestCase {
    func testBinaryBytesAreRefused() {
        var generator = SystemRandomNumberGenerator()
        var bytes = (0..<50_000).map { _ in UInt8.random(in: 0...255, using: &generator) }
        bytes[10] = 0
        let text = String(decoding: bytes, as: UTF8.self)
        let error = readError(text)
        XCTAssertTrue(error?.message.hasPrefix("binary data") == true, "\(String(describing: error))")
        // Without NUL bytes, invalid UTF-8 (decoded as U+FFFD) is refused too.
        let noNul = String(decoding: bytes.map { $0 == 0 ? 0xFF : $0 } + [0xFF, 0xFE], as: UTF8.self)
        let noNulError = readError(noNul)
        XCTAssertTrue(noNulError?.message.hasPrefix("binary data") == true, "\(String(describing: noNulError))")
    }

    /// Random bytes whose first is a quote (1 run in 256 of the test above) are binary data, not
    /// an unterminated string: the bytes the quote ran over say so.
    func testBinaryBytesAfterAQuoteAreRefusedAsBinary() {
        XCTAssertEqual(readError("\"abc\u{01}def\n")?.description, "bad.m:1:5: binary data: control byte 0x1 is not Objective-C source")
        XCTAssertEqual(readError("\"abc\u{FFFD}def\n")?.description, "bad.m:1:5: binary data: invalid UTF-8 (U+FFFD) is not Objective-C source")
        XCTAssertEqual(readError("\"abc\tdef\n")?.description, "bad.m:1:1: unterminated string literal: no closing \" on its line")
    }

    func testUnterminatedCommentAndStringAreErrorsWithTheirPlace() {
        XCTAssertEqual(readError("@implementation A\n  /* open\n- (void)x {}\n")?.description, "bad.m:2:3: unterminated comment: '/*' has no '*/'")
        XCTAssertEqual(readError(source("- (NSString *)titleForEmptyDataSet:(id)s { return @\"abc; }"))?.description,
                       "bad.m:7:51: unterminated string literal: no closing \" on its line")
    }

    func testDeepNestingIsRefusedPastTheLimitWithoutOverflowingTheStack() {
        let deep = 10_000
        let forms = [
            String(repeating: "(", count: deep) + "@\"x\"" + String(repeating: ")", count: deep),
            String(repeating: "[x foo:", count: deep) + "y" + String(repeating: "]", count: deep),
            String(repeating: "-", count: deep) + "1",
            String(repeating: "!", count: deep) + "x",
            "1" + String(repeating: " + 1", count: deep),
            String(repeating: "a ? b : ", count: deep) + "c",
            String(repeating: "a = ", count: deep) + "c",
            "@{" + String(repeating: "k: @{", count: deep) + String(repeating: "}", count: deep) + "}",
            String(repeating: "f(", count: deep) + "1" + String(repeating: ")", count: deep),
            "a" + String(repeating: "[a", count: deep) + String(repeating: "]", count: deep),
            String(repeating: "(CGFloat)", count: deep) + "1",
            String(repeating: "@(", count: deep) + "1" + String(repeating: ")", count: deep),
        ]
        for form in forms {
            let error = readError(source("- (NSString *)titleForEmptyDataSet:(id)s { return \(form); }"))
            XCTAssertTrue(error?.message.contains("nested more than \(ReaderLimits.nestingDepth) levels deep") == true, "\(form.prefix(20)): \(String(describing: error))")
            XCTAssertEqual(error?.line, 7)
        }
        let blocks = String(repeating: "{", count: deep) + String(repeating: "}", count: deep)
        XCTAssertTrue(readError(source("- (NSString *)titleForEmptyDataSet:(id)s { \(blocks) }"))?.message.contains("nested") == true)
        let ifs = String(repeating: "if (x) ", count: deep) + "return @\"x\";"
        XCTAssertTrue(readError(source("- (NSString *)titleForEmptyDataSet:(id)s { \(ifs) }"))?.message.contains("nested") == true)
        // Deep nesting in a method the reader does not read is only counted, never parsed.
        XCTAssertEqual(try read(source("- (void)other { \(blocks) }")).count, 0)
    }

    func testNestingWithinTheLimitIsReadEvenOnASmallStack() throws {
        let depth = ReaderLimits.nestingDepth - 4
        let parens = String(repeating: "(", count: depth) + "[UIColor colorWithHex:@\"abcdef\"]" + String(repeating: ")", count: depth)
        let sends = String(repeating: "[[UIFont fontWithName:@\"A\" size:", count: depth / 2) + "12" + String(repeating: "] pointSize]", count: depth / 2)
        let blocks = String(repeating: "{ if (1) ", count: depth / 2) + "return @\"deep\";" + String(repeating: " }", count: depth / 2)
        let text = source("""
        - (UIColor *)backgroundColorForEmptyDataSet:(id)s { return \(parens); }
        - (CGFloat)spaceHeightForEmptyDataSet:(id)s { return \(sends); }
        - (NSString *)titleForEmptyDataSet:(id)s { \(blocks) }
        """)
        // The reader's tables (colour names, fonts…) are made once, on first use; a debug build
        // makes a large literal's table in one deep frame. They are made here first, so that the
        // small stack below measures the nesting, whichever test runs first in the process
        // (`swift test --parallel` runs each in its own).
        _ = try ObjCReader.screens(in: source("- (UIColor *)backgroundColorForEmptyDataSet:(id)s { return [UIColor colorWithHex:@\"abcdef\"]; }"), file: "warm.m")
        // On a thread with a 512 KB stack (a secondary thread's size on Apple platforms).
        final class Outcome: @unchecked Sendable { var result: Result<[ImportedScreen], Error>? }   // written before `done` is signalled
        let outcome = Outcome()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            outcome.result = Result { try ObjCReader.screens(in: text, file: "t.m") }
            done.signal()
        }
        thread.stackSize = 512 << 10
        thread.start()
        done.wait()
        let screen = try XCTUnwrap(try outcome.result?.get().first)
        XCTAssertEqual(screen["backgroundColor"], .string("#ABCDEF"))
        XCTAssertEqual(screen["spaceHeight"], .number(12))
        XCTAssertEqual(screen["title.text"], .string("deep"))
    }

    func testALongElseIfChainIsFlatNotDeep() throws {
        var body = "if (self.kind == Kind0) return @\"0\";"
        for i in 1..<2_000 { body += "\nelse if (self.kind == Kind\(i)) return @\"\(i)\";" }
        let screens = try read(source("- (NSString *)titleForEmptyDataSet:(id)s { \(body) return nil; }"))
        XCTAssertEqual(screens.count, 2_000)
        XCTAssertEqual(screens[1_999]["title.text"], .string("1999"))
        XCTAssertEqual(screens[1_999].name, "Screen-1999")
    }

    func testASwitchWithAHundredThousandCasesIsLinear() throws {
        func file(_ cases: Int) -> String {
            var lines = ["@implementation Big", "- (NSString *)titleForEmptyDataSet:(UIScrollView *)s {", "  switch (self.kind) {"]
            lines.reserveCapacity(cases + 8)
            for i in 0..<cases { lines.append("    case Kind\(i): return @\"T\(i)\";") }
            lines += ["    default: return nil;", "  }", "}", "@end"]
            return lines.joined(separator: "\n")
        }
        let small = file(10_000)
        var start = Date()
        XCTAssertEqual(try read(small).count, 10_000)
        let smallTime = Date().timeIntervalSince(start)
        let big = file(100_000)
        start = Date()
        let screens = try read(big)
        let bigTime = Date().timeIntervalSince(start)
        XCTAssertEqual(screens.count, 100_000)
        XCTAssertEqual(screens[99_999].name, "Big-99999")
        XCTAssertEqual(screens[99_999]["title.text"], .string("T99999"))
        // Ten times the cases: about ten times the time (quadratic would be a hundred); generous for a shared machine.
        XCTAssertLessThan(bigTime, max(smallTime, 0.05) * 40, "10k: \(smallTime)s, 100k: \(bigTime)s")
    }

    func testMoreCasesThanTheLimitAreRefused() {
        var lines = ["@implementation Big", "- (NSString *)titleForEmptyDataSet:(id)s {", "  switch (self.kind) {"]
        for i in 0...ReaderLimits.screens { lines.append("case K\(i):") }
        lines += ["return @\"x\";", "  }", "}", "@end"]
        XCTAssertTrue(readError(lines.joined(separator: "\n"))?.message.contains("the reader's limit is \(ReaderLimits.screens) screens") == true)
    }

    func testAFiveMegabyteFileIsReadQuickly() throws {
        // A data source among five megabytes of ordinary methods.
        var text = source("- (NSString *)titleForEmptyDataSet:(UIScrollView *)s { return @\"Found\"; }")
        text.removeLast(4)   // "@end"
        let filler = """
        - (void)configureCell%d:(UITableViewCell *)cell atIndexPath:(NSIndexPath *)indexPath
        {
            /* a comment with { braces } and "quotes" */
            cell.textLabel.text = [NSString stringWithFormat:@"Row %ld {", (long)indexPath.row]; // }
            if (indexPath.row % 2 == 0) { cell.backgroundColor = [UIColor colorWithWhite:0.97 alpha:1.0]; }
            else { cell.backgroundColor = [UIColor whiteColor]; }
        }

        """
        var pieces: [String] = [text]
        var size = text.utf8.count
        var i = 0
        while size < 5_000_000 {
            let piece = filler.replacingOccurrences(of: "%d", with: String(i))
            pieces.append(piece)
            size += piece.utf8.count
            i += 1
        }
        pieces.append("@end\n")
        let file = pieces.joined()
        let start = Date()
        let screen = try onlyScreen(file)
        let elapsed = Date().timeIntervalSince(start)
        XCTAssertEqual(screen["title.text"], .string("Found"))
        #if DEBUG
        XCTAssertLessThan(elapsed, 20, "debug build")
        #else
        XCTAssertLessThan(elapsed, 0.5)
        #endif
    }

    func testEvaluationPastTheBudgetIsRefused() throws {
        var prelude = ""
        for i in 0..<50 { prelude += "CGFloat v\(i) = \(i) * 2 + 1;\n" }
        var cases = ""
        for i in 0..<100 { cases += "case K\(i): return @\"\(i)\";\n" }
        let text = source("- (NSString *)titleForEmptyDataSet:(id)s {\n\(prelude)switch (self.kind) {\n\(cases)}\nreturn nil;\n}")
        let buffer = SourceBuffer(text: text, file: "t.m")
        let scan = try ClassScanner.scan(buffer)
        let unit = try XCTUnwrap(scan.classes.first)
        // 100 screens × some 200 steps each: within the real budget, past a budget of 5,000.
        XCTAssertEqual(try ClassScreens(buffer: buffer, unit: unit, properties: scan.properties, budget: Budget()).screens().count, 100)
        XCTAssertThrowsError(try ClassScreens(buffer: buffer, unit: unit, properties: scan.properties, budget: Budget(limit: 5_000)).screens()) { error in
            XCTAssertTrue((error as? ObjCReadError)?.message == "more than 5000 evaluation steps for one file (the reader's limit)", "\(error)")
        }
    }

    func testAFileOverTheSizeLimitIsRefusedBeforeItIsRead() {
        let text = String(repeating: " ", count: ReaderLimits.fileBytes + 1)
        XCTAssertTrue(readError(text)?.message.contains("the reader's limit is") == true)
    }
}
