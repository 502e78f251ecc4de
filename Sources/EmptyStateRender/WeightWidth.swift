import CPango
import EmptyStateModel

/// A weight a substitute family lacks is drawn with the nearest one it has (`WeightMatching`),
/// letter-spaced so that text takes the width the missing weight would: the width interpolated
/// between the family's weights on either side (HelveticaNeue-Medium, 500, drawn with TeX Gyre
/// Heros 400 and spaced 0.6 of the way to Heros 700's width, as measured on iOS; a third of the
/// way by CSS weight where nothing was measured). The family's own tracking correction is not
/// added: the two weights' untracked widths set the width. The glyphs stay the nearest
/// weight's; the lines break where the asked weight's would. The spacing is worked out per text
/// (its own letters, not an average), measured once per thread.
enum WeightWidth {
    /// The family's weights on either side of a weight it lacks, and how far between them it lies.
    struct Neighbours: Equatable, Hashable, Sendable {
        var lighter: Int
        var heavier: Int
        var asked: Int
        /// How far between the two widths: measured for the iOS font when known, else by weight.
        var fraction: Double
    }

    /// Neighbours for `asked` drawn at `drawn` among `available`; nil without a weight on each side.
    static func neighbours(asked: Int, drawn: Int, available: [Int], measured: [Int: Double] = [:]) -> Neighbours? {
        guard drawn != asked, let lighter = available.filter({ $0 < asked }).max(),
              let heavier = available.filter({ $0 > asked }).min(), drawn == lighter || drawn == heavier else { return nil }
        let fraction = measured[asked] ?? Double(asked - lighter) / Double(heavier - lighter)
        return Neighbours(lighter: lighter, heavier: heavier, asked: asked, fraction: fraction)
    }

    /// The letter spacing, in points, that brings a text of `clusters` characters drawn at
    /// `drawn` to the width interpolated between its widths at the two neighbours.
    static func spacing(_ neighbours: Neighbours, drawn: Int, clusters: Int, width: (Int) -> Double) -> Double {
        guard clusters > 0 else { return 0 }
        let (light, heavy) = (width(neighbours.lighter), width(neighbours.heavier))
        let target = light + neighbours.fraction * (heavy - light)
        return (target - (drawn == neighbours.lighter ? light : heavy)) / Double(clusters)
    }
}

extension FontContext {
    /// Letter spacing in points for `text` in `font` when the font's substitute lacks its weight
    /// (see `WeightWidth`); 0 otherwise.
    func weightSpacing(for font: FontSpec, text: String) -> Double {
        let choice = self.choice(for: font)
        guard let neighbours = choice.widthBetween, !text.isEmpty else { return 0 }
        let key = WeightSpacingKey(family: choice.family, italic: choice.italic, neighbours: neighbours, size: font.size, text: text)
        if let known = shared.weightSpacings[key] { return known }
        let spacing = WeightWidth.spacing(neighbours, drawn: choice.weight, clusters: text.count) {
            naturalWidth(of: text, family: choice.family, weight: $0, italic: choice.italic, size: font.size)
        }
        if shared.weightSpacings.count > FontMapCache.maximumShapes { shared.weightSpacings.removeAll() }
        shared.weightSpacings[key] = spacing
        return spacing
    }

    /// The width of `text` on one line, without letter spacing, in points.
    func naturalWidth(of text: String, family: String, weight: Int, italic: Bool, size: Double) -> Double {
        let layout = GObjectRef(owning: UnsafeMutableRawPointer(pango_layout_new(context.opaque)!))
        pango_layout_set_text(layout.opaque, text, -1)
        pango_layout_set_single_paragraph_mode(layout.opaque, 1)
        let description = FontContext.description(family: family, weight: weight, italic: italic, size: size)
        defer { pango_font_description_free(description) }
        pango_layout_set_font_description(layout.opaque, description)
        var width: Int32 = 0, height: Int32 = 0
        pango_layout_get_size(layout.opaque, &width, &height)
        return Double(width) / Double(PANGO_SCALE)
    }
}

struct WeightSpacingKey: Hashable {
    let family: String
    let italic: Bool
    let neighbours: WeightWidth.Neighbours
    let size: Double
    let text: String
}
