import EmptyStateLayout
import Foundation

/// What we change in the SVG Cairo writes, so that it is the same document on every run and
/// searchable: Cairo numbers surfaces, images and patterns with process-wide counters, so the
/// same screen drawn after others (as in a parallel export) got other ids. Ids are renamed in
/// the order they are defined, per document; the screen's texts go into a `<title>`.
enum SVGDocument {
    static func finish(_ svg: Data, layout: ScreenLayout) -> Data {
        withTitle(stableIDs(svg), titled(layout))
    }

    /// The screen's texts, top to bottom.
    static func titled(_ layout: ScreenLayout) -> String {
        ([layout.title?.text.text, layout.detail?.text.text] + layout.buttons.flatMap { [$0.title?.text.text, $0.subtitle?.text.text] })
            .compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " — ")
    }

    static func withTitle(_ svg: Data, _ title: String) -> Data {
        guard !title.isEmpty, let root = svg.range(of: Data("<svg".utf8)),
              let close = svg[root.upperBound...].firstIndex(of: UInt8(ascii: ">")) else { return svg }
        var result = Data(svg[..<(close + 1)])
        result.append(Data("\n<title>\(markupEscaped(title))</title>".utf8))
        result.append(svg[(close + 1)...])
        return result
    }

    /// Every `id="…"` renamed to its stem (letters before the number) and its rank among the
    /// ids of that stem, with every `#…` reference to it (`xlink:href="#…"`, `url(#…)`).
    static func stableIDs(_ svg: Data) -> Data {
        let bytes = [UInt8](svg)
        var renamed: [ArraySlice<UInt8>: [UInt8]] = [:]
        var counts: [ArraySlice<UInt8>: Int] = [:]
        let marker = Array("id=\"".utf8)
        var i = 0
        while let start = find(marker, in: bytes, from: i) {
            let valueStart = start + marker.count
            guard let end = bytes[valueStart...].firstIndex(of: quote) else { break }
            let value = bytes[valueStart..<end]
            if renamed[value] == nil {
                let stem = value.prefix { isLetter($0) }
                let rank = (counts[stem] ?? 0) + 1
                counts[stem] = rank
                renamed[value] = Array(stem) + Array(String(rank).utf8)
            }
            i = end
        }
        guard !renamed.isEmpty else { return svg }

        var out = [UInt8]()
        out.reserveCapacity(bytes.count)
        i = 0
        while i < bytes.count {
            let byte = bytes[i]
            let opensID = byte == quote && i >= 3 && bytes[i - 3] == UInt8(ascii: "i") && bytes[i - 2] == UInt8(ascii: "d") && bytes[i - 1] == UInt8(ascii: "=")
            let opensReference = byte == UInt8(ascii: "#") && i > 0 && (bytes[i - 1] == quote || bytes[i - 1] == UInt8(ascii: "("))
            out.append(byte)
            i += 1
            guard opensID || opensReference else { continue }
            var end = i
            while end < bytes.count, isNameByte(bytes[end]) { end += 1 }
            if let name = renamed[bytes[i..<end]] {
                out += name
                i = end
            }
        }
        return Data(out)
    }

    private static let quote = UInt8(ascii: "\"")

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || byte == UInt8(ascii: "_")
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        var i = start
        while i <= haystack.count - needle.count {
            if haystack[i] == needle[0], haystack[i..<(i + needle.count)].elementsEqual(needle) { return i }
            i += 1
        }
        return nil
    }
}
