import EmptyStateModel

/// Composes the stand-in for an SF Symbol name the table does not map, from its parts (see
/// `StandInRecipe`): the base's icon, shrunk into its enclosure and knocked out of it when filled,
/// a slash with a gap beside it, a badge at the trailing bottom corner with a gap around it, two
/// glyphs side by side (`.and.`) or one on another (`.on.`).
extension StandInSet {
    /// SF Symbols' words → Tabler's, for bases the table does not map as a whole name
    /// (`person.badge.key` → `user-key` if the set has it).
    static let tablerWords: [String: String] = [
        "air": "wind", "airbag": "air-balloon", "airplane": "plane", "airplayaudio": "cast", "airplayvideo": "cast",
        "airpods": "headphones", "airpodspro": "headphones", "alarm": "alarm", "align": "align-left",
        "allergens": "virus", "ant": "bug", "antenna": "antenna", "applelogo": "brand-apple",
        "applewatch": "device-watch", "aqi": "wind", "archivebox": "archive", "arrowshape": "arrow-big",
        "arrowtriangle": "caret", "at": "at", "atom": "atom", "av": "device-remote", "backward": "left",
        "bag": "shopping-bag", "banknote": "cash", "barcode": "barcode", "baseball": "ball-baseball",
        "basket": "basket", "basketball": "ball-basketball", "bathtub": "bath", "battery": "battery",
        "beats": "headphones", "bed": "bed", "bell": "bell", "bicycle": "bike", "bird": "feather", "bolt": "bolt",
        "book": "book", "bookmark": "bookmark", "books": "books", "bowling": "ball-bowling", "boxing": "karate",
        "brain": "brain", "brakesignal": "car-crash", "briefcase": "briefcase", "bubble": "message",
        "building": "building", "bus": "bus", "cable": "plug", "calendar": "calendar", "camera": "camera",
        "car": "car", "carrot": "carrot", "cart": "shopping-cart", "cat": "cat", "checkmark": "check",
        "clock": "clock", "cloud": "cloud", "computermouse": "mouse", "cooldown": "stretching", "cpu": "cpu",
        "creditcard": "credit-card", "crown": "crown", "cup": "cup", "cycling": "bike", "delete": "backspace",
        "desktopcomputer": "device-desktop", "dice": "dice", "directcurrent": "bolt", "display": "device-desktop",
        "distribute": "layout-distribute-horizontal", "doc": "file", "document": "file", "dog": "dog", "dot": "point",
        "dpad": "device-gamepad", "drop": "droplet", "ear": "ear", "earbuds": "headphones", "ellipsis": "dots",
        "engine": "engine", "envelope": "mail", "exclamationmark": "exclamation-mark", "externaldrive": "server",
        "eyeglasses": "eyeglass", "facemask": "mask", "fan": "propeller", "ferry": "ship", "figure": "walk",
        "film": "movie", "fish": "fish", "flame": "flame", "flask": "flask", "flexibility": "stretching",
        "folder": "folder", "football": "ball-american-football", "fork": "tools-kitchen-2", "forward": "right",
        "fossil": "bone", "fuelpump": "gas-station", "gamecontroller": "device-gamepad", "gear": "settings",
        "gearshape": "settings", "gift": "gift", "giftcard": "gift-card", "globe": "world", "hammer": "hammer",
        "handbag": "shopping-bag", "headphones": "headphones", "hearingdevice": "ear",
        "hifispeaker": "device-speaker", "highintensity": "run", "highlighter": "highlight", "hiking": "trekking",
        "hockey": "ice-skating", "homepod": "device-speaker", "hourglass": "hourglass", "house": "home",
        "hurricane": "tornado", "icloud": "cloud", "internaldrive": "server", "ipad": "device-ipad",
        "iphone": "device-mobile", "key": "key", "keyboard": "keyboard", "kickboxing": "karate", "ladybug": "bug",
        "lamp": "lamp", "lane": "road", "lanes": "road", "laptopcomputer": "device-laptop", "latch": "lock",
        "leaf": "leaf", "lightbulb": "bulb", "lightswitch": "toggle-left", "link": "link", "location": "location",
        "lock": "lock", "lungs": "lungs", "macmini": "device-desktop", "macpro": "device-desktop", "magazine": "news",
        "magicmouse": "mouse", "magnifyingglass": "search", "map": "map", "mappin": "map-pin", "martial": "karate",
        "matter": "home-signal", "medal": "medal", "message": "message", "mic": "microphone", "microbe": "virus",
        "moon": "moon", "motorcycle": "motorbike", "mountain": "mountain", "mug": "mug", "music": "music",
        "network": "network", "newspaper": "news", "opticaldiscdrive": "disc", "paintbrush": "brush",
        "paintpalette": "palette", "paperclip": "paperclip", "paragraph": "pilcrow", "pause": "player-pause", "pawprint": "paw",
        "pencil": "pencil", "person": "user", "person.2": "users", "phone": "phone", "pill": "pill", "pills": "pill",
        "play": "player-play", "playpause": "player-pause", "pool": "swimming", "powercord": "plug",
        "poweroutlet": "plug", "powerplug": "plug", "printer": "printer", "puzzlepiece": "puzzle",
        "questionmark": "question-mark", "radiowaves": "antenna-bars-5", "rainbow": "rainbow", "receipt": "receipt",
        "rectangle": "rectangle", "remote": "device-remote", "road": "road", "roll": "wheelchair", "ruler": "ruler",
        "sailboat": "sailboat", "scanner": "scan", "scissors": "scissors", "scooter": "scooter", "sensor": "radar",
        "shoe": "shoe", "shower": "bath", "signpost": "direction-sign", "skiing": "ski-jumping",
        "snowflake": "snowflake", "soccer": "ball-football", "soccerball": "ball-football", "sofa": "sofa",
        "softball": "ball-baseball", "sparkle": "sparkles", "sparkles": "sparkles", "speaker": "volume",
        "steeringwheel": "steering-wheel", "stethoscope": "stethoscope", "stop": "player-stop", "stopwatch": "alarm",
        "storefront": "building-store", "strengthtraining": "barbell", "stroller": "baby-carriage", "suit": "cards",
        "suitcase": "briefcase", "sun": "sun", "sunglasses": "sunglasses", "swatchpalette": "palette",
        "swift": "brand-swift", "swim": "swimming", "tablecells": "table", "tag": "tag", "target": "target",
        "tennis": "ball-tennis", "tennisball": "ball-tennis", "tent": "tent", "textformat": "typography",
        "thermometer": "temperature", "ticket": "ticket", "timer": "alarm", "tire": "wheel", "tornado": "tornado",
        "tow": "truck", "train": "train", "tram": "train", "trash": "trash", "tray": "inbox", "tree": "tree",
        "trophy": "trophy", "truck": "truck", "tshirt": "shirt", "tv": "device-tv", "umbrella": "umbrella",
        "video": "video", "volleyball": "ball-volleyball", "wallet": "wallet", "wand": "wand", "wave": "hand-stop",
        "waveform": "wave-sine", "wifi": "wifi", "wind": "wind", "wrench": "tool", "xmark": "x", "xserve": "server",
    ]

