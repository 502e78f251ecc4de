import SwiftSyntax

/// A parameter of the method whose body is being followed, and the argument a call passes it.
struct MethodParameter {
    /// The label a call writes (nil for `_`).
    var label: String?
    /// The name the body uses.
    var name: String
    var position: Int
    var defaultValue: ExprSyntax?

    /// The parameters of the function (or initializer) whose body `statements` are; none for any
    /// other block.
    static func all(of statements: CodeBlockItemListSyntax) -> [MethodParameter] {
        guard let body = statements.parent?.as(CodeBlockSyntax.self), let owner = body.parent else { return [] }
        let clause = owner.as(FunctionDeclSyntax.self)?.signature.parameterClause
            ?? owner.as(InitializerDeclSyntax.self)?.signature.parameterClause
        guard let clause else { return [] }
        return clause.parameters.enumerated().map { position, parameter in
            let first = parameter.firstName.text
            return MethodParameter(label: first == "_" ? nil : first, name: (parameter.secondName ?? parameter.firstName).text,
                                   position: position, defaultValue: parameter.defaultValue?.value)
        }
    }

    /// The argument `arguments` give this parameter: the one with its label, else (for an
    /// unlabelled parameter) the one at its place when the call passes every parameter in order.
    func argument(in arguments: LabeledExprListSyntax) -> ExprSyntax? {
        let list = Array(arguments)
        if let label { return list.first { $0.label?.text == label }?.expression }
        guard position < list.count, list[position].label == nil else { return nil }
        return list[position].expression
    }
}
