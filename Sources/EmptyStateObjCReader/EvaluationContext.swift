/// One evaluation of a data-source method: which case of the branch subject the screen is
/// (nil: the default, none of the labels), which Boolean properties are true (a variant), and
/// which UIControlState a `forState:` method is asked for.
struct EvaluationContext: Hashable {
    var caseLabel: String?
    /// The label's index in `BranchAnalysis.labels`.
    var caseIndex: Int?
    var trueFlags: Set<String> = []
    var state: Double?
}

/// What every evaluation of a class shares: the branch subject and flags found by the analysis,
/// the file's evaluation budget, and each switch's label table (built once, so a switch with
/// 100,000 cases costs one lookup per evaluation).
final class ClassEvaluation {
    let buffer: SourceBuffer
    let className: String
    let analysis: BranchAnalysis
    let budget: Budget
    var labelTables: [SwitchKey: LabelTable] = [:]
    /// For `if (subject == A) … else if (subject == B) …`: by the chain's offset.
    var chainTables: [SwitchKey: ChainTable] = [:]
    /// The file's accessors (see `FileScan.accessors`), and those being evaluated
    /// (an accessor that reaches itself is unknown, not a loop).
    var accessors: [String: [String: MethodDefinition]] = [:]
    var runningAccessors: Set<String> = []
    /// The methods `self` answers (the screen's class and its superclasses').
    var selfMethods = SelfMethods()
    /// The app's other files the importer gave (a font singleton's or a class of texts'
    /// accessors are read there).
    var others: OtherFiles?
    /// The file's and the app's `NSString *const` constants, by name.
    var stringConstants: [String: String] = [:]
    /// The app's `UIImage` category methods that return an image (`ScannedFile.imageMethods`).
    var imageMethods: Set<String> = []
    /// Per instance variable, whether the class's getter of its property creates it lazily.
    var lazyVariables: [String: Bool] = [:]

    init(buffer: SourceBuffer, className: String, analysis: BranchAnalysis, budget: Budget) {
        self.buffer = buffer
        self.className = className
        self.analysis = analysis
        self.budget = budget
    }
}

/// A switch (or an if chain) in one of the files a screen's methods are in.
struct SwitchKey: Hashable {
    var file: Int
    var id: Int
}

struct LabelTable {
    /// Label key (the subject's case names) or number → where execution starts.
    var byKey: [String: Int] = [:]
    var byNumber: [Double: Int] = [:]
    var defaultIndex: Int?
}

/// The leading branches of an if chain that only compare the subject with a name: they are
/// false but for the one naming the screen's case, found with one lookup.
struct ChainTable {
    var leading = 0
    var byKey: [String: Int] = [:]
}

/// Evaluation steps left for the file.
final class Budget {
    let limit: Int
    var remaining: Int

    init(limit: Int = ReaderLimits.evaluationSteps) {
        self.limit = limit
        remaining = limit
    }
}
