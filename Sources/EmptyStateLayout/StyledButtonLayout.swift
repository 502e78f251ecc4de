import EmptyStateModel

/// A button styled as `UIButton.Configuration` lays it out: the content (image beside, above
/// or below the title and subtitle, `imagePadding` between) inside the content insets, the
/// button as large as that, at most the width it has (a longer title wraps, or keeps one line
/// as its `titleLineBreakMode` says), centered.
struct StyledButtonLayout {
    let layout: DZNLayout
    let grid: PixelGrid

    struct Sizing {
        var title: (StyledText, TextMeasurement)?
        var subtitle: (StyledText, TextMeasurement)?
        var image: (ImageSpec, Size)?
        var insets: EdgeInsets
        var padding: Double
        var placement: ImagePlacement
        var textSize: Size
        var size: Size
        var truncated: Bool
        var overflow: Bool
        var minimumWidth: Double
        var rightToLeft: Bool
        /// The width the texts were measured in: their labels are that wide when drawn.
        var textRoom: Double
    }

    func size(_ spec: ButtonSpec, configuration c: ButtonConfiguration, state: ControlState, maxWidth: Double, rightToLeft: Bool) throws -> Sizing {
        let insets = (c.contentInsets ?? ButtonMetrics.of(c.size).insets).edgeInsets(rightToLeft: rightToLeft)
        let sizing = try size(spec, configuration: c, state: state, maxWidth: maxWidth, rightToLeft: rightToLeft, insets: insets)
        // The ends grow with one line of the title, not with the drawn capsule: on iOS's
        // snapshots a title wrapped to two or three lines at AX5 keeps the same 21–23 pt from
        // the ends as a one-line title (RSSReader's NotificationDebugView, @3x). Once the height is
        // known, the title is measured again in the room the ends leave.
        guard let clearance = c.capsuleEndClearance, c.cornerStyle == .capsule, c.contentInsets == nil else { return sizing }
        let oneLine = sizing.title.flatMap { $0.1.lines.first.map { $0.height + insets.top + insets.bottom } }
        let side = clearance * (oneLine ?? sizing.size.height) / 2
        guard side > insets.left || side > insets.right else { return sizing }
        let grown = EdgeInsets(top: insets.top, left: max(insets.left, side), bottom: insets.bottom, right: max(insets.right, side))
        return try size(spec, configuration: c, state: state, maxWidth: maxWidth, rightToLeft: rightToLeft, insets: grown)
    }

    private func size(_ spec: ButtonSpec, configuration c: ButtonConfiguration, state: ControlState, maxWidth: Double, rightToLeft: Bool,
                      insets: EdgeInsets) throws -> Sizing {
        let padding = c.imagePadding ?? ButtonMetrics.imagePadding
        var image: (ImageSpec, Size)?
        if let spec = c.image { image = (spec, spec.sizing.place(try layout.measurer.size(of: spec)).frame) }
        let beside = c.imagePlacement == .leading || c.imagePlacement == .trailing
        let imageWidth = image.map { $0.1.width } ?? 0
        let titleText = (spec.titles[state] ?? spec.titles[.normal])?.text ?? ""
        let hasText = !titleText.isEmpty || !(c.subtitle?.text.isEmpty ?? true)
        let besideWidth = image != nil && beside ? imageWidth + (hasText ? padding : 0) : 0
        let minimumWidth = insets.left + insets.right + besideWidth
        let textRoom = max(0, maxWidth - minimumWidth)

        func measure(_ text: StyledText?, mode: LineBreakMode) throws -> (StyledText, TextMeasurement)? {
            guard let given = text, !given.text.isEmpty else { return nil }
            let (text, singleLine) = Self.shaping(given, mode: mode)
            let m = try layout.measurer.measure(text, role: .button, width: textRoom, singleLine: singleLine)
            // A wrapped SwiftUI label is a `Text`: SwiftUI's leading between its lines (on iOS's
            // snapshots a small capsule at AX5 is 68.67 pt for one line, 184.67 for three: 58 a line).
            return (c.swiftUILeading ? SwiftUILeading.spaced(text, measurement: m) : text, m)
        }
        let title = try measure(spec.titles[state] ?? spec.titles[.normal], mode: c.titleLineBreakMode)
        let subtitle = try measure(c.subtitle, mode: c.subtitleLineBreakMode)
        let titleHeight = title.map { DZNLayout.textHeight($0.1, lineSpacing: $0.0.lineSpacing) } ?? 0
        let subtitleHeight = subtitle.map { DZNLayout.textHeight($0.1, lineSpacing: $0.0.lineSpacing) } ?? 0
        let textWidth = max(title?.1.lines.map(\.width).max() ?? 0, subtitle?.1.lines.map(\.width).max() ?? 0)
        let textHeight = titleHeight + subtitleHeight + (title != nil && subtitle != nil ? ButtonMetrics.titlePadding : 0)
        let text = Size(width: grid.ceil(min(textWidth, textRoom)), height: textHeight)

        var content: Size
        if let (_, imageSize) = image, text.width > 0 || text.height > 0 {
            content = beside ? Size(width: imageSize.width + padding + text.width, height: max(imageSize.height, text.height))
                             : Size(width: max(imageSize.width, text.width), height: imageSize.height + padding + text.height)
        } else if let (_, imageSize) = image {
            content = imageSize
        } else {
            content = text
        }
        let natural = Size(width: content.width + insets.left + insets.right, height: content.height + insets.top + insets.bottom)
        let width = c.width == .fill ? maxWidth : min(grid.ceil(natural.width), maxWidth)
        let truncated = (title?.1.truncated ?? false) || (subtitle?.1.truncated ?? false)
        return Sizing(title: title, subtitle: subtitle, image: image, insets: insets, padding: padding, placement: c.imagePlacement,
                      textSize: text, size: Size(width: max(0, width), height: grid.ceil(natural.height)),
                      truncated: truncated, overflow: minimumWidth > maxWidth + 1e-9, minimumWidth: minimumWidth, rightToLeft: rightToLeft, textRoom: textRoom)
    }

