import EmptyStateSourceReading
import SwiftSyntax

/// Computed text and image properties of the app's types that are no views, handed to the other
/// files: M2's `MessagesViewController` shows `viewModel?.emptyDataSetDescription` of `var
/// viewModel: MessagesListViewModel?`, whose getter in another file picks a text by a flag (`isOnline
/// ? "Noch keine Nachrichten" : "\(…) ist nicht im Chat"`). Read there, the getter's conditions are
/// the screen's variants, as a getter of the screen's own type is.
enum ComputedMembers {
    /// A getter larger than this is more than a text's choice.
    static let getterBytes = 2_048

    static let shownTypes: Set<String> = ["String", "NSAttributedString", "NSMutableAttributedString", "UIImage", "Image",
                                          "LocalizedStringKey", "LocalizedStringResource", "Text", "AttributedString"]

    /// The file's top-level classes and structs (not views or controllers): their instance
    /// properties of a text or image type with a getter, each as `extension Type { var … }`.
    static func declared(in tree: SourceFileSyntax, _ context: ReadContext) -> [String: [String: SourceSnippet]] {
        var result: [String: [String: SourceSnippet]] = [:]
        for statement in tree.statements {
            guard case let .decl(decl) = statement.item, let (name, members, _) = AppValueTypes.parts(decl),
                  !AppValueTypes.isViewType(name) else { continue }
            for member in members.members {
                guard let variable = member.decl.as(VariableDeclSyntax.self), !StaticMember.isStatic(variable.modifiers),
                      variable.bindings.count == 1, let binding = variable.bindings.first,
                      let property = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let written = binding.typeAnnotation?.type.trimmedSource, shownTypes.contains(TypeName.unwrapped(written)),
                      let accessor = binding.accessorBlock, accessor.trimmedLength.utf8Length <= getterBytes else { continue }
                result[name, default: [:]][property] = SnippetTree.member(variable, extending: name, context)
            }
        }
        return result
    }

}

extension Evaluator {
    /// `base.name` where `base` is a property of this type (`viewModel`, `viewModel?`, `self.viewModel`)
    /// whose declared type has the computed property `name` in another file: its getter's value.
    func computedMember(_ name: String, of base: ExprSyntax, at syntax: Syntax) throws -> Value? {
        guard let owner = propertyOwnerType(Self.unwrapped(base)), context.appTexts.valueTypes[owner] == nil,
              let snippet = context.appTexts.computedMembers[owner]?[name] else { return nil }
        if context.constants.getter(name, in: owner) == nil, context.constants.byType[owner]?[name] == nil,
           !SnippetTree.adopt(snippet, as: owner, into: &context.constants, context) { return nil }
        // A getter of one expression is kept as that expression (`{ return a ? x : y }`).
        if context.constants.byType[owner]?[name] != nil { return try constant(name, in: owner, at: syntax) }
        return try getter(name, in: owner, at: syntax)
    }
}
