@testable import EmptyStateEncoders
import EmptyStateRender
import XCTest

/// Unfiltered PNGs (every export and render) are written without libpng, for speed, and must
/// be byte for byte what libpng writes: same pixels, and files that stay identical from one
/// version to the next.
final class UnfilteredPNGTests: XCTestCase {
    /// A screen-like premultiplied ARGB32 surface: a flat background, a soft disc, noisy "text"
    /// rows and a gradient band, so that zlib sees long matches, literals and everything between.
    private func screen(width: Int, height: Int, stride: Int, alpha: (Int, Int) -> UInt8 = { _, _ in 255 }) -> [UInt8] {
        var bytes = [UInt8](repeating: 0x5A, count: stride * height)
        var noise: UInt32 = 2_463_534_242
        for y in 0..<height {
            for x in 0..<width {
                noise ^= noise << 13; noise ^= noise >> 17; noise ^= noise << 5
                var (r, g, b) = (242, 242, 247)
                let dx = Double(x - width / 2), dy = Double(y - height / 3)
                let distance = (dx * dx + dy * dy).squareRoot()
                if distance < Double(width) / 5 { (r, g, b) = (80, 125, 255) }
                if y % 37 < 9, x > width / 8, x < width * 7 / 8, noise % 3 == 0 { (r, g, b) = (28, 28, 30) }
                if y > height * 3 / 4 { (r, g, b) = (x % 256, y % 256, (x + y) % 256) }
                let a = Int(alpha(x, y))
                let word = UInt32(a) << 24 | UInt32(r * a / 255) << 16 | UInt32(g * a / 255) << 8 | UInt32(b * a / 255)
                withUnsafeBytes(of: word) { bytes.replaceSubrange((y * stride + x * 4)..<(y * stride + x * 4 + 4), with: $0) }
            }
        }
        return bytes
    }

    private func encodeBothWays(_ argb: [UInt8], width: Int, height: Int, stride: Int, level: Int32) throws -> (fast: Data, libpng: Data) {
        var libpngOnly = PNGEncoder(compressionLevel: level)
        libpngOnly.libpngOnly = true
        return try argb.withUnsafeBufferPointer { pixels in
            (try PNGEncoder(compressionLevel: level).encode(argb32: pixels.baseAddress!, width: width, height: height, stride: stride),
             try libpngOnly.encode(argb32: pixels.baseAddress!, width: width, height: height, stride: stride))
        }
    }

    func testOpaqueScreensAreLibpngsBytesAtEveryLevel() throws {
        // Widths that are and are not multiples of the four pixels converted at a time.
        for (width, height) in [(375, 160), (750, 96), (377, 90), (130, 130)] {
            let argb = screen(width: width, height: height, stride: width * 4 + 12)
            for level: Int32 in [0, 1, 2, 5, 6, 9] {
                let (fast, libpng) = try encodeBothWays(argb, width: width, height: height, stride: width * 4 + 12, level: level)
                XCTAssertEqual(fast, libpng, "\(width) × \(height) at level \(level)")
                XCTAssertEqual(try readPNGChunks(fast)[0].data[9], 2, "RGB")
            }
        }
    }

    func testTranslucentScreensAreLibpngsBytes() throws {
        // Alpha from the first row (a clear background), and only in the last row: the writer
        // starts as RGB and must start over as RGBA either way.
        let width = 321, height = 120
        let cases: [(String, (Int, Int) -> UInt8)] = [
            ("clear background", { x, y in UInt8((x * 3 + y) % 256) }),
            ("one translucent pixel in the last row", { x, y in y == height - 1 && x == width - 2 ? 128 : 255 }),
        ]
        for (name, alpha) in cases {
            let argb = screen(width: width, height: height, stride: width * 4, alpha: alpha)
            let (fast, libpng) = try encodeBothWays(argb, width: width, height: height, stride: width * 4, level: 1)
            XCTAssertEqual(fast, libpng, name)
            XCTAssertEqual(try readPNGChunks(fast)[0].data[9], 6, "\(name): RGBA")
        }
    }

    func testSmallImagesAndRGBABuffersAreLibpngsBytes() throws {
        // Up to 16384 bytes of rows libpng shrinks the zlib window: those stay with libpng.
        for (width, height) in [(1, 1), (40, 40), (64, 64), (65, 64), (300, 300)] {
            let argb = screen(width: width, height: height, stride: width * 4)
            let (fast, libpng) = try encodeBothWays(argb, width: width, height: height, stride: width * 4, level: 1)
            XCTAssertEqual(fast, libpng, "\(width) × \(height)")
            var rgba = [UInt8]()
            for i in Swift.stride(from: 0, to: argb.count, by: 4) { rgba += [argb[i + 2], argb[i + 1], argb[i], argb[i + 3]] }
            let buffer = PixelBuffer(width: width, height: height, rgba: rgba)
            var libpngOnly = PNGEncoder()
            libpngOnly.libpngOnly = true
            XCTAssertEqual(try PNGEncoder().encode(buffer), try libpngOnly.encode(buffer), "RGBA \(width) × \(height)")
        }
    }

    func testTheFastWriterIsUsedAndDecodesToTheSamePixels() throws {
        let width = 200, height = 100
        let argb = screen(width: width, height: height, stride: width * 4)
        let (fast, _) = try encodeBothWays(argb, width: width, height: height, stride: width * 4, level: 1)
        let chunks = try readPNGChunks(fast)
        XCTAssertEqual(chunks.map(\.type).filter { $0 != "IDAT" }, ["IHDR", "IEND"])
        XCTAssertTrue(chunks.allSatisfy(\.crcMatches))
        // libpng's chunking: IDATs of 8192 bytes, then the rest.
        let idats = chunks.filter { $0.type == "IDAT" }.map(\.data.count)
        XCTAssertEqual(Set(idats.dropLast()), idats.count > 1 ? [8192] : [])
        let decoded = try PNGDecoder().decode(fast)
        for (x, y) in [(0, 0), (100, 33), (199, 99), (57, 80)] {
            let i = (y * width + x) * 4
            let p = decoded.pixel(x: x, y: y)
            XCTAssertEqual([p.r, p.g, p.b, p.a], [argb[i + 2], argb[i + 1], argb[i], 255], "(\(x), \(y))")
        }
    }
}
