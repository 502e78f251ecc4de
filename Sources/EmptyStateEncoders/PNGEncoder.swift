import CPNGEncode
import EmptyStateRender
import Foundation

public struct EncodeError: Error, CustomStringConvertible, Sendable {
    public var message: String
    public var description: String { message }
}

/// PNG through libpng. The defaults favour speed: zlib level 1 without row filters encodes a
/// flat empty-state screen several times faster than level 6 with adaptive filters, for files
/// not much larger (see README, Speed).
public struct PNGEncoder: Sendable {
    public var compressionLevel: Int32
    public var filters: Int32

    /// libpng's PNG_FILTER_NONE and PNG_ALL_FILTERS.
    public static let noFilter: Int32 = 0x08
    public static let allFilters: Int32 = 0xF8

    public init(compressionLevel: Int32 = 1, filters: Int32 = PNGEncoder.noFilter) {
        self.compressionLevel = compressionLevel; self.filters = filters
    }

    public func encode(_ pixels: PixelBuffer) throws -> Data {
        var out: UnsafeMutablePointer<UInt8>?
        var length = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = pixels.rgba.withUnsafeBufferPointer { rgba in
            png_encode(rgba.baseAddress, Int32(pixels.width), Int32(pixels.height), compressionLevel, filters,
                       &out, &length, &message, message.count)
        }
        guard status == 0, let out else {
            throw EncodeError(message: "PNG encoding failed: \(String(cString: message))")
        }
        defer { free(out) }
        return Data(bytes: out, count: length)
    }
}
