import EmptyStateModel

/// DZNEmptyDataSetView's Auto Layout constraints, solved directly.
///
/// The content view is W wide and centered at (W/2, H/2 + verticalOffset); inside it a vertical
/// chain `V:|[image]-(s)-[title]-(s)-[detail]-(s)-[button]|` whose labels and button are inset by
/// `roundf(W/16)` on both sides, the image centered at its intrinsic size.
public struct DZNLayout {
    /// UIButton's title insets, measured on the references: 6 points above and below.
    public static let buttonTitleVerticalPadding = 6.0

    public let measurer: ContentMeasuring
    public init(measurer: ContentMeasuring) { self.measurer = measurer }

    public func layout(_ view: EmptyDataSetView, canvas: Canvas, state: ControlState = .normal) throws -> ScreenLayout {
        let width = canvas.size.width, height = canvas.size.height
        let grid = PixelGrid(scale: Double(canvas.scale))
        let padding = Self.padding(forWidth: width)
        let innerWidth = max(0, width - 2 * padding)

        var result = ScreenLayout(canvas: canvas, view: view, contentFrame: Rect(x: 0, y: 0, width: width, height: 0))
        guard view.shouldDisplay else { return result }

        if let custom = view.customView {
            let size = try measurer.size(of: custom)
            let top = grid.round((height - size.height) / 2 + view.verticalOffset)
            result.contentFrame = Rect(x: 0, y: top, width: width, height: grid.round(size.height))
            result.customView = grid.round(Rect(x: (width - size.width) / 2, y: top, width: size.width, height: size.height))
            return result
        }

        // Heights of the chain's members, in order.
        enum Member { case image(Size), title(TextMeasurement), detail(TextMeasurement), button(ButtonSizing) }
        var members: [(Member, Double)] = []
        if let image = view.image {
            let size = try measurer.size(of: image)
            members.append((.image(size), size.height))
        }
        if view.showsTitle, let title = view.title {
            let m = try measurer.measure(title, role: .title, width: innerWidth, singleLine: false)
            members.append((.title(m), grid.ceil(Self.textHeight(m, lineSpacing: title.lineSpacing))))
        }
        if view.showsDetail, let detail = view.detail {
            let m = try measurer.measure(detail, role: .detail, width: innerWidth, singleLine: false)
            members.append((.detail(m), grid.ceil(Self.textHeight(m, lineSpacing: detail.lineSpacing))))
        }
        if view.button.isShown {
            let sizing = try buttonSizing(view.button, state: state, width: innerWidth)
            members.append((.button(sizing), grid.ceil(sizing.alignmentHeight)))
        }
        guard !members.isEmpty else { return result }

        let space = view.effectiveSpace
        let contentHeight = members.map(\.1).reduce(0, +) + space * Double(members.count - 1)
        let contentTop = (height - contentHeight) / 2 + view.verticalOffset
        result.contentFrame = grid.round(Rect(x: 0, y: contentTop, width: width, height: contentHeight))

        var y = contentTop
        for (member, memberHeight) in members {
            switch member {
            case let .image(size):
                result.image = grid.round(Rect(x: (width - size.width) / 2, y: y, width: size.width, height: size.height))
            case let .title(m):
                result.title = label(view.title!, role: .title, measurement: m,
                                     frame: grid.round(Rect(x: padding, y: y, width: innerWidth, height: memberHeight)))
            case let .detail(m):
                result.detail = label(view.detail!, role: .detail, measurement: m,
                                      frame: grid.round(Rect(x: padding, y: y, width: innerWidth, height: memberHeight)))
            case let .button(sizing):
                let alignment = grid.round(Rect(x: padding, y: y, width: innerWidth, height: memberHeight))
                result.button = button(sizing, alignmentFrame: alignment, state: state, grid: grid)
                result.button?.imageAdjustment = .forBorrowed(state: state, explicit: view.button.explicitImageStates)
                result.button?.backgroundAdjustment = .forBorrowed(state: state, explicit: view.button.explicitBackgroundStates)
            }
            y += memberHeight + space
        }
        return result
    }

    /// `roundf(W / 16)`: DZN's horizontal padding of labels and button.
    public static func padding(forWidth width: Double) -> Double {
        (width / 16).rounded(.toNearestOrAwayFromZero)
    }

    /// Lines stacked by their heights, `lineSpacing` between each two.
    public static func textHeight(_ m: TextMeasurement, lineSpacing: Double?) -> Double {
        let lines = m.lines.map(\.height).reduce(0, +)
        return lines + max(0, lineSpacing ?? 0) * Double(max(0, m.lines.count - 1))
    }

    func label(_ text: StyledText, role: LabelRole, measurement: TextMeasurement, frame: Rect) -> LabelLayout {
        // UILabel centers its text vertically when the frame is taller than the text.
        let textHeight = Self.textHeight(measurement, lineSpacing: text.lineSpacing)
        var top = frame.minY + (frame.height - textHeight) / 2
        var tops: [Double] = []
        for line in measurement.lines {
            tops.append(top)
            top += line.height + max(0, text.lineSpacing ?? 0)
        }
        return LabelLayout(frame: frame, text: text, role: role, measurement: measurement, lineTops: tops)
    }

    // MARK: Button

    struct ButtonSizing {
        var title: (StyledText, TextMeasurement)?
        var image: (ImageSpec, Size)?
        var background: ImageSpec?
        var alignmentHeight: Double
    }

    func buttonSizing(_ button: ButtonSpec, state: ControlState, width: Double) throws -> ButtonSizing {
        var sizing = ButtonSizing(alignmentHeight: 0)
        if button.isImageButton, let image = button.images[state] ?? button.images[.normal] {
            let size = try measurer.size(of: image)
            sizing.image = (image, size)
            sizing.alignmentHeight = size.height
        } else if let title = button.titles[state] ?? button.titles[.normal], !title.text.isEmpty {
            let m = try measurer.measure(title, role: .button, width: width, singleLine: true)
            sizing.title = (title, m)
            sizing.alignmentHeight = Self.textHeight(m, lineSpacing: nil) + 2 * Self.buttonTitleVerticalPadding
        }
        if let background = button.backgroundImages[state] ?? button.backgroundImages[.normal] {
            let size = try measurer.size(of: background)
            let insets = background.alignmentRectInsets ?? .zero
            // The image's alignment rect is what Auto Layout sizes the button by.
            sizing.alignmentHeight = max(sizing.alignmentHeight, size.height - insets.top - insets.bottom)
            sizing.background = background
        }
        return sizing
    }

    func button(_ sizing: ButtonSizing, alignmentFrame: Rect, state: ControlState, grid: PixelGrid) -> ButtonLayout {
        let insets = sizing.background?.alignmentRectInsets ?? .zero
        let frame = grid.round(alignmentFrame.outset(by: insets))
        var layout = ButtonLayout(state: state, alignmentFrame: alignmentFrame, backgroundFrame: frame, background: sizing.background)
        if let (image, size) = sizing.image {
            layout.image = image
            layout.imageFrame = grid.round(Rect(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2,
                                                width: size.width, height: size.height))
        }
        if let (title, m) = sizing.title {
            let textHeight = Self.textHeight(m, lineSpacing: nil)
            let titleFrame = Rect(x: alignmentFrame.minX, y: frame.midY - textHeight / 2, width: alignmentFrame.width, height: textHeight)
            layout.title = label(title, role: .button, measurement: m, frame: titleFrame)
        }
        return layout
    }
}
