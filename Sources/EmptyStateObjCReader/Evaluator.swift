/// The abstract interpreter of one data-source method in one context: statements run in
/// order, `if` and `switch` take the branch the context decides, locals hold values. What it
/// cannot decide (a condition that is not a literal) takes the `else` branch with a warning.
final class Evaluator {
    let shared: ClassEvaluation
    let method: MethodDefinition
    let context: EvaluationContext
    var locals: [String: Value] = [:]
    var warnings: [String] = []
    /// A branch was chosen over a condition or switch the reader cannot know (`count == 0`).
    var choseOverUnknown = false
    /// A stored property or variable was read as the class's set-up leaves it (`self.isShowEmptyData
    /// = NO;` in `viewDidLoad`): its state before the app's run-time code changes it.
    var readSetUpState = false
    /// The views lazy getters made in this run (shared with the getters it runs).
    var instance = InstanceState()
    /// Locals made of an array literal (`NSArray *title = @[@"…", @"…"];`), for the element a
    /// screen's index picks (`IndexedArrays`).
    var localArrays: [String: [Expr]] = [:]
    /// The image last drawn into the method's graphics context (`[binocs drawInRect:…]`), which
    /// `UIGraphicsGetImageFromCurrentImageContext()` gives back (INaturalistIOS's tinted copy).
    var drawnImage: ImageValue?

    init(shared: ClassEvaluation, method: MethodDefinition, context: EvaluationContext) {
        self.shared = shared
        self.method = method
        self.context = context
        for (index, name) in method.parameterNames.enumerated() where !name.isEmpty {
            if index == 1, DataSourceSelector(rawValue: method.selector)?.takesState == true, let state = context.state {
                locals[name] = .number(state)
            } else {
                locals[name] = .unknown(Unknown(name: name, offset: method.start, buffer: method.buffer))
            }
        }
    }

    /// The method's own file (a superclass's, for a subclass's screen).
    var buffer: SourceBuffer { method.buffer }

    /// `-[Class selector]`, as warnings name the method: the class that implements it.
    var methodLabel: String { "-[\(method.className) \(method.selector)]" }

    func warn(_ message: String, at offset: UInt32) {
        warnings.append("\(buffer.prefix(Int(offset)))\(methodLabel): \(message)")
    }

    func step(at offset: UInt32) throws {
        shared.budget.remaining -= 1
        if shared.budget.remaining < 0 {
            throw buffer.error("more than \(shared.budget.limit) evaluation steps for one file (the reader's limit)", at: Int(offset))
        }
    }

    /// The method's result: what it returns (nil when it returns nothing).
    func run() throws -> Value {
        for statement in method.body {
            if case let .returned(value) = try execute(statement) { return value }
        }
        return .null
    }

    enum Flow {
        case normal, breakOut
        case returned(Value)
    }

    func execute(_ statement: Stmt) throws -> Flow {
        try step(at: statement.start)
        switch statement.kind {
        case .expression(let e):
            _ = try evaluate(e)
        case .declaration(let declarators):
            for d in declarators {
                if let items = d.initializer.flatMap(IndexedArrays.items) { localArrays[d.name] = items } else { localArrays[d.name] = nil }
                locals[d.name] = try d.initializer.map(evaluate)
                    ?? (d.isObject ? .null : .unknown(Unknown(name: d.name, offset: d.start, buffer: buffer)))
            }
        case .block(let statements):
            for s in statements {
                let flow = try execute(s)
                if case .normal = flow { continue }
                return flow
            }
        case .ifChain(let branches, let otherwise):
            var first = 0
            if branches.count > 2, shared.analysis.subjectPath != nil {
                let table = chainTable(branches, at: statement.start)
                if let label = context.caseLabel, let index = table.byKey[label] { return try execute(branches[index].body) }
                first = table.leading
            }
            for branch in branches[first...] {
                switch truth(try evaluate(branch.condition)) {
                case .yes: return try execute(branch.body)
                case .no: continue
                case .unknown:
                    choseOverUnknown = true
                    warn("the condition is not a literal, so its else branch is taken: "
                         + source(branch.condition, limit: ReaderLimits.warningExpression), at: branch.condition.start)
                }
            }
            if let otherwise { return try execute(otherwise) }
        case .switchOver(let s):
            guard let start = try startIndex(of: s) else { return .normal }
            var i = start
            while i < s.statements.count {
                let flow = try execute(s.statements[i])
                switch flow {
                case .normal: i += 1
                case .breakOut: return .normal
                case .returned: return flow
                }
            }
        case .returnValue(let e):
            return .returned(try e.map(returned) ?? .null)
        case .breakOut, .continueLoop:
            return .breakOut
        case .unsupported(let message):
            warn(message, at: statement.start)
        case .empty:
            break
        }
        return .normal
    }

