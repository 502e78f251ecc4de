import EmptyStateLayout
import EmptyStateModel
import EmptyStateRender
import Foundation

/// What the review needs to know of the screen's traits (it never sees the traits themselves).
public struct AuditContext: Sendable {
    /// Increased contrast asks WCAG 1.4.6's 7:1 and 4.5:1 of text instead of 1.4.3's 4.5:1 and 3:1.
    public var increasedContrast = false
    /// What shows through where the view is clear: systemBackground in the color scheme.
    public var backdrop = RGB(red: 1, green: 1, blue: 1)
    /// The content size category, as findings name it.
    public var contentSize = "large"
    /// The variant, for waivers given for one variant.
    public var variant = "default"
    public var waivers: [AccessibilityWaiver] = []

    public init() {}
}

/// The accessibility review of one rendered screen: contrast measured on its pixels, Dynamic
/// Type, truncation, touch targets and VoiceOver labels read from its layout.
public enum ScreenAudit {
    /// HIG, "Accessibility": "a minimum tappable area of 44x44 pt for all controls".
    public static let minimumTarget = 44.0

    public static func findings(of layout: ScreenLayout, drawn: [DrawnElement], context: AuditContext) -> [AccessibilityFinding] {
        var findings = contrast(layout, drawn: drawn, context: context)
        findings += dynamicType(layout)
        findings += truncation(layout, contentSize: context.contentSize)
        findings += touchTargets(layout)
        findings += labels(layout)
        return findings.map { finding in
            var finding = finding
            let state = layout.buttons.first { $0.role.elementName == finding.element }?.state.rawValue
            finding.waived = context.waivers.first {
                $0.kind == finding.kind.rawValue && $0.element == finding.element && ($0.variant == nil || $0.variant == context.variant)
                    && ($0.state == nil || $0.state == state)
            }?.reason
            return finding
        }
    }

    // MARK: Contrast (WCAG 2.2 1.4.3, 1.4.6, 1.4.11)

    static func contrast(_ layout: ScreenLayout, drawn: [DrawnElement], context: AuditContext) -> [AccessibilityFinding] {
        var findings: [AccessibilityFinding] = []
        for element in drawn {
            let button = layout.buttons.first { $0.role.elementName == element.element }
            // WCAG exempts inactive controls: a disabled button's title may be faint.
            if button?.state == .disabled { continue }
            let measured: DrawnContrast?
            let needed: Double
            switch element.part {
            case let .text(colors, font):
                measured = DrawnContrast.text(element, colors: colors, backdrop: context.backdrop)
                let large = isLarge(font)
                needed = context.increasedContrast ? (large ? 4.5 : 7) : (large ? 3 : 4.5)
            case .graphic:
                // Only a glyph that is the whole button must carry it (1.4.11); beside a title it is decoration.
                guard let button, button.title == nil || button.title?.text.text.isEmpty == true else { continue }
                measured = DrawnContrast.graphic(element, backdrop: context.backdrop)
                needed = 3
            }
            guard let measured, measured.ratio < needed else { continue }
            let ratio = ContrastRatio.shown(measured.ratio, needed: needed)
            var finding = AccessibilityFinding(
                kind: .contrast, element: element.element,
                message: "\(element.piece) \(measured.foreground.hex) on \(measured.background.hex) is \(ContrastRatio.format(measured.ratio, needed: needed)), needs \(format(needed)):1",
                ratio: ratio, needed: needed)
            if let passing = ContrastFix.nearestPassing(measured.foreground, on: measured.background, needed: needed) {
                let reached = ContrastRatio.between(passing, measured.background)
                finding.fix = "\(passing.hex) (same hue) is \(String(format: "%.2f", (reached * 100).rounded(.down) / 100)):1"
            }
            findings.append(finding)
        }
        return findings
    }

    /// WCAG's large text: at least 18 pt, or 14 pt and bold.
    static func isLarge(_ font: FontSpec) -> Bool {
        font.size >= 18 || (font.size >= 14 && font.weight.cssWeight >= FontWeight.bold.cssWeight)
    }

    // MARK: Dynamic Type

    /// DZN's labels have fixed fonts by design (its data source returns attributed strings); a
    /// content-unavailable view's texts follow the content size unless a template fixes them.
    static func dynamicType(_ layout: ScreenLayout) -> [AccessibilityFinding] {
        guard layout.view.layoutStyle != .dzn else { return [] }
        var texts: [(String, String, LabelLayout?)] = [("title", "title", layout.title), ("description", "description", layout.detail)]
        for button in layout.buttons { texts.append((button.role.elementName, button.role.elementName + " title", button.title)) }
        return texts.compactMap { element, piece, label in
            guard let label, !label.text.text.isEmpty, let font = label.text.font, !font.followsDynamicType else { return nil }
            return AccessibilityFinding(kind: .dynamicType, element: element,
                                        message: "\(piece) has a fixed \(format(font.size)) pt font that ignores Dynamic Type; give it a textStyle, or relativeTo: a text style")
        }
    }

    // MARK: Truncation

    static func truncation(_ layout: ScreenLayout, contentSize: String) -> [AccessibilityFinding] {
        layout.warnings.filter { $0.kind == .truncated || $0.kind == .overflow }.map { warning in
            AccessibilityFinding(kind: .truncated, element: warning.element,
                                 message: "\(warning.element) at content size \(contentSize): \(warning.message)")
        }
    }

    // MARK: Touch targets

    static func touchTargets(_ layout: ScreenLayout) -> [AccessibilityFinding] {
        layout.buttons.compactMap { button in
            let area = button.hitArea
            guard area.width < minimumTarget - 0.005 || area.height < minimumTarget - 0.005 else { return nil }
            var finding = AccessibilityFinding(kind: .touchTarget, element: button.role.elementName,
                                               message: "\(button.role.elementName) is \(format(area.width)) × \(format(area.height)) pt, needs at least 44 × 44 pt",
                                               size: .init(width: area.width, height: area.height))
            finding.fix = paddingFix(width: area.width, height: area.height)
            return finding
        }
    }

    /// The padding on each side that makes the hit area 44 pt (contentEdgeInsets, or the
    /// configuration's contentInsets), rounded up to half a point.
    static func paddingFix(width: Double, height: Double) -> String? {
        func perSide(_ length: Double) -> Double { max(0, ((minimumTarget - length) / 2 * 2).rounded(.up) / 2) }
        let (horizontal, vertical) = (perSide(width), perSide(height))
        var parts: [String] = []
        if vertical > 0 { parts.append("\(format(vertical)) pt more padding top and bottom") }
        if horizontal > 0 { parts.append("\(format(horizontal)) pt more left and right") }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    // MARK: VoiceOver

    static func labels(_ layout: ScreenLayout) -> [AccessibilityFinding] {
        let view = layout.view
        var findings: [AccessibilityFinding] = []
        if layout.image != nil, view.image != nil, !view.accessibility.image.hidden, view.accessibility.image.label == nil {
            findings.append(AccessibilityFinding(kind: .missingLabel, element: "image",
                                                 message: "image has no accessibilityLabel; give it one, or accessibilityHidden: true if it is decoration"))
        }
        for button in layout.buttons {
            guard let spec = view.action(button.role), !spec.accessibility.hidden, spec.accessibility.label == nil,
                  button.image != nil, button.title?.text.text.isEmpty ?? true else { continue }
            findings.append(AccessibilityFinding(kind: .missingLabel, element: button.role.elementName,
                                                 message: "\(button.role.elementName) shows only an image and has no accessibilityLabel: VoiceOver reads nothing useful"))
        }
        return findings
    }

    static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }
}
