/// An instance method without arguments (`- (NSString *)emptyTitle`), or one returning nothing
/// (a setter a set-up sends), kept by where its body is: it is parsed only when a data-source
/// method or a set-up sends it to `self`.
struct HelperMethod {
    var selector: String
    /// A setter's parameters (`- (void)setEmptyState:(NSString *)title description:…`).
    var parameterNames: [String] = []
    var className: String
    var start: UInt32
    /// Its body's `{`.
    var bodyStart: UInt32
    var buffer: SourceBuffer
    /// A method returning nothing and taking nothing that is no set-up of UIKit's own
    /// (`- (void)customizeEmptyDataSet`): what it assigns counts only where a set-up sends it.
    var isSetUpStep = false
}

/// What `[self emptyTitle]` and `self.emptyTitle` run in a screen: for each selector, the
/// nearest class's method (a subclass's override first, then its superclass's…), evaluated in
/// the screen's context, so a superclass's data-source method gives the subclass's value. A
/// method that reaches itself, or sends more than `ReaderLimits.nestedSends` deep, stays unknown.
final class SelfMethods {
    /// The helpers of the screen's class, then of its superclass, and so on.
    let chain: [[String: HelperMethod]]
    private var parsed: [String: MethodDefinition?] = [:]
    private var running: [String] = []

    /// The methods a view controller or view sets its own properties up in, in the order UIKit
    /// runs them; an assignment in a later one wins.
    static let setUpSelectors = ["init", "commonInit", "awakeFromNib", "loadView", "viewDidLoad", "setup", "setUp", "setupUI",
                                 "configure", "configureView"]

    /// What the code that uses a view category's data source assigns to the view's properties
    /// (`ViewCategorySources`): read before any getter.
    private let presets: [String: Value]
    /// The view's associated objects hold only what `presets` gives: `objc_getAssociatedObject`
    /// of anything else is nil, as on a view nothing else configured.
    let associatedObjectsUnset: Bool

    init(_ chain: [[String: HelperMethod]] = [], presets: [String: Value] = [:], associatedObjectsUnset: Bool = false) {
        self.chain = chain
        self.presets = presets
        self.associatedObjectsUnset = associatedObjectsUnset
        setsItselfUp = chain.contains { helpers in Self.setUpSelectors.contains { helpers[$0] != nil } }
    }

    /// The flags whose getter only returns a literal (`- (BOOL)isReachable { return YES; }`):
    /// the value is known, not a variant (`[self isReachable]` → `reachable`).
    func constantFlags(_ flags: [String]) -> Set<String> {
        Set(flags.filter { flag in
            let capitalized = flag.prefix(1).uppercased() + flag.dropFirst()
            for selector in [flag, "is" + capitalized, "has" + capitalized] {
                guard let getter = getter(selector) else { continue }
                guard getter.body.count == 1, case let .returnValue(value?) = getter.body[0].kind,
                      case let .identifier(name) = value.kind else { return false }
                return ["YES", "NO"].contains(name)
            }
            return false
        })
    }

    /// The value of sending `selector` to self (or reading the property): the nearest class's
    /// getter, else what the nearest class assigns to `self.selector` when it sets itself up
    /// (`self.emptyDataSetTitle = NSLocalizedString(@"msg_no_recent_stops", @"")` in `init`),
    /// as the property holds it by the time the empty state is shown. Nil when no class of the
    /// chain says or what it gives is not known: then the send is unknown as before, named where
    /// it is sent, without what the method's own reading warned of (a lazy getter's `if (!_view)`).
    func value(_ selector: String, from caller: Evaluator) throws -> Value? {
        if let preset = presets[selector] { return preset }
        return try entering(selector) {
            for helpers in chain {
                if let helper = helpers[selector], !helper.isSetUpStep {
                    guard let method = definition(helper) else { return nil }
                    return try known(in: method, for: caller) { try $0.run() }
                }
                guard !selector.contains(":") else { continue }
                if let assigned = try setUp(of: helpers, assigning: .property(selector), for: caller) {
                    caller.readSetUpState = true
                    return assigned.unknownPart == nil ? assigned : nil
                }
            }
            guard !selector.contains(":"), let assigned = try defaultSourceSetUp(assigning: .property(selector), for: caller) else { return nil }
            caller.readSetUpState = true
            return assigned
        }
    }

    /// Whether a class of the chain sets itself up in a method UIKit runs (`viewDidLoad`,
    /// `init`, …): its own state is then its own to give, where a plain source object's
    /// properties (OBAEmptyDataSetSource's `image`) are its creator's to set.
    let setsItselfUp: Bool

    /// Whether a class of the chain has a method of that name (`respondsToSelector:`).
    func implements(_ selector: String) -> Bool {
        chain.contains { $0[selector] != nil }
    }

