import EmptyStateModel

/// Two conditions true at once, when that outcome is a screen of its own: nested branches
/// (`if (isOwnList) { if (isFollowing) … else … } else { … }`) reach a text that neither
/// condition alone reaches. In a view's arguments, two independent choices that change different
/// parts (a filter picks the title, an empty search field the description) also show each
/// pairing of their values; a data source's conditions are its load phases (`loading`,
/// `failed`), which hold one at a time, so there a pair is only its own where nested. Conditions
/// that change the same part add nothing when reading both true gives one's screen laid over the
/// other's.
public enum JointVariants {
    /// Conditions paired at most, in order (the first sixteen read alone).
    public static let conditionsPaired = 16
    /// Joint readings at most for one screen: pairs that cannot hold at once are not read.
    public static let pairsRead = 21

    /// The pairs of condition indices among `count` conditions, in order: (0, 1), (0, 2), … (1, 2), …
    static func pairs(count: Int) -> [(Int, Int)] {
        let paired = min(count, conditionsPaired)
        guard paired >= 2 else { return [] }
        return (0..<paired - 1).flatMap { first in (first + 1..<paired).map { (first, $0) } }
    }

    /// The pairs of `singles` (each condition's reading alone) whose joint reading, by `read`,
    /// is a screen of its own, with that reading; pairs `exclusive` says cannot hold are not read.
    /// `pairingChoices`: whether two conditions changing different parts pair (see the type).
    /// `revealed`: pairs of a condition and one met only in its reading (`currentFilter ==
    /// .category` and the payload's `category == .transport` inside `case .category(let
    /// category)`), read after the others, with a budget of their own: a nested condition means
    /// nothing without the one that reaches it, however many pairs come before.
    public static func ownScreens(base: [TemplateEntry], singles: [[TemplateEntry]], pairingChoices: Bool = false,
                                  revealed: [(Int, Int)] = [],
                                  exclusive: (Int, Int) -> Bool = { _, _ in false },
                                  reading read: (Int, Int) throws -> [TemplateEntry]?) rethrows -> [(first: Int, second: Int, joint: [TemplateEntry])] {
        var result: [(first: Int, second: Int, joint: [TemplateEntry])] = []
        var readPairs: Set<[Int]> = []
        func readPair(_ first: Int, _ second: Int) throws {
            readPairs.insert([first, second])
            guard let joint = try read(first, second),
                  isOwnScreen(base: base, first: singles[first], second: singles[second], joint: joint,
                              pairingChoices: pairingChoices) else { return }
            result.append((first, second, joint))
        }
        for (first, second) in pairs(count: singles.count) where !exclusive(first, second) {
            guard readPairs.count < pairsRead else { break }
            try readPair(first, second)
        }
        var revealedRead = 0
        for (first, second) in revealed where first < singles.count && second < singles.count
            && !readPairs.contains([first, second]) && !exclusive(first, second) {
            guard revealedRead < pairsRead else { break }
            revealedRead += 1
            try readPair(first, second)
        }
        return result
    }

    /// Whether two conditions cannot hold at once: one value compared with two cases
    /// (`filter == .unread`, `filter == .all`, as a `switch` over it asks).
    public static func exclusive(_ first: String, _ second: String) -> Bool {
        // `networkError` and `!networkError`.
        if !first.isEmpty, first == "!" + second || second == "!" + first { return true }
        func comparison(_ text: String) -> (subject: Substring, value: Substring)? {
            guard let range = text.range(of: " == ") else { return nil }
            return (text[..<range.lowerBound], text[range.upperBound...])
        }
        if let a = comparison(first), let b = comparison(second), a.subject == b.subject, a.value != b.value { return true }
        // `items.isEmpty` and `items.count > 100`: an empty list has no count above zero.
        return emptyAndCounted(first, second) || emptyAndCounted(second, first)
    }

