import Foundation
import EmptyStateSourceReading
import SwiftSyntax

/// The app's own initializers of `ContentUnavailableView` (MoweeSwiftUI's `extension
/// ContentUnavailableView { init(_ config: EmptyStateConfig) { self.init(config.title,
/// systemImage: config.systemImage, description: Text(config.description)) } }`): a call
/// with their labels (`ContentUnavailableView(.search)`, `ContentUnavailableView(viewModel
/// .emptyState)`) is the `self.init(…)` it delegates to, with the call's arguments in place of
/// the parameters, in whichever file the extension is.
enum UnavailableViewInitializers {
    /// A larger initializer is logic of its own.
    static let snippetBytes = 4_096

    /// The file's such initializers, by their labels (`_`, `_ systemSymbol description`).
    static func declared(in tree: SourceFileSyntax, _ context: ReadContext) -> [String: SourceSnippet] {
        var result: [String: SourceSnippet] = [:]
        for statement in tree.statements {
            guard case let .decl(decl) = statement.item, let ext = decl.as(ExtensionDeclSyntax.self),
                  TypeName.normalized(ext.extendedType.trimmedSource) == "ContentUnavailableView" else { continue }
            for member in ext.memberBlock.members {
                guard let initializer = member.decl.as(InitializerDeclSyntax.self), initializer.trimmedLength.utf8Length <= snippetBytes,
                      DelegatingInitializers.delegated(initializer) != nil else { continue }
                let key = labels(initializer.signature.parameterClause.parameters.map(\.firstName.text))
                guard result[key] == nil else { continue }
                result[key] = SnippetTree.member(initializer, extending: "ContentUnavailableView", context)
            }
        }
        return result
    }

    static func labels(_ names: [String]) -> String { names.joined(separator: " ") }

    /// The call the app's initializer for `call`'s labels makes, with `call`'s arguments; nil
    /// when the app has none for them (SwiftUI's own initializers then read the call).
    static func expanded(_ call: Call, _ evaluator: Evaluator) throws -> Value? {
        let context = evaluator.context
        guard !context.appTexts.unavailableViewInitializers.isEmpty, call.closures.isEmpty else { return nil }
        let given = call.arguments.map { $0.label ?? "_" }
        guard let snippet = context.appTexts.unavailableViewInitializers[labels(given)] ?? defaulted(given, context),
              let (initializer, delegated) = DelegatingInitializers.parsed(snippet, context) else { return nil }
        var inner = evaluator
        var remaining = call.arguments[...]
        for parameter in initializer.signature.parameterClause.parameters {
            let name = (parameter.secondName ?? parameter.firstName).text
            if let next = remaining.first, (next.label ?? "_") == parameter.firstName.text {
                // `.search` for a parameter of the app's type: that type's static preset.
                let type = parameter.type.trimmedSource.trimmingCharacters(in: CharacterSet(charactersIn: "?!"))
                var given = next.value
                // `EmptyStateConfig.watchlist`, written with its type: the same preset.
                if case let .member(written?, member, syntax) = given, TypeName.normalized(written) == TypeName.normalized(type) {
                    given = .member(type: nil, name: member, syntax: syntax)
                }
                inner.scope.declare(name, try inner.resolvingImplicitMember(given, as: type))
                remaining = remaining.dropFirst()
            } else if let fallback = parameter.defaultValue?.value {
                inner.scope.declare(name, try inner.value(fallback))
            } else {
                return nil
            }
        }
        guard remaining.isEmpty else { return nil }
        // `self.init(config.title, systemImage: …)`: SwiftUI's initializer with these values.
        let arguments = try DelegatingInitializers.arguments(of: delegated, inner)
        var closures: [(label: String?, closure: ClosureExprSyntax)] = []
        if let trailing = delegated.trailingClosure { closures.append((nil, trailing)) }
        for more in delegated.additionalTrailingClosures { closures.append((more.label.text, more.closure)) }
        return .call(Call(receiver: .none, name: "ContentUnavailableView", arguments: arguments, closures: closures, syntax: call.syntax))
    }

    /// An initializer whose extra parameters all have defaults (`description: Text? = nil`).
    private static func defaulted(_ given: [String], _ context: ReadContext) -> SourceSnippet? {
        for (key, snippet) in context.appTexts.unavailableViewInitializers.sorted(by: { $0.key < $1.key }) {
            let declared = key.split(separator: " ").map(String.init)
            guard declared.count > given.count, Array(declared.prefix(given.count)) == given else { continue }
            return snippet
        }
        return nil
    }
}
