import EmptyStateModel
import EmptyStateSourceReading
import SwiftSyntax

/// A data source object's Boolean flag that its screen's variants are on and no initializer
/// parameter sets (Goalie's `var useImage = false`, which the Today and Tomorrow controllers turn on
/// after making it): a parameter of the wrapper, set by what the owner assigns
/// (`WrapperAssignments`), else its declared value, which decides the variant at each call.
extension WrapperViews {
    static func flagParameters(of template: TemplateValue, _ properties: [Property], set: Set<String>) -> [WrapperView.Parameter] {
        let variants = Set(WrapperSubstitution.variantNames(template))
        return properties.compactMap { property in
            guard !property.isLet, !set.contains(property.name), variants.contains(property.name),
                  let literal = property.initializer?.as(BooleanLiteralExprSyntax.self) else { return nil }
            return WrapperView.Parameter(label: property.name, property: property.name, type: "Bool",
                                         defaultValue: .bool(literal.literal.tokenKind == .keyword(.true)), hasDefault: true)
        }
    }
}
