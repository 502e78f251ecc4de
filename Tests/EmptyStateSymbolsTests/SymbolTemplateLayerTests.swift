import EmptyStateModel
@testable import EmptyStateSymbols
import XCTest

final class SymbolTemplateLayerTests: XCTestCase {
    typealias F = TemplateFixture
    func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

    /// The style sheet as the SF Symbols app writes it: raw colons in class names, the clear
    /// and variable annotations per rendering mode.
    let style = """
    .monochrome-0 {fill:#000000}
    .monochrome-1 {fill:#000000;opacity:0.0;-sfsymbols-clear-behind:true}
    .monochrome-2 {fill:#000000;-sfsymbols-variable-threshold:0.34}
    .multicolor-0:tintColor {fill:#007AFF}
    .hierarchical-0:secondary {fill:#8E8E8E}
    .hierarchical-1:primary {fill:#212121;-sfsymbols-clear-behind:true}
    .hierarchical-2:tertiary {fill:#212121;-sfsymbols-variable-threshold:0.68}
    /* a comment with a { brace */
    """

    func layeredTemplate() throws -> SymbolTemplate {
        let body = [
            F.path("M0 -60H60V0H0Z", classes: "monochrome-0 multicolor-0:tintColor hierarchical-0:secondary SFSymbolsPreviewWireframe"),
            F.path("M20 -40H40V-20H20Z", classes: "monochrome-1 multicolor-1:systemRedColor hierarchical-1:primary SFSymbolsPreviewWireframe"),
            F.path("M70 -10H80V0H70Z", classes: "monochrome-2 multicolor-0:tintColor hierarchical-2:tertiary"),
            F.path("M90 -10H95V0H90Z", classes: ""),
        ].joined(separator: "\n")
        let svg = F.document(style: style, guides: F.guides(scales: ["M"], margins: [("Regular-M", 1000, 1100)]),
                             symbols: F.variant("Regular-M", x: 1000, body))
        return try SymbolTemplate(svg: svg, file: "layers.svg")
    }

    func testLayersFromClassesInMonochrome() throws {
        let shapes = try layeredTemplate().outline(weight: .regular, scale: .medium).shapes
        XCTAssertEqual(shapes.map(\.level), [.secondary, .primary, .tertiary, .primary])
        XCTAssertEqual(shapes.map(\.erases), [false, true, false, false])
        XCTAssertEqual(shapes.map(\.variableThreshold), [nil, nil, 0.34, nil])
        // The preview class's `fill:none` is the app's wireframe preview, not the symbol's paint.
        XCTAssertEqual(shapes.map(\.paint), [.fill, .fill, .fill, .fill])
        XCTAssertEqual(shapes[1].path.svg, "M20-40L40-40L40-20L20-20Z")
    }

    func testLayersFromClassesInHierarchical() throws {
        let shapes = try layeredTemplate().outline(weight: .regular, scale: .medium, annotations: .hierarchical).shapes
        // The primary layer clears behind it and is drawn (it has no opacity:0): a hole, then itself.
        XCTAssertEqual(shapes.map(\.level), [.secondary, .primary, .primary, .tertiary, .primary])
        XCTAssertEqual(shapes.map(\.erases), [false, true, false, false, false])
        XCTAssertEqual(shapes[1].path, shapes[2].path)
        XCTAssertEqual(shapes.map(\.variableThreshold), [nil, nil, nil, 0.68, nil])
    }

