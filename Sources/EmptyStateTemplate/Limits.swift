/// Bounds on what a template may ask for, so that a mistaken or hostile file cannot make the
/// tool allocate without end. Each is checked before the memory it guards is allocated, and
/// each error names the limit and its value.
public enum TemplateLimits {
    /// The template file itself; only this much is ever read.
    public static let fileBytes = 1 << 20
    /// YAML nodes after aliases are expanded (`*name` counts as the whole anchored node), so an
    /// alias bomb ("billion laughs") is refused while it is still being scanned.
    public static let yamlNodes = 100_000
    /// Collections inside collections (flow `[[[` or block `- - -`).
    public static let yamlDepth = 64
    /// Unicode scalars of one text (a title, a description, a button title).
    public static let textCharacters = 10_000
    /// Localized texts inside a text's `args`, inside another's: an app nests one or two.
    public static let argumentNesting = 4
    /// Characters of `name` and of a variant's name (they name output files).
    public static let nameCharacters = 100
    /// Runs of one text.
    public static let runs = 100
    /// Font files of one template, and the size of each.
    public static let fontFiles = 32
    public static let fontFileBytes = 64 << 20
    public static let fontSize: ClosedRange<Double> = 0.5...1000
    public static let canvasPoints: ClosedRange<Double> = 1...10_000
    public static let canvasPixels = 64_000_000
    public static let offset: ClosedRange<Double> = -100_000...100_000
    public static let duration: ClosedRange<Double> = 0.001...3600
    /// How long an image animation may make an animated output: the whole of a finite one
    /// (duration × repeatCount), or one period of a repeating one (60 s is 3600 frames at 60 fps).
    public static let animationSeconds = 60.0
    public static let variants = 100
}
