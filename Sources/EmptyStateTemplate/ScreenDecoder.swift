import EmptyStateModel
import Foundation
import Yams

typealias Pairs = [(key: String, keyNode: Node, value: Node)]

/// Turns the YAML tree of a template into `Template`, `Screen` and `EmptyDataSetView` values.
struct ScreenDecoder {
    let reader: NodeReader
    let directory: String
    /// The traits, tint, catalogs and Dynamic Type cap everything resolves against.
    var environment = TraitEnvironment()
    /// Each font file is checked once, however many variants name it.
    let fontChecks = FontFileCheck()
    /// The project file's `fonts:`, added to every screen's.
    var projectFonts: [String] = []

    /// `fonts:`: font files relative to the file that names them, each there and readable.
    func fontFiles(_ node: Node) throws -> [String] {
        try reader.sequence(node, what: "fonts", limit: TemplateLimits.fontFiles).map { item in
            let name = try pathString(item, what: "a font file")
            let path = name.hasPrefix("/") ? name : directory + "/" + name
            let standardized = URL(fileURLWithPath: path).standardizedFileURL.path
            guard ImageResolver.defaultFileExists(standardized) else {
                throw reader.error("font file \(reader.quote(name)) not found (looked for \(standardized))", at: item)
            }
            if let problem = fontChecks.problem(with: standardized) {
                throw reader.error("font file \(reader.quote(name)) \(problem)", at: item)
            }
            return standardized
        }
    }

    /// `name:` and variant names name output files: short, printable, a single path component.
    func checkName(_ name: String, what: String, at node: Node) throws {
        let scalars = name.unicodeScalars
        guard !name.isEmpty, scalars.count <= TemplateLimits.nameCharacters, name != ".", name != "..",
              !scalars.contains(where: { $0 == "/" || $0 == "\\" || $0.properties.generalCategory == .control }) else {
            throw reader.error("\(what) \(reader.quote(name)) must be 1 to \(TemplateLimits.nameCharacters) characters, not '.' or '..', without '/', '\\' or control characters", at: node)
        }
    }