    /// A variable the data source reads that is neither local nor a constant: an instance
    /// variable or a file's global (`emptyStateTitle`), as the nearest class's set-up leaves it,
    /// directly or through a setter it sends to self (`[self setEmptyState:@"…" description:@"…"]`).
    func variable(_ name: String, from caller: Evaluator) throws -> Value? {
        try entering(name) { try nearestSetUp(assigning: .variable(name), for: caller) }
    }

    /// A property's instance variable read directly (`_emptyDataTitle`): the preset, else what
    /// the nearest class's set-up assigns to the property (its getter is not run); nil when none does.
    func storedProperty(_ name: String, from caller: Evaluator) throws -> Value? {
        if let preset = presets[name] { return preset }
        // Whether a set-up assigns it does not depend on the screen's case or flags.
        guard !unsetProperties.contains(name) else { return nil }
        let refused = running.contains("_" + name) || running.count >= ReaderLimits.nestedSends
        let found = try entering("_" + name) { try nearestSetUp(assigning: .property(name), for: caller) }
        if found == nil, !refused { unsetProperties.insert(name) }
        return found
    }

    /// The properties `storedProperty` found no set-up assigning.
    private var unsetProperties: Set<String> = []

    /// What the nearest class whose set-up assigns `target` leaves in it; nil when none does.
    private func nearestSetUp(assigning target: Stored, for caller: Evaluator) throws -> Value? {
        for helpers in chain {
            if let assigned = try setUp(of: helpers, assigning: target, for: caller) {
                caller.readSetUpState = true
                return assigned
            }
        }
        if let assigned = try defaultSourceSetUp(assigning: target, for: caller) {
            caller.readSetUpState = true
            return assigned
        }
        return nil
    }

    /// `read` with `name` marked as being evaluated: nil when it already is (a method that
    /// reaches itself) or sends are `ReaderLimits.nestedSends` deep.
    private func entering(_ name: String, _ read: () throws -> Value?) rethrows -> Value? {
        guard !running.contains(name), running.count < ReaderLimits.nestedSends else { return nil }
        running.append(name)
        defer { running.removeLast() }
        return try read()
    }

    /// What a class's set-up methods leave in `target`, the later method winning; nil when none
    /// assigns it. A value not known is returned as it is (a superclass's default does not
    /// stand for what a subclass computes).
    private func setUp(of helpers: [String: HelperMethod], assigning target: Stored, for caller: Evaluator) throws -> Value? {
        for setUp in Self.setUpSelectors.reversed() {
            guard let helper = helpers[setUp], let method = definition(helper),
                  let assigned = try lastAssigned(target, in: method, arguments: [:], for: caller, depth: 0) else { continue }
            if assigned.value.unknownPart == nil { caller.warnings += assigned.warnings }
            return assigned.value
        }
        return nil
    }

    /// A name a set-up assigns: a property (`self.name`, `_name`) or a variable (`name`, `self->name`).
    enum Stored: Hashable {
        case property(String)
        case variable(String)

        func matches(_ target: Expr) -> Bool {
            switch (self, target.kind) {
            case let (.property(name), .member(base, member)), let (.variable(name), .member(base, member)):
                guard member == name, case .identifier("self") = base.kind else { return false }
                return true
            case let (.property(name), .identifier(identifier)): return identifier == "_" + name
            case let (.variable(name), .identifier(identifier)): return identifier == name
            default: return false
            }
        }
    }

    struct Assigned {
        var value: Value
        var warnings: [String]
    }

    /// The value last assigned to `target` by `method`'s statements (blocks and `if (self) { … }`
    /// included) or by a setter of the chain it sends to self, evaluated in `method` with its
    /// parameters bound to `arguments`; nil when nothing assigns it.
    func lastAssigned(_ target: Stored, in method: MethodDefinition, arguments: [String: Value], for caller: Evaluator,
                              depth: Int) throws -> Assigned? {
        guard depth <= 3 else { return nil }
        func evaluator() -> Evaluator {
            let evaluator = Evaluator(shared: caller.shared, method: method, context: caller.context)
            evaluator.locals.merge(arguments) { _, bound in bound }
            return evaluator
        }
        var found: Assigned?
        func scan(_ statements: [Stmt]) throws {
            for statement in statements {
                switch statement.kind {
                case let .expression(expr):
                    if case let .assign(op, assignedTo, value) = expr.kind, op == .assign, target.matches(assignedTo) {
                        let reader = evaluator()
                        found = Assigned(value: try reader.evaluate(value), warnings: reader.warnings)
                    } else if let send = followedSend(expr), mayAssign(target, in: send.method, depth: depth + 1) {
                        let reader = evaluator()
                        var bound: [String: Value] = [:]
                        for (name, arg) in zip(send.method.parameterNames, send.args) where !name.isEmpty { bound[name] = try reader.evaluate(arg) }
                        found = try lastAssigned(target, in: send.method, arguments: bound, for: caller, depth: depth + 1) ?? found
                    }
                case let .block(inner):
                    try scan(inner)
                case let .ifChain(branches, _) where branches.count == 1:
                    // `if (self) { … }` and its kin: what an initializer sets up.
                    try scan([branches[0].body])
                default: break
                }
            }
        }
        try scan(method.body)
        return found
    }

