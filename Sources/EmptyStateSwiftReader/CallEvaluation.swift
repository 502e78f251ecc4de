import EmptyStateSourceReading
import SwiftSyntax

/// Calls: the type's own methods and functions of one expression or several statements run
/// with the call's arguments, R.swift's images, `{ … }()`, and every other call kept as a `Call`
/// for the readers to read.
extension Evaluator {
    func call(_ node: FunctionCallExprSyntax) throws -> Value {
        let callee = node.calledExpression
        var receiver: Call.Receiver = .none
        let name: String
        if node.arguments.isEmpty, node.trailingClosure == nil, let name = Self.ownMethodName(callee),
           let value = try method(name, at: Syntax(node)) {
            return value.asVariable
        }
        if let value = try parameterizedCall(node) { return value }
        if let image = try contextImage(node) { return image }
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
                if let path = Self.typePath(base), !isImageConstant(path) {
                    // PureLayout's `UIView.newAutoLayoutView()` is `UIView()` made for constraints.
                    let makesOne = method == "init" || Self.autoLayoutFactories.contains(method) && node.arguments.isEmpty
                    if makesOne { name = path } else { name = method; receiver = .type(path) }
                } else {
                    // `description.map(Text.init)`: the optional text itself, as a `Text` of it.
                    if method == "map", Self.wrapsInText(node) { return try value(base) }
                    // A method of something not known is not known (`viewModel.title.uppercased()`).
                    guard !Self.isSelf(base) else { return .notKnown(node) }
                    let baseValue = try value(base)
                    if case .unknown = baseValue { return .notKnown(node) }
                    // `notes.joined(separator: " · ")`: what a list holds is the run time's (its
                    // appends are not followed).
                    if case let .array(list) = baseValue, method == "formatted" {
                        return ListFormat.formatted(list, node.arguments).map { .string(StringValue($0)) } ?? .notKnown(node)
                    }
                    if case .array = baseValue, method == "joined" { return .notKnown(node) }
                    if case let .array(list) = baseValue, method == "randomElement", node.arguments.isEmpty, node.trailingClosure == nil {
                        return randomElement(of: list, base) ?? .notKnown(node)
                    }
                    // `model.buttonTitle(state)` of an instance the app made: its method, run.
                    if case let .call(object) = baseValue, node.trailingClosure == nil,
                       let result = try instanceMember(method, of: object, calledBy: node) {
                        return result
                    }
                    name = method
                    receiver = .value(baseValue)
                }
            } else if method == "init", let type = ImplicitInitializerType.type(of: Syntax(node)) {
                name = type
            } else {
                name = method
                receiver = .implicit
            }
        } else if let generic = callee.as(GenericSpecializationExprSyntax.self), let path = Self.typePath(generic.expression) {
            name = path
        } else {
            return .notKnown(node)
        }
        // `String("Missing view for \(name)")`: the text itself, verbatim (no key), as Swift makes it;
        // `String.LocalizationValue(rawValue)`: the key it wraps, still a key.
        let madeType = TypeName.normalized(name)
        if case .none = receiver, madeType == "String" || madeType == "String.LocalizationValue", node.arguments.count == 1, node.trailingClosure == nil,
           let only = node.arguments.first, only.label == nil, case let .string(text) = try value(only.expression) {
            return madeType == "String" ? Value.string(text).asVariable : .string(text)
        }
        // `Text(LocalizedKey.goAddWords)` through the app's own `extension Text { init(_ key: LocalizedKey) … }`.
        if case .none = receiver, node.arguments.count == 1, node.trailingClosure == nil, !context.appTexts.typeInitializers.isEmpty,
           let only = node.arguments.first, let expanded = try AppTypeInitializers.expanded(madeType, only, at: node, self) {
            return expanded
        }
        var closures: [(label: String?, closure: ClosureExprSyntax)] = []
        if let trailing = node.trailingClosure { closures.append((nil, trailing)) }
        for extra in node.additionalTrailingClosures { closures.append((extra.label.text, extra.closure)) }
        let made = Value.call(Call(receiver: receiver, name: name, arguments: try arguments(node.arguments), closures: closures, syntax: Syntax(node)))
        // `filter.rawValue.lowercased()` of a known text: the words with their case changed now,
        // so that `+` and interpolations take them (ShoeHealth's "There are no assigned workouts…").
        if case .value(.string) = receiver, let cased = TextCaseCall.applied(made) { return .string(StringValue(cased)) }
        return made
    }

    /// PureLayout's class factories of a view ready for constraints (inbbbox).
    static let autoLayoutFactories: Set<String> = ["newAutoLayoutView", "newAutoLayout"]

    /// `UIImage.KaralogImage`: an upper-case image constant of the app's image extension, a
    /// value to send a message to, not a type.
    func isImageConstant(_ path: String) -> Bool {
        guard let dot = path.lastIndex(of: ".") else { return false }
        let type = String(path[..<dot]), name = String(path[path.index(after: dot)...])
        guard AppTextsReader.imageTypes.contains(type) else { return false }
        return context.appTexts.image(name, in: type) != nil || context.constants.byType[type]?[name] != nil
    }

    /// `.map(Text.init)`, `.map(Text.init(_:))`, `.map { Text($0) }`: an optional made a `Text`.
    static func wrapsInText(_ node: FunctionCallExprSyntax) -> Bool {
        if node.arguments.count == 1, node.trailingClosure == nil, let only = node.arguments.first?.expression {
            let text = only.trimmedSource
            return text == "Text.init" || text == "Text.init(_:)"
        }
        guard node.arguments.isEmpty, let closure = node.trailingClosure, closure.statements.count == 1 else { return false }
        return closure.statements.first?.trimmedSource == "Text($0)"
    }

    /// `Self.symbol("tray")`, `Icons.symbol(named: "tray")`, `symbol("tray")`: a function of one
    /// expression that the type (or the file) declares, evaluated where it is declared with the
    /// call's arguments (and its defaults) in place of its parameters. Nil when no such function
    /// fits the call.
    func parameterizedCall(_ node: FunctionCallExprSyntax) throws -> Value? {
        guard node.trailingClosure == nil else { return nil }
        let callee = node.calledExpression
        // Without arguments: only the type's own method of several statements (`attributedTitle()`),
        // or another type's static factory of its instances (`EmptyReminderState.random()`).
        if node.arguments.isEmpty, Self.ownMethodName(callee) == nil, !Self.callsTypeMember(callee) { return nil }
        let name: String, owner: String?
        var qualified: String?
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            (name, owner) = (reference.baseName.text, typeName)
        } else if let member = callee.as(MemberAccessExprSyntax.self), let written = member.base {
            name = member.declName.baseName.text
            // `self?.helper(…)` in a closure that captures `[weak self]`: the type's own method.
            // (`self.self?.helper(…)`, ATON's slip, is the same.)
            var unwrapped = Self.unwrapped(written)
            if let member = unwrapped.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
               let owner = member.base, Self.isSelf(owner) { unwrapped = owner }
            let base = Self.isSelf(unwrapped) ? unwrapped : written
            if Self.isSelf(base) || base.as(DeclReferenceExprSyntax.self)?.baseName.text == "Self" {
                owner = typeName
            } else if base.is(SuperExprSyntax.self), let superclass = context.constants.superclasses[typeName ?? ""] {
                // `super.title(forEmptyDataSet: scrollView)` in an override (ziping): the superclass's method.
                owner = superclass
            } else if let path = Self.typePath(base) ?? Self.singletonType(base), let last = path.split(separator: ".").last {
                owner = String(last)
                if path.contains(".") { qualified = path }
            } else {
                return nil
            }
        } else {
            return nil
        }
        // The app's localization functions are read as what they mean (a key and its table), not inlined.
        guard !context.appTexts.localizers.contains(name) else { return nil }
        let labels = node.arguments.map { $0.label?.text }
        // The nested type the call names whole, before any other type of its last name.
        let lookup = qualified.flatMap { context.constants.parameterizedByType[$0]?[name] != nil ? $0 : nil } ?? owner
        guard let (function, binding) = context.constants.parameterized(name, in: lookup, labels: labels),
              context.isShallow(function.body.syntax) else { return nil }
        return try running(function, binding, in: owner, key: "\(lookup ?? "").\(name)(…)", at: Syntax(node)) {
            try node.arguments.map { try value($0.expression) }
        }
    }

    /// `Type.name`, a member of a type the app names (upper case), not of an instance.
    static func callsTypeMember(_ callee: ExprSyntax) -> Bool {
        guard let member = callee.as(MemberAccessExprSyntax.self), let base = member.base, let path = typePath(base) else { return false }
        return path.split(separator: ".").last?.first?.isUppercase == true
    }

    /// `AssetsHelper.shared`, `Theme.current`: the one instance a type keeps of itself, by the
    /// names apps give it; its methods are the type's.
    static func singletonType(_ base: ExprSyntax) -> String? {
        guard let member = base.as(MemberAccessExprSyntax.self), let owner = member.base,
              singletonNames.contains(member.declName.baseName.text) else { return nil }
        return typePath(owner)
    }

    static let singletonNames: Set<String> = ["shared", "sharedInstance", "instance", "default", "standard", "current", "main"]

    /// What `function` returns with the arguments in place of its parameters (the others their
    /// defaults), run where `owner` declares it: not known when it returns nothing known or is
    /// already running under `key` (a function reached from itself), a tuple labelled as the
    /// function declares; nil when a parameter has neither argument nor default.
    func running(_ function: ParameterizedFunction, _ binding: [Int], in owner: String?, key: String, at node: Syntax,
                 arguments: () throws -> [Value]) throws -> Value? {
        guard !context.evaluatingConstants.contains(key) else { return .notKnown(node) }
        context.evaluatingConstants.insert(key)
        defer { context.evaluatingConstants.remove(key) }
        guard var inner = try bound(in: owner, function.parameters, binding, try arguments()) else { return nil }
        let result: Value
        switch function.body {
        case let .expression(expr): result = try inner.value(expr)
        case let .statements(block): result = try inner.run(block.statements) ?? .notKnown(node)
        }
        if case .unknown = result { return .notKnown(node) }
        if case .call = result { return result.capturing(inner.scope.values) }
        if case var .array(tuple) = result, let labels = function.returnedTupleLabels, tuple.tupleLabels?.count == labels.count,
           tuple.tupleLabels?.allSatisfy({ $0 == nil }) == true {
            tuple.tupleLabels = labels
            return .array(tuple)
        }
        return result
    }

    /// `AppImage.clock.systemName` where `clock = Self("clock")` and the initializer stores its
    /// parameter: the argument the call gave (or the default). Nil when no initializer of the
    /// type fits the call or stores that property.
    func initializedProperty(_ name: String, of object: Call) throws -> Value? {
        guard let type = madeType(object) else { return nil }
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
    func bound(in type: String?, _ parameters: [ParameterizedFunction.Parameter], _ binding: [Int],
                       _ arguments: [Value]) throws -> Evaluator? {
        var inner = Evaluator(context: context, diagnostics: diagnostics, typeName: type, env: env)
        inner.env.stateParameter = nil
        return try inner.declare(parameters, binding, arguments) ? inner : nil
    }

    /// Declares each argument as the parameter `binding` names, the others as their defaults
    /// (evaluated in this scope); false when a parameter has neither.
    mutating func declare(_ parameters: [ParameterizedFunction.Parameter], _ binding: [Int], _ arguments: [Value]) throws -> Bool {
        var given = Set<Int>()
        for (argument, index) in zip(arguments, binding) {
            scope.declare(parameters[index].name, try resolvingImplicitMember(argument, as: parameters[index].type))
            given.insert(index)
        }
        for (index, parameter) in parameters.enumerated() where !given.contains(index) {
            guard let defaultValue = parameter.defaultValue else { return false }
            scope.declare(parameter.name, try resolvingImplicitMember(try value(defaultValue), as: parameter.type))
        }
        return true
    }

    /// The type an instance was made of (`Model(…)`, `Self(…)` inside it); nil for a call with a
    /// receiver (a method).
    func madeType(_ object: Call) -> String? {
        guard case .none = object.receiver else { return nil }
        return object.name == "Self" ? (typeName ?? "") : TypeName.normalized(object.name)
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
}