    /// A label as `mode` shapes it: `byTruncatingMiddle` is UIButton's own title label (one
    /// paragraph, one line, as a DZN button's); the others go through the label's
    /// `lineBreakMode`, a mode that does not wrap keeping one line.
    static func shaping(_ text: StyledText, mode: LineBreakMode) -> (text: StyledText, singleLine: Bool) {
        var text = text
        text.alignment = .center
        guard shapedByLineBreakMode(mode) else { return (text, true) }
        text.lineBreakMode = mode
        if !mode.wraps { text.numberOfLines = 1 }
        return (text, false)
    }

    /// Whether a label in `mode` is shaped by its own `lineBreakMode` (what the layout measured
    /// and the renderer draws alike), rather than as UIButton's one-line title label.
    static func shapedByLineBreakMode(_ mode: LineBreakMode) -> Bool { mode != .byTruncatingMiddle }

    func place(_ s: Sizing, configuration c: ButtonConfiguration, frame: Rect, state: ControlState) -> ButtonLayout {
        var button = ButtonLayout(state: state, alignmentFrame: frame, backgroundFrame: frame)
        button.configuration = c
        button.look = c.look(state)
        button.cornerRadius = min(c.cornerRadius(height: frame.height), frame.height / 2, frame.width / 2)
        let inner = Rect(x: frame.minX + s.insets.left, y: frame.minY + s.insets.top,
                         width: frame.width - s.insets.left - s.insets.right, height: frame.height - s.insets.top - s.insets.bottom)
        let text = s.textSize
        let hasText = text.width > 0 || text.height > 0
        var textCenter = Point(x: inner.midX, y: inner.midY)
        if let (spec, size) = s.image {
            let gap = hasText ? s.padding : 0
            var imageRect: Rect
            switch s.placement {
            case .leading, .trailing:
                let total = size.width + gap + text.width
                let left = inner.midX - total / 2
                let imageFirst = (s.placement == .leading) != s.rightToLeft
                imageRect = Rect(x: imageFirst ? left : left + text.width + gap, y: inner.midY - size.height / 2, width: size.width, height: size.height)
                textCenter.x = imageFirst ? imageRect.maxX + gap + text.width / 2 : left + text.width / 2
            case .top, .bottom:
                let total = size.height + gap + text.height
                let top = inner.midY - total / 2
                imageRect = Rect(x: inner.midX - size.width / 2, y: s.placement == .top ? top : top + text.height + gap, width: size.width, height: size.height)
                textCenter.y = s.placement == .top ? imageRect.maxY + gap + text.height / 2 : top + text.height / 2
            }
            var tinted = spec
            if c.tintsImage, tinted.tintColor == nil { tinted.tintColor = button.look?.foreground }
            button.image = tinted
            button.imageFrame = grid.round(imageRect)
        }
        // Each label as wide as the room it was measured in, centered on the text's center,
        // so that drawing shapes the same line again.
        var top = textCenter.y - text.height / 2
        if let (title, m) = s.title {
            let room = s.textRoom
            let height = DZNLayout.textHeight(m, lineSpacing: title.lineSpacing)
            button.title = layout.label(title, role: .button, measurement: m,
                                        frame: Rect(x: textCenter.x - room / 2, y: top, width: room, height: height))
            button.title?.shapedByLineBreakMode = Self.shapedByLineBreakMode(c.titleLineBreakMode)
            top += height + ButtonMetrics.titlePadding
        }
        if let (given, m) = s.subtitle {
            var subtitle = given
            subtitle.color = subtitle.color ?? button.look?.foreground
            let room = s.textRoom
            button.subtitle = layout.label(subtitle, role: .button, measurement: m,
                                           frame: Rect(x: textCenter.x - room / 2, y: top, width: room, height: DZNLayout.textHeight(m, lineSpacing: subtitle.lineSpacing)))
            button.subtitle?.shapedByLineBreakMode = Self.shapedByLineBreakMode(c.subtitleLineBreakMode)
        }
        return button
    }
}