    /// `centsign` → `currency-cent`: SF Symbols' currency signs are Tabler's currencies.
    static func currency(_ word: String) -> String? {
        // `sheqelsign.circle`: SF Symbols spells the sign both ways, Tabler one.
        if word == "sheqelsign" { return "currency-shekel" }
        return word.hasSuffix("sign") && word.count > 4 ? "currency-" + word.dropLast(4) : nil
    }

    /// What each first word's family draws when nothing closer does: the icon of its shortest mapped name.
    static let families: [String: String] = {
        var best: [String: String] = [:]
        for name in StandInNames.table.keys.sorted(by: { ($0.count, $0) < ($1.count, $1) }) {
            let first = String(name.prefix { $0 != "." })
            if best[first] == nil { best[first] = StandInNames.table[name] }
        }
        return best
    }()

    var lookup: StandInLookup {
        StandInLookup(icon: { words in
            guard !words.isEmpty else { return nil }
            let name = words.joined(separator: ".")
            // A sign drawn as its character (`cruzeirosign` → ₢) before Tabler's generic ¤.
            if let glyph = MaterialNames.glyph(name), self.has(glyph) { return glyph }
            if let icon = StandInNames.table[name] { return icon }
            if let current = SymbolAliases.renamed[name], let icon = StandInNames.table[current] { return icon }
            if let old = SymbolAliases.oldNames[name]?.first(where: { StandInNames.table[$0] != nil }) { return StandInNames.table[old] }
            let tabler = "outline/" + words.map { Self.tablerWords[$0] ?? Self.currency($0) ?? $0 }.joined(separator: "-")
            if self.has(tabler) { return tabler }
            // What Tabler has no icon for, the second set may have.
            if let material = MaterialNames.icon(name), self.has(material) { return material }
            return nil
        }, family: { Self.families[$0] })
    }

