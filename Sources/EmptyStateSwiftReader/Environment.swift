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
    /// Conditions not understood that are assumed instead, by their text (a configuration's
    /// ternaries: false, or true in the reading of that variant); nil leaves them unknown.
    var assumedConditions: [String: Bool]?
    /// Cases a subject is not, on the false side of a ternary that compared it (`filter == .all ?
    /// "workouts" : filter.rawValue`): that side reads one of its other cases.
    var ruledOutCases: [String: Set<String>] = [:]
    /// Whether an `if` on a condition not understood takes its assumed value too (a DZN data
    /// source's methods: each such `if` a variant), rather than being read as false.
    var assumesIfConditions = false
    /// The same for a computed property's `if … { return a }` before `return b`, on what the
    /// property does not work out itself (no local of its own in the condition).
    var assumesGetterConditions = false
    /// In a view builder that chooses the screen's texts (a `ContentUnavailableView`'s label or
    /// description): an `if`/`else` the code does not decide is a variant per branch.
    var branchesAreVariants = false
    /// In the description's builder: an `if` without `else` the code does not decide is a
    /// variant too (the description shown, or none), as `if filtering { Text(…) }` is.
    var loneBranchesAreVariants = false
    /// Whether a stored property reads as the object's set-up leaves it (`Constants.settled`):
    /// a data source's texts and images, never a condition (what a condition tests changes at
    /// run time: each outcome is a variant).
    var readsSettledState = false
    /// The list whose count is a DZN type's every row (`ShownDataEmptiness`): empty whenever
    /// the screen shows.
    var shownList: String?
    var inCondition = false
    /// The template key being read, for warnings (`title`, `button.title.highlighted`).
    var place = "expression"
}
