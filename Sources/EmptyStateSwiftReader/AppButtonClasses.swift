import EmptyStateSourceReading
import SwiftSyntax

/// The app's own `UIButton` subclasses whose initializer sets the button's configuration
/// (potter-wiki-ios's `AppButton(style: .primary, title: "Retry")`, whose `init` hands its
/// arguments to a `setupConfiguration(style:title:icon:)` that builds `.filled()` and sets
/// `self.configuration`): `AppButton(…).configuration`, a content-unavailable configuration's
/// button, is that configuration with the call's arguments in place of the parameters.
enum AppButtonClasses {
    /// A larger class is more than a styled button.
    static let snippetBytes = 16_384

    /// The file's top-level `UIButton` subclasses that set `configuration`, as snippets by name.
    static func declared(in tree: SourceFileSyntax, _ context: ReadContext) -> [String: SourceSnippet] {
        var result: [String: SourceSnippet] = [:]
        for statement in tree.statements {
            guard case let .decl(decl) = statement.item, let button = decl.as(ClassDeclSyntax.self),
                  let first = button.inheritanceClause?.inheritedTypes.first, TypeName.normalized(first.type.trimmedSource) == "UIButton",
                  button.trimmedLength.utf8Length <= snippetBytes,
                  button.memberBlock.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == "configuration" }) else { continue }
            let (line, column) = context.location(of: button)
            result[button.name.text] = SourceSnippet(path: context.file, line: line, column: column, text: button.trimmedSource)
        }
        return result
    }
}

extension Evaluator {
    /// `AppButton(style: .primary, title: "Retry").configuration`: the configuration the class's
    /// initializer that fits the call sets, directly or in one method of its own it calls; nil
    /// when the app declares no such class or no initializer fits.
    func appButtonConfiguration(of object: Call) throws -> Value? {
        guard case .none = object.receiver, let snippet = context.appTexts.buttonClasses[TypeName.normalized(object.name)],
              let tree = SnippetTree.parse(snippet, into: context),
              case let .decl(decl)? = tree.statements.first?.item, let button = decl.as(ClassDeclSyntax.self) else { return nil }
        let type = button.name.text
        let members = button.memberBlock.members.map(\.decl)
        let labels = object.arguments.map(\.label)
        for initializer in members.compactMap({ $0.as(InitializerDeclSyntax.self) }) {
            let parameters = ParameterizedFunction.Parameter.list(initializer.signature.parameterClause)
            guard let body = initializer.body, let binding = ParameterizedFunction.bind(labels, to: parameters),
                  var inner = try bound(in: type, parameters, binding, object.arguments.map(\.value)) else { continue }
            if let configuration = try inner.configurationSet(in: Array(body.statements), methods: members, depth: 1) { return configuration }
        }
        return nil
    }

    /// What `statements` set `configuration` (or `self.configuration`) to, the statements before
    /// the assignment walked first; or what a method of the class they call sets it to, with the
    /// call's arguments bound, `depth` methods down.
    private mutating func configurationSet(in statements: [CodeBlockItemSyntax], methods: [DeclSyntax], depth: Int) throws -> Value? {
        guard statements.count <= Limits.setUpStatements else { return nil }
        for (index, item) in statements.enumerated() {
            guard case let .expr(expr) = item.item else { continue }
            if let stored = StoredAssignment(expr), stored.name == "configuration" {
                try walkPreceding(Array(statements[..<index]))
                let value = try value(stored.value)
                return value.call == nil ? nil : value
            }
            guard depth > 0, let call = expr.as(FunctionCallExprSyntax.self), let name = Self.ownMethodName(call.calledExpression),
                  let method = methods.compactMap({ $0.as(FunctionDeclSyntax.self) }).first(where: { $0.name.text == name }),
                  let body = method.body else { continue }
            let parameters = ParameterizedFunction.Parameter.list(method.signature.parameterClause)
            guard let binding = ParameterizedFunction.bind(call.arguments.map { $0.label?.text }, to: parameters) else { continue }
            try walkPreceding(Array(statements[..<index]))
            let arguments = try call.arguments.map { try value($0.expression) }
            guard var inner = try bound(in: typeName, parameters, binding, arguments) else { return nil }
            if let configuration = try inner.configurationSet(in: Array(body.statements), methods: methods, depth: depth - 1) { return configuration }
        }
        return nil
    }
}
