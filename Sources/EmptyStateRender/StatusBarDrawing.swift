import CCairo
import EmptyStateLayout
import EmptyStateModel

/// The status bar drawn by us, as a simulator screenshot shows it: the time, and cellular
/// signal, Wi-Fi and a full battery in the label color. Beside a notch or the Dynamic Island
/// the time is 17 pt semibold in the left ear; on a 20-point bar it is 12 pt semibold,
/// centered, with the glyphs at the right.
extension ScreenRenderer {
    func drawStatusBar(_ bar: StatusBar, frames: ChromeLayout, cr: OpaquePointer) {
        if let rect = frames.statusTime {
            let font = FontSpec(size: frames.statusBarIsTall ? 17 : 12, weight: .semibold)
            drawText(bar.time, font: font, color: bar.foreground, in: rect, alignment: .center, cr: cr)
        }
        guard let glyphs = frames.statusGlyphs else { return }
        let tall = frames.statusBarIsTall
        // Signal, Wi-Fi and battery, 18 + 17 + 27 points wide with 5 to 7 points between them.
        let total = 18.0 + 6 + 17 + 6 + 27
        var x = tall ? glyphs.midX - total / 2 : glyphs.maxX - total
        let mid = glyphs.midY
        setColor(cr, bar.foreground)
        for index in 0..<4 {
            let height = 4 + Double(index) * 2.4
            roundedRect(Rect(x: x + Double(index) * 4.8, y: mid + 5.5 - height, width: 3, height: height), radius: 0.8, cr: cr)
            cairo_fill(cr)
        }
        x += 18 + 6
        drawWiFi(center: Point(x: x + 8.5, y: mid + 5), cr: cr)
        x += 17 + 6
        let body = Rect(x: x, y: mid - 6, width: 24.5, height: 12)
        var faded = bar.foreground
        faded.alpha *= 0.35
        roundedRect(body, radius: 3.8, cr: cr)
        cairo_set_line_width(cr, 1)
        setColor(cr, faded)
        cairo_stroke(cr)
        roundedRect(Rect(x: body.minX + 2, y: body.minY + 2, width: body.width - 4, height: body.height - 4), radius: 2.2, cr: cr)
        setColor(cr, bar.foreground)
        cairo_fill(cr)
        roundedRect(Rect(x: body.maxX + 1.2, y: mid - 2, width: 1.5, height: 4), radius: 0.7, cr: cr)
        setColor(cr, faded)
        cairo_fill(cr)
    }

    /// Three arcs over a dot, opening upwards, as the Wi-Fi glyph.
    private func drawWiFi(center: Point, cr: OpaquePointer) {
        cairo_new_path(cr)
        cairo_move_to(cr, center.x, center.y)
        cairo_arc(cr, center.x, center.y, 3.4, -.pi * 0.75, -.pi * 0.25)
        cairo_close_path(cr)
        cairo_fill(cr)
        cairo_set_line_width(cr, 2)
        for radius in [6.6, 10.0] {
            cairo_new_path(cr)
            cairo_arc(cr, center.x, center.y, radius, -.pi * 0.75, -.pi * 0.25)
            cairo_stroke(cr)
        }
    }
}
