/// UIFont weights, as `UIFont.Weight`.
public enum FontWeight: String, CaseIterable, Sendable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// The CSS / OpenType weight class (100...900).
    public var cssWeight: Int {
        switch self {
        case .ultraLight: return 100
        case .thin: return 200
        case .light: return 300
        case .regular: return 400
        case .medium: return 500
        case .semibold: return 600
        case .bold: return 700
        case .heavy: return 800
        case .black: return 900
        }
    }
}

/// A font as an iOS app names it: `system` (the default), a family name, or a PostScript name.
public struct FontSpec: Equatable, Hashable, Sendable {
    public static let systemName = "system"
    public var name: String
    public var size: Double
    public var weight: FontWeight
    /// Sized by a text style for the content size category (`textStyle`, or `relativeTo` as
    /// `UIFontMetrics`); false: a fixed size that ignores Dynamic Type.
    public var followsDynamicType = false
    public init(name: String = FontSpec.systemName, size: Double, weight: FontWeight = .regular, followsDynamicType: Bool = false) {
        self.name = name; self.size = size; self.weight = weight; self.followsDynamicType = followsDynamicType
    }
    public var isSystem: Bool { name == FontSpec.systemName }

    /// The same font draws the same, however its size was arrived at: `followsDynamicType` says
    /// how it was sized (for the accessibility review), not what is drawn.
    public static func == (a: FontSpec, b: FontSpec) -> Bool { a.name == b.name && a.size == b.size && a.weight == b.weight }
    public func hash(into hasher: inout Hasher) { hasher.combine(name); hasher.combine(size); hasher.combine(weight) }
}
