import SwiftSyntax

/// `let` constants with an initial value, and computed properties of one expression, of each
/// type and of the file: statically known (a stored `var`, which the app may change, is not).
struct Constants {
    var byType: [String: [String: ExprSyntax]] = [:]
    var file: [String: ExprSyntax] = [:]
    /// Methods without parameters that return one expression (`func emptyTitle() -> String
    /// { "No Mail" }`), by type: their value is known as a computed property's is.
    var functionsByType: [String: [String: ExprSyntax]] = [:]
    /// Functions with parameters that return one expression (`static func symbol(_ name: String)
    /// -> UIImage { UIImage(systemName: name) ?? UIImage() }`), by type ("" for the file's):
    /// a call's value is the expression with the call's arguments in place of the parameters.
    var parameterizedByType: [String: [String: [ParameterizedFunction]]] = [:]
    /// Initializers that only store their parameters (`init(_ systemName: String = "") {
    /// self.systemName = systemName }`), by type: a property of a value made by one is known.
    var initializersByType: [String: [StoringInitializer]] = [:]
    /// Class → superclass, for a subclass's reading: a member it does not declare is its
    /// superclass's (the nearest override wins, as at run time).
    var superclasses: [String: String] = [:]
    /// Computed properties whose getter is several statements (`var title: String { guard let
    /// type else { return "No Instance" }; return "No \(type) Instance" }`), by type: their value
    /// is what running the statements returns.
    var gettersByType: [String: [String: CodeBlockItemListSyntax]] = [:]
    /// Stored instance `var`s with an initial value, Booleans aside (a flag is run-time state),
    /// by type: what a data source shows of one unless its set-up assigns it (`settled`).
    var storedByType: [String: [String: ExprSyntax]] = [:]
    /// Instance properties' declared types (`@Binding var selectedFilter: ReviewFilter`), by type;
    /// or the type their first value makes (`@StateObject var model = ListViewModel()`).
    var propertyTypes: [String: [String: String]] = [:]
    /// Stored instance `var`s that hold a text (declared `String`, `String?`, a localized key or
    /// resource, or first given a literal), with their first value if any, by type: what
    /// `StoredTexts` reads with what the type's methods assign them.
    var textProperties: [String: [String: ExprSyntax?]] = [:]
    /// Constants declared as a `LocalizedStringKey` or `LocalizedStringResource` (`private let
    /// title: LocalizedStringKey = "screen.empty.title"`), by type ("" for the file's): their
    /// literal stays a key where it is used, as SwiftUI looks it up.
    var localizedKeys: [String: Set<String>] = [:]
    /// `typealias LocalizedStrings = Strings.Contacts` (billion-wallet-ios's `ContactsVM`), by
    /// the type that declares it ("" for the file's): the aliased type's path.
    var typeAliases: [String: [String: String]] = [:]

    /// `path` with a leading alias declared in `type`, its ancestors, the types it is nested in
    /// or the file replaced by the type it names; nil when it starts with none.
    func resolvingAlias(_ path: String, in type: String?) -> String? {
        let head = path.split(separator: ".", maxSplits: 1).first.map(String.init) ?? path
        guard let target = firstMember(of: type, { typeAliases[$0]?[head] }) ?? typeAliases[""]?[head], target != head else { return nil }
        return target + path.dropFirst(head.count)
    }

    /// Whether a type's member (`type` may be its nesting path, `Strings.Community`) was declared
    /// a `LocalizedStringKey` or `LocalizedStringResource`.
    func isLocalizedKey(_ name: String, in type: String) -> Bool {
        let owner = type.split(separator: ".").last.map(String.init) ?? type
        return localizedKeys[owner]?.contains(name) == true
    }

    /// The file's method bodies, by type: what they assign and set up, read when asked.
    var methodBodies = MethodBodies()
    /// What other files' declarations of a type give (`inherit`), beneath the file's own.
    private var inheritedAssigned: [String: [String: [ExprSyntax]]] = [:]
    private var inheritedSetUp: [String: [String: [SetUpStep]]] = [:]

