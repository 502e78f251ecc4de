@testable import EmptyStateRender
import CPango
import EmptyStateLayout
import EmptyStateModel
import XCTest

/// Text as our users write it: Chinese and Japanese wrap inside the label with real glyphs,
/// Arabic runs right to left, iOS fonts map to documented substitutes.
final class TextTests: XCTestCase {
    func families(in shaped: ShapedText) -> Set<String> {
        var result = Set<String>()
        for index in 0..<shaped.measurement.lines.count {
            var node = shaped.line(index)?.pointee.runs
            while let current = node {
                if let run = current.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
                   let font = run.pointee.item.pointee.analysis.font {
                    let description = pango_font_describe(font)
                    result.insert(String(cString: pango_font_description_get_family(description)))
                    pango_font_description_free(description)
                }
                node = current.pointee.next
            }
        }
        return result
    }

    func testChineseWrapsInsideTheLabelWithACJKFont() throws {
        let shaper = TextShaper(fonts: try FontContext())
        let text = StyledText(text: "当你收到消息时，它们会显示在这里。下拉即可刷新列表，或者开始一段新的对话。", font: FontSpec(size: 17))
        let shaped = shaper.shape(text, role: .detail, width: 329, singleLine: false)
        XCTAssertGreaterThanOrEqual(shaped.measurement.lines.count, 2)
        for line in shaped.measurement.lines { XCTAssertLessThanOrEqual(line.width, 329.5) }
        XCTAssertTrue(families(in: shaped).contains { $0.hasPrefix("Noto Sans CJK") }, "\(families(in: shaped))")
        // CJK lines are taller than Latin ones at the same size (the CJK font's own metrics).
        let latin = shaper.shape(StyledText(text: "Hello", font: FontSpec(size: 17)), role: .detail, width: 329, singleLine: false)
        XCTAssertGreaterThan(shaped.measurement.lines[0].height, latin.measurement.lines[0].height)
    }

    /// iOS's standard line-break strategy keeps Hangul words whole (`.hangulWordPriority`):
    /// every line after the first starts a word, at every width, as TodaysFlowers' text wraps
    /// before "같아요" on an iPhone.
    func testKoreanWrapsBetweenWordsNotInsideThem() throws {
        let shaper = TextShaper(fonts: try FontContext())
        let text = "선택한 꽃은 '오늘의 꽃'이 아닌 것 같아요. 다른 이미지를 선택해 주세요"
        let bytes = Array(text.utf8)
        var wrapped = 0
        for width in stride(from: 120.0, through: 329, by: 11) {
            let shaped = shaper.shape(StyledText(text: text, font: FontSpec(size: 20, weight: .bold)), role: .title, width: width, singleLine: false)
            for index in 1..<shaped.measurement.lines.count {
                let line = try XCTUnwrap(shaped.line(index))
                let start = Int(line.pointee.start_index)
                XCTAssertEqual(bytes[start - 1], UInt8(ascii: " "), "width \(width): line \(index) starts inside a word")
                wrapped += 1
            }
            for line in shaped.measurement.lines { XCTAssertLessThanOrEqual(line.width, width + 0.5, "width \(width)") }
        }
        XCTAssertGreaterThan(wrapped, 10)
        // Character wrapping still breaks anywhere, as UIKit's byCharWrapping does.
        var byChar = StyledText(text: text, font: FontSpec(size: 20, weight: .bold))
        byChar.lineBreakMode = .byCharWrapping
        let shaped = shaper.shape(byChar, role: .title, width: 150, singleLine: false)
        let starts = (1..<shaped.measurement.lines.count).compactMap { shaped.line($0).map { Int($0.pointee.start_index) } }
        XCTAssertTrue(starts.contains { bytes[$0 - 1] != UInt8(ascii: " ") }, "by character: a break inside a word somewhere")
    }

    func testJapaneseNeverStartsALineWithClosingPunctuation() throws {
        let shaper = TextShaper(fonts: try FontContext())
        let text = "気になるアイテムのハートをタップすると、ここに保存されていつでも見返すことができます。お気に入りはまだありません。"
        for width in stride(from: 120.0, through: 329, by: 13) {
            let shaped = shaper.shape(StyledText(text: text, font: FontSpec(size: 15)), role: .detail, width: width, singleLine: false)
            for index in 1..<shaped.measurement.lines.count {
                let line = try XCTUnwrap(shaped.line(index))
                let start = Int(line.pointee.start_index)
                let first = String(decoding: Array(text.utf8)[start..<min(start + 3, text.utf8.count)], as: UTF8.self)
                XCTAssertFalse(["、", "。"].contains(first), "width \(width): line \(index) starts with \(first)")
            }
        }
    }

