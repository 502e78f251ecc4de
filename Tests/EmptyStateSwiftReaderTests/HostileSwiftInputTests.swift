import EmptyStateModel
import EmptyStateSwiftReader
import XCTest

/// Hostile input: never a crash, a hang or a runaway allocation; an error or a warning, each at
/// a line and column. Timings are loose bounds for debug builds (release is many times faster).
final class HostileSwiftInputTests: XCTestCase {
    private func expectError(_ source: String, _ message: String, line: Int = 1, column: Int? = nil,
                             file: StaticString = #filePath, sourceLine: UInt = #line) {
        XCTAssertThrowsError(try SwiftReader.screens(in: source, file: "h.swift"), file: file, line: sourceLine) { error in
            guard let error = error as? SwiftReadError else { return XCTFail("not a SwiftReadError: \(error)", file: file, line: sourceLine) }
            XCTAssertTrue(error.message.contains(message), "\(error)", file: file, line: sourceLine)
            XCTAssertEqual(error.line, line, file: file, line: sourceLine)
            if let column { XCTAssertEqual(error.column, column, file: file, line: sourceLine) }
            XCTAssertEqual(error.description, "h.swift:\(error.line):\(error.column): \(error.message)", file: file, line: sourceLine)
        }
    }

    /// A bound that tells a hang from a slow run, not a speed figure (`make bench` measures speed):
    /// the 100,000-case switches took 140 s in a debug build on a 2-core machine in December 2026.
    private func timed<T>(_ limit: TimeInterval, _ body: () throws -> T, file: StaticString = #filePath, line: UInt = #line) rethrows -> T {
        let start = Date()
        let result = try body()
        let elapsed = Date().timeIntervalSince(start)
        XCTAssertLessThan(elapsed, limit, "took \(elapsed) s", file: file, line: line)
        return result
    }

    func testBracketsNested10000Deep() {
        let n = 10_000
        expectError("let x = " + String(repeating: "(", count: n) + "1" + String(repeating: ")", count: n),
                    "brackets nested deeper than 256 levels", column: 9 + 256)
        expectError("let x = " + String(repeating: "f(", count: n) + String(repeating: ")", count: n),
                    "brackets nested deeper than 256 levels")
        expectError("let x = " + String(repeating: "{", count: n) + String(repeating: "}", count: n),
                    "brackets nested deeper than 256 levels")
        expectError("let x = " + String(repeating: "[", count: n) + String(repeating: "]", count: n),
                    "brackets nested deeper than 256 levels")
        // Interpolations inside interpolations: refused before swift-syntax's quadratic work.
        timed(5) {
            expectError("let x = " + String(repeating: "\"\\(", count: n) + "1" + String(repeating: ")\"", count: n),
                        "brackets nested deeper than 256 levels")
        }
        // Brackets in strings and comments do not count.
        XCTAssertNoThrow(try SwiftReader.screens(in: "let s = \"" + String(repeating: "(", count: n) + "\" // " + String(repeating: "{", count: n), file: "h.swift"))
    }

    func testChains10000LongAreRefusedBeforeAnyVisitorRecurses() {
        let n = 10_000
        expectError("let x = ContentUnavailableView(a" + String(repeating: ".b", count: n) + ")", "code nested more than 5000 levels deep")
        expectError("let x = ContentUnavailableView(f" + String(repeating: "()", count: n) + ")", "code nested more than 5000 levels deep")
        expectError("let x = ContentUnavailableView(a" + String(repeating: "[0]", count: n) + ")", "code nested more than 5000 levels deep")
        expectError("let x = ContentUnavailableView(a" + String(repeating: "!", count: n) + ")", "code nested more than 5000 levels deep")
        XCTAssertEqual(try SwiftReader.screens(in: "typealias T = Int" + String(repeating: "?", count: n) + "\nlet v = ContentUnavailableView.search", file: "h.swift").count, 1)
        // Deep code outside the declarations that name a construct is never visited.
        XCTAssertEqual(try SwiftReader.screens(in: "let x = a" + String(repeating: ".b", count: n) + "\nlet v = ContentUnavailableView.search", file: "h.swift").count, 1)
        let chain = "class C: DZNEmptyDataSetSource {\n  func title(forEmptyDataSet s: UIScrollView) -> NSAttributedString? {\n    if k == .c0 { return nil }"
            + (1..<n).map { " else if k == .c\($0) { return NSAttributedString(string: \"\($0)\") }" }.joined() + "\n    return nil\n  }\n}"
        expectError(chain, "a chain of more than 5000 else-ifs", line: 3)
    }

