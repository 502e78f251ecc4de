import Foundation

/// NSString: what is computed when its parts are literal (`stringWithFormat:`, `lowercaseString`,
/// `stringByAppendingString:`, `stringByReplacingOccurrencesOfString:withString:`); a part that
/// is not stays a hole, shown as `⟨source⟩`.
extension Evaluator {
    func stringClassMessage(_ selector: String, _ args: [Value], _ e: Expr) -> Value? {
        switch selector {
        case "stringWithFormat:", "localizedStringWithFormat:": return format(args, e)
        case "stringWithString:": return args.first
        case "string", "new": return .text(.literal(""))
        default: return nil
        }
    }

    func stringMessage(_ text: TextValue, _ selector: String, _ args: [Value], _ e: Expr) -> Value? {
        switch selector {
        case "lowercaseString", "localizedLowercaseString":
            return bounded(text.changingCase("lowercase") { $0.lowercased() }, e)
        case "uppercaseString", "localizedUppercaseString":
            return bounded(text.changingCase("uppercase") { $0.uppercased() }, e)
        case "capitalizedString", "localizedCapitalizedString":
            return bounded(text.changingCase("capitalized") { $0.capitalized }, e)
        case "stringByAppendingString:":
            guard case let .text(other)? = args.first else { return args.first?.unknownPart.map { bounded(text.appending(.hole($0)), e) } ?? nil }
            return bounded(text.appending(other), e)
        case "stringByAppendingFormat:":
            guard case let .text(other)? = format(args, e) else { return nil }
            return bounded(text.appending(other), e)
        case "stringByReplacingOccurrencesOfString:withString:":
            guard args.count == 2, let target = literalText(args[0]), !target.isEmpty, let replacement = literalText(args[1]) else { return nil }
            return bounded(text.mapLiterals { $0.replacingOccurrences(of: target, with: replacement) }, e)
        case "length":
            return text.length.map { .number(Double($0)) }
        case "copy", "mutableCopy", "description", "string", "self":
            return .text(text)
        case "isEqualToString:":
            guard let a = text.literal, let b = args.first.flatMap(literalText) else { return nil }
            return .bool(a == b)
        case "hasPrefix:", "hasSuffix:", "containsString:":
            guard let a = text.literal, let b = args.first.flatMap(literalText) else { return nil }
            // NSString's answer for an empty argument is NO, where Swift's `hasPrefix("")` is true.
            guard !b.isEmpty else { return .bool(false) }
            return .bool(selector == "hasPrefix:" ? a.hasPrefix(b) : selector == "hasSuffix:" ? a.hasSuffix(b) : a.contains(b))
        case "rangeOfString:":
            guard let needle = args.first.flatMap(literalText) else { return nil }
            if let haystack = text.literal, !haystack.contains(needle) { return .range(.numeric(location: Int.max, length: 0)) }
            return .range(.match(needle))
        default:
            return nil
        }
    }

    /// A computed string, unless it grows past the limit (a chain of appends doubling it).
    private func bounded(_ text: TextValue?, _ e: Expr) -> Value? {
        guard let text else { return nil }
        if case let .plain(segments) = text {
            var length = 0
            for case let .literal(s) in segments { length += s.utf16.count }
            if length > ReaderLimits.derivedStringLength {
                warn("a computed string of more than \(ReaderLimits.derivedStringLength) characters (the reader's limit) is not computed", at: e.start)
                return unknown(e)
            }
        }
        return .text(text)
    }

    /// `stringWithFormat:` and friends: the format, then its arguments.
    func format(_ args: [Value], _ e: Expr) -> Value? {
        guard case let .text(formatText)? = args.first else { return args.first?.unknownPart.map(Value.unknown) }
        let arguments = Array(args.dropFirst())
        switch formatText {
        case .localized(var localized):
            localized.args = arguments
            return .text(.localized(localized))
        case .plain:
            guard let format = formatText.literal else { return .unknown(formatText.holes[0]) }
            // A localized text put into a literal format (`[NSString stringWithFormat:@"%@\n%@",
            // NSLocalizedString(@"No Favorites", nil).uppercaseString, …]`, GenericEO): the format
            // with its arguments, each looked up where it is drawn, as `String(format:)` is read.
            if arguments.contains(where: \.isLocalizedText) {
                return .text(.localized(LocalizedText(key: format, args: arguments, defaultValue: format)))
            }
            guard let segments = StringFormat.apply(format, arguments) else { return unknown(e) }
            return bounded(.plain(segments), e)
        }
    }
}
