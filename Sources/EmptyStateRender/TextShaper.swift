import CCairo
import CPango
import EmptyStateLayout
import EmptyStateModel
import Foundation

/// A StyledText shaped by Pango at a width: the layout to draw and the lines to stack.
final class ShapedText {
    let layout: GObjectRef
    let measurement: TextMeasurement
    /// Horizontal offset of each line within the label, from Pango's alignment.
    let lineOffsets: [Double]
    let color: Color
    /// Its emoji, when it has any, and the layout to draw their lines from.
    let colorGlyphs: ColorGlyphLines?

    init(layout: GObjectRef, measurement: TextMeasurement, lineOffsets: [Double], color: Color) {
        self.layout = layout; self.measurement = measurement; self.lineOffsets = lineOffsets; self.color = color
        colorGlyphs = ColorGlyphLines(layout)
    }

    func line(_ index: Int) -> UnsafeMutablePointer<PangoLayoutLine>? {
        pango_layout_get_line_readonly(layout.opaque, Int32(index))
    }
}

/// Shapes attributed text with Pango, as UILabel would lay it out.
final class TextShaper {
    let fonts: FontContext
    private var cache: [CacheKey: ShapedText] = [:]

    /// The whole styled text is the key (StyledText is Equatable); only its string is hashed,
    /// which tells apart the texts of a screen. No string is built per lookup: describing the
    /// StyledText with "\(text)" went through reflection and cost 5% of an export.
    struct CacheKey: Hashable {
        let style: StyledText, role: String, width: Double, singleLine: Bool

        static func == (a: CacheKey, b: CacheKey) -> Bool {
            a.role == b.role && a.width == b.width && a.singleLine == b.singleLine && a.style == b.style
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(style.text)
            hasher.combine(role)
            hasher.combine(width)
            hasher.combine(singleLine)
        }
    }

    init(fonts: FontContext) { self.fonts = fonts }

    func shape(_ text: StyledText, role: LabelRole, width: Double, singleLine: Bool) -> ShapedText {
        let key = CacheKey(style: text, role: role.rawValue, width: width, singleLine: singleLine)
        if let hit = cache[key] { return hit }
        if let shared = fonts.shared.shapes[key] {
            // Shaped by another renderer on these fonts: the same layout, and the same font
            // choices recorded here (for this template's notes).
            _ = fonts.choice(for: text.resolvedFont(for: role))
            for case let font? in text.runs.map(\.font) { _ = fonts.choice(for: font) }
            cache[key] = shared
            return shared
        }
        let shaped = makeShape(text, role: role, width: width, singleLine: singleLine)
        cache[key] = shaped
        fonts.shared.keepShape(shaped, for: key)
        return shaped
    }

