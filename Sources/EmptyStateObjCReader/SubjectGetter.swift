/// What a subject's own getter can return: `- (DTState)emptyDataSetState { … return
/// DTStateLoading; … return DTStateOffline; }` never gives the cases it does not name, so those
/// are no screens (and neither is the default, when it returns only cases the methods name).
enum SubjectGetter {
    /// The constants the getter of `self.NAME` returns; nil when the class has no getter of its
    /// own or a return is anything but a named constant (then every case may come).
    static func returnedKeys(subjectPath: String, methods: SelfMethods) -> Set<String>? {
        let parts = subjectPath.split(separator: ".")
        guard parts.count == 2, parts[0] == "self", let getter = methods.getter(String(parts[1])) else { return nil }
        var keys = Set<String>()
        var onlyConstants = true
        SyntaxWalk.statements(getter.body, statement: { statement in
            guard case let .returnValue(value) = statement.kind else { return }
            if let value, case let .identifier(name) = value.kind { keys.insert(name) } else { onlyConstants = false }
        }, expression: { _ in })
        return onlyConstants && !keys.isEmpty ? keys : nil
    }
}
