/// `[self respondsToSelector:@selector(titleForEmptyDataSet)]` and `[self performSelector:
/// @selector(titleForEmptyDataSet)]`: a base class that lets its subclasses supply a part (eth_iOS's
/// `DZNEmptyDataSetTVC`, whose data-source methods ask for hook methods its subclasses override)
/// sends its own methods by name. Read as `[self titleForEmptyDataSet]`, the nearest class's.
extension Evaluator {
    func selectorSend(_ selector: String, _ args: [Expr]) throws -> Value? {
        guard args.count == 1, selector == "performSelector:" || selector == "respondsToSelector:",
              let name = selectorName(args[0]) else { return nil }
        if selector == "respondsToSelector:" { return shared.selfMethods.implements(name) ? .bool(true) : nil }
        return try shared.selfMethods.value(name, from: self)
    }

    /// `@selector(name)` (the parser keeps it opaque): the name, from its source.
    private func selectorName(_ e: Expr) -> String? {
        guard case .opaque = e.kind else { return nil }
        let text = buffer.text(Int(e.start), Int(e.end))
        guard text.hasPrefix("@selector"), let open = text.firstIndex(of: "("), let close = text.lastIndex(of: ")"), open < close else { return nil }
        let name = text[text.index(after: open)..<close].filter { !$0.isWhitespace }
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == ":" }) else { return nil }
        return String(name)
    }
}
