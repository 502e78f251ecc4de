import EmptyStateModel
import XCTest

final class ColorTests: XCTestCase {
    func testParsesEveryNotationOfTheFormat() {
        XCTAssertEqual(Color(parsing: "#FFF"), .white)
        XCTAssertEqual(Color(parsing: "#000000"), .black)
        XCTAssertEqual(Color(parsing: "clear"), .clear)
        XCTAssertEqual(Color(parsing: "#05ADFF")?.description, "#05ADFF")
        let translucent = Color(parsing: "#FF000080")!
        XCTAssertEqual(translucent.alpha, 128.0 / 255, accuracy: 1e-9)
        XCTAssertEqual(translucent.red, 1)
        XCTAssertEqual(Color(parsing: "#abc")?.description, "#AABBCC")
    }

    func testRejectsWhatIsNotAColor() {
        for text in ["FFFFFF", "#FFFF", "#GGGGGG", "red", "#", "#1234567"] {
            XCTAssertNil(Color(parsing: text), text)
        }
    }
}
