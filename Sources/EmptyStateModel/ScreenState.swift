/// The three actions a screen can have.
public enum ActionRole: String, CaseIterable, Sendable {
    case primary, secondary, tertiary

    /// How the template, warnings and findings name the button of this role.
    public var elementName: String { self == .primary ? "button" : "\(rawValue)Button" }
}

/// The control state of every action of a screen: what `--state` names.
///
/// Syntax: `highlighted` (the primary button), `secondary:highlighted`, and several joined by
/// `+`: `primary:disabled+secondary:highlighted`. Its `name` files the output: `highlighted`,
/// `secondary-highlighted`, `disabled+secondary-highlighted`, so a template without a
/// secondary button keeps today's names.
public struct ScreenState: Hashable, Sendable, CustomStringConvertible {
    public var primary: ControlState
    public var secondary: ControlState
    public var tertiary: ControlState

    public init(_ primary: ControlState = .normal, secondary: ControlState = .normal, tertiary: ControlState = .normal) {
        self.primary = primary; self.secondary = secondary; self.tertiary = tertiary
    }

    public static let normal = ScreenState()

    public subscript(role: ActionRole) -> ControlState {
        get {
            switch role {
            case .primary: return primary
            case .secondary: return secondary
            case .tertiary: return tertiary
            }
        }
        set {
            switch role {
            case .primary: primary = newValue
            case .secondary: secondary = newValue
            case .tertiary: tertiary = newValue
            }
        }
    }

    /// Parses the `--state` syntax; nil names the part that is wrong.
    public static func parse(_ text: String) -> Result<ScreenState, ScreenStateError> {
        var state = ScreenState()
        var seen = Set<ActionRole>()
        let parts = text.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
        for part in parts {
            let pieces = part.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
            let roleName = pieces.count == 2 ? pieces[0] : "primary"
            let stateName = pieces.count == 2 ? pieces[1] : pieces[0]
            guard pieces.count <= 2, let role = ActionRole(rawValue: roleName) else {
                return .failure(ScreenStateError(text: text, part: part, problem: "'\(roleName)' is not one of primary, secondary, tertiary"))
            }
            guard let control = ControlState(rawValue: stateName) else {
                return .failure(ScreenStateError(text: text, part: part, problem: "'\(stateName)' is not one of \(ControlState.allCases.map(\.rawValue).joined(separator: ", "))"))
            }
            guard seen.insert(role).inserted else {
                return .failure(ScreenStateError(text: text, part: part, problem: "the \(role.rawValue) button is given twice"))
            }
            state[role] = control
        }
        return .success(state)
    }

    /// The file name of the state: the primary's state alone as before, others prefixed.
    public var name: String {
        var parts: [String] = []
        if primary != .normal || (secondary == .normal && tertiary == .normal) { parts.append(primary.rawValue) }
        if secondary != .normal { parts.append("secondary-\(secondary.rawValue)") }
        if tertiary != .normal { parts.append("tertiary-\(tertiary.rawValue)") }
        return parts.joined(separator: "+")
    }

    /// The `--state` spelling that parses back to this state.
    public var description: String {
        var parts: [String] = []
        if primary != .normal || (secondary == .normal && tertiary == .normal) { parts.append(primary.rawValue) }
        if secondary != .normal { parts.append("secondary:\(secondary.rawValue)") }
        if tertiary != .normal { parts.append("tertiary:\(tertiary.rawValue)") }
        return parts.joined(separator: "+")
    }

    /// The states an export renders for a view: the primary's four, then each other action's
    /// three that differ from normal.
    public static func all(for view: EmptyDataSetView) -> [ScreenState] {
        var states = ControlState.allCases.map { ScreenState($0) }
        for role in [ActionRole.secondary, .tertiary] where view.action(role)?.isShown == true {
            for control in ControlState.allCases where control != .normal {
                var state = ScreenState()
                state[role] = control
                states.append(state)
            }
        }
        return states
    }
}

public struct ScreenStateError: Error, Equatable, Sendable {
    public var text: String
    public var part: String
    public var problem: String
    public var message: String {
        // A plain word reads as before the other buttons existed.
        if !text.contains(":"), !text.contains("+") {
            return "'\(text)' is not one of \(ControlState.allCases.map(\.rawValue).joined(separator: ", ")); for another button write ROLE:STATE (secondary:highlighted)"
        }
        return "'\(text)' is not a state: \(problem) (write STATE, ROLE:STATE or several joined by '+', e.g. secondary:highlighted)"
    }
}
