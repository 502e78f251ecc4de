import EmptyStateModel
import EmptyStateSymbols
import EmptyStateTraits
import Yams

/// `image: { systemName: tray.fill, pointSize, weight, scale, textStyle, renderingMode, colors,
/// variableValue }`: an SF Symbol as `UIImage(systemName:withConfiguration:)` draws it, resolved
/// here (for the traits) into an SVG image of the symbol's alignment rect.
extension ScreenDecoder {
    /// What a symbol is when its configuration leaves something out: each place has its own
    /// (an image view, a content-unavailable view, a button's title).
    struct SymbolDefaults {
        /// The text style its point size follows (Dynamic Type), unless `pointSize` is given.
        var textStyle: TextStyle
        var weight: FontWeight?
        var scale: SymbolScale = .medium
        /// A point size that wins over `textStyle` (a content-unavailable view's 48 pt).
        var pointSize: Double?
        var renderingMode: SymbolRenderingMode = .monochrome
        /// The color of a monochrome symbol without `tintColor` or `colors`.
        var color: Color

        /// `UIImageView`: a symbol image's default configuration is the body style's, drawn in
        /// the view's tint (a template image).
        static func imageView(_ environment: TraitEnvironment) -> SymbolDefaults {
            SymbolDefaults(textStyle: .body, color: environment.tint.resolved(with: environment.traits))
        }
    }

    func symbolImage(pairs: Pairs, at node: Node, what: String, defaults: SymbolDefaults) throws -> ImageSpec {
        if let nameNode = pairs.first(where: { $0.key == "name" }) {
            throw reader.error("\(what) gives both 'name' and 'systemName'; an image is a file or a symbol", at: nameNode.keyNode)
        }
        let nameNode = pairs.first { $0.key == "systemName" }!.value
        let name = try reader.string(nameNode, what: "\(what).systemName")
        var pointSize: Double?, style: TextStyle?, weight: FontWeight?, scale = defaults.scale
        var mode = defaults.renderingMode, colors: [Color] = [], variableValue: Double?
        var pointSizeNode: Node?
        for (key, _, value) in pairs {
            let field = "\(what).\(key)"
            switch key {
            case "pointSize":
                pointSize = try reader.finiteNumber(value, what: field, range: 1...1_000)
                pointSizeNode = value
            case "textStyle": style = try textStyle(value, what: field)
            case "weight": weight = try reader.oneOf(value, FontWeight.self, what: field)
            case "scale": scale = try reader.oneOf(value, SymbolScale.self, what: field)
            case "renderingMode": mode = try reader.oneOf(value, SymbolRenderingMode.self, what: field)
            case "colors":
                colors = try reader.sequence(value, what: field, limit: 3).map { try color($0, what: field) }
                guard !colors.isEmpty else { throw reader.error("\(field) is an empty list", at: value) }
            case "variableValue": variableValue = try reader.finiteNumber(value, what: field, range: 0...1)
            default: break
            }
        }
        if style != nil, let pointSizeNode {
            throw reader.error("\(what) gives both 'pointSize' and 'textStyle'; a text style sets the point size", at: pointSizeNode)
        }
        if let tint = pairs.first(where: { $0.key == "tintColor" }) {
            if !colors.isEmpty { throw reader.error("\(what) gives both 'tintColor' and 'colors'; give the colors alone", at: tint.keyNode) }
            colors = [try color(tint.value, what: "\(what).tintColor")]
        }
        if colors.isEmpty { colors = [defaults.color] }
        // A text style's size for the content size (capped), and its weight, as
        // `UIImage.SymbolConfiguration(textStyle:)`; a point size alone is not scaled.
        let fallbackStyle = pointSize == nil && defaults.pointSize == nil ? defaults.textStyle : nil
        let font = (style ?? fallbackStyle)?.font(for: environment.contentSize)
        let size = pointSize ?? font?.size ?? defaults.pointSize!
        let resolvedWeight = weight ?? defaults.weight ?? font?.weight ?? .regular
        let found: SymbolLibrary.Found
        do {
            found = try environment.symbols.symbol(named: name, weight: resolvedWeight, scale: scale, mode: mode)
        } catch let error as SymbolError {
            throw reader.error("\(what).systemName: \(error.message)", at: nameNode)
        }
        let source: String, file: String
        // What stands in for Apple's artwork, in words; nil for a symbol template.
        let substitute: String?
        switch found.origin {
        case let .template(path): source = path; file = path; substitute = nil
        case let .standIn(icon, path):
            source = "stand-in: \(icon)"; file = path; substitute = "the stand-in icon '\(icon)' (\(StandInSet.setName(of: icon)))"
        case let .composed(recipe, path):
            source = "stand-in: \(recipe)"; file = path; substitute = "a stand-in composed from its name (\(recipe))"
        }
        if let substitute {
            let message = "symbol '\(name)' is drawn with \(substitute): no symbol template for it in the template's asset catalogs or symbol folders"
            if environment.strictSymbols { throw reader.error("\(what).systemName: \(message) (--strict-symbols)", at: nameNode) }
            environment.notes.add(message)
        }
        for note in found.notes { environment.notes.add("symbol '\(name)': \(note)") }
        // An app's own symbol set of that name is drawn on any iOS; Apple's are not.
        if !environment.symbols.catalogSymbols.contains(where: { $0[name] != nil }), let note = environment.deploymentNote(for: name) {
            environment.notes.add(note)
        }
        let configuration = SymbolConfiguration(pointSize: size, weight: resolvedWeight, scale: scale, renderingMode: mode,
                                                colors: colors, variableValue: variableValue)
        let drawn = SymbolDrawing.image(found.outline, configuration: configuration)
        var spec = ImageSpec(name: "symbol:\(name)", directory: directory)
        spec.inlineSVG = drawn.svg
        spec.symbol = SymbolInfo(name: name, pointSize: size, weight: resolvedWeight, scale: scale.rawValue, renderingMode: mode.rawValue,
                                 baselineOffsetFromBottom: drawn.baselineOffsetFromBottom, source: source, file: file)
        return spec
    }
}
