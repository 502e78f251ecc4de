import EmptyStateLayout
import EmptyStateModel

/// Measures text as a fixed number of lines of `size × 1.2` points, and images by name.
struct FixedMeasurer: ContentMeasuring {
    var lines: [String: Int] = [:]
    var images: [String: Size] = [:]

    func measure(_ text: StyledText, role: LabelRole, width: Double, singleLine: Bool) throws -> TextMeasurement {
        let size = text.resolvedFont(for: role).size
        let wrapped = singleLine ? 1 : (lines[text.text] ?? 1)
        // numberOfLines cuts the rest, as the shaper does.
        let count = text.numberOfLines > 0 ? min(wrapped, text.numberOfLines) : wrapped
        var measurement = TextMeasurement(lines: Array(repeating: LineMetrics(height: size * 1.2, ascent: size, width: 100), count: count))
        measurement.truncated = count < wrapped
        return measurement
    }

    func size(of image: ImageSpec) throws -> Size {
        guard let size = images[image.name] else { throw LayoutTestError.missingImage(image.name) }
        return size
    }
}

enum LayoutTestError: Error { case missingImage(String) }
