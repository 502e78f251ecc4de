/// The branch a screen is read in: the enum case, the Boolean properties' values, the button's
/// control state. Conditions on them are decided; other conditions are not understood.
struct Environment {
    /// The enum case this screen reads (`airbnb`), or nil when the code names none.
    var caseName: String?
    /// Boolean properties branched on (`isLoading`) and their value in this screen.
    var booleans: [String: Bool] = [:]
    /// The `state` parameter of `buttonTitle(forEmptyDataSet:for state:)` and its value.
    var stateParameter: String?
    var state: String?
    /// The template key being read, for warnings (`title`, `button.title.highlighted`).
    var place = "expression"
}

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
