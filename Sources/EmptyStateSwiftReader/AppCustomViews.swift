import EmptyStateSourceReading
import SwiftSyntax

/// The app's own `UIView` subclasses a data source returns as its custom view (kai-membership's
/// `RewardsEmptyView`): their subviews are stored properties each made by a closure
/// (`private let titleLabel: UILabel = { let label = UILabel(); label.attributedText = …; return
/// label }()`), added by `addSubview` in the class's own set-up. The class is handed to the other
/// files as a snippet; where a data source returns one, its added subviews are read in order, as
/// the views of a custom view built in the method are.
enum AppCustomViews {
    /// A larger class is more than an empty state's view.
    static let snippetBytes = 16_384
    static let viewClasses: Set<String> = ["UIView", "UIStackView", "UIControl"]
    static let adding: Set<String> = ["addSubview", "addArrangedSubview", "insertArrangedSubview"]

    /// The file's top-level `UIView` subclasses that add subviews they store.
    static func declared(in tree: SourceFileSyntax, _ context: ReadContext) -> [String: SourceSnippet] {
        var result: [String: SourceSnippet] = [:]
        for statement in tree.statements {
            guard case let .decl(decl) = statement.item, let view = decl.as(ClassDeclSyntax.self),
                  let first = view.inheritanceClause?.inheritedTypes.first, viewClasses.contains(TypeName.normalized(first.type.trimmedSource)),
                  view.trimmedLength.utf8Length <= snippetBytes, !addedNames(view, stored: storedViews(view)).isEmpty else { continue }
            let (line, column) = context.location(of: view)
            result[view.name.text] = SourceSnippet(path: context.file, line: line, column: column, text: view.trimmedSource)
        }
        return result
    }

    /// The subviews an app's view class adds, evaluated where they are declared; nil when the
    /// app declares no such class.
    static func subviews(of type: String, _ reading: Reading) -> [Value]? {
        let context = reading.diagnostics.context
        guard let snippet = context.appTexts.customViews[type], let tree = SnippetTree.parse(snippet, into: context),
              case let .decl(decl)? = tree.statements.first?.item, let view = decl.as(ClassDeclSyntax.self) else { return nil }
        // The class's stored views become its members here, read as a type's constants are.
        let constants = ConstantsVisitor()
        constants.walk(tree)
        context.constants.inherit(constants.constants, types: [type])
        var evaluator = Evaluator(context: context, diagnostics: reading.diagnostics, typeName: type)
        let initializers = storedViews(view)
        let added = addedNames(view, stored: initializers)
        // Each added view as its declaration makes it (`private lazy var missionButton: UIButton
        // = { … }()` as well as a `let`), then as the class's initializers set it up
        // (inbbbox's `label.text = NSLocalizedString(…)` in `init(frame:)`), as locals are.
        for name in added {
            let made = initializers[name].flatMap { try? evaluator.value($0) } ?? .unknown(Syntax(view.name))
            evaluator.scope.declare(name, made)
        }
        for initializer in view.memberBlock.members.compactMap({ $0.decl.as(InitializerDeclSyntax.self) }) {
            guard let body = initializer.body, body.statements.count <= Limits.setUpStatements else { continue }
            try? evaluator.walkPreceding(Array(body.statements))
        }
        return added.compactMap { name in evaluator.scope[name].flatMap { $0.isUnknown ? nil : $0 } }
    }

    /// The instance properties with a value, `lazy` ones included, by name.
    private static func storedViews(_ view: ClassDeclSyntax) -> [String: ExprSyntax] {
        Dictionary(WrapperViews.storedProperties(view.memberBlock, includingLazy: true).compactMap { property in
            property.initializer.map { (property.name, $0) }
        }, uniquingKeysWith: { first, _ in first })
    }

    /// `addSubview(titleLabel)`, `self.addSubview(titleLabel)`, `stackView.addArrangedSubview(…)`
    /// of a stored property, in the order the class's code adds them (each once).
    private static func addedNames(_ view: ClassDeclSyntax, stored: [String: ExprSyntax]) -> [String] {
        var names: [String] = []
        for token in view.memberBlock.tokens(viewMode: .sourceAccurate) where adding.contains(token.text) {
            guard let call = token.parent?.parent?.as(FunctionCallExprSyntax.self) ?? token.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
                  let argument = call.arguments.first?.expression else { continue }
            let name = Evaluator.readPath(argument)
            if stored[name] != nil, !names.contains(name) { names.append(name) }
        }
        return names
    }
}
