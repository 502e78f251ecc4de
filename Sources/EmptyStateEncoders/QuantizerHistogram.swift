import EmptyStateRender

/// How often each colour occurs across all frames, at 6 bits per channel (2^18 bins) so the
/// counts fit in a flat array however many distinct colours the frames hold. Each bin also keeps
/// the sum of its exact colours, for the bin's true mean, and the one exact colour it has seen,
/// so a screen with few colours gets a palette of exactly those colours.
struct QuantizerHistogram {
    static let binCount = 1 << 18
    /// Pixels with alpha below this are transparent in GIF, which has no partial transparency.
    static let alphaThreshold: UInt8 = 128
    /// `exactColors` markers; real colours are 0xRRGGBB, so they never collide with these.
    static let emptyBin: UInt32 = 0xFFFF_FFFF
    static let mixedBin: UInt32 = 0xFFFF_FFFE

    static func bin(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> Int {
        Int(red >> 2) << 12 | Int(green >> 2) << 6 | Int(blue >> 2)
    }

    private(set) var counts = [UInt32](repeating: 0, count: binCount)
    /// Red, green and blue sums of each bin, interleaved.
    private(set) var sums = [UInt64](repeating: 0, count: binCount * 3)
    private(set) var exactColors = [UInt32](repeating: emptyBin, count: binCount)
    private(set) var hasTransparency = false

    mutating func add(_ pixels: PixelBuffer, in rect: PixelRect) {
        var sawTransparency = false
        counts.withUnsafeMutableBufferPointer { counts in
            sums.withUnsafeMutableBufferPointer { sums in
                exactColors.withUnsafeMutableBufferPointer { exactColors in
                    pixels.rgba.withUnsafeBufferPointer { rgba in
                        for y in rect.y..<rect.maxY {
                            var i = (y * pixels.width + rect.x) * 4
                            for _ in 0..<rect.width {
                                defer { i += 4 }
                                guard rgba[i + 3] >= Self.alphaThreshold else { sawTransparency = true; continue }
                                let red = rgba[i], green = rgba[i + 1], blue = rgba[i + 2]
                                let bin = Self.bin(red, green, blue)
                                counts[bin] += 1
                                sums[bin * 3] += UInt64(red)
                                sums[bin * 3 + 1] += UInt64(green)
                                sums[bin * 3 + 2] += UInt64(blue)
                                let color = UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
                                if exactColors[bin] == Self.emptyBin {
                                    exactColors[bin] = color
                                } else if exactColors[bin] != color {
                                    exactColors[bin] = Self.mixedBin
                                }
                            }
                        }
                    }
                }
            }
        }
        hasTransparency = hasTransparency || sawTransparency
    }

    /// Every bin in use, with its mean colour and pixel count.
    var entries: [(bin: Int, entry: QuantizerEntry)] {
        counts.indices.compactMap { bin in
            let count = counts[bin]
            guard count > 0 else { return nil }
            let sum = SIMD3<Double>(Double(sums[bin * 3]), Double(sums[bin * 3 + 1]), Double(sums[bin * 3 + 2]))
            return (bin, QuantizerEntry(color: sum / Double(count), weight: Double(count)))
        }
    }
}
