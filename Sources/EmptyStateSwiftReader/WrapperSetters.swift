import EmptyStateSourceReading
import SwiftSyntax

/// A wrapper's property that its initializer leaves at its declared value, which the caller may
/// change through a modifier-style method (`SearchViewBase(…).contentUnavailableImage(systemName:
/// "calendar")` with `func contentUnavailableImage(systemName: String) -> Self { var mutable = self;
/// mutable.unavailableSystemImage = systemName; return mutable }`): a parameter of its own, whose
/// label no call writes (`#contentUnavailableImage`), given by that method's call after the
/// wrapper's, else its declared value.
enum WrapperSetters {
    /// The methods of the type (in its body and in the file's extensions of it) that return a copy
    /// with one property set from their one parameter: method → property.
    static func setters(of type: String, members: MemberBlockSyntax, in tree: Syntax) -> [String: String] {
        var result: [String: String] = [:]
        for block in WrapperViews.memberBlocks(of: type, members: members, in: tree) {
            for member in block.members {
                guard let function = member.decl.as(FunctionDeclSyntax.self), let body = function.body,
                      function.signature.parameterClause.parameters.count == 1,
                      function.signature.returnClause?.type.trimmedSource == "Self" || function.signature.returnClause?.type.trimmedSource == type,
                      let parameter = function.signature.parameterClause.parameters.first,
                      let property = setProperty(body, from: (parameter.secondName ?? parameter.firstName).text) else { continue }
                result[function.name.text] = property
            }
        }
        return result
    }

    /// `var copy = self; copy.property = parameter; return copy`: the property.
    private static func setProperty(_ body: CodeBlockSyntax, from parameter: String) -> String? {
        let items = Array(body.statements)
        guard items.count == 3, let copy = items[0].item.as(VariableDeclSyntax.self)?.bindings.first,
              copy.initializer?.value.trimmedSource == "self",
              let name = copy.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let returned = items[2].item.as(ReturnStmtSyntax.self)?.expression?.trimmedSource, returned == name else { return nil }
        let assignment = items[1].item.as(SequenceExprSyntax.self) ?? items[1].item.as(ExpressionStmtSyntax.self)?.expression.as(SequenceExprSyntax.self)
        guard let elements = assignment.map({ Array($0.elements) }), elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
              elements[2].trimmedSource == parameter,
              let target = elements[0].as(MemberAccessExprSyntax.self), target.base?.trimmedSource == name else { return nil }
        return target.declName.baseName.text
    }

    static func label(_ method: String) -> String { "#" + method }

    /// The type's methods that assign their parameters to `properties` (`func configure(text:
    /// String?) { self.text = text }`): method → argument label (`_` for none) → property.
    static func storingMethods(_ members: MemberBlockSyntax, properties: Set<String>) -> [String: [String: String]] {
        var result: [String: [String: String]] = [:]
        for member in members.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self), let body = function.body,
                  !function.signature.parameterClause.parameters.isEmpty else { continue }
            var byName: [String: String] = [:]
            for parameter in function.signature.parameterClause.parameters {
                byName[(parameter.secondName ?? parameter.firstName).text] = parameter.firstName.text
            }
            var stored: [String: String] = [:]
            for item in body.statements {
                let assignment = item.item.as(SequenceExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression.as(SequenceExprSyntax.self)
                guard let elements = assignment.map({ Array($0.elements) }), elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                      let value = elements[2].as(DeclReferenceExprSyntax.self)?.baseName.text, let label = byName[value] else { continue }
                let target: String?
                if let access = elements[0].as(MemberAccessExprSyntax.self), let base = access.base, Evaluator.isSelf(base) {
                    target = access.declName.baseName.text
                } else {
                    target = elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text
                }
                if let target, properties.contains(target) { stored[label] = target }
            }
            if !stored.isEmpty { result[function.name.text] = stored }
        }
        return result
    }

    /// The setters called on the wrapper's call, innermost first: `(#method, argument)`.
    static func arguments(of use: Syntax) -> [(label: String?, expression: ExprSyntax)] {
        var result: [(label: String?, expression: ExprSyntax)] = []
        var current = use
        while let access = current.parent?.as(MemberAccessExprSyntax.self), access.base?.id == current.id,
              let call = access.parent?.as(FunctionCallExprSyntax.self) {
            if let argument = call.arguments.first, call.arguments.count == 1 {
                result.append((label(access.declName.baseName.text), argument.expression))
            }
            current = Syntax(call)
        }
        return result
    }
}
