import CCairo
import CHarfBuzz
import CPango
import EmptyStateModel
import Foundation

/// Colour emoji at the text's size. Debian 12's cairo 1.16 paints a colour bitmap font's glyph
/// at its strike's own size whatever size is asked (Noto Color Emoji's 109 px strike made a
/// 17 pt description's emoji a phone two lines tall), so a line with a colour bitmap run is
/// drawn in two passes: Pango's, from a copy of the layout with those glyphs blanked (their
/// advances kept), then each colour glyph as its PNG scaled into the box the font's metrics give
/// it (HarfBuzz's extents, scaled as Pango scaled the advance). Pango measured and wrapped the
/// line with those same metrics. Everything is found once, when the text is shaped: a shaped
/// text is shared by renderers on several threads and is never changed after.
struct ColorGlyph {
    /// The run's HarfBuzz font (owned by its PangoFont, which the blanked layout holds).
    let font: OpaquePointer
    let glyph: UInt32
    /// The glyph's box: x from the line's left end, y from its baseline (down), in points.
    let box: Rect
}

/// A shaped text's colour glyphs by line, and its layout with them blanked; nil for a text
/// without any (the layout is drawn as it is).
final class ColorGlyphLines {
    let blanked: GObjectRef
    let glyphs: [Int: [ColorGlyph]]

    init?(_ layout: GObjectRef) {
        guard Self.hasColorRun(layout) else { return nil }
        blanked = GObjectRef(owning: UnsafeMutableRawPointer(pango_layout_copy(layout.opaque)!))
        var glyphs: [Int: [ColorGlyph]] = [:]
        for index in 0..<Int(pango_layout_get_line_count(blanked.opaque)) {
            guard let line = pango_layout_get_line_readonly(blanked.opaque, Int32(index)) else { continue }
            var runX = 0.0
            Self.forEachRun(line) { run in
                let strip = run.pointee.glyphs!
                if let font = Self.colorBitmapFont(run) {
                    // A run raised or lowered (`baselineOffset`) keeps its rise.
                    let rise = Double(run.pointee.y_offset) / Double(PANGO_SCALE)
                    var penX = runX
                    for at in 0..<Int(strip.pointee.num_glyphs) {
                        let info = strip.pointee.glyphs[at]
                        if let box = Self.box(info, font: font, penX: penX, rise: rise) {
                            glyphs[index, default: []].append(ColorGlyph(font: font, glyph: info.glyph, box: box))
                        }
                        penX += Double(info.geometry.width) / Double(PANGO_SCALE)
                        strip.pointee.glyphs[at].glyph = PANGO_GLYPH_EMPTY
                    }
                }
                runX += Double(pango_glyph_string_get_width(strip)) / Double(PANGO_SCALE)
            }
        }
        self.glyphs = glyphs
    }

    /// The line to draw in Pango's pass.
    func line(_ index: Int) -> UnsafeMutablePointer<PangoLayoutLine>? {
        pango_layout_get_line_readonly(blanked.opaque, Int32(index))
    }

    private static func hasColorRun(_ layout: GObjectRef) -> Bool {
        for index in 0..<Int(pango_layout_get_line_count(layout.opaque)) {
            guard let line = pango_layout_get_line_readonly(layout.opaque, Int32(index)) else { continue }
            var found = false
            forEachRun(line) { run in found = found || colorBitmapFont(run) != nil }
            if found { return true }
        }
        return false
    }

    private static func forEachRun(_ line: UnsafeMutablePointer<PangoLayoutLine>, _ body: (UnsafeMutablePointer<PangoGlyphItem>) -> Void) {
        var node = line.pointee.runs
        while let current = node {
            body(current.pointee.data.assumingMemoryBound(to: PangoGlyphItem.self))
            node = current.pointee.next
        }
    }

