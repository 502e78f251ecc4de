/// An element of a screen that changed from its reference, by the template key that declares it,
/// with what changed in words: where a SARIF result points (the first) and its related
/// locations (the others).
struct ChangedElement: Equatable, Sendable {
    /// The template key: `title`, `button`, `backgroundColor`…
    var key: String
    /// Its changes, as a check says them (`title 'Before' → 'After', title 1 → 2 lines`).
    var words: String

    /// The order a reviewer reads a template in, so that the line a result sits at does not
    /// depend on which change was found first: the texts, the image, the actions, the rest.
    static let order = ["title", "description", "image", "button", "secondaryButton", "tertiaryButton", "customView", "backgroundColor"]

    /// The elements `changes` concern, in `order` (keys it does not name after, by name). A
    /// change of the whole screen names no element (a move of everything, the canvas) except
    /// the background, which has its key.
    static func inOrder(_ changes: [LayoutChange]) -> [ChangedElement] {
        var words: [String: [String]] = [:]
        for change in changes {
            guard let key = change.element ?? (change.description.hasPrefix("background ") ? "backgroundColor" : nil) else { continue }
            words[key, default: []].append(change.description)
        }
        func rank(_ key: String) -> Int { order.firstIndex(of: key) ?? order.count }
        return words.keys.sorted { (rank($0), $0) < (rank($1), $1) }.map { ChangedElement(key: $0, words: words[$0]!.joined(separator: ", ")) }
    }
}
