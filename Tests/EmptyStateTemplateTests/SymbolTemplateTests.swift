import EmptyStateModel
import EmptyStateSymbols
import EmptyStateTemplate
import EmptyStateTraits
import Foundation
import XCTest

/// `systemName:` images: configuration, sources, warnings and errors.
final class SymbolTemplateTests: XCTestCase {
    /// Templates/art/Symbols.xcassets: our custom symbol set.
    static let catalog = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Templates/art/Symbols.xcassets").standardizedFileURL.path

    func template(_ yaml: String, path: String = "/tmp/t.yaml", symbols: SymbolOptions = SymbolOptions()) throws -> Template {
        try TemplateLoader.source(text: yaml, path: path, symbols: symbols).template()
    }

    func error(_ yaml: String, symbols: SymbolOptions = SymbolOptions(), file: StaticString = #filePath, line: UInt = #line) -> String {
        do {
            _ = try template(yaml, symbols: symbols)
            XCTFail("expected an error", file: file, line: line)
        } catch let error as TemplateError {
            XCTAssertFalse(error.description.contains("\n"), file: file, line: line)
            return error.description
        } catch {
            XCTFail("unexpected \(error)", file: file, line: line)
        }
        return ""
    }

    func standInInstalled() throws {
        guard TemplateSource.hasStandInSymbols else { throw XCTSkip("the stand-in symbol set is not installed (make setup installs it)") }
    }

    /// `stroke-width` values in an SVG.
    func strokeWidths(_ svg: String?) -> [Double] {
        let parts = (svg ?? "").components(separatedBy: "stroke-width=\"").dropFirst()
        return parts.compactMap { Double($0.prefix { $0 != "\"" }) }
    }

    func testADefaultSymbolIsBodySizedInTheTintAndSaysItIsAStandIn() throws {
        try standInInstalled()
        let loaded = try template("image: { systemName: tray.fill }\n")
        let symbol = try XCTUnwrap(loaded.base.view.image?.symbol)
        XCTAssertEqual(symbol.name, "tray.fill")
        XCTAssertEqual(symbol.pointSize, 17, "UIImageView's default: the body style")
        XCTAssertEqual(symbol.weight, .regular)
        XCTAssertEqual(symbol.scale, "medium")
        XCTAssertTrue(symbol.source.hasPrefix("stand-in: "))
        XCTAssertTrue(loaded.base.view.image?.inlineSVG?.contains("#007AFF") ?? false, "systemBlue, the default tint")
        XCTAssertEqual(loaded.warnings.filter { $0.contains("'tray.fill'") }.count, 1)
    }

    func testTextStylesFollowDynamicTypeAndPointSizesDoNot() throws {
        try standInInstalled()
        var big = TraitCollection.default
        big.contentSize = .AX3
        let styled = try TemplateLoader.source(text: "image: { systemName: magnifyingglass, textStyle: largeTitle }\n", path: "/tmp/t.yaml")
        XCTAssertEqual(try styled.template().base.view.image?.symbol?.pointSize, 34)
        XCTAssertGreaterThan(try styled.template(traits: big).base.view.image?.symbol?.pointSize ?? 0, 34)
        let fixed = try TemplateLoader.source(text: "image: { systemName: magnifyingglass, pointSize: 56 }\n", path: "/tmp/t.yaml")
        XCTAssertEqual(try fixed.template(traits: big).base.view.image?.symbol?.pointSize, 56)
    }

    func testEveryWeightDrawsAnotherStrokeAndScalesChangeTheSize() throws {
        try standInInstalled()
        var widths: [Double] = []
        for weight in FontWeight.allCases {
            let image = try template("image: { systemName: heart, pointSize: 40, weight: \(weight.rawValue) }\n").base.view.image
            widths.append(try XCTUnwrap(strokeWidths(image?.inlineSVG).first))
        }
        XCTAssertEqual(widths, widths.sorted())
        XCTAssertEqual(Set(widths).count, FontWeight.allCases.count, "nine weights, nine strokes")
        let small = try template("image: { systemName: heart, pointSize: 40, scale: small }\n").base.view.image!
        let large = try template("image: { systemName: heart, pointSize: 40, scale: large }\n").base.view.image!
        let measure = { (svg: String) in Double(svg.components(separatedBy: "height=\"")[1].prefix { $0 != "\"" })! }
        XCTAssertLessThan(measure(small.inlineSVG!), measure(large.inlineSVG!))
    }

    func testPaletteAndHierarchicalColorTheLayers() throws {
        let yaml = "assets: \(Self.catalog)\nimage: { systemName: emptystate.heart.sparkle, renderingMode: palette, colors: ['#FF0000', '#00FF00'] }\n"
        let palette = try XCTUnwrap(template(yaml).base.view.image?.inlineSVG)
        XCTAssertTrue(palette.contains("#FF0000") && palette.contains("#00FF00"))
        let hierarchical = try XCTUnwrap(template(yaml.replacingOccurrences(of: "palette", with: "hierarchical")).base.view.image?.inlineSVG)
        XCTAssertFalse(hierarchical.contains("#00FF00"))
        XCTAssertTrue(hierarchical.contains("opacity=\"0.5\""), "the secondary layer at its opacity")
    }

