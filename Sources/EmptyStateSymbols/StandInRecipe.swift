import EmptyStateModel

/// How a stand-in is composed from an SF Symbol name, read the way SF Symbols builds its names:
/// a base (`lock`), then modifiers: `.fill`, an enclosure (`.circle`, `.square`, `.rectangle`…),
/// `.slash`, `.dashed`, `.badge.X`, and `.and.` / `.on.` joining two glyphs. Pure: which icon
/// draws a base is asked of `lookup`.
struct StandInRecipe: Sendable {
    enum Glyph: Equatable, Sendable {
        /// A stand-in icon (`outline/lock`).
        case icon(String)
        case shape(StandInShape, portrait: Bool)
        /// Digits or a letter (`1.circle`, `42.square`, `a.circle.fill`), drawn with the set's own.
        case characters(String)
        /// A base no icon draws: its first two letters (`homepod` → ho), so names still differ.
        case initial(String, of: String)
        /// A base nothing draws: a plain dot, so the modifiers still read.
        case neutral(String)
    }

    enum Relation: String, Equatable, Sendable { case and, on }

    var glyph: Glyph
    var enclosure: (shape: StandInShape, portrait: Bool)?
    var filled = false
    var dashed = false
    var slashed = false
    /// `.badge.X`: zero or one recipe.
    var badge: [StandInRecipe] = []
    /// `.and.Y` / `.on.Y`: zero or one recipe, drawn beside or behind.
    var companion: [StandInRecipe] = []
    var relation: Relation = .and
    /// `circle.lefthalf.filled`: the part of the shape (or enclosure) that is filled.
    var filledPart: StandInFilledPart?

    init(glyph: Glyph) { self.glyph = glyph }

    /// Words that turn a shape into an enclosure or modify a glyph; not bases of their own.
    static let fillWords: Set<String> = ["fill"]
    static let dashWords: Set<String> = ["dashed", "dotted"]
    /// First words that say "a figure doing": the later word is the picture.
    static let genericFirstWords: Set<String> = ["figure"]
    /// Words that modify rather than name (never a detail badge).
    static let modifierWords: Set<String> = ["fill", "slash", "dashed", "dotted", "badge", "circle", "square", "rectangle", "portrait"]
    /// Words that say where or how, never what: not bases on their own.
    static let ignoredWords: Set<String> = ["left", "right", "up", "down", "forward", "backward", "top", "bottom", "leading", "trailing",
                                            "front", "rear", "side", "open", "closed", "filled", "inset", "half", "2", "3", "and", "on", "to", "with"]

    /// The recipe for a name's words; `lookup` gives the icon for a base's words, if any.
    static func read(_ words: [String], lookup: StandInLookup, filled inherited: Bool = false) -> StandInRecipe {
        // `X.badge.Y`: the badge is everything after the word; a `fill` there fills the symbol.
        if let at = words.firstIndex(of: "badge"), at > 0, at < words.count - 1 {
            var badgeWords = Array(words[(at + 1)...])
            let fills = badgeWords.contains("fill")
            badgeWords.removeAll { $0 == "fill" }
            var recipe = read(Array(words[..<at]), lookup: lookup, filled: inherited || fills)
            if !badgeWords.isEmpty { recipe.badge = [read(badgeWords, lookup: lookup)] }
            return recipe
        }
        // `X.and.Y`, `X.on.Y`: two glyphs; a trailing `fill` fills both.
        if let at = words.indices.dropFirst().dropLast().first(where: { words[$0] == "and" || words[$0] == "on" }) {
            let fills = inherited || words.last == "fill"
            var right = Array(words[(at + 1)...])
            if fills { right.removeAll { $0 == "fill" } }
            var recipe = read(Array(words[..<at]), lookup: lookup, filled: fills)
            recipe.companion = [read(right, lookup: lookup, filled: fills)]
            recipe.relation = Relation(rawValue: words[at]) ?? .and
            return recipe
        }
        return component(words, lookup: lookup, filled: inherited)
    }

