import EmptyStateSourceReading
import SwiftParser
import SwiftSyntax

/// Evaluates expressions to values without running them: literals, locals read so far, the
/// file's constants, the branch's case and Booleans; everything else is `.unknown`.
/// Evaluation is bounded: `Limits.evaluationDepth` deep, `Limits.valueDepth` values deep, and
/// every step is charged to the file's work allowance.
struct Evaluator {
    let context: ReadContext
    let diagnostics: Diagnostics
    /// The type the code belongs to (its constants are known).
    var typeName: String?
    var scope = Scope()
    var env = Environment()

    init(context: ReadContext, diagnostics: Diagnostics, typeName: String?, env: Environment = Environment()) {
        self.context = context
        self.diagnostics = diagnostics
        self.typeName = typeName
        self.env = env
    }

    func value(_ expr: ExprSyntax) throws -> Value {
        try context.charge(at: expr)
        guard let result = try context.nested(expr, diagnostics, { try evaluate(expr) }) else { return .notKnown(expr) }
        if result.depth > Limits.valueDepth {
            diagnostics.warn(env.place, "a value made of more than \(Limits.valueDepth) nested values; not read", at: expr)
            return .notKnown(expr)
        }
        return result
    }

    private func evaluate(_ expr: ExprSyntax) throws -> Value {
        switch expr.kind {
        case .stringLiteralExpr: return try string(expr.cast(StringLiteralExprSyntax.self))
        case .integerLiteralExpr:
            return expr.cast(IntegerLiteralExprSyntax.self).representedLiteralValue.map { .number(Double($0)) } ?? .unknown(Syntax(expr))
        case .floatLiteralExpr:
            return expr.cast(FloatLiteralExprSyntax.self).representedLiteralValue.map { .number($0) } ?? .unknown(Syntax(expr))
        case .booleanLiteralExpr: return .bool(expr.cast(BooleanLiteralExprSyntax.self).literal.tokenKind == .keyword(.true))
        case .nilLiteralExpr: return .null
        case .declReferenceExpr:
            return try reference(expr.cast(DeclReferenceExprSyntax.self).baseName.text, at: Syntax(expr), local: true)
        case .memberAccessExpr: return try memberAccess(expr.cast(MemberAccessExprSyntax.self))
        case .functionCallExpr: return try call(expr.cast(FunctionCallExprSyntax.self))
        case .macroExpansionExpr:
            let macro = expr.cast(MacroExpansionExprSyntax.self)
            return .call(Call(receiver: .none, name: "#" + macro.macroName.text, arguments: try arguments(macro.arguments),
                              closures: [], syntax: Syntax(macro)))
        case .sequenceExpr: return try sequence(expr.cast(SequenceExprSyntax.self))
        case .prefixOperatorExpr: return try prefix(expr.cast(PrefixOperatorExprSyntax.self))
        case .tupleExpr:
            let tuple = expr.cast(TupleExprSyntax.self)
            if tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil { return try value(only.expression) }
            return .unknown(Syntax(expr))
        case .forceUnwrapExpr: return try value(expr.cast(ForceUnwrapExprSyntax.self).expression)
        case .optionalChainingExpr: return try value(expr.cast(OptionalChainingExprSyntax.self).expression)
        case .tryExpr: return try value(expr.cast(TryExprSyntax.self).expression)
        case .awaitExpr: return try value(expr.cast(AwaitExprSyntax.self).expression)
        case .asExpr: return try value(expr.cast(AsExprSyntax.self).expression)
        case .arrayExpr:
            let array = expr.cast(ArrayExprSyntax.self)
            return .array(Collection(try array.elements.map { try value($0.expression) }, syntax: Syntax(array)))
        case .dictionaryExpr:
            let dictionary = expr.cast(DictionaryExprSyntax.self)
            var elements: [Value] = []
            if case let .elements(list) = dictionary.content {
                for element in list { elements.append(try value(element.key)); elements.append(try value(element.value)) }
            }
            return .dictionary(Collection(elements, syntax: Syntax(dictionary)))
        case .closureExpr: return .closure(expr.cast(ClosureExprSyntax.self))
        case .ifExpr:
            var inner = self
            // An `if` that gives a value is read as a ternary is: each condition not known, a variant.
            if env.assumedConditions != nil { inner.env.assumesIfConditions = true }
            if case let .returned(value) = try inner.ifStatement(expr.cast(IfExprSyntax.self), single: true) { return value }
            return .unknown(Syntax(expr))
        case .switchExpr:
            var inner = self
            if case let .returned(value) = try inner.switchStatement(expr.cast(SwitchExprSyntax.self), single: true) { return value }
            return .unknown(Syntax(expr))
        case .ternaryExpr:
            let ternary = expr.cast(TernaryExprSyntax.self)
            switch try testing(ternary.condition) {
            case let .bool(condition): return try value(condition ? ternary.thenExpression : ternary.elseExpression)
            default:
                guard let condition = assumed([Syntax(ternary.condition)]) else { return .unknown(Syntax(expr)) }
                return try value(condition ? ternary.thenExpression : ternary.elseExpression)
            }
        default:
            return .unknown(Syntax(expr))
        }
    }

