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
        var title = view.title, detail = view.detail
        var titleWidth = width, detailWidth = width
        if view.showsTitle, let given = title {
            let (text, m, wrapWidth) = try measureLines(given, role: .title, width: width, style: view.layoutStyle, grid: grid)
            (title, titleWidth) = (text, wrapWidth)
            parts.append((.text(m), grid.ceil(DZNLayout.textHeight(m, lineSpacing: text.lineSpacing))))
        }
        if view.showsDetail, let given = detail {
            let (text, m, wrapWidth) = try measureLines(given, role: .detail, width: width, style: view.layoutStyle, grid: grid)
            (detail, detailWidth) = (text, wrapWidth)
            parts.append((.secondary(m), grid.ceil(DZNLayout.textHeight(m, lineSpacing: text.lineSpacing))))
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
        func stackHeight() -> Double { parts.map(\.height).reduce(0, +) + parts.indices.map(padding(after:)).reduce(0, +) }
        // SwiftUI keeps the actions' slot below the texts when it is empty: measured on iOS's
        // snapshots (../shared/modern-corpus), RSSReader's view without its button sits 8.5 pt
        // higher than centred (its ink 139–244 pt in a 400 pt frame) while with the button it is
        // within 2 pt of centred; half of the gap to the actions (20.67 pt) accounts for it.
        func emptyActionsSlot() -> Double {
            view.layoutStyle == .swiftui && actions.buttons.isEmpty
                && parts.contains(where: { if case .image = $0.part { return false } else { return true } })
                ? properties.textToButtonPadding : 0
        }
        func fits() -> Bool { stackHeight() + emptyActionsSlot() <= column.height + 0.01 }
        // SwiftUI's view leaves its symbol out when the content does not fit the frame with it,
        // and shows what is left from its top edge (scrolled to the start) when that does not
        // fit either. Measured on iOS's snapshot of RSSReader's error view at AX5
        // (../shared/modern-corpus, 375 × 450 pt): no symbol, the title's first line at 27.67 pt,
        // which is its line box at the 16 pt margin; centred with the symbol it would sit 43 pt
        // higher, centred without it 110 pt higher. Its empty view at AX5, which fits, keeps its
        // 94 pt symbol. Whether a content that fits once the symbol is gone is centred is not in
        // the references; centring it is SwiftUI's way with a view that fits (`ViewThatFits`).
        var scrolledToTop = false
        if view.layoutStyle == .swiftui, !fits() {
            if parts.count > 1, case .image = parts[0].part {
                parts.removeFirst()
                result.warnings.append(LayoutWarning(kind: .overflow, element: "image",
                    message: "left out: the content does not fit \(DZNLayout.points(column.height)) pt with it, and SwiftUI's ContentUnavailableView then drops its symbol"))
            }
            scrolledToTop = !fits()
        }
        let gaps = parts.indices.map(padding(after:))
        let contentHeight = stackHeight()
        // And in every one of its eight references at the default size the content sits 2 pt
        // below that centre (measured 1.67–2.33 pt on each band), as if the symbol's frame
        // reached 4 pt above its ink, which ours does not. It grows with the symbol: at AX5 the
        // 112.9 pt `tray` sits 3.9 pt low (its five bands 1.9 pt below ours with 2 pt), 2 pt ×
        // 112.9 / 48 = 4.7. A view whose symbol is left out does not drop (the AX5 error view's
        // title is where the margin puts it), and neither does one without a symbol: a picture's
        // frame is its ink.
        let swiftUIDrop: Double
        switch (view.layoutStyle, parts.first?.part, view.image?.symbol) {
        case (.swiftui, .image?, let symbol?): swiftUIDrop = 2 * symbol.pointSize / ContentUnavailableLayout.symbolPointSizeAtLarge
        default: swiftUIDrop = 0
        }
        let top = scrolledToTop ? column.minY : column.minY + (column.height - contentHeight - emptyActionsSlot()) / 2 + swiftUIDrop
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
                result.title = label(title!, role: .title, measurement: m, top: y, height: height, width: titleWidth, narrowed: titleWidth < width, x: x, grid: grid, natural: natural, rightToLeft: view.rightToLeft)
            case let .secondary(m):
                result.detail = label(detail!, role: .detail, measurement: m, top: y, height: height, width: detailWidth, narrowed: detailWidth < width, x: x, grid: grid, natural: natural, rightToLeft: view.rightToLeft)
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

    /// A text measured at `width` (or narrower, see `pushingOutOrphans`), its lines spaced as
    /// the style spaces them (`spacingLines`); the width it wraps at is the label's.
    func measureLines(_ text: StyledText, role: LabelRole, width: Double, style: LayoutStyle, grid: PixelGrid) throws -> (StyledText, TextMeasurement, Double) {
        let (m, wrapWidth) = try pushingOutOrphans(text, role: role, width: width, grid: grid)
        let (spaced, measured) = try spacingLines(text, measurement: m, style: style)
        return (spaced, measured, wrapWidth)
    }

    /// iOS's standard line-break strategy (`NSParagraphStyle.LineBreakStrategy.pushOut`, which
    /// UILabel and SwiftUI's Text apply): a last line of one word takes a word from the line
    /// above. Seen on iOS's snapshots (../shared/modern-corpus, the 56 pt title "Failed / to Load"
    /// where "Failed to" fits). Done by wrapping a little narrower than the line above, kept when
    /// that makes no more lines; the label is drawn at that width, a whole number of pixels so
    /// that rounding its frame to the grid cannot widen it back to the old break.
    func pushingOutOrphans(_ text: StyledText, role: LabelRole, width: Double, grid: PixelGrid) throws -> (TextMeasurement, Double) {
        let m = try layout.measurer.measure(text, role: role, width: width, singleLine: false)
        let words = text.text.split(whereSeparator: { $0 == " " || $0 == "\n" })
        guard m.lines.count >= 2, text.numberOfLines == 0 || m.lines.count < text.numberOfLines, words.count >= 3,
              let lastWord = words.last, !text.text.hasSuffix("\n") else { return (m, width) }
        var alone = text
        alone.text = String(lastWord)
        let lastWidth = try layout.measurer.measure(alone, role: role, width: 10_000, singleLine: true).lines.first?.width ?? -1
        guard abs(lastWidth - (m.lines.last?.width ?? 0)) < 0.5 else { return (m, width) }
        // The line above measures a little wider or narrower than the width Pango breaks it at
        // (its advance is rounded, its trailing space not counted): step down a pixel at a
        // time, at most a few points, until the word really moves.
        var narrower = grid.floor(m.lines[m.lines.count - 2].width - 0.5)
        let lowest = narrower - 4
        while narrower >= lowest {
            let pushed = try layout.measurer.measure(text, role: role, width: narrower, singleLine: false)
            guard pushed.lines.count == m.lines.count, !pushed.truncated else { return (m, width) }
            if let last = pushed.lines.last, last.width > lastWidth + 0.5 { return (pushed, narrower) }
            narrower -= 1 / grid.scale
        }
        return (m, width)
    }

    /// SwiftUI's `Text` spaces the lines of a Dynamic Type font wider than a label does:
    /// `SwiftUILeading` gives its baseline-to-baseline distance, and the difference from the
    /// font's own line height goes between the lines.
    func spacingLines(_ text: StyledText, measurement m: TextMeasurement, style: LayoutStyle) throws -> (StyledText, TextMeasurement) {
        (style == .swiftui ? SwiftUILeading.spaced(text, measurement: m) : text, m)
    }

    /// A label across the content's width; `natural` content alignment aligns centered text to
    /// the leading edge.
    func label(_ text: StyledText, role: LabelRole, measurement: TextMeasurement, top: Double, height: Double, width: Double, narrowed: Bool,
               x: (Double) -> Double, grid: PixelGrid, natural: Bool, rightToLeft: Bool) -> LabelLayout {
        var styled = text
        if natural, styled.alignment == .center { styled.alignment = .natural }
        if styled.alignment == .natural { styled.alignment = rightToLeft ? .right : .left }
        var frame = grid.round(Rect(x: x(width), y: top, width: width, height: height))
        // A label narrowed to push out an orphan (its width already on the grid) keeps that
        // width: rounding both edges of a centred frame may add a pixel, enough to re-join the line.
        if narrowed, frame.size.width > width { frame.size.width = width }
        return layout.label(styled, role: role, measurement: measurement, frame: frame)
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
