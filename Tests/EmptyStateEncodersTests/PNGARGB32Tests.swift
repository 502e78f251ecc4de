@testable import EmptyStateEncoders
import EmptyStateRender
import XCTest

/// The fast still path: Cairo ARGB32 (premultiplied) encoded where it lies. Same pixels as
/// unpremultiplying to RGBA first; opaque images become RGB PNGs.
final class PNGARGB32Tests: XCTestCase {
    /// Premultiplied ARGB32 words (native endian) with `stride` bytes a row (padding filled with junk).
    private func surface(width: Int, height: Int, stride: Int, _ pixel: (Int, Int) -> (a: UInt8, r: UInt8, g: UInt8, b: UInt8)) -> [UInt8] {
        var bytes = [UInt8](repeating: 0xAB, count: stride * height)
        for y in 0..<height {
            for x in 0..<width {
                let p = pixel(x, y)
                let word = UInt32(p.a) << 24 | UInt32(p.r) << 16 | UInt32(p.g) << 8 | UInt32(p.b)
                withUnsafeBytes(of: word) { bytes.replaceSubrange((y * stride + x * 4)..<(y * stride + x * 4 + 4), with: $0) }
            }
        }
        return bytes
    }

    private func straight(_ c: UInt8, _ a: UInt8) -> UInt8 {
        a == 0 ? 0 : UInt8(min(255, (Int(c) * 255 + Int(a) / 2) / Int(a)))
    }

    func testTranslucentPixelsComeOutUnpremultipliedAsRGBA() throws {
        let width = 37, height = 11, stride = 40 * 4
        // Every alpha, with colour values at or below it, as Cairo stores them.
        let argb = surface(width: width, height: height, stride: stride) { x, y in
            let a = UInt8((x * 7 + y * 29) % 256)
            return (a, UInt8(Int(a) * x / width), UInt8(Int(a) * y / height), a)
        }
        let data = try argb.withUnsafeBufferPointer { try PNGEncoder().encode(argb32: $0.baseAddress!, width: width, height: height, stride: stride) }
        let chunks = try readPNGChunks(data)
        XCTAssertEqual(chunks[0].data[9], 6, "RGBA")
        XCTAssertTrue(chunks.allSatisfy(\.crcMatches))
        let decoded = try PNGDecoder().decode(data)
        for y in 0..<height {
            for x in 0..<width {
                let i = y * stride + x * 4
                let (b, g, r, a) = (argb[i], argb[i + 1], argb[i + 2], argb[i + 3]) // little endian words
                let p = decoded.pixel(x: x, y: y)
                XCTAssertEqual([p.r, p.g, p.b, p.a], [straight(r, a), straight(g, a), straight(b, a), a], "(\(x), \(y))")
            }
        }
    }

    func testAnOpaqueImageIsWrittenAsRGB() throws {
        let width = 750, height = 40, stride = width * 4
        let argb = surface(width: width, height: height, stride: stride) { x, y in (255, UInt8(x % 256), UInt8(y), 200) }
        let data = try argb.withUnsafeBufferPointer { try PNGEncoder().encode(argb32: $0.baseAddress!, width: width, height: height, stride: stride) }
        let chunks = try readPNGChunks(data)
        XCTAssertEqual(chunks.map(\.type).first, "IHDR")
        XCTAssertEqual(chunks[0].data[9], 2, "RGB")
        XCTAssertTrue(chunks.allSatisfy(\.crcMatches))
        let decoded = try PNGDecoder().decode(data)
        XCTAssertEqual(decoded.width, width)
        for (x, y) in [(0, 0), (749, 39), (300, 17)] {
            let p = decoded.pixel(x: x, y: y)
            XCTAssertEqual([p.r, p.g, p.b, p.a], [UInt8(x % 256), UInt8(y), 200, 255])
        }
    }

    func testNothingToEncodeIsAnError() throws {
        let bytes = [UInt8](repeating: 0, count: 16)
        try bytes.withUnsafeBufferPointer { buffer in
            assertEncodeError(try PNGEncoder().encode(argb32: buffer.baseAddress!, width: 0, height: 1, stride: 16), contains: "nothing to encode")
            assertEncodeError(try PNGEncoder().encode(argb32: buffer.baseAddress!, width: 4, height: 1, stride: 8), contains: "the rows are shorter than the width")
        }
    }
}