    /// The recipe for a name; a localized variant (`character.book.closed.ja`, `0.circle.ar`,
    /// `speaker.wave.2.rtl`) is composed as its base name, whose shape it keeps.
    func recipe(for name: String) -> StandInRecipe {
        var words = name.split(separator: ".").map(String.init)
        if words.count > 1, let last = words.last, Self.scriptSuffixes.contains(last) { words.removeLast() }
        return StandInRecipe.read(Self.insetWordsInOrder(words), lookup: lookup)
    }

    /// `inset.filled.lefthalf.rectangle.portrait.badge.plus` names what `rectangle.portrait.lefthalf.inset.filled.badge.plus`
    /// would (SF Symbols 5 put the shape last in these): the shape first, then its filled part, as the recipe reads it.
    static func insetWordsInOrder(_ words: [String]) -> [String] {
        guard words.count > 2, words[0] == "inset", words[1] == "filled",
              let at = words.indices.dropFirst(2).first(where: { StandInShape(rawValue: words[$0]) != nil }) else { return words }
        var shape = [words[at]], after = at + 1
        if after < words.count, words[after] == StandInShape.portraitWord { shape.append(words[after]); after += 1 }
        return shape + words[2..<at] + ["inset", "filled"] + words[after...]
    }

    /// The last words of SF Symbols' localized variants: a script (Arabic, Devanagari, Hebrew,
    /// Thai, Japanese, Chinese, Korean) or a right-to-left mirror (counted in SF Symbols 5's names).
    static let scriptSuffixes: Set<String> = ["ar", "hi", "he", "th", "ja", "zh", "ko", "rtl"]

    static let composedDrawings = BoundedMemo<String, ComposedStandIn>(capacity: 2_048, maximumBytes: 32 << 20)

    /// The composed drawing for a name, and how it was composed: both worked out once per name.
    func composed(_ name: String) throws -> ComposedStandIn {
        try Self.composedDrawings.value(for: folder + "\n" + (secondFolder ?? "") + "\n" + name, bytes: 4_096) {
            let recipe = recipe(for: name)
            return ComposedStandIn(drawing: try drawing(recipe).joiningHoles, recipe: recipe)
        }
    }

    // MARK: Geometry on the 24-unit grid

    /// SF Symbols' slash: top-leading to bottom-trailing, the width of Tabler's `-off` icons.
    static let slash = StandInGeometry.line(from: Point(x: 3, y: 3), to: Point(x: 21, y: 21))
    /// The gap either side of a slash or around a badge, in stroke widths.
    static let gap = 2.8
    /// A glyph shrunk into an enclosure is stroked a little lighter, or its strokes close up.
    static let enclosedStroke = 0.85
    /// `.dashed`: dash and gap lengths along the outline, in grid units.
    static let dash = (on: 2.2, off: 2.4)
    static let badgeBox = Rect(x: 14, y: 14, width: 10, height: 10)
    static let badgeHole = StandInGeometry.ellipse(cx: 19, cy: 19, rx: 6.6, ry: 6.6)

    func drawing(_ recipe: StandInRecipe) throws -> StandInDrawing {
        let bare = recipe.enclosure == nil
        let glyph = try glyphDrawing(recipe.glyph, filled: recipe.filled && bare, dashed: recipe.dashed && bare)
        var result = glyph
        if let enclosure = recipe.enclosure {
            var shape = enclosure.shape.path(portrait: enclosure.portrait)
            // Digits and letters fill more of their enclosure than an icon does, as SF Symbols' do.
            var box = enclosure.shape.inner(portrait: enclosure.portrait)
            if case .characters = recipe.glyph { box = box.insetBy(-1.6) }
            let inner = glyph.fitted(into: box).strokes(scaledBy: Self.enclosedStroke)
            if recipe.filled {
                result = StandInDrawing(parts: [.init(path: shape, paint: .fill)]) + inner.knockedOut
            } else {
                if recipe.dashed { shape = shape.dashed(dash: Self.dash.on, gap: Self.dash.off) }
                result = StandInDrawing(parts: [.init(path: shape, paint: .stroke(1))]) + inner
            }
        }
        if let part = recipe.filledPart, let shape = silhouette(of: recipe) {
            // Filled, less the unfilled part, under the outline.
            let u = part.unfilled
            let hole = StandInGeometry.polygon([Point(x: u.minX, y: u.minY), Point(x: u.maxX, y: u.minY), Point(x: u.maxX, y: u.maxY), Point(x: u.minX, y: u.maxY)])
            result = StandInDrawing(parts: [.init(path: shape, paint: .fill), .init(path: hole, paint: .fill, erases: true)]) + result
        }
        if recipe.slashed {
            result = result + StandInDrawing(parts: [.init(path: Self.slash, paint: .stroke(Self.gap), erases: true),
                                                     .init(path: Self.slash, paint: .stroke(1))])
        }
        if let badge = recipe.badge.first {
            result = result + StandInDrawing(parts: [.init(path: Self.badgeHole, paint: .fill, erases: true)])
                + (try drawing(badge)).fitted(into: Self.badgeBox)
        }
        if let companion = recipe.companion.first {
            let other = try drawing(companion)
            switch recipe.relation {
            case .and:
                result = result.fitted(into: Rect(x: 0, y: 6, width: 11.5, height: 11.5)) + other.fitted(into: Rect(x: 12.5, y: 6, width: 11.5, height: 11.5))
            case .on:
                // The front glyph hides the one behind it, with a gap around its outline.
                let front = result.fitted(into: Rect(x: 0, y: 6, width: 18, height: 18))
                var hide = front.halo(Self.gap)
                if let silhouette = silhouette(of: recipe) {
                    hide = hide + StandInDrawing(parts: [.init(path: silhouette, paint: .fill, erases: true)]).fitted(into: Rect(x: 0, y: 6, width: 18, height: 18))
                }
                result = other.fitted(into: Rect(x: 6, y: 0, width: 18, height: 18)) + hide + front
            }
        }
        return result
    }

