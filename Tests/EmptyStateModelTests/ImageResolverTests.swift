import EmptyStateModel
import XCTest

final class ImageResolverTests: XCTestCase {
    func resolve(_ name: String, scale: Int, files: Set<String>) -> ResolvedImageFile? {
        ImageResolver.resolve(ImageSpec(name: name, directory: "/t"), scale: scale, fileExists: { files.contains($0) })
    }

    func testPrefersTheRenderScaleThenTheNearest() {
        let files: Set = ["/t/chat.png", "/t/chat@2x.png", "/t/chat@3x.png"]
        XCTAssertEqual(resolve("chat", scale: 2, files: files)?.path, "/t/chat@2x.png")
        XCTAssertEqual(resolve("chat", scale: 3, files: files)?.scale, 3)
        XCTAssertEqual(resolve("chat", scale: 1, files: files)?.path, "/t/chat.png")
        // Only @2x and @3x: at scale 1 the nearest is @2x.
        XCTAssertEqual(resolve("chat", scale: 1, files: ["/t/chat@2x.png", "/t/chat@3x.png"])?.path, "/t/chat@2x.png")
        // Only @2x and 1x: at scale 3 the nearest is @2x.
        XCTAssertEqual(resolve("chat", scale: 3, files: ["/t/chat.png", "/t/chat@2x.png"])?.scale, 2)
    }

    func testTriesPNGThenSVGThenJPEG() {
        XCTAssertEqual(resolve("a", scale: 2, files: ["/t/a.svg", "/t/a.jpg"])?.kind, .svg)
        XCTAssertEqual(resolve("a", scale: 2, files: ["/t/a.jpg"])?.kind, .jpeg)
        XCTAssertEqual(resolve("a", scale: 2, files: ["/t/a.png", "/t/a.svg"])?.kind, .png)
    }

    func testAnSVGIsMeasuredInPointsWhateverItsSuffix() {
        XCTAssertEqual(resolve("a", scale: 2, files: ["/t/a@2x.svg"])?.scale, 1)
    }

    func testANameWithAnExtensionNamesThatFormat() {
        XCTAssertEqual(resolve("a.jpg", scale: 2, files: ["/t/a.png", "/t/a.jpg"])?.kind, .jpeg)
        XCTAssertEqual(resolve("a.png", scale: 2, files: ["/t/a.png", "/t/a@2x.png"])?.path, "/t/a@2x.png")
        XCTAssertNil(resolve("missing", scale: 2, files: ["/t/a.png"]))
    }
}