    /// Shapes that swift-syntax's recursive descent follows one call per link (a crash) or
    /// reads in time growing with the square of their length (a hang): refused from the bytes.
    func testChainsTheParserCannotTakeAreRefusedBeforeParsing() {
        let n = 200_000
        let view = "let v = ContentUnavailableView.search\n"
        timed(10) {
            expectError(view + "let x = " + String(repeating: "try ", count: n) + "a", "more than 64 prefix words in a row", line: 2)
            expectError(view + "let x = " + String(repeating: "await ", count: n) + "a", "more than 64 prefix words in a row", line: 2)
            expectError(view + "func f(x: " + String(repeating: "some ", count: n) + "P) {}", "more than 64 prefix words in a row", line: 2)
            expectError(view + "let x = " + String(repeating: "consume ", count: n) + "a", "more than 64 prefix words in a row", line: 2)
            expectError(view + "let x = " + String(repeating: "a ? ", count: n) + "b" + String(repeating: " : c", count: n),
                        "more than 1000 nested conditional expressions", line: 2)
            expectError(view + "let f: " + String(repeating: "() -> ", count: n) + "Void = {}", "more than 1000 arrows in one type", line: 2)
            expectError(view + "let x = " + String(repeating: "#", count: n) + "a", "more than 64 '#' in a row", line: 2)
            expectError(view + String(repeating: "#if A\n", count: n), "#if nested deeper than 256 levels", line: 258)
            expectError("let x = \"" + String(repeating: "a", count: 9 << 20) + "\"", "the file is larger than 8 MB")
        }
        // Within the limits: read.
        XCTAssertEqual(try SwiftReader.screens(in: view + "let x = " + String(repeating: "try ", count: 60) + "a", file: "h.swift").count, 1)
    }

    /// Words that are siblings, not prefixes, are never refused for their number, and
    /// 30,000 of them in a row neither crash the parser nor take it more than linear time.
    func testLongRunsOfOtherWordsAreReadOrRefusedQuickly() {
        let n = 30_000
        let view = "let v = ContentUnavailableView.search\n"
        timed(60) {
            for run in ["public ", "@objc ", "a ", "case a\n", "import A\n", "static ", "final "] {
                do { _ = try SwiftReader.screens(in: view + String(repeating: run, count: n) + "\nstruct S {}", file: "h.swift") } catch {
                    XCTAssertTrue(error is SwiftReadError, "\(run): \(error)")
                }
            }
        }
        XCTAssertEqual(try SwiftReader.screens(in: view + "enum E {\n" + String(repeating: "case a\n", count: 5_000) + "}", file: "h.swift").count, 1)
    }

    /// Deep but within the limits: read, with the evaluation's own depth limit as a warning.
    func testDeepExpressionsWithinTheLimits() throws {
        let parens = String(repeating: "(", count: 200) + "\"Deep\"" + String(repeating: ")", count: 200)
        let screen = try Read.only("""
        class C: DZNEmptyDataSetSource {
            func title(forEmptyDataSet s: UIScrollView) -> NSAttributedString? { NSAttributedString(string: \(parens)) }
            func description(forEmptyDataSet s: UIScrollView) -> NSAttributedString? {
                NSAttributedString(string: \(Array(repeating: "\"a\"", count: 20_000).joined(separator: " + ")))
            }
            func backgroundColor(forEmptyDataSet s: UIScrollView) -> UIColor? { \(Array(repeating: "nil", count: 3_000).joined(separator: " ?? ")) ?? .red }
        }
        """, file: "h.swift")
        XCTAssertEqual(screen.template["title"], .string("Deep"))
        XCTAssertEqual(screen.template["description"], .string(String(repeating: "a", count: 20_000)))
        XCTAssertNil(screen.template["backgroundColor"])
        XCTAssertTrue(screen.warnings.contains { $0.hasPrefix("h.swift:6:") && $0.contains("nested more than 400 levels deep") }, "\(screen.warnings)")
    }

