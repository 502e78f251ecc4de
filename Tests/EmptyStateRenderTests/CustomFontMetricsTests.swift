@testable import EmptyStateRender
import EmptyStateLayout
import EmptyStateModel
import EmptyStateTemplate
import EmptyStateTraits
import Foundation
import XCTest

/// A template's own fonts are measured as UIKit measures `UIFont(name:size:)` (issue 46): each
/// line is the `hhea` ascender + descender + line gap of the font's size, in the UIKit and the
/// SwiftUI styles alike, `.custom(_:size:relativeTo:)` included (no SF leading table for it).
/// Two open fonts of very different metrics: Liberation Sans (1854 / −434 / 67 of 2048 units, a
/// line 1.150 em) and Noto Sans (1069 / −293 / 0 of 1000, 1.362 em), both installed by `make setup`.
final class CustomFontMetricsTests: XCTestCase {
    struct FontFile {
        var path: String, regular: String, bold: String
        var ascender = 0.0, descender = 0.0, lineGap = 0.0
        /// UIFont.lineHeight as a fraction of the size.
        var lineHeight: Double { ascender + descender + lineGap }
    }

    /// The `hhea` figures read from the file itself, so the test states the rule, not our numbers.
    private func file(_ path: String, regular: String, bold: String) throws -> FontFile {
        guard FileManager.default.fileExists(atPath: path) else { throw XCTSkip("\(path) is not installed (make setup installs it)") }
        let data = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        func u16(_ o: Int) -> Int { Int(data[o]) << 8 | Int(data[o + 1]) }
        func i16(_ o: Int) -> Double { Double(Int16(bitPattern: UInt16(u16(o)))) }
        func u32(_ o: Int) -> Int { u16(o) << 16 | u16(o + 2) }
        var tables: [String: Int] = [:]
        for index in 0..<u16(4) {
            let entry = 12 + 16 * index
            tables[String(decoding: data[entry..<entry + 4], as: UTF8.self)] = u32(entry + 8)
        }
        let head = try XCTUnwrap(tables["head"]), hhea = try XCTUnwrap(tables["hhea"])
        let unitsPerEm = Double(u16(head + 18))
        return FontFile(path: path, regular: regular, bold: bold,
                        ascender: i16(hhea + 4) / unitsPerEm, descender: abs(i16(hhea + 6)) / unitsPerEm, lineGap: i16(hhea + 8) / unitsPerEm)
    }

    private func layout(_ font: FontFile, style: String, relativeTo: Bool) throws -> ScreenLayout {
        let fixture = try Fixture()
        let folder = (font.path as NSString).deletingLastPathComponent
        let files = [font.regular, font.bold].map { "\"" + folder + "/" + $0 + "\"" }
        let scaled = relativeTo ? ", relativeTo: body" : ""
        let names = try [font.regular, font.bold].map { try postScriptName(folder + "/" + $0) }
        let yaml = """
        style: \(style)
        fonts: [\(files.joined(separator: ", "))]
        title: { text: "No Mail", font: { name: \(names[1]), size: 22\(scaled) } }
        description: { text: "Messages you receive will appear here, in a list that takes two lines at least on a phone.", font: { name: \(names[0]), size: 15\(scaled) } }
        """
        let path = try fixture.write("t.yaml", yaml)
        let source = try TemplateLoader.source(path: path)
        let screen = try source.template(traits: source.traitCollections(asked: TraitAxes())[0]).base
        let renderer = try ScreenRenderer(fontFiles: screen.fontFiles)
        XCTAssertEqual(renderer.fonts.unknownFonts, [], "the template's own fonts are used")
        return try renderer.layout(screen)
    }

    /// The PostScript name fontconfig reports for a file.
    private func postScriptName(_ path: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/fc-scan")
        process.arguments = ["--format", "%{postscriptname}", path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        process.waitUntilExit()
        return String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }

    /// A height as a label's frame has it: ceiled to the pixel grid at @2x.
    private func ceiled(_ value: Double) -> Double { (value * 2 - 0.001).rounded(.up) / 2 }

    func testLinesAreTheFontsOwnLineHeightInEveryStyle() throws {
        let fonts = [
            try file("/usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf", regular: "LiberationSans-Regular.ttf", bold: "LiberationSans-Bold.ttf"),
            try file("/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf", regular: "NotoSans-Regular.ttf", bold: "NotoSans-Bold.ttf"),
        ]
        XCTAssertGreaterThan(abs(fonts[0].lineHeight - fonts[1].lineHeight), 0.15, "two fonts whose line heights differ widely")
        var titleHeights: [Double] = []
        for font in fonts {
            for (style, relativeTo) in [("uikit", false), ("swiftui", false), ("swiftui", true), ("dzn", false)] {
                let result = try layout(font, style: style, relativeTo: relativeTo)
                let title = try XCTUnwrap(result.title), detail = try XCTUnwrap(result.detail)
                let label = "\(font.regular) \(style)\(relativeTo ? " relativeTo" : "")"
                XCTAssertEqual(title.frame.height, ceiled(22 * font.lineHeight), accuracy: 0.51, label)
                let lines = Double(detail.measurement.lines.count)
                XCTAssertGreaterThanOrEqual(lines, 2, label)
                for line in detail.measurement.lines {
                    XCTAssertEqual(line.height, 15 * font.lineHeight, accuracy: 0.05, "\(label): a line is ascender + descender + line gap")
                    XCTAssertEqual(line.ascent, 15 * font.ascender, accuracy: 0.05, "\(label): the baseline is the ascender below the line's top")
                }
                XCTAssertEqual(detail.frame.height, ceiled(lines * 15 * font.lineHeight), accuracy: 0.51, "\(label): no SF leading between the lines")
                if style != "dzn" {
                    XCTAssertEqual(detail.frame.minY - title.frame.maxY, 3, accuracy: 0.01, "\(label): textToSecondaryTextPadding between the labels")
                }
                if style == "uikit" { titleHeights.append(title.frame.height) }
            }
        }
        XCTAssertNotEqual(titleHeights[0], titleHeights[1], "each font gives its own heights")
    }
}
