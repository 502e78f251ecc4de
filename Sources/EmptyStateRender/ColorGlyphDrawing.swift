import CCairo
import CHarfBuzz
import CPango
import Foundation

/// Colour emoji at the text's size. Debian 12's cairo 1.16 paints a colour bitmap font's glyph
/// at its strike's own size whatever size is asked (Noto Color Emoji's 109 px strike made a
/// 17 pt description's emoji a phone two lines tall), so a line with a colour bitmap run is
/// drawn in two passes: Pango's, with those glyphs blanked, then each colour glyph as its PNG
/// scaled into the box the font's metrics give it (HarfBuzz's extents, scaled as Pango scaled
/// the advance). Pango measured and wrapped the line with those same metrics. A line without
/// such a run is drawn as before, in one call.
final class ColorGlyphs {
    private struct Key: Hashable {
        var face: UnsafeMutableRawPointer
        var glyph: UInt32
    }

    /// Each glyph's PNG decoded once per renderer; nil when the font has no PNG for it.
    private var decoded: [Key: CairoSurface?] = [:]
    private var colorFaces: [UnsafeMutableRawPointer: Bool] = [:]
    /// A renderer may draw on several threads.
    private let lock = NSLock()

    /// Whether the run's font keeps its glyphs as PNGs (CBDT, sbix).
    private func isColorBitmap(_ font: UnsafeMutablePointer<PangoFont>?) -> OpaquePointer? {
        guard let font, let hbFont = pango_font_get_hb_font(font), let face = hb_font_get_face(hbFont) else { return nil }
        let key = UnsafeMutableRawPointer(face)
        lock.lock()
        defer { lock.unlock() }
        if let known = colorFaces[key] { return known ? hbFont : nil }
        let has = hb_ot_color_has_png(face) != 0
        colorFaces[key] = has
        return has ? hbFont : nil
    }

    /// Whether any run of the line is in a colour bitmap font.
    func hasColorRun(_ line: UnsafeMutablePointer<PangoLayoutLine>) -> Bool {
        var node = line.pointee.runs
        while let current = node {
            let run = current.pointee.data.assumingMemoryBound(to: PangoGlyphItem.self)
            if isColorBitmap(run.pointee.item.pointee.analysis.font) != nil { return true }
            node = current.pointee.next
        }
        return false
    }

    /// The line with its left end at `x` on `baseline`: Pango draws it whole (colours,
    /// underlines, strikethroughs as ever) with the colour glyphs blanked, their advances kept;
    /// then each colour glyph is painted in its place.
    func show(_ line: UnsafeMutablePointer<PangoLayoutLine>, x: Double, baseline: Double, cr: OpaquePointer) {
        var colorRuns: [(glyphs: UnsafeMutablePointer<PangoGlyphString>, font: OpaquePointer, x: Double, rise: Double, ids: [PangoGlyph])] = []
        var runX = x
        var node = line.pointee.runs
        while let current = node {
            let run = current.pointee.data.assumingMemoryBound(to: PangoGlyphItem.self)
            let glyphs = run.pointee.glyphs!
            if let hbFont = isColorBitmap(run.pointee.item.pointee.analysis.font) {
                var ids: [PangoGlyph] = []
                for index in 0..<Int(glyphs.pointee.num_glyphs) {
                    ids.append(glyphs.pointee.glyphs[index].glyph)
                    glyphs.pointee.glyphs[index].glyph = PANGO_GLYPH_EMPTY
                }
                // A run raised or lowered (`baselineOffset`) keeps its rise.
                colorRuns.append((glyphs, hbFont, runX, Double(run.pointee.y_offset) / Double(PANGO_SCALE), ids))
            }
            runX += Double(pango_glyph_string_get_width(glyphs)) / Double(PANGO_SCALE)
            node = current.pointee.next
        }
        cairo_move_to(cr, x, baseline)
        pango_cairo_show_layout_line(cr, line)
        for run in colorRuns {
            for (index, id) in run.ids.enumerated() { run.glyphs.pointee.glyphs[index].glyph = id }
            drawColorGlyphs(run.glyphs, hbFont: run.font, x: run.x, baseline: baseline - run.rise, cr: cr)
        }
    }

    private func drawColorGlyphs(_ glyphs: UnsafeMutablePointer<PangoGlyphString>, hbFont: OpaquePointer, x: Double, baseline: Double,
                                 cr: OpaquePointer) {
        var penX = x
        let face = hb_font_get_face(hbFont)!
        for index in 0..<Int(glyphs.pointee.num_glyphs) {
            let info = glyphs.pointee.glyphs[index]
            let advance = Double(info.geometry.width) / Double(PANGO_SCALE)
            defer { penX += advance }
            guard info.glyph & PANGO_GLYPH_UNKNOWN_FLAG == 0, info.glyph != PANGO_GLYPH_EMPTY else { continue }
            let glyph = info.glyph
            guard let image = png(face: face, font: hbFont, glyph: glyph) else { continue }
            var extents = hb_glyph_extents_t()
            let hbAdvance = Double(hb_font_get_glyph_h_advance(hbFont, glyph))
            guard hb_font_get_glyph_extents(hbFont, glyph, &extents) != 0, hbAdvance > 0, extents.width != 0, extents.height != 0 else { continue }
            // HarfBuzz's units to the line's points: Pango's advance is HarfBuzz's, scaled.
            let unit = advance / hbAdvance
            let left = penX + Double(info.geometry.x_offset) / Double(PANGO_SCALE) + Double(extents.x_bearing) * unit
            let top = baseline + Double(info.geometry.y_offset) / Double(PANGO_SCALE) - Double(extents.y_bearing) * unit
            let boxWidth = Double(extents.width) * unit, boxHeight = -Double(extents.height) * unit
            let pixelWidth = Double(cairo_image_surface_get_width(image.pointer))
            let pixelHeight = Double(cairo_image_surface_get_height(image.pointer))
            guard pixelWidth > 0, pixelHeight > 0, boxWidth > 0, boxHeight > 0 else { continue }
            cairo_save(cr)
            cairo_translate(cr, left, top)
            cairo_scale(cr, boxWidth / pixelWidth, boxHeight / pixelHeight)
            cairo_set_source_surface(cr, image.pointer, 0, 0)
            // Smooth downscaling of a 136 px strike to a 17 pt glyph.
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
            cairo_paint(cr)
            cairo_restore(cr)
        }
    }

    private func png(face: OpaquePointer, font: OpaquePointer, glyph: UInt32) -> CairoSurface? {
        let key = Key(face: UnsafeMutableRawPointer(face), glyph: glyph)
        lock.lock()
        defer { lock.unlock() }
        if let known = decoded[key] { return known }
        var surface: CairoSurface?
        if let blob = hb_ot_color_glyph_reference_png(font, glyph) {
            defer { hb_blob_destroy(blob) }
            var length: UInt32 = 0
            if let data = hb_blob_get_data(blob, &length), length > 0, length <= ImageLimits.fileBytes {
                let bytes = [UInt8](UnsafeRawBufferPointer(start: data, count: Int(length)))
                let decodedSurface = CairoSurface(owning: ImageFile.decodePNG(bytes))
                if decodedSurface.status == CAIRO_STATUS_SUCCESS { surface = decodedSurface }
            }
        }
        decoded[key] = surface
        return surface
    }
}
