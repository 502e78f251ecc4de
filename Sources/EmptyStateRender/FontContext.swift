import CCairo
import CFontconfig
import CPango
import EmptyStateModel
import Foundation

public struct RenderError: Error, CustomStringConvertible, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// A fontconfig configuration (the machine's fonts plus a template's own files) and the Pango
/// font map and context built on it. Text is shaped in points with unhinted metrics, so a layout
/// measured once draws the same at every scale.
public final class FontContext {
    let config: OpaquePointer
    let fontMap: GObjectRef
    let context: GObjectRef
    public let fontFiles: [String]
    /// Substitutions made so far, for verbose output.
    public private(set) var notes: [String] = []
    /// Fonts a template names that this machine, the font map and the template's files do not
    /// have: drawn as iOS draws them (see FontFallback), and warned about.
    public private(set) var unknownFonts: [String] = []
    /// One line per unknown font, for stderr.
    public private(set) var warnings: [String] = []
    private var choices: [FontSpec: FontChoice] = [:]

    /// The font map, context and shaped texts this thread shares with its other renderers of
    /// the same font files.
    let shared: FontMapCache

    public init(fontFiles: [String] = []) throws {
        shared = try FontMapCache.map(for: fontFiles)
        config = shared.config
        FcConfigReference(config) // released by deinit, like a configuration of its own
        self.fontFiles = fontFiles
        fontMap = shared.map
        context = shared.context
    }

    deinit {
        FcConfigDestroy(config)
    }

    /// The font that stands for `font` here, recording any substitution. Found once per thread
    /// and set of font files (fontconfig queries), noted by every renderer that uses it.
    public func choice(for font: FontSpec) -> FontChoice {
        if let known = choices[font] { return known }
        let (choice, note) = shared.choices[font] ?? makeChoice(for: font)
        shared.choices[font] = (choice, note)
        if let note { notes.append(note) }
        choices[font] = choice
        return choice
    }

    private func makeChoice(for font: FontSpec) -> (FontChoice, note: String?) {
        if var mapped = FontMap.mapped(font) {
            // A substitute without the weight asked for draws the nearest it has, as CSS would.
            let asked = mapped.weight
            let available = weights(of: mapped.family)
            mapped.weight = WeightMatching.nearest(asked, among: available)
            mapped.widthBetween = WeightWidth.neighbours(asked: asked, drawn: mapped.weight, available: available, measured: mapped.widthFractions)
            if mapped.widthBetween != nil { mapped.trackingEm = 0 }
            guard let original = mapped.substitutedFor else { return (mapped, nil) }
            var weight = mapped.weight == asked ? "weight \(asked)" : "weight \(mapped.weight), the nearest it has to \(asked)"
            if let between = mapped.widthBetween {
                weight += ", letter-spaced to the width of \(asked) between its \(between.lighter) and \(between.heavier)"
            }
            return (mapped, "font '\(original)' is not on Linux: drawn with \(mapped.family) (\(weight)) and laid out with the iOS font's line metrics")
        }
        if let found = lookUp(font) { return (found, nil) }
        return (FontChoice(family: FontMap.systemFamily, weight: font.weight.cssWeight, italic: false,
                           iosMetrics: .sanFrancisco, substitutedFor: font.name),
                "font '\(font.name)' was not found (not a template font, not installed): drawn with \(FontMap.systemFamily)")
    }

    func warnUnknown(_ font: FontSpec, _ consequence: String) {
        guard !unknownFonts.contains(font.name) else { return }
        unknownFonts.append(font.name)
        warnings.append("font '\(font.name)' is not installed, not in the font map and not among the template's fonts: \(consequence)")
    }

    /// Finds a font by PostScript name or family among the configuration's fonts.
    func lookUp(_ font: FontSpec) -> FontChoice? {
        for element in [FC_POSTSCRIPT_NAME, FC_FAMILY] {
            guard let pattern = FcPatternCreate() else { return nil }
            defer { FcPatternDestroy(pattern) }
            _ = font.name.withCString { FcPatternAddString(pattern, element, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) }
            guard let objects = FcObjectSetCreate() else { return nil }
            defer { FcObjectSetDestroy(objects) }
            FcObjectSetAdd(objects, FC_FAMILY)
            FcObjectSetAdd(objects, FC_WEIGHT)
            FcObjectSetAdd(objects, FC_SLANT)
            guard let list = FcFontList(config, pattern, objects) else { continue }
            defer { FcFontSetDestroy(list) }
            guard list.pointee.nfont > 0, let first = list.pointee.fonts[0] else { continue }
            var familyPointer: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(first, FC_FAMILY, 0, &familyPointer) == FcResultMatch, let familyPointer else { continue }
            let family = String(cString: familyPointer)
            var weight = font.weight.cssWeight
            var slant: Int32 = 0
            if element == FC_POSTSCRIPT_NAME {
                var fcWeight: Int32 = 0
                if FcPatternGetInteger(first, FC_WEIGHT, 0, &fcWeight) == FcResultMatch {
                    weight = Int(FcWeightToOpenType(fcWeight))
                }
                _ = FcPatternGetInteger(first, FC_SLANT, 0, &slant)
            }
            return FontChoice(family: family, weight: weight, italic: slant != 0, iosMetrics: nil, substitutedFor: nil)
        }
        return nil
    }

