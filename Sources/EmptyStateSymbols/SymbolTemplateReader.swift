import EmptyStateModel

/// One shape of a variant as the template draws it, with the annotations of both rendering
/// modes that change its geometry's role (hierarchical and palette share the hierarchical ones).
struct MasterShape: Equatable, Sendable {
    var path: PathData
    var paint: SymbolPaint
    var level: SymbolLayerLevel
    var monochrome: SymbolLayerStyle?
    var hierarchical: SymbolLayerStyle?
}

/// A variant as read, in the template's canvas coordinates (all transforms applied).
struct RawVariant {
    var key: SymbolVariantKey
    var shapes: [MasterShape]
    /// Where the variant group's own origin lands: Apple's exports put it on the left margin
    /// and the baseline, so it is the last resort for the margin.
    var origin: Point
    var ink: Rect?
}

/// Walks a template's XML: the style sheet, the guides (baselines, caplines, margins), the
/// template version, and the variants under `Symbols` with their shapes.
struct SymbolTemplateReader {
    let file: String
    var css = ""
    var baselines: [SymbolScale: Double] = [:]
    var caplines: [SymbolScale: Double] = [:]
    var leftMargins: [SymbolVariantKey: Double] = [:]
    var rightMargins: [SymbolVariantKey: Double] = [:]
    /// `left-margin` / `right-margin` without a variant: templates 1.0 and 2.0 had one pair,
    /// for Regular-M (template 3.0 introduced per-variant margins).
    var plainLeftMargin: Double?
    var plainRightMargin: Double?
    var symbols: (node: SVGNode, transform: AffineTransform)?
    var version: String?
    /// The style sheet, read once the whole document has been scanned.
    var sheet = SymbolStyleSheet("")
    var notes: [String] = []
    var variants: [SymbolVariantKey: RawVariant] = [:]

    init(file: String) { self.file = file }

    func error(_ message: String, at node: SVGNode? = nil) -> SymbolTemplateError {
        SymbolTemplateError(file: file, message: message, line: node.map(\.line).flatMap { $0 > 0 ? $0 : nil },
                            column: node.map(\.column).flatMap { $0 > 0 ? $0 : nil })
    }

    /// Adds a note once; past 20 the rest are left out (hostile files could otherwise make
    /// thousands, each different).
    func note(_ text: String, _ list: inout [String]) {
        guard list.count < 20, !list.contains(text) else { return }
        list.append(text)
    }

    mutating func read(_ root: SVGNode) throws {
        guard root.name == "svg" else {
            throw error("not a symbol template: the root element is <\(root.name.prefix(40))>, not <svg>", at: root)
        }
        try scan(root, transform: .identity)
        guard let symbols else {
            throw error("not a symbol template: there is no group with id \"Symbols\" (the SF Symbols app's templates keep their variants in one)")
        }
        sheet = SymbolStyleSheet(css)
        try readVariants(in: symbols.node, transform: symbols.transform)
        guard !variants.isEmpty else {
            throw error("the Symbols group has no variants (groups named like Regular-M: a weight, Ultralight to Black, and a scale, S, M or L)", at: symbols.node)
        }
        for scale in SymbolScale.allCases where variants.keys.contains(where: { $0.scale == scale }) {
            let letter = scale.templateLetter
            let missing = [baselines[scale] == nil ? "Baseline-\(letter)" : nil, caplines[scale] == nil ? "Capline-\(letter)" : nil].compactMap { $0 }
            guard missing.isEmpty else {
                throw error("the template has \(letter) variants but no \(missing.joined(separator: " or ")) guide to place them on")
            }
            guard let baseline = baselines[scale], let capline = caplines[scale], capline < baseline else {
                throw error("the Capline-\(letter) guide is not above the Baseline-\(letter) guide")
            }
        }
    }

