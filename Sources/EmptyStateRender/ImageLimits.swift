import EmptyStateModel

/// Limits on images, checked before their pixels are allocated. An image file is read once,
/// into memory, and decoded from there by the decoder its extension names (never one chosen
/// by sniffing the contents), so what is checked is what is drawn.
public enum ImageLimits {
    /// Pixels of a PNG or JPEG (and of an image embedded in an SVG).
    public static let pixels = 50_000_000
    /// Pixels of all the PNGs and JPEGs one renderer decodes (one template: every variant,
    /// state and scale), so ten images at the limit cannot take 2 GB.
    public static let totalPixels = 100_000_000
    /// Bytes of a PNG or JPEG file.
    public static let fileBytes = 64 << 20

    /// Bytes of a file of this kind.
    public static func bytes(_ kind: ResolvedImageFile.Kind) -> Int {
        switch kind {
        case .svg: return svgBytes
        case .pdf: return pdfBytes
        case .png, .jpeg: return fileBytes
        }
    }
    /// Bytes of an SVG file.
    public static let svgBytes = 4 << 20
    /// Bytes of an asset catalog's PDF vector (Xcode's are a few kilobytes of paths).
    public static let pdfBytes = 4 << 20
    /// Pixels a PDF vector covers at the render scale (its page size × scale²), as an SVG's.
    public static let pdfPixels = svgPixels
    /// Pixels an SVG covers at the render scale (its intrinsic size × scale²).
    public static let svgPixels = 16_000_000
    /// Elements in an SVG file.
    public static let svgElements = 10_000
    /// Elements an SVG draws once every `<use>` and `url(#...)` reference is followed.
    public static let svgDrawnElements = 20_000
    /// Filter primitives and masks drawn (each on an offscreen image as large as the SVG) × the
    /// SVG's pixels: librsvg blurs about 4 million pixels a second.
    public static let svgOffscreenPixels = 4_000_000
    /// Characters of text an SVG draws, and in one run of text (librsvg 2.54 lays a run out in
    /// time that grows with the square of its length: 2,000 characters take 1.5 s, 8,000 take 48 s).
    public static let svgTextCharacters = 20_000
    public static let svgTextRun = 1_000
    /// The sum of the squares of the lengths of an SVG's runs of text: four runs of 1,000
    /// characters, or 400 of 100 (about a second of librsvg's time).
    public static let svgTextRunSquares = 4_000_000
}
