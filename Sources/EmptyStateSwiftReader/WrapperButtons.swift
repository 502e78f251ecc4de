import EmptyStateModel

/// The buttons a wrapper's call draws. A wrapper that shows its button only when given a title
/// (`if let actionTitle, let action { Button(actionTitle, action: action) }`: a SwiftUI
/// `Button` takes no optional title) is read once with the title as a placeholder; a call that
/// leaves the title nil leaves the button out, and the buttons after it move up, as SwiftUI's
/// `actions:` and UIKit's optional buttons do.
enum WrapperButtons {
    static let roles = ["button", "secondaryButton", "tertiaryButton"]
    static let properties = ["button": "buttonProperties", "secondaryButton": "secondaryButtonProperties",
                             "tertiaryButton": "tertiaryButtonProperties"]

    /// `substituted` without the buttons whose title `template` had and the call left out,
    /// when nothing else of them (an image) is left to draw.
    static func drawn(_ substituted: TemplateValue, from template: TemplateValue) -> TemplateValue {
        guard case let .map(before) = template, case var .map(after) = substituted else { return substituted }
        let gone = roles.filter { role in
            guard let given = before.first(where: { $0.key == role })?.value, has(given, "title") else { return false }
            guard let left = after.first(where: { $0.key == role })?.value else { return true }
            return !has(left, "title") && !has(left, "image")
        }
        guard !gone.isEmpty else { return substituted }
        let kept = roles.filter { role in !gone.contains(role) && after.contains { $0.key == role } }
        // Each kept button (and its properties) takes the first role left free.
        var renamed: [String: String] = [:]
        for (index, role) in kept.enumerated() {
            renamed[role] = roles[index]
            renamed[properties[role]!] = properties[roles[index]]!
        }
        after = after.compactMap { entry in
            if gone.contains(entry.key) || gone.contains(where: { properties[$0] == entry.key }) { return nil }
            guard let name = renamed[entry.key] else { return entry }
            return TemplateEntry(name, entry.value)
        }
        return .map(after)
    }

    private static func has(_ value: TemplateValue, _ key: String) -> Bool {
        guard case let .map(entries) = value else { return false }
        return entries.contains { $0.key == key }
    }
}
