import Foundation
import EmptyStateSourceReading
import SwiftSyntax

/// The app's own one-parameter initializers of SwiftUI's and Foundation's text types (Vocab's
/// `extension Text { init(_ key: LocalizedKey) { self.init(key.rawValue.localized) } }`): a call
/// given a value of the parameter's type (`Text(LocalizedKey.goAddWords)`) is the `self.init(…)`
/// the initializer delegates to, with that value in place of the parameter, in any file.
enum AppTypeInitializers {
    /// The types whose initializers stand for a text; another type's are logic of their own.
    static let extendedTypes: Set<String> = ["Text", "String", "LocalizedStringKey", "LocalizedStringResource"]
    static let snippetBytes = 2_048

    /// `Text(LocalizedKey)`: how an initializer is kept, by the extended type and its parameter's type.
    static func key(_ type: String, _ parameterType: String) -> String { "\(type)(\(parameterType))" }

    static func declared(in tree: SourceFileSyntax, _ context: ReadContext) -> [String: SourceSnippet] {
        var result: [String: SourceSnippet] = [:]
        for statement in tree.statements {
            guard case let .decl(decl) = statement.item, let ext = decl.as(ExtensionDeclSyntax.self) else { continue }
            let type = TypeName.normalized(ext.extendedType.trimmedSource)
            guard extendedTypes.contains(type) else { continue }
            for member in ext.memberBlock.members {
                guard let initializer = member.decl.as(InitializerDeclSyntax.self), initializer.trimmedLength.utf8Length <= snippetBytes,
                      initializer.signature.parameterClause.parameters.count == 1,
                      let parameter = initializer.signature.parameterClause.parameters.first, parameter.firstName.text == "_",
                      DelegatingInitializers.delegated(initializer) != nil else { continue }
                let parameterType = TypeName.normalized(parameter.type.trimmedSource)
                // SwiftUI's own `Text(_ content: String)` and kin read the call as it is.
                guard parameterType.first?.isUppercase == true, !extendedTypes.contains(parameterType),
                      !["Substring", "AttributedString", "NSAttributedString"].contains(parameterType) else { continue }
                let name = key(type, parameterType)
                if result[name] == nil { result[name] = SnippetTree.member(initializer, extending: type, context) }
            }
        }
        return result
    }

    /// The value `type(argument)` makes through the app's initializer for the argument's type;
    /// nil when the app has none for it (the framework's initializer then reads the call).
    static func expanded(_ type: String, _ argument: LabeledExprSyntax, at node: FunctionCallExprSyntax, _ evaluator: Evaluator) throws -> Value? {
        let context = evaluator.context
        guard argument.label == nil, extendedTypes.contains(type) else { return nil }
        let candidates = context.appTexts.typeInitializers.filter { $0.key.hasPrefix(type + "(") }
        guard !candidates.isEmpty else { return nil }
        let given = try evaluator.value(argument.expression)
        guard case let .member(written, member, _) = given else { return nil }
        let parameterType: String
        if let written {
            parameterType = TypeName.normalized(written).split(separator: ".").last.map(String.init) ?? written
        } else {
            // `Text(.goAddWords)`: the one parameter type whose enum has that case.
            let fitting = candidates.keys.map { String($0.dropFirst(type.count + 1).dropLast()) }
                .filter { context.appTexts.enumCases[$0]?.contains(member) == true || context.appTexts.rawValues[$0]?[member] != nil }
            guard fitting.count == 1, let only = fitting.first else { return nil }
            parameterType = only
        }
        guard let snippet = candidates[key(type, parameterType)], let (initializer, delegated) = DelegatingInitializers.parsed(snippet, context),
              let parameter = initializer.signature.parameterClause.parameters.first else { return nil }
        var inner = evaluator
        inner.scope.declare((parameter.secondName ?? parameter.firstName).text, .member(type: parameterType, name: member, syntax: Syntax(argument.expression)))
        return .call(Call(receiver: .none, name: type, arguments: try DelegatingInitializers.arguments(of: delegated, inner),
                          closures: [], syntax: Syntax(node)))
    }
}