    /// A send to self that a set-up's reading follows: a setter of the chain with its arguments
    /// (`[self setEmptyState:@"…" description:@"…"]`), or a set-up step (`[self customizeEmptyDataSet]`).
    func followedSend(_ expr: Expr) -> (method: MethodDefinition, args: [Expr])? {
        guard case let .message(receiver, selector, args) = expr.kind, case .identifier("self") = receiver.kind,
              let setter = helper(selector), args.isEmpty ? setter.isSetUpStep : true, let method = definition(setter),
              method.parameterNames.count == args.count else { return nil }
        return (method, args)
    }

    /// Whether `method`, or a method it sends to self as `lastAssigned` follows, has an
    /// assignment to `target`: the arguments of a send are evaluated only when it may (a
    /// controller's `setupTableView` that sends a dozen setters assigns no empty-state text).
    private func mayAssign(_ target: Stored, in method: MethodDefinition, depth: Int) -> Bool {
        guard depth <= 3 else { return false }
        let key = MayAssignKey(target: target, method: method.className + " " + method.selector, depth: depth)
        if let known = mayAssignCache[key] { return known }
        mayAssignCache[key] = false  // a method that reaches itself adds nothing
        func scan(_ statements: [Stmt]) -> Bool {
            statements.contains { statement in
                switch statement.kind {
                case let .expression(expr):
                    if case let .assign(op, assignedTo, _) = expr.kind, op == .assign, target.matches(assignedTo) { return true }
                    guard let send = followedSend(expr) else { return false }
                    return mayAssign(target, in: send.method, depth: depth + 1)
                case let .block(inner):
                    return scan(inner)
                case let .ifChain(branches, _) where branches.count == 1:
                    return scan([branches[0].body])
                default:
                    return false
                }
            }
        }
        let result = scan(method.body)
        mayAssignCache[key] = result
        return result
    }

    private struct MayAssignKey: Hashable {
        var target: Stored
        var method: String
        var depth: Int
    }

    private var mayAssignCache: [MayAssignKey: Bool] = [:]

    /// What `read` gives, evaluated in `method` as the caller's screen runs it, with its warnings
    /// passed on; nil when any of it is not known.
    private func known(in method: MethodDefinition, for caller: Evaluator, _ read: (Evaluator) throws -> Value) rethrows -> Value? {
        let evaluator = Evaluator(shared: caller.shared, method: method, context: caller.context)
        evaluator.instance = caller.instance
        let value = try read(evaluator)
        guard value.unknownPart == nil else { return nil }
        caller.warnings += evaluator.warnings
        return value
    }

    /// The nearest class's own getter of a property, parsed (nil: the class synthesizes it).
    func getter(_ selector: String) -> MethodDefinition? {
        guard !selector.contains(":"), let helper = helper(selector), !helper.isSetUpStep else { return nil }
        return definition(helper)
    }

    /// The nearest class's method for a selector.
    private func helper(_ selector: String) -> HelperMethod? {
        for helpers in chain { if let found = helpers[selector] { return found } }
        return nil
    }

    /// The helper's body parsed once; nil when it cannot be (the send stays unknown, as for a
    /// method the reader does not have).
    func definition(_ helper: HelperMethod) -> MethodDefinition? {
        let key = helper.className + " " + helper.selector
        if let known = parsed[key] { return known }
        let method = Self.parse(helper)
        parsed[key] = method
        return method
    }

    /// A helper's body parsed; nil when it cannot be.
    static func parse(_ helper: HelperMethod) -> MethodDefinition? {
        guard let tokens = try? ClassScanner.body(in: helper.buffer, at: helper.bodyStart) else { return nil }
        // Its switches are numbered apart from those the file's scan numbered.
        let parser = Parser(buffer: helper.buffer, tokens: tokens, switchCounter: (Int(helper.bodyStart) + 1) << 24)
        guard let body = try? parser.parseBody() else { return nil }
        return MethodDefinition(selector: helper.selector, parameterNames: helper.parameterNames, parameterTypes: helper.parameterNames.map { _ in "id" },
                                isClassMethod: false, body: body, start: helper.start, buffer: helper.buffer, className: helper.className)
    }
}
