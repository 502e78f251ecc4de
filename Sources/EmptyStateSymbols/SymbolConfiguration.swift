import EmptyStateModel

/// `UIImage.SymbolConfiguration`'s rendering modes (`preferredSymbolRenderingMode`).
public enum SymbolRenderingMode: String, CaseIterable, Sendable {
    /// Every layer in one color: the tint, or the first of `colors`.
    case monochrome
    /// One color, each hierarchy level at its opacity (see `SymbolDrawing.levelOpacity`).
    case hierarchical
    /// A color per hierarchy level, in order; levels past the last color take the last.
    case palette
}

/// How a symbol is drawn, as `UIImage.SymbolConfiguration` says it: the point size the
/// template's units are scaled to (resolved from a text style by the caller), weight, scale,
/// rendering mode and colors, and the variable value.
public struct SymbolConfiguration: Equatable, Sendable {
    public var pointSize: Double
    public var weight: FontWeight
    public var scale: SymbolScale
    public var renderingMode: SymbolRenderingMode
    /// Resolved colors: monochrome and hierarchical use the first, palette one per level.
    public var colors: [Color]
    /// 0...1: variable layers whose threshold is above it are drawn dimmed; nil: all full.
    public var variableValue: Double?

    public init(pointSize: Double, weight: FontWeight = .regular, scale: SymbolScale = .medium,
                renderingMode: SymbolRenderingMode = .monochrome, colors: [Color], variableValue: Double? = nil) {
        self.pointSize = pointSize; self.weight = weight; self.scale = scale
        self.renderingMode = renderingMode; self.colors = colors; self.variableValue = variableValue
    }
}