    private func makeShape(_ text: StyledText, role: LabelRole, width: Double, singleLine: Bool) -> ShapedText {
        let layout = GObjectRef(owning: UnsafeMutableRawPointer(pango_layout_new(fonts.context.opaque)!))
        let string = text.text
        pango_layout_set_text(layout.opaque, string, -1)
        let baseFont = text.resolvedFont(for: role)
        let description = fonts.description(for: baseFont)
        pango_layout_set_font_description(layout.opaque, description)
        pango_font_description_free(description)
        pango_layout_set_width(layout.opaque, Int32((width * Double(PANGO_SCALE)).rounded(.down)))
        if singleLine {
            pango_layout_set_single_paragraph_mode(layout.opaque, 1)
            pango_layout_set_ellipsize(layout.opaque, PANGO_ELLIPSIZE_MIDDLE)
        } else {
            pango_layout_set_wrap(layout.opaque, text.lineBreakMode == .byCharWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
            if text.numberOfLines > 0 {
                // UILabel.numberOfLines: Pango keeps that many lines when told a negative height.
                pango_layout_set_height(layout.opaque, -Int32(min(text.numberOfLines, 10_000)))
                pango_layout_set_ellipsize(layout.opaque, Self.ellipsis(text.lineBreakMode))
            }
        }
        pango_layout_set_alignment(layout.opaque, alignment(text.alignment, string: string))

        let attributes = pango_attr_list_new()!
        defer { pango_attr_list_unref(attributes) }
        insert(pango_attr_insert_hyphens_new(0), into: attributes, range: nil)
        if text.lineBreakMode != .byCharWrapping {
            for word in HangulWords.byteRanges(in: string) { insert(pango_attr_allow_breaks_new(0), into: attributes, range: word) }
        }
        if let language = text.language ?? Self.language(of: string) {
            insert(pango_attr_language_new(pango_language_from_string(language)), into: attributes, range: nil)
        }
        let baseKern = (text.kern ?? 0) + fonts.choice(for: baseFont).trackingEm * baseFont.size + fonts.weightSpacing(for: baseFont, text: string)
        if baseKern != 0 {
            insert(pango_attr_letter_spacing_new(Int32(baseKern * Double(PANGO_SCALE))), into: attributes, range: nil)
        }
        for run in text.runs {
            guard let range = Self.byteRange(of: run.match, in: string) else { continue }
            if let font = run.font {
                let runDescription = fonts.description(for: font)
                insert(pango_attr_font_desc_new(runDescription), into: attributes, range: range)
                pango_font_description_free(runDescription)
            }
            if run.kern != nil || run.font != nil {
                let runFont = run.font ?? baseFont
                let kern = (run.kern ?? text.kern ?? 0) + fonts.choice(for: runFont).trackingEm * runFont.size
                    + fonts.weightSpacing(for: runFont, text: run.match)
                insert(pango_attr_letter_spacing_new(Int32(kern * Double(PANGO_SCALE))), into: attributes, range: range)
            }
            if let color = run.color {
                insert(pango_attr_foreground_new(Self.channel(color.red), Self.channel(color.green), Self.channel(color.blue)),
                       into: attributes, range: range)
                insert(pango_attr_foreground_alpha_new(Self.channel(color.alpha)), into: attributes, range: range)
            }
        }
        pango_layout_set_attributes(layout.opaque, attributes)

        var (measurement, offsets) = measure(layout, baseFont: baseFont, runFonts: text.runs.compactMap(\.font))
        measurement.truncated = (singleLine || text.numberOfLines > 0) && pango_layout_is_ellipsized(layout.opaque) != 0
        if text.numberOfLines > 0, measurement.lines.count > text.numberOfLines {
            // byClipping and the wrapping modes cut the lines past the limit without an ellipsis.
            measurement.lines.removeLast(measurement.lines.count - text.numberOfLines)
            measurement.truncated = true
        }
        return ShapedText(layout: layout, measurement: measurement, lineOffsets: offsets, color: text.resolvedColor(for: role))
    }

    /// Where a label limited to its lines puts the ellipsis.
    static func ellipsis(_ mode: LineBreakMode) -> PangoEllipsizeMode {
        switch mode {
        case .byTruncatingHead: return PANGO_ELLIPSIZE_START
        case .byTruncatingMiddle: return PANGO_ELLIPSIZE_MIDDLE
        case .byTruncatingTail: return PANGO_ELLIPSIZE_END
        case .byWordWrapping, .byCharWrapping, .byClipping: return PANGO_ELLIPSIZE_NONE
        }
    }

    private func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?, into list: OpaquePointer, range: Range<Int>?) {
        guard let attribute else { return }
        if let range {
            attribute.pointee.start_index = UInt32(range.lowerBound)
            attribute.pointee.end_index = UInt32(range.upperBound)
        }
        pango_attr_list_insert(list, attribute)
    }

    /// Each line's height and ascent: for a font iOS has, the iOS font's metrics at the run's size;
    /// for any other font (a template's own, or a fallback for a script), that font's own.
    private func measure(_ layout: GObjectRef, baseFont: FontSpec, runFonts: [FontSpec]) -> (TextMeasurement, [Double]) {
        var iosFamilies: [String: IOSFontMetrics] = [:]
        for font in [baseFont] + runFonts {
            let choice = fonts.choice(for: font)
            if let metrics = choice.iosMetrics ?? fileMetrics(of: font, choice: choice) { iosFamilies[choice.family.lowercased()] = metrics }
        }
        let baseMetrics = metrics(of: baseFont)
        var lines: [LineMetrics] = []
        var offsets: [Double] = []
        var missing = 0
        var missingCharacters: [UInt32] = []
        let count = Int(pango_layout_get_line_count(layout.opaque))
        let iterator = pango_layout_get_iter(layout.opaque)
        defer { pango_layout_iter_free(iterator) }
        for index in 0..<count {
            guard let line = pango_layout_get_line_readonly(layout.opaque, Int32(index)) else { continue }
            var ascent = 0.0, height = 0.0
            var node = line.pointee.runs
            while let current = node {
                if let run = current.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
                   let item = run.pointee.item, let font = item.pointee.analysis.font {
                    let (a, h) = runMetrics(font: font, iosFamilies: iosFamilies, language: item.pointee.analysis.language)
                    ascent = max(ascent, a); height = max(height, h)
                    if let glyphs = run.pointee.glyphs {
                        for i in 0..<Int(glyphs.pointee.num_glyphs) where glyphs.pointee.glyphs[i].glyph & PANGO_GLYPH_UNKNOWN_FLAG != 0 {
                            missing += 1
                            // An unknown glyph is its character's code point, flagged.
                            let character = glyphs.pointee.glyphs[i].glyph & ~PANGO_GLYPH_UNKNOWN_FLAG
                            if missingCharacters.count < 8, !missingCharacters.contains(character) { missingCharacters.append(character) }
                        }
                    }
                }
                node = current.pointee.next
            }
            if height == 0 { (ascent, height) = baseMetrics }
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            _ = pango_layout_iter_next_line(iterator)
            lines.append(LineMetrics(height: height, ascent: ascent, width: Double(logical.width) / Double(PANGO_SCALE)))
            offsets.append(Double(logical.x) / Double(PANGO_SCALE))
        }
        let truncated = pango_layout_is_ellipsized(layout.opaque) != 0
        return (TextMeasurement(lines: lines, truncated: truncated, missingGlyphs: missing, missingCharacters: missingCharacters), offsets)
    }

