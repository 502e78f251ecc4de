import SwiftSyntax

/// The app's `UIView` subclasses that load their own xib when made (Xinhoo's
/// `CODCountryCodeEmptyView`: `init(frame:)` calls `setupView()`, which adds
/// `UINib(nibName: "CODCountryCodeEmptyView", bundle: bundle).instantiate(withOwner: self)[0]`):
/// `CODCountryCodeEmptyView()` shows what the xib holds, read as a nib load is (`NibLoads`).
enum NibOwnedViews {
    /// The file's top-level view classes that load a xib named by a literal or after themselves.
    static func declared(in tree: SourceFileSyntax) -> [String: String] {
        var result: [String: String] = [:]
        for statement in tree.statements {
            guard case let .decl(decl) = statement.item, let view = decl.as(ClassDeclSyntax.self),
                  let first = view.inheritanceClause?.inheritedTypes.first,
                  AppCustomViews.viewClasses.contains(TypeName.normalized(first.type.trimmedSource)) else { continue }
            let finder = NibLoadFinder(className: view.name.text)
            finder.walk(view.memberBlock)
            if let name = finder.name { result[view.name.text] = name }
        }
        return result
    }
}

private final class NibLoadFinder: SyntaxVisitor {
    let className: String
    var name: String?

    init(className: String) {
        self.className = className
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard name == nil else { return .skipChildren }
        let callee = node.calledExpression.trimmedSource
        let named: ExprSyntax?
        if ["UINib", "UINib.init"].contains(callee) {
            named = node.arguments.first { $0.label?.text == "nibName" }?.expression
        } else if callee.hasSuffix("loadNibNamed") {
            named = node.arguments.first?.expression
        } else {
            return .visitChildren
        }
        guard let named else { return .visitChildren }
        if let literal = named.as(StringLiteralExprSyntax.self)?.representedLiteralValue {
            name = literal
        } else if named.tokens(viewMode: .sourceAccurate).contains(where: { ["self", "Self", className].contains($0.text) }) {
            // `String(describing: type(of: self))`, `String(describing: Self.self)`, `"\(Self.self)"`.
            name = className
        }
        return .skipChildren
    }
}
