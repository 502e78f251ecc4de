import SwiftSyntax

/// An image redrawn into a graphics context (to scale it, Dime's data sources):
/// `UIGraphicsBeginImageContextWithOptions(size, …)`, `image.draw(in: rect)` (Swift 2's
/// `image.drawInRect(rect)`), then
/// `UIGraphicsGetImageFromCurrentImageContext()`; or `UIGraphicsImageRenderer(size:).image { _ in
/// image.draw(in: rect) }`. What the context gives back is the image drawn last.
extension Evaluator {
    static let contextImageCalls: Set<String> = ["UIGraphicsGetImageFromCurrentImageContext"]

    /// The image drawn last before the call, in the statements of its block; nil when the call
    /// is not one that returns a context's image (told from its callee before anything is
    /// evaluated), or nothing known was drawn.
    func contextImage(_ node: FunctionCallExprSyntax) throws -> Value? {
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            guard Self.contextImageCalls.contains(reference.baseName.text), node.arguments.isEmpty,
                  let item = node.ancestorOrSelf(mapping: { $0.as(CodeBlockItemSyntax.self) }),
                  let list = item.parent?.as(CodeBlockItemListSyntax.self) else { return nil }
            return try lastDrawn(in: list.prefix { $0.id != item.id })
        }
        // `renderer.image { context in image.draw(in: …) }`, of `UIGraphicsImageRenderer(…)` or of
        // a local named for it (`let renderer = UIGraphicsImageRenderer(size: size)`).
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "image",
              let base = member.base, base.trimmedSource.contains("UIGraphicsImageRenderer") || base.trimmedSource.lowercased().hasSuffix("renderer"),
              let closure = node.trailingClosure ?? node.arguments.first?.expression.as(ClosureExprSyntax.self) else { return nil }
        return try lastDrawn(in: Array(closure.statements))
    }

    /// `X.draw(in:)`, `X.draw(at:)` (any of their forms) as a statement: X, the last one known,
    /// resized as the statements scale its size.
    private func lastDrawn(in items: some Sequence<CodeBlockItemSyntax>) throws -> Value? {
        var drawn: Value?
        let steps = Array(items)
        for item in steps {
            guard case let .expr(expr) = item.item, let call = expr.as(FunctionCallExprSyntax.self),
                  let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
                  Self.draws(member.declName.baseName.text, firstLabel: call.arguments.first?.label?.text) else { continue }
            let image = try value(base)
            guard !image.isUnknown else { continue }
            drawn = image
            if let factor = Self.sizeFactor(of: base.trimmedSource, in: steps) {
                drawn = .call(Call(receiver: .value(image), name: Self.resizedBy, arguments: [Argument(label: nil, value: .number(factor), syntax: ExprSyntax(call))],
                                   closures: [], syntax: Syntax(call)))
            }
        }
        return drawn
    }

    /// `draw(in:)`, `draw(at:)`, and Swift 2's `drawInRect(_:)`, `drawAtPoint(_:)` (havings_ios).
    private static func draws(_ method: String, firstLabel: String?) -> Bool {
        switch method {
        case "draw": return firstLabel == "in" || firstLabel == "at"
        case "drawInRect", "drawAtPoint": return firstLabel == nil
        default: return false
        }
    }

    /// What the reader names a resized image's call.
    static let resizedBy = "resizedBy"

    /// `image.size.applying(CGAffineTransform(scaleX: 0.2, y: 0.2))` among the statements: the
    /// image's size scaled alike both ways, the fraction it is drawn at.
    private static func sizeFactor(of image: String, in steps: [CodeBlockItemSyntax]) -> Double? {
        let finder = UniformScaleFinder(image: image)
        for step in steps { finder.walk(step) }
        return finder.factor
    }
}

/// `X.size.applying(CGAffineTransform(scaleX: a, y: a))` with a literal `a`.
private final class UniformScaleFinder: SyntaxVisitor {
    let image: String
    var factor: Double?

    init(image: String) {
        self.image = image
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "applying",
              member.base?.trimmedSource == image + ".size", let transform = node.arguments.first?.expression.as(FunctionCallExprSyntax.self),
              transform.calledExpression.trimmedSource == "CGAffineTransform", transform.arguments.count == 2,
              transform.arguments.first?.label?.text == "scaleX", let x = Self.number(transform.arguments.first?.expression),
              let y = Self.number(transform.arguments.last?.expression), x == y, x > 0 else { return .visitChildren }
        factor = x
        return .skipChildren
    }

    private static func number(_ expr: ExprSyntax?) -> Double? {
        expr?.as(FloatLiteralExprSyntax.self)?.representedLiteralValue ?? expr?.as(IntegerLiteralExprSyntax.self)?.representedLiteralValue.map(Double.init)
    }
}
