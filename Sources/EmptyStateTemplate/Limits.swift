/// Bounds on what a template may ask for, so that a mistaken or hostile file cannot make the
/// tool allocate without end.
public enum TemplateLimits {
    public static let fileBytes = 1 << 20
    public static let textCharacters = 10_000
    public static let fontSize: ClosedRange<Double> = 0.5...1000
    public static let canvasPoints: ClosedRange<Double> = 1...10_000
    public static let canvasPixels = 64_000_000
    public static let offset: ClosedRange<Double> = -100_000...100_000
    public static let duration: ClosedRange<Double> = 0.001...3600
    public static let variants = 100
}
