import CPNGEncode
import EmptyStateRender
import Foundation

/// Reads a PNG back into pixels (for comparisons with references), through libpng.
public struct PNGDecoder: Sendable {
    public var maxPixels: Int
    public init(maxPixels: Int = 64_000_000) { self.maxPixels = maxPixels }

    public func decode(_ data: Data) throws -> PixelBuffer {
        var out: UnsafeMutablePointer<UInt8>?
        var width: Int32 = 0, height: Int32 = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = data.withUnsafeBytes { bytes in
            png_decode(bytes.bindMemory(to: UInt8.self).baseAddress, data.count, maxPixels, &out, &width, &height, &message, message.count)
        }
        guard status == 0, let out else { throw EncodeError(message: "not a readable PNG: \(String(cString: message))") }
        defer { free(out) }
        let count = Int(width) * Int(height) * 4
        return PixelBuffer(width: Int(width), height: Int(height), rgba: Array(UnsafeBufferPointer(start: out, count: count)))
    }

    public func decode(path: String) throws -> PixelBuffer {
        guard let data = FileManager.default.contents(atPath: path) else { throw EncodeError(message: "\(path): cannot read") }
        do { return try decode(data) } catch let error as EncodeError { throw EncodeError(message: "\(path): \(error.message)") }
    }
}
