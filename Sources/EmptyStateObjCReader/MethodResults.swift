import EmptyStateModel

/// One data-source method's contribution to a screen, as template values, with its warnings.
/// Results are kept per (method, case, flag, state) the method depends on: a method that does
/// not read the subject is evaluated once for every screen.
struct MethodResult {
    var value: TemplateValue?
    var warnings: [String]
    /// Every part was a literal.
    var isKnown: Bool
    /// The method chose a branch over a condition known only at run time.
    var dependsOnRunTime = false
}

final class MethodResults {
    private let shared: ClassEvaluation
    private let methods: [String: MethodDefinition]
    private var memo: [Key: MethodResult] = [:]

    private struct Key: Hashable {
        var selector: DataSourceSelector
        /// The case label's index, -1 for the default, -2 when the method does not read the subject.
        var caseIndex: Int
        /// The true flags the method reads, by index + 1, in order (a context has at most two).
        var flags: [Int]
        var state: Double
    }
    /// Per method, whether it names each case label (by index).
    private var namedIndexes: [DataSourceSelector: [Bool]] = [:]
    private var flagIndexes: [String: Int] = [:]

    init(shared: ClassEvaluation, methods: [MethodDefinition]) {
        self.shared = shared
        var table: [String: MethodDefinition] = [:]
        for method in methods where table[method.selector] == nil { table[method.selector] = method }
        self.methods = table
        let labels = shared.analysis.labels
        for (selectorName, named) in shared.analysis.namedLabels {
            guard let selector = DataSourceSelector(rawValue: selectorName) else { continue }
            namedIndexes[selector] = labels.map { named.contains($0.key) }
        }
        for (i, flag) in shared.analysis.flags.enumerated() { flagIndexes[flag] = i + 1 }
    }

    /// The case as the method tells it apart: a label it does not name is the default (-1).
    private func caseIndex(_ context: EvaluationContext, _ selector: DataSourceSelector) -> Int {
        guard let index = context.caseIndex else { return -1 }
        return namedIndexes[selector]?[index] == true ? index : -1
    }

    func implements(_ selector: DataSourceSelector) -> Bool { methods[selector.rawValue] != nil }

    /// `file:line:col: -[Class selector]: ` at the method, for warnings about its results.
    func warningPrefix(_ selector: DataSourceSelector) -> String {
        if let known = prefixes[selector] { return known }
        guard let method = methods[selector.rawValue] else { return "" }
        let prefix = "\(method.buffer.prefix(Int(method.start)))-[\(method.className) \(method.selector)]: "
        prefixes[selector] = prefix
        return prefix
    }
    private var prefixes: [DataSourceSelector: String] = [:]

    /// The result of `selector` in `context` (nil when the class does not implement it).
    func result(_ selector: DataSourceSelector, _ context: EvaluationContext) throws -> MethodResult? {
        guard let method = methods[selector.rawValue] else { return nil }
        let analysis = shared.analysis
        let caseMatters = analysis.usesSubject.contains(method.selector)
        let usedFlags = analysis.usedFlags[method.selector] ?? []
        let flags = context.trueFlags.filter { usedFlags.contains($0) }.map { flagIndexes[$0] ?? 0 }.sorted()
        let key = Key(selector: selector,
                      caseIndex: caseMatters ? caseIndex(context, selector) : -2,
                      flags: flags,
                      state: selector.takesState ? context.state ?? -1 : -1)
        if let known = memo[key] { return known }
        let evaluator = Evaluator(shared: shared, method: method, context: context)
        let value = try evaluator.run()
        var converter = TemplateConverter(buffer: method.buffer, methodLabel: evaluator.methodLabel)
        let template = convert(selector, value, &converter, at: method.start)
        let result = MethodResult(value: template, warnings: evaluator.warnings + converter.warnings, isKnown: !converter.sawUnknown,
                                  dependsOnRunTime: evaluator.choseOverUnknown || evaluator.readSetUpState)
        memo[key] = result
        return result
    }

    /// What a method's return value means in the template; DZN's defaults (nil, 0, YES for
    /// display and fade-in, NO for animation) set nothing.
    private func convert(_ selector: DataSourceSelector, _ value: Value, _ c: inout TemplateConverter, at offset: UInt32) -> TemplateValue? {
        switch selector {
        case .title: return c.text(value, "title", at: offset)
        case .description: return c.text(value, "description", at: offset)
        case .image: return c.image(value, "image", at: offset)
        case .imageTintColor: return c.color(value, "image.tintColor", at: offset)
        case .imageAnimation: return c.animation(value, "image.animation", at: offset)
        case .buttonTitle: return c.text(value, "button.title", at: offset)
        case .buttonImage: return c.image(value, "button.image", at: offset)
        case .buttonBackgroundImage: return c.image(value, "button.backgroundImage", at: offset)
        case .backgroundColor: return c.color(value, "backgroundColor", at: offset)
        case .customView:
            if case .null = value { return nil }
            if case let .object(box) = value, Evaluator.isView(box.className), let content = c.customView(box, at: offset) {
                return content
            }
            if case let .object(box) = value, let nib = c.nibView(box, at: offset) { return nib }
            c.note("customViewForEmptyDataSet: a custom view is not imported; the template shows the other methods' content", at: offset)
            return nil
        case .verticalOffset, .spaceHeight:
            guard let n = c.number(value, selector == .verticalOffset ? "verticalOffset" : "spaceHeight", at: offset), n != 0 else { return nil }
            return .number(n)
        case .shouldDisplay, .shouldFadeIn:
            guard let b = c.bool(value, selector == .shouldDisplay ? "shouldDisplay" : "fadeIn", at: offset), !b else { return nil }
            return .bool(false)
        case .shouldAnimateImageView:
            guard let b = c.bool(value, "animateImageView", at: offset), b else { return nil }
            return .bool(true)
        }
    }
}
