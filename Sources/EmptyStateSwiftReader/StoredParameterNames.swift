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
        result.template = ScreenMethodCalls.rewritten(screen.template, renamed)
        return result
    }
}
