import SwiftSyntax

/// A member of an instance the app's code made with an initializer that stores what it is given
/// (`EmptyStateViewModel(.noRaces).title`, `model.buttonTitle(state)`, racesync-ios): the
/// type's computed property or method, run where it is declared with the instance's stored
/// properties as the initializer left them.
extension Evaluator {
    /// `calledBy`: the call of a method (its arguments evaluated only once the type is known to
    /// declare it); nil for a property.
    func instanceMember(_ name: String, of object: Call, calledBy call: FunctionCallExprSyntax? = nil) throws -> Value? {
        guard let type = madeType(object), type.first?.isUppercase == true else { return nil }
        AppValueTypes.adopt(type, into: context)
        let constants = context.constants
        if let call {
            // The type's own method (not a function of the file that has the name).
            let labels = call.arguments.map { $0.label?.text }
            guard let (function, binding) = constants.firstMember(of: type, { owner in
                      constants.parameterizedByType[owner]?[name]?.lazy.compactMap { function in function.bind(labels).map { (function, $0) } }.first
                  }),
                  var instance = try instance(of: object, type: type) else { return nil }
            let arguments = try call.arguments.map { try value($0.expression) }
            guard try instance.declare(function.parameters, binding, arguments) else { return nil }
            return try instance.running(function.body.syntax, named: "\(type).\(name)(…)") { evaluator in
                switch function.body {
                case let .expression(expr): return try evaluator.value(expr)
                case let .statements(block): return try evaluator.run(block.statements)
                }
            }
        }
        if let statements = constants.getter(name, in: type) {
            guard let instance = try instance(of: object, type: type) else { return nil }
            return try instance.running(statements, named: "\(type).\(name)") { evaluator in
                if evaluator.env.assumedConditions != nil { evaluator.env.assumesGetterConditions = true }
                return try evaluator.run(statements)
            }
        }
        guard let expr = constants.firstMember(of: type, { constants.byType[$0]?[name] }),
              let instance = try instance(of: object, type: type) else { return nil }
        return try instance.running(expr, named: "\(type).\(name)") { try $0.value(expr) }
    }

    /// What `evaluate` gives on a copy of this evaluator (its scope kept), one declaration at a
    /// time (one that reaches itself is not known); nil when nothing known comes of it.
    private func running(_ node: some SyntaxProtocol, named key: String, _ evaluate: (inout Evaluator) throws -> Value?) throws -> Value? {
        guard context.isShallow(node), !context.evaluatingConstants.contains(key) else { return nil }
        context.evaluatingConstants.insert(key)
        defer { context.evaluatingConstants.remove(key) }
        var evaluator = self
        guard let value = try evaluate(&evaluator), !value.isUnknown else { return nil }
        return value
    }

    /// An evaluator inside `type` whose scope holds the instance's stored properties: what the
    /// initializer that fits the call stores, and the others' initial values. Nil when no
    /// initializer of the type fits (what the instance holds is then not known).
    private func instance(of object: Call, type: String) throws -> Evaluator? {
        let labels = object.arguments.map(\.label)
        // The properties the making gives, and each one's value (read after the others' initial values).
        let given: Set<String>
        let value: (String) throws -> Value
        if let initializers = context.constants.initializersByType[type], !initializers.isEmpty {
            guard let (initializer, binding) = initializers.lazy.compactMap({ initializer in initializer.bind(labels).map { (initializer, $0) } }).first,
                  let parameters = try bound(in: type, initializer.parameters, binding, object.arguments.map(\.value)) else { return nil }
            given = Set(initializer.properties.keys)
            value = { try parameters.value(initializer.properties[$0]!) }
        } else {
            // A type that declares no initializer (Mygra's `@Observable class ViewModel`, made as
            // `ViewModel()`) is made by the one Swift gives it: its properties' initial values,
            // and a struct's memberwise arguments by their labels.
            guard labels.allSatisfy({ $0 != nil }) else { return nil }
            let arguments = Dictionary(object.arguments.map { ($0.label ?? "", $0.value) }, uniquingKeysWith: { first, _ in first })
            given = Set(arguments.keys)
            value = { arguments[$0]! }
        }
        var instance = Evaluator(context: context, diagnostics: diagnostics, typeName: type, env: env)
        // The case and state the screen's reading chose are its own type's, not this one's.
        instance.env.caseName = nil
        instance.env.stateParameter = nil
        for (property, expr) in context.constants.storedByType[type] ?? [:] where !given.contains(property) {
            instance.scope.declare(property, try instance.value(expr))
        }
        for property in given.sorted() { instance.scope.declare(property, try value(property)) }
        return instance
    }
}