    /// The element's transform within its parent's, or an error naming the element.
    func transform(of node: SVGNode, within outer: AffineTransform) throws -> AffineTransform {
        guard let text = node.attributes["transform"] else { return outer }
        do {
            let combined = outer.concatenating(try AffineTransform.parse(text))
            guard combined.isFinite else { throw PathDataError(message: "its numbers are out of range", offset: 0) }
            return combined
        } catch let failure as PathDataError {
            throw error("<\(node.name.prefix(40))\(node.id.map { " id=\"\($0.prefix(60))\"" } ?? "")> has a transform that cannot be read: \(failure.message)", at: node)
        }
    }

    /// Everything outside `Symbols`: style, guides, version.
    mutating func scan(_ node: SVGNode, transform outer: AffineTransform) throws {
        if node.name == "style" { css += node.text + "\n" }
        if node.name == "text", node.id == "template-version" {
            let words = node.text.split(whereSeparator: { $0.isWhitespace })
            version = words.last.map { $0.hasPrefix("v.") ? String($0.dropFirst(2)) : String($0) }
        }
        // An element with a transform that cannot be read matters only if a guide or the
        // variants are inside it; the error is raised there.
        let transform: AffineTransform
        do { transform = try self.transform(of: node, within: outer) } catch let failure {
            if node.id == "Symbols" || containsTemplateIDs(node) { throw failure }
            return
        }
        if let id = node.id {
            if id == "Symbols", symbols == nil { symbols = (node, transform); return }
            try guide(id, node, transform)
        }
        for child in node.children { try scan(child, transform: transform) }
    }

    func containsTemplateIDs(_ node: SVGNode) -> Bool {
        node.children.contains { child in
            guard let id = child.id else { return containsTemplateIDs(child) }
            return id == "Symbols" || id.hasPrefix("Baseline-") || id.hasPrefix("Capline-") || id.contains("margin") || containsTemplateIDs(child)
        }
    }

    mutating func guide(_ id: String, _ node: SVGNode, _ transform: AffineTransform) throws {
        if id.hasPrefix("Baseline-") || id.hasPrefix("Capline-") {
            let letter = id.split(separator: "-").last.map(String.init) ?? ""
            guard let scale = SymbolScale.allCases.first(where: { $0.templateLetter == letter }) else { return }
            let y = try guidePoint(node, transform, id).y
            if id.hasPrefix("Baseline-") { baselines[scale] = y } else { caplines[scale] = y }
        } else if id.hasPrefix("left-margin") || id.hasPrefix("right-margin") {
            let left = id.hasPrefix("left-margin")
            let rest = id.dropFirst(left ? "left-margin".count : "right-margin".count)
            let x = try guidePoint(node, transform, id).x
            if rest.isEmpty {
                if left { plainLeftMargin = x } else { plainRightMargin = x }
            } else if rest.hasPrefix("-"), let key = SymbolVariantKey(name: String(rest.dropFirst())) {
                if left { leftMargins[key] = x } else { rightMargins[key] = x }
            }
        }
    }

    /// A guide's defining point: a line's first end, or a path's first point (some generators
    /// draw guides as paths).
    func guidePoint(_ node: SVGNode, _ transform: AffineTransform, _ fullID: String) throws -> Point {
        let id = fullID.prefix(60)
        var point: Point?
        do {
            if node.name == "line" {
                let reader = ShapeAttributes(element: "line", attributes: node.attributes)
                point = Point(x: try reader.length("x1"), y: try reader.length("y1"))
            } else if node.name == "path", case let .move(p)? = try PathData(svg: node.attributes["d"] ?? "").commands.first {
                point = p
            }
        } catch let failure {
            throw error("the \(id) guide cannot be read: \(failure)", at: node)
        }
        guard let point else { throw error("the \(id) guide is a <\(node.name.prefix(40))>, not a line", at: node) }
        let placed = transform.apply(point)
        guard placed.x.isFinite, placed.y.isFinite else { throw error("the \(id) guide is out of range", at: node) }
        return placed
    }

    /// The variant groups: children of `Symbols` (or of unnamed groups in it, which drawing
    /// apps add), each named like `Regular-M`.
    mutating func readVariants(in node: SVGNode, transform outer: AffineTransform) throws {
        for child in node.children {
            let transform = try self.transform(of: child, within: outer)
            guard child.name == "g" else {
                if PathData.shapeElements.contains(child.name) {
                    note("a <\(child.name)> inside Symbols but outside every variant group is ignored", &notes)
                }
                continue
            }
            guard let id = child.id else { try readVariants(in: child, transform: transform); continue }
            guard let key = SymbolVariantKey(name: id) else {
                throw error("\"\(id.prefix(60))\" in the Symbols group is not a variant name: variants are a weight (Ultralight, Thin, Light, Regular, Medium, Semibold, Bold, Heavy, Black) and a scale (S, M, L), like Regular-M", at: child)
            }
            guard variants[key] == nil else { throw error("the variant \(key.name) appears twice", at: child) }
            var shapes: [MasterShape] = []
            try collect(child, key: key, transform: transform, paint: InheritedPaint().adding(child.attributes),
                        classes: child.attributes["class"], into: &shapes)
            guard !shapes.isEmpty else { throw error("the variant \(key.name) has no paths", at: child) }
            var ink: Rect?
            for shape in shapes { if let box = shape.path.bounds { ink = ink.map { $0.including(box) } ?? box } }
            variants[key] = RawVariant(key: key, shapes: shapes, origin: transform.apply(.zero), ink: ink)
        }
    }

    /// Elements that draw nothing themselves, skipped without a note.
    static let silent: Set<String> = ["defs", "title", "desc", "style", "metadata", "clipPath", "mask", "symbol",
                                      "linearGradient", "radialGradient", "pattern", "filter", "marker"]

    /// The shapes inside a variant, in document order (the order they are painted in).
    mutating func collect(_ node: SVGNode, key: SymbolVariantKey, transform: AffineTransform, paint: InheritedPaint,
                          classes: String?, into shapes: inout [MasterShape]) throws {
        for child in node.children {
            let childTransform = try self.transform(of: child, within: transform)
            let childPaint = paint.adding(child.attributes)
            let childClasses = child.attributes["class"] ?? classes
            if child.name == "g" || child.name == "a" || child.name == "switch" {
                try collect(child, key: key, transform: childTransform, paint: childPaint, classes: childClasses, into: &shapes)
                continue
            }
            if Self.silent.contains(child.name) { continue }
            let path: PathData?
            let label = "the variant \(key.name), path \(shapes.count + 1)\(child.name == "path" ? "" : " (a <\(child.name)>)")"
            do { path = try PathData(shape: child.name, attributes: child.attributes) } catch let failure {
                throw error("\(label): \(failure)", at: child)
            }
            guard let path else {
                note("the variant \(key.name) has a <\(child.name.prefix(40))>, which is not a shape and is ignored", &notes)
                continue
            }
            let placed = path.applying(childTransform)
            guard placed.commands.allSatisfy(\.isFinite) else {
                throw error("\(label): its coordinates are out of range once transformed", at: child)
            }
            shapes.append(shape(placed, paint: childPaint, scale: childTransform.lengthScale, classes: childClasses, key: key))
        }
    }

    mutating func shape(_ path: PathData, paint: InheritedPaint, scale: Double, classes: String?, key: SymbolVariantKey) -> MasterShape {
        let layers = SymbolLayerClasses(classes ?? "")
        if let unknown = layers.unknownLevel {
            note("the hierarchy level \"\(unknown.prefix(40))\" is not primary, secondary or tertiary; it is drawn as primary", &notes)
        }
        return MasterShape(path: path, paint: paint.resolved(lengthScale: scale), level: layers.level,
                           monochrome: layers.monochrome.map(sheet.layerStyle(forClass:)),
                           hierarchical: layers.hierarchical.map(sheet.layerStyle(forClass:)))
    }
}