    func testACatalogSymbolIsNoStandInAndItsWeightsAreInterpolated() throws {
        let base = "assets: \(Self.catalog)\n"
        let regular = try template(base + "image: { systemName: emptystate.heart.sparkle, pointSize: 100 }\n")
        XCTAssertTrue(regular.warnings.isEmpty, "\(regular.warnings)")
        XCTAssertTrue(regular.base.view.image?.symbol?.source.hasSuffix("emptystate.heart.sparkle.svg") ?? false)
        let semibold = try template(base + "image: { systemName: emptystate.heart.sparkle, pointSize: 100, weight: semibold }\n").base.view.image
        XCTAssertNotEqual(semibold?.inlineSVG, regular.base.view.image?.inlineSVG)
    }

    /// `UIImage(named: "emptystate.heart.sparkle")` finds a catalog's symbol set: `name:` draws it
    /// as `systemName:` does, not as a missing file.
    func testANameThatIsACatalogSymbolSetIsDrawnAsTheSymbol() throws {
        let base = "assets: \(Self.catalog)\n"
        let named = try template(base + "image: { name: emptystate.heart.sparkle, tintColor: '#FF0000' }\n").base.view.image
        let system = try template(base + "image: { systemName: emptystate.heart.sparkle, tintColor: '#FF0000' }\n").base.view.image
        XCTAssertNotNil(named?.symbol)
        XCTAssertEqual(named?.inlineSVG, system?.inlineSVG)
    }

    func testAFolderOfExportedTemplatesFromTheCommandLine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("symbols-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.copyItem(atPath: Self.catalog + "/emptystate.heart.sparkle.symbolset/emptystate.heart.sparkle.svg",
                                         toPath: folder + "/brand.heart.svg")
        let loaded = try template("image: { systemName: brand.heart }\n", symbols: SymbolOptions(folders: [folder]))
        XCTAssertEqual(loaded.base.view.image?.symbol?.source, folder + "/brand.heart.svg")
        // A broken one names its file.
        try "<svg xmlns='http://www.w3.org/2000/svg'><g id='Symbols'/></svg>".write(toFile: folder + "/broken.svg", atomically: true, encoding: .utf8)
        let message = error("image: { systemName: broken }\n", symbols: SymbolOptions(folders: [folder]))
        XCTAssertTrue(message.hasPrefix("/tmp/t.yaml:1:22: image.systemName: \(folder)/broken.svg:1:56: the Symbols group has no variants"), message)
    }

    func testUnknownNamesSuggestTheNearestAndStrictRefusesStandIns() throws {
        try standInInstalled()
        XCTAssertEqual(error("image: { systemName: trayy }\n"),
                       "/tmp/t.yaml:1:22: image.systemName: 'trayy' is not an SF Symbol name: it is none of SF Symbols' \(try XCTUnwrap(SymbolNameList.installed).allNames.count) names; did you mean 'tray'?")
        XCTAssertTrue(error("image: { systemName: tray }\n", symbols: SymbolOptions(strict: true)).contains("(--strict-symbols)"))
        XCTAssertTrue(error("image: { systemName: ../etc/passwd }\n").contains("is not a symbol name"))
        XCTAssertTrue(error("image: { systemName: tray, pointSize: 20, textStyle: body }\n").contains("both 'pointSize' and 'textStyle'"))
        XCTAssertTrue(error("image: { name: art/x, weight: bold }\n").contains("weight configures a symbol"))
        XCTAssertTrue(error("image: { systemName: tray, capInsets: [1, 1, 1, 1] }\n").contains("is for image files"))
    }

    func testSymbolsInButtonsTakeTheTitlesSizeAndColor() throws {
        try standInInstalled()
        let view = try template("button: { style: filled, size: large, title: Retry, image: { systemName: arrow.clockwise } }\n").base.view
        let symbol = try XCTUnwrap(view.button.configuration?.image?.symbol)
        XCTAssertEqual(symbol.pointSize, 17, "large buttons title in body")
        XCTAssertTrue(view.button.configuration?.image?.inlineSVG?.contains("#FFFFFF") ?? false, "white on filled")
    }

    func testAPlainTitleHoldsForEveryStateInDZNsButtonToo() throws {
        let view = try template("button: { title: Refresh }\n").base.view
        XCTAssertEqual(view.button.titles[.normal]?.text, "Refresh")
        XCTAssertEqual(error("button: { title: { hilighted: Refresh } }\n"),
                       "/tmp/t.yaml:1:20: unknown key 'hilighted' in button.title; did you mean 'highlighted'?")
    }
}
