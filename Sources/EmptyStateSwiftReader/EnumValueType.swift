import Foundation
import EmptyStateSourceReading
import SwiftSyntax

/// Which of the app's enums a value the code reads is of.
extension Evaluator {
    /// UIKit's geometry properties: what they hold is a `CGRect`, `CGSize`, `CGPoint` or insets.
    static let geometryMembers: Set<String> = ["frame", "bounds", "size", "origin", "center", "contentSize", "contentOffset",
                                               "contentInset", "adjustedContentInset", "safeAreaInsets", "layoutMargins"]

    /// The enum a value's own declaration names: a property of this type (`@State var filter:
    /// Filter`) or a parameter of the function it is read in (`_ error: AddAccountError`).
    func declaredEnumType(of written: ExprSyntax) -> String? {
        let base = Self.unwrapped(written)
        var property: String?
        if let reference = base.as(DeclReferenceExprSyntax.self) { property = reference.baseName.text }
        if let member = base.as(MemberAccessExprSyntax.self), let owner = member.base, Self.isSelf(owner) { property = member.declName.baseName.text }
        guard let property else { return nil }
        func last(_ declared: String) -> String? { resolvedEnumName(declared: declared) }
        if base.is(DeclReferenceExprSyntax.self), let function = WrapperViews.enclosingFunction(Syntax(base)),
           let parameter = function.signature.parameterClause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == property }) {
            return last(parameter.type.trimmedSource)
        }
        return context.constants.propertyTypes[typeName ?? ""]?[property].flatMap(last)
    }

    /// The enum a run-time value is of: its declaration's type (`@Binding var selectedFilter:
    /// ReviewFilter`), else the one enum that declares the property.
    func enumType(of written: ExprSyntax, among types: [String]) -> String? {
        // `selectedSource!.label`, `selectedSource?.label`: the optional's enum.
        let base = Self.unwrapped(written)
        // `tableView.tableHeaderView?.frame.height` (billion-wallet-ios): a view's geometry, a
        // rectangle's or size's member, not the app's enum with a `height` per case.
        if let member = base.as(MemberAccessExprSyntax.self), Self.geometryMembers.contains(member.declName.baseName.text) { return nil }
        var property: String?
        if let reference = base.as(DeclReferenceExprSyntax.self) { property = reference.baseName.text }
        if let member = base.as(MemberAccessExprSyntax.self), let owner = member.base, Self.isSelf(owner) { property = member.declName.baseName.text }
        if let property, let declared = context.constants.propertyTypes[typeName ?? ""]?[property],
           let resolved = resolvedEnumName(declared: declared) {
            return types.contains(resolved) ? resolved : nil
        }
        // A parameter of the function it is read in (`mealType: MealType`), or of the initializer
        // (`init(_ config: EmptyStateConfig)`, a struct's: no enum's).
        if let property, base.is(DeclReferenceExprSyntax.self),
           let parameters = WrapperViews.enclosingFunction(Syntax(base))?.signature.parameterClause.parameters
            ?? Self.enclosingInitializer(Syntax(base))?.signature.parameterClause.parameters,
           let parameter = parameters.first(where: { ($0.secondName ?? $0.firstName).text == property }) {
            if let resolved = resolvedEnumName(declared: parameter.type.trimmedSource) {
                return types.contains(resolved) ? resolved : nil
            }
        }
        if types.count == 1 { return types[0] }
        // `viewModel.type.rawValue` where `let viewModel: MWLUsersMediaViewModel` declares `let type:
        // UserMediaType`, though another type's `type` is another enum (My WatchList).
        if let member = base.as(MemberAccessExprSyntax.self), let holder = member.base.map(Self.unwrapped),
           let holderName = holder.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? holder.as(MemberAccessExprSyntax.self).flatMap({ $0.base.map(Self.isSelf) == true ? $0.declName.baseName.text : nil }),
           let holderType = context.constants.propertyTypes[typeName ?? ""]?[holderName].flatMap({ TypeName.unwrapped($0).split(separator: ".").last }),
           let declared = context.appTexts.typedPropertyTypes["\(holderType).\(member.declName.baseName.text)"] {
            let resolved = resolvedEnumName(declared)
            if types.contains(resolved) { return resolved }
        }
        // `viewModel.selectedType.iconName`: the type another file declares that property with.
        if let member = base.as(MemberAccessExprSyntax.self) ?? (property == nil ? nil : base.as(MemberAccessExprSyntax.self)),
           let declared = context.appTexts.propertyTypes[member.declName.baseName.text] {
            let fitting = types.filter { declared.contains($0) }
            if fitting.count == 1 { return fitting[0] }
        }
        // `category.title` and `category.iconName` where two enums have an `iconName`: the one
        // that has every per-case property the view reads of the value.
        let read = MembersRead.names(of: base, context)
        let scored = types.map { type in (type, read.filter { context.appTexts.enumProperties["\(type).\($0)"] != nil }.count) }
        guard let best = scored.map(\.1).max(), scored.filter({ $0.1 == best }).count == 1 else { return nil }
        return scored.first { $0.1 == best }?.0
    }
}

/// The members a type's code reads of one expression (`category` → `title`, `iconName`).
private final class MembersRead: SyntaxVisitor {
    let subject: String
    var names: Set<String> = []

    init(subject: String) {
        self.subject = subject
        super.init(viewMode: .sourceAccurate)
    }

    /// Once per subject and type of a file read (each reading of a screen asks again).
    static func names(of base: ExprSyntax, _ context: ReadContext) -> Set<String> {
        var scope: Syntax? = Syntax(base)
        while let current = scope, !current.is(MemberBlockSyntax.self), !current.is(SourceFileSyntax.self) { scope = current.parent }
        guard let scope, scope.trimmedLength.utf8Length < 200_000 else { return [] }
        let key = MembersReadKey(scope: scope.id, subject: base.trimmedSource)
        if let known = context.membersRead[key] { return known }
        let visitor = MembersRead(subject: base.trimmedSource)
        visitor.walk(scope)
        context.membersRead[key] = visitor.names
        return visitor.names
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if let base = node.base, base.trimmedSource == subject { names.insert(node.declName.baseName.text) }
        return .visitChildren
    }
}

/// A type's node and a value's text, for `ReadContext.membersRead`.
struct MembersReadKey: Hashable {
    var scope: SyntaxIdentifier
    var subject: String
}
