import CZlib
import Foundation

/// Apple's iOS-optimized PNG (`pngcrush -iphone`, Xcode's "Compress PNG Files"; found in apps'
/// repositories taken from a built app): a `CgBI` chunk first, the image data deflated without
/// zlib's header, pixels in BGR(A) order with the colour premultiplied by alpha. iOS draws it;
/// libpng refuses it. Rewritten here as a standard PNG (RGB(A), straight alpha), then decoded
/// as any other.
enum AppleCrushedPNG {
    struct Header {
        var width: Int
        var height: Int
        var hasAlpha: Bool
    }

    static func isCrushed(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 16 && bytes.starts(with: ImageFile.pngSignature) && Array(bytes[12..<16]) == Array("CgBI".utf8)
    }

    /// A crushed PNG's size from its header (which follows the `CgBI` chunk), before anything
    /// is inflated; nil for any other bytes.
    static func size(_ bytes: [UInt8]) -> (Int, Int)? {
        guard isCrushed(bytes) else { return nil }
        let ihdr = 8 + 12 + (bytes[8..<12].reduce(0) { $0 << 8 | Int($1) })
        guard ihdr >= 0, ihdr + 16 <= bytes.count, Array(bytes[ihdr + 4..<ihdr + 8]) == Array("IHDR".utf8) else { return nil }
        func be32(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (be32(ihdr + 8), be32(ihdr + 12))
    }

    /// The standard PNG of a crushed one; nil for any other bytes.
    static func standard(_ bytes: [UInt8], path: String) throws -> [UInt8]? {
        guard isCrushed(bytes) else { return nil }
        var header: Header?
        var compressed: [UInt8] = []
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            let start = offset + 8
            guard length >= 0, length <= bytes.count - start - 4 else { throw RenderError("\(path): an iOS-optimized PNG that is truncated") }
            let data = bytes[start..<start + length]
            switch type {
            case "IHDR":
                guard length == 13 else { throw RenderError("\(path): an iOS-optimized PNG with a damaged header") }
                let value = Array(data)
                func be32(_ at: Int) -> Int { value[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
                // 8 bits per channel, RGB or RGBA, not interlaced: what `pngcrush -iphone` writes.
                guard value[8] == 8, value[9] == 6 || value[9] == 2, value[12] == 0 else {
                    throw RenderError("\(path): an iOS-optimized PNG of a kind not read (bit depth \(value[8]), colour type \(value[9]), interlace \(value[12]))")
                }
                header = Header(width: be32(0), height: be32(4), hasAlpha: value[9] == 6)
            case "IDAT":
                compressed += data
            case "IEND":
                offset = bytes.count
                continue
            default:
                break
            }
            offset = start + length + 4
        }
        guard let header else { throw RenderError("\(path): an iOS-optimized PNG without a header") }
        let channels = header.hasAlpha ? 4 : 3
        let stride = header.width * channels
        let expected = header.height * (stride + 1)
        guard var rows = inflateRaw(compressed, expected: expected), rows.count == expected else {
            throw RenderError("\(path): an iOS-optimized PNG whose image data cannot be decoded")
        }
        try unfilter(&rows, height: header.height, stride: stride, channels: channels, path: path)
        straighten(&rows, height: header.height, stride: stride, channels: channels)
        return encode(rows, header)
    }

    /// Raw deflate (no zlib header), as the crushed format stores it.
    static func inflateRaw(_ input: [UInt8], expected: Int) -> [UInt8]? {
        var stream = z_stream()
        guard inflateInit2_(&stream, -MAX_WBITS, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }
        defer { inflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: expected)
        var input = input
        let status = input.withUnsafeMutableBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target -> Int32 in
                stream.next_in = source.baseAddress
                stream.avail_in = uInt(source.count)
                stream.next_out = target.baseAddress
                stream.avail_out = uInt(target.count)
                return inflate(&stream, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END || status == Z_OK || status == Z_BUF_ERROR, Int(stream.total_out) == expected else { return nil }
        return output
    }

    /// PNG's five row filters undone in place; each row keeps its (now zero) filter byte.
    static func unfilter(_ rows: inout [UInt8], height: Int, stride: Int, channels: Int, path: String) throws {
        for row in 0..<height {
            let start = row * (stride + 1)
            let filter = rows[start]
            rows[start] = 0
            let line = start + 1, above = line - (stride + 1)
            for x in 0..<stride {
                let left = x >= channels ? Int(rows[line + x - channels]) : 0
                let up = row > 0 ? Int(rows[above + x]) : 0
                let upLeft = row > 0 && x >= channels ? Int(rows[above + x - channels]) : 0
                let predicted: Int
                switch filter {
                case 0: predicted = 0
                case 1: predicted = left
                case 2: predicted = up
                case 3: predicted = (left + up) / 2
                case 4:
                    let estimate = left + up - upLeft
                    let (a, b, c) = (abs(estimate - left), abs(estimate - up), abs(estimate - upLeft))
                    predicted = a <= b && a <= c ? left : (b <= c ? up : upLeft)
                default: throw RenderError("\(path): an iOS-optimized PNG with an unknown row filter \(filter)")
                }
                rows[line + x] = UInt8(truncatingIfNeeded: Int(rows[line + x]) + predicted)
            }
        }
    }

    /// BGR(A) → RGB(A), and premultiplied colour back to straight.
    static func straighten(_ rows: inout [UInt8], height: Int, stride: Int, channels: Int) {
        for row in 0..<height {
            var pixel = row * (stride + 1) + 1
            let end = pixel + stride
            while pixel < end {
                rows.swapAt(pixel, pixel + 2)
                if channels == 4 {
                    let alpha = Int(rows[pixel + 3])
                    for channel in 0..<3 {
                        let value = Int(rows[pixel + channel])
                        rows[pixel + channel] = alpha == 0 ? 0 : UInt8(min(255, (value * 255 + alpha / 2) / alpha))
                    }
                }
                pixel += channels
            }
        }
    }

    /// A standard PNG of unfiltered rows: IHDR, one zlib-compressed IDAT, IEND.
    static func encode(_ rows: [UInt8], _ header: Header) -> [UInt8] {
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            var body = Array(type.utf8) + data
            let crc = body.withUnsafeMutableBufferPointer { crc32(crc32(0, nil, 0), $0.baseAddress, uInt($0.count)) }
            body = withUnsafeBytes(of: UInt32(data.count).bigEndian, Array.init) + body
            return body + withUnsafeBytes(of: UInt32(truncatingIfNeeded: crc).bigEndian, Array.init)
        }
        var ihdr = withUnsafeBytes(of: UInt32(header.width).bigEndian, Array.init) + withUnsafeBytes(of: UInt32(header.height).bigEndian, Array.init)
        ihdr += [8, header.hasAlpha ? 6 : 2, 0, 0, 0]
        var bound = compressBound(uLong(rows.count))
        var deflated = [UInt8](repeating: 0, count: Int(bound))
        var source = rows
        let status = deflated.withUnsafeMutableBufferPointer { target in
            source.withUnsafeMutableBufferPointer { compress2(target.baseAddress, &bound, $0.baseAddress, uLong($0.count), 1) }
        }
        deflated.removeLast(deflated.count - (status == Z_OK ? Int(bound) : deflated.count))
        return ImageFile.pngSignature + chunk("IHDR", ihdr) + chunk("IDAT", deflated) + chunk("IEND", [])
    }
}
