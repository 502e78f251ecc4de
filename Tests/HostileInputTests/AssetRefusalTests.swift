import Foundation
import XCTest

/// Images and fonts a template names that are missing, unreadable, truncated or not what their
/// name says: one line naming the template and the file, exit 1, no output.
final class AssetRefusalTests: HostileInputTestCase {
    func template(image: String) throws -> String {
        try write("t.yaml", "backgroundColor: white\nimage: \(image)\ntitle: Hi\n")
    }

    func testAMissingImage() throws {
        try assertRefused(try template(image: "art/nothing"), "art/nothing: image not found")
        try assertRefused(try write("b.yaml", "button: { backgroundImage: { highlighted: { name: nothing } }, title: { normal: Go } }\n"),
                          options: ["--state", "highlighted"], "nothing: image not found")
    }

    func testAnUnreadableImage() throws {
        let png = path("art/icon.png")
        _ = try self.png("art/icon.png", width: 8, height: 8)
        chmod(png, 0o000)
        if isRoot {
            print("skipped: the unreadable image (tests run as root, where permission bits do not apply)")
        } else {
            try assertRefused(try template(image: "art/icon"), "icon.png: cannot read the image (Permission denied)")
        }
    }

    func testImagesThatAreNotFiles() throws {
        try FileManager.default.createDirectory(atPath: path("art/dir.png"), withIntermediateDirectories: true)
        try assertRefused(try template(image: "art/dir.png"), "image not found")
        XCTAssertEqual(mkfifo(path("fifo.png"), 0o644), 0)
        try assertRefused(try template(image: "fifo.png"), "fifo.png: the image is not a regular file")
        try FileManager.default.createSymbolicLink(atPath: path("zero.svg"), withDestinationPath: "/dev/zero")
        try assertRefused(try template(image: "zero.svg"), "zero.svg: the image is not a regular file")
    }

    func testTruncatedAndFakePNGs() throws {
        let whole = try png("whole.png", width: 64, height: 64, rgba: (10, 200, 30, 255))
        try write("art/cut.png", whole.prefix(whole.count / 2))
        try assertRefused(try template(image: "art/cut"), "cut.png: the PNG cannot be decoded (truncated)")
        try write("art/header.png", whole.prefix(30))
        try assertRefused(try template(image: "art/header"), "header.png: the PNG cannot be decoded")
        try write("art/text.png", "this is not a picture\n")
        try assertRefused(try template(image: "art/text"), "text.png: not a PNG file")
        try write("art/empty.png", Data())
        try assertRefused(try template(image: "art/empty"), "empty.png: not a PNG file")
        // A JPEG named .png is drawn as the JPEG it is, as UIImage (ImageIO) reads it.
        try write("art/jpeg.png", Self.redJPEG)
        try write("art/named.jpg", Self.redJPEG)
        try assertSameRender(misnamed: "art/jpeg.png", named: "art/named.jpg")
        // Damaged compressed data with an intact header.
        var damaged = whole
        for i in 60..<min(damaged.count - 12, 90) { damaged[i] ^= 0x5A }
        try write("art/damaged.png", damaged)
        try assertRefused(try template(image: "art/damaged"), "damaged.png: the PNG cannot be decoded (damaged data)")
    }

    func testTruncatedAndFakeJPEGs() throws {
        try write("art/ok.jpg", Self.redJPEG)
        let ok = try run(["render", try template(image: "art/ok.jpg"), "-o", "ok.png"])
        XCTAssertEqual(ok.status, 0, ok.stderr)
        XCTAssertEqual(ok.stderr, "", "no warnings from the decoder")
        try FileManager.default.removeItem(atPath: path("ok.png"))

        for cut in [Self.redJPEG.count - 2, Self.redJPEG.count - 40, 200, 20, 3] {
            try write("art/cut\(cut).jpg", Self.redJPEG.prefix(cut))
            try assertRefused(try template(image: "art/cut\(cut).jpg"), "cut\(cut).jpg: the JPEG is truncated")
        }
        try write("art/text.jpg", "GIF89a not a jpeg")
        try assertRefused(try template(image: "art/text.jpg"), "text.jpg: not a JPEG file")
        // An SVG named .jpg must not reach librsvg through gdk-pixbuf's sniffing.
        try write("art/svg.jpg", "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"8\" height=\"8\"/>")
        try assertRefused(try template(image: "art/svg.jpg"), "svg.jpg: not a JPEG file")
        // A PNG named .jpg (Theweddingceremonylive's asset catalog's emptyImg.jpg) is drawn as the
        // PNG it is, as on iOS; only a raster is taken for another raster.
        try write("art/png.jpg", try png("art/p.png", width: 4, height: 4))
        try assertSameRender(misnamed: "art/png.jpg", named: "art/p.png")
    }