    /// The run's HarfBuzz font when it keeps its glyphs as PNGs (CBDT, sbix).
    private static func colorBitmapFont(_ run: UnsafeMutablePointer<PangoGlyphItem>) -> OpaquePointer? {
        guard let font = run.pointee.item.pointee.analysis.font, let hbFont = pango_font_get_hb_font(font),
              let face = hb_font_get_face(hbFont), hb_ot_color_has_png(face) != 0 else { return nil }
        return hbFont
    }

    /// Where the glyph's picture goes; nil for a glyph with none (a missing one, a blank).
    private static func box(_ info: PangoGlyphInfo, font: OpaquePointer, penX: Double, rise: Double) -> Rect? {
        guard info.glyph & PANGO_GLYPH_UNKNOWN_FLAG == 0, info.glyph != PANGO_GLYPH_EMPTY else { return nil }
        var extents = hb_glyph_extents_t()
        let hbAdvance = Double(hb_font_get_glyph_h_advance(font, info.glyph))
        guard hb_font_get_glyph_extents(font, info.glyph, &extents) != 0, hbAdvance > 0 else { return nil }
        // HarfBuzz's units to the line's points: Pango's advance is HarfBuzz's, scaled.
        let unit = Double(info.geometry.width) / Double(PANGO_SCALE) / hbAdvance
        let box = Rect(x: penX + Double(info.geometry.x_offset) / Double(PANGO_SCALE) + Double(extents.x_bearing) * unit,
                       y: Double(info.geometry.y_offset) / Double(PANGO_SCALE) - rise - Double(extents.y_bearing) * unit,
                       width: Double(extents.width) * unit, height: -Double(extents.height) * unit)
        return box.width > 0 && box.height > 0 ? box : nil
    }
}

/// Paints colour glyphs from their fonts' PNGs, each decoded once per renderer.
final class ColorGlyphPainter {
    private struct Key: Hashable {
        var face: UnsafeMutableRawPointer
        var glyph: UInt32
    }

    /// Nil when the font has no PNG for the glyph.
    private var decoded: [Key: CairoSurface?] = [:]
    /// A renderer may draw on several threads.
    private let lock = NSLock()

    /// The glyphs of a line whose left end is at `x` on `baseline`.
    func paint(_ glyphs: [ColorGlyph], x: Double, baseline: Double, cr: OpaquePointer) {
        for glyph in glyphs {
            guard let image = png(glyph) else { continue }
            let pixelWidth = Double(cairo_image_surface_get_width(image.pointer))
            let pixelHeight = Double(cairo_image_surface_get_height(image.pointer))
            guard pixelWidth > 0, pixelHeight > 0 else { continue }
            cairo_save(cr)
            cairo_translate(cr, x + glyph.box.minX, baseline + glyph.box.minY)
            cairo_scale(cr, glyph.box.width / pixelWidth, glyph.box.height / pixelHeight)
            cairo_set_source_surface(cr, image.pointer, 0, 0)
            // Smooth downscaling of a 136 px strike to a 17 pt glyph.
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
            cairo_paint(cr)
            cairo_restore(cr)
        }
    }

    private func png(_ glyph: ColorGlyph) -> CairoSurface? {
        let key = Key(face: UnsafeMutableRawPointer(hb_font_get_face(glyph.font)!), glyph: glyph.glyph)
        lock.lock()
        defer { lock.unlock() }
        if let known = decoded[key] { return known }
        var surface: CairoSurface?
        if let blob = hb_ot_color_glyph_reference_png(glyph.font, glyph.glyph) {
            defer { hb_blob_destroy(blob) }
            var length: UInt32 = 0
            if let data = hb_blob_get_data(blob, &length), length > 0, length <= ImageLimits.fileBytes {
                let decodedSurface = CairoSurface(owning: ImageFile.decodePNG([UInt8](UnsafeRawBufferPointer(start: data, count: Int(length)))))
                if decodedSurface.status == CAIRO_STATUS_SUCCESS { surface = decodedSurface }
            }
        }
        decoded[key] = surface
        return surface
    }
}
