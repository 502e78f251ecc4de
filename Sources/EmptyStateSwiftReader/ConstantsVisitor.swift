import SwiftSyntax

/// Collects the file's and its types' `let name = value` constants, `var name: T { value }`
/// computed properties and `func name() -> T { value }` methods. Only declarations are
/// walked (the file, types, extensions, `#if` blocks); statements and bodies never are.
final class ConstantsVisitor: SyntaxAnyVisitor {
    /// `EventTimeType.Current` (`Type.case`, the type's name capitalized, the case's not a type):
    /// the enum a property with no written type holds.
    /// `ListViewModel()`, `HubViewModel(hub: hub)`: the type an initializer call makes.
    static func madeType(_ value: ExprSyntax?) -> String? {
        guard let call = value?.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              name.first?.isUppercase == true else { return nil }
        return name
    }

    static func caseType(_ value: ExprSyntax?) -> String? {
        guard let member = value?.as(MemberAccessExprSyntax.self), let base = member.base,
              let type = Evaluator.typePath(base), type.first?.isUppercase == true,
              member.declName.argumentNames == nil else { return nil }
        return type
    }

    /// `@Environment(MealPlannerViewModel.self) private var viewModel` (iOS 17's Observation,
    /// Mealie-Swift-App): the type the wrapper is given, where no annotation or value names one.
    static func environmentType(_ node: VariableDeclSyntax) -> String? {
        for element in node.attributes {
            guard let attribute = element.as(AttributeSyntax.self), attribute.attributeName.trimmedSource == "Environment",
                  case let .argumentList(arguments)? = attribute.arguments, arguments.count == 1,
                  let only = arguments.first, only.label == nil,
                  let member = only.expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
                  let base = member.base, let type = Evaluator.typePath(base), type.first?.isUppercase == true else { continue }
            return type
        }
        return nil
    }

    private(set) var constants = Constants()
    /// The constants recorded from a clause only a build with flags of its own compiles.
    private var flaggedOnly: Set<String> = []

