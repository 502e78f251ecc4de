import SwiftSyntax

/// `#if` blocks (of declarations, statements or views) as an iPhone build takes them: a file wrapped in `#if
/// os(macOS)` is no part of the iPhone app, the `#else` of `#if os(iOS)` neither. Only what an
/// iOS build decides for sure (`false` and `true`, `os(…)`, `canImport(…)` of Apple's frameworks,
/// `targetEnvironment(macCatalyst)` and `(simulator)`, and `!`, `&&`, `||` of them) is decided; any other
/// condition (`DEBUG`, a custom flag) leaves every clause read, as before.
enum IfConfigActivity {
    static let otherSystems: Set<String> = ["macOS", "OSX", "watchOS", "tvOS", "visionOS", "xrOS", "Linux", "Windows", "Android", "FreeBSD", "WASI"]
    static let iOSModules: Set<String> = ["UIKit", "SwiftUI", "Foundation", "Combine", "CoreGraphics", "QuartzCore", "MapKit", "ActivityKit", "WidgetKit"]
    static let otherModules: Set<String> = ["AppKit", "Cocoa", "WatchKit", "TVUIKit"]

    /// Whether `node` stands in a clause an iOS build leaves out (`#if os(macOS)` around a
    /// statement or a view of a body, at any depth).
    static func isInsideInactiveClause(_ node: Syntax) -> Bool {
        var current = node.parent
        while let parent = current {
            if let clause = parent.as(IfConfigClauseSyntax.self), isInactive(clause) { return true }
            current = parent.parent
        }
        return false
    }

    /// The statements of a `#if` inside a body, clause after clause: those an iPhone build may
    /// take (`takenOnly`), or all of them; nil when a clause holds other than statements.
    static func statements(of conditional: IfConfigDeclSyntax, takenOnly: Bool) -> [CodeBlockItemSyntax]? {
        var result: [CodeBlockItemSyntax] = []
        for clause in conditional.clauses where !(takenOnly && isInactive(clause)) {
            guard let elements = clause.elements else { continue }
            guard case let .statements(items) = elements else { return nil }
            result += items
        }
        return result
    }

    /// Whether an iOS build leaves this clause out for sure.
    static func isInactive(_ clause: IfConfigClauseSyntax) -> Bool {
        guard let list = clause.parent?.as(IfConfigClauseListSyntax.self) else { return false }
        for other in list {
            if other.id == clause.id {
                guard let condition = clause.condition else { return false }  // `#else` after conditions all false
                return evaluate(condition) == false
            }
            guard let condition = other.condition else { return false }
            switch evaluate(condition) {
            case true?: return true  // an earlier clause is the one taken
            case nil: return false  // not decided: every clause may be
            case false?: continue
            }
        }
        return false
    }

    /// Whether every `#if` around `node` takes its clause in a build that defines no flag of its
    /// own (`#if PRO` false, `#else` taken): of a constant declared in several clauses (Xinhoo's
    /// `kApp_Name` under `#if PRO`, `#elseif MANGO`, `#else`), the one such a build compiles.
    static func isTakenWithoutFlags(_ node: Syntax) -> Bool {
        var current = node.parent
        while let parent = current {
            if let clause = parent.as(IfConfigClauseSyntax.self), let list = clause.parent?.as(IfConfigClauseListSyntax.self) {
                let taken = list.first { other in other.condition.map { evaluate($0, flags: false) == true } ?? true }
                guard taken?.id == clause.id else { return false }
            }
            current = parent.parent
        }
        return true
    }

    /// `flags`: what a custom flag (`DEBUG`, `PRO`) is taken to be; nil leaves it undecided.
    static func evaluate(_ expr: ExprSyntax, flags: Bool? = nil) -> Bool? {
        if expr.is(DeclReferenceExprSyntax.self) { return flags }
        // `#if false` around code set aside: no build compiles it.
        if let literal = expr.as(BooleanLiteralExprSyntax.self) { return literal.literal.tokenKind == .keyword(.true) }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return evaluate(only.expression, flags: flags)
        }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return evaluate(prefix.expression, flags: flags).map { !$0 }
        }
        if let sequence = expr.as(SequenceExprSyntax.self) { return evaluate(Array(sequence.elements), flags: flags) }
        if let infix = expr.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text {
            return combine(op, evaluate(infix.leftOperand, flags: flags), evaluate(infix.rightOperand, flags: flags))
        }
        guard let call = expr.as(FunctionCallExprSyntax.self), let function = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              call.arguments.count >= 1, let argument = call.arguments.first?.expression.trimmedSource else { return nil }
        switch function {
        case "os": return argument == "iOS" ? true : otherSystems.contains(argument) ? false : nil
        case "canImport": return iOSModules.contains(argument) ? true : otherModules.contains(argument) ? false : nil
        // A user's iPhone is no Mac and no simulator: `#if targetEnvironment(simulator)` is a
        // developer's screen, its `#else` the device's.
        case "targetEnvironment": return argument == "macCatalyst" || argument == "simulator" ? false : nil
        default: return nil
        }
    }

    /// `a || b && c`: `||` binds looser than `&&`.
    private static func evaluate(_ elements: [ExprSyntax], flags: Bool?) -> Bool? {
        func isOperator(_ element: ExprSyntax, _ name: String) -> Bool { element.as(BinaryOperatorExprSyntax.self)?.operator.text == name }
        for name in ["||", "&&"] where elements.contains(where: { isOperator($0, name) }) {
            var parts: [[ExprSyntax]] = [[]]
            for element in elements {
                if isOperator(element, name) { parts.append([]) } else { parts[parts.count - 1].append(element) }
            }
            let values = parts.map { $0.count == 1 ? evaluate($0[0], flags: flags) : evaluate($0, flags: flags) }
            return values.dropFirst().reduce(values[0]) { combine(name, $0, $1) }
        }
        return elements.count == 1 ? evaluate(elements[0], flags: flags) : nil
    }

    private static func combine(_ op: String, _ a: Bool?, _ b: Bool?) -> Bool? {
        switch op {
        case "||": if a == true || b == true { return true }; if a == false, b == false { return false }; return nil
        case "&&": if a == false || b == false { return false }; if a == true, b == true { return true }; return nil
        default: return nil
        }
    }
}