    /// The area a glyph covers when it is a shape or enclosed in one.
    func silhouette(of recipe: StandInRecipe) -> PathData? {
        if let enclosure = recipe.enclosure { return enclosure.shape.path(portrait: enclosure.portrait) }
        if case let .shape(shape, portrait) = recipe.glyph { return shape.path(portrait: portrait) }
        return nil
    }

    func glyphDrawing(_ glyph: StandInRecipe.Glyph, filled: Bool, dashed: Bool) throws -> StandInDrawing {
        switch glyph {
        case let .icon(icon):
            guard filled else { return try drawing(icon: icon) }
            let filledIcon = Self.filledVariant(of: icon)
            if filledIcon != icon, has(filledIcon) { return try drawing(icon: filledIcon) }
            // No filled icon: the outline's silhouette filled, its inner strokes knocked out.
            return try drawing(icon: icon).silhouetteFilled
        case let .shape(shape, portrait):
            let path = shape.path(portrait: portrait)
            if filled { return StandInDrawing(parts: [.init(path: path, paint: .fill)]) }
            return StandInDrawing(parts: [.init(path: dashed ? path.dashed(dash: Self.dash.on, gap: Self.dash.off) : path, paint: .stroke(1))])
        case let .characters(characters) where filled:
            // Letters standing in for a filled picture: knocked out of a disc, as `a.circle.fill` is.
            let letters = try glyphDrawing(.characters(characters), filled: false, dashed: false)
            let disc = StandInGeometry.ellipse(cx: 12, cy: 12, rx: 10, ry: 10)
            return StandInDrawing(parts: [.init(path: disc, paint: .fill)])
                + letters.fitted(into: Rect(x: 5.5, y: 5.5, width: 13, height: 13)).strokes(scaledBy: Self.enclosedStroke).knockedOut
        case let .characters(characters):
            let icons = characters.map { ("0"..."9").contains($0) ? "outline/number-\($0)" : "outline/letter-\($0)" }
            let count = Double(icons.count), step = count > 1 ? 18 / count : 0, scale = count > 1 ? 1.6 / count : 1
            var result = StandInDrawing(parts: [])
            for (i, icon) in icons.enumerated() {
                let center = Point(x: 12 + (Double(i) - (count - 1) / 2) * step, y: 12)
                result = result + (try drawing(icon: icon)).placed(scale: scale, center: center)
            }
            return result
        case let .initial(letters, _):
            return try glyphDrawing(.characters(letters), filled: filled, dashed: dashed)
        case .neutral:
            return has("outline/point") ? try drawing(icon: "outline/point")
                : StandInDrawing(parts: [.init(path: StandInGeometry.ellipse(cx: 12, cy: 12, rx: 4, ry: 4), paint: .stroke(1))])
        }
    }
}

extension StandInSet {
    /// `filled/heart` for `outline/heart`, `material/filled/skillet` for `material/outline/skillet`.
    static func filledVariant(of icon: String) -> String {
        let material = MaterialNames.fileName(of: icon)
        let name = material ?? icon
        guard name.hasPrefix("outline/") else { return icon }
        return (material == nil ? "" : MaterialNames.prefix) + "filled/" + name.dropFirst("outline/".count)
    }
}

/// A stand-in composed for a name: what it draws, and the recipe it was drawn from.
struct ComposedStandIn: Sendable {
    var drawing: StandInDrawing
    var recipe: StandInRecipe
}