    /// A Pango description of the chosen font at `size` points.
    func description(for font: FontSpec) -> OpaquePointer {
        let choice = self.choice(for: font)
        return Self.description(family: choice.family, weight: choice.weight, italic: choice.italic, size: font.size)
    }

    /// A Pango description of `family` at `weight` and `size` points; the caller frees it.
    static func description(family: String, weight: Int, italic: Bool, size: Double) -> OpaquePointer {
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, family)
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(weight)))
        pango_font_description_set_style(description, italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_font_description_set_absolute_size(description, size * Double(PANGO_SCALE))
        return description
    }
}

/// A fontconfig configuration and the Pango font map on it, for one set of template font files.
/// Building them is most of the cost of a template with little text (fontconfig parses its
/// configuration and scans the font set; the map starts without cached fonts and glyphs), so each
/// thread keeps the few it used last and its templates share them. Never across threads: Pango
/// font maps are not thread-safe.
final class FontMapCache {
    let config: OpaquePointer
    let map: GObjectRef

    /// The one Pango context on the map: set up once, never changed after (nothing here calls
    /// pango_cairo_update_context), so the layouts made on it can serve every renderer.
    let context: GObjectRef
    /// Texts shaped on this thread with these fonts, for the next renderer that lays out the same
    /// text at the same width (templates share titles, buttons and tab labels). Bounded.
    var shapes: [TextShaper.CacheKey: ShapedText] = [:]
    static let maximumShapes = 2048
    /// The font chosen for each font a template asks for, and what to note about it.
    var choices: [FontSpec: (FontChoice, note: String?)] = [:]
    /// Letter spacing of texts in a weight their substitute lacks (`WeightWidth`). Bounded.
    var weightSpacings: [WeightSpacingKey: Double] = [:]

    private init(fontFiles: [String]) throws {
        let config: OpaquePointer
        if fontFiles.isEmpty, let current = FontSet.current {
            // The usual case shares the process's private configuration (made and made current
            // once, before any font map: see FontSet.current) instead of parsing a second copy.
            // fontconfig configurations are safe to query from several threads; only the Pango
            // font maps on them are kept per thread.
            config = FcConfigReference(current)
        } else {
            _ = FontSet.current // ours must be current before the first font map exists
            config = try FontSet.privateConfiguration()
        }
        for file in fontFiles {
            guard FcConfigAppFontAddFile(config, file) == FcTrue else {
                FcConfigDestroy(config)
                throw RenderError("\(file): not a font file fontconfig can read")
            }
        }
        guard let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else {
            FcConfigDestroy(config)
            throw RenderError("Pango has no FreeType font map")
        }
        self.config = config
        self.map = GObjectRef(owning: UnsafeMutableRawPointer(map))
        pango_fc_font_map_set_config(self.map.opaque, config)
        context = Self.makeContext(on: self.map)
    }

    /// Text in points with unhinted metrics and grey antialiasing.
    private static func makeContext(on map: GObjectRef) -> GObjectRef {
        let context = GObjectRef(owning: UnsafeMutableRawPointer(pango_font_map_create_context(map.typed(PangoFontMap.self))!))
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context.opaque, options)
        cairo_font_options_destroy(options)
        pango_cairo_context_set_resolution(context.opaque, 72)
        pango_context_set_round_glyph_positions(context.opaque, 0)
        // Never the locale's language: text picks its own (see TextShaper.language(of:)).
        pango_context_set_language(context.opaque, pango_language_from_string("en"))
        return context
    }

    func keepShape(_ shaped: ShapedText, for key: TextShaper.CacheKey) {
        if shapes.count >= Self.maximumShapes { shapes.removeAll(keepingCapacity: true) }
        shapes[key] = shaped
    }

    deinit { FcConfigDestroy(config) }

    /// Maps kept per thread, most recently used last.
    static let capacity = 4
    private static let key = "emptystate.FontMapCache"

    static func map(for fontFiles: [String]) throws -> FontMapCache {
        let dictionary = Thread.current.threadDictionary
        var entries = dictionary[key] as? [(files: [String], map: FontMapCache)] ?? []
        if let index = entries.firstIndex(where: { $0.files == fontFiles }) {
            let entry = entries.remove(at: index)
            entries.append(entry)
            dictionary[key] = entries
            return entry.map
        }
        let made = try FontMapCache(fontFiles: fontFiles)
        entries.append((fontFiles, made))
        if entries.count > capacity { entries.removeFirst() }
        dictionary[key] = entries
        return made
    }
}
