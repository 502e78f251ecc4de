public enum TextAlignment: String, CaseIterable, Sendable {
    case center, left, right, natural
}

public struct TextShadow: Equatable, Sendable {
    public var color: Color
    public var offset: Size
    public var blur: Double
    public init(color: Color, offset: Size, blur: Double) { self.color = color; self.offset = offset; self.blur = blur }
}

/// Attributes applied to the first occurrence of `match`, like an attribute on an NSRange.
public struct TextRun: Equatable, Sendable {
    public var match: String
    public var color: Color?
    public var font: FontSpec?
    public var kern: Double?
    public init(match: String, color: Color? = nil, font: FontSpec? = nil, kern: Double? = nil) {
        self.match = match; self.color = color; self.font = font; self.kern = kern
    }
}

/// An attributed string as DZNEmptyDataSet's data source returns it. Attributes left nil come
/// from the label (see `LabelRole`).
public struct StyledText: Equatable, Sendable {
    public var text: String
    public var font: FontSpec?
    public var color: Color?
    public var kern: Double?
    public var lineSpacing: Double?
    public var alignment: TextAlignment
    public var shadow: TextShadow?
    public var runs: [TextRun]
    /// The text's language (BCP 47, as Pango takes it: `ja`, `zh-tw`), which picks CJK glyph
    /// forms and line breaking; nil: told from the text itself.
    public var language: String?
    /// `UILabel.numberOfLines`: at most this many lines, the rest cut as `lineBreakMode` says;
    /// 0: as many as the text needs.
    public var numberOfLines = 0
    public var lineBreakMode: LineBreakMode = .byTruncatingTail

    public init(text: String, font: FontSpec? = nil, color: Color? = nil, kern: Double? = nil,
                lineSpacing: Double? = nil, alignment: TextAlignment = .center,
                shadow: TextShadow? = nil, runs: [TextRun] = []) {
        self.text = text; self.font = font; self.color = color; self.kern = kern
        self.lineSpacing = lineSpacing; self.alignment = alignment; self.shadow = shadow; self.runs = runs
    }
}

/// `NSLineBreakMode`: how a label wraps, and how it cuts a text longer than `numberOfLines`.
public enum LineBreakMode: String, CaseIterable, Sendable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle

    /// The two modes that let a text take more than one line; the others keep one line.
    public var wraps: Bool { self == .byWordWrapping || self == .byCharWrapping }

    /// Every mode's name, as the template and NSLineBreakMode spell it.
    public static let names = allCases.map(\.rawValue)
}

/// Which label a text is shown in; each has its own defaults in DZNEmptyDataSet.
public enum LabelRole: String, Sendable {
    case title, detail, button

    public var defaultFont: FontSpec {
        switch self {
        case .title: return FontSpec(size: 27)
        case .detail: return FontSpec(size: 17)
        case .button: return FontSpec(size: 15) // UIButton's title label default
        }
    }

    public var defaultColor: Color {
        switch self {
        case .title, .detail: return .dznLabelGray
        case .button: return .white // UIButtonTypeCustom's default title color
        }
    }
}

extension StyledText {
    public func resolvedFont(for role: LabelRole) -> FontSpec { font ?? role.defaultFont }
    public func resolvedColor(for role: LabelRole) -> Color { color ?? role.defaultColor }
}