    init() { super.init(viewMode: .sourceAccurate) }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        if let type = EnclosingType.typeName(node), let clause = node.asProtocol(DeclGroupSyntax.self)?.inheritanceClause {
            let named = clause.inheritedTypes.map { TypeName.normalized($0.type.trimmedSource) }
            constants.conformances[type, default: []].formUnion(named.filter { $0 != type })
        }
        if let type = EnclosingType.typeName(node), !node.is(ExtensionDeclSyntax.self), let outer = EnclosingType.name(of: node),
           constants.outerTypes[type] == nil, outer != type {
            constants.outerTypes[type] = outer
        }
        if let structDecl = node.as(StructDeclSyntax.self) { constants.structs.insert(structDecl.name.text) }
        if let alias = node.as(TypeAliasDeclSyntax.self) {
            let target = alias.initializer.value.trimmedSource
            if target.first?.isUppercase == true, target.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) {
                constants.typeAliases[EnclosingType.name(of: node) ?? "", default: [:]][alias.name.text] = target
            }
            return .skipChildren
        }
        if Relevance.isContainer(node) { return .visitChildren }
        if let member = node.as(MemberBlockItemSyntax.self), member.decl.is(TypeAliasDeclSyntax.self) { return .visitChildren }
        if let item = node.as(CodeBlockItemSyntax.self), case let .decl(decl) = item.item, decl.is(TypeAliasDeclSyntax.self) { return .visitChildren }
        guard let member = node.as(MemberBlockItemSyntax.self) else { return .skipChildren }
        return member.decl.is(FunctionDeclSyntax.self) || member.decl.is(InitializerDeclSyntax.self) ? .visitChildren : .skipChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        let type = EnclosingType.memberOwner(of: Syntax(node)).type
        if let initializer = StoringInitializer(node), let type {
            constants.initializersByType[type, default: []].append(initializer)
        }
        if let type, let body = node.body { constants.methodBodies.add(body, named: "init", in: type, assigns: false) }
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let isLet = node.bindingSpecifier.tokenKind == .keyword(.let)
        let type = EnclosingType.memberOwner(of: Syntax(node)).type
        if !isLet, let type, !node.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) { recordStored(node, in: type) }
        if let type, !node.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) {
            for binding in node.bindings {
                // `var activeTab = EventTimeType.Current`: the type its first value names.
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let declared = binding.typeAnnotation?.type.trimmedSource ?? Self.caseType(binding.initializer?.value)
                        ?? Self.madeType(binding.initializer?.value) ?? Self.environmentType(node) else { continue }
                if constants.propertyTypes[type]?[name] == nil { constants.propertyTypes[type, default: [:]][name] = TypeName.unwrapped(declared) }
            }
        }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if let declared = binding.typeAnnotation?.type.trimmedSource,
               ["LocalizedStringKey", "LocalizedStringResource"].contains(TypeName.normalized(declared)) {
                constants.localizedKeys[type ?? "", default: []].insert(name)
            }
            if !isLet, let type, let statements = Self.getterStatements(binding), statements.count > 1,
               constants.gettersByType[type]?[name] == nil {
                constants.gettersByType[type, default: [:]][name] = statements
                continue
            }
            guard let value = isLet || Self.isLocalizedStatic(node, binding) || Self.isStaticPreset(node, binding, of: type) || Self.isStaticLook(node, binding)
                    || Self.isLazyView(node, binding)
                    ? binding.initializer?.value : Self.computedValue(binding) else { continue }
            // The first declaration wins, but one a build without flags of its own compiles wins
            // over one under `#if PRO` (`IfConfigActivity.isTakenWithoutFlags`).
            let plainBuild = IfConfigActivity.isTakenWithoutFlags(Syntax(node))
            // Whether this declaration is the one kept for `owner`'s `name`; noted if it is.
            func takes(_ owner: String, over recorded: Bool) -> Bool {
                let key = owner + "." + name
                guard !recorded || plainBuild && flaggedOnly.contains(key) else { return false }
                if plainBuild { flaggedOnly.remove(key) } else { flaggedOnly.insert(key) }
                return true
            }
            if let type {
                if takes(type, over: constants.byType[type]?[name] != nil) { constants.byType[type, default: [:]][name] = value }
                if let path = EnclosingType.qualifiedOwner(of: Syntax(node)), takes(path, over: constants.byType[path]?[name] != nil) {
                    constants.byType[path, default: [:]][name] = value
                }
            } else if takes("", over: constants.file[name] != nil) {
                constants.file[name] = value
            }
        }
        return .skipChildren
    }

    /// `lazy var holderView: PlaceHolder = { UIView.viewFromXib(…) as! PlaceHolder }()`: made on
    /// first use from its initializer, as a `let` is (ATON's base controller's empty view, which
    /// its methods fill in and return).
    static func isLazyView(_ node: VariableDeclSyntax, _ binding: PatternBindingSyntax) -> Bool {
        guard node.modifiers.contains(where: { $0.name.text == "lazy" }), binding.accessorBlock == nil,
              let call = binding.initializer?.value.as(FunctionCallExprSyntax.self) else { return false }
        return call.calledExpression.is(ClosureExprSyntax.self) && call.arguments.isEmpty
    }

    /// `static var search = Self(title: …)`, `static var watchlist = EmptyStateConfig(…)`: a
    /// preset of the type itself (MoweeSwiftUI's), read as its constants are.
    static func isStaticPreset(_ node: VariableDeclSyntax, _ binding: PatternBindingSyntax, of type: String?) -> Bool {
        guard let type, node.modifiers.contains(where: { $0.name.text == "static" }), binding.accessorBlock == nil,
              let made = binding.initializer?.value.as(FunctionCallExprSyntax.self) else { return false }
        let callee = made.calledExpression.trimmedSource
        return callee == "Self" || callee == type || callee == type + ".init" || callee == "Self.init"
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if let type = EnclosingType.memberOwner(of: Syntax(node)).type, let body = node.body,
           !node.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) {
            constants.methodBodies.add(body, named: node.name.text, in: type, assigns: true)
        }
        if !node.signature.parameterClause.parameters.isEmpty {
            if let function = ParameterizedFunction(node) {
                let type = EnclosingType.memberOwner(of: Syntax(node)).type ?? ""
                constants.parameterizedByType[type, default: [:]][node.name.text, default: []].append(function)
                // And by its whole path: SwiftGen nests many `enum Search`, each with its own
                // `static func description(_:)` (PocketMesh's `L10n.Contacts.Contacts.List.Empty.Search`).
                if let path = EnclosingType.qualifiedOwner(of: Syntax(node)) {
                    constants.parameterizedByType[path, default: [:]][node.name.text, default: []].append(function)
                }
            }
            return .skipChildren
        }
        guard node.genericParameterClause == nil,
              node.signature.effectSpecifiers == nil, let body = node.body,
              let type = EnclosingType.memberOwner(of: Syntax(node)).type else { return .skipChildren }
        guard let value = Self.singleExpression(body.statements) else {
            // `func attributedTitle() -> NSAttributedString? { let title = "…"; …; return quote }`
            // (KeepSafe): run for a call's value, as a function with parameters is.
            // And a static factory of the type's own instances (PetCareTracker's `static func
            // randomEmptyReminderState() -> EmptyReminderState { let options = [...]; return … }`),
            // run for `Type.factory()`.
            if let function = ParameterizedFunction(node), !StaticMember.isStatic(node.modifiers) || Self.makesOwnType(node, type) {
                constants.parameterizedByType[type, default: [:]][node.name.text, default: []].append(function)
            }
            return .skipChildren
        }
        if constants.functionsByType[type]?[node.name.text] == nil { constants.functionsByType[type, default: [:]][node.name.text] = value }
        return .skipChildren
    }

    /// A static function that returns an instance of the type it is declared in (`-> Self`, `-> Type`).
    static func makesOwnType(_ node: FunctionDeclSyntax, _ type: String) -> Bool {
        guard StaticMember.isStatic(node.modifiers), let returned = node.signature.returnClause?.type.trimmedSource else { return false }
        return returned == "Self" || TypeName.normalized(returned) == type
    }

    /// `public static var Loading: String = NSLocalizedString("Label.Loading", comment: "")`
    /// (Laurine's generated texts): a type's text that nothing assigns again, as a `let` is.
    static func isLocalizedStatic(_ node: VariableDeclSyntax, _ binding: PatternBindingSyntax) -> Bool {
        guard StaticMember.isStatic(node.modifiers), binding.accessorBlock == nil, let value = binding.initializer?.value,
              value.trimmedLength.utf8Length < 2_000 else { return false }
        return LocalizerVisitor.localizes(value)
    }

    /// `static var titleString = "ネットワークエラーです"`, `static var titleFont = UIFont.systemFont(ofSize:
    /// 28, …)` (Portannict's `DZNEmptyDataSetHelper.NetworkError.Const`): a text, font or color a
    /// type keeps as a `var`, read as a `let` is. A flag or a number kept so is state the app
    /// changes, and stays unknown.
    static func isStaticLook(_ node: VariableDeclSyntax, _ binding: PatternBindingSyntax) -> Bool {
        guard StaticMember.isStatic(node.modifiers), binding.accessorBlock == nil, let value = binding.initializer?.value else { return false }
        if value.is(StringLiteralExprSyntax.self) { return true }
        guard let type = StyleConstants.makingType(value) else { return false }
        return StyleConstants.styleTypes.contains(type) || AppTextsReader.imageTypes.contains(type) || type == "NSAttributedString"
    }

    /// `var emptyTitle = "No Results"`: its initial value, unless it is a Boolean.
    private func recordStored(_ node: VariableDeclSyntax, in type: String) {
        for binding in node.bindings where binding.accessorBlock == nil {
            if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, Self.holdsText(binding),
               constants.textProperties[type]?[name] == nil {
                constants.textProperties[type, default: [:]][name] = .some(binding.initializer?.value)
            }
        }
        for binding in node.bindings where binding.accessorBlock == nil {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value,
                  !value.is(BooleanLiteralExprSyntax.self), binding.typeAnnotation?.type.trimmedSource != "Bool",
                  constants.storedByType[type]?[name] == nil else { continue }
            constants.storedByType[type, default: [:]][name] = value
        }
    }

    static let textTypes: Set<String> = ["String", "LocalizedStringKey", "LocalizedStringResource"]

    /// A stored property declared as a text, or without a type and first given a literal.
    private static func holdsText(_ binding: PatternBindingSyntax) -> Bool {
        if let declared = binding.typeAnnotation?.type.trimmedSource { return textTypes.contains(TypeName.unwrapped(declared)) }
        return binding.initializer?.value.is(StringLiteralExprSyntax.self) == true
    }

    /// A computed property that always gives one value: `var title: String { "No Items" }`,
    /// `{ return … }` or a lone `get { … }`, one expression. Its value is a constant as a `let` is.
    static func computedValue(_ binding: PatternBindingSyntax) -> ExprSyntax? {
        getterStatements(binding).flatMap(singleExpression)
    }

    /// A read-only computed property's getter (`{ … }` or `{ get { … } }`).
    static func getterStatements(_ binding: PatternBindingSyntax) -> CodeBlockItemListSyntax? {
        guard binding.initializer == nil, let block = binding.accessorBlock else { return nil }
        switch block.accessors {
        case let .getter(items): return items
        case let .accessors(list):
            guard list.count == 1, let only = list.first, only.accessorSpecifier.tokenKind == .keyword(.get),
                  only.effectSpecifiers == nil, let body = only.body else { return nil }
            return body.statements
        }
    }

    /// `expr` or `return expr`, alone.
    static func singleExpression(_ statements: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard statements.count == 1, let item = statements.first else { return nil }
        switch item.item {
        case let .expr(expr): return expr
        case let .stmt(statement):
            // `if … { return a } else { return b }` alone is an if expression in statement position.
            if let expr = statement.as(ExpressionStmtSyntax.self)?.expression, expr.is(IfExprSyntax.self) || expr.is(SwitchExprSyntax.self) {
                return expr
            }
            return statement.as(ReturnStmtSyntax.self)?.expression
        default: return nil
        }
    }
}
