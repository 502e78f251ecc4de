/// NS(Mutable)AttributedString: `initWithString:attributes:` (the dictionary is copied, as
/// NSAttributedString copies it), `addAttribute:value:range:` and `addAttributes:range:` over the
/// whole string or over `rangeOfString:` of it (a run).
extension Evaluator {
    func attributedInit(_ selector: String, _ args: [Value], _ e: Expr) -> Value? {
        switch selector {
        case "init": return .attributed(AttributedBox(text: .literal(""), attributes: DictionaryBox()))
        case "initWithString:", "initWithString:attributes:":
            guard let first = args.first else { return nil }
            let text: TextValue
            switch first {
            case .text(let t): text = t
            case .null: return .null
            default:
                guard let part = first.unknownPart else { return unknown(e) }
                text = .hole(part)
            }
            var attributes = DictionaryBox()
            if args.count == 2 {
                switch args[1] {
                case .dictionary(let box): attributes = box.copy()
                case .null: break
                default:
                    warn("the attributes are not a literal: \(args[1].unknownPart?.source ?? source(e, limit: ReaderLimits.warningExpression))", at: e.start)
                }
            }
            return .attributed(AttributedBox(text: text, attributes: attributes))
        case "initWithAttributedString:":
            guard case let .attributed(box)? = args.first else { return nil }
            return .attributed(copy(box))
        default:
            return nil
        }
    }

    private func copy(_ box: AttributedBox) -> AttributedBox {
        let result = AttributedBox(text: box.text, attributes: box.attributes.copy())
        result.runs = box.runs.map { ($0.range, $0.attributes.copy()) }
        return result
    }

    func attributedMessage(_ box: AttributedBox, _ selector: String, _ args: [Value], _ e: Expr) -> Value? {
        switch selector {
        case "string": return .text(box.text)
        case "length": return box.text.length.map { .number(Double($0)) }
        case "copy", "mutableCopy": return .attributed(copy(box))
        case "addAttribute:value:range:":
            guard args.count == 3 else { return nil }
            add(DictionaryBox([(args[0], args[1])], at: e.start), to: box, range: args[2], e)
            return .null
        case "addAttributes:range:", "setAttributes:range:":
            guard args.count == 2, case let .dictionary(attributes) = args[0] else {
                warn("the attributes are not a literal: \(source(e, limit: ReaderLimits.warningExpression))", at: e.start)
                return .null
            }
            add(attributes.copy(), to: box, range: args[1], e, replacing: selector.hasPrefix("set"))
            return .null
        case "removeAttribute:range:":
            guard args.count == 2, isWhole(args[1], of: box) else { return nil }
            box.attributes.set(.null, for: args[0])
            return .null
        default:
            return nil
        }
    }

    private func isWhole(_ range: Value, of box: AttributedBox) -> Bool {
        guard case let .range(r) = range else { return false }
        switch r {
        case .whole: return true
        case let .numeric(location, length): return location == 0 && length == box.text.length
        case .match(let s): return s == box.text.literal
        case .unknown: return false
        }
    }

    private func add(_ attributes: DictionaryBox, to box: AttributedBox, range: Value, _ e: Expr, replacing: Bool = false) {
        if isWhole(range, of: box) {
            if replacing { box.attributes = DictionaryBox() }
            for (entry, at) in zip(attributes.entries, attributes.offsets) { box.attributes.set(entry.value, for: entry.key, at: at) }
            return
        }
        guard case let .range(r) = range else {
            warn("the range is not a literal: \(range.unknownPart?.source ?? source(e, limit: ReaderLimits.warningExpression))", at: e.start)
            return
        }
        switch r {
        case .match(let s):
            box.runs.append((.match(s), attributes))
        case let .numeric(location, length):
            guard let text = box.text.literal, location >= 0, length > 0, location + length <= text.utf16.count else {
                warn("the range is outside the text or the text is not a literal: \(source(e, limit: ReaderLimits.warningExpression))", at: e.start)
                return
            }
            let utf16 = Array(text.utf16)
            let piece = String(decoding: utf16[location..<(location + length)], as: UTF16.self)
            if let first = text.range(of: piece), text.utf16.distance(from: text.startIndex, to: first.lowerBound) != location {
                warn("the run '\(piece)' also occurs earlier in the text: the template's run matches the first", at: e.start)
            }
            box.runs.append((.match(piece), attributes))
        default:
            warn("the range is not a literal: \(source(e, limit: ReaderLimits.warningExpression))", at: e.start)
        }
    }
}
