import Foundation

/// Tells a template from the other YAML and JSON files an app's folder holds (CI files,
/// `crowdin.yml`, `package.json`, test fixtures) by its top-level keys, read from the text
/// without building a tree: a template's keys are the format's; a typo among them (`titel:`)
/// still makes it a template, so that loading it says what is wrong.
public enum TemplateRecognizer {
    /// Every top-level key is the format's or a misspelling of one (and there is one).
    public static func isTemplate(_ text: String) -> Bool {
        let keys = topLevelKeys(text)
        return !keys.isEmpty && keys.allSatisfy { Keys.top.contains($0) || NearestKey.suggestion(for: $0, among: Keys.top) != nil }
    }

    /// The keys of the top-level mapping: of a JSON object (or YAML flow mapping) at depth
    /// one, else of the YAML lines that start at column 0.
    static func topLevelKeys(_ text: String) -> [String] {
        let bytes = Array(text.utf8)
        var start = 0
        while start < bytes.count {
            let byte = bytes[start]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0xEF || byte == 0xBB || byte == 0xBF { start += 1; continue }
            if byte == UInt8(ascii: "#") { while start < bytes.count, bytes[start] != 0x0A { start += 1 }; continue }
            break
        }
        guard start < bytes.count else { return [] }
        return bytes[start] == UInt8(ascii: "{") ? flowKeys(bytes, from: start) : blockKeys(text)
    }

    static func blockKeys(_ text: String) -> [String] {
        var keys: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            guard let first = line.first, !" \t#-%\r".contains(first), !line.hasPrefix("---"), !line.hasPrefix("...") else { continue }
            guard let colon = line.firstIndex(of: ":") else { continue }
            var key = line[..<colon].trimmingCharacters(in: .whitespaces)
            if key.count >= 2, let quote = key.first, quote == "\"" || quote == "'", key.last == quote { key = String(key.dropFirst().dropLast()) }
            if !key.isEmpty, !key.contains(" ") { keys.append(key) }
        }
        return keys
    }

    static func flowKeys(_ bytes: [UInt8], from start: Int) -> [String] {
        var keys: [String] = []
        var depth = 0
        var index = start
        var lastString: String?
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1; lastString = nil
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth <= 0 { return keys }
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                var end = index + 1
                while end < bytes.count, bytes[end] != byte { end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1 }
                lastString = String(decoding: bytes[(index + 1)..<min(end, bytes.count)], as: UTF8.self)
                index = end
            case UInt8(ascii: ":"):
                if depth == 1, let key = lastString { keys.append(key) }
                lastString = nil
            case UInt8(ascii: ","): lastString = nil
            default:
                // A flow mapping's plain key: `{title: Empty}`.
                if depth == 1, lastString == nil, byte >= UInt8(ascii: "A"), byte != UInt8(ascii: "\\") {
                    var end = index
                    while end < bytes.count, ![UInt8(ascii: ":"), UInt8(ascii: ","), UInt8(ascii: "}"), 0x0A].contains(bytes[end]) { end += 1 }
                    lastString = String(decoding: bytes[index..<end], as: UTF8.self).trimmingCharacters(in: .whitespaces)
                    index = end - 1
                }
            }
            index += 1
        }
        return keys
    }
}
