import EmptyStateModel

/// DZNEmptyDataSetView's Auto Layout constraints, solved directly.
///
/// The content view is W wide and centered at (W/2, H/2 + verticalOffset); inside it a vertical
/// chain `V:|[image]-(s)-[title]-(s)-[detail]-(s)-[button]|` whose labels and button are inset by
/// `roundf(W/16)` on both sides, the image centered at its intrinsic size.
///
/// Beyond DZN (each only when the view asks for it): the gaps per member, the bars and insets
/// that narrow the area the content is centered in (W and H are then that area's), a maximum
/// image size, and two more actions (see `ActionLayout`).
public struct DZNLayout {
    /// UIButton's title insets, measured on the references: 6 points above and below.
    public static let buttonTitleVerticalPadding = 6.0

    public let measurer: ContentMeasuring
    public init(measurer: ContentMeasuring) { self.measurer = measurer }

    public func layout(_ view: EmptyDataSetView, canvas: Canvas, state: ControlState = .normal) throws -> ScreenLayout {
        try layout(view, canvas: canvas, states: ScreenState(state))
    }

    public func layout(_ view: EmptyDataSetView, canvas: Canvas, states: ScreenState) throws -> ScreenLayout {
        if view.layoutStyle != .dzn { return try ContentUnavailableSolver(layout: self).layout(view, canvas: canvas, states: states) }
        let grid = PixelGrid(scale: Double(canvas.scale))
        var result = ScreenLayout(canvas: canvas, view: view, contentFrame: Rect(x: 0, y: 0, width: canvas.size.width, height: 0))
        result.region = region(of: view, canvas: canvas, result: &result)
        let region = result.region
        let width = region.width, height = region.height
        let padding = Self.padding(forWidth: width)
        let innerWidth = max(0, width - 2 * padding)
        result.contentFrame = Rect(x: region.minX, y: region.minY, width: width, height: 0)
        guard view.shouldDisplay else { return result }

        if let custom = view.customView {
            let size = try measurer.size(of: custom)
            let top = grid.round(region.minY + (height - size.height) / 2 + view.verticalOffset)
            result.contentFrame = Rect(x: region.minX, y: top, width: width, height: grid.round(size.height))
            result.customView = grid.round(Rect(x: region.minX + (width - size.width) / 2, y: top, width: size.width, height: size.height))
            checkFits(&result)
            return result
        }

        // Heights of the chain's members, in order, and the gap after each.
        enum Member { case image(frame: Size, drawn: Size), title(TextMeasurement), detail(TextMeasurement), actions(ActionLayout.ActionBlock) }
        var members: [(member: Member, height: Double, gap: Double)] = []
        let space = view.effectiveSpace
        if let image = view.image {
            let (frame, drawn) = image.sizing.place(try measurer.size(of: image))
            members.append((.image(frame: frame, drawn: drawn), frame.height, view.spacing.afterImage ?? space))
        }
        if view.showsTitle, let title = view.title {
            let m = try measurer.measure(title, role: .title, width: innerWidth, singleLine: false)
            members.append((.title(m), grid.ceil(Self.textHeight(m, lineSpacing: title.lineSpacing)), view.spacing.afterTitle ?? space))
        }
        if view.showsDetail, let detail = view.detail {
            let m = try measurer.measure(detail, role: .detail, width: innerWidth, singleLine: false)
            members.append((.detail(m), grid.ceil(Self.textHeight(m, lineSpacing: detail.lineSpacing)), view.spacing.afterDescription ?? space))
        }
        let actions = try ActionLayout(layout: self, grid: grid).block(view, states: states, innerWidth: innerWidth)
        if !actions.buttons.isEmpty { members.append((.actions(actions), actions.height, 0)) }
        guard !members.isEmpty else { return result }

        let gaps = members.dropLast().map(\.gap)
        let contentHeight = members.map(\.height).reduce(0, +) + (view.spacing.isEmpty ? space * Double(members.count - 1) : gaps.reduce(0, +))
        let contentTop = region.minY + (height - contentHeight) / 2 + view.verticalOffset
        result.contentFrame = grid.round(Rect(x: region.minX, y: contentTop, width: width, height: contentHeight))

        var y = contentTop
        for (member, memberHeight, gap) in members {
            switch member {
            case let .image(frame, drawn):
                let rect = grid.round(Rect(x: region.minX + (width - frame.width) / 2, y: y, width: frame.width, height: frame.height))
                result.image = rect
                if drawn != frame {
                    result.imageContent = Rect(x: rect.midX - drawn.width / 2, y: rect.midY - drawn.height / 2, width: drawn.width, height: drawn.height)
                }
            case let .title(m):
                result.title = label(view.title!, role: .title, measurement: m,
                                     frame: grid.round(Rect(x: region.minX + padding, y: y, width: innerWidth, height: memberHeight)))
            case let .detail(m):
                result.detail = label(view.detail!, role: .detail, measurement: m,
                                      frame: grid.round(Rect(x: region.minX + padding, y: y, width: innerWidth, height: memberHeight)))
            case let .actions(block):
                let placed = ActionLayout(layout: self, grid: grid).place(block, top: y, region: region, padding: padding, rightToLeft: view.rightToLeft)
                result.setButtons(placed)
                result.warnings += block.warnings
            }
            y += memberHeight + (view.spacing.isEmpty ? space : gap)
        }
        checkFits(&result)
        return result
    }

