import Foundation

/// One difference between a reference's recorded layout and the screen's, in words a reviewer
/// reads in a CI log: "title 'Before' → 'After'", "button 'Refresh' removed", "moved 12 pt down".
public struct LayoutChange: Equatable, Sendable, CustomStringConvertible {
    /// The element it concerns (`title`, `button`…), nil for the whole screen (background, canvas, a move of everything).
    public var element: String?
    public var description: String

    /// What changed from `old` to `new`; empty when the layouts are the same.
    public static func between(_ old: LayoutRecord, _ new: LayoutRecord) -> [LayoutChange] {
        var changes: [LayoutChange] = []
        if old.canvas != new.canvas {
            changes.append(LayoutChange(element: nil, description: "canvas \(size(old.canvas)) → \(size(new.canvas))"))
        }
        if old.background != new.background {
            changes.append(LayoutChange(element: nil, description: "background \(old.background) → \(new.background)"))
        }
        let oldKinds = old.elements.map(\.kind), newKinds = new.elements.map(\.kind)
        for element in old.elements where !newKinds.contains(element.kind) {
            changes.append(LayoutChange(element: element.kind, description: "\(named(element)) removed"))
        }
        for element in new.elements where !oldKinds.contains(element.kind) {
            changes.append(LayoutChange(element: element.kind, description: "\(named(element)) added"))
        }
        var resized = !changes.filter { $0.element != nil }.isEmpty
        var moves: [(kind: String, dx: Double, dy: Double)] = []
        for before in old.elements {
            guard let after = new.elements.first(where: { $0.kind == before.kind }) else { continue }
            let kind = before.kind
            func say(_ words: String) { changes.append(LayoutChange(element: kind, description: words)) }
            if before.text != after.text { say("\(kind) \(quoted(before.text)) → \(quoted(after.text))") }
            if before.symbol != after.symbol { say("symbol \(before.symbol ?? "none") → \(after.symbol ?? "none")") }
            if before.image != after.image { say("\(kind) \(before.image ?? "symbol") → \(after.image ?? "symbol")") }
            if before.lines != after.lines, let was = before.lines, let now = after.lines { say("\(kind) \(was) → \(now) lines") }
            if before.color != after.color { say("\(kind) color \(before.color ?? "default") → \(after.color ?? "default")") }
            guard before.frame.count == 4, after.frame.count == 4 else { continue }
            if before.frame[2] != after.frame[2] || before.frame[3] != after.frame[3] {
                resized = true
                // A new text or line count says why its frame changed; a size alone is said.
                if before.text == after.text, before.lines == after.lines {
                    say("\(kind) \(size(Array(before.frame[2...]))) → \(size(Array(after.frame[2...])))")
                }
            } else if before.frame[0] != after.frame[0] || before.frame[1] != after.frame[1] {
                moves.append((kind, after.frame[0] - before.frame[0], after.frame[1] - before.frame[1]))
            }
        }
        // Moves are said only when they are the change itself (an offset, a spacing): after an
        // element grew, shrank, came or went, the others moving is its consequence.
        if !resized, !moves.isEmpty {
            let common = old.elements.filter { element in new.elements.contains { $0.kind == element.kind } }.count
            if moves.count == common, Set(moves.map { "\($0.dx) \($0.dy)" }).count == 1 {
                changes.append(LayoutChange(element: nil, description: "moved " + offset(moves[0].dx, moves[0].dy)))
            } else {
                for move in moves { changes.append(LayoutChange(element: move.kind, description: "\(move.kind) moved " + offset(move.dx, move.dy))) }
            }
        }
        return changes
    }

    /// What a review says of a changed screen whose reference has no layout file beside it.
    public static let noRecordedLayout = "recorded without a layout: re-record to see what changed"

    /// The words for a failed screen: what changed, or that only pixels did.
    public static func words(_ changes: [LayoutChange]) -> String {
        changes.isEmpty ? "same layout; pixels differ: font or renderer change" : changes.map(\.description).joined(separator: ", ")
    }

    static func named(_ element: LayoutRecord.Element) -> String {
        if let text = element.text { return "\(element.kind) \(quoted(text))" }
        if let symbol = element.symbol { return "\(element.kind) \(symbol)" }
        return element.kind
    }

    static func quoted(_ text: String?) -> String {
        guard let text else { return "none" }
        let line = text.replacingOccurrences(of: "\n", with: " ")
        return "'" + (line.count > 60 ? line.prefix(59) + "…" : line) + "'"
    }

    static func size(_ values: [Double]) -> String {
        let points = "\(number(values[0]))×\(number(values[1])) pt"
        return values.count > 2 ? points + " @\(number(values[2]))x" : points
    }

    static func offset(_ dx: Double, _ dy: Double) -> String {
        var parts: [String] = []
        if dy != 0 { parts.append("\(number(abs(dy))) pt \(dy > 0 ? "down" : "up")") }
        if dx != 0 { parts.append("\(number(abs(dx))) pt \(dx > 0 ? "right" : "left")") }
        return parts.joined(separator: ", ")
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
