import EmptyStateModel

/// A `ContentUnavailableView`'s description closure that lists several texts (`Text(message);
/// if let detail { Text(detail).font(.footnote) }`): SwiftUI stacks them, one under the other,
/// so the description is their lines joined by a line break, each looked up as itself.
enum DescriptionLines {
    /// Whether a view of the closure is a text of its own (`Text(…)` and its modifiers).
    static func isText(_ view: BuiltView) -> Bool {
        ViewBuilderReader.unwind(view.value).core.call?.isInitializer(of: ["Text"]) == true
    }

    /// `Button(…)`, a `Link` or `NavigationLink`, or the app's own `…Button`, with modifiers.
    static func isButton(_ view: BuiltView) -> Bool {
        guard let call = ViewBuilderReader.unwind(view.value).core.call else { return false }
        return call.isInitializer(of: ["Button", "Link", "NavigationLink"]) || ActionReader.isAppButton(call)
    }

    /// So is the app's button view that takes nothing but actions (Zeitgeist's `SignOutButton()`).
    static func isButton(_ view: BuiltView, _ context: ReadContext) -> Bool {
        guard !isButton(view) else { return true }
        guard let call = ViewBuilderReader.unwind(view.value).core.call, case .none = call.receiver else { return false }
        return context.appTexts.buttonViews[TypeName.normalized(call.name)] != nil
    }

    /// One text, or a format of a line per text (no table has `%@\n%@`, so it shows as written).
    static func joined(_ lines: [TemplateValue]) -> TemplateValue? {
        guard lines.count > 1 else { return lines.first }
        let format = lineFormat(lines.count)
        return .map([TemplateEntry("key", .string(format)), TemplateEntry("default", .string(format)), TemplateEntry("args", .list(lines.map(argument)))])
    }

    /// The lines of a text `joined` made; nil for any other text.
    static func lines(of text: TemplateValue) -> [TemplateValue]? {
        guard case let .string(format)? = text["key"], text["default"] == .string(format), case let .list(lines)? = text["args"],
              lines.count > 1, format == lineFormat(lines.count) else { return nil }
        return lines
    }

    /// `%@\n%@…`, a line per text.
    private static func lineFormat(_ count: Int) -> String {
        Array(repeating: "%@", count: count).joined(separator: "\n")
    }

    /// A line as a format's argument: its words only (a line's own font, `.footnote`, is not
    /// drawn apart from the others').
    private static func argument(_ line: TemplateValue) -> TemplateValue {
        guard case let .map(entries) = line else { return line }
        if let text = entries.first(where: { $0.key == "text" })?.value { return text }
        return .map(entries.filter { localizedKeys.contains($0.key) })
    }

    private static let localizedKeys: Set<String> = ["key", "table", "default", "args", "textCase"]
}
