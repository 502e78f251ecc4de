/// Local variables and their values at one point of a function. A block's own variables go
/// when it ends (`mark()` then `restore(_:)`), restoring any they shadowed: the cost is the
/// block's declarations, not every variable in scope.
struct Scope {
    private(set) var values: [String: Value] = [:]
    private var declared: [(name: String, previous: Value?)] = []

    /// Reads and assigns (an assignment to a variable keeps its declaration's block).
    subscript(name: String) -> Value? {
        get { values[name] }
        set { values[name] = newValue }
    }

    /// Declares a variable in the current block.
    mutating func declare(_ name: String, _ value: Value) {
        declared.append((name, values[name]))
        values[name] = value
    }

    func mark() -> Int { declared.count }

    mutating func restore(_ mark: Int) {
        while declared.count > mark {
            let (name, previous) = declared.removeLast()
            values[name] = previous
        }
    }
}
