/// The inline Markdown SwiftUI draws in a `LocalizedStringKey` (`Text("**Bold** and [a link](…)")`,
/// a String Catalog value shown through `Text(.key)`): strong runs bold, links in the tint, code
/// in a monospaced face; the markers are not drawn. Emphasis and strikethrough lose their
/// markers only (the model has no italic or strike). Backslash escapes a marker. Block syntax
/// (headings, lists) is not inline and is left as written, as SwiftUI's `Text` leaves it.
struct InlineMarkdown: Equatable {
    enum Kind: Equatable { case strong, emphasis, strike, code, link }

    /// What a marked span reads, for the run that styles it.
    struct Span: Equatable {
        var kind: Kind
        var text: String
    }

    var text: String
    /// The marked spans, in order.
    var spans: [Span]

    /// nil when the string holds no inline Markdown (it is drawn as it is).
    static func parse(_ source: String) -> InlineMarkdown? {
        let characters = Array(source)
        var parser = Parser(characters: characters)
        let text = parser.inline(until: nil)
        guard parser.changed else { return nil }
        return InlineMarkdown(text: text, spans: parser.spans)
    }

    private struct Parser {
        let characters: [Character]
        var index = 0
        var spans: [Span] = []
        var changed = false

        /// Text up to `closer` (consumed), or the end.
        mutating func inline(until closer: String?) -> String {
            var out = ""
            while index < characters.count {
                if let closer, matches(closer) { return out }
                let c = characters[index]
                if c == "\\", index + 1 < characters.count, "*_`[]()~\\".contains(characters[index + 1]) {
                    out.append(characters[index + 1]); index += 2; changed = true; continue
                }
                if c == "`", let end = find("`", from: index + 1) {
                    let code = String(characters[(index + 1)..<end])
                    spans.append(Span(kind: .code, text: code)); out += code; index = end + 1; changed = true; continue
                }
                if c == "[", let close = find("]", from: index + 1), close + 1 < characters.count, characters[close + 1] == "(",
                   let end = find(")", from: close + 2) {
                    var inner = Parser(characters: Array(characters[(index + 1)..<close]))
                    let label = inner.inline(until: nil)
                    spans += inner.spans; spans.append(Span(kind: .link, text: label))
                    out += label; index = end + 1; changed = true; continue
                }
                if let (marker, kind) = delimiter(at: index), hasCloser(marker, after: index + marker.count) {
                    index += marker.count
                    let inner = inline(until: marker)
                    index += marker.count
                    spans.append(Span(kind: kind, text: inner)); out += inner; changed = true; continue
                }
                out.append(c); index += 1
            }
            return out
        }

        func matches(_ s: String) -> Bool {
            let marker = Array(s)
            guard index + marker.count <= characters.count else { return false }
            return Array(characters[index..<(index + marker.count)]) == marker
        }

        /// `**`, `__`, `~~`, `*`, `_` opening a span: followed by a non-space, as CommonMark's
        /// left-flanking rule asks; `_` only at a word's start (`snake_case` stays).
        func delimiter(at i: Int) -> (String, Kind)? {
            for (marker, kind) in [("**", Kind.strong), ("__", .strong), ("~~", .strike), ("*", .emphasis), ("_", .emphasis)] {
                let m = Array(marker)
                guard i + m.count < characters.count, Array(characters[i..<(i + m.count)]) == m,
                      !characters[i + m.count].isWhitespace else { continue }
                if marker.hasPrefix("_"), i > 0, characters[i - 1].isLetter || characters[i - 1].isNumber { continue }
                return (marker, kind)
            }
            return nil
        }

        /// A closing marker after a non-space, before the end of the string.
        func hasCloser(_ marker: String, after start: Int) -> Bool {
            let m = Array(marker)
            var i = start + 1
            while i + m.count <= characters.count {
                if Array(characters[i..<(i + m.count)]) == m, !characters[i - 1].isWhitespace { return true }
                i += 1
            }
            return false
        }

        func find(_ c: Character, from start: Int) -> Int? {
            var i = start
            while i < characters.count { if characters[i] == c { return i }; i += 1 }
            return nil
        }
    }
}
