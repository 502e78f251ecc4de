import Foundation
import XCTest

/// An SVG is read from memory with no base, so what it names elsewhere (files by absolute or
/// relative path, ../, XInclude, stylesheets, the network) is never loaded: the image is drawn
/// without them. The referenced file here is solid red; the SVG's own square is green, and
/// every reference is drawn over it, so a single red pixel would show a leak.
final class ReachOutTests: HostileInputTestCase {
    func render(_ svgBody: String, prolog: String = "", file: StaticString = #filePath, line: UInt = #line) throws -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        _ = try png("secret/red.png", width: 40, height: 40, rgba: (255, 0, 0, 255))
        try write("art/icon.svg", prolog + """
        <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:xi="http://www.w3.org/2001/XInclude" width="40" height="40">
        <rect width="40" height="40" fill="#00FF00"/>
        \(svgBody)
        </svg>
        """)
        let template = try write("t.yaml", "canvas: { size: [40, 40], scale: 1 }\nbackgroundColor: white\nimage: art/icon\n")
        try? FileManager.default.removeItem(atPath: path("out.png"))
        let result = try run(["render", template, "-o", "out.png"], timeout: 20)
        XCTAssertEqual(result.status, 0, result.stderr, file: file, line: line)
        XCTAssertEqual(result.stderr, "", "nothing on stderr", file: file, line: line)
        return try pixel("out.png", x: 20, y: 20)
    }

    func assertGreen(_ pixel: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(pixel.g > 240 && pixel.r < 15, "only the SVG's own green square is drawn: \(pixel)", file: file, line: line)
    }

    func testAbsoluteFileURLs() throws {
        assertGreen(try render(#"<image href="file://\#(path("secret/red.png"))" width="40" height="40"/>"#))
        assertGreen(try render(#"<image xlink:href="file://\#(path("secret/red.png"))" width="40" height="40"/>"#))
        assertGreen(try render(#"<image href="\#(path("secret/red.png"))" width="40" height="40"/>"#))
    }

    func testRelativePathsAndParentFolders() throws {
        assertGreen(try render(#"<image href="../secret/red.png" width="40" height="40"/>"#))
        assertGreen(try render(#"<image xlink:href="red.png" width="40" height="40"/>"#))
        // Next to the SVG itself: still not loaded.
        _ = try png("art/beside.png", width: 40, height: 40, rgba: (255, 0, 0, 255))
        assertGreen(try render(#"<image href="beside.png" width="40" height="40"/>"#))
    }

    func testOtherSVGsStylesheetsAndIncludes() throws {
        try write("secret/red.svg", ##"<svg xmlns="http://www.w3.org/2000/svg" id="r" width="40" height="40"><rect id="box" width="40" height="40" fill="#FF0000"/></svg>"##)
        assertGreen(try render(#"<use href="../secret/red.svg#box"/>"#))
        assertGreen(try render(#"<use xlink:href="file://\#(path("secret/red.svg"))#box"/>"#))
        assertGreen(try render(#"<xi:include href="../secret/red.svg"/>"#))
        try write("secret/red.css", "rect { fill: #FF0000 !important; }")
        assertGreen(try render(#"<style>@import url("../secret/red.css");</style>"#))
        assertGreen(try render("", prolog: #"<?xml-stylesheet type="text/css" href="../secret/red.css"?>"# + "\n"))
        assertGreen(try render(#"<filter id="f"><feImage href="../secret/red.png"/></filter><rect width="40" height="40" filter="url(#f)"/>"#))
    }

    func testTheNetwork() throws {
        // Nothing listens on port 9 (discard); a loader that tried would fail or hang, never draw.
        let started = Date()
        assertGreen(try render(#"<image href="http://127.0.0.1:9/red.png" width="40" height="40"/><image href="https://example.invalid/red.png" width="40" height="40"/>"#))
        XCTAssertLessThan(Date().timeIntervalSince(started), 5)
    }

    func testExternalEntitiesAreRefused() throws {
        _ = try png("secret/red.png", width: 40, height: 40, rgba: (255, 0, 0, 255))
        try write("art/icon.svg", """
        <?xml version="1.0"?>
        <!DOCTYPE svg [<!ENTITY secret SYSTEM "file://\(path("secret/red.png"))">]>
        <svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><text y="20">&secret;</text></svg>
        """)
        let template = try write("t.yaml", "image: art/icon\n")
        try assertRefused(template, "icon.svg: the SVG declares an external XML entity ('secret')")
    }

    /// An SVG named .jpg is decoded by nothing but the JPEG decoder: gdk-pixbuf would otherwise
    /// sniff it and hand it to librsvg with its file name as the base for references.
    func testAnSVGDisguisedAsAJPEG() throws {
        _ = try png("art/red.png", width: 40, height: 40, rgba: (255, 0, 0, 255))
        try write("art/icon.jpg", #"<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><image href="red.png" width="40" height="40"/></svg>"#)
        try assertRefused(try write("t.yaml", "image: art/icon.jpg\n"), "icon.jpg: not a JPEG file")
    }
}