    /// One glyph and its modifiers.
    static func component(_ words: [String], lookup: StandInLookup, filled inherited: Bool) -> StandInRecipe {
        // A name the table maps as written wins (`person.crop.circle`, `bell.slash`).
        let unfilled = words.filter { !fillWords.contains($0) }
        let filled = inherited || unfilled.count < words.count
        if let icon = lookup.icon(words) { return with(.icon(icon), filled: false) }
        if let icon = lookup.icon(unfilled) { return with(.icon(icon), filled: filled) }
        var rest = unfilled
        let slashed = rest.contains("slash"), dashed = rest.contains { dashWords.contains($0) }
        rest.removeAll { $0 == "slash" || dashWords.contains($0) }
        if slashed, !dashed, let icon = lookup.icon(rest) {
            var recipe = with(.icon(icon), filled: filled)
            recipe.slashed = slashed; recipe.dashed = dashed
            return recipe
        }
        // `lefthalf.filled`, `topthird`: part of the shape filled.
        var filledPart: StandInFilledPart?
        if let at = rest.firstIndex(where: { StandInFilledPart(rawValue: $0) != nil }) {
            filledPart = StandInFilledPart(rawValue: rest[at])
            rest.remove(at: at)
            rest.removeAll { $0 == "filled" }
        }
        // A trailing shape word encloses what comes before it.
        var enclosure: (StandInShape, Bool)?
        if rest.count >= 3, rest.last == StandInShape.portraitWord, let shape = StandInShape(rawValue: rest[rest.count - 2]) {
            enclosure = (shape, true); rest.removeLast(2)
        } else if rest.count >= 2, let shape = StandInShape(rawValue: rest[rest.count - 1]) {
            enclosure = (shape, false); rest.removeLast()
        }
        let (glyph, detail) = base(rest, lookup: lookup)
        var recipe = StandInRecipe(glyph: glyph)
        recipe.enclosure = enclosure
        recipe.filled = filled; recipe.slashed = slashed; recipe.dashed = dashed
        recipe.filledPart = filledPart
        // What the base's icon leaves unsaid (`car.side.lock`: the lock) is its badge.
        if let detail { recipe.badge = [StandInRecipe(glyph: .icon(detail))] }
        return recipe
    }

    static func with(_ glyph: Glyph, filled: Bool) -> StandInRecipe {
        var recipe = StandInRecipe(glyph: glyph)
        recipe.filled = filled
        return recipe
    }

    /// The glyph for a base's words: the icon mapped to them, a shape, digits or a letter, the
    /// icon of the longest mapped start of them (`externaldrive.connected.to.line.below` →
    /// `externaldrive`), a later word that names a thing (`suit.heart` → heart), the icon of a
    /// name of the same family, else a neutral dot. `detail`: the icon of the first word left
    /// over that names another thing (`car.side.lock` → car, and a lock).
    static func base(_ words: [String], lookup: StandInLookup) -> (glyph: Glyph, detail: String?) {
        guard !words.isEmpty else { return (.neutral(""), nil) }
        if let shape = StandInShape(rawValue: words[0]), words.count == 1 || (words.count == 2 && words[1] == StandInShape.portraitWord) {
            return (.shape(shape, portrait: words.count == 2), nil)
        }
        // `1.circle`, `6.alt.square`: digits or a letter, with or without more words.
        if let characters = characters(words[0]), words.count == 1 || words[0].first?.isNumber == true { return (.characters(characters), nil) }
        if let icon = lookup.icon(words) { return (.icon(icon), nil) }
        // `figure.pool.swim`: the sport, not the figure.
        if genericFirstWords.contains(words[0]), let icon = thing(in: words.dropFirst(), lookup: lookup) { return (.icon(icon), nil) }
        for end in stride(from: words.count - 1, through: 1, by: -1) {
            if let icon = lookup.icon(Array(words[..<end])) {
                let detail = thing(in: words[end...], lookup: lookup)
                return (.icon(icon), detail == icon ? nil : detail)
            }
        }
        if let shape = StandInShape(rawValue: words[0]) { return (.shape(shape, portrait: words.contains(StandInShape.portraitWord)), nil) }
        if let icon = thing(in: words.dropFirst(), lookup: lookup) { return (.icon(icon), nil) }
        // `lb.button.roundedbottom.horizontal`, `kph.circle`: what iOS draws is the label's letters.
        if let label = labels[words[0]] { return (.characters(label), nil) }
        if let icon = lookup.family(words[0]) { return (.icon(icon), nil) }
        // No icon: the word's first two letters, so that names still differ (`homepod` → ho).
        let initials = String(words[0].prefix(2))
        if initials.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("0"..."9").contains($0) }), !initials.isEmpty {
            return (.initial(initials, of: words.joined(separator: ".")), nil)
        }
        return (.neutral(words.joined(separator: ".")), nil)
    }

    /// The icon of the first word that names a thing. The second set draws bases only: its
    /// pictures of a later word (`circle.grid.2x1` → a grid) would crowd the base with badges.
    static func thing(in words: ArraySlice<String>, lookup: StandInLookup) -> String? {
        for word in words where !ignoredWords.contains(word) && !modifierWords.contains(word) {
            if let icon = lookup.icon([word]), MaterialNames.fileName(of: icon) == nil { return icon }
        }
        return nil
    }

    /// First words whose glyph in SF Symbols is letters (a controller's buttons, units, keys):
    /// the characters drawn for them.
    static let labels: [String: String] = {
        var labels: [String: String] = ["character": "a", "f": "f"]
        for word in ["l1", "l2", "l3", "l4", "r1", "r2", "r3", "r4", "zl", "zr", "lb", "rb", "lt", "rt", "lm", "rm", "lsb", "rsb",
                     "m1", "m2", "m3", "m4", "p1", "p2", "p3", "p4", "2h", "4a", "4h", "4l", "abs", "kph", "mph", "fn", "fx"] {
            labels[word] = word
        }
        return labels
    }()

    /// `1`, `42`, `a`: what `1.circle` and `a.square` draw.
    static func characters(_ word: String) -> String? {
        let scalars = word.unicodeScalars
        if (1...3).contains(scalars.count), scalars.allSatisfy({ ("0"..."9").contains($0) }) { return word }
        if scalars.count == 1, let c = scalars.first, ("a"..."z").contains(c) { return word }
        return nil
    }
}

