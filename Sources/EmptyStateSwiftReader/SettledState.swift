import SwiftSyntax

/// What a method does, in order, to its object's stored state: an assignment (`title = …`,
/// `self.title = …`), one of a parameter (`self.emptyTitle = title` in `func setEmpty(title:_:)`,
/// which takes what each call passes), a call of one of its own methods (`makeUI()`, dispatched
/// to the nearest override, with its arguments), or of its superclass's (`super.makeUI()`). Only
/// a body's top-level statements count: what runs under a condition or in a closure is run-time state.
enum SetUpStep {
    case assign(name: String, value: ExprSyntax)
    case assignParameter(name: String, parameters: [ParameterizedFunction.Parameter], index: Int, value: ExprSyntax)
    case call(String, arguments: LabeledExprListSyntax)
    case superCall(String)

    static func steps(_ statements: CodeBlockItemListSyntax) -> [SetUpStep] {
        var steps: [SetUpStep] = []
        let parameters = Self.parameters(of: statements)
        for item in statements {
            guard case var .expr(expr) = item.item else { continue }
            if let tried = expr.as(TryExprSyntax.self) { expr = tried.expression }
            if let stored = StoredAssignment(expr) {
                if let name = stored.value.as(DeclReferenceExprSyntax.self)?.baseName.text,
                   let index = parameters.firstIndex(where: { $0.name == name }) {
                    steps.append(.assignParameter(name: stored.name, parameters: parameters, index: index, value: stored.value))
                } else {
                    steps.append(.assign(name: stored.name, value: stored.value))
                }
            } else if let call = expr.as(FunctionCallExprSyntax.self), call.trailingClosure == nil {
                if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base?.is(SuperExprSyntax.self) == true {
                    steps.append(.superCall(member.declName.baseName.text))
                } else if let name = Evaluator.ownMethodName(call.calledExpression) {
                    steps.append(.call(name, arguments: call.arguments))
                }
            }
        }
        // A flag a completion handler of the method sets back (`isLoading = true; orders.load
        // { … self.isLoading = false }`, Pals): the load ends, so the flag is left as the handler
        // leaves it, after the method's own steps.
        let handlers = CompletionFlagFinder()
        for item in statements { handlers.walk(item) }
        steps += handlers.found.map { .assign(name: $0.name, value: $0.value) }
        return steps
    }

    /// The parameters of the function (or initializer) whose body `statements` are; none for any
    /// other block.
    private static func parameters(of statements: CodeBlockItemListSyntax) -> [ParameterizedFunction.Parameter] {
        guard let owner = statements.parent?.as(CodeBlockSyntax.self)?.parent,
              let clause = owner.as(FunctionDeclSyntax.self)?.signature.parameterClause
                ?? owner.as(InitializerDeclSyntax.self)?.signature.parameterClause else { return [] }
        return ParameterizedFunction.Parameter.list(clause)
    }
}

/// `self.isLoading = false` in a closure of a method's top-level statements: a Boolean literal
/// a completion handler stores.
private final class CompletionFlagFinder: SyntaxVisitor {
    private(set) var found: [(name: String, value: ExprSyntax)] = []
    private var closureDepth = 0

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        closureDepth += 1
        return .visitChildren
    }

    override func visitPost(_ node: ClosureExprSyntax) { closureDepth -= 1 }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        if closureDepth > 0, let stored = StoredAssignment(ExprSyntax(node)), stored.value.is(BooleanLiteralExprSyntax.self), found.count < 100 {
            found.append((stored.name, stored.value))
        }
        return .visitChildren
    }
}

/// Every `title = value` / `self.title = value` under a node, closures included, whose value is
/// no `nil` or Boolean literal (a flag is a variant of its own; `nil` hides the part).
final class StoredAssignmentFinder: SyntaxVisitor {
    private(set) var found: [(name: String, value: ExprSyntax)] = []

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        if let stored = StoredAssignment(ExprSyntax(node)), !stored.value.is(NilLiteralExprSyntax.self),
           !stored.value.is(BooleanLiteralExprSyntax.self), found.count < 1_000 {
            // `weatherError = locError` (GrokCast): the values the local is given, each side of its
            // ternary (`let locError = isOffline ? "No internet connection. …" : "Could not get your
            // location: \(…)"`).
            if let reference = stored.value.as(DeclReferenceExprSyntax.self), let given = LocalInitializer.value(of: reference) {
                for value in StoredAssignment.outcomes(of: given) where !value.is(NilLiteralExprSyntax.self) && found.count < 1_000 {
                    found.append((stored.name, value))
                }
            } else {
                found.append((stored.name, stored.value))
            }
        }
        // `errorMessage = feed == nil && events == nil ? String(localized: "Couldn't reach …") : nil`
        // (OpenVeloV-iOS): each side is a value the property is given.
        if let chosen = StoredAssignment.ternarySides(node) {
            for value in chosen.values where !value.is(NilLiteralExprSyntax.self) && !value.is(BooleanLiteralExprSyntax.self) && found.count < 1_000 {
                found.append((chosen.name, value))
            }
        }
        return .visitChildren
    }
}

