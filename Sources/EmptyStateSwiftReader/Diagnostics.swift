import SwiftSyntax

/// The warnings of one screen: `file:line:col: where: message`, each once, in the order found.
final class Diagnostics {
    private(set) var warnings: [String] = []
    private var seen: Set<String> = []
    private var dropped = 0
    let context: ReadContext

    init(_ context: ReadContext) { self.context = context }

    /// The fields warned about that draw content (a text, an image, a button, a view), not those
    /// that only place or move it.
    private(set) var placesOfContent: Set<String> = []

    /// Whether a custom view's spinner was met (`UIActivityIndicatorView`, `NVActivityIndicatorView`):
    /// a reading that shows nothing else is the app's loading view, no empty state.
    private(set) var metSpinner = false

    /// A spinner noted where it is: not content, since the empty state shows nothing with it.
    func noteSpinner(_ place: String, _ message: String, at node: some SyntaxProtocol) {
        metSpinner = true
        let (line, column) = context.location(of: node)
        add("\(context.owner(of: node).file):\(line):\(column): \(place.isEmpty ? "" : place + ": ")\(message)")
    }

    func warn(_ place: String, _ message: String, at node: some SyntaxProtocol) {
        if !Self.layoutPlaces.contains(where: { place == $0 || place.hasPrefix($0 + ".") }) { placesOfContent.insert(place) }
        let (line, column) = context.location(of: node)
        add("\(context.owner(of: node).file):\(line):\(column): \(place.isEmpty ? "" : place + ": ")\(message)")
    }

    /// `where: not a literal: expression`
    func notLiteral(_ place: String, _ node: some SyntaxProtocol) {
        warn(place, "not a literal: \(context.text(of: node))", at: node)
    }

    func add(_ line: String) {
        guard !seen.contains(line) else { return }
        guard warnings.count < Limits.warningsPerScreen else { dropped += 1; return }
        seen.insert(line)
        warnings.append(line)
    }

    func merge(_ other: Diagnostics) {
        other.all.forEach(add)
        placesOfContent.formUnion(other.placesOfContent)
        metSpinner = metSpinner || other.metSpinner
    }

    static let layoutPlaces = ["verticalOffset", "spaceHeight", "backgroundColor", "fadeIn", "shouldDisplay", "animateImageView",
                               "image.animation", "image.motion", "allowScroll", "allowTouch"]

    var all: [String] {
        dropped == 0 ? warnings : warnings + ["\(context.file): \(dropped) more warnings"]
    }
}
