import EmptyStateModel
import EmptyStateSourceReading

extension WrapperViews {
    /// A view that is a wrapper because it passes what its callers give on to one of its own
    /// functions (autorota's `RotaExportPreview`: `body(for: format)` drawing "Unsupported format")
    /// draws its other screens at its calls too: those of its own state (`if let setupError`)
    /// and its fixed ones (`decodeFailed`). Its screens inside a function wrapper are that
    /// wrapper's calls, already the wrapper's template.
    static func withOwnScreens(_ passing: [WrapperView], _ screens: [FoundScreen], functions: [WrapperView]) -> [WrapperView] {
        let functionNames = Set(functions.filter { $0.function != nil }.map(\.name))
        return passing.map { wrapper in
            var wrapper = wrapper
            var templates = [wrapper.template] + (wrapper.moreTemplates ?? [])
            for screen in screens where screen.kind == .swiftui {
                guard typeDecl(around: screen.node).flatMap({ EnclosingType.qualifiedName(of: $0) }) == wrapper.name,
                      definition(of: screen.node).map({ !functionNames.contains($0) }) ?? true,
                      !templates.contains(screen.template) else { continue }
                templates.append(screen.template)
            }
            if templates.count > 1 { wrapper.moreTemplates = Array(templates.dropFirst()) }
            return wrapper
        }
    }
}