/// Fill and stroke as SVG inherits them down the groups, from presentation attributes and
/// inline `style`. Class rules are deliberately not applied: the app's own sheet gives
/// `SFSymbolsPreviewWireframe` `fill:none; stroke:black` for its preview, and the system
/// draws those shapes filled all the same.
struct InheritedPaint {
    var fill: String?
    var stroke: String?
    var strokeWidth: Double?

    func adding(_ attributes: [String: String]) -> InheritedPaint {
        var result = self
        var declarations: [String: String] = [:]
        for name in ["fill", "stroke", "stroke-width"] { if let value = attributes[name] { declarations[name] = value } }
        for declaration in (attributes["style"] ?? "").split(separator: ";") {
            guard let colon = declaration.firstIndex(of: ":") else { continue }
            declarations[String(declaration[..<colon]).svgTrimmed] = String(declaration[declaration.index(after: colon)...]).svgTrimmed
        }
        if let fill = declarations["fill"] { result.fill = fill }
        if let stroke = declarations["stroke"] { result.stroke = stroke }
        if let width = declarations["stroke-width"],
           let value = try? ShapeAttributes(element: "", attributes: ["w": width]).length("w"), value >= 0 {
            result.strokeWidth = value
        }
        return result
    }

    /// Filled unless only a stroke is painted. A shape with neither is still filled: Apple's
    /// documentation says the system takes every path in a variant as outline, hidden or not.
    func resolved(lengthScale: Double) -> SymbolPaint {
        let filled = fill?.svgTrimmed != "none"
        let stroked = stroke.map { $0.svgTrimmed != "none" } ?? false
        if !filled, stroked { return .stroke(width: (strokeWidth ?? 1) * lengthScale) }
        return .fill
    }
}

extension PathData {
    /// The SVG elements `init(shape:attributes:)` outlines.
    static let shapeElements: Set<String> = ["path", "rect", "circle", "ellipse", "line", "polyline", "polygon"]
}

extension Rect {
    /// The smallest rectangle holding both.
    func including(_ other: Rect) -> Rect {
        let x0 = min(minX, other.minX), y0 = min(minY, other.minY)
        return Rect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }
}
