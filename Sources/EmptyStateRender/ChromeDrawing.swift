import CCairo
import CPango
import EmptyStateLayout
import EmptyStateModel

/// The bars around the view (see ChromeLayout for their figures): backgrounds with a hairline
/// separator, titles, items, the search field, tab items and the home indicator.
extension ScreenRenderer {
    func drawChrome(_ chrome: Chrome, frames: ChromeLayout, scale: Int, rightToLeft rtl: Bool, cr: OpaquePointer) throws {
        let hairline = 1 / Double(scale)
        let leadingAlignment: TextAlignment = rtl ? .right : .left
        if let bar = chrome.statusBar, let frame = frames.statusBar {
            fill(frame, bar.background, cr: cr)
            drawStatusBar(bar, frames: frames, cr: cr)
        }
        if let nav = chrome.navigationBar, let frame = frames.navigationBar {
            fill(frame, nav.background, cr: cr)
            if chrome.searchBar == nil { fill(Rect(x: 0, y: frame.maxY - hairline, width: frame.width, height: hairline), nav.separator, cr: cr) }
            if let title = nav.title {
                if let rect = frames.navigationTitle {
                    drawText(title, font: FontSpec(size: 17, weight: .semibold), color: nav.titleColor, in: rect, alignment: .center, cr: cr)
                }
                if let rect = frames.largeTitle {
                    drawText(title, font: FontSpec(size: 34, weight: .bold), color: nav.titleColor, in: rect, alignment: leadingAlignment, cr: cr)
                }
            }
            for (item, rect) in zip(nav.leadingItems, frames.leadingItems) { try drawBarItem(item, in: rect, tint: nav.tint, leading: !rtl, scale: scale, cr: cr) }
            for (item, rect) in zip(nav.trailingItems, frames.trailingItems) { try drawBarItem(item, in: rect, tint: nav.tint, leading: rtl, scale: scale, cr: cr) }
        }
        if let search = chrome.searchBar, let frame = frames.searchBar, let field = frames.searchField {
            fill(frame, search.background, cr: cr)
            fill(Rect(x: 0, y: frame.maxY - hairline, width: frame.width, height: hairline), chrome.navigationBar?.separator ?? search.placeholderColor, cr: cr)
            roundedRect(field, radius: 10, cr: cr)
            setColor(cr, search.fieldColor)
            cairo_fill(cr)
            drawMagnifier(center: Point(x: rtl ? field.maxX - 16 : field.minX + 16, y: field.midY), color: search.placeholderColor, cr: cr)
            let textRect = Rect(x: rtl ? field.minX + 8 : field.minX + 30, y: field.minY, width: max(0, field.width - 38), height: field.height)
            drawText(search.text ?? search.placeholder, font: FontSpec(size: 17), color: search.text == nil ? search.placeholderColor : search.textColor,
                     in: textRect, alignment: leadingAlignment, cr: cr)
        }
        if let tabs = chrome.tabBar, let frame = frames.tabBar {
            fill(frame, tabs.background, cr: cr)
            fill(Rect(x: 0, y: frame.minY, width: frame.width, height: hairline), tabs.separator, cr: cr)
            for (index, (item, rect)) in zip(tabs.items, frames.tabItems).enumerated() {
                let color = index == tabs.selected ? tabs.selectedColor : tabs.unselectedColor
                if var image = item.image {
                    image.tintColor = color
                    let loaded = try images.load(image, scale: scale)
                    // Fitted into the 25-point icon box, as UITabBar fits its images.
                    let fit = min(1, rect.icon.width / max(loaded.size.width, 1e-9), rect.icon.height / max(loaded.size.height, 1e-9))
                    let size = Size(width: loaded.size.width * fit, height: loaded.size.height * fit)
                    try drawImage(loaded, spec: image, in: Rect(x: rect.icon.midX - size.width / 2, y: rect.icon.midY - size.height / 2,
                                                                 width: size.width, height: size.height), cr: cr)
                } else {
                    roundedRect(rect.icon.insetBy(3), radius: 5, cr: cr)
                    setColor(cr, color)
                    cairo_fill(cr)
                }
                drawText(item.title, font: FontSpec(size: 10, weight: .medium), color: color, in: rect.title, alignment: .center, cr: cr)
            }
        }
        if let indicator = chrome.homeIndicator, let frame = frames.homeIndicator {
            roundedRect(frame, radius: frame.height / 2, cr: cr)
            setColor(cr, indicator.color)
            cairo_fill(cr)
        }
    }

    func fill(_ rect: Rect, _ color: Color, cr: OpaquePointer) {
        guard color.alpha > 0, rect.width > 0, rect.height > 0 else { return }
        cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        setColor(cr, color)
        cairo_fill(cr)
    }

    func drawBarItem(_ item: BarItem, in rect: Rect, tint: Color, leading: Bool, scale: Int, cr: OpaquePointer) throws {
        if var image = item.image {
            image.tintColor = image.tintColor ?? tint
            let loaded = try images.load(image, scale: scale)
            let fit = min(1, 24 / max(loaded.size.height, 1e-9), rect.width / max(loaded.size.width, 1e-9))
            let size = Size(width: loaded.size.width * fit, height: loaded.size.height * fit)
            let x = leading ? rect.minX : rect.maxX - size.width
            return try drawImage(loaded, spec: image, in: Rect(x: x, y: rect.midY - size.height / 2, width: size.width, height: size.height), cr: cr)
        }
        if let title = item.title {
            drawText(title, font: FontSpec(size: 17), color: tint, in: rect, alignment: leading ? .left : .right, cr: cr)
        }
    }

    /// A search field's magnifying glass, 15 pt.
    func drawMagnifier(center: Point, color: Color, cr: OpaquePointer) {
        setColor(cr, color)
        cairo_set_line_width(cr, 1.8)
        cairo_new_path(cr)
        cairo_arc(cr, center.x - 1.5, center.y - 1.5, 5.5, 0, 2 * .pi)
        cairo_stroke(cr)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_width(cr, 2.2)
        cairo_move_to(cr, center.x + 2.6, center.y + 2.6)
        cairo_line_to(cr, center.x + 6, center.y + 6)
        cairo_stroke(cr)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
    }

    /// One line of text in `rect`, vertically centered, truncated at the end when too long.
    func drawText(_ string: String, font: FontSpec, color: Color, in rect: Rect, alignment: TextAlignment, cr: OpaquePointer) {
        let text = StyledText(text: string, font: font, color: color, alignment: alignment)
        let shaped = shaper.shape(text, role: .title, width: rect.width, singleLine: true)
        guard let metrics = shaped.measurement.lines.first, let line = shaped.line(0) else { return }
        let baseline = rect.midY - metrics.height / 2 + metrics.ascent
        cairo_move_to(cr, rect.minX + shaped.lineOffsets[0], baseline)
        setColor(cr, color)
        pango_cairo_show_layout_line(cr, line)
    }
}

extension Rect {
    func insetBy(_ amount: Double) -> Rect {
        Rect(x: minX + amount, y: minY + amount, width: max(0, width - 2 * amount), height: max(0, height - 2 * amount))
    }
}