    func testTheLanguageComesFromTheTextNotTheLocale() {
        XCTAssertEqual(TextShaper.language(of: "お気に入り"), "ja")
        XCTAssertEqual(TextShaper.language(of: "暂无消息"), "zh-cn")
        XCTAssertEqual(TextShaper.language(of: "메시지 없음"), "ko")
        XCTAssertNil(TextShaper.language(of: "No Messages"))
    }

    func testArabicIsSetRightToLeftWithNaturalAlignment() throws {
        let shaper = TextShaper(fonts: try FontContext())
        let rtl = shaper.shape(StyledText(text: "لا توجد رسائل", font: FontSpec(size: 17), alignment: .natural), role: .detail, width: 329, singleLine: false)
        XCTAssertGreaterThan(rtl.lineOffsets[0] + rtl.measurement.lines[0].width, 328, "natural alignment of RTL text is the right edge")
        let ltr = shaper.shape(StyledText(text: "No messages", font: FontSpec(size: 17), alignment: .natural), role: .detail, width: 329, singleLine: false)
        XCTAssertEqual(ltr.lineOffsets[0], 0, accuracy: 0.01)
    }

    func testHebrewIsSetRightToLeftWithARealFont() throws {
        let shaper = TextShaper(fonts: try FontContext())
        let shaped = shaper.shape(StyledText(text: "אין הודעות חדשות", font: FontSpec(size: 17), alignment: .natural), role: .detail, width: 329, singleLine: false)
        XCTAssertGreaterThan(shaped.lineOffsets[0] + shaped.measurement.lines[0].width, 328)
        XCTAssertTrue(families(in: shaped).contains("Noto Sans Hebrew"), "Hebrew in its own Noto face: \(families(in: shaped))")
        let line = try XCTUnwrap(shaped.line(0))
        XCTAssertEqual(line.pointee.resolved_dir, UInt32(PANGO_DIRECTION_RTL.rawValue))
    }

    func testTheFontMapIsDocumentedAndReported() throws {
        let fonts = try FontContext()
        XCTAssertEqual(fonts.choice(for: FontSpec(size: 17)).family, "Inter")
        XCTAssertEqual(fonts.choice(for: FontSpec(size: 27, weight: .bold)).family, "Inter Display")
        XCTAssertEqual(fonts.choice(for: FontSpec(size: 27, weight: .bold)).weight, 700)
        let light = fonts.choice(for: FontSpec(name: "HelveticaNeue-Light", size: 22))
        XCTAssertEqual(light.family, "TeX Gyre Heros")
        XCTAssertEqual(light.weight, 400, "TeX Gyre Heros has no Light: the nearest weight it has, by CSS's rule")
        XCTAssertEqual(light.iosMetrics, .helveticaNeue)
        XCTAssertTrue(fonts.notes.contains { $0.contains("HelveticaNeue-Light") }, "substitution is never silent")
        _ = fonts.choice(for: FontSpec(name: "NoSuchFont-Bold", size: 12))
        XCTAssertTrue(fonts.notes.contains { $0.contains("NoSuchFont-Bold") && $0.contains("not found") })
    }

    func testSystemLineHeightsAreSanFranciscos() throws {
        let shaper = TextShaper(fonts: try FontContext())
        let shaped = shaper.shape(StyledText(text: "One line", font: FontSpec(size: 17)), role: .detail, width: 329, singleLine: false)
        XCTAssertEqual(shaped.measurement.lines[0].height, 17 * IOSFontMetrics.sanFrancisco.lineHeight, accuracy: 1e-9)
        XCTAssertEqual(17 * IOSFontMetrics.sanFrancisco.lineHeight, 20.287, accuracy: 0.001, "UIFont.systemFont(ofSize: 17).lineHeight")
    }

    func testKernWidensTheLine() throws {
        let shaper = TextShaper(fonts: try FontContext())
        let plain = shaper.shape(StyledText(text: "Activity empty", font: FontSpec(size: 16)), role: .title, width: 329, singleLine: false)
        let kerned = shaper.shape(StyledText(text: "Activity empty", font: FontSpec(size: 16), kern: 2), role: .title, width: 329, singleLine: false)
        XCTAssertEqual(kerned.measurement.lines[0].width - plain.measurement.lines[0].width, 2 * 13, accuracy: 0.5, "between each two of 14 letters")
    }
}
