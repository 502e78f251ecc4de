import EmptyStateRender

/// How close two renders must be, named and measured as swift-snapshot-testing's
/// `assertSnapshot(of:as: .image(precision:perceptualPrecision:))`. The default is exact: any
/// changed pixel fails.
public struct Tolerance: Equatable, Sendable {
    /// The share of pixels, 0...1, that must match; 1 (the default) means all of them.
    public var precision: Double
    /// How close a pixel's color must be to count as matching, 0...1: 1 (the default) means the
    /// same bytes. Below 1 a pixel matches when its perceptual color difference (YIQ, as
    /// pixelmatch measures it) is at most `1 − perceptualPrecision` of the largest, and pixels
    /// that differ only because an edge was anti-aliased differently are not counted.
    /// 0.98 is swift-snapshot-testing's usual choice for "looks the same".
    public var perceptualPrecision: Double

    public init(precision: Double = 1, perceptualPrecision: Double = 1) {
        self.precision = precision; self.perceptualPrecision = perceptualPrecision
    }

    /// pixelmatch's terms: a per-pixel threshold and the share of pixels that may differ.
    public init(threshold: Double, maxDifferingShare: Double = 0) {
        self.init(precision: 1 - maxDifferingShare, perceptualPrecision: 1 - threshold)
    }

    /// The per-pixel YIQ threshold, 0 (exact) ... 1.
    public var threshold: Double { max(0, 1 - perceptualPrecision) }
    /// The share of pixels that may differ.
    public var maxDifferingShare: Double { max(0, 1 - precision) }

    public static let exact = Tolerance()

    /// Why the values are out of range, or nil.
    public var problem: String? {
        guard (0...1).contains(precision) else { return "precision must be between 0 and 1" }
        guard (0...1).contains(perceptualPrecision) else { return "perceptualPrecision must be between 0 and 1" }
        return nil
    }
}

/// The outcome of comparing an actual render with its reference.
public struct ComparisonResult: Equatable, Sendable {
    public var width: Int
    public var height: Int
    /// Pixels over the threshold that are not anti-aliasing.
    public var differingPixels: Int
    /// Pixels over the threshold judged to be anti-aliased edges, which do not count.
    public var antialiasedPixels: Int
    /// Where they differ, for the diff image: 0 same, 1 anti-aliased, 2 different.
    public var marks: [UInt8]
    public var sizeMismatch: Bool

    public var differingShare: Double { width * height == 0 ? 0 : Double(differingPixels) / Double(width * height) }

    public func passes(_ tolerance: Tolerance) -> Bool {
        // Counted, not compared as shares, so that 1 − 0.999 rounding cannot let a pixel through.
        !sizeMismatch && Double(differingPixels) <= tolerance.maxDifferingShare * Double(width * height) + 1e-9
    }

    public var summary: String {
        if sizeMismatch { return "sizes differ" }
        return "\(differingPixels) of \(width * height) pixels differ (\(String(format: "%.4f", differingShare * 100)) %), \(antialiasedPixels) anti-aliased pixels ignored"
    }
}

/// Compares two renders pixel by pixel with a perceptual color distance, not counting pixels
/// that differ only because an edge was anti-aliased differently (the method of pixelmatch:
/// YIQ color delta; an anti-aliased pixel has a neighbour darker and one brighter than itself
/// and those neighbours lie in flat areas of both images).
public enum PixelComparison {
    /// The largest possible YIQ delta, so that thresholds read as fractions of it.
    static let maxYIQDelta = 35215.0

    /// Threshold 0 is exact: every changed byte counts, anti-aliased or not.
    public static func compare(_ reference: PixelBuffer, _ actual: PixelBuffer, threshold: Double) -> ComparisonResult {
        guard reference.width == actual.width, reference.height == actual.height else {
            return ComparisonResult(width: actual.width, height: actual.height, differingPixels: actual.width * actual.height,
                                    antialiasedPixels: 0, marks: [], sizeMismatch: true)
        }
        let width = reference.width, height = reference.height
        let maxDelta = maxYIQDelta * threshold * threshold
        var marks = [UInt8](repeating: 0, count: width * height)
        var differing = 0, antialiased = 0
        reference.rgba.withUnsafeBufferPointer { a in
            actual.rgba.withUnsafeBufferPointer { b in
                let first = Image(pixels: a, width: width, height: height)
                let second = Image(pixels: b, width: width, height: height)
                for y in 0..<height {
                    for x in 0..<width {
                        let index = y * width + x
                        // Identical bytes need no colour arithmetic: most of a screen.
                        if a[index * 4] == b[index * 4], a[index * 4 + 1] == b[index * 4 + 1],
                           a[index * 4 + 2] == b[index * 4 + 2], a[index * 4 + 3] == b[index * 4 + 3] { continue }
                        if threshold <= 0 {
                            marks[index] = 2
                            differing += 1
                            continue
                        }
                        let delta = colorDelta(first, index, second, index, brightnessOnly: false)
                        guard abs(delta) > maxDelta else { continue }
                        if isAntialiased(first, x, y, other: second) || isAntialiased(second, x, y, other: first) {
                            marks[index] = 1
                            antialiased += 1
                        } else {
                            marks[index] = 2
                            differing += 1
                        }
                    }
                }
            }
        }
        return ComparisonResult(width: width, height: height, differingPixels: differing, antialiasedPixels: antialiased,
                                marks: marks, sizeMismatch: false)
    }

