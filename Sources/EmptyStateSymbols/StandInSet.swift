import EmptyStateModel
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The open icon set drawn where a template names an SF Symbol that no symbol template gives:
/// Tabler Icons (MIT), installed by `make setup` (tools/install-stand-in-symbols.sh), mapped
/// from SF Symbol names by `StandInNames`. Its icons are stroked on a 24-unit grid, so a
/// weight is a stroke width; its filled icons gain a stroke in their own color for weights
/// above regular.
public struct StandInSet: Sendable {
    /// The folder holding `outline/` and `filled/`.
    public let folder: String
    /// The second set's folder (Material Symbols, `outline/` and `filled/`), drawn for the names
    /// Tabler has no icon for (`MaterialNames`); nil when it is not installed.
    public let secondFolder: String?

    public init(folder: String, secondFolder: String? = nil) {
        self.folder = folder
        self.secondFolder = secondFolder
    }

    /// Where `make setup` puts the set, then the places a packager would: the first that has it.
    /// `EMPTYSTATE_STAND_IN_SYMBOLS` names another folder, `EMPTYSTATE_MATERIAL_SYMBOLS` another second set.
    public static func installed(environment: [String: String] = ProcessInfo.processInfo.environment) -> StandInSet? {
        guard let folder = searched(environment: environment).first(where: { SymbolFile.exists($0 + "/outline/inbox.svg") }) else { return nil }
        let second = MaterialNames.searched(environment: environment).first { SymbolFile.exists($0 + "/outline/inbox.svg") }
        return StandInSet(folder: folder, secondFolder: second)
    }

    /// The folders `installed` looks in, in order.
    public static func searched(environment: [String: String] = ProcessInfo.processInfo.environment) -> [String] {
        InstalledData.folders("tabler-icons", variable: "EMPTYSTATE_STAND_IN_SYMBOLS", environment: environment)
    }

    /// The Tabler icon (`outline/inbox`) drawn for an SF Symbol name, if the table maps it.
    public static func icon(for systemName: String) -> String? { StandInNames.table[systemName] }

    /// Every SF Symbol name the table maps, sorted (for "did you mean").
    public static var names: [String] { StandInNames.table.keys.sorted() }

    // MARK: Geometry of the stand-in, in symbol-template units (points at 100 pt)

    /// Template units per grid unit at the medium scale: the 24-unit grid is 108 units, so a
    /// typical icon's ink (20 units with its stroke) is 90, a quarter over the cap height
    /// (70.46), as SF Symbols' medium glyphs reach above and below the capitals. An estimate,
    /// chosen by eye against SF Symbols at the same point size.
    static let unitsPerGridUnit = 4.5
    /// SF Pro's cap height at 100 pt (the distance between Apple's templates' Baseline and Capline guides).
    static let capHeight = 70.459
    /// The grid's side bearings: the margins sit 1 unit inside the 24-unit grid.
    static let sideBearing = 1.0

    /// Stroke widths per weight, in template units: SF Pro's stem widths at 100 pt, which the
    /// symbols' strokes match (Apple: symbols are designed to match the weights of San
    /// Francisco). Reasoned estimates from SF Pro's stems, not published figures.
    static let strokeWidth: [FontWeight: Double] = [
        .ultraLight: 2.0, .thin: 3.4, .light: 5.4, .regular: 7.6, .medium: 8.8,
        .semibold: 10.0, .bold: 11.4, .heavy: 13.0, .black: 14.6,
    ]

    static let parsed = BoundedMemo<String, StandInIcon>(capacity: 512, maximumBytes: 16 << 20)

    /// The outline of `icon` (`outline/inbox`) for a weight and scale.
    public func outline(icon: String, weight: FontWeight, scale: SymbolScale) throws -> SymbolOutline {
        outline(try drawing(icon: icon), weight: weight, scale: scale)
    }

    /// Where an icon's file is: `outline/inbox` in Tabler's folder, `material/filled/skillet` in
    /// the second set's (nil when it is not installed); a `~flipped` icon is its upright one's file.
    func location(of icon: String) -> (folder: String?, file: String) {
        let upright = icon.hasSuffix(Self.flippedSuffix) ? String(icon.dropLast(Self.flippedSuffix.count)) : icon
        if let name = MaterialNames.fileName(of: upright) { return (secondFolder, name) }
        return (folder, upright)
    }

    /// The file an icon is read from.
    public func path(of icon: String) -> String {
        let (folder, file) = location(of: icon)
        return (folder ?? "") + "/" + file + ".svg"
    }

    /// Whether `name` (a currency sign) is drawn as its character from the second set's glyphs.
    public func drawsGlyph(_ name: String) -> Bool { MaterialNames.glyph(name).map(has) ?? false }

    /// Which set an icon is of, as the warnings and `symbols` name it.
    public static func setName(of icon: String) -> String {
        MaterialNames.fileName(of: icon) == nil ? "Tabler Icons" : "Material Symbols"
    }

