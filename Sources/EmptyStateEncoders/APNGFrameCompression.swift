import CZlib
import EmptyStateRender

/// The zlib stream for one APNG frame's IDAT or fdAT: the rows of `rect`, each behind filter
/// byte 0 (None). Row filters would shrink files a little but cost most of the encoding time on
/// flat UI screens, the same trade-off `PNGEncoder` makes.
func deflateRows(of pixels: PixelBuffer, in rect: PixelRect, level: Int32) throws -> [UInt8] {
    let rowBytes = rect.width * 4
    var raw = [UInt8](repeating: 0, count: rect.height * (rowBytes + 1))
    raw.withUnsafeMutableBufferPointer { raw in
        pixels.rgba.withUnsafeBufferPointer { source in
            for row in 0..<rect.height {
                let from = ((rect.y + row) * pixels.width + rect.x) * 4
                let to = row * (rowBytes + 1) + 1 // byte before it stays 0: filter None
                (raw.baseAddress! + to).update(from: source.baseAddress! + from, count: rowBytes)
            }
        }
    }

    var length = compressBound(uLong(raw.count))
    var compressed = [UInt8](repeating: 0, count: Int(length))
    let status = compressed.withUnsafeMutableBufferPointer { out in
        raw.withUnsafeBufferPointer { compress2(out.baseAddress, &length, $0.baseAddress, uLong($0.count), level) }
    }
    guard status == Z_OK else {
        throw EncodeError(message: "APNG: zlib compression failed (\(String(cString: zError(status))))")
    }
    compressed.removeSubrange(Int(length)...)
    return compressed
}
