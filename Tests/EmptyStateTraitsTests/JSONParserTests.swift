@testable import EmptyStateTraits
import XCTest

final class JSONParserTests: XCTestCase {
    func parse(_ text: String) throws -> JSONValue { try JSONParser.parse(Array(text.utf8)) }

    func syntaxError(_ text: String) -> (line: Int, column: Int, reason: String)? {
        do {
            _ = try parse(text)
            return nil
        } catch let error as JSONSyntaxError {
            let position = error.position(in: Array(text.utf8))
            return (position.line, position.column, error.reason)
        } catch {
            return nil
        }
    }

    func testValuesAndNumberSpellings() throws {
        let value = try parse(#"{ "a" : [1, 1.0, -2e3, "x", true, false, null, {}], "b" : "0x80" }"#)
        XCTAssertEqual(value["a"], .array([.number(1, literal: "1"), .number(1, literal: "1.0"),
                                           .number(-2000, literal: "-2e3"), .string("x"), .bool(true),
                                           .bool(false), .null, .object([:])]))
        XCTAssertEqual(value["b"]?.string, "0x80")
        XCTAssertNil(value["c"])
    }

    func testStringEscapes() throws {
        XCTAssertEqual(try parse(#""a\"b\\c\/d\n\t\u00e9\ud83d\ude00""#), .string("a\"b\\c/d\n\té😀"))
        XCTAssertEqual(try parse(#""\ud800""#), .string("\u{FFFD}"))
        XCTAssertEqual(try parse("\u{FEFF}{}"), .object([:]), "a byte order mark is skipped")
    }

    func testErrorsHaveLineAndColumn() {
        XCTAssertEqual(syntaxError("{\n  \"a\" 1\n}")?.line, 2)
        XCTAssertEqual(syntaxError("{\n  \"a\" 1\n}")?.column, 7)
        XCTAssertEqual(syntaxError("[1,]")?.column, 4)
        XCTAssertEqual(syntaxError("{} x")?.reason, "unexpected text after the document")
        XCTAssertEqual(syntaxError("")?.reason, "unexpected end of file")
        XCTAssertEqual(syntaxError("01")?.column, 2)
        XCTAssertEqual(syntaxError("\"abc")?.reason, "unterminated string")
        XCTAssertEqual(syntaxError("\"a\u{1}\"")?.reason, "control character in a string")
        XCTAssertEqual(syntaxError("\u{1}")?.reason, "unexpected character byte 0x1")
        XCTAssertEqual(syntaxError("[tru]")?.reason, "invalid literal, expected 'true'")
        XCTAssertEqual(syntaxError("1.")?.reason, "invalid number, expected digits after '.'")
    }

    func testNestingIsCapped() {
        let deep = String(repeating: "[", count: 65) + String(repeating: "]", count: 65)
        XCTAssertEqual(syntaxError(deep)?.reason, "nested deeper than 64 levels")
        let fine = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        XCTAssertNil(syntaxError(fine))
    }
}
