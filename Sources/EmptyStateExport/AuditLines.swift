import EmptyStateAccessibility

/// The audit as a reader wants it: one line per screen (template, variant, device and trait
/// set), kind, element and message, naming the button states only when some states have it and
/// others not. A finding the same in every state is one line, not four.
public struct AuditLine: Equatable, Sendable, CustomStringConvertible {
    /// `empty-inbox/default/iphone-8@2x~dark`: the still's path without its state.
    public var screen: String
    public var finding: AccessibilityFinding
    /// The states it concerns, when not every state reviewed of that screen.
    public var states: [String]?

    public var description: String {
        var line = "\(screen): \(finding)"
        if let states { line += " [\(states.count == 1 ? "state" : "states") \(states.joined(separator: ", "))]" }
        if let fix = finding.fix, finding.waived == nil { line += "; try \(fix)" }
        return line
    }

    /// The report's findings grouped; waived ones only when `waived` is true.
    public static func lines(of report: AuditReport, waived: Bool) -> [AuditLine] {
        var order: [String] = []
        var statesOf: [String: [String]] = [:]
        var groups: [String: (screen: String, finding: AccessibilityFinding, states: [String])] = [:]
        for screen in report.screens {
            let key = screenKey(screen)
            statesOf[key, default: []].append(screen.state)
            for finding in screen.findings where waived || finding.waived == nil {
                let group = key + "\u{0}" + finding.kind.rawValue + "\u{0}" + finding.element + "\u{0}" + finding.message
                if groups[group] == nil {
                    order.append(group)
                    groups[group] = (key, finding, [])
                }
                groups[group]!.states.append(screen.state)
            }
        }
        return order.map { group in
            let (screen, finding, states) = groups[group]!
            let all = Set(statesOf[screen] ?? [])
            return AuditLine(screen: screen, finding: finding, states: Set(states) == all ? nil : states)
        }
    }

    /// The still's path with its state taken out: `…/iphone-8@2x/normal~dark.png` → `…/iphone-8@2x~dark`.
    static func screenKey(_ screen: AuditedScreen) -> String {
        OutputPaths.withoutState(screen.id)
    }
}
