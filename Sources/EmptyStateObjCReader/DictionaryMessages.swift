/// NS(Mutable)Dictionary, as attribute dictionaries are built: `setObject:forKey:`,
/// `setValue:forKey:`, `dict[key] = value` (in `store`), `dictionaryWithObjectsAndKeys:`, copies.
extension Evaluator {
    func dictionaryClassMessage(_ selector: String, _ args: [Value], _ e: Expr) -> Value? {
        switch selector {
        case "dictionary", "new", "dictionaryWithCapacity:": return .dictionary(DictionaryBox())
        case "dictionaryWithDictionary:":
            if case let .dictionary(box)? = args.first { return .dictionary(box.copy()) }
            return nil
        case "dictionaryWithObject:forKey:":
            guard args.count == 2 else { return nil }
            return .dictionary(DictionaryBox([(args[1], args[0])], at: e.start))
        case "dictionaryWithObjectsAndKeys:":
            let box = DictionaryBox()
            var i = 0
            while i + 1 < args.count {
                if case .null = args[i] { break }
                box.set(args[i], for: args[i + 1], at: e.start)
                i += 2
            }
            return .dictionary(box)
        default:
            return nil
        }
    }

    func dictionaryMessage(_ box: DictionaryBox, _ selector: String, _ args: [Value], _ e: Expr) -> Value? {
        switch selector {
        case "setObject:forKey:", "setValue:forKey:", "setObject:forKeyedSubscript:":
            guard args.count == 2 else { return nil }
            box.set(args[0], for: args[1], at: e.start)
            return .null
        case "objectForKey:", "valueForKey:", "objectForKeyedSubscript:":
            return args.first.flatMap { box.value(for: $0) } ?? .null
        case "removeObjectForKey:":
            if let key = args.first { box.set(.null, for: key) }
            return .null
        case "removeAllObjects":
            box.entries = []
            return .null
        case "addEntriesFromDictionary:":
            guard case let .dictionary(other)? = args.first else { return nil }
            for (entry, at) in zip(other.entries, other.offsets) { box.set(entry.value, for: entry.key, at: at) }
            return .null
        case "copy", "mutableCopy": return .dictionary(box.copy())
        case "count": return .number(Double(box.entries.count))
        default: return nil
        }
    }
}
