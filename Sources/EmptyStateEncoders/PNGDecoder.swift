import CPNGEncode
import CZlib
import EmptyStateRender
import Foundation

/// Reads a PNG back into pixels (for comparisons with references), through libpng. Errors say
/// in plain words what is wrong with the file (empty, not a PNG, truncated, damaged), never
/// libpng's internal messages.
public struct PNGDecoder: Sendable {
    public var maxPixels: Int
    public init(maxPixels: Int = 64_000_000) { self.maxPixels = maxPixels }

    public func decode(_ data: Data) throws -> PixelBuffer {
        if let problem = PNGStructure.problem(in: data) { throw EncodeError(message: "not a readable PNG (\(problem))") }
        var out: UnsafeMutablePointer<UInt8>?
        var width: Int32 = 0, height: Int32 = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = data.withUnsafeBytes { bytes in
            png_decode(bytes.bindMemory(to: UInt8.self).baseAddress, data.count, maxPixels, &out, &width, &height, &message, message.count)
        }
        guard status == 0, let out else {
            let reason = String(cString: message).contains("over the limit") ? "larger than \(maxPixels) pixels" : "its image data is damaged"
            throw EncodeError(message: "not a readable PNG (\(reason))")
        }
        defer { free(out) }
        let count = Int(width) * Int(height) * 4
        return PixelBuffer(width: Int(width), height: Int(height), rgba: Array(UnsafeBufferPointer(start: out, count: count)))
    }

    public func decode(path: String) throws -> PixelBuffer {
        let data = try Self.read(path)
        do { return try decode(data) } catch let error as EncodeError { throw EncodeError(message: "\(path): \(error.message)") }
    }

    /// The file's bytes, or why they cannot be had: a folder, not a regular file, unreadable.
    static func read(_ path: String) throws -> Data {
        var info = stat()
        guard stat(path, &info) == 0 else { throw EncodeError(message: "\(path): cannot read (\(OutputFile.plainReason(errno)))") }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: throw EncodeError(message: "\(path): is a folder, not a PNG")
        case S_IFREG: break
        default: throw EncodeError(message: "\(path): is not a regular file")
        }
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw EncodeError(message: "\(path): cannot read (\(OutputFile.plainReason(errno)))") }
        let handle = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
        do { return try handle.readToEnd() ?? Data() } catch {
            throw EncodeError(message: "\(path): cannot read (an input/output error)")
        }
    }
}

/// What is wrong with a PNG's structure, found by walking its chunks before libpng sees it.
enum PNGStructure {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    static func problem(in data: Data) -> String? {
        if data.isEmpty { return "the file is empty" }
        let bytes = [UInt8](data.prefix(8))
        guard bytes.count == 8, bytes == signature else {
            return bytes.count < 8 && signature.starts(with: bytes) ? "truncated" : "not a PNG file"
        }
        var offset = 8
        var first = true
        while offset + 8 <= data.count {
            let length = data.subdata(in: offset..<offset + 4).reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: data.subdata(in: offset + 4..<offset + 8), as: UTF8.self)
            if first, type != "IHDR" { return "damaged: it does not start with a header" }
            first = false
            let end = offset + 12 + length
            if length > 0x7FFF_FFFF || end > data.count { return "truncated" }
            let stored = data.subdata(in: end - 4..<end).reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            if stored != crc32(of: data, from: offset + 4, to: end - 4) { return "damaged: a chunk's checksum is wrong" }
            if type == "IEND" { return nil }
            offset = end
        }
        return "truncated"
    }

    /// zlib's CRC-32, as PNG defines it, over type and data.
    private static func crc32(of data: Data, from start: Int, to end: Int) -> UInt32 {
        data.withUnsafeBytes { raw in
            UInt32(truncatingIfNeeded: CZlib.crc32(CZlib.crc32(0, nil, 0), raw.baseAddress!.assumingMemoryBound(to: UInt8.self) + start, uInt(end - start)))
        }
    }
}
