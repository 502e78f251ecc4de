import EmptyStateModel

/// One weight and scale of a template: `Regular-M`.
struct SymbolVariantKey: Hashable, Sendable, Comparable {
    var weight: FontWeight
    var scale: SymbolScale

    /// The template's spelling of each weight, as in `Ultralight-S` (SF Pro's weight names).
    static let weightNames: [FontWeight: String] = [
        .ultraLight: "Ultralight", .thin: "Thin", .light: "Light", .regular: "Regular", .medium: "Medium",
        .semibold: "Semibold", .bold: "Bold", .heavy: "Heavy", .black: "Black",
    ]

    var name: String { "\(Self.weightNames[weight]!)-\(scale.templateLetter)" }

    /// `Regular-M` → (regular, medium). Matching ignores case, as drawing apps sometimes change it.
    init?(name: String) {
        let parts = name.split(separator: "-")
        guard parts.count == 2,
              let weight = Self.weightNames.first(where: { $0.value.lowercased() == parts[0].lowercased() })?.key,
              let scale = SymbolScale.allCases.first(where: { $0.templateLetter == parts[1].uppercased() })
        else { return nil }
        self.weight = weight; self.scale = scale
    }

    init(weight: FontWeight, scale: SymbolScale) { self.weight = weight; self.scale = scale }

    /// Scale, then weight from light to heavy: the template's own order.
    static func < (a: SymbolVariantKey, b: SymbolVariantKey) -> Bool {
        a.scale.order != b.scale.order ? a.scale.order < b.scale.order : a.weight.cssWeight < b.weight.cssWeight
    }
}

extension SymbolScale {
    var order: Int { self == .small ? 0 : self == .medium ? 1 : 2 }

    /// The size of each scale relative to medium, from Apple's table in "Creating custom symbol
    /// images for your app" (UIKit documentation: "Use the following scale factors when
    /// designing your variants": S 0.783, M 1.0, L 1.29; AppKit's `NSImage.SymbolScale` says
    /// "approximately 20% smaller" and "approximately 30% larger").
    var templateFactor: Double {
        switch self {
        case .small: return 0.783
        case .medium: return 1
        case .large: return 1.29
        }
    }
}