    /// A condition's value: stored state in it stays run-time state.
    func testing(_ condition: ExprSyntax) throws -> Value {
        var inner = self
        inner.env.inCondition = true
        return try inner.value(condition)
    }

    // MARK: Names

    /// A name: the button's state, a local, a constant, a Boolean of the branch, a known global.
    func reference(_ name: String, at syntax: Syntax, local: Bool) throws -> Value {
        if local, let parameter = env.stateParameter, name == parameter, let state = env.state {
            return .member(type: "UIControl.State", name: state, syntax: syntax)
        }
        if local, let value = scope[name] { return value.asVariable }
        if let value = try constant(name, in: typeName, at: syntax) { return value.asVariable }
        if let value = try getter(name, in: typeName, at: syntax) { return value.asVariable }
        if let value = env.booleans[name] { return .bool(value) }
        if let value = Globals.value(name, at: syntax) { return value }
        // `static let podcastEpisode: UIImage = podcast` in an extension of UIImage: the type's
        // other image, an asset's generated symbol among them.
        if let typeName, AppTextsReader.imageTypes.contains(typeName),
           let image = context.appTexts.image(name, in: nil) ?? context.appTexts.images[AppTexts.generatedImages]?[name],
           let use = syntax.as(ExprSyntax.self) {
            return AppTexts.value(image, at: use)
        }
        if env.readsSettledState, !env.inCondition, scope[name] == nil, let expr = context.constants.settled(name, in: typeName) {
            return try declared(expr, "settled." + name, in: typeName, at: syntax) ?? .notKnown(syntax)
        }
        return .notKnown(syntax)
    }

    /// A `let` constant of a type (or of the file), evaluated where it is declared.
    func constant(_ name: String, in type: String?, at syntax: Syntax) throws -> Value? {
        guard let expr = context.constants.lookup(name, in: type) else {
            // Another file's text, written where it is used.
            guard let text = context.appTexts.constant(name, in: type), let use = syntax.as(ExprSyntax.self) else { return nil }
            return AppTexts.value(text, at: use)
        }
        return try declared(expr, name, in: type, at: syntax)
    }

    /// A computed property of several statements, run where it is declared: what it returns,
    /// or nil when the type has no such getter. One that returns nothing known stays its name.
    func getter(_ name: String, in type: String?, at syntax: Syntax) throws -> Value? {
        guard let statements = context.constants.getter(name, in: type) else { return nil }
        let value = try evaluatingDeclaration(statements, named: name + " { }", in: type, at: syntax) { try $0.run(statements) }
        guard let value, !value.isUnknown else { return .notKnown(syntax) }
        return value
    }

    /// `emptyTitle()` or `self.emptyTitle()`: a method of the type without parameters that
    /// returns one expression (a subclass's override first).
    func method(_ name: String, at syntax: Syntax) throws -> Value? {
        guard let expr = context.constants.function(name, in: typeName) else { return nil }
        return try declared(expr, name + "()", in: typeName, at: syntax)
    }

