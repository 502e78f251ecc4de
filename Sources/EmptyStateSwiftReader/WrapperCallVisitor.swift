import EmptyStateSourceReading
import EmptyStateModel
import SwiftSyntax

/// The call sites of an app's wrapper views in one file (`UnavailableView("No History",
/// systemImage: "book")`), each a screen named after the type it is shown in, the wrapper's
/// template with the call's arguments in place. Previews (`#Preview`, `PreviewProvider`) are
/// not screens of the app.
final class WrapperCallVisitor: SyntaxVisitor {
    private let wrappers: [String: WrapperView]
    private(set) var calls: [(FunctionCallExprSyntax, WrapperView)] = []

    init(_ wrappers: [WrapperView]) {
        self.wrappers = Dictionary(wrappers.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        node.macroName.text == "Preview" ? .skipChildren : .visitChildren
    }

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        node.macroName.text == "Preview" ? .skipChildren : .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        let previews = node.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedDescription == "PreviewProvider" } ?? false
        return previews ? .skipChildren : .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard calls.count < Limits.screens, let wrapper = wrapper(called: node.calledExpression, at: Syntax(node)) else { return .visitChildren }
        // A wrapper calling itself (`Self(…)` in its own static function) is its definition.
        if WrapperViews.definition(of: Syntax(node)) != wrapper.name { calls.append((node, wrapper)) }
        return .visitChildren
    }

    /// UIKit's classes whose extensions' methods every view controller or view calls by name.
    static let baseClasses: Set<String> = ["UIViewController", "UITableViewController", "UICollectionViewController", "UIView", "UIScrollView"]

    /// `Wrapper(…)`, `Wrapper.init(…)`, `Wrapper.search(…)`; a method by its name alone (or
    /// `self.`) only from its own type (or from any type, for a free function or an extension
    /// of a UIKit base class).
    private func wrapper(called callee: ExprSyntax, at node: Syntax) -> WrapperView? {
        func method(_ name: String) -> WrapperView? {
            let caller = EnclosingType.name(of: node)
            return wrappers.values.first { wrapper in
                wrapper.function == name && (wrapper.typeName.isEmpty || wrapper.typeName == caller || Self.baseClasses.contains(wrapper.typeName))
            }
        }
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            return wrappers[reference.baseName.text].flatMap { $0.function == nil ? $0 : nil } ?? method(reference.baseName.text)
        }
        guard let member = callee.as(MemberAccessExprSyntax.self) else { return nil }
        let name = member.declName.baseName.text
        guard let base = member.base?.as(DeclReferenceExprSyntax.self) else { return nil }
        if name == "init" { return wrappers[base.baseName.text] }
        if base.baseName.text == "self" { return method(name) }
        if base.baseName.text == "Self", let caller = EnclosingType.name(of: node) { return wrappers[caller + "." + name] }
        return wrappers[base.baseName.text + "." + name]
    }
}

enum WrapperCalls {
    static func read(_ tree: SourceFileSyntax, _ wrappers: [WrapperView], _ context: ReadContext) throws -> [(screen: FoundScreen, wrapper: String)] {
        let visitor = WrapperCallVisitor(wrappers)
        visitor.walk(tree)
        return try visitor.calls.map { call, wrapper in (try screen(call, wrapper, context), wrapper.name) }
    }

    static func screen(_ call: FunctionCallExprSyntax, _ wrapper: WrapperView, _ context: ReadContext) throws -> FoundScreen {
        let diagnostics = Diagnostics(context)
        let typeName = EnclosingType.name(of: Syntax(call))
        let evaluator = Evaluator(context: context, diagnostics: diagnostics, typeName: typeName)
        var arguments: [String: WrapperSubstitution.Argument] = [:]
        var unlabeled = wrapper.parameters.filter { $0.label == nil }.makeIterator()
        var given = Set<String>()
        for argument in call.arguments {
            let parameter = argument.label.map { label in wrapper.parameters.first { $0.label == label.text } } ?? unlabeled.next()
            guard let parameter else { continue }
            given.insert(parameter.property)
            let reading = Reading(diagnostics: diagnostics, place: parameter.property, node: Syntax(argument.expression))
            let value = try evaluator.value(argument.expression)
            if case .null = value { arguments[parameter.property] = .init(text: .null, plain: nil); continue }
            // A `String` parameter shows its text as given; a LocalizedStringKey or a Text is localized.
            let verbatim = ["String", "String?"].contains(parameter.type)
            let text = (verbatim ? TextReader.text(value, reading) : TextReader.swiftUIText(value, reading)) ?? .null
            arguments[parameter.property] = .init(text: text, plain: value.plainString)
        }
        for parameter in wrapper.parameters where !given.contains(parameter.property) {
            arguments[parameter.property] = .init(text: parameter.defaultValue ?? .null, plain: parameter.defaultValue.flatMap {
                if case let .string(text) = $0 { return text } else { return nil }
            })
        }
        let template = WrapperSubstitution.substitute(wrapper.template, arguments) ?? .map([])
        return FoundScreen(typeName: typeName, caseName: BranchCase.of(Syntax(call)), node: Syntax(call), kind: wrapper.kind,
                           template: template, warnings: diagnostics.all)
    }
}
