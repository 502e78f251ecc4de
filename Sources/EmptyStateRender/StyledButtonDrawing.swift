import CCairo
import EmptyStateLayout
import EmptyStateModel

/// A button styled as `UIButton.Configuration`: its rounded background in the state's color
/// (with a hairline border for the bordered look when it has one), then image, title and
/// subtitle in the state's foreground.
extension ScreenRenderer {
    func drawStyledButton(_ button: ButtonLayout, scale: Int, cr: OpaquePointer, probe: DrawnElementProbe? = nil) throws {
        let element = button.role.elementName
        guard let look = button.look else { return }
        let frame = button.backgroundFrame
        if look.background.alpha > 0 {
            roundedRect(frame, radius: button.cornerRadius, cr: cr)
            setColor(cr, look.background)
            cairo_fill(cr)
        }
        if let border = look.border {
            let inset = 0.5 / Double(scale)
            roundedRect(Rect(x: frame.minX + inset, y: frame.minY + inset, width: frame.width - 2 * inset, height: frame.height - 2 * inset),
                        radius: max(0, button.cornerRadius - inset), cr: cr)
            cairo_set_line_width(cr, 1 / Double(scale))
            setColor(cr, border)
            cairo_stroke(cr)
        }
        // A title wider than its button is clipped by it, as UIButton clips its content.
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_rectangle(cr, frame.minX, frame.minY, frame.width, frame.height)
        cairo_clip(cr)
        if let image = button.image, let imageFrame = button.imageFrame {
            try probe.record(element, element + " image", .graphic, in: imageFrame, cr: cr) {
                try drawImage(images.load(image, scale: scale), spec: image, in: imageFrame, cr: cr)
            }
        }
        if let title = button.title { drawLabel(title, cr: cr, probe: probe, element: element, piece: element + " title") }
        if let subtitle = button.subtitle { drawLabel(subtitle, cr: cr, probe: probe, element: element, piece: element + " subtitle") }
    }
}
