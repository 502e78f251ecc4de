import EmptyStateSourceReading
import SwiftSyntax

/// One file's makings of enum cases with values (`.other("…")`, `Status.other("…")`), for
/// `AppTexts.casePayloads`: each value a text written in full (a literal, a localized key), or
/// the case is made in a way only the run time knows.
final class CasePayloadVisitor: SyntaxVisitor {
    private(set) var payloads: [String: CasePayload] = [:]
    private let context: ReadContext

    init(_ context: ReadContext) {
        self.context = context
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), node.trailingClosure == nil,
              !node.arguments.isEmpty, Self.namesACase(member),
              // `case .other(let message):` matches a making; it makes none.
              node.parent?.is(ExpressionPatternSyntax.self) != true else { return .visitChildren }
        let name = member.declName.baseName.text
        let texts = node.arguments.map { text($0.expression) }
        let payload: CasePayload = texts.contains(nil) ? .various : .sole(texts.compactMap { $0 })
        // By the case's name, and by its enum's where the making says which (`state = .failed(…)`
        // of a `var state: StationDetailState`): two enums may have a case of one name.
        for key in [name] + (enumType(of: node, base: member.base).map { ["\($0).\(name)"] } ?? []) {
            payloads[key] = payloads[key].map { $0.merged(with: payload) } ?? payload
        }
        return .visitChildren
    }

    /// `StationDetailState.failed(…)`, or `.failed(…)` assigned to a stored property whose
    /// declaration names its type (`state = .failed(…)`, `self.state = .failed(…)`).
    private func enumType(of node: FunctionCallExprSyntax, base: ExprSyntax?) -> String? {
        if let base { return base.as(DeclReferenceExprSyntax.self)?.baseName.text }
        guard let sequence = node.parent?.as(ExprListSyntax.self), sequence.count == 3,
              let first = sequence.first, sequence.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
              sequence.last?.id == ExprSyntax(node).id else { return nil }
        let target = first.as(MemberAccessExprSyntax.self).flatMap { $0.base.map(Evaluator.isSelf) == true ? $0.declName.baseName.text : nil }
            ?? first.as(DeclReferenceExprSyntax.self)?.baseName.text
        guard let target, let owner = EnclosingType.name(of: Syntax(node)),
              let declared = context.constants.propertyTypes[owner]?[target] else { return nil }
        return TypeName.unwrapped(declared).split(separator: ".").last.map(String.init)
    }

    /// `.other(…)` or `Type.other(…)`: what a case's making looks like (a method of a value,
    /// `items.first(…)`, has a base that is no type).
    private static func namesACase(_ member: MemberAccessExprSyntax) -> Bool {
        guard let first = member.declName.baseName.text.first, first.isLowercase, member.declName.baseName.text != "init" else { return false }
        guard let base = member.base else { return true }
        return base.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase == true
    }

    private func text(_ expr: ExprSyntax) -> AppTexts.Text? {
        if let literal = expr.as(StringLiteralExprSyntax.self) {
            return literal.representedLiteralValue.map { .plain($0) }
        }
        let source = expr.trimmedDescription
        guard source.count < 500, source.contains("\""), source.contains("ocalized"), context.isShallow(expr),
              let value = try? Evaluator(context: context, diagnostics: Diagnostics(context), typeName: nil).value(expr) else { return nil }
        return AppTextsReader.text(value, at: expr, context)
    }
}