    func testGuidesPlaceTheOutline() throws {
        // Template 2.0's single pair of margins (no variant in their names) belongs to Regular-M.
        let guides = F.guides() + """
          <line id="left-margin" x1="995" x2="995" y1="1030" y2="1150"/>
          <line id="right-margin" x1="1050" x2="1050" y1="1030" y2="1150"/>
        """
        let symbols = [F.variant("Regular-M", x: 1000, F.path("M5 -50H45V0H5Z")),
                       // No margins of its own: Regular-M's side bearings (10 and 5), scaled by 1.29.
                       F.variant("Regular-L", x: 2000, F.path("M0 -60H60V0H0Z"))].joined(separator: "\n")
        let template = try SymbolTemplate(svg: F.document(guides: guides, symbols: symbols), file: "v2.svg")
        let medium = try template.outline(weight: .regular, scale: .medium)
        XCTAssertEqual(medium.shapes[0].path.commands.first, .move(p(10, -50)))
        XCTAssertEqual(medium.advance, 55)
        XCTAssertEqual(medium.capHeight, 70.46, accuracy: 1e-9)
        let large = try template.outline(weight: .regular, scale: .large)
        XCTAssertEqual(large.shapes[0].path.commands.first?.points.first?.x ?? 0, 12.9, accuracy: 1e-9)
        XCTAssertEqual(large.advance, 60 + 12.9 + 6.45, accuracy: 1e-9)
        XCTAssertEqual(large.capHeight, 70.46, accuracy: 1e-9)
    }

    func testWithoutMarginsTheInkSetsTheAdvance() throws {
        let svg = F.document(symbols: F.variant("Regular-M", x: 500, F.path("M20 -30H50V0H20Z")))
        let outline = try SymbolTemplate(svg: svg, file: "ink.svg").outline(weight: .regular, scale: .medium)
        XCTAssertEqual(outline.shapes[0].path.svg, "M0-30L30-30L30 0L0 0Z")
        XCTAssertEqual(outline.advance, 30)
    }

    func testTransformsShapesAndStrokes() throws {
        let body = """
            <g transform="scale(2)">
              <rect x="0" y="-20" width="10" height="20"/>
              <circle cx="20" cy="-10" r="5"/>
              <path d="M0 0L30 0" fill="none" stroke="#000" stroke-width="1.5"/>
            </g>
            <g style="fill:none;stroke:black"><polyline points="0,-5 5,-10 10,-5" stroke-width="2"/></g>
            <ellipse cx="100" cy="-10" rx="10" ry="5"/>
            <polygon points="120,0 130,-20 140,0"/>
            <line x1="0" y1="0" x2="10" y2="0"/>
            <text>ignored</text>
        """
        // Sketch re-saves templates with an unnamed wrapper group inside Symbols.
        let symbols = "<g><g id=\"Regular-M\" transform=\"translate(1000 1126)\">\(body)</g></g>"
        let svg = F.document(guides: F.guides(margins: [("Regular-M", 1000, 1150)]), symbols: symbols)
        let template = try SymbolTemplate(svg: svg, file: "shapes.svg")
        XCTAssertEqual(template.notes, ["the variant Regular-M has a <text>, which is not a shape and is ignored"])
        let shapes = try template.outline(weight: .regular, scale: .medium).shapes
        XCTAssertEqual(shapes.count, 7)
        XCTAssertEqual(shapes[0].path.bounds, Rect(x: 0, y: -40, width: 20, height: 40))
        let circle = try XCTUnwrap(shapes[1].path.bounds)
        XCTAssertEqual(circle.minX, 30, accuracy: 1e-9); XCTAssertEqual(circle.maxY, -10, accuracy: 1e-9)
        XCTAssertEqual(circle.width, 20, accuracy: 1e-9)
        XCTAssertEqual(shapes[2].paint, .stroke(width: 3))
        XCTAssertEqual(shapes[2].path.svg, "M0 0L60 0")
        XCTAssertEqual(shapes[3].paint, .stroke(width: 2))
        XCTAssertEqual(shapes[3].path.svg, "M0-5L5-10L10-5")
        let ellipse = try XCTUnwrap(shapes[4].path.bounds)
        XCTAssertEqual(ellipse.minX, 90, accuracy: 1e-9); XCTAssertEqual(ellipse.height, 10, accuracy: 1e-9)
        XCTAssertEqual(shapes[5].path.svg, "M120 0L130-20L140 0Z")
        XCTAssertEqual(shapes[6].paint, .fill)
    }
}
