import EmptyStateModel

/// `.fill` of an outline icon the stand-in set has no filled icon for, drawn as SF Symbols'
/// fills look: the area the outer contours enclose is filled (their strokes kept, so the edge
/// has the outline's weight), and the contours inside it (a car's windows, a document's lines)
/// are knocked out of the fill, in the background. Only closed contours enclose anything (a
/// slash's diagonal encloses nothing). What cuts through the drawing (a slash's gap, a badge's
/// hole) and what comes after it stays as it is: the base is filled, not the badge.
extension StandInDrawing {
    var silhouetteFilled: StandInDrawing {
        let cut = parts.firstIndex(where: \.erases) ?? parts.count
        return StandInDrawing(parts: Self.silhouette(of: Array(parts[..<cut])) + parts[cut...])
    }

    private static func silhouette(of parts: [Part]) -> [Part] {
        struct Contour {
            var commands: [PathData.Command]
            var paint: Paint
            var bounds: Rect
            /// Ends near where it starts (or says `close`): a contour that encloses an area, as
            /// an icon's body does even when drawn as one open stroke (a pin, a mug's cup); a
            /// straight stroke (a slash) does not.
            var encloses: Bool {
                if commands.last == .close { return true }
                guard case let .move(start)? = commands.first else { return false }
                let end: Point? = switch commands.last {
                case let .line(p)?: p
                case let .cubic(_, _, p)?: p
                default: nil
                }
                guard let end, bounds.width > 1, bounds.height > 1 else { return false }
                let gap = ((end.x - start.x) * (end.x - start.x) + (end.y - start.y) * (end.y - start.y)).squareRoot()
                let size = (bounds.width * bounds.width + bounds.height * bounds.height).squareRoot()
                return gap < size * 0.25
            }
        }
        var contours: [Contour] = []
        for part in parts {
            var current: [PathData.Command] = []
            func finish() {
                if let bounds = PathData(commands: current).bounds { contours.append(Contour(commands: current, paint: part.paint, bounds: bounds)) }
                current = []
            }
            for command in part.path.commands {
                if case .move = command, !current.isEmpty { finish() }
                current.append(command)
            }
            finish()
        }
        // A contour inside another's box (and smaller) is a detail of it.
        func isInside(_ inner: Rect, _ outer: Rect) -> Bool {
            let slack = 0.01
            return inner.minX >= outer.minX - slack && inner.maxX <= outer.maxX + slack && inner.minY >= outer.minY - slack
                && inner.maxY <= outer.maxY + slack && inner.width * inner.height < outer.width * outer.height * 0.95
        }
        // An icon drawn as filled outlines (the second set's): its first level of inner contours
        // are the holes that make it an outline; the silhouette is its outer contours filled,
        // with what sits inside those holes (a card's stripe, a screen's content) knocked out.
        if parts.allSatisfy({ $0.paint == .fill }) {
            let depths = contours.map { contour in contours.filter { $0.encloses && isInside(contour.bounds, $0.bounds) }.count }
            // No holes (a line-art arrow, a sprinkler's drops): heavier, as a stroked icon's fill is.
            if !depths.contains(1) {
                return parts + parts.map { Part(path: $0.path, paint: .stroke(0.5)) }
            }
            var filled: [Part] = [], knockedOut: [Part] = []
            for (contour, depth) in zip(contours, depths) {
                var closed = contour.commands
                if closed.last != .close { closed.append(.close) }
                switch depth {
                case 0: filled.append(Part(path: PathData(commands: closed), paint: .fill))
                case 1: continue
                default: knockedOut.append(Part(path: PathData(commands: closed), paint: .fill, erases: true))
                }
            }
            return filled + knockedOut
        }
        var outer: [Contour] = [], inner: [Contour] = []
        for contour in contours {
            if contours.contains(where: { $0.encloses && isInside(contour.bounds, $0.bounds) }) { inner.append(contour) } else { outer.append(contour) }
        }
        // Nothing encloses an area (an upload arrow over an open tray, a scanner's corners): heavier
        // strokes, so that `.fill` still holds more ink than the outline.
        guard outer.contains(where: \.encloses) else {
            return parts.map { part in
                var heavier = part
                if case let .stroke(factor) = part.paint { heavier.paint = .stroke(factor * 1.6) }
                return heavier
            }
        }
        var result: [Part] = []
        for contour in outer {
            // Every outer contour is filled as if closed (a car's body drawn open under its
            // wheels); a straight stroke encloses nothing either way.
            if contour.bounds.width > 1 && contour.bounds.height > 1 || contour.paint == .fill {
                var closed = contour.commands
                if closed.last != .close { closed.append(.close) }
                result.append(Part(path: PathData(commands: closed), paint: .fill))
            }
            result.append(Part(path: PathData(commands: contour.commands), paint: contour.paint))
        }
        for contour in inner {
            result.append(Part(path: PathData(commands: contour.commands), paint: contour.paint, erases: true))
        }
        return result
    }
}