    /// Ascent and line height of the base font, for empty lines.
    private func metrics(of font: FontSpec) -> (Double, Double) {
        let choice = fonts.choice(for: font)
        if let ios = choice.iosMetrics ?? fileMetrics(of: font, choice: choice) { return (ios.ascender * font.size, ios.lineHeight * font.size) }
        let description = fonts.description(for: font)
        defer { pango_font_description_free(description) }
        guard let loaded = pango_context_load_font(fonts.context.opaque, description) else { return (font.size, font.size * 1.2) }
        defer { g_object_unref(loaded) }
        return pangoMetrics(loaded, language: nil)
    }

    /// A font the text names that iOS does not ship (its choice has no iOS metrics): its own
    /// file's metrics as UIKit reads them (`FontFileMetrics`). Fallbacks for other scripts are
    /// never asked here: they keep Pango's metrics.
    private func fileMetrics(of font: FontSpec, choice: FontChoice) -> IOSFontMetrics? {
        guard !font.isSystem, choice.iosMetrics == nil else { return nil }
        let description = fonts.description(for: font)
        defer { pango_font_description_free(description) }
        guard let loaded = pango_context_load_font(fonts.context.opaque, description) else { return nil }
        defer { g_object_unref(loaded) }
        return FontFileMetrics.of(loaded)
    }

    private func runMetrics(font: UnsafeMutablePointer<PangoFont>, iosFamilies: [String: IOSFontMetrics],
                            language: OpaquePointer?) -> (Double, Double) {
        let description = pango_font_describe_with_absolute_size(font)
        defer { pango_font_description_free(description) }
        let family = pango_font_description_get_family(description).map { String(cString: $0) } ?? ""
        let size = Double(pango_font_description_get_size(description)) / Double(PANGO_SCALE)
        if let ios = iosFamilies[family.lowercased()] { return (ios.ascender * size, ios.lineHeight * size) }
        return pangoMetrics(font, language: language)
    }

    private func pangoMetrics(_ font: UnsafeMutablePointer<PangoFont>, language: OpaquePointer?) -> (Double, Double) {
        guard let metrics = pango_font_get_metrics(font, language) else { return (0, 0) }
        defer { pango_font_metrics_unref(metrics) }
        let ascent = Double(pango_font_metrics_get_ascent(metrics)) / Double(PANGO_SCALE)
        let descent = Double(pango_font_metrics_get_descent(metrics)) / Double(PANGO_SCALE)
        return (ascent, ascent + descent)
    }

    private func alignment(_ alignment: TextAlignment, string: String) -> PangoAlignment {
        // With auto-dir on, Pango mirrors LEFT and RIGHT in a right-to-left paragraph; UIKit's
        // left and right are absolute, natural follows the paragraph.
        let rtl = Self.isRightToLeft(string)
        switch alignment {
        case .center: return PANGO_ALIGN_CENTER
        case .natural: return PANGO_ALIGN_LEFT
        case .left: return rtl ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT
        case .right: return rtl ? PANGO_ALIGN_LEFT : PANGO_ALIGN_RIGHT
        }
    }

    /// The paragraph direction Unicode's rule P2 gives: that of the first strong character
    /// (a right-to-left or left-to-right mark, as the pseudo-locale ar-XB puts first, or a letter
    /// of Hebrew, Arabic and the other right-to-left scripts, or any other letter). What
    /// `pango_find_base_dir` did before Pango deprecated it.
    static func isRightToLeft(_ string: String) -> Bool {
        for scalar in string.unicodeScalars {
            switch scalar.value {
            case 0x200F, 0x061C: return true    // RIGHT-TO-LEFT MARK, ARABIC LETTER MARK
            case 0x200E: return false            // LEFT-TO-RIGHT MARK
            default: break
            }
            guard scalar.properties.isAlphabetic else { continue }
            switch scalar.value {
            case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: return true
            default: return false
            }
        }
        return false
    }

    /// The language that picks CJK glyph forms: Japanese when there is kana, else Chinese when
    /// there are Han ideographs, Korean for Hangul. Decided by the text alone, never the locale.
    static func language(of string: String) -> String? {
        var han = false
        for scalar in string.unicodeScalars {
            switch scalar.value {
            case 0x3040...0x30FF, 0x31F0...0x31FF: return "ja"
            case 0xAC00...0xD7AF, 0x1100...0x11FF: return "ko"
            case 0x4E00...0x9FFF, 0x3400...0x4DBF: han = true
            default: break
            }
        }
        return han ? "zh-cn" : nil
    }

    static func byteRange(of match: String, in string: String) -> Range<Int>? {
        guard let range = string.range(of: match) else { return nil }
        let start = string.utf8.distance(from: string.startIndex, to: range.lowerBound)
        let length = string.utf8.distance(from: range.lowerBound, to: range.upperBound)
        return start..<(start + length)
    }

    static func channel(_ value: Double) -> UInt16 { UInt16((min(max(value, 0), 1) * 65535).rounded()) }
}
