/// What changes over time on a screen: the content's fade and the image's animated properties.
/// The resting screen is `.resting`.
public struct RenderMoment: Equatable, Sendable {
    public var contentAlpha: Double
    public var imageRotation: Double
    public var imageScale: Double
    public var imageOpacity: Double

    public init(contentAlpha: Double = 1, imageRotation: Double = 0, imageScale: Double = 1, imageOpacity: Double = 1) {
        self.contentAlpha = contentAlpha; self.imageRotation = imageRotation
        self.imageScale = imageScale; self.imageOpacity = imageOpacity
    }

    public static let resting = RenderMoment()
}
