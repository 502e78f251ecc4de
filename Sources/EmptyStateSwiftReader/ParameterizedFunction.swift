import SwiftSyntax

/// A function with parameters that returns a value: its labels, names and defaults, and its
/// body (one expression, or statements run as a closure's are: locals, `if`/`guard`/`switch`,
/// the first `return` reached). Overloads by label are told apart at the call (`bind`).
struct ParameterizedFunction {
    enum Body {
        case expression(ExprSyntax)
        case statements(CodeBlockSyntax)

        var syntax: Syntax {
            switch self {
            case let .expression(expr): return Syntax(expr)
            case let .statements(block): return Syntax(block)
            }
        }
    }

    struct Parameter {
        var label: String?
        var name: String
        var defaultValue: ExprSyntax?
        /// The declared type's name (`NearbyOverlayCopy` of `failedServer: NearbyOverlayCopy =
        /// .defaultFailure`): what a leading-dot default is a member of.
        var type: String? = nil

        /// A declaration's parameters: `_ name: String = ""` has no label, `systemName: String` its name.
        static func list(_ clause: FunctionParameterClauseSyntax) -> [Parameter] {
            clause.parameters.map { parameter in
                let first = parameter.firstName.text
                let type = TypeName.declared(parameter.type.trimmedSource)
                return Parameter(label: first == "_" ? nil : first, name: parameter.secondName?.text ?? first,
                                 defaultValue: parameter.defaultValue?.value, type: type.isEmpty ? nil : type)
            }
        }
    }

    /// `inout`, `borrowing` and the like: a parameter the function changes or owns, not a value
    /// it reads. `@escaping` (a closure it keeps) is still read as a value.
    static func isPassedByReference(_ parameter: FunctionParameterSyntax) -> Bool {
        guard let attributed = parameter.type.as(AttributedTypeSyntax.self) else { return false }
        return !attributed.specifiers.isEmpty
    }
    var parameters: [Parameter]
    var body: Body
    /// The labels of a tuple it returns (`-> (title: String, detail: String, image: String)`),
    /// which its unlabelled tuple literals take.
    var returnedTupleLabels: [String?]?
    /// The first parameter declared with a label and a name (`string text: String`): labelled at
    /// every call, in Swift 2 as since.
    var firstIsLabelled = false

    /// At most this many statements in a body run for a call's value: a helper that builds a
    /// text, not a screen's whole logic.
    static let statementLimit = 40

    init?(_ node: FunctionDeclSyntax) {
        guard node.genericParameterClause == nil, node.signature.effectSpecifiers == nil, let block = node.body,
              !node.signature.parameterClause.parameters.contains(where: { $0.ellipsis != nil || Self.isPassedByReference($0) }) else { return nil }
        if let expr = ConstantsVisitor.singleExpression(block.statements) {
            body = .expression(expr)
        } else {
            // `func title(_ text: String) -> NSAttributedString { let color = …; return NSAttributedString(…) }`:
            // only a function that returns something, and not a long one.
            // One that builds a screen (`func errorConfig(_:) -> UIContentUnavailableConfiguration
            // { var config = .empty(); … }`) is a wrapper: its callers are screens, read as such.
            guard node.signature.returnClause != nil, block.statements.count <= Self.statementLimit,
                  !block.trimmedSource.contains("ContentUnavailable") else { return nil }
            body = .statements(block)
        }
        parameters = Parameter.list(node.signature.parameterClause)
        if let tuple = node.signature.returnClause?.type.as(TupleTypeSyntax.self), tuple.elements.count > 1 {
            returnedTupleLabels = tuple.elements.map { $0.firstName?.text }
        }
        firstIsLabelled = node.signature.parameterClause.parameters.first?.secondName != nil
    }

    /// Which parameter each argument is for, when the call's labels fit this function; nil otherwise.
    func bind(_ labels: [String?]) -> [Int]? {
        if let binding = Self.bind(labels, to: parameters) { return binding }
        // Swift 2 left a function's first parameter unlabelled at the call unless it was declared
        // twice (`func title(string string: String)`): `title("Empty")` calls `func title(string:
        // String)` in an app of 2016 (family-coin). A Swift 3 call could not be written so.
        guard labels.first == .some(nil), var first = parameters.first, first.label != nil, !firstIsLabelled else { return nil }
        first.label = nil
        return Self.bind(labels, to: [first] + parameters.dropFirst())
    }

    /// What a call passes the parameter at `index` (`setEmpty(title: "…", tableView)` for
    /// `title`); nil when it leaves it to its default or its labels fit no binding.
    static func argument(for index: Int, of parameters: [Parameter], in arguments: LabeledExprListSyntax) -> ExprSyntax? {
        let list = Array(arguments)
        guard let binding = bind(list.map { $0.label?.text }, to: parameters), let position = binding.firstIndex(of: index) else { return nil }
        return list[position].expression
    }

    static func bind(_ labels: [String?], to parameters: [Parameter]) -> [Int]? {
        var result: [Int] = []
        var next = 0
        for label in labels {
            guard let index = parameters[next...].firstIndex(where: { $0.label == label }),
                  parameters[next..<index].allSatisfy({ $0.defaultValue != nil }) else { return nil }
            result.append(index)
            next = index + 1
        }
        guard parameters[next...].allSatisfy({ $0.defaultValue != nil }) else { return nil }
        return result
    }
}
