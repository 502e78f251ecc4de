/// A view an app function returns (`private func exampleButton(_ text: String) -> some View {
/// Button { … } label: { Text(text) } }`) keeps the function's parameters and locals, so that its
/// closures, read later by whoever reads the view, see `text` as the call bound it.
extension Value {
    /// This value with `locals` kept by each call of its modifier chain (`Button(…).font(…)`).
    func capturing(_ locals: [String: Value]) -> Value {
        guard !locals.isEmpty, case var .call(call) = self else { return self }
        call.captured.merge(locals) { held, _ in held }
        if case let .value(receiver) = call.receiver { call.receiver = .value(receiver.capturing(locals)) }
        return .call(call)
    }
}

extension Evaluator {
    /// An evaluator for `call`'s closures: this one with the locals of the function that made
    /// the call declared over its own.
    func readingClosures(of call: Call) -> Evaluator {
        guard !call.captured.isEmpty else { return self }
        var inner = self
        for (name, value) in call.captured.sorted(by: { $0.key < $1.key }) { inner.scope.declare(name, value) }
        return inner
    }
}
