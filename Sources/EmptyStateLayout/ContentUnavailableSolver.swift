import EmptyStateModel

/// The layout of `UIContentUnavailableConfiguration` and of SwiftUI's `ContentUnavailableView`:
/// a vertical stack `image – text – secondary text – button – secondary button` with a padding
/// per pair, inside the view's layout margins and at most the readable width, centered
/// vertically; each part at its own size, centered (or at the leading edge with `natural`
/// alignment). Labels span the content's width, their text centered (or natural).
struct ContentUnavailableSolver {
    let layout: DZNLayout

    func layout(_ view: EmptyDataSetView, canvas: Canvas, states: ScreenState) throws -> ScreenLayout {
        let grid = PixelGrid(scale: Double(canvas.scale))
        let properties = view.contentUnavailable
        var result = ScreenLayout(canvas: canvas, view: view, contentFrame: Rect(x: 0, y: 0, width: canvas.size.width, height: 0))
        let outer = layout.region(of: view, canvas: canvas, result: &result)
        let margins = properties.margins.edgeInsets(rightToLeft: view.rightToLeft)
        let marginWidth = max(0, outer.width - margins.left - margins.right)
        let width = min(marginWidth, properties.readableWidth ?? .infinity)
        // The readable content guide is centered in the margins.
        let column = Rect(x: outer.minX + margins.left + (marginWidth - width) / 2, y: outer.minY + margins.top,
                          width: width, height: max(0, outer.height - margins.top - margins.bottom))
        result.region = column
        result.contentFrame = Rect(x: column.minX, y: column.minY, width: width, height: 0)
        guard view.shouldDisplay else { return result }

        enum Part { case image(frame: Size, drawn: Size), text(TextMeasurement), secondary(TextMeasurement), actions(ActionLayout.ActionBlock) }
        var parts: [(part: Part, height: Double)] = []
        if let image = view.image {
            let (frame, drawn) = image.sizing.place(try layout.measurer.size(of: image))
            parts.append((.image(frame: frame, drawn: drawn), frame.height))
        }
        if view.showsTitle, let title = view.title {
            let m = try layout.measurer.measure(title, role: .title, width: width, singleLine: false)
            parts.append((.text(m), grid.ceil(DZNLayout.textHeight(m, lineSpacing: title.lineSpacing))))
        }
        if view.showsDetail, let detail = view.detail {
            let m = try layout.measurer.measure(detail, role: .detail, width: width, singleLine: false)
            parts.append((.secondary(m), grid.ceil(DZNLayout.textHeight(m, lineSpacing: detail.lineSpacing))))
        }
        var stacked = view
        stacked.spacing.betweenButtons = properties.buttonToSecondaryButtonPadding
        let actions = try ActionLayout(layout: layout, grid: grid).block(stacked, states: states, innerWidth: width)
        if !actions.buttons.isEmpty { parts.append((.actions(actions), actions.height)) }
        guard !parts.isEmpty else { return result }

        // The padding after each part depends on what follows it, as the configuration names them.
        func padding(after index: Int) -> Double {
            guard index + 1 < parts.count else { return 0 }
            switch (parts[index].part, parts[index + 1].part) {
            case (.image, _): return properties.imageToTextPadding
            case (.text, .secondary): return properties.textToSecondaryTextPadding
            case (.text, _), (.secondary, _): return properties.textToButtonPadding
            default: return 0
            }
        }
        let gaps = parts.indices.map(padding(after:))
        let contentHeight = parts.map(\.height).reduce(0, +) + gaps.reduce(0, +)
        let top = column.minY + (column.height - contentHeight) / 2
        result.contentFrame = grid.round(Rect(x: column.minX, y: top, width: width, height: contentHeight))

        // x of a part of `partWidth`: centered, or at the leading edge.
        let natural = properties.alignment == .natural
        func x(_ partWidth: Double) -> Double {
            guard natural else { return column.minX + (width - partWidth) / 2 }
            return view.rightToLeft ? column.maxX - partWidth : column.minX
        }
        var y = top
        for (index, (part, height)) in parts.enumerated() {
            switch part {
            case let .image(frame, drawn):
                let rect = grid.round(Rect(x: x(frame.width), y: y, width: frame.width, height: frame.height))
                result.image = rect
                if drawn != frame {
                    result.imageContent = Rect(x: rect.midX - drawn.width / 2, y: rect.midY - drawn.height / 2, width: drawn.width, height: drawn.height)
                }
            case let .text(m):
                result.title = label(view.title!, role: .title, measurement: m, top: y, height: height, width: width, x: x, grid: grid, natural: natural, rightToLeft: view.rightToLeft)
            case let .secondary(m):
                result.detail = label(view.detail!, role: .detail, measurement: m, top: y, height: height, width: width, x: x, grid: grid, natural: natural, rightToLeft: view.rightToLeft)
            case let .actions(block):
                var placed = ActionLayout(layout: layout, grid: grid).place(block, top: y, region: column, padding: 0, rightToLeft: view.rightToLeft)
                if natural { placed = placed.map { leading($0, in: column, rightToLeft: view.rightToLeft, grid: grid) } }
                result.setButtons(placed)
                result.warnings += block.warnings
            }
            y += height + gaps[index]
        }
        layout.checkFits(&result)
        return result
    }

    /// A label across the content's width; `natural` content alignment aligns centered text to
    /// the leading edge.
    func label(_ text: StyledText, role: LabelRole, measurement: TextMeasurement, top: Double, height: Double, width: Double,
               x: (Double) -> Double, grid: PixelGrid, natural: Bool, rightToLeft: Bool) -> LabelLayout {
        var styled = text
        if natural, styled.alignment == .center { styled.alignment = .natural }
        if styled.alignment == .natural { styled.alignment = rightToLeft ? .right : .left }
        return layout.label(styled, role: role, measurement: measurement, frame: grid.round(Rect(x: x(width), y: top, width: width, height: height)))
    }

    /// A button moved to the column's leading edge (`natural` alignment).
    func leading(_ button: ButtonLayout, in column: Rect, rightToLeft: Bool, grid: PixelGrid) -> ButtonLayout {
        let frame = button.alignmentFrame
        let dx = grid.round(rightToLeft ? column.maxX - frame.maxX : column.minX - frame.minX)
        guard dx != 0 else { return button }
        var moved = button
        func shift(_ r: Rect) -> Rect { Rect(x: r.minX + dx, y: r.minY, width: r.width, height: r.height) }
        moved.alignmentFrame = shift(moved.alignmentFrame)
        moved.backgroundFrame = shift(moved.backgroundFrame)
        moved.imageFrame = moved.imageFrame.map(shift)
        if var title = moved.title { title.frame = shift(title.frame); moved.title = title }
        if var subtitle = moved.subtitle { subtitle.frame = shift(subtitle.frame); moved.subtitle = subtitle }
        return moved
    }
}
