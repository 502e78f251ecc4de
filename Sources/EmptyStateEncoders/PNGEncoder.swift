import CPNGEncode
import EmptyStateLayout
import EmptyStateMotion
import EmptyStateRender
import Foundation

public struct EncodeError: Error, CustomStringConvertible, Sendable {
    public var message: String
    public var description: String { message }
}

/// PNG through libpng. The defaults favour speed: zlib level 1 without row filters encodes a
/// flat empty-state screen several times faster than level 6 with adaptive filters, for files
/// not much larger (see docs/speed.md).
public struct PNGEncoder: Sendable {
    public var compressionLevel: Int32
    public var filters: Int32
    /// Every image through libpng. Unfiltered images are otherwise written by a faster writer
    /// that gives libpng's bytes exactly (Sources/CPNGEncode/png_rows.h); the tests compare them.
    public var libpngOnly = false

    /// libpng's PNG_FILTER_NONE and PNG_ALL_FILTERS.
    public static let noFilter: Int32 = 0x08
    public static let allFilters: Int32 = 0xF8

    /// For references and snapshots: written once and kept, so compressed as well as zlib can.
    public static let reference = PNGEncoder(compressionLevel: 9, filters: PNGEncoder.allFilters)

    public init(compressionLevel: Int32 = 1, filters: Int32 = PNGEncoder.noFilter) {
        self.compressionLevel = compressionLevel; self.filters = filters
    }

    /// Encodes Cairo ARGB32 pixels (premultiplied) where they lie, without an RGBA copy; an
    /// opaque image becomes an RGB PNG. The pixels are those `ScreenRenderer.unpremultiplied`
    /// would give.
    public func encode(argb32 data: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int) throws -> Data {
        var out: UnsafeMutablePointer<UInt8>?
        var length = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = png_encode_argb32(data, Int32(width), Int32(height), Int32(stride), compressionLevel, filters, libpngOnly ? 1 : 0,
                                       &out, &length, &message, message.count)
        guard status == 0, let out else {
            throw EncodeError(message: "PNG encoding failed: \(String(cString: message))")
        }
        defer { free(out) }
        return Data(bytes: out, count: length)
    }

    public func encode(_ pixels: PixelBuffer) throws -> Data {
        var out: UnsafeMutablePointer<UInt8>?
        var length = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = pixels.rgba.withUnsafeBufferPointer { rgba in
            png_encode(rgba.baseAddress, Int32(pixels.width), Int32(pixels.height), compressionLevel, filters, libpngOnly ? 1 : 0,
                       &out, &length, &message, message.count)
        }
        guard status == 0, let out else {
            throw EncodeError(message: "PNG encoding failed: \(String(cString: message))")
        }
        defer { free(out) }
        return Data(bytes: out, count: length)
    }
}

extension ScreenRenderer {
    /// The layout drawn and encoded as PNG, straight from the renderer's surface: the fast path
    /// for stills (no PixelBuffer, no unpremultiplied copy).
    public func renderPNG(_ layout: ScreenLayout, moment: RenderMoment = .resting, encoder: PNGEncoder = PNGEncoder(),
                          probe: DrawnElementProbe? = nil) throws -> Data {
        try withRenderedSurface(layout, moment: moment, probe: probe) { argb, width, height, stride in
            try encoder.encode(argb32: argb, width: width, height: height, stride: stride)
        }
    }
}
