/// The values of literal tokens: `@"…"`/`"…"` with C escapes (`\n`, `\"`, `\x41`, `\101`,
/// `\u00E9`, `\U0001F600`), numbers (`10`, `1.0f`, `0x1F`, `1e-3`, `010`, `5u`) and `'a'`.
enum Literals {
    /// The characters between the quotes of a string token, escapes decoded.
    static func string(_ token: Token, in buffer: SourceBuffer) -> String {
        var start = Int(token.start)
        if token.kind == .objcString { start += 1 }
        return unescape(buffer.bytes, from: start + 1, to: Int(token.end) - 1)
    }

    static func unescape(_ bytes: [UInt8], from start: Int, to end: Int) -> String {
        guard start < end else { return "" }
        var out: [UInt8] = []
        out.reserveCapacity(end - start)
        var i = start
        func appendScalar(_ value: UInt32) {
            let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
            out.append(contentsOf: Array(String(Character(scalar)).utf8))
        }
        while i < end {
            let c = bytes[i]
            guard c == UInt8(ascii: "\\"), i + 1 < end else { out.append(c); i += 1; continue }
            let e = bytes[i + 1]
            i += 2
            switch e {
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = UInt32(e - 0x30)
                var digits = 1
                while digits < 3, i < end, bytes[i] >= 0x30, bytes[i] <= 0x37 {
                    value = value * 8 + UInt32(bytes[i] - 0x30); i += 1; digits += 1
                }
                appendScalar(value)
            case UInt8(ascii: "x"):
                var value: UInt32 = 0
                while i < end, let d = hexDigit(bytes[i]), value < 0x10FFFF { value = value * 16 + d; i += 1 }
                appendScalar(value)
            case UInt8(ascii: "u"), UInt8(ascii: "U"):
                var value: UInt32 = 0
                var digits = 0
                while digits < (e == UInt8(ascii: "u") ? 4 : 8), i < end, let d = hexDigit(bytes[i]) {
                    value = value * 16 + d; i += 1; digits += 1
                }
                appendScalar(value)
            case UInt8(ascii: "a"): out.append(0x07)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "v"): out.append(0x0B)
            case UInt8(ascii: "e"): out.append(0x1B)
            case 0x0A: break                         // a line continuation
            case 0x0D: if i < end, bytes[i] == 0x0A { i += 1 }
            default: out.append(e)                   // \" \' \\ \? and unknown escapes
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    static func hexDigit(_ c: UInt8) -> UInt32? {
        switch c {
        case 0x30...0x39: return UInt32(c - 0x30)
        case 0x41...0x46: return UInt32(c - 0x41 + 10)
        case 0x61...0x66: return UInt32(c - 0x61 + 10)
        default: return nil
        }
    }

    /// A number token's value, nil when it is not one (`1.2.3`, `0xZZ`).
    static func number(_ text: String) -> Double? {
        var body = Substring(text.lowercased())
        let isHex = body.hasPrefix("0x")
        if isHex {
            body = body.dropFirst(2)
            while let last = body.last, last == "u" || last == "l" { body = body.dropLast() }
            guard !body.isEmpty, !body.contains("."), !body.contains("p") else { return Double("0x" + body) }
            var value: Double = 0
            for c in body.utf8 {
                guard let d = hexDigit(c) else { return nil }
                value = value * 16 + Double(d)
            }
            return value
        }
        while let last = body.last, last == "u" || last == "l" || last == "f" { body = body.dropLast() }
        if body.count > 1, body.first == "0", body.allSatisfy({ $0.isASCII && $0.isNumber }) {
            var value: Double = 0
            for c in body.utf8 {
                guard c <= UInt8(ascii: "7") else { return Double(body) }
                value = value * 8 + Double(c - 0x30)
            }
            return value
        }
        return Double(body)
    }

    /// A character literal's value (its first scalar after escapes).
    static func character(_ token: Token, in buffer: SourceBuffer) -> Double {
        let text = unescape(buffer.bytes, from: Int(token.start) + 1, to: Int(token.end) - 1)
        return Double(text.unicodeScalars.first?.value ?? 0)
    }
}
