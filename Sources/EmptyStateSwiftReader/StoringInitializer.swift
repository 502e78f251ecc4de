import SwiftSyntax

/// An initializer whose body only stores values (`self.name = name`, `self.kind = .asset`): what
/// each property of the value it makes is, given the call's arguments.
struct StoringInitializer {
    var parameters: [ParameterizedFunction.Parameter]
    var properties: [String: ExprSyntax]

    init?(_ node: InitializerDeclSyntax) {
        guard node.optionalMark == nil, node.genericParameterClause == nil, let body = node.body, !body.statements.isEmpty,
              !node.signature.parameterClause.parameters.contains(where: { $0.ellipsis != nil }) else { return nil }
        var properties: [String: ExprSyntax] = [:]
        for item in body.statements {
            guard case let .expr(expr) = item.item, let stored = StoredAssignment(expr) else { return nil }
            properties[stored.name] = stored.value
        }
        parameters = ParameterizedFunction.Parameter.list(node.signature.parameterClause)
        self.properties = properties
    }

    /// Which parameter each argument is for, when the call's labels fit; nil otherwise.
    func bind(_ labels: [String?]) -> [Int]? {
        ParameterizedFunction.bind(labels, to: parameters)
    }
}