    /// A constant's or a method's expression, evaluated where it is declared, for `type`.
    private func declared(_ expr: ExprSyntax, _ name: String, in type: String?, at syntax: Syntax) throws -> Value? {
        try evaluatingDeclaration(expr, named: name, in: type, at: syntax) { try $0.value(expr) }
    }

    /// A declaration of `type` read where it is declared (a constant outside the declarations
    /// measured is measured once before it is read), one at a time: one that reaches itself is
    /// not known.
    private func evaluatingDeclaration(_ node: some SyntaxProtocol, named name: String, in type: String?, at syntax: Syntax,
                                       _ evaluate: (inout Evaluator) throws -> Value?) throws -> Value? {
        guard context.isShallow(node) else { return .unknown(syntax) }
        let key = "\(type ?? "").\(name)"
        guard !context.evaluatingConstants.contains(key) else { return .notKnown(syntax) }
        context.evaluatingConstants.insert(key)
        defer { context.evaluatingConstants.remove(key) }
        var evaluator = Evaluator(context: context, diagnostics: diagnostics, typeName: type, env: env)
        evaluator.env.stateParameter = nil
        return try evaluate(&evaluator)
    }

    private func memberAccess(_ node: MemberAccessExprSyntax) throws -> Value {
        let name = node.declName.baseName.text
        guard let base = node.base else {
            if let number = Globals.implicitMember(name) { return number }
            // `config.image = .emptyInbox`: an image constant of the app's UIImage or Image extension,
            // in this file or another.
            for type in ["UIImage", "Image"] where context.constants.byType[type]?[name] != nil {
                if let value = try constant(name, in: type, at: Syntax(node)) { return value }
            }
            if let image = context.appTexts.image(name, in: nil) { return AppTexts.value(image, at: ExprSyntax(node)) }
            return .member(type: nil, name: name, syntax: Syntax(node))
        }
        if Self.isSelf(base) { return try reference(name, at: Syntax(node), local: false) }
        if let path = Self.typePath(base) ?? nestedTypePath(base, member: name) {
            if let number = Globals.typeMember(path, name) { return .number(number) }

            // `AppColors.brand`: another type's constant; `Localizations.Label.loading`: a nested
            // type's, by its whole path first (generated texts repeat inner types' names).
            let owners = path.contains(".") ? [path, String(path.split(separator: ".").last ?? "")] : [path]
            for owner in owners where context.constants.byType[owner]?[name] != nil || context.appTexts.constants[owner]?[name] != nil {
                if let value = try constant(name, in: owner, at: Syntax(node)) { return value.asVariable }
            }
            // `Symbol.Tray.rawValue`: an upper-case case's raw value.
            if name == "rawValue", let dot = path.lastIndex(of: "."),
               let raw = context.appTexts.rawValue(of: String(path[path.index(after: dot)...]), in: String(path[..<dot])) {
                return .string(StringValue(raw))
            }
            // `StaticImage.emptyStar`: another file's image constant.
            if let owner = path.split(separator: ".").last.map(String.init), let image = context.appTexts.image(name, in: owner) {
                return AppTexts.value(image, at: ExprSyntax(node))
            }
            return .member(type: path, name: name, syntax: Syntax(node))
        }
        let baseValue = try value(base)
        // R.swift's `R.string.localizable.noResults.key`: the key itself, which the app's
        // `.localized()` then looks up.
        if name == "key", let key = GeneratedStringSymbols.key(baseValue, context.appTexts) {
            return .string(StringValue(key.key, literal: true))
        }
        // `SFSymbols.personSlash.rawValue`: the case's raw value (`case personSlash = "person.slash"`);
        // `key.rawValue` of a leading-dot case (`tr(.launchesErrorTitle)`): the one enum's that has it.
        if name == "rawValue", case let .member(type, caseName, _) = baseValue,
           let raw = type.map({ context.appTexts.rawValue(of: caseName, in: $0) }) ?? context.appTexts.rawValue(ofCase: caseName) {
            return .string(StringValue(raw))
        }
        // `localized.isEmpty` of a localized text (`localized.isEmpty ? key.rawValue : localized`):
        // a key the tables hold is never empty.
        if name == "isEmpty", case let .call(call) = baseValue, Self.isLocalization(call) { return .bool(false) }
        if case let .call(object) = baseValue, let property = object.property(name) { return property.value }
        if case let .call(object) = baseValue, let stored = try initializedProperty(name, of: object) { return stored }
        // `"key".localized`: the app's String extension that localizes.
        if context.appTexts.stringMembers.contains(name), let key = baseValue.plainString {
            return AppTexts.value(.key(key, defaultValue: nil), at: ExprSyntax(node))
        }
        // `title.capitalized`, `.localizedUppercase`: the text with its case changed, read by TextReader;
        // `text.markdown`, the app's member that parses it as Markdown, so too.
        if TextCaseCall.properties[name] != nil || context.appTexts.markdownMembers.contains(name), !(baseValue.isUnknown) {
            return .call(Call(receiver: .value(baseValue), name: name, arguments: [], closures: [], syntax: Syntax(node)))
        }
        // Atributika's `text.styleAll(style).attributedString`: the styled text.
        if name == "attributedString", case let .call(styled) = baseValue, AttributedTextReader.styledStringMethods.contains(styled.name) {
            return baseValue
        }
        // A color's CGColor or CIColor is the color.
        if ["cgColor", "ciColor"].contains(name), case .call = baseValue { return baseValue }
        if ["cgColor"].contains(name), case .member = baseValue { return baseValue }
        return .notKnown(node)
    }