extension StandInRecipe: CustomStringConvertible {
    /// What is drawn, in words: `symbols` and the stand-in warning print it.
    var description: String {
        var text: String
        switch glyph {
        case let .icon(icon): text = icon
        case let .shape(shape, portrait): text = "a \(portrait ? "portrait " : "")\(shape.rawValue)"
        case let .characters(characters): text = "'\(characters)'"
        case let .initial(letter, words): text = "'\(letter)' (no icon for '\(words)')"
        case let .neutral(words): text = words.isEmpty ? "a dot" : "a dot (no icon for '\(words)')"
        }
        if let enclosure { text += " in a \(enclosure.portrait ? "portrait " : "")\(enclosure.shape.rawValue)" }
        var modifiers: [String] = []
        if filled { modifiers.append("filled") }
        if let filledPart { modifiers.append("\(filledPart.rawValue) filled") }
        if dashed { modifiers.append("dashed") }
        if slashed { modifiers.append("slashed") }
        if !modifiers.isEmpty { text += ", " + modifiers.joined(separator: ", ") }
        if let badge = badge.first { text += ", badge: \(badge.description)" }
        if let companion = companion.first { text += "; \(relation == .on ? "on" : "and"): \(companion.description)" }
        return text
    }
}

/// Which stand-in icon draws a base: `icon` for its words exactly, `family` for a first word.
struct StandInLookup {
    var icon: ([String]) -> String?
    var family: (String) -> String?
}

/// The part of a shape SF Symbols fills in `circle.lefthalf.filled`, `rectangle.topthird.inset.filled`.
enum StandInFilledPart: String, Sendable {
    case lefthalf, righthalf, tophalf, bottomhalf, leadinghalf, trailinghalf
    case leftthird, rightthird, topthird, bottomthird, middlethird

    /// The grid area left unfilled: erased from the shape's fill (layout direction left to right).
    var unfilled: Rect {
        let third = 24.0 / 3
        switch self {
        case .lefthalf, .leadinghalf: return Rect(x: 12, y: 0, width: 12, height: 24)
        case .righthalf, .trailinghalf: return Rect(x: 0, y: 0, width: 12, height: 24)
        case .tophalf: return Rect(x: 0, y: 12, width: 24, height: 12)
        case .bottomhalf: return Rect(x: 0, y: 0, width: 24, height: 12)
        case .leftthird: return Rect(x: third, y: 0, width: 24 - third, height: 24)
        case .rightthird: return Rect(x: 0, y: 0, width: 24 - third, height: 24)
        case .topthird: return Rect(x: 0, y: third, width: 24, height: 24 - third)
        case .bottomthird: return Rect(x: 0, y: 0, width: 24, height: 24 - third)
        case .middlethird: return Rect(x: 0, y: 0, width: third, height: 24)
        }
    }
}
