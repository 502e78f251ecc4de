import CZlib
import EmptyStateRender

/// The zlib stream for one APNG frame's IDAT or fdAT: the rows of `rect`, each behind filter
/// byte 0 (None). Row filters would shrink files a little but cost most of the encoding time on
/// flat UI screens, the same trade-off `PNGEncoder` makes.
///
/// The rows are fed to zlib straight from the frame, so no copy of the rectangle is made; the
/// output grows as zlib fills it (a flat screen compresses to a few percent of its size).
func deflateRows(of pixels: PixelBuffer, in rect: PixelRect, level: Int32) throws -> [UInt8] {
    precondition(rect.x >= 0 && rect.y >= 0 && rect.width > 0 && rect.height > 0
                 && rect.maxX <= pixels.width && rect.maxY <= pixels.height)
    let rowBytes = rect.width * 4
    var stream = z_stream()
    var status = deflateInit_(&stream, level, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
    guard status == Z_OK else { throw zlibError(status) }
    defer { deflateEnd(&stream) }

    let chunk = 1 << 16
    var output = [UInt8]()
    var buffer = [UInt8](repeating: 0, count: chunk)
    var filter: UInt8 = 0 // None

    status = pixels.rgba.withUnsafeBufferPointer { source -> Int32 in
        buffer.withUnsafeMutableBufferPointer { out -> Int32 in
            /// Runs deflate over what `next_in` holds, moving its output to `output`.
            func run(_ flush: Int32) -> Int32 {
                repeat {
                    stream.next_out = out.baseAddress
                    stream.avail_out = uInt(chunk)
                    let status = deflate(&stream, flush)
                    // Z_BUF_ERROR only says there was nothing to do (no input left, output drained).
                    if status == Z_BUF_ERROR && flush == Z_NO_FLUSH { return Z_OK }
                    if status != Z_OK && status != Z_STREAM_END { return status }
                    output.append(contentsOf: UnsafeBufferPointer(start: out.baseAddress, count: chunk - Int(stream.avail_out)))
                    if status == Z_STREAM_END { return Z_OK }
                } while stream.avail_out == 0 || (flush == Z_FINISH)
                return Z_OK
            }
            for row in 0..<rect.height {
                let from = ((rect.y + row) * pixels.width + rect.x) * 4
                var status = withUnsafeMutablePointer(to: &filter) { filter -> Int32 in
                    stream.next_in = filter
                    stream.avail_in = 1
                    return run(Z_NO_FLUSH)
                }
                guard status == Z_OK else { return status }
                stream.next_in = UnsafeMutablePointer(mutating: source.baseAddress! + from)
                stream.avail_in = uInt(rowBytes)
                status = run(row == rect.height - 1 ? Z_FINISH : Z_NO_FLUSH)
                guard status == Z_OK else { return status }
            }
            return Z_OK
        }
    }
    stream.next_in = nil
    guard status == Z_OK else { throw zlibError(status) }
    return output
}

private func zlibError(_ status: Int32) -> EncodeError {
    EncodeError(message: "APNG: zlib compression failed (\(String(cString: zError(status))))")
}