    // MARK: Calls

    private func call(_ node: FunctionCallExprSyntax) throws -> Value {
        let callee = node.calledExpression
        var receiver: Call.Receiver = .none
        let name: String
        if node.arguments.isEmpty, node.trailingClosure == nil, let name = Self.ownMethodName(callee),
           let value = try method(name, at: Syntax(node)) {
            return value.asVariable
        }
        if let value = try parameterizedCall(node) { return value }
        // R.swift's `R.image.image_no_result()`: the asset.
        if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base, Self.typePath(base) == AppTexts.rSwiftImages,
           let image = context.appTexts.images[AppTexts.rSwiftImages]?[AppTexts.symbolName(member.declName.baseName.text)] {
            return AppTexts.value(image, at: ExprSyntax(node))
        }
        if let closure = callee.as(ClosureExprSyntax.self) {
            // `{ … }()`: the closure's result.
            var inner = self
            return try inner.run(closure.statements) ?? .notKnown(node)
        } else if let path = Self.typePath(callee) {
            // `Self(…)` is the type it is written in, wherever its value goes.
            name = path == "Self" ? (typeName ?? path) : path
        } else if let reference = callee.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = callee.as(MemberAccessExprSyntax.self) {
            let method = member.declName.baseName.text
            if let base = member.base {
                if let path = Self.typePath(base) {
                    if method == "init" { name = path } else { name = method; receiver = .type(path) }
                } else {
                    // A method of something not known is not known (`viewModel.title.uppercased()`).
                    guard !Self.isSelf(base) else { return .notKnown(node) }
                    let baseValue = try value(base)
                    if case .unknown = baseValue { return .notKnown(node) }
                    name = method
                    receiver = .value(baseValue)
                }
            } else {
                name = method
                receiver = .implicit
            }
        } else if let generic = callee.as(GenericSpecializationExprSyntax.self), let path = Self.typePath(generic.expression) {
            name = path
        } else {
            return .notKnown(node)
        }
        var closures: [(label: String?, closure: ClosureExprSyntax)] = []
        if let trailing = node.trailingClosure { closures.append((nil, trailing)) }
        for extra in node.additionalTrailingClosures { closures.append((extra.label.text, extra.closure)) }
        return .call(Call(receiver: receiver, name: name, arguments: try arguments(node.arguments), closures: closures, syntax: Syntax(node)))
    }

