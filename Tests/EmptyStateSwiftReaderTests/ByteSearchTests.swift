import EmptyStateSourceReading
import XCTest

/// The byte search that stands in for Foundation's `String.contains` where thousands of names
/// are looked for in code and in Xcode projects.
final class ByteSearchTests: XCTestCase {
    func testItFindsWhatContainsFinds() {
        let project = "/* List.swift in Sources */ = {isa = PBXBuildFile; fileRef = 1A /* List.swift */; };"
        for part in ["List.swift", "PBXBuildFile", "};", "/*", ";", ""] {
            XCTAssertTrue(project.containsBytes(part), part)
        }
        for part in ["Lists.swift", "list.swift", "PBXBuildFiles", "}};", "ü"] {
            XCTAssertFalse(project.containsBytes(part), part)
        }
        XCTAssertFalse("".containsBytes("a"))
        XCTAssertFalse("ab".containsBytes("abc"), "a part longer than the text")
        XCTAssertTrue("aaab".containsBytes("aab"), "a match that starts inside a false start")
        XCTAssertTrue("Grüße".containsBytes("üß"))
        XCTAssertTrue(ByteSearch.contains(Array("tail end".utf8), Array("end".utf8)), "a match at the very end")
    }
}
