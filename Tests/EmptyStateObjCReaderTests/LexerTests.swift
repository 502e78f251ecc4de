@testable import EmptyStateObjCReader
import XCTest

/// The lexer: comments, literals, preprocessor lines, at-keywords, and its errors.
final class LexerTests: XCTestCase {
    func tokens(_ text: String) throws -> [(Token.Kind, String)] {
        let buffer = SourceBuffer(text: text, file: "t.m")
        var lexer = Lexer(buffer: buffer)
        var result: [(Token.Kind, String)] = []
        while true {
            let t = try lexer.next()
            if t.kind == .end { return result }
            result.append((t.kind, buffer.text(t)))
        }
    }

    func testCommentsAndPreprocessorLinesAreSkipped() throws {
        let text = """
        #import <UIKit/UIKit.h>
        #define LONG_MACRO(x) \\
            ((x) + 1)
        // a line comment with "quotes" and 'apostrophes
        /* a block
           comment */ @interface A
        #pragma mark - Section
        @end
        """
        let result = try tokens(text)
        XCTAssertEqual(result.map(\.1), ["@interface", "A", "@end"])
        XCTAssertEqual(result.map(\.0), [.atKeyword, .identifier, .atKeyword])
    }

    func testIfZeroBlocksAreSkippedEvenWithUnbalancedQuotes() throws {
        let text = "a\n#if 0\nit's not code \"\n#if X\n#endif\n#else\nb\n#endif\nc"
        let preprocessed = try Preprocessor.run(text: text, file: "t.m")
        XCTAssertEqual(try tokens(preprocessed.text).map(\.1), ["a", "b", "c"])
        XCTAssertEqual(preprocessed.text.split(separator: "\n", omittingEmptySubsequences: false).count, 9, "every line kept")
    }

    func testStringLiteralsAndTheirEscapes() throws {
        let buffer = SourceBuffer(text: #"@"a\"b\\c\n\t\u00E9\x41\101" "c-string""#, file: "t.m")
        var lexer = Lexer(buffer: buffer)
        let objc = try lexer.next()
        XCTAssertEqual(objc.kind, .objcString)
        XCTAssertEqual(Literals.string(objc, in: buffer), "a\"b\\c\n\téAA")
        let c = try lexer.next()
        XCTAssertEqual(c.kind, .cString)
        XCTAssertEqual(Literals.string(c, in: buffer), "c-string")
    }

    func testNumbersWithSuffixesHexOctalAndExponents() {
        XCTAssertEqual(Literals.number("1.0f"), 1)
        XCTAssertEqual(Literals.number("0x1F"), 31)
        XCTAssertEqual(Literals.number("0XffUL"), 255)
        XCTAssertEqual(Literals.number("010"), 8)
        XCTAssertEqual(Literals.number("1e-3"), 0.001)
        XCTAssertEqual(Literals.number("5u"), 5)
        XCTAssertEqual(Literals.number(".5"), 0.5)
        XCTAssertEqual(Literals.number("0.10"), 0.1)
        XCTAssertNil(Literals.number("1.2.3"))
    }

    func testNumberTokensKeepTheirExponentSign() throws {
        XCTAssertEqual(try tokens("x = 1e-3 - 2;").map(\.1), ["x", "=", "1e-3", "-", "2", ";"])
    }

    func testCharacterLiteralsAndPunctuators() throws {
        let result = try tokens("'a' '\\n' a->b <<= >>= ... != && || ++")
        XCTAssertEqual(result.map(\.0), [.charLiteral, .charLiteral, .identifier, .punct, .identifier, .punct, .punct, .punct, .punct, .punct, .punct, .punct])
        XCTAssertEqual(result.dropFirst(2).map(\.1), ["a", "->", "b", "<<=", ">>=", "...", "!=", "&&", "||", "++"])
        let buffer = SourceBuffer(text: "'\\n'", file: "t.m")
        var lexer = Lexer(buffer: buffer)
        XCTAssertEqual(Literals.character(try lexer.next(), in: buffer), 10)
    }

    func testAnUnterminatedCommentIsAnErrorAtItsStart() {
        XCTAssertThrowsError(try tokens("a\n  /* never closed\n b")) { error in
            XCTAssertEqual((error as? ObjCReadError)?.description, "t.m:2:3: unterminated comment: '/*' has no '*/'")
        }
    }

    func testAnUnterminatedStringIsAnErrorAtItsStart() {
        XCTAssertThrowsError(try tokens("x = @\"abc\ny")) { error in
            let e = error as? ObjCReadError
            XCTAssertEqual(e?.line, 1)
            XCTAssertEqual(e?.column, 5)
            XCTAssertEqual(e?.message, "unterminated string literal: no closing \" on its line")
        }
        XCTAssertThrowsError(try tokens("c = 'a")) { error in
            XCTAssertEqual((error as? ObjCReadError)?.message, "unterminated character literal: no closing ' on its line")
        }
    }

    func testColumnsCountCharactersNotBytes() throws {
        let buffer = SourceBuffer(text: "“é” x", file: "t.m")
        XCTAssertEqual(buffer.location(8).column, 4)    // after three 2–3 byte characters and a space
    }

    func testBinaryDataIsRefused() {
        XCTAssertThrowsError(try tokens("abc\u{0}def")) { error in
            XCTAssertEqual((error as? ObjCReadError)?.message, "binary data: a NUL byte is not Objective-C source")
            XCTAssertEqual((error as? ObjCReadError)?.column, 4)
        }
        XCTAssertThrowsError(try tokens("ab\u{FFFD}")) { error in
            XCTAssertTrue((error as? ObjCReadError)?.message.contains("invalid UTF-8") == true)
        }
    }
}
