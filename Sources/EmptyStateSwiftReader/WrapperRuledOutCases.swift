import EmptyStateModel
import SwiftSyntax

/// A wrapper called inside a branch that rules out some cases of the value it is given
/// (StudyForge's `if availabilityStatus != .available { ModelUnavailableView(status:
/// availabilityStatus) }`): the wrapper's variants on those cases never show at that call.
enum WrapperRuledOutCases {
    /// The cases the `if`s and `guard`s around `node` rule out, by the expression compared
    /// (`availabilityStatus` → `available`), within the function or property it is in.
    static func ruledOut(around node: Syntax) -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        var child = node
        var current = node.parent
        while let parent = current, !parent.is(FunctionDeclSyntax.self), !EnclosingType.declaresType(parent) {
            if let branch = parent.as(IfExprSyntax.self) {
                let inBody = branch.body.id == child.id
                let inElse = branch.elseBody?.id == child.id
                for element in branch.conditions {
                    guard case let .expression(condition) = element.condition, let (subject, caseName, equal) = comparison(condition) else { continue }
                    // `!=` rules the case out in the body; `==` in the `else` (when it is the only condition).
                    if inBody && !equal || inElse && equal && branch.conditions.count == 1 { result[subject, default: []].insert(caseName) }
                }
            }
            child = parent
            current = parent.parent
        }
        return result
    }

    /// `x != .name`, `x == .name`, `self.x != Type.name`: the subject's text, the case and whether
    /// it is `==`.
    private static func comparison(_ condition: ExprSyntax) -> (String, String, Bool)? {
        guard let sequence = condition.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count == 3, let op = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text, op == "==" || op == "!=",
              let member = elements[2].as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil else { return nil }
        var subject = elements[0].trimmedSource
        if subject.hasPrefix("self.") { subject.removeFirst(5) }
        return (subject, member.declName.baseName.text, op == "==")
    }

    /// The template without the variants on a ruled-out case of a parameter (`statusIsAvailable`,
    /// and pairs that name it).
    static func dropping(_ template: TemplateValue, _ excluded: [String: Set<String>]) -> TemplateValue {
        guard !excluded.isEmpty, case var .map(entries) = template, let index = entries.firstIndex(where: { $0.key == "variants" }),
              case let .map(variants) = entries[index].value else { return template }
        let kept = variants.filter { variant in
            !variant.key.components(separatedBy: "And").contains { part in
                let part = part.prefix(1).lowercased() + part.dropFirst()
                return excluded.contains { property, cases in
                    cases.contains { part == property + "Is" + $0.prefix(1).uppercased() + $0.dropFirst() }
                }
            }
        }
        if kept.isEmpty { entries.remove(at: index) } else { entries[index] = TemplateEntry("variants", .map(kept)) }
        return .map(entries)
    }
}
