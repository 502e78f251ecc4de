/// An array literal indexed by what the screens branch on (chinaDream's `title[self.segCtrl
/// .selectedSegmentIndex]` of `NSArray *title = @[@"您还没有关注过任何人", @"您还没有被任何人关注"];`):
/// the index is one of the array's positions, each a screen, as a `switch` over it with the
/// cases 0, 1, … would be. The texts of one position go together (the title and description
/// both indexed by the selected segment).
enum IndexedArrays {
    /// More elements are a table of data, not a choice of screens.
    static let maximumCount = 12

    /// The elements of an array literal (`@[…]`) of 2 to `maximumCount` elements.
    static func items(_ e: Expr) -> [Expr]? {
        var inner = e
        while case let .cast(_, operand) = inner.kind { inner = operand }
        guard case let .array(items) = inner.kind, (2...maximumCount).contains(items.count) else { return nil }
        return items
    }

    /// The array a subscript's base names: a literal, or a local made of one.
    static func items(of base: Expr, locals: [String: [Expr]]) -> [Expr]? {
        if let literal = items(base) { return literal }
        if case let .identifier(name) = base.kind { return locals[name] }
        return nil
    }

    /// The labels of the positions: "0", "1", … (`labelKey` of a number literal).
    static func labels(count: Int) -> [String] { (0..<count).map(String.init) }
}

extension Evaluator {
    /// `array[subject]` in a screen's case: the element at the case's position.
    func indexedElement(_ base: Expr, _ key: Expr) throws -> Value? {
        guard case .subject? = shared.analysis.specials[BranchAnalysis.nodeKey(key, in: buffer)],
              let label = context.caseLabel, let index = Int(label),
              let items = IndexedArrays.items(of: base, locals: localArrays), items.indices.contains(index) else { return nil }
        return try evaluate(items[index])
    }
}
