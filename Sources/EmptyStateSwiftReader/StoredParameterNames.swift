import EmptyStateModel
import SwiftSyntax

/// A class whose initializer stores a parameter under another name (Goalie's `_title = title`
/// in `init(tableView:title:description:…)`): its data-source methods read the property, which the
/// set-up state gives as the parameter, so the screen's placeholder names the parameter
/// (`⟨title⟩`). Named by the property instead, the placeholder is the property each caller's
/// argument fills, as for `self.title = title`.
extension WrapperViews {
    static func namedByStoredProperties(_ screen: FoundScreen) -> FoundScreen {
        guard let decl = typeDecl(around: screen.node),
              let members = decl.as(ClassDeclSyntax.self)?.memberBlock ?? decl.as(StructDeclSyntax.self)?.memberBlock else { return screen }
        let properties = storedProperties(members)
        let inits = members.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
        guard let (_, assigned) = bestInitializer(inits, properties) else { return screen }
        let names = Set(properties.map(\.name))
        let renamed = assigned.filter { parameter, property in parameter != property && names.contains(property) && !names.contains(parameter) }
        guard !renamed.isEmpty else { return screen }
        var result = screen
        result.template = renaming(screen.template, renamed)
        return result
    }

    private static func renaming(_ value: TemplateValue, _ renamed: [String: String]) -> TemplateValue {
        switch value {
        case let .string(text):
            var text = text
            for (parameter, property) in renamed { text = text.replacingOccurrences(of: "⟨\(parameter)⟩", with: "⟨\(property)⟩") }
            return .string(text)
        case let .map(entries): return .map(entries.map { TemplateEntry($0.key, renaming($0.value, renamed)) })
        case let .list(items): return .list(items.map { renaming($0, renamed) })
        default: return value
        }
    }
}