    /// `x.isEmpty` beside `x.count > n`, `x.count >= n` (n ≥ 1) or `x.count == n` (n ≥ 1).
    private static func emptyAndCounted(_ empty: String, _ counted: String) -> Bool {
        guard empty.hasSuffix(".isEmpty"), !empty.hasPrefix("!") else { return false }
        let subject = empty.dropLast(".isEmpty".count)
        let parts = counted.split(separator: " ")
        guard parts.count == 3, parts[0] == subject + ".count", let bound = Int(parts[2]) else { return false }
        switch parts[1] {
        case ">": return bound >= 0
        case ">=", "==": return bound >= 1
        default: return false
        }
    }

    /// A reading that only places the same content elsewhere (DSEK-Sangbok's `iPhoneType == "4" ?
    /// -50 : -70`, HappyAmoy's `SCREEN_HEIGHT == 812.0 ? 88 : 64` as the vertical offset): where a
    /// device puts the screen, not another screen. `differences` are the reading's changed keys.
    public static func onlyMovesTheContent(_ differences: [TemplateEntry]) -> Bool {
        !differences.isEmpty && differences.allSatisfy { $0.key == "verticalOffset" || $0.key == "spaceHeight" }
    }

    /// Whether a DZNEmptyDataSet reading draws anything: a text, an image, a button or a view of
    /// the app's, unless `emptyDataSetShouldDisplay` says no (`return !isLoading`).
    /// DZN draws no label whose text is empty (`canShowTitle` tests its length), and no button
    /// with neither a title nor an image.
    public static func showsSomething(_ entries: [TemplateEntry]) -> Bool {
        if entries.contains(where: { $0.key == "shouldDisplay" && $0.value == .bool(false) }) { return false }
        return entries.contains { entry in
            switch entry.key {
            case "title", "description": return !isEmptyText(entry.value)
            case "button": return drawsAButton(entry.value)
            case "image", "customView": return true
            default: return false
            }
        }
    }

    /// Whether a reading says DZN draws nothing: `shouldDisplay` false, or its texts and button
    /// all empty with no image (a reading of only a background color or an offset is drawn).
    public static func drawsNothing(_ entries: [TemplateEntry]) -> Bool {
        if entries.contains(where: { $0.key == "shouldDisplay" && $0.value == .bool(false) }) { return true }
        return entries.contains { ["title", "description", "button"].contains($0.key) } && !showsSomething(entries)
    }

    /// No part at all over a clear background (ziping's `.firstLoad`: every method returns nil,
    /// `backgroundColor` `.clear`): nothing is seen, whatever the offset or the motion say.
    public static func hasNoPartOverClear(_ entries: [TemplateEntry]) -> Bool {
        !entries.contains(where: { partKeys.contains($0.key) }) && entries.first(where: { $0.key == "backgroundColor" })?.value == .string("clear")
    }

    /// The keys of what DZNEmptyDataSet lays out: texts, image, button, custom view.
    public static let partKeys: Set<String> = ["title", "description", "button", "image", "customView"]

    /// `""`, `{text: ""}`, `{key: ""}`, `null`.
    static func isEmptyText(_ value: TemplateValue) -> Bool {
        switch value {
        case .null: return true
        case let .string(text): return text.isEmpty
        case let .map(entries):
            guard let text = entries.first(where: { $0.key == "text" || $0.key == "key" })?.value else { return false }
            return isEmptyText(text)
        default: return false
        }
    }

    private static func drawsAButton(_ value: TemplateValue) -> Bool {
        guard case let .map(entries) = value else { return value != .null }
        return entries.contains { entry in
            guard entry.key == "title" else { return entry.key == "image" || entry.key == "backgroundImage" }
            guard case let .map(states) = entry.value, states.allSatisfy({ DZNStates.contains($0.key) }) else { return !isEmptyText(entry.value) }
            return states.contains { !isEmptyText($0.value) }
        }
    }

    private static let DZNStates: Set<String> = ["normal", "highlighted", "disabled", "selected"]

    /// `searchController` + `active` → `searchControllerAndActive`.
    public static func name(_ first: String, _ second: String) -> String {
        LowerCamelCase.joined([first, "and", second])
    }