/// `title = value` or `self.title = value`: the stored property an assignment writes, and what.
struct StoredAssignment {
    var name: String
    var value: ExprSyntax

    init?(_ expr: ExprSyntax) {
        guard let sequence = expr.as(SequenceExprSyntax.self), sequence.elements.count == 3 else { return nil }
        let parts = Array(sequence.elements)
        guard parts[1].is(AssignmentExprSyntax.self), let name = Self.storedName(parts[0]) else { return nil }
        self.name = name
        value = parts[2]
    }

    /// `title` or `self.title`: the stored property a target names.
    private static func storedName(_ target: ExprSyntax) -> String? {
        if let reference = target.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = target.as(MemberAccessExprSyntax.self), let base = member.base, Evaluator.isSelf(base) {
            return member.declName.baseName.text
        }
        return nil
    }

    /// `name = condition ? a : b` (and `c1 ? a : c2 ? b : c`): the property and each value it
    /// may be given; nil for any other assignment, or a side that is more than one expression.
    static func ternarySides(_ sequence: SequenceExprSyntax) -> (name: String, values: [ExprSyntax])? {
        let parts = Array(sequence.elements)
        guard parts.count >= 5, parts[1].is(AssignmentExprSyntax.self), let name = storedName(parts[0]),
              let values = sides(parts[2...]) else { return nil }
        return (name, values)
    }

    /// An expression's values: each side of its ternary, or itself.
    static func outcomes(of expr: ExprSyntax) -> [ExprSyntax] {
        guard let sequence = expr.as(SequenceExprSyntax.self) else { return [expr] }
        return sides(ArraySlice(Array(sequence.elements))) ?? [expr]
    }

    private static func sides(_ elements: ArraySlice<ExprSyntax>) -> [ExprSyntax]? {
        guard let mark = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }) else {
            return elements.count == 1 ? [elements[elements.startIndex]] : nil
        }
        guard mark > elements.startIndex, !elements[..<mark].contains(where: { $0.is(AssignmentExprSyntax.self) }),
              let ternary = elements[mark].as(UnresolvedTernaryExprSyntax.self), let otherwise = sides(elements[(mark + 1)...]) else { return nil }
        return [ternary.thenExpression] + otherwise
    }
}

/// A stored property as the object's set-up leaves it when its empty state first shows: UIKit
/// runs `init`, `awakeFromNib`, `loadView`, `viewDidLoad` and `viewWillAppear` first, each the
/// nearest override, with the methods they call; the last assignment wins, else the
/// property's initial value (`var emptyTitle = R.string.localizable.noResults()` assigned
/// `"We need your permission!"` in a subclass's `makeUI()`, which `viewDidLoad` calls).
extension Constants {
    static let lifecycle = ["init", "awakeFromNib", "loadView", "viewDidLoad", "viewWillAppear"]

    func settled(_ name: String, in type: String?) -> ExprSyntax? {
        guard let type else { return nil }
        let chain = Array(typeChain(type))
        var run = SetUpRun(constants: self, chain: chain, name: name)
        for root in Self.lifecycle { run.perform(root, from: 0) }
        if let assigned = run.last { return assigned }
        for owner in chain { if let initial = storedByType[owner]?[name] { return initial } }
        return nil
    }
}

/// One simulated set-up, bounded: at most `SetUpRun.steps` steps and `SetUpRun.depth` calls deep.
private struct SetUpRun {
    let constants: Constants
    let chain: [String]
    let name: String
    var last: ExprSyntax?
    /// The arguments of the call being performed; nil for the life cycle's own calls.
    private var arguments: LabeledExprListSyntax?
    private var budget = 400
    private var active: [String] = []

    init(constants: Constants, chain: [String], name: String) {
        self.constants = constants; self.chain = chain; self.name = name
    }

    mutating func perform(_ method: String, from start: Int) {
        guard start < chain.count, active.count < 8,
              let index = chain[start...].firstIndex(where: { constants.setUp(method, in: $0) != nil }) else { return }
        let key = chain[index] + "." + method
        guard !active.contains(key) else { return }
        active.append(key)
        defer { active.removeLast() }
        for step in constants.setUp(method, in: chain[index]) ?? [] {
            budget -= 1
            guard budget > 0 else { return }
            switch step {
            case let .assign(target, value): if target == name { last = value }
            case let .assignParameter(target, parameters, index, value):
                // What the call passes, else the parameter's default; a method UIKit calls
                // itself (`viewDidLoad`) has no call here: its parameter, as written.
                if target == name {
                    last = arguments.map { ParameterizedFunction.argument(for: index, of: parameters, in: $0) ?? parameters[index].defaultValue ?? value } ?? value
                }
            case let .call(callee, passed):
                let outer = arguments
                arguments = passed
                perform(callee, from: 0)
                arguments = outer
            case let .superCall(callee): perform(callee, from: index + 1)
            }
        }
    }
}