    /// Where a switch starts in this context: the case label of the screen (or the label equal
    /// to the subject's value), else `default:`, else nowhere.
    private func startIndex(of s: SwitchStatement) throws -> Int? {
        let subject = try evaluate(s.subject)
        var subjectIsCase = false
        if case .caseValue = subject { subjectIsCase = true }
        let table = try labelTable(for: s, subjectIsCase: subjectIsCase)
        switch subject {
        case .caseValue:
            guard let label = context.caseLabel else { return table.defaultIndex }
            return table.byKey[label] ?? table.defaultIndex
        case .number, .bool:
            return table.byNumber[subject.number!] ?? table.defaultIndex
        default:
            choseOverUnknown = true
            warn("the switch is over what is not a literal, so its default is taken: "
                 + source(s.subject, limit: ReaderLimits.warningExpression), at: s.subject.start)
            return table.defaultIndex
        }
    }

    private func labelTable(for s: SwitchStatement, subjectIsCase: Bool) throws -> LabelTable {
        let tableKey = SwitchKey(file: buffer.serial, id: s.id)
        if let table = shared.labelTables[tableKey] { return table }
        var table = LabelTable()
        for label in s.labels {
            guard let value = label.value else {
                if table.defaultIndex == nil { table.defaultIndex = label.index }
                continue
            }
            let key = BranchAnalysis.labelKey(value, buffer: buffer)
            if table.byKey[key] == nil { table.byKey[key] = label.index }
            if !subjectIsCase, let n = try evaluate(value).number, table.byNumber[n] == nil { table.byNumber[n] = label.index }
        }
        shared.labelTables[tableKey] = table
        return table
    }

    private func chainTable(_ branches: [(condition: Expr, body: Stmt)], at offset: UInt32) -> ChainTable {
        let tableKey = SwitchKey(file: buffer.serial, id: Int(offset))
        if let table = shared.chainTables[tableKey] { return table }
        var table = ChainTable()
        for (index, branch) in branches.enumerated() {
            guard case let .binary(.eq, a, b) = branch.condition.kind else { break }
            let isSubject: (Expr) -> Bool = { e in
                if case .subject? = self.shared.analysis.specials[BranchAnalysis.nodeKey(e, in: self.buffer)] { return true }
                return false
            }
            let other: Expr
            if isSubject(a) { other = b } else if isSubject(b) { other = a } else { break }
            guard BranchAnalysis.isConstantName(other) else { break }
            let key = BranchAnalysis.labelKey(other, buffer: buffer)
            if table.byKey[key] == nil { table.byKey[key] = index }
            table.leading = index + 1
        }
        shared.chainTables[tableKey] = table
        return table
    }

    func source(_ e: Expr, limit: Int = ReaderLimits.placeholderExpression) -> String {
        buffer.collapsed(Int(e.start), Int(e.end), limit: limit)
    }

    func unknown(_ e: Expr) -> Value { .unknown(Unknown(buffer, e.start, e.end)) }

    enum Truth { case yes, no, unknown }

    func truth(_ value: Value) -> Truth {
        switch value {
        case .null: return .no
        case .bool(let b): return b ? .yes : .no
        case .number(let n): return n != 0 ? .yes : .no
        case .unknown, .symbol, .caseValue, .constant, .selfRef: return .unknown
        default: return .yes
        }
    }
}
