/// An instance method without arguments (`- (NSString *)emptyTitle`), kept by where its body
/// is: it is parsed only when a data-source method sends it to `self`.
struct HelperMethod {
    var selector: String
    var className: String
    var start: UInt32
    /// Its body's `{`.
    var bodyStart: UInt32
    var buffer: SourceBuffer
}

/// What `[self emptyTitle]` and `self.emptyTitle` run in a screen: for each selector, the
/// nearest class's method (a subclass's override first, then its superclass's…), evaluated in
/// the screen's context, so a superclass's data-source method gives the subclass's value. A
/// method that reaches itself, or sends more than `ReaderLimits.nestedSends` deep, stays unknown.
final class SelfMethods {
    /// The helpers of the screen's class, then of its superclass, and so on.
    private let chain: [[String: HelperMethod]]
    private var parsed: [String: MethodDefinition?] = [:]
    private var running: [String] = []

    /// The methods a view controller or view sets its own properties up in, in the order UIKit
    /// runs them; an assignment in a later one wins.
    static let setUpSelectors = ["init", "commonInit", "awakeFromNib", "loadView", "viewDidLoad", "setup", "setUp", "setupUI",
                                 "configure", "configureView"]

    init(_ chain: [[String: HelperMethod]] = []) {
        self.chain = chain
    }

    /// The value of sending `selector` to self (or reading the property): the nearest class's
    /// getter, else what the nearest class assigns to `self.selector` when it sets itself up
    /// (`self.emptyDataSetTitle = NSLocalizedString(@"msg_no_recent_stops", @"")` in `init`),
    /// as the property holds it by the time the empty state is shown. Nil when no class of the
    /// chain says or what it gives is not known: then the send is unknown as before, named where
    /// it is sent, without what the method's own reading warned of (a lazy getter's `if (!_view)`).
    func value(_ selector: String, from caller: Evaluator) throws -> Value? {
        guard !running.contains(selector), running.count < ReaderLimits.nestedSends else { return nil }
        running.append(selector)
        defer { running.removeLast() }
        for helpers in chain {
            if let helper = helpers[selector] {
                guard let method = definition(helper) else { return nil }
                return try known(in: method, for: caller) { try $0.run() }
            }
            guard !selector.contains(":") else { continue }
            for setUp in Self.setUpSelectors.reversed() {
                guard let helper = helpers[setUp], let method = definition(helper),
                      let assigned = Self.lastAssignment(to: selector, in: method.body) else { continue }
                return try known(in: method, for: caller) { try $0.evaluate(assigned) }
            }
        }
        return nil
    }

    /// What `read` gives, evaluated in `method` as the caller's screen runs it, with its warnings
    /// passed on; nil when any of it is not known.
    private func known(in method: MethodDefinition, for caller: Evaluator, _ read: (Evaluator) throws -> Value) rethrows -> Value? {
        let evaluator = Evaluator(shared: caller.shared, method: method, context: caller.context)
        let value = try read(evaluator)
        guard value.unknownPart == nil else { return nil }
        caller.warnings += evaluator.warnings
        return value
    }

    /// The value last assigned to `self.name` (or `_name`) in a body's statements, blocks and
    /// `if (self) { … }` included.
    static func lastAssignment(to name: String, in statements: [Stmt]) -> Expr? {
        var found: Expr?
        for statement in statements {
            switch statement.kind {
            case let .expression(expr):
                guard case let .assign(op, target, value) = expr.kind, op == .assign else { continue }
                switch target.kind {
                case let .member(base, member) where member == name:
                    if case .identifier("self") = base.kind { found = value }
                case let .identifier(identifier) where identifier == "_" + name:
                    found = value
                default: break
                }
            case let .block(inner):
                found = lastAssignment(to: name, in: inner) ?? found
            case let .ifChain(branches, _) where branches.count == 1:
                // `if (self) { … }` and its kin: what an initializer sets up.
                found = lastAssignment(to: name, in: [branches[0].body]) ?? found
            default: break
            }
        }
        return found
    }

    /// The helper's body parsed once; nil when it cannot be (the send stays unknown, as for a
    /// method the reader does not have).
    private func definition(_ helper: HelperMethod) -> MethodDefinition? {
        let key = helper.className + " " + helper.selector
        if let known = parsed[key] { return known }
        var method: MethodDefinition?
        if let tokens = try? ClassScanner.body(in: helper.buffer, at: helper.bodyStart) {
            // Its switches are numbered apart from those the file's scan numbered.
            let parser = Parser(buffer: helper.buffer, tokens: tokens, switchCounter: (Int(helper.bodyStart) + 1) << 24)
            if let body = try? parser.parseBody() {
                method = MethodDefinition(selector: helper.selector, parameterNames: [], parameterTypes: [], isClassMethod: false,
                                          body: body, start: helper.start, buffer: helper.buffer, className: helper.className)
            }
        }
        parsed[key] = method
        return method
    }
}