    func testSwitchWith100000Cases() throws {
        let n = 100_000
        let cases = (0..<n).map { "        case .c\($0): return NSAttributedString(string: \"Case \($0)\")" }.joined(separator: "\n")
        let source = """
        class Huge: UIViewController, DZNEmptyDataSetSource {
            var kind: Kind
            func title(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
                switch kind {
        \(cases)
                }
            }
            func description(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? { NSAttributedString(string: "Same") }
        }
        """
        let screens = try timed(600) { try SwiftReader.screens(in: source, file: "h.swift") }
        XCTAssertEqual(screens.count, 1000)
        XCTAssertEqual(screens[0].name, "Huge-c0")
        XCTAssertEqual(screens[999].name, "Huge-c999")
        XCTAssertEqual(screens[999].template.flow, #"{title: "Case 999", description: "Same"}"#)
        XCTAssertEqual(screens[0].warnings, ["h.swift:4:9: cases: more than 1000 enum cases; the others are not read"])
    }

    func testViewsInA20000CaseSwitchStopAtTheScreenLimit() throws {
        let cases = (0..<20_000).map { "        case .c\($0): ContentUnavailableView(\"\($0)\", systemImage: \"tray\")" }.joined(separator: "\n")
        let screens = try timed(600) { try SwiftReader.screens(in: """
        struct Big: View {
            var body: some View {
                switch kind {
        \(cases)
                }
            }
        }
        """, file: "h.swift") }
        XCTAssertEqual(screens.count, 1000)
        XCTAssertEqual(screens.last?.name, "Big-c999")
        XCTAssertEqual(screens.last?.warnings.last, "h.swift: more empty states after this one are not read (at most 1000 per file)".replacingOccurrences(of: "h.swift: more", with: "h.swift: 1 more"))
    }

    func testRunawayTextsAndValues() throws {
        let doublings = Array(repeating: "        s += s", count: 40).joined(separator: "\n")
        let colors = (1...1_000).map { "        let c\($0) = c\($0 - 1).withAlphaComponent(1)" }.joined(separator: "\n")
        let screen = try timed(60) { try Read.only("""
        class Growth: DZNEmptyDataSetSource {
            func title(forEmptyDataSet s: UIScrollView) -> NSAttributedString? {
                var s = "ab"
        \(doublings)
                return NSAttributedString(string: s)
            }
            func backgroundColor(forEmptyDataSet s: UIScrollView) -> UIColor? {
                let c0 = UIColor.red
        \(colors)
                return c1000
            }
        }
        """, file: "h.swift") }
        XCTAssertEqual(screen.template["title"], .string("⟨s += s⟩"))
        XCTAssertNil(screen.template["backgroundColor"])
        XCTAssertTrue(screen.warnings.contains("h.swift:19:9: title: a text longer than 100000 characters; not read"), "\(screen.warnings)")
        XCTAssertEqual(screen.warnings.filter { $0.contains("backgroundColor") }, [
            "h.swift:111:19: backgroundColor: a value made of more than 64 nested values; not read",
            "h.swift:1047:21: backgroundColor: not a literal: c999.withAlphaComponent(1)",
        ])
    }

    func testTooMuchWorkIsAnError() throws {
        let cases = (0..<1_000).map { "        case .c\($0): return NSAttributedString(string: \"\($0)\")" }.joined(separator: "\n")
        let locals = (0..<20_000).map { "        let v\($0) = \($0)" }.joined(separator: "\n")
        let booleans = (0..<8).map { "        if flag\($0) { return nil }" }.joined(separator: "\n")
        let source = """
        class Work: DZNEmptyDataSetSource {
            func title(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
        \(locals)
        \(booleans)
                switch kind {
        \(cases)
                }
            }
        }
        """
        try timed(120) {
            XCTAssertThrowsError(try SwiftReader.screens(in: source, file: "h.swift")) { error in
                XCTAssertTrue("\(error)".contains("the file takes too much work to read"), "\(error)")
            }
        }
    }

    func testGarbageEmptyAndBrokenFiles() throws {
        XCTAssertEqual(try SwiftReader.screens(in: "", file: "h.swift"), [])
        XCTAssertEqual(try SwiftReader.screens(in: "// nothing here\n/* (((( */", file: "h.swift"), [])
        expectError("class C: DZNEmptyDataSetSource {\n    func title(forEmptyDataSet s: UIScrollView) -> NSAttributedString? { NSAttributedString(string: \"abc",
                    "syntax error", line: 2)
        var seed: UInt64 = 0x2545F4914F6CDD1D
        for round in 0..<10 {
            var bytes: [UInt8] = []
            for _ in 0..<20_000 {
                seed = seed &* 6364136223846793005 &+ 1442695040888963407
                bytes.append(UInt8(truncatingIfNeeded: seed >> 56))
            }
            let text = String(decoding: bytes, as: UTF8.self)
            do {
                _ = try SwiftReader.screens(in: text, file: "h.swift")
            } catch let error as SwiftReadError {
                XCTAssertFalse(error.message.isEmpty, "round \(round)")
            }
        }
    }

    /// About 5 MB of ordinary code: every screen read up to the limit, in time linear in the size.
    func testFiveMegabytes() throws {
        var source = ""
        var index = 0
        while source.utf8.count < 5_000_000 {
            source += """
            struct EmptyView\(index): View {
                var body: some View {
                    ContentUnavailableView("No Items \(index)", systemImage: "tray", description: Text("Add one."))
                        .background(Color(.systemBackground))
                }
            }

            final class Controller\(index): UIViewController, DZNEmptyDataSetSource {
                var kind: Kind = .a
                var items: [String] = []
                func title(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
                    switch kind {
                    case .a: return NSAttributedString(string: "A \(index)", attributes: [.font: UIFont.systemFont(ofSize: 17)])
                    default: return NSAttributedString(string: "Other")
                    }
                }
                override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
                    var config = UIContentUnavailableConfiguration.empty()
                    config.text = "Nothing \(index)"
                    config.image = UIImage(systemName: "tray")
                    contentUnavailableConfiguration = items.isEmpty ? config : nil
                }
                func reload() { for item in items { print(item.count * 2 + 1) } }
            }

            """
            index += 1
        }
        let screens = try timed(300) { try SwiftReader.screens(in: source, file: "big.swift") }
        XCTAssertEqual(screens.count, 1000)
        XCTAssertEqual(screens.prefix(3).map(\.name), ["EmptyView0", "Controller0-a", "Controller0"])
        XCTAssertEqual(screens.last?.warnings.last?.hasPrefix("big.swift: "), true)
    }
}