    /// `outline/u-turn-left~flipped`: an icon upside down (SF Symbols' `arrow.uturn.up`, where
    /// the sets draw only the U-turn that ends pointing down).
    static let flippedSuffix = "~flipped"

    /// The icon's file read as a drawing on the grid.
    func drawing(icon: String) throws -> StandInDrawing {
        if icon.hasSuffix(Self.flippedSuffix) {
            let upright = try drawing(icon: String(icon.dropLast(Self.flippedSuffix.count)))
            let flip = AffineTransform(a: 1, b: 0, c: 0, d: -1, e: 0, f: 24)
            return StandInDrawing(parts: upright.parts.map { part in
                var flipped = part
                flipped.path = part.path.applying(flip)
                return flipped
            })
        }
        let path = path(of: icon)
        let text = try SymbolFile.read(path)
        return StandInDrawing(icon: try Self.parsed.value(for: text, bytes: text.utf8.count) { try StandInIcon(svg: text, file: path) })
    }

    /// Whether the set has `icon` (`filled/heart`): looked up in the folders' listing, read once,
    /// as composing one name asks after a dozen icons that may not exist.
    func has(_ icon: String) -> Bool {
        let (folder, file) = location(of: icon)
        guard let folder else { return false }
        return Self.listings.value(for: folder, bytes: 1) { Self.listing(folder) }.contains(file)
    }

    static let listings = BoundedMemo<String, Set<String>>(capacity: 8, maximumBytes: 64)

    /// `outline/inbox`, `filled/heart`…: every icon file of the set.
    static func listing(_ folder: String) -> Set<String> {
        var icons = Set<String>()
        for kind in ["outline", "filled", "glyphs"] {
            for file in (try? FileManager.default.contentsOfDirectory(atPath: folder + "/" + kind)) ?? [] where file.hasSuffix(".svg") {
                icons.insert(kind + "/" + file.dropLast(4))
            }
        }
        return icons
    }

    /// A drawing on the grid placed as a symbol of a weight and scale.
    func outline(_ drawing: StandInDrawing, weight: FontWeight, scale: SymbolScale) -> SymbolOutline {
        let ratio = scale.templateFactor
        let grid = Self.unitsPerGridUnit * ratio
        let stroke = Self.strokeWidth[weight] ?? 7.6
        // The grid's center sits on the middle of the cap height, as symbols center on capitals.
        let dx = -Self.sideBearing * grid, dy = -Self.capHeight / 2 - 12 * grid
        var shapes: [SymbolShape] = []
        for part in drawing.parts {
            let placed = part.path.transformed(scale: grid, dx: dx, dy: dy)
            switch part.paint {
            case .fill:
                shapes.append(SymbolShape(path: placed, paint: .fill, erases: part.erases))
                let extra = stroke - Self.strokeWidth[.regular]!
                if part.thickens, extra > 0 { shapes.append(SymbolShape(path: placed, paint: .stroke(width: extra))) }
            case let .stroke(factor):
                shapes.append(SymbolShape(path: placed, paint: .stroke(width: stroke * factor), erases: part.erases))
            }
        }
        return SymbolOutline(shapes: shapes, advance: (24 - 2 * Self.sideBearing) * grid, capHeight: Self.capHeight)
    }
}

/// A Tabler SVG read into paths: each drawn element, filled or stroked. The grid's invisible
/// frame (`stroke="none"` and `fill="none"`) is left out.
struct StandInIcon: Sendable {
    struct Path: Sendable { var path: PathData; var filled: Bool }
    var paths: [Path]

    init(svg: String, file: String) throws {
        let reader = StandInReader()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = reader
        guard parser.parse(), reader.error == nil else {
            throw SymbolError("\(file): not a stand-in icon (\(reader.error ?? parser.parserError.map { "\($0)" } ?? "not XML"))")
        }
        paths = reader.paths
        guard !paths.isEmpty else { throw SymbolError("\(file): the icon draws nothing") }
    }
}

final class StandInReader: NSObject, XMLParserDelegate {
    var paths: [StandInIcon.Path] = []
    var error: String?
    /// fill and stroke as inherited from the enclosing elements.
    private var inherited: [(fill: String?, stroke: String?)] = []
    static let maximumElements = 2_000
    private var count = 0

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        count += 1
        if count > Self.maximumElements { error = "more than \(Self.maximumElements) elements"; parser.abortParsing(); return }
        let outer = inherited.last ?? (fill: "black", stroke: nil)
        let fill = attributes["fill"] ?? outer.fill, stroke = attributes["stroke"] ?? outer.stroke
        inherited.append((fill, stroke))
        guard name != "svg", name != "g" else { return }
        let filled = fill != nil && fill != "none"
        let stroked = stroke != nil && stroke != "none"
        guard filled || stroked else { return }
        do {
            if let path = try PathData(shape: name, attributes: attributes) {
                paths.append(.init(path: path, filled: filled && !stroked))
            }
        } catch {
            self.error = "\(name): \(error)"; parser.abortParsing()
        }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        _ = inherited.popLast()
    }
}