    func testTruncatedAndFakeSVGs() throws {
        let whole = ##"<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#0F0"/></svg>"##
        try write("art/cut.svg", String(whole.prefix(60)))
        try assertRefused(try template(image: "art/cut"), "cut.svg: the SVG")
        try write("art/text.svg", "hello")
        try assertRefused(try template(image: "art/text"), "text.svg: the SVG is not well-formed XML")
        try write("art/png.svg", try png("p.png", width: 4, height: 4))
        try FileManager.default.removeItem(atPath: path("p.png"))
        try assertRefused(try template(image: "art/png"), "png.svg: the SVG")
        try write("art/html.svg", "<html><body>not svg</body></html>")
        try assertRefused(try template(image: "art/html"), "html.svg: the SVG cannot be read")
        try write("art/nosize.svg", #"<svg xmlns="http://www.w3.org/2000/svg"><rect width="4" height="4"/></svg>"#)
        try assertRefused(try template(image: "art/nosize"), "nosize.svg: the SVG has no width, height or viewBox")
        try write("art/zero.svg", #"<svg xmlns="http://www.w3.org/2000/svg" width="0" height="10"/>"#)
        try assertRefused(try template(image: "art/zero"), "zero.svg: the SVG")
    }

    func testHugeDeclaredImagesAreRefusedBeforeDecoding() throws {
        // A PNG header claiming 100000 × 100000 pixels (40 GB decoded), 60 bytes on disk.
        var header = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])
        header += Data("IHDR".utf8) + Data([0, 1, 0x86, 0xA0, 0, 1, 0x86, 0xA0, 8, 6, 0, 0, 0, 0, 0, 0, 0])
        try write("art/huge.png", header)
        try assertRefused(try template(image: "art/huge"), "huge.png: the image is 100000 × 100000 pixels; the limit is 50000000 pixels")
        // A JPEG frame header claiming 65000 × 65000.
        var jpeg = [UInt8](Self.redJPEG)
        if let sof = (0..<jpeg.count - 9).first(where: { jpeg[$0] == 0xFF && jpeg[$0 + 1] == 0xC0 }) {
            jpeg[sof + 5] = 0xFD; jpeg[sof + 6] = 0xE8; jpeg[sof + 7] = 0xFD; jpeg[sof + 8] = 0xE8
        }
        try write("art/huge.jpg", Data(jpeg))
        try assertRefused(try template(image: "art/huge.jpg"), "huge.jpg: the image is 65000 × 65000 pixels; the limit is 50000000 pixels")
        // An SVG asking for 100000 × 100000 points.
        try write("art/huge.svg", #"<svg xmlns="http://www.w3.org/2000/svg" width="100000" height="100000"/>"#)
        try assertRefused(try template(image: "art/huge.svg"), "huge.svg: the SVG is 100000 × 100000 points", "the limit is 16000000 pixels")
    }

    /// Each image within its limit, but together too many pixels for one template.
    func testImagesAddingUpPastTheTotal() throws {
        let side = 6000   // 36 million pixels each; three make 108 million
        let big = try png("art/a.png", width: side, height: side, rgba: (0, 0, 0, 0))
        try write("art/b.png", big)
        try write("art/c.png", big)
        let t = try write("t.yaml", """
        canvas: { size: [100, 100], scale: 1 }
        image: art/a
        button: { image: { normal: art/b }, backgroundImage: { normal: art/c } }
        """)
        try assertRefused(t, "c.png: with this image of 6000 × 6000, the template's images add up to 108000000 pixels; the limit is 100000000 pixels")
    }

    func testFontsThatAreNotFonts() throws {
        try write("fonts/Garbage.ttf", Data((0..<2000).map { UInt8(truncatingIfNeeded: $0 &* 31) }))
        let garbage = try write("g.yaml", "fonts: [fonts/Garbage.ttf]\ntitle: Hi\n")
        try assertRefused(garbage, "\(garbage):1:9: font file 'fonts/Garbage.ttf' is not a font file")
        try write("fonts/Text.ttf", "I am a font, honest\n")
        try assertRefused(try write("t.yaml", "fonts: [fonts/Text.ttf]\ntitle: Hi\n"), "font file 'fonts/Text.ttf' is not a font file")
        try write("fonts/Empty.otf", Data())
        try assertRefused(try write("e.yaml", "fonts: [fonts/Empty.otf]\ntitle: Hi\n"), "font file 'fonts/Empty.otf' is not a font file")
        try write("fonts/Image.ttf", try png("p.png", width: 4, height: 4))
        try FileManager.default.removeItem(atPath: path("p.png"))
        try assertRefused(try write("i.yaml", "fonts: [fonts/Image.ttf]\ntitle: Hi\n"), "is not a font file")
        try assertRefused(try write("m.yaml", "fonts: [fonts/Missing.ttf]\ntitle: Hi\n"), "font file 'fonts/Missing.ttf' not found")
        try FileManager.default.createDirectory(atPath: path("fonts/Dir.ttf"), withIntermediateDirectories: true)
        try assertRefused(try write("d.yaml", "fonts: [fonts/Dir.ttf]\ntitle: Hi\n"), "font file 'fonts/Dir.ttf' not found")
        XCTAssertEqual(mkfifo(path("fonts/Fifo.ttf"), 0o644), 0)
        try assertRefused(try write("f.yaml", "fonts: [fonts/Fifo.ttf]\ntitle: Hi\n"), "font file 'fonts/Fifo.ttf' is not a regular file")
        // In a variant too.
        try assertRefused(try write("v.yaml", "title: Hi\nvariants:\n  v: { fonts: [fonts/Text.ttf] }\n"), "3:16: font file 'fonts/Text.ttf' is not a font file")
    }

    func testATruncatedFont() throws {
        guard let real = Self.realFont else { throw XCTSkip("no TrueType or OpenType font on this machine") }
        let font = try Data(contentsOf: URL(fileURLWithPath: real))
        let name = "fonts/Cut." + URL(fileURLWithPath: real).pathExtension
        try write(name, font.prefix(font.count / 3))
        try assertRefused(try write("t.yaml", "fonts: [\(name)]\ntitle: Hi\n"), "font file '\(name)' is truncated")
        // The whole font loads.
        try write("fonts/Whole." + URL(fileURLWithPath: real).pathExtension, font)
        let whole = try write("w.yaml", "fonts: [fonts/Whole.\(URL(fileURLWithPath: real).pathExtension)]\ntitle: Hi\n")
        let result = try run(["render", whole, "-o", "w.png"])
        XCTAssertEqual(result.status, 0, result.stderr)
    }

    func testAnUnreadableFont() throws {
        guard let real = Self.realFont else { throw XCTSkip("no font on this machine") }
        try write("fonts/Locked.ttf", try Data(contentsOf: URL(fileURLWithPath: real)))
        chmod(path("fonts/Locked.ttf"), 0o000)
        if isRoot {
            print("skipped: the unreadable font (tests run as root, where permission bits do not apply)")
            return
        }
        try assertRefused(try write("t.yaml", "fonts: [fonts/Locked.ttf]\ntitle: Hi\n"), "font file 'fonts/Locked.ttf' cannot be read (Permission denied)")
    }

    /// A raster named as the other raster kind renders as the same bytes under their own name do.
    private func assertSameRender(misnamed: String, named: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let renders = try [misnamed, named].enumerated().map { index, image -> Data in
            let output = "render\(index).png"
            let result = try run(["render", try write("t\(index).yaml", "backgroundColor: white\nimage: \(image)\ntitle: Hi\n"), "-o", output])
            XCTAssertEqual(result.status, 0, result.stderr, file: file, line: line)
            XCTAssertEqual(result.stderr, "", file: file, line: line)
            return try Data(contentsOf: URL(fileURLWithPath: path(output)))
        }
        XCTAssertEqual(renders[0], renders[1], "\(misnamed) drawn as \(named) is", file: file, line: line)
    }
}