    /// A file name from the template: not empty, at most 1024 characters, no control characters.
    func pathString(_ node: Node, what: String) throws -> String {
        let name = try reader.string(node, what: what)
        guard !name.isEmpty else { throw reader.error("\(what) is empty", at: node) }
        guard name.utf8.count <= 1024, !name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw reader.error("\(what) \(reader.quote(name)) must be a file name: at most 1024 bytes, no control characters", at: node)
        }
        return name
    }

    func template(_ root: Node, defaultName: String) throws -> Template {
        let top = try reader.mapping(root, known: Keys.top, what: "the template")
        var name = defaultName
        var screenPairs: Pairs = []
        var variantsNode: Node?
        for pair in top {
            switch pair.key {
            case "name":
                name = try reader.string(pair.value, what: "name")
                try checkName(name, what: "name", at: pair.value)
            case "variants": variantsNode = pair.value
            case _ where Keys.templateWide.contains(pair.key): break   // read by TemplateSource
            default: screenPairs.append(pair)
            }
        }
        let base = try screen(screenPairs)
        var variants: [(name: String, screen: Screen)] = []
        if let variantsNode {
            let entries = try reader.mapping(variantsNode, known: [], what: "variants", allowAnyKey: true)
            guard entries.count <= TemplateLimits.variants else {
                throw reader.error("\(entries.count) variants; the limit is \(TemplateLimits.variants)", at: variantsNode)
            }
            for entry in entries {
                guard entry.key != "default" else {
                    throw reader.error("'default' names the base screen; give the variant another name", at: entry.keyNode)
                }
                try checkName(entry.key, what: "a variant's name", at: entry.keyNode)
                let overrides = try reader.mapping(entry.value, known: Keys.screen, what: "variant \(reader.quote(entry.key))")
                // A variant replaces whole top-level keys of the base template; `key: null` takes
                // the base's away (`button: null`: the screen without its button). A text's null
                // stays: it also removes a preset's text, unless the variant names a preset of its
                // own (`preset: search` with `title: null`: UIKit's `.search()` in place of the base's
                // configuration, with the preset's texts, not the base's).
                let setsPreset = overrides.contains { $0.key == "preset" && !reader.isNull($0.value) }
                var merged = screenPairs.filter { pair in !overrides.contains { $0.key == pair.key } }
                merged.append(contentsOf: overrides.filter { !reader.isNull($0.value) || !setsPreset && Self.keysReadingNull.contains($0.key) })
                variants.append((entry.key, try screen(merged)))
            }
        }
        return Template(name: name, path: reader.file, base: base, variants: variants)
    }

    /// Keys whose decoders give `null` a meaning of its own.
    static let keysReadingNull: Set<String> = ["title", "text", "description", "secondaryText", "query"]

    func screen(_ pairs: Pairs) throws -> Screen {
        // A preset is the starting point; every other key of the template replaces its own.
        let style = try layoutStyle(pairs)
        var view = try presetView(pairs, style: style) ?? (style == .dzn ? EmptyDataSetView() : modernBase(style))
        let imageProperties = try pairs.first { $0.key == "imageProperties" }.map {
            try reader.mapping($0.value, known: ["tintColor", "maximumSize", "cornerRadius", "preferredSymbolConfiguration"], what: "imageProperties")
        }
        let imageSymbol = style == .dzn ? nil : try modernSymbolDefaults(style, imageProperties: imageProperties)
        for alias in [("title", "text"), ("description", "secondaryText")] {
            if pairs.contains(where: { $0.key == alias.0 }), let other = pairs.first(where: { $0.key == alias.1 }) {
                throw reader.error("\(alias.1) and \(alias.0) name the same text; give one", at: other.keyNode)
            }
        }
        view.rightToLeft = environment.traits.layoutDirection == .rightToLeft
        var canvas = Device.defaultDevice.canvas
        var fonts: [String] = []
        var insetsNode: Node?
        var keyTexts: (title: Bool, detail: Bool) = (false, false)
        for (key, _, node) in pairs {
            // Accessibility keys sit in the element's own mapping; its decoder never sees them.
            let (value, accessibility) = ["image", "title", "text", "description", "secondaryText", "button", "secondaryButton", "tertiaryButton"].contains(key)
                ? try splitAccessibility(node, what: key) : (node, AccessibilityAttributes())
            switch key {
            case "canvas": canvas = try self.canvas(value)
            case "fonts":
                fonts = try fontFiles(value)
            case "backgroundColor": view.backgroundColor = try color(value, what: "backgroundColor")
            case "image":
                view.image = try imageUnlessMissing(value, what: "image", symbol: imageSymbol)
                view.accessibility.image = accessibility
            case _ where ["title", "text", "description", "secondaryText"].contains(key) && reader.isNull(value):
                // `text: null`: the preset's text removed, as `configuration.text = nil` does.
                if ["title", "text"].contains(key) { view.title = nil } else { view.detail = nil }
            case "title", "text":
                view.title = try text(value, what: key)
                view.accessibility.title = accessibility
                keyTexts.title = Self.isKeyText(value)
            case "description", "secondaryText":
                view.detail = try text(value, what: key)
                view.accessibility.description = accessibility
                keyTexts.detail = Self.isKeyText(value)
            case "button":
                view.button = try button(buttonPairs(value, properties: buttonProperties(pairs, key: "buttonProperties"), what: "buttonProperties"), style: style)
                view.button.accessibility = accessibility
            case "secondaryButton":
                let properties = try buttonProperties(pairs, key: "secondaryButtonProperties")
                view.secondaryButton = try button(buttonPairs(value, properties: properties, what: "secondaryButtonProperties"), what: "secondaryButton", style: style)
                view.secondaryButton?.accessibility = accessibility
            case "tertiaryButton":
                view.tertiaryButton = try button(value, what: "tertiaryButton", style: style)
                view.tertiaryButton?.accessibility = accessibility
            case "customView": view.customView = try image(value, what: "customView")
            case "verticalOffset": view.verticalOffset = try reader.finiteNumber(value, what: "verticalOffset", range: TemplateLimits.offset)
            case "spaceHeight": view.spaceHeight = try reader.finiteNumber(value, what: "spaceHeight", range: 0...10_000)
            case "spacing": view.spacing = try spacing(value)
            case "actions": view.actionsAxis = try reader.oneOf(value, ActionsAxis.self, what: "actions")
            case "insets":
                view.insets = try directionalInsets(value, what: "insets")
                insetsNode = value
            case "chrome": view.chrome = try chrome(value)
            case "fadeIn": view.fadeIn = try reader.bool(value, what: "fadeIn")
            case "animateImageView": view.animateImageView = try reader.bool(value, what: "animateImageView")
            case "shouldDisplay": view.shouldDisplay = try reader.bool(value, what: "shouldDisplay")
            case "preset", "query", "style": break   // read above
            case _ where Self.modernKeys.contains(key): break   // applied below
            default: throw reader.error("unexpected key '\(key)'", at: node)
            }
        }
        if style != .dzn {
            // The configuration's text styles and colors, where the template's texts give none.
            for secondary in [false, true] {
                guard var text = secondary ? view.detail : view.title else { continue }
                text.font = text.font ?? modernTextFont(secondary)
                text.color = text.color ?? named(secondary ? "secondaryLabel" : "label")
                if style == .swiftui, secondary ? keyTexts.detail : keyTexts.title { text = markdownApplied(text) }
                if secondary { view.detail = text } else { view.title = text }
            }
            try applyModern(pairs, to: &view)
            var primary: ButtonSpec? = view.button
            try applyEnabled(buttonProperties(pairs, key: "buttonProperties"), to: &primary, what: "buttonProperties")
            view.button = primary ?? view.button
            try applyEnabled(buttonProperties(pairs, key: "secondaryButtonProperties"), to: &view.secondaryButton, what: "secondaryButtonProperties")
        }
        if let insets = view.insets, let insetsNode {
            let size = canvas.size
            if insets.top + insets.bottom >= size.height || insets.leading + insets.trailing >= size.width {
                throw reader.error("insets [\([insets.top, insets.leading, insets.bottom, insets.trailing].map(reader.format).joined(separator: ", "))] leave no room on the \(reader.format(size.width)) × \(reader.format(size.height)) pt canvas", at: insetsNode)
            }
        }
        // The project file's fonts after the template's own: a family both name is the template's.
        for font in projectFonts where !fonts.contains(font) { fonts.append(font) }
        return Screen(view: view, canvas: canvas, fontFiles: fonts)
    }

    /// `spacing: { afterImage, afterTitle, afterDescription, betweenButtons }` in points.
    func spacing(_ node: Node) throws -> GapSpacing {
        var spacing = GapSpacing()
        for (key, _, value) in try reader.mapping(node, known: Keys.spacing, what: "spacing") {
            let points = try reader.finiteNumber(value, what: "spacing.\(key)", range: 0...10_000)
            switch key {
            case "afterImage": spacing.afterImage = points
            case "afterTitle": spacing.afterTitle = points
            case "afterDescription": spacing.afterDescription = points
            case "betweenButtons": spacing.betweenButtons = points
            default: break
            }
        }
        return spacing
    }

    func canvas(_ node: Node) throws -> Canvas {
        var canvas = Device.defaultDevice.canvas
        var size: Size?, scale: Int?
        for (key, _, value) in try reader.mapping(node, known: Keys.canvas, what: "canvas") {
            switch key {
            case "device":
                let name = try reader.string(value, what: "canvas.device")
                guard let device = Device.named(name) else {
                    var message = "unknown device '\(name)'"
                    if let near = NearestKey.suggestion(for: name, among: Device.names) { message += "; did you mean '\(near)'?" }
                    throw reader.error(message + " (devices: \(Device.names.joined(separator: ", ")))", at: value)
                }
                canvas = device.canvas
            case "size":
                let v = try reader.numbers(value, count: 2, what: "canvas.size [width, height]")
                for x in v where !TemplateLimits.canvasPoints.contains(x) {
                    throw reader.error("canvas.size values must be between 1 and 10000 points, not \(reader.format(x))", at: value)
                }
                size = Size(width: v[0], height: v[1])
            case "scale":
                let s = try reader.finiteNumber(value, what: "canvas.scale")
                guard [1.0, 2, 3].contains(s) else { throw reader.error("canvas.scale must be 1, 2 or 3, not \(reader.format(s))", at: value) }
                scale = Int(s)
            default: break
            }
        }
        if let size, size != canvas.size {
            canvas.size = size
            canvas.safeArea = Canvas.safeArea(for: size)
        }
        if let scale { canvas.scale = scale }
        guard canvas.pixelWidth * canvas.pixelHeight <= TemplateLimits.canvasPixels else {
            throw reader.error("the canvas is \(canvas.pixelWidth) × \(canvas.pixelHeight) pixels; the limit is \(TemplateLimits.canvasPixels) pixels", at: node)
        }
        return canvas
    }

    // MARK: Images

    /// A name that the template's catalogs have as a symbol set and not as an image set.
    func isCatalogSymbolOnly(_ name: String) -> Bool {
        environment.catalogs.contains { $0.symbols[name] != nil } && !environment.catalogs.contains { $0.hasImage(named: name) }
    }

    func imagePairs(_ node: Node, what: String) throws -> Pairs {
        if case .scalar = node, !reader.isNull(node) { return [("name", node, node)] }
        return try reader.mapping(node, known: Keys.image, what: what)
    }

    func image(_ node: Node, what: String, symbol: SymbolDefaults? = nil) throws -> ImageSpec {
        try image(pairs: imagePairs(node, what: what), at: node, what: what, symbol: symbol)
    }

    func image(pairs: Pairs, at node: Node, what: String, symbol: SymbolDefaults? = nil) throws -> ImageSpec {
        var spec: ImageSpec, flips = false
        if let placeholder = pairs.first(where: { $0.key == "placeholder" }) {
            spec = try placeholderImage(placeholder.value, what: what)
        } else if pairs.contains(where: { $0.key == "systemName" }) {
            spec = try symbolImage(pairs: pairs, at: node, what: what, defaults: symbol ?? .imageView(environment))
        } else {
            guard let nameNode = pairs.first(where: { $0.key == "name" })?.value else {
                throw reader.error("\(what) needs a 'name' (an image file or catalog image) or a 'systemName' (an SF Symbol)", at: node)
            }
            if let symbolKey = pairs.first(where: { Keys.symbolOnly.contains($0.key) }) {
                throw reader.error("\(what).\(symbolKey.key) configures a symbol; it needs 'systemName', not 'name'", at: symbolKey.keyNode)
            }
            if let name = nameNode.string, isCatalogSymbolOnly(name) {
                // `UIImage(named:)` finds an asset catalog's symbol set too: drawn as that symbol.
                let symbolPairs = pairs.map { $0.key == "name" ? (key: "systemName", keyNode: $0.keyNode, value: $0.value) : $0 }
                spec = try symbolImage(pairs: symbolPairs, at: node, what: what, defaults: symbol ?? .imageView(environment))
            } else {
                (spec, flips) = try imageByName(nameNode, what: "\(what).name")
            }
        }
        for (key, _, value) in pairs {
            switch key {
            case "capInsets" where spec.symbol != nil, "alignmentRectInsets" where spec.symbol != nil:
                throw reader.error("\(what).\(key) is for image files; a symbol's alignment rect is its own", at: value)
            case "flipsForRightToLeft": flips = try reader.bool(value, what: "\(what).flipsForRightToLeft") || flips
            case "tintColor" where spec.symbol == nil: spec.tintColor = try color(value, what: "\(what).tintColor")
            case "animation": spec.animation = try animation(value, what: "\(what).animation")
            case "capInsets": spec.capInsets = try reader.insets(value, what: "\(what).capInsets")
            case "alignmentRectInsets": spec.alignmentRectInsets = try reader.insets(value, what: "\(what).alignmentRectInsets")
            case "pointSize" where spec.symbol != nil: break   // the symbol's configuration
            case "maxSize", "contentMode", "cornerRadius", "pointSize", "resizedBy": try imageSizing(key, value, into: &spec, what: what)
            default: break
            }
        }
        if let caps = spec.capInsets, [caps.top, caps.left, caps.bottom, caps.right].contains(where: { $0 < 0 }) {
            throw reader.error("\(what).capInsets cannot be negative", at: node)
        }
        if flips, environment.traits.layoutDirection == .rightToLeft { spec.mirrored = true }
        return spec
    }
}
