import EmptyStateModel

/// Auto Layout's rounding of frames to the screen's pixel grid.
struct PixelGrid {
    let scale: Double

    func round(_ value: Double) -> Double { (value * scale).rounded(.toNearestOrAwayFromZero) / scale }
    func ceil(_ value: Double) -> Double { (value * scale - 1e-9).rounded(.up) / scale }
    func floor(_ value: Double) -> Double { (value * scale + 1e-9).rounded(.down) / scale }

    /// Rounds the edges, not the size, so neighbours stay adjacent.
    func round(_ rect: Rect) -> Rect {
        let minX = round(rect.minX), minY = round(rect.minY)
        return Rect(x: minX, y: minY, width: round(rect.maxX) - minX, height: round(rect.maxY) - minY)
    }
}
