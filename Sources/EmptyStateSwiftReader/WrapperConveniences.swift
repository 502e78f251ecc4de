import EmptyStateSourceReading
import SwiftSyntax

/// A wrapper type's initializers that only delegate to another of its own (`extension
/// PermissionDeniedView { init(forCamera _: Void, opener: … = …) { self.init(title:
/// String(localized: "permission_camera_title"), message: …, systemImage: "camera.metering.unknown",
/// opener: opener) } }`, pair-shot-iOS): a call with their labels passes what they pass.
enum WrapperConveniences {
    /// The delegating initializers of `type` (in its body and the file's extensions of it), as snippets.
    static func snippets(of type: String, members: MemberBlockSyntax, in tree: Syntax, _ context: ReadContext) -> [SourceSnippet] {
        WrapperViews.memberBlocks(of: type, members: members, in: tree).flatMap(\.members).compactMap { member in
            guard let initializer = member.decl.as(InitializerDeclSyntax.self), DelegatingInitializers.delegated(initializer) != nil else { return nil }
            return SnippetTree.member(initializer, extending: type, context)
        }
    }

    /// What the call passes, as the initializer its labels name passes it on: nil when the
    /// wrapper's own parameters take the labels, or no delegating initializer does. A delegated
    /// argument that is one of the initializer's parameters is what the call gives for it (or
    /// its default); any other is evaluated where the call is.
    static func delegatedArguments(_ passed: [(label: String?, expression: ExprSyntax)], trailing: ClosureExprSyntax?, of wrapper: WrapperView,
                                   _ context: ReadContext) throws -> [(label: String?, expression: ExprSyntax)]? {
        guard let conveniences = wrapper.conveniences else { return nil }
        let labels = passed.map(\.label)
        guard !WrapperOverloads.fits(labels: labels, trailingClosures: trailing == nil ? 0 : 1, wrapper) || !fitsByLabel(labels, wrapper) else { return nil }
        for snippet in conveniences {
            guard let (initializer, delegated) = DelegatingInitializers.parsed(snippet, context) else { continue }
            let parameters = ParameterizedFunction.Parameter.list(initializer.signature.parameterClause)
            guard let binding = ParameterizedFunction.bind(labels, to: parameters) else { continue }
            var given: [String: ExprSyntax] = [:]
            for (argument, index) in zip(passed, binding) { given[parameters[index].name] = argument.expression }
            var result: [(label: String?, expression: ExprSyntax)] = []
            for argument in delegated.arguments {
                guard let reference = argument.expression.as(DeclReferenceExprSyntax.self),
                      let parameter = parameters.first(where: { $0.name == reference.baseName.text }) else {
                    result.append((argument.label?.text, argument.expression))
                    continue
                }
                if let expression = given[parameter.name] ?? parameter.defaultValue { result.append((argument.label?.text, expression)) }
            }
            return result
        }
        return nil
    }

    /// Whether every label of the call is one of the wrapper's parameters' (a call of its own
    /// initializer, not of one that delegates to it).
    private static func fitsByLabel(_ labels: [String?], _ wrapper: WrapperView) -> Bool {
        labels.allSatisfy { label in label == nil || wrapper.parameters.contains { $0.label == label } }
    }
}