    struct Image {
        let pixels: UnsafeBufferPointer<UInt8>
        let width: Int
        let height: Int
    }

    /// Squared YIQ distance of two pixels, each blended over white; negative when the second
    /// is brighter (the sign tells anti-aliasing's darker and brighter neighbours apart).
    static func colorDelta(_ a: Image, _ i: Int, _ b: Image, _ j: Int, brightnessOnly: Bool) -> Double {
        func blended(_ image: Image, _ index: Int) -> (Double, Double, Double) {
            let p = index * 4
            let alpha = Double(image.pixels[p + 3]) / 255
            func over(_ c: UInt8) -> Double { 255 + (Double(c) - 255) * alpha }
            return (over(image.pixels[p]), over(image.pixels[p + 1]), over(image.pixels[p + 2]))
        }
        let (r1, g1, b1) = blended(a, i), (r2, g2, b2) = blended(b, j)
        let y1 = r1 * 0.29889531 + g1 * 0.58662247 + b1 * 0.11448223
        let y2 = r2 * 0.29889531 + g2 * 0.58662247 + b2 * 0.11448223
        let dy = y1 - y2
        if brightnessOnly { return dy }
        let di = (r1 * 0.59597799 - g1 * 0.27417610 - b1 * 0.32180189) - (r2 * 0.59597799 - g2 * 0.27417610 - b2 * 0.32180189)
        let dq = (r1 * 0.21147017 - g1 * 0.52261711 + b1 * 0.31114694) - (r2 * 0.21147017 - g2 * 0.52261711 + b2 * 0.31114694)
        let delta = 0.5053 * dy * dy + 0.299 * di * di + 0.1957 * dq * dq
        return y1 > y2 ? -delta : delta
    }

    /// Whether the pixel at (x, y) of `image` looks like part of an anti-aliased edge.
    static func isAntialiased(_ image: Image, _ x: Int, _ y: Int, other: Image) -> Bool {
        let x0 = max(x - 1, 0), y0 = max(y - 1, 0), x1 = min(x + 1, image.width - 1), y1 = min(y + 1, image.height - 1)
        let center = y * image.width + x
        var equalNeighbours = x0 == x || x1 == x || y0 == y || y1 == y ? 1 : 0
        var darkest = 0.0, brightest = 0.0
        var darkestAt = (0, 0), brightestAt = (0, 0)
        for ny in y0...y1 {
            for nx in x0...x1 where nx != x || ny != y {
                let delta = colorDelta(image, center, image, ny * image.width + nx, brightnessOnly: true)
                if delta == 0 {
                    equalNeighbours += 1
                    if equalNeighbours > 2 { return false }
                } else if delta < darkest {
                    darkest = delta; darkestAt = (nx, ny)
                } else if delta > brightest {
                    brightest = delta; brightestAt = (nx, ny)
                }
            }
        }
        // An edge pixel sits between a darker and a brighter neighbour.
        guard darkest != 0, brightest != 0 else { return false }
        return (hasManySiblings(image, darkestAt.0, darkestAt.1) && hasManySiblings(other, darkestAt.0, darkestAt.1))
            || (hasManySiblings(image, brightestAt.0, brightestAt.1) && hasManySiblings(other, brightestAt.0, brightestAt.1))
    }

    /// Whether at least three neighbours share the pixel's exact color: it lies in a flat area.
    static func hasManySiblings(_ image: Image, _ x: Int, _ y: Int) -> Bool {
        let x0 = max(x - 1, 0), y0 = max(y - 1, 0), x1 = min(x + 1, image.width - 1), y1 = min(y + 1, image.height - 1)
        let p = (y * image.width + x) * 4
        var same = x0 == x || x1 == x || y0 == y || y1 == y ? 1 : 0
        for ny in y0...y1 {
            for nx in x0...x1 where nx != x || ny != y {
                let q = (ny * image.width + nx) * 4
                if image.pixels[p] == image.pixels[q], image.pixels[p + 1] == image.pixels[q + 1],
                   image.pixels[p + 2] == image.pixels[q + 2], image.pixels[p + 3] == image.pixels[q + 3] {
                    same += 1
                    if same > 2 { return true }
                }
            }
        }
        return false
    }
}
