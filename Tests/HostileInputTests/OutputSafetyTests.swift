import EmptyStateEncoders
import EmptyStateRender
import Foundation
import XCTest

/// Nothing lost: an output never overwrites an input of its run, and an error or an interrupt
/// never leaves a half-written or temporary file.
final class OutputSafetyTests: HostileInputTestCase {
    func testTheTemplateItselfIsNotAnOutput() throws {
        let t = try write("t.png", "title: Hi\n")   // a template may have any extension
        let before = try Data(contentsOf: URL(fileURLWithPath: t))
        try assertRefused(t, output: "t.png", "the output t.png is the template itself", outputIsAnInput: true)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: t)), before, "the template is untouched")
        let yaml = try write("the-template.yaml", "title: Hi\n")
        try assertRefused(yaml, output: "the-template.yaml", "the output the-template.yaml is the template itself", outputIsAnInput: true)
    }

    func testAnImageOrFontOfTheRunIsNotAnOutput() throws {
        let icon = try png("art/icon.png", width: 20, height: 20)
        let t = try write("t.yaml", "image: art/icon\ntitle: Hi\n")
        try assertRefused(t, output: "art/icon.png", "the output art/icon.png is an image the template draws", outputIsAnInput: true)
        // Through another spelling of the path, and through a symbolic link.
        try assertRefused(t, output: "art/../art/icon.png", "is an image the template draws", outputIsAnInput: true)
        try FileManager.default.createSymbolicLink(atPath: path("link.png"), withDestinationPath: path("art/icon.png"))
        try assertRefused(t, output: "link.png", "is an image the template draws", outputIsAnInput: true)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path("art/icon.png"))), icon)
        // A button's background in another state, and a variant's image.
        _ = try png("art/pressed.png", width: 20, height: 20)
        let button = try write("b.yaml", "button: { title: { normal: Go }, backgroundImage: { highlighted: art/pressed } }\n")
        try assertRefused(button, output: "art/pressed.png", "is an image the template draws", outputIsAnInput: true)
        _ = try png("art/spinner.png", width: 20, height: 20)
        let variant = try write("v.yaml", "title: Hi\nvariants:\n  loading: { image: art/spinner }\n")
        try assertRefused(variant, output: "art/spinner.png", options: ["--variant", "loading"], "is an image the template draws", outputIsAnInput: true)
        // The SVG the template draws, written as SVG.
        try write("art/logo.svg", #"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>"#)
        let svg = try write("s.yaml", "image: art/logo\n")
        try assertRefused(svg, output: "art/logo.svg", "the output art/logo.svg is an image the template draws", outputIsAnInput: true)
        // A font file.
        if let real = Self.realFont {
            try write("fonts/Brand.svg", try Data(contentsOf: URL(fileURLWithPath: real)))
            let f = try write("f.yaml", "fonts: [fonts/Brand.svg]\ntitle: Hi\n")
            try assertRefused(f, output: "fonts/Brand.svg", "is a font file of the template", outputIsAnInput: true)
        }
    }

    func testFramesDoNotOverwriteInputs() throws {
        _ = try png("art/frame-0000.png", width: 8, height: 8)
        let t = try write("t.yaml", "image: art/frame-0000\ntitle: Hi\n")
        let before = listing()
        let result = try run(["render", t, "--frames", "art"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("--frames art would overwrite an image the template draws"), result.stderr)
        XCTAssertEqual(listing(), before)
    }

    func testAnOutputInAMissingFolderLeavesNothing() throws {
        let t = try write("t.yaml", "title: Hi\n")
        try assertRefused(t, output: "no/such/folder/out.png", "no/such/folder/out.png: cannot write (the folder no/such/folder does not exist)", namesTemplate: false)
        // An output that is a folder.
        try FileManager.default.createDirectory(atPath: path("out.png"), withIntermediateDirectories: true)
        let result = try run(["render", t, "-o", "out.png"])
        XCTAssertEqual(result.status, 1)
        XCTAssertFalse(listing().contains { $0.hasSuffix(".tmp") }, "\(listing())")
    }

    /// A long animation interrupted while it renders: exit 143 (or 130), no output, no temporary file.
    func testSIGTERMAndSIGINTDuringALongRender() throws {
        try write("art/spinner.svg", #"<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect x="16" width="8" height="16"/></svg>"#)
        let t = try write("t.yaml", """
        backgroundColor: white
        title: Loading
        image: { name: art/spinner, animation: { keyPath: transform.rotation.z, to: 6.2831853, duration: 1, repeatCount: inf } }
        animateImageView: true
        """)
        for (signal, status) in [(SIGTERM, Int32(143)), (SIGINT, Int32(130))] {
            let before = listing()
            let started = Date()
            let (process, out, err) = try start(["render", t, "-o", "x.apng", "--duration", "60"])
            Thread.sleep(forTimeInterval: 1.5)
            XCTAssertTrue(process.isRunning, "still rendering after 1.5 s")
            kill(process.processIdentifier, signal)
            let result = finish(process, out, err, timeout: 10, started: started)
            XCTAssertEqual(result.status, status, "exit status after signal \(signal); stderr: \(result.stderr)")
            XCTAssertFalse(result.signaled)
            XCTAssertEqual(listing(), before, "no output and no temporary file")
        }
    }

    /// Interrupted while the output is being written: the temporary file is removed.
    func testSIGTERMWhileTheTemporaryFileIsWritten() throws {
        // 3000 × 3000 pixels of noise, drawn at 3×: a ~30 MB PNG takes a while to write.
        var generator = SystemRandomNumberGenerator()
        let side = 3000
        var noise = [UInt8](repeating: 255, count: side * side * 4)
        for i in stride(from: 0, to: noise.count, by: 8) {
            let value = generator.next() as UInt64
            withUnsafeBytes(of: value) { bytes in for j in 0..<8 where i + j < noise.count && (i + j) % 4 != 3 { noise[i + j] = bytes[j] } }
        }
        try write("art/noise.png", try PNGEncoder().encode(PixelBuffer(width: side, height: side, rgba: noise)))
        let t = try write("t.yaml", "canvas: { size: [1000, 1000], scale: 3 }\ncustomView: art/noise\n")
        let before = listing()
        var caught = false
        for _ in 0..<5 where !caught {
            let started = Date()
            let (process, out, err) = try start(["render", t, "-o", "out.png"])
            // Wait for the temporary file to appear, then interrupt.
            while process.isRunning {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
                if names.contains(where: { $0.hasPrefix(".out.png.") && $0.hasSuffix(".tmp") }) {
                    kill(process.processIdentifier, SIGTERM)
                    caught = true
                    break
                }
                usleep(200)
            }
            let result = finish(process, out, err, timeout: 30, started: started)
            if caught {
                XCTAssertEqual(result.status, 143, result.stderr)
                XCTAssertEqual(listing(), before, "the temporary file is removed, no output")
            } else {
                try? FileManager.default.removeItem(atPath: path("out.png"))
            }
        }
        if !caught { print("note: the write finished before the test saw its temporary file (5 tries)") }
    }

    func testOutputFileLeavesNoTemporariesInProcess() throws {
        for i in 0..<20 { try OutputFile.write(Data(repeating: UInt8(i), count: 1000), to: path("f\(i).bin")) }
        XCTAssertThrowsError(try OutputFile.write(Data(), to: path("missing/f.bin")))
        XCTAssertEqual(OutputFile.temporariesInFlight, 0)
        XCTAssertEqual(listing().filter { $0.hasSuffix(".tmp") }, [])
        // An existing file is replaced whole; a symbolic link is replaced, not followed.
        try write("target.txt", "keep me")
        try FileManager.default.createSymbolicLink(atPath: path("link.bin"), withDestinationPath: path("target.txt"))
        try OutputFile.write(Data("new".utf8), to: path("link.bin"))
        XCTAssertEqual(try String(contentsOfFile: path("target.txt"), encoding: .utf8), "keep me")
        XCTAssertEqual(try String(contentsOfFile: path("link.bin"), encoding: .utf8), "new")
    }
}
