/// A string literal's escapes (`\n`, `\"`, `\u{2026}`; `\#n` in `#"…"#`), as Swift reads them.
enum StringEscapes {
    static func unescape(_ raw: String, pounds: Int) -> String {
        guard raw.contains("\\") else { return raw }
        let delimiter = "\\" + String(repeating: "#", count: pounds)
        var result = ""
        var rest = Substring(raw)
        while let range = rest.range(of: delimiter) {
            result += rest[..<range.lowerBound]
            rest = rest[range.upperBound...]
            guard let escape = rest.first else { result += delimiter; break }
            rest = rest.dropFirst()
            switch escape {
            case "n": result += "\n"
            case "t": result += "\t"
            case "r": result += "\r"
            case "0": result += "\0"
            case "\\": result += "\\"
            case "\"": result += "\""
            case "'": result += "'"
            case "u":
                if rest.first == "{", let close = rest.firstIndex(of: "}"),
                   let code = UInt32(rest[rest.index(after: rest.startIndex)..<close], radix: 16),
                   let scalar = Unicode.Scalar(code) {
                    result.unicodeScalars.append(scalar)
                    rest = rest[rest.index(after: close)...]
                } else {
                    result += delimiter + "u"
                }
            default: result += delimiter + String(escape)
            }
        }
        return result + rest
    }
}