    /// Whether `joint` (the reading with both conditions true) is a screen of its own: other keys
    /// than the base with the first's and the second's changes laid over it, in either order
    /// (the order covers an early return: `if (loading) return …; if (failed) return …`); or,
    /// with `pairingChoices`, exactly both changes where they touch different keys, each one's
    /// own choice (a title picked by a filter, a description by the search field), a pairing
    /// neither shows alone. Each argument is a whole reading's entries.
    public static func isOwnScreen(base: [TemplateEntry], first: [TemplateEntry], second: [TemplateEntry], joint: [TemplateEntry],
                                   pairingChoices: Bool = false) -> Bool {
        // Only what the screen says counts: a pair that only restyles (a button greyed while
        // refreshing, on one tab) is the screen, not another one.
        let (base, first, second, joint) = (content(base), content(first), content(second), content(joint))
        let (firstChanges, secondChanges) = (changes(first, from: base), changes(second, from: base))
        let firstThenSecond = applying(secondChanges, to: applying(firstChanges, to: base))
        let secondThenFirst = applying(firstChanges, to: applying(secondChanges, to: base))
        if !sameKeys(joint, firstThenSecond) && !sameKeys(joint, secondThenFirst) { return true }
        guard pairingChoices else { return false }
        let firstKeys = Set(firstChanges.set.map(\.key) + firstChanges.removed)
        let secondKeys = Set(secondChanges.set.map(\.key) + secondChanges.removed)
        return !firstKeys.isEmpty && !secondKeys.isEmpty && firstKeys.isDisjoint(with: secondKeys)
            && !sameKeys(joint, first) && !sameKeys(joint, second)
    }

    /// Keys that style what a screen shows, or show it in a passing control state.
    static let styleKeys: Set<String> = [
        "font", "color", "alignment", "lineBreakMode", "lineSpacing", "lineHeight", "kern", "shadow", "backgroundColor",
        "tintColor", "tint", "opacity", "spaceHeight", "verticalOffset", "highlighted", "selected", "disabled", "focused",
        // UIKit's configuration: how its parts are drawn (a button's role, a text's color).
        "textProperties", "secondaryTextProperties", "imageProperties", "buttonProperties", "secondaryButtonProperties",
    ]

    /// Whether two variants say the same (their styling aside).
    public static func sameContent(_ lhs: TemplateValue, _ rhs: TemplateValue) -> Bool {
        guard case let .map(left) = lhs, case let .map(right) = rhs else { return lhs == rhs }
        return sameKeys(content(left), content(right))
    }

    /// A reading's entries without their styling: its words, images and buttons.
    static func content(_ entries: [TemplateEntry]) -> [TemplateEntry] {
        entries.compactMap { entry in
            guard !styleKeys.contains(entry.key) else { return nil }
            return TemplateEntry(entry.key, content(entry.value))
        }
    }

    private static func content(_ value: TemplateValue) -> TemplateValue {
        switch value {
        case let .map(entries): return .map(content(entries))
        case let .list(items): return .list(items.map(content))
        default: return value
        }
    }

    /// What a reading sets (entries the base lacks or holds otherwise) and removes (keys it lacks).
    private static func changes(_ reading: [TemplateEntry], from base: [TemplateEntry]) -> (set: [TemplateEntry], removed: [String]) {
        (reading.filter { !base.contains($0) }, base.map(\.key).filter { key in !reading.contains { $0.key == key } })
    }

    /// A variant's entries laid over a screen's: each set, a `null` one removed (the part is not
    /// drawn in the variant).
    public static func applying(variant: [TemplateEntry], to entries: [TemplateEntry]) -> [TemplateEntry] {
        applying((variant.filter { $0.value != .null }, variant.filter { $0.value == .null }.map(\.key)), to: entries)
    }

    private static func applying(_ changes: (set: [TemplateEntry], removed: [String]), to entries: [TemplateEntry]) -> [TemplateEntry] {
        var result = entries.filter { !changes.removed.contains($0.key) }
        for entry in changes.set {
            if let index = result.firstIndex(where: { $0.key == entry.key }) { result[index] = entry } else { result.append(entry) }
        }
        return result
    }

    private static func sameKeys(_ lhs: [TemplateEntry], _ rhs: [TemplateEntry]) -> Bool {
        lhs.count == rhs.count && lhs.allSatisfy { entry in rhs.contains(entry) }
    }
}