    /// What a type's methods assign to each of its stored properties anywhere (in a callback, a
    /// branch), in order, at most `Limits.assignedValues` distinct values a property.
    func assigned(_ name: String, in type: String) -> [ExprSyntax]? {
        methodBodies.assigned(in: type)[name] ?? inheritedAssigned[type]?[name]
    }

    /// A method's top-level steps on its object's state, by type and method name.
    func setUp(_ method: String, in type: String) -> [SetUpStep]? {
        methodBodies.setUp(in: type)[method] ?? inheritedSetUp[type]?[method]
    }

    /// Every method's steps and every property's assigned values of a type, the file's own over
    /// what it inherited: what `setUp` and `assigned` answer, whole, for a file that inherits it.
    private func allSetUp(in type: String) -> [String: [SetUpStep]] {
        methodBodies.setUp(in: type).merging(inheritedSetUp[type] ?? [:]) { held, _ in held }
    }

    func allAssigned(in type: String) -> [String: [ExprSyntax]] {
        methodBodies.assigned(in: type).merging(inheritedAssigned[type] ?? [:]) { held, _ in held }
    }
    /// Type → the types its declaration and extensions name after a colon (its protocols):
    /// what a protocol's extension gives is a member of every type that conforms.
    var conformances: [String: Set<String>] = [:]
    /// A nested type → the type it is declared in: a static member of an outer type is named
    /// from inside by its name alone (`tr(.key)` in `L10n.Launches` is `L10n.tr`).
    var outerTypes: [String: String] = [:]

    func lookup(_ name: String, in type: String?) -> ExprSyntax? {
        lookup(name, in: type, \.byType) ?? file[name]
    }

    func function(_ name: String, in type: String?) -> ExprSyntax? {
        lookup(name, in: type, \.functionsByType)
    }

    /// The function with parameters of `type` (its superclasses' too) or of the file whose
    /// labels fit the call's, and which parameter each argument is for.
    func parameterized(_ name: String, in type: String?, labels: [String?]) -> (function: ParameterizedFunction, binding: [Int])? {
        func fitting(_ overloads: [ParameterizedFunction]?) -> (ParameterizedFunction, [Int])? {
            for function in overloads ?? [] { if let binding = function.bind(labels) { return (function, binding) } }
            return nil
        }
        return firstMember(of: type) { fitting(parameterizedByType[$0]?[name]) } ?? fitting(parameterizedByType[""]?[name])
    }

    /// The first of `type`'s owners for which `find` finds the member: the type and its
    /// superclasses, nearest first, then the protocols they conform to (whose extensions give
    /// defaults). Walked lazily: a lookup runs for every name an expression reads.
    func firstMember<Found>(of type: String?, _ find: (String) -> Found?) -> Found? {
        for owner in typeChain(type) {
            if let found = find(owner) { return found }
        }
        for owner in typeChain(type) {
            guard let adopted = conformances[owner] else { continue }
            for name in adopted.sorted() { if let found = find(name) { return found } }
        }
        var outer = type.flatMap { outerTypes[$0] }
        var steps = 0
        while let current = outer, steps < 16 {
            if let found = find(current) { return found }
            outer = outerTypes[current]
            steps += 1
        }
        return nil
    }

    /// `type`, then its superclasses, nearest first (a loop in the index ends the walk); lazily,
    /// as a constant's lookup walks it.
    func typeChain(_ type: String?) -> PrefixSequence<UnfoldFirstSequence<String>> {
        sequence(first: type ?? "", next: { superclasses[$0] }).prefix(type == nil ? 0 : superclasses.count + 1)
    }

    func getter(_ name: String, in type: String?) -> CodeBlockItemListSyntax? {
        firstMember(of: type) { gettersByType[$0]?[name] }
    }

    private func lookup(_ name: String, in type: String?, _ table: KeyPath<Constants, [String: [String: ExprSyntax]]>) -> ExprSyntax? {
        firstMember(of: type) { self[keyPath: table][$0]?[name] }
    }

