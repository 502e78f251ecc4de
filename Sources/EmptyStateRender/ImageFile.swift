import CCairo
import EmptyStateModel
import Foundation

/// Reading and sniffing image files without trusting them.
enum ImageFile {
    struct Problem: Error { var reason: String }

    /// The whole file: a regular file (not a folder, a FIFO or /dev/zero) of at most `limit`
    /// bytes, checked before it is read.
    static func read(_ path: String, limit: Int, what: String) throws -> [UInt8] {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw RenderError("\(path): cannot read the image (\(String(cString: strerror(errno))))") }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { throw RenderError("\(path): the image is not a regular file") }
        guard Int(info.st_size) <= limit else {
            throw RenderError("\(path): the \(what) is \(info.st_size) bytes; the limit is \(limit) bytes")
        }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size) + 1)
        var total = 0
        while total < bytes.count {
            let n = bytes.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + total, $0.count - total) }
            if n == 0 { break }
            if n < 0 {
                if errno == EINTR { continue }
                throw RenderError("\(path): cannot read the image (\(String(cString: strerror(errno))))")
            }
            total += n
        }
        guard total <= limit else { throw RenderError("\(path): the \(what) is more than \(limit) bytes; the limit is \(limit) bytes") }
        bytes.removeLast(bytes.count - total)
        return bytes
    }

    static let pngSignature = ImageFileContent.pngSignature

    /// The format of image bytes that come without a file name (`ImageFileContent.kind(of:)`).
    static func kind(of bytes: [UInt8]) -> ResolvedImageFile.Kind? { ImageFileContent.kind(of: bytes) }

    /// A raster decoded as what its bytes are, whatever its name says: UIImage (ImageIO) reads a
    /// PNG saved as `emptyImg.jpg` (Theweddingceremonylive's asset catalog) as a PNG, and so
    /// does this. A vector named as a raster, or bytes of no known kind, keep the name's kind.
    static func decodedAsItIs(_ file: ResolvedImageFile, _ bytes: [UInt8]) -> ResolvedImageFile {
        guard !file.kind.isVector, let sniffed = kind(of: bytes), !sniffed.isVector, sniffed != file.kind else { return file }
        return ResolvedImageFile(path: file.path, scale: file.scale, kind: sniffed)
    }

    /// Width and height from a PNG's IHDR, or nil when the bytes are not a PNG.
    static func pngSize(_ bytes: [UInt8]) -> (Int, Int)? {
        guard bytes.count >= 24, Array(bytes[0..<8]) == pngSignature, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        func be32(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (be32(16), be32(20))
    }

    /// Decodes PNG bytes with Cairo (libpng), from memory.
    static func decodePNG(_ bytes: [UInt8]) -> OpaquePointer {
        final class Reader {
            let bytes: [UInt8]
            var offset = 0
            init(_ bytes: [UInt8]) { self.bytes = bytes }
        }
        let reader = Reader(bytes)
        return withExtendedLifetime(reader) {
            cairo_image_surface_create_from_png_stream({ closure, buffer, length in
                let reader = Unmanaged<Reader>.fromOpaque(closure!).takeUnretainedValue()
                let length = Int(length)
                guard let buffer, length <= reader.bytes.count - reader.offset else { return CAIRO_STATUS_READ_ERROR }
                reader.bytes.withUnsafeBufferPointer { source in
                    buffer.update(from: source.baseAddress! + reader.offset, count: length)
                }
                reader.offset += length
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(reader).toOpaque())
        }
    }

    /// Width and height from a JPEG's frame header, after walking every segment to the end of
    /// the image: a truncated file (no EOI marker where the data ends) is refused, as libjpeg
    /// would otherwise fill the missing rows with grey and say nothing.
    static func jpegSize(_ bytes: [UInt8]) -> Result<(Int, Int), Problem> {
        guard bytes.count >= 3, bytes[0] == 0xFF, bytes[1] == 0xD8, bytes[2] == 0xFF else { return .failure(Problem(reason: "not a JPEG file")) }
        let truncated = Problem(reason: "the JPEG is truncated (it ends before its end-of-image marker)")
        return bytes.withUnsafeBufferPointer { b -> Result<(Int, Int), Problem> in
            let count = b.count
            var i = 2
            var size: (Int, Int)?
            var inScan = false
            func be16(_ at: Int) -> Int { Int(b[at]) << 8 | Int(b[at + 1]) }
            while true {
                if inScan {
                    // Entropy-coded data: find the next 0xFF quickly.
                    guard i < count, let found = memchr(b.baseAddress! + i, 0xFF, count - i) else { return .failure(truncated) }
                    i = b.baseAddress!.distance(to: found.assumingMemoryBound(to: UInt8.self))
                } else if i >= count {
                    return .failure(truncated)
                } else if b[i] != 0xFF {
                    return .failure(Problem(reason: "the JPEG is damaged (no marker at byte \(i))"))
                }
                while i < count, b[i] == 0xFF { i += 1 }
                guard i < count else { return .failure(truncated) }
                let marker = b[i]
                i += 1
                switch marker {
                case 0x00, 0xD0...0xD7:
                    // A stuffed 0xFF or a restart marker inside the scan.
                    guard inScan else { return .failure(Problem(reason: "the JPEG is damaged (a stray marker)")) }
                    continue
                case 0xD9:
                    guard let size, inScan else { return .failure(Problem(reason: "the JPEG is damaged (it has no image data)")) }
                    return .success(size)
                case 0x01:
                    continue
                default:
                    inScan = false
                    guard i + 2 <= count else { return .failure(truncated) }
                    let length = be16(i)
                    guard length >= 2 else { return .failure(Problem(reason: "the JPEG is damaged (a segment of length \(length))")) }
                    guard i + length <= count else { return .failure(truncated) }
                    if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                        guard length >= 8 else { return .failure(Problem(reason: "the JPEG is damaged (a short frame header)")) }
                        size = (be16(i + 5), be16(i + 3))
                    }
                    if marker == 0xDA { inScan = true }
                    i += length
                }
            }
        }
    }

    /// The MIME type and bytes of a `data:` URL, or nil.
    static func dataURL(_ text: String) -> (type: String, bytes: [UInt8])? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.lowercased().hasPrefix("data:"), let comma = trimmed.firstIndex(of: ",") else { return nil }
        let header = trimmed[trimmed.index(trimmed.startIndex, offsetBy: 5)..<comma].lowercased()
        let payload = String(trimmed[trimmed.index(after: comma)...])
        let type = String(header.split(separator: ";").first ?? "")
        if header.hasSuffix(";base64") {
            guard let data = Data(base64Encoded: payload, options: .ignoreUnknownCharacters) else { return (type, []) }
            return (type, [UInt8](data))
        }
        return (type, Array((payload.removingPercentEncoding ?? payload).utf8))
    }
}
