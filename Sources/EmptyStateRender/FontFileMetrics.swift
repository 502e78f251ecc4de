import CHarfBuzz
import CPango
import EmptyStateModel
import Foundation

/// UIKit's vertical metrics of a font iOS does not ship (a template's own `fonts:` file, or an
/// installed family the template names): `UIFont(name:size:)` reports the `hhea` table's
/// ascender, descender and line gap as `ascender`, `descender` and `leading`, and a label's
/// line is `lineHeight = ascender + |descender| + leading` tall, its baseline `ascender` below
/// its top (Apple's "Typographic Concepts" and `UIFont` reference; CoreText's
/// `CTFontGetAscent`/`Descent`/`Leading` read the same table). Pango's own metrics leave the
/// line gap out and round to whole pixels, so a custom font's lines would stack tighter than
/// on a device.
enum FontFileMetrics {
    /// The font's `hhea` metrics as fractions of its size; nil when it has none worth reading
    /// (no table, ascender and descender both 0, or USE_TYPO_METRICS set: Pango's metrics stand). Reading the
    /// table is a reference to the font's bytes, not a copy.
    static func of(_ font: UnsafeMutablePointer<PangoFont>) -> IOSFontMetrics? {
        guard let hbFont = pango_font_get_hb_font(font), let face = hb_font_get_face(hbFont) else { return nil }
        return read(face)
    }

    private static func read(_ face: OpaquePointer) -> IOSFontMetrics? {
        guard !usesTypoMetrics(face) else { return nil }
        let unitsPerEm = Double(hb_face_get_upem(face))
        // 'hhea'
        let tag: UInt32 = 0x6868_6561
        guard unitsPerEm > 0, let blob = hb_face_reference_table(face, tag) else { return nil }
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        guard let data = hb_blob_get_data(blob, &length), length >= 10 else { return nil }
        let bytes = UnsafeRawPointer(data).assumingMemoryBound(to: UInt8.self)
        func int16(at offset: Int) -> Double { Double(Int16(bitPattern: UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1]))) }
        let ascender = int16(at: 4), descender = int16(at: 6), lineGap = int16(at: 8)
        guard ascender != 0 || descender != 0 else { return nil }
        return IOSFontMetrics(ascender: ascender / unitsPerEm, descender: abs(descender) / unitsPerEm, leading: max(0, lineGap) / unitsPerEm)
    }

    /// Whether the font sets OS/2's USE_TYPO_METRICS (`fsSelection` bit 7). Such a font keeps the
    /// typographic ascender and descender Pango reads: on DZNEmptyDataSet's Slack reference
    /// (../shared/dzn-corpus, Lato, which sets it), hhea's 1.2 em line put the content 1.5 pt
    /// higher than iOS draws it, where the typo metrics' 1.0 em matches (box 0 pt).
    private static func usesTypoMetrics(_ face: OpaquePointer) -> Bool {
        // 'OS/2'
        let tag: UInt32 = 0x4F53_2F32
        guard let blob = hb_face_reference_table(face, tag) else { return false }
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        guard let data = hb_blob_get_data(blob, &length), length >= 64 else { return false }
        let bytes = UnsafeRawPointer(data).assumingMemoryBound(to: UInt8.self)
        let fsSelection = UInt16(bytes[62]) << 8 | UInt16(bytes[63])
        return fsSelection & 0x80 != 0
    }
}
