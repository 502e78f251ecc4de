/// Strict checks of a strings file's encoding, as Xcode refuses a file it cannot decode: the
/// byte offset of the first byte that is not part of well-formed UTF-8 (RFC 3629: no overlong
/// forms, no surrogates, nothing past U+10FFFF), or of a broken UTF-16 code unit.
public enum TextEncodingCheck {
    /// nil when `bytes` are well-formed UTF-8.
    public static func firstInvalidUTF8(_ bytes: some Collection<UInt8>) -> Int? {
        let bytes = Array(bytes)
        var i = 0
        while i < bytes.count {
            let lead = bytes[i]
            let length: Int, lower: UInt8, upper: UInt8
            switch lead {
            case 0x00...0x7F: i += 1; continue
            case 0xC2...0xDF: length = 2; lower = 0x80; upper = 0xBF
            case 0xE0: length = 3; lower = 0xA0; upper = 0xBF
            case 0xE1...0xEC, 0xEE...0xEF: length = 3; lower = 0x80; upper = 0xBF
            case 0xED: length = 3; lower = 0x80; upper = 0x9F          // no surrogates
            case 0xF0: length = 4; lower = 0x90; upper = 0xBF
            case 0xF1...0xF3: length = 4; lower = 0x80; upper = 0xBF
            case 0xF4: length = 4; lower = 0x80; upper = 0x8F          // at most U+10FFFF
            default: return i
            }
            guard i + length <= bytes.count else { return i }
            guard (lower...upper).contains(bytes[i + 1]) else { return i }
            for k in 2..<length where !(0x80...0xBF).contains(bytes[i + k]) { return i }
            i += length
        }
        return nil
    }

    /// What is wrong with UTF-16 `bytes` (after their byte order mark, at `offset` in the file):
    /// an odd count, or a surrogate without its pair; nil when well-formed.
    public static func utf16Problem(_ bytes: [UInt8], bigEndian: Bool, offset: Int) -> String? {
        guard bytes.count % 2 == 0 else {
            return "UTF-16 with an odd number of bytes (\(bytes.count + offset)): the last character is cut at byte offset \(bytes.count + offset - 1)"
        }
        var i = 0
        while i < bytes.count {
            let unit = bigEndian ? UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1]) : UInt16(bytes[i + 1]) << 8 | UInt16(bytes[i])
            switch unit {
            case 0xD800...0xDBFF:
                guard i + 3 < bytes.count else { return "not valid UTF-16: a high surrogate without its pair at byte offset \(i + offset)" }
                let next = bigEndian ? UInt16(bytes[i + 2]) << 8 | UInt16(bytes[i + 3]) : UInt16(bytes[i + 3]) << 8 | UInt16(bytes[i + 2])
                guard (0xDC00...0xDFFF).contains(next) else { return "not valid UTF-16: a high surrogate without its pair at byte offset \(i + offset)" }
                i += 4
            case 0xDC00...0xDFFF:
                return "not valid UTF-16: a low surrogate without its pair at byte offset \(i + offset)"
            default:
                i += 2
            }
        }
        return nil
    }
}
