import EmptyStateRender

/// At most `capacity` colours standing for every colour a histogram counted, and the mapping of
/// pixels to the index of their nearest colour (no dithering: dithered flat backgrounds would
/// shimmer from frame to frame and compress badly).
struct QuantizerColorMap {
    private(set) var colors: [SIMD3<UInt8>]
    /// Palette index per histogram bin; `unknown` for bins the histogram never saw, filled in
    /// when a pixel first needs one.
    private var lookup: [UInt16]
    private let centers: [SIMD3<Double>]
    private static let unknown = UInt16.max

    init(histogram: QuantizerHistogram, capacity: Int) {
        precondition(capacity >= 1)
        let used = histogram.entries
        lookup = [UInt16](repeating: Self.unknown, count: QuantizerHistogram.binCount)
        let exact = used.map { histogram.exactColors[$0.bin] }
        if used.count <= capacity, !exact.contains(QuantizerHistogram.mixedBin) {
            // Few enough colours, and no two sharing a bin: keep them exactly.
            colors = exact.map { SIMD3(UInt8($0 >> 16), UInt8($0 >> 8 & 0xFF), UInt8($0 & 0xFF)) }
            for (index, item) in used.enumerated() { lookup[item.bin] = UInt16(index) }
        } else {
            let palette = quantizerPalette(used.map(\.entry), maxColors: capacity)
            colors = palette.map { SIMD3<UInt8>(($0.rounded(.toNearestOrAwayFromZero)).clamped(lowerBound: .zero, upperBound: SIMD3(repeating: 255))) }
            let rounded = colors.map(SIMD3<Double>.init)
            for item in used { lookup[item.bin] = UInt16(nearestColor(to: item.entry.color, in: rounded)) }
        }
        if colors.isEmpty { colors = [.zero] } // every pixel was transparent; GIF still wants a colour
        centers = colors.map(SIMD3<Double>.init)
    }

    /// Writes the palette index of each pixel of `rect` into `indices`, a full-frame index image;
    /// transparent pixels get `transparentIndex`.
    mutating func map(_ pixels: PixelBuffer, in rect: PixelRect, into indices: inout [UInt8], transparentIndex: UInt8?) {
        let centers = centers
        lookup.withUnsafeMutableBufferPointer { lookup in
            pixels.rgba.withUnsafeBufferPointer { rgba in
                indices.withUnsafeMutableBufferPointer { indices in
                    for y in rect.y..<rect.maxY {
                        var pixel = y * pixels.width + rect.x
                        for _ in 0..<rect.width {
                            defer { pixel += 1 }
                            let i = pixel * 4
                            guard rgba[i + 3] >= QuantizerHistogram.alphaThreshold else {
                                guard let transparentIndex else { preconditionFailure("transparent pixel without a transparent index") }
                                indices[pixel] = transparentIndex
                                continue
                            }
                            let bin = QuantizerHistogram.bin(rgba[i], rgba[i + 1], rgba[i + 2])
                            if lookup[bin] == Self.unknown {
                                // The bin's centre stands in for its colours, as counted bins use their mean.
                                let center = SIMD3<Double>(Double(bin >> 12) * 4 + 2, Double(bin >> 6 & 63) * 4 + 2, Double(bin & 63) * 4 + 2)
                                lookup[bin] = UInt16(nearestColor(to: center, in: centers))
                            }
                            indices[pixel] = UInt8(lookup[bin])
                        }
                    }
                }
            }
        }
    }
}
