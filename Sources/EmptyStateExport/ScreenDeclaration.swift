import EmptyStateTemplate
import Foundation

/// Where a screen is declared, so a report can point at the line a reviewer would edit: for a
/// template, the key that holds each element (`title:` for the title); for a screen imported
/// from code, the line of its declaration for every element (the code has one place).
public struct ScreenDeclaration: Equatable, Sendable {
    /// The template file, or the source file of an imported screen.
    public var file: String
    /// The declaration's line of an imported screen; 1 for a template (its first line).
    public var line: Int
    /// The template's key lines (`title`, `variants.loading.title`); empty for an imported screen.
    var keyLines: [String: Int]

    public init(file: String, line: Int = 1, keyLines: [String: Int] = [:]) {
        self.file = file; self.line = line; self.keyLines = keyLines
    }

    public init(source: TemplateSource) {
        self.init(file: source.path, line: source.origin?.line ?? 1, keyLines: source.keyLines)
    }

    /// The line of the key that holds `element` in `variant`: the variant's own key when it has
    /// one, else the template's; an element with no key of its own (`content`) is the screen's line.
    public func line(of element: String?, variant: String = "default") -> Int {
        guard let element else { return line }
        // `button.title`, `button title`: the key is the element's first word.
        let key = String(element.prefix { $0 != "." && $0 != " " })
        if variant != "default", let inVariant = keyLines["variants.\(variant).\(key)"] { return inVariant }
        return keyLines[key] ?? line
    }
}
