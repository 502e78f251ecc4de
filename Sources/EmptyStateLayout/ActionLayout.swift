import EmptyStateModel

/// The actions under the description: DZN's button (stretched to the content's width less its
/// padding) and, beyond DZN, a secondary and a tertiary button and styled buttons sized to
/// their content, stacked or side by side.
struct ActionLayout {
    let layout: DZNLayout
    let grid: PixelGrid

    /// One action measured: its size and what it holds.
    struct Sized {
        var role: ActionRole
        var spec: ButtonSpec
        var state: ControlState
        var legacy: LegacySizing?
        var styled: StyledButtonLayout.Sizing?
        var size: Size
    }

    struct ActionBlock {
        var buttons: [Sized]
        var horizontal: Bool
        var gap: Double
        var height: Double
        var warnings: [LayoutWarning]
    }

    func block(_ view: EmptyDataSetView, states: ScreenState, innerWidth: Double) throws -> ActionBlock {
        var buttons: [Sized] = []
        var warnings: [LayoutWarning] = []
        for role in ActionRole.allCases {
            guard let spec = view.action(role), spec.isShown else { continue }
            let state = states[role]
            if let configuration = spec.configuration {
                let styled = try StyledButtonLayout(layout: layout, grid: grid)
                    .size(spec, configuration: configuration, state: state, maxWidth: innerWidth, rightToLeft: view.rightToLeft)
                if styled.truncated {
                    warnings.append(LayoutWarning(kind: .truncated, element: Self.element(role),
                                                  message: "the title does not fit in \(DZNLayout.points(innerWidth)) pt and is truncated"))
                }
                if styled.overflow {
                    warnings.append(LayoutWarning(kind: .overflow, element: Self.element(role),
                                                  message: "the button is \(DZNLayout.points(styled.minimumWidth)) pt wide at least, wider than the \(DZNLayout.points(innerWidth)) pt it has; it is clipped"))
                }
                buttons.append(Sized(role: role, spec: spec, state: state, styled: styled, size: styled.size))
            } else {
                let sizing = try legacySizing(spec, state: state, width: innerWidth)
                if sizing.title?.1.truncated == true {
                    warnings.append(LayoutWarning(kind: .truncated, element: Self.element(role), message: "the title does not fit and is truncated"))
                }
                buttons.append(Sized(role: role, spec: spec, state: state, legacy: sizing,
                                     size: Size(width: innerWidth, height: grid.ceil(sizing.alignmentHeight))))
            }
        }
        let gap = view.spacing.betweenButtons ?? view.effectiveSpace
        let rowWidth = buttons.map(\.size.width).reduce(0, +) + gap * Double(max(0, buttons.count - 1))
        let horizontal = view.actionsAxis == .horizontal && buttons.count > 1 && rowWidth <= innerWidth + 1e-9
        let height = horizontal ? (buttons.map(\.size.height).max() ?? 0)
                                : buttons.map(\.size.height).reduce(0, +) + gap * Double(max(0, buttons.count - 1))
        return ActionBlock(buttons: buttons, horizontal: horizontal, gap: gap, height: height, warnings: warnings)
    }

    static func element(_ role: ActionRole) -> String {
        role == .primary ? "button" : "\(role.rawValue)Button"
    }

    /// The buttons placed from `top`: stacked (each centered, DZN's stretched at the padding),
    /// or in one centered row in reading order.
    func place(_ block: ActionBlock, top: Double, region: Rect, padding: Double, rightToLeft: Bool) -> [ButtonLayout] {
        var result: [ButtonLayout] = []
        if block.horizontal {
            let rowWidth = block.buttons.map(\.size.width).reduce(0, +) + block.gap * Double(block.buttons.count - 1)
            var x = region.minX + (region.width - rowWidth) / 2
            for sized in (rightToLeft ? block.buttons.reversed() : block.buttons) {
                let y = top + (block.height - sized.size.height) / 2
                result.append(make(sized, frame: Rect(x: x, y: y, width: sized.size.width, height: sized.size.height)))
                x += sized.size.width + block.gap
            }
            return result
        }
        var y = top
        for sized in block.buttons {
            let x = sized.styled == nil || sized.spec.configuration?.width == .fill
                ? region.minX + padding : region.minX + (region.width - sized.size.width) / 2
            result.append(make(sized, frame: Rect(x: x, y: y, width: sized.size.width, height: sized.size.height)))
            y += sized.size.height + block.gap
        }
        return result
    }

    func make(_ sized: Sized, frame: Rect) -> ButtonLayout {
        var button: ButtonLayout
        if let styled = sized.styled, let configuration = sized.spec.configuration {
            button = StyledButtonLayout(layout: layout, grid: grid).place(styled, configuration: configuration, frame: grid.round(frame), state: sized.state)
        } else {
            button = legacyButton(sized.legacy!, alignmentFrame: grid.round(frame), state: sized.state)
            button.imageAdjustment = .forBorrowed(state: sized.state, explicit: sized.spec.explicitImageStates)
            button.backgroundAdjustment = .forBorrowed(state: sized.state, explicit: sized.spec.explicitBackgroundStates)
        }
        button.role = sized.role
        return button
    }

    // MARK: DZN's button

    struct LegacySizing {
        var title: (StyledText, TextMeasurement)?
        var image: (ImageSpec, Size)?
        var background: ImageSpec?
        var alignmentHeight: Double
    }

    func legacySizing(_ button: ButtonSpec, state: ControlState, width: Double) throws -> LegacySizing {
        var sizing = LegacySizing(alignmentHeight: 0)
        if button.isImageButton, let image = button.images[state] ?? button.images[.normal] {
            let size = try layout.measurer.size(of: image)
            sizing.image = (image, size)
            sizing.alignmentHeight = size.height
        } else if let title = button.titles[state] ?? button.titles[.normal], !title.text.isEmpty {
            let m = try layout.measurer.measure(title, role: .button, width: width, singleLine: true)
            sizing.title = (title, m)
            sizing.alignmentHeight = DZNLayout.textHeight(m, lineSpacing: nil) + 2 * DZNLayout.buttonTitleVerticalPadding
        }
        if let background = button.backgroundImages[state] ?? button.backgroundImages[.normal] {
            let size = try layout.measurer.size(of: background)
            let insets = background.alignmentRectInsets ?? .zero
            // The image's alignment rect is what Auto Layout sizes the button by.
            sizing.alignmentHeight = max(sizing.alignmentHeight, size.height - insets.top - insets.bottom)
            sizing.background = background
        }
        return sizing
    }

    func legacyButton(_ sizing: LegacySizing, alignmentFrame: Rect, state: ControlState) -> ButtonLayout {
        let insets = sizing.background?.alignmentRectInsets ?? .zero
        let frame = grid.round(alignmentFrame.outset(by: insets))
        var result = ButtonLayout(state: state, alignmentFrame: alignmentFrame, backgroundFrame: frame, background: sizing.background)
        if let (image, size) = sizing.image {
            result.image = image
            result.imageFrame = grid.round(Rect(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2,
                                                width: size.width, height: size.height))
        }
        if let (title, m) = sizing.title {
            let textHeight = DZNLayout.textHeight(m, lineSpacing: nil)
            let titleFrame = Rect(x: alignmentFrame.minX, y: frame.midY - textHeight / 2, width: alignmentFrame.width, height: textHeight)
            result.title = layout.label(title, role: .button, measurement: m, frame: titleFrame)
        }
        return result
    }
}