    /// Another file's constants added beneath these, for the `types` named (a subclass's
    /// ancestors) and the file's own: what is declared here already wins.
    mutating func inherit(_ other: Constants, types: Set<String>) {
        for type in types {
            if let members = other.byType[type] { byType[type, default: [:]].merge(members) { held, _ in held } }
            if let members = other.functionsByType[type] { functionsByType[type, default: [:]].merge(members) { held, _ in held } }
            if let members = other.gettersByType[type] { gettersByType[type, default: [:]].merge(members) { held, _ in held } }
            if let members = other.initializersByType[type], initializersByType[type] == nil { initializersByType[type] = members }
            if let members = other.parameterizedByType[type] { parameterizedByType[type, default: [:]].merge(members) { held, _ in held } }
            if let members = other.storedByType[type] { storedByType[type, default: [:]].merge(members) { held, _ in held } }
            inheritedSetUp[type, default: [:]].merge(other.allSetUp(in: type)) { held, _ in held }
            inheritedAssigned[type, default: [:]].merge(other.allAssigned(in: type)) { held, _ in held }
            if let adopted = other.conformances[type] { conformances[type, default: []].formUnion(adopted) }
            if let outer = other.outerTypes[type], outerTypes[type] == nil { outerTypes[type] = outer }
            if let names = other.localizedKeys[type] { localizedKeys[type, default: []].formUnion(names) }
            if let aliases = other.typeAliases[type] { typeAliases[type, default: [:]].merge(aliases) { held, _ in held } }
        }
        if let aliases = other.typeAliases[""] { typeAliases["", default: [:]].merge(aliases) { held, _ in held } }
        if let names = other.localizedKeys[""] { localizedKeys["", default: []].formUnion(names) }
        file.merge(other.file) { held, _ in held }
    }
}

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

    private(set) var constants = Constants()

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
                        ?? Self.madeType(binding.initializer?.value) else { continue }
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
            guard let value = isLet || Self.isLocalizedStatic(node, binding) ? binding.initializer?.value : Self.computedValue(binding) else { continue }
            if let type {
                if constants.byType[type]?[name] == nil { constants.byType[type, default: [:]][name] = value }
                if let path = EnclosingType.qualifiedOwner(of: Syntax(node)), constants.byType[path]?[name] == nil {
                    constants.byType[path, default: [:]][name] = value
                }
            } else if constants.file[name] == nil {
                constants.file[name] = value
            }
        }
        return .skipChildren
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
              let type = EnclosingType.memberOwner(of: Syntax(node)).type,
              let value = Self.singleExpression(body.statements) else { return .skipChildren }
        if constants.functionsByType[type]?[node.name.text] == nil { constants.functionsByType[type, default: [:]][node.name.text] = value }
        return .skipChildren
    }

    /// `public static var Loading: String = NSLocalizedString("Label.Loading", comment: "")`
    /// (Laurine's generated texts): a type's text that nothing assigns again, as a `let` is.
    static func isLocalizedStatic(_ node: VariableDeclSyntax, _ binding: PatternBindingSyntax) -> Bool {
        guard StaticMember.isStatic(node.modifiers), binding.accessorBlock == nil, let value = binding.initializer?.value,
              value.trimmedLength.utf8Length < 2_000 else { return false }
        return LocalizerVisitor.localizes(value)
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

/// A function with parameters that returns a value: its labels, names and defaults, and its
/// body (one expression, or statements run as a closure's are: locals, `if`/`guard`/`switch`,
/// the first `return` reached). Overloads by label are told apart at the call (`bind`).
struct ParameterizedFunction {
    enum Body {
        case expression(ExprSyntax)
        case statements(CodeBlockSyntax)

        var syntax: Syntax {
            switch self {
            case let .expression(expr): return Syntax(expr)
            case let .statements(block): return Syntax(block)
            }
        }
    }

    struct Parameter {
        var label: String?
        var name: String
        var defaultValue: ExprSyntax?

        /// A declaration's parameters: `_ name: String = ""` has no label, `systemName: String` its name.
        static func list(_ clause: FunctionParameterClauseSyntax) -> [Parameter] {
            clause.parameters.map { parameter in
                let first = parameter.firstName.text
                return Parameter(label: first == "_" ? nil : first, name: parameter.secondName?.text ?? first,
                                 defaultValue: parameter.defaultValue?.value)
            }
        }
    }
    var parameters: [Parameter]
    var body: Body
    /// The first parameter declared with a label and a name (`string text: String`): labelled at
    /// every call, in Swift 2 as since.
    var firstIsLabelled = false

    /// At most this many statements in a body run for a call's value: a helper that builds a
    /// text, not a screen's whole logic.
    static let statementLimit = 40

    init?(_ node: FunctionDeclSyntax) {
        guard node.genericParameterClause == nil, node.signature.effectSpecifiers == nil, let block = node.body,
              !node.signature.parameterClause.parameters.contains(where: { $0.ellipsis != nil || $0.type.is(AttributedTypeSyntax.self) }) else { return nil }
        if let expr = ConstantsVisitor.singleExpression(block.statements) {
            body = .expression(expr)
        } else {
            // `func title(_ text: String) -> NSAttributedString { let color = …; return NSAttributedString(…) }`:
            // only a function that returns something, and not a long one.
            // One that builds a screen (`func errorConfig(_:) -> UIContentUnavailableConfiguration
            // { var config = .empty(); … }`) is a wrapper: its callers are screens, read as such.
            guard node.signature.returnClause != nil, block.statements.count <= Self.statementLimit,
                  !block.trimmedSource.contains("ContentUnavailable") else { return nil }
            body = .statements(block)
        }
        parameters = Parameter.list(node.signature.parameterClause)
        firstIsLabelled = node.signature.parameterClause.parameters.first?.secondName != nil
    }

    /// Which parameter each argument is for, when the call's labels fit this function; nil otherwise.
    func bind(_ labels: [String?]) -> [Int]? {
        if let binding = Self.bind(labels, to: parameters) { return binding }
        // Swift 2 left a function's first parameter unlabelled at the call unless it was declared
        // twice (`func title(string string: String)`): `title("Empty")` calls `func title(string:
        // String)` in an app of 2016 (family-coin). A Swift 3 call could not be written so.
        guard labels.first == .some(nil), var first = parameters.first, first.label != nil, !firstIsLabelled else { return nil }
        first.label = nil
        return Self.bind(labels, to: [first] + parameters.dropFirst())
    }

    static func bind(_ labels: [String?], to parameters: [Parameter]) -> [Int]? {
        var result: [Int] = []
        var next = 0
        for label in labels {
            guard let index = parameters[next...].firstIndex(where: { $0.label == label }),
                  parameters[next..<index].allSatisfy({ $0.defaultValue != nil }) else { return nil }
            result.append(index)
            next = index + 1
        }
        guard parameters[next...].allSatisfy({ $0.defaultValue != nil }) else { return nil }
        return result
    }
}

/// An initializer whose body only stores values (`self.name = name`, `self.kind = .asset`): what
/// each property of the value it makes is, given the call's arguments.
struct StoringInitializer {
    var parameters: [ParameterizedFunction.Parameter]
    var properties: [String: ExprSyntax]

    init?(_ node: InitializerDeclSyntax) {
        guard node.optionalMark == nil, node.genericParameterClause == nil, let body = node.body, !body.statements.isEmpty,
              !node.signature.parameterClause.parameters.contains(where: { $0.ellipsis != nil }) else { return nil }
        var properties: [String: ExprSyntax] = [:]
        for item in body.statements {
            guard case let .expr(expr) = item.item, let stored = StoredAssignment(expr) else { return nil }
            properties[stored.name] = stored.value
        }
        parameters = ParameterizedFunction.Parameter.list(node.signature.parameterClause)
        self.properties = properties
    }

    /// Which parameter each argument is for, when the call's labels fit; nil otherwise.
    func bind(_ labels: [String?]) -> [Int]? {
        ParameterizedFunction.bind(labels, to: parameters)
    }
}