    /// `Self.symbol("tray")`, `Icons.symbol(named: "tray")`, `symbol("tray")`: a function of one
    /// expression that the type (or the file) declares, evaluated where it is declared with the
    /// call's arguments (and its defaults) in place of its parameters. Nil when no such function
    /// fits the call.
    private func parameterizedCall(_ node: FunctionCallExprSyntax) throws -> Value? {
        guard !node.arguments.isEmpty, node.trailingClosure == nil else { return nil }
        let callee = node.calledExpression
        let name: String, owner: String?
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            (name, owner) = (reference.baseName.text, typeName)
        } else if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base {
            name = member.declName.baseName.text
            if Self.isSelf(base) || base.as(DeclReferenceExprSyntax.self)?.baseName.text == "Self" {
                owner = typeName
            } else if let path = Self.typePath(base), let last = path.split(separator: ".").last {
                owner = String(last)
            } else {
                return nil
            }
        } else {
            return nil
        }
        // The app's localization functions are read as what they mean (a key and its table), not inlined.
        guard !context.appTexts.localizers.contains(name),
              let (function, binding) = context.constants.parameterized(name, in: owner, labels: node.arguments.map { $0.label?.text }),
              context.isShallow(function.body.syntax) else { return nil }
        let key = "\(owner ?? "").\(name)(…)"
        guard !context.evaluatingConstants.contains(key) else { return .notKnown(node) }
        context.evaluatingConstants.insert(key)
        defer { context.evaluatingConstants.remove(key) }
        let arguments = try node.arguments.map { try value($0.expression) }
        guard var inner = try bound(in: owner, function.parameters, binding, arguments) else { return nil }
        let result: Value
        switch function.body {
        case let .expression(expr): result = try inner.value(expr)
        case let .statements(block): result = try inner.run(block.statements) ?? .notKnown(node)
        }
        if case .unknown = result { return .notKnown(node) }
        return result
    }

    /// `AppImage.clock.systemName` where `clock = Self("clock")` and the initializer stores its
    /// parameter: the argument the call gave (or the default). Nil when no initializer of the
    /// type fits the call or stores that property.
    private func initializedProperty(_ name: String, of object: Call) throws -> Value? {
        guard case .none = object.receiver else { return nil }
        let type = object.name == "Self" ? (typeName ?? "") : TypeName.normalized(object.name)
        guard let initializers = context.constants.initializersByType[type] else { return nil }
        let labels = object.arguments.map(\.label)
        for initializer in initializers {
            guard let expr = initializer.properties[name], let binding = initializer.bind(labels) else { continue }
            guard let inner = try bound(in: type, initializer.parameters, binding, object.arguments.map(\.value)) else { return nil }
            return try inner.value(expr)
        }
        return nil
    }

    /// An evaluator for a declaration of `type` with its parameters bound: each argument to the
    /// parameter `binding` names, the others to their defaults (evaluated where they are
    /// declared); nil when a parameter has neither.
    private func bound(in type: String?, _ parameters: [ParameterizedFunction.Parameter], _ binding: [Int],
                       _ arguments: [Value]) throws -> Evaluator? {
        var inner = Evaluator(context: context, diagnostics: diagnostics, typeName: type, env: env)
        inner.env.stateParameter = nil
        var given = Set<Int>()
        for (argument, index) in zip(arguments, binding) {
            inner.scope.declare(parameters[index].name, argument)
            given.insert(index)
        }
        for (index, parameter) in parameters.enumerated() where !given.contains(index) {
            guard let defaultValue = parameter.defaultValue else { return nil }
            inner.scope.declare(parameter.name, try inner.value(defaultValue))
        }
        return inner
    }

    /// `name` or `self.name`, the callee of a call to one of the type's own methods.
    static func ownMethodName(_ callee: ExprSyntax) -> String? {
        if let reference = callee.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base, isSelf(base) { return member.declName.baseName.text }
        return nil
    }

    func arguments(_ list: LabeledExprListSyntax) throws -> [Argument] {
        try list.map { Argument(label: $0.label?.text, value: try value($0.expression), syntax: $0.expression) }
    }

    /// A method called on a local for its effect (`text.addAttribute(…)`), without the receiver.
    func mutation(_ node: FunctionCallExprSyntax, name: String) throws -> Call {
        var closures: [(label: String?, closure: ClosureExprSyntax)] = []
        if let trailing = node.trailingClosure { closures.append((nil, trailing)) }
        return Call(receiver: .implicit, name: name, arguments: try arguments(node.arguments), closures: closures, syntax: Syntax(node))
    }

    // MARK: Literals and operators

    private func string(_ node: StringLiteralExprSyntax) throws -> Value {
        if let text = node.representedLiteralValue { return .string(StringValue(text, literal: true)) }
        guard !node.hasError else { return .notKnown(node) }
        let pounds = node.openingPounds?.text.count ?? 0
        var parts: [StringValue.Part] = []
        for segment in node.segments {
            switch segment {
            case let .stringSegment(text):
                parts.append(.text(StringEscapes.unescape(text.content.text, pounds: pounds)))
            case let .expressionSegment(interpolation):
                guard let first = interpolation.expressions.first else { continue }
                parts.append(.value(try value(first.expression), first.expression))
            }
        }
        return .string(StringValue(parts: parts, literal: true))
    }

    private func prefix(_ node: PrefixOperatorExprSyntax) throws -> Value {
        let operand = try value(node.expression)
        // The app's own localizing operator (`prefix func %(_ key: String.LocalizationValue) ->
        // String`): a call of it, as a localizing function's is read.
        if context.appTexts.localizers.contains(node.operator.text) {
            return .call(Call(receiver: .none, name: node.operator.text, arguments: [Argument(label: nil, value: operand, syntax: node.expression)],
                              closures: [], syntax: Syntax(node)))
        }
        switch (node.operator.text, operand) {
        case let ("-", .number(number)): return .number(-number)
        case let ("+", .number(number)): return .number(number)
        case let ("!", .bool(bool)): return .bool(!bool)
        default: return .notKnown(node)
        }
    }

    // MARK: Syntax helpers

    /// `UIColor`, `UIFont.Weight`, `UIButton.Configuration`: an expression naming a type.
    static func typePath(_ expr: ExprSyntax) -> String? {
        if let reference = expr.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            guard let first = name.first, first.isUppercase, !Globals.isGlobalValue(name) else { return nil }
            return name
        }
        if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base, let path = typePath(base) {
            let name = member.declName.baseName.text
            // R.swift's lowercase namespaces (`R.string.localizable`) are types too.
            guard let first = name.first, first.isUppercase || path == "R" || path == "R.string" else { return nil }
            return "\(path).\(name)"
        }
        return nil
    }

    /// `Images.noWifiImage` in `Images.noWifiImage.size250x250`: a type nested in a type, named
    /// in lower case, known as one because the app declares `member` in it.
    private func nestedTypePath(_ expr: ExprSyntax, member: String) -> String? {
        guard let access = expr.as(MemberAccessExprSyntax.self), let base = access.base, let outer = Self.typePath(base) else { return nil }
        let name = access.declName.baseName.text
        let declares = context.constants.byType[name]?[member] != nil || context.appTexts.constants[name]?[member] != nil
            || context.appTexts.images[name]?[member] != nil
        return declares ? "\(outer).\(name)" : nil
    }

    /// `NSLocalizedString(…)`, `String(localized: …)`, `Bundle.main.localizedString(forKey:…)`.
    static func isLocalization(_ call: Call) -> Bool {
        call.name == "NSLocalizedString" || call.name == "localizedString" || call.name == "String" && call.argument("localized") != nil
    }

    static func isSelf(_ expr: ExprSyntax) -> Bool {
        guard let reference = expr.as(DeclReferenceExprSyntax.self) else { return false }
        return reference.baseName.tokenKind == .keyword(.self) || reference.baseName.text == "self"
    }
}
