/// An NSString the reader computed: literal pieces and holes (parts that are not literals, shown
/// as `⟨source⟩`), or a localized string (`NSLocalizedString(@"key", …)`, maybe with format args).
enum TextValue {
    case plain([Segment])
    case localized(LocalizedText)

    enum Segment {
        case literal(String)
        case hole(Unknown)
    }

    static func literal(_ string: String) -> TextValue { .plain([.literal(string)]) }

    static func hole(_ unknown: Unknown) -> TextValue { .plain([.hole(unknown)]) }

    /// The string when every part is literal.
    var literal: String? {
        guard case let .plain(segments) = self else { return nil }
        var result = ""
        for segment in segments {
            guard case let .literal(s) = segment else { return nil }
            result += s
        }
        return result
    }

    var holes: [Unknown] {
        guard case let .plain(segments) = self else { return [] }
        return segments.compactMap { if case let .hole(u) = $0 { return u } else { return nil } }
    }

    /// The text with each hole as `⟨source⟩`.
    var rendered: String {
        switch self {
        case .plain(let segments):
            return segments.map { segment -> String in
                switch segment {
                case .literal(let s): return s
                case .hole(let u): return "⟨\(u.source)⟩"
                }
            }.joined()
        case .localized(let l): return l.defaultValue ?? l.key
        }
    }

    /// Joins two texts; nil if either is localized (their concatenation is not a key).
    func appending(_ other: TextValue) -> TextValue? {
        guard case let .plain(a) = self, case let .plain(b) = other else { return nil }
        var result = a
        for segment in b {
            if case let .literal(s) = segment, case let .literal(previous)? = result.last {
                result[result.count - 1] = .literal(previous + s)
            } else {
                result.append(segment)
            }
        }
        return .plain(result)
    }

    /// The text in another case: its literals changed now, a localized text's words when drawn.
    func changingCase(_ textCase: String, _ transform: (String) -> String) -> TextValue? {
        guard case var .localized(localized) = self else { return mapLiterals(transform) }
        localized.textCase = textCase
        return .localized(localized)
    }

    /// Applies a transformation to the literal pieces (a hole stays a hole: what it will be
    /// transformed into is as unknown as it is).
    func mapLiterals(_ transform: (String) -> String) -> TextValue? {
        guard case let .plain(segments) = self else { return nil }
        return .plain(segments.map { segment in
            if case let .literal(s) = segment { return .literal(transform(s)) }
            return segment
        })
    }

    /// UTF-16 length (NSString's `length`), when literal.
    var length: Int? { literal.map { $0.utf16.count } }
}

struct LocalizedText {
    var key: String
    var args: [Value] = []
    var defaultValue: String?
    /// The strings table named (`NSLocalizedStringFromTable(key, @"Tasks", …)`); nil for `Localizable` or any.
    var table: String?
    /// `uppercaseString` and its kin on the localized words: the template's `textCase`.
    var textCase: String?
}