    /// The area the content is centered in: the canvas, less the bars when the view has
    /// chrome, less the view's insets.
    func region(of view: EmptyDataSetView, canvas: Canvas, result: inout ScreenLayout) -> Rect {
        var area = Rect(x: 0, y: 0, width: canvas.size.width, height: canvas.size.height)
        if let chrome = view.chrome {
            let bars = ChromeLayout(chrome, canvas: canvas, rightToLeft: view.rightToLeft)
            result.chrome = bars
            area = bars.free
        }
        guard let insets = view.insets?.edgeInsets(rightToLeft: view.rightToLeft) else { return area }
        let inset = Rect(x: area.minX + insets.left, y: area.minY + insets.top,
                         width: area.width - insets.left - insets.right, height: area.height - insets.top - insets.bottom)
        if inset.width < 0 || inset.height < 0 {
            result.warnings.append(LayoutWarning(kind: .overflow, element: "insets",
                                                 message: "the insets leave \(Self.points(max(0, inset.width))) × \(Self.points(max(0, inset.height))) pt of \(Self.points(area.width)) × \(Self.points(area.height)) pt"))
        }
        return Rect(x: inset.minX, y: inset.minY, width: max(0, inset.width), height: max(0, inset.height))
    }

    /// Content taller or wider than its area is drawn as UIKit draws it (clipped by the view,
    /// hidden under the bars) and reported.
    func checkFits(_ result: inout ScreenLayout) {
        let area = result.region, content = result.contentFrame
        let above = area.minY - content.minY, below = content.maxY - area.maxY
        if content.height > 0, above > 0.01 || below > 0.01 {
            let what = result.chrome != nil ? "the space between the bars" : (result.view.insets != nil ? "the insets" : "the canvas")
            result.warnings.append(LayoutWarning(kind: .overflow, element: "content",
                                                 message: "the content (\(Self.points(content.height)) pt tall) goes \(Self.points(max(above, 0))) pt above and \(Self.points(max(below, 0))) pt below \(what) (\(Self.points(area.height)) pt); it is clipped"))
        }
        for (name, label) in [("title", result.title), ("description", result.detail)] {
            if let label, label.measurement.truncated {
                result.warnings.append(LayoutWarning(kind: .truncated, element: name, message: "the text does not fit and is truncated"))
            }
        }
    }

    static func points(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
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
}
