/// `UIView.ContentMode` for an image in a frame that is not its size.
public enum ImageContentMode: String, CaseIterable, Sendable {
    case scaleAspectFit, scaleAspectFill, center
}

/// How an image view is sized beyond DZN's "at its intrinsic size": a maximum size (DZN #313,
/// #421), how the image fills its frame, rounded corners, a symbol-like point size, and a
/// redrawn image's fraction of its size.
public struct ImageSizing: Equatable, Sendable {
    /// The frame is at most this size; nil: no limit.
    public var maxSize: Size?
    public var contentMode: ImageContentMode = .scaleAspectFit
    /// Clips the frame to a rounded rectangle.
    public var cornerRadius: Double?
    /// As `UIImage.SymbolConfiguration(pointSize:)`: an SVG scaled so that its height is this
    /// many points (a symbol's em box), its width in proportion.
    public var pointSize: Double?
    /// The image redrawn at this fraction of its size before it is shown (an app that draws it
    /// into a smaller graphics context: `image.size.applying(CGAffineTransform(scaleX: 0.2, y: 0.2))`).
    public var resizedBy: Double?

    public init(maxSize: Size? = nil, contentMode: ImageContentMode = .scaleAspectFit, cornerRadius: Double? = nil, pointSize: Double? = nil) {
        self.maxSize = maxSize; self.contentMode = contentMode; self.cornerRadius = cornerRadius; self.pointSize = pointSize
    }

    public var isDefault: Bool { self == ImageSizing() }

    /// The largest canvas side (TemplateLimits.canvasPoints).
    static let largestSide = 10_000.0

    /// The image view's frame size and the size the image is drawn at (centered in the frame,
    /// clipped to it), for an image of `natural` size.
    public func place(_ natural: Size) -> (frame: Size, drawn: Size) {
        var size = natural
        if let factor = resizedBy { size = Size(width: natural.width * factor, height: natural.height * factor) }
        if let point = pointSize, natural.height > 0 {
            size = Size(width: natural.width * point / natural.height, height: point)
            // A very wide vector scaled up stays within the largest canvas, in proportion.
            if size.width > Self.largestSide { size = Size(width: Self.largestSide, height: point * Self.largestSide / size.width) }
        }
        guard let limit = maxSize, size.width > limit.width || size.height > limit.height else { return (size, size) }
        let fit = min(limit.width / max(size.width, 1e-9), limit.height / max(size.height, 1e-9))
        switch contentMode {
        case .scaleAspectFit:
            let fitted = Size(width: size.width * fit, height: size.height * fit)
            return (fitted, fitted)
        case .scaleAspectFill:
            let frame = Size(width: min(size.width, limit.width), height: min(size.height, limit.height))
            let fill = max(frame.width / max(size.width, 1e-9), frame.height / max(size.height, 1e-9))
            return (frame, Size(width: size.width * fill, height: size.height * fill))
        case .center:
            return (Size(width: min(size.width, limit.width), height: min(size.height, limit.height)), size)
        }
    }
}
