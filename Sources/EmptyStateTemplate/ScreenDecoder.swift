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
                // A variant replaces whole top-level keys of the base template.
                var merged = screenPairs.filter { pair in !overrides.contains { $0.key == pair.key } }
                merged.append(contentsOf: overrides)
                variants.append((entry.key, try screen(merged)))
            }
        }
        return Template(name: name, path: reader.file, base: base, variants: variants)
    }

    func screen(_ pairs: Pairs) throws -> Screen {
        // A preset is the starting point; every other key of the template replaces its own.
        var view = try presetView(pairs) ?? EmptyDataSetView()
        view.rightToLeft = environment.traits.layoutDirection == .rightToLeft
        var canvas = Device.defaultDevice.canvas
        var fonts: [String] = []
        var insetsNode: Node?
        for (key, _, value) in pairs {
            switch key {
            case "canvas": canvas = try self.canvas(value)
            case "fonts":
                fonts = try reader.sequence(value, what: "fonts", limit: TemplateLimits.fontFiles).map { item in
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
            case "backgroundColor": view.backgroundColor = try color(value, what: "backgroundColor")
            case "image": view.image = try image(value, what: "image")
            case "title": view.title = try text(value, what: "title")
            case "description": view.detail = try text(value, what: "description")
            case "button": view.button = try button(value)
            case "secondaryButton": view.secondaryButton = try button(value, what: "secondaryButton")
            case "tertiaryButton": view.tertiaryButton = try button(value, what: "tertiaryButton")
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
            case "preset", "query": break   // read by presetView
            default: throw reader.error("unexpected key '\(key)'", at: value)
            }
        }
        if let insets = view.insets, let insetsNode {
            let size = canvas.size
            if insets.top + insets.bottom >= size.height || insets.leading + insets.trailing >= size.width {
                throw reader.error("insets [\([insets.top, insets.leading, insets.bottom, insets.trailing].map(reader.format).joined(separator: ", "))] leave no room on the \(reader.format(size.width)) × \(reader.format(size.height)) pt canvas", at: insetsNode)
            }
        }
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

    // MARK: Text

    /// A text node as key/value pairs: a bare string is `{ text: ... }`.
    func textPairs(_ node: Node, what: String) throws -> Pairs {
        if case .scalar = node, !reader.isNull(node) { return [("text", node, node)] }
        return try reader.mapping(node, known: Keys.text, what: what)
    }

    func text(_ node: Node, what: String) throws -> StyledText {
        try text(pairs: textPairs(node, what: what), at: node, what: what)
    }

    func text(pairs: Pairs, at node: Node, what: String) throws -> StyledText {
        guard let textNode = pairs.first(where: { $0.key == "text" })?.value else {
            throw reader.error("\(what) needs a 'text'", at: node)
        }
        let string = try reader.string(textNode, what: "\(what).text")
        let characters = string.unicodeScalars.count
        guard characters <= TemplateLimits.textCharacters else {
            throw reader.error("\(what).text has \(characters) characters; the limit is \(TemplateLimits.textCharacters)", at: textNode)
        }
        var result = StyledText(text: string)
        for (key, _, value) in pairs {
            switch key {
            case "text": break
            case "font": result.font = try font(value, what: "\(what).font")
            case "color": result.color = try color(value, what: "\(what).color")
            case "kern": result.kern = try reader.finiteNumber(value, what: "\(what).kern", range: -1000...1000)
            case "lineSpacing": result.lineSpacing = try reader.finiteNumber(value, what: "\(what).lineSpacing", range: -1000...1000)
            case "alignment":
                result.alignment = try reader.oneOf(value, TextAlignment.self, what: "\(what).alignment")
                // Natural alignment follows the layout direction, as NSTextAlignment.natural does.
                if result.alignment == .natural, environment.traits.layoutDirection == .rightToLeft { result.alignment = .right }
            case "shadow": result.shadow = try shadow(value, what: "\(what).shadow")
            case "runs":
                result.runs = try reader.sequence(value, what: "\(what).runs", limit: TemplateLimits.runs).map { try run($0, what: "\(what).runs") }
            default: break
            }
        }
        return result
    }

    func shadow(_ node: Node, what: String) throws -> TextShadow {
        var shadow = TextShadow(color: Color(red: 0, green: 0, blue: 0, alpha: 1.0 / 3.0), offset: Size(width: 0, height: -3), blur: 0)
        for (key, _, value) in try reader.mapping(node, known: Keys.shadow, what: what) {
            switch key {
            case "color": shadow.color = try color(value, what: "\(what).color")
            case "offset":
                let v = try reader.numbers(value, count: 2, what: "\(what).offset [x, y]")
                shadow.offset = Size(width: v[0], height: v[1])
            case "blur": shadow.blur = try reader.finiteNumber(value, what: "\(what).blur", range: 0...100)
            default: break
            }
        }
        return shadow
    }

    func run(_ node: Node, what: String) throws -> TextRun {
        let pairs = try reader.mapping(node, known: Keys.run, what: "a run of \(what)")
        guard let matchNode = pairs.first(where: { $0.key == "match" })?.value else {
            throw reader.error("a run of \(what) needs a 'match'", at: node)
        }
        var run = TextRun(match: try reader.string(matchNode, what: "match"))
        guard !run.match.isEmpty else { throw reader.error("match is empty", at: matchNode) }
        guard run.match.unicodeScalars.count <= TemplateLimits.textCharacters else {
            throw reader.error("match has \(run.match.unicodeScalars.count) characters; the limit is \(TemplateLimits.textCharacters)", at: matchNode)
        }
        for (key, _, value) in pairs {
            switch key {
            case "color": run.color = try color(value, what: "run color")
            case "font": run.font = try font(value, what: "run font")
            case "kern": run.kern = try reader.finiteNumber(value, what: "run kern", range: -1000...1000)
            default: break
            }
        }
        return run
    }

    // MARK: Images

    func imagePairs(_ node: Node, what: String) throws -> Pairs {
        if case .scalar = node, !reader.isNull(node) { return [("name", node, node)] }
        return try reader.mapping(node, known: Keys.image, what: what)
    }

    func image(_ node: Node, what: String) throws -> ImageSpec {
        try image(pairs: imagePairs(node, what: what), at: node, what: what)
    }

    func image(pairs: Pairs, at node: Node, what: String) throws -> ImageSpec {
        guard let nameNode = pairs.first(where: { $0.key == "name" })?.value else {
            throw reader.error("\(what) needs a 'name'", at: node)
        }
        var (spec, flips) = try imageByName(nameNode, what: "\(what).name")
        for (key, _, value) in pairs {
            switch key {
            case "flipsForRightToLeft": flips = try reader.bool(value, what: "\(what).flipsForRightToLeft") || flips
            case "tintColor": spec.tintColor = try color(value, what: "\(what).tintColor")
            case "animation": spec.animation = try animation(value, what: "\(what).animation")
            case "capInsets": spec.capInsets = try reader.insets(value, what: "\(what).capInsets")
            case "alignmentRectInsets": spec.alignmentRectInsets = try reader.insets(value, what: "\(what).alignmentRectInsets")
            case "maxSize", "contentMode", "cornerRadius", "pointSize": try imageSizing(key, value, into: &spec, what: what)
            default: break
            }
        }
        if let caps = spec.capInsets, [caps.top, caps.left, caps.bottom, caps.right].contains(where: { $0 < 0 }) {
            throw reader.error("\(what).capInsets cannot be negative", at: node)
        }
        if flips, environment.traits.layoutDirection == .rightToLeft { spec.mirrored = true }
        return spec
    }

    func animation(_ node: Node, what: String) throws -> ImageAnimation {
        let pairs = try reader.mapping(node, known: Keys.animation, what: what)
        guard let keyPathNode = pairs.first(where: { $0.key == "keyPath" })?.value else {
            throw reader.error("\(what) needs a 'keyPath' (\(AnimationKeyPath.allCases.map(\.rawValue).joined(separator: ", ")))", at: node)
        }
        let keyPath = try reader.oneOf(keyPathNode, AnimationKeyPath.self, what: "\(what).keyPath")
        var from: Double?, to: Double?, duration = 0.25, cumulative = false, repeatCount = 1.0, timing = TimingFunction.linear
        for (key, _, value) in pairs {
            switch key {
            case "from": from = try reader.finiteNumber(value, what: "\(what).from", range: -1e6...1e6)
            case "to": to = try reader.finiteNumber(value, what: "\(what).to", range: -1e6...1e6)
            case "duration": duration = try reader.finiteNumber(value, what: "\(what).duration", range: TemplateLimits.duration)
            case "cumulative": cumulative = try reader.bool(value, what: "\(what).cumulative")
            case "repeatCount":
                repeatCount = try reader.number(value, what: "\(what).repeatCount")
                guard repeatCount >= 0 else { throw reader.error("\(what).repeatCount cannot be negative", at: value) }
            case "timingFunction": timing = try reader.oneOf(value, TimingFunction.self, what: "\(what).timingFunction")
            default: break
            }
        }
        guard let to else { throw reader.error("\(what) needs a 'to' value", at: node) }
        // How long an animated output of it lasts (see Appearance): one period of a repeating
        // animation, or the whole of a finite one. Bounded, so a template cannot ask for
        // millions of frames (or a frame count past Int.max).
        let limit = TemplateLimits.animationSeconds
        if repeatCount.isFinite {
            let total = duration * max(repeatCount, 1)
            guard total <= limit else {
                throw reader.error("\(what) runs \(reader.format(total)) s in all (duration × repeatCount); the limit is \(reader.format(limit)) s", at: node)
            }
        } else if cumulative, keyPath == .rotationZ {
            let step = to - (from ?? 0)
            // The whole turns it takes to look the same again, as Appearance.loopPeriod finds them.
            let iterations = step == 0 ? 1 : (1...360).first { k in
                let turns = Double(k) * step / (2 * .pi)
                return abs(turns - turns.rounded()) < 1e-4
            } ?? 1
            guard Double(iterations) * duration <= limit else {
                throw reader.error("\(what) repeats every \(reader.format(Double(iterations) * duration)) s (\(iterations) × its duration); the limit is \(reader.format(limit)) s", at: node)
            }
        } else {
            guard duration <= limit else {
                throw reader.error("\(what) repeats every \(reader.format(duration)) s; the limit is \(reader.format(limit)) s", at: node)
            }
        }
        return ImageAnimation(keyPath: keyPath, from: from, to: to, duration: duration, cumulative: cumulative,
                              repeatCount: repeatCount, timingFunction: timing)
    }
}
