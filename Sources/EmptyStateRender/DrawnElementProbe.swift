import CCairo
import EmptyStateLayout
import EmptyStateModel

/// What one element drew over what was already there: the pixels it changed, each before and
/// after it was drawn, as the accessibility review needs them to measure contrast against what
/// is really behind a text's glyphs (a background color, an image, a button's background).
public struct DrawnElement: Sendable {
    public enum Part: Sendable, Equatable {
        /// Glyphs in these colors (the label's, then its runs'), in this font (the label's).
        case text(colors: [Color], font: FontSpec)
        /// An image (a button's icon).
        case graphic
    }
    /// `title`, `description`, `button`, `secondaryButton`, `tertiaryButton`.
    public var element: String
    /// What a message calls it: `title`, `description`, `button title`, `button subtitle`, `button image`.
    public var piece: String
    public var part: Part
    /// The pixels it changed, as premultiplied ARGB32 pairs with how many pixels changed so:
    /// a text on one background has a few hundred pairs (its anti-aliasing levels), not tens of
    /// thousands of pixels.
    public var changes: [PixelChange]
}

public struct PixelChange: Equatable, Sendable {
    public var before: UInt32
    public var after: UInt32
    public var count: Int
    public init(before: UInt32, after: UInt32, count: Int) { self.before = before; self.after = after; self.count = count }
}

/// Collects `DrawnElement`s while a still is drawn on an image surface. One per render.
public final class DrawnElementProbe {
    public private(set) var elements: [DrawnElement] = []
    public init() {}

    /// Draws with `draw` and keeps the pixels it changed within `rect` (in points, grown by a
    /// margin for overhanging glyphs and shadows). Off an image surface it only draws.
    func record(_ element: String, _ piece: String, _ part: DrawnElement.Part, in rect: Rect, cr: OpaquePointer, _ draw: () throws -> Void) rethrows {
        let target = cairo_get_group_target(cr)
        guard let target, cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE else { return try draw() }
        let width = Int(cairo_image_surface_get_width(target)), height = Int(cairo_image_surface_get_height(target))
        let stride = Int(cairo_image_surface_get_stride(target))
        var x0 = rect.minX - 4, y0 = rect.minY - 4, x1 = rect.maxX + 4, y1 = rect.maxY + 4
        cairo_user_to_device(cr, &x0, &y0)
        cairo_user_to_device(cr, &x1, &y1)
        let left = max(0, Int(min(x0, x1).rounded(.down))), right = min(width, Int(max(x0, x1).rounded(.up)))
        let top = max(0, Int(min(y0, y1).rounded(.down))), bottom = min(height, Int(max(y0, y1).rounded(.up)))
        guard right > left, bottom > top else { return try draw() }
        cairo_surface_flush(target)
        guard let data = cairo_image_surface_get_data(target) else { return try draw() }
        var region = [UInt32]()
        region.reserveCapacity((right - left) * (bottom - top))
        for y in top..<bottom {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            region.append(contentsOf: UnsafeBufferPointer(start: row + left, count: right - left))
        }
        try draw()
        cairo_surface_flush(target)
        var tally = ChangeTally()
        var index = 0
        for y in top..<bottom {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in left..<right {
                let now = row[x]
                if now != region[index] { tally.add(UInt64(region[index]) << 32 | UInt64(now)) }
                index += 1
            }
        }
        var changes = tally.changes
        if changes.isEmpty {
            // Drawn in the very colors behind it (invisible): what is behind is still measured.
            var behind = ChangeTally()
            for pixel in region { behind.add(UInt64(pixel) << 32 | UInt64(pixel)) }
            changes = behind.changes
        }
        let drawn = DrawnElement(element: element, piece: piece, part: part, changes: changes)
        elements.append(drawn)
    }
}

extension Optional where Wrapped == DrawnElementProbe {
    /// Records with the probe when there is one; otherwise only draws.
    func record(_ element: String, _ piece: String, _ part: DrawnElement.Part, in rect: Rect, cr: OpaquePointer, _ draw: () throws -> Void) rethrows {
        guard let probe = self else { return try draw() }
        try probe.record(element, piece, part, in: rect, cr: cr, draw)
    }
}

/// Counts of (before, after) pixel pairs. A text on one background makes a few hundred distinct
/// pairs out of tens of thousands of pixels: a small direct-mapped table counts them in one step
/// each (a sort or a dictionary per pixel would cost as much as drawing the text), and the rare
/// pair whose slot is taken goes to a dictionary.
struct ChangeTally {
    private var keys = [UInt64](repeating: 0, count: 4096)
    private var counts = [Int](repeating: 0, count: 4096)
    private var overflow: [UInt64: Int] = [:]
    private var zero = 0

    mutating func add(_ key: UInt64) {
        // 0 marks an empty slot; the pair (clear, clear) is counted on its own.
        guard key != 0 else { zero += 1; return }
        let slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 52)
        if keys[slot] == key {
            counts[slot] += 1
        } else if keys[slot] == 0 {
            keys[slot] = key
            counts[slot] = 1
        } else {
            overflow[key, default: 0] += 1
        }
    }

    /// In a stable order (by pair), so that equal renders measure equally.
    var changes: [PixelChange] {
        var all = overflow
        for slot in keys.indices where keys[slot] != 0 { all[keys[slot], default: 0] += counts[slot] }
        if zero > 0 { all[0] = zero }
        return all.keys.sorted().map { PixelChange(before: UInt32(truncatingIfNeeded: $0 >> 32), after: UInt32(truncatingIfNeeded: $0), count: all[$0]!) }
    }
}
