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
    private let table: [String: HelperMethod]
    private var parsed: [String: MethodDefinition?] = [:]
    private var running: [String] = []

    /// `chain`: the helpers of the screen's class, then of its superclass, and so on.
    init(_ chain: [[String: HelperMethod]] = []) {
        var table: [String: HelperMethod] = [:]
        for helpers in chain { table.merge(helpers) { nearer, _ in nearer } }
        self.table = table
    }

    /// The value of sending `selector` to self, or nil when no class of the chain defines it
    /// or what it returns is not known: then the send is unknown as before, named where it is
    /// sent, without what the method's own reading warned of (a lazy getter's `if (!_view)`).
    func value(_ selector: String, from caller: Evaluator) throws -> Value? {
        guard let helper = table[selector], !running.contains(selector), running.count < ReaderLimits.nestedSends,
              let method = definition(helper) else { return nil }
        running.append(selector)
        defer { running.removeLast() }
        let evaluator = Evaluator(shared: caller.shared, method: method, context: caller.context)
        let value = try evaluator.run()
        guard value.unknownPart == nil else { return nil }
        caller.warnings += evaluator.warnings
        return value
    }

    /// The helper's body parsed once; nil when it cannot be (the send stays unknown, as for a
    /// method the reader does not have).
    private func definition(_ helper: HelperMethod) -> MethodDefinition? {
        if let known = parsed[helper.selector] { return known }
        var method: MethodDefinition?
        if let tokens = try? ClassScanner.body(in: helper.buffer, at: helper.bodyStart) {
            // Its switches are numbered apart from those the file's scan numbered.
            let parser = Parser(buffer: helper.buffer, tokens: tokens, switchCounter: (Int(helper.bodyStart) + 1) << 24)
            if let body = try? parser.parseBody() {
                method = MethodDefinition(selector: helper.selector, parameterNames: [], parameterTypes: [], isClassMethod: false,
                                          body: body, start: helper.start, buffer: helper.buffer, className: helper.className)
            }
        }
        parsed[helper.selector] = method
        return method
    }
}
