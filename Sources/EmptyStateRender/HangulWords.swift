/// iOS keeps a Korean word on one line: UILabel's and SwiftUI's standard line-break strategy
/// includes `.hangulWordPriority` since iOS 14 ("the text system doesn't break between Hangul
/// characters"), so "선택한 꽃은 '오늘의 꽃'이 아닌 것 같아요" wraps before "같아요", never inside
/// it. UAX #14, which Pango follows, allows a break between any two Hangul syllables; each run of
/// Hangul is kept whole with a no-break attribute over these byte ranges.
enum HangulWords {
    /// The byte ranges of the runs of two Hangul characters or more in `string`.
    static func byteRanges(in string: String) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start: Int?
        var count = 0
        var offset = 0
        for scalar in string.unicodeScalars {
            if isHangul(scalar) {
                if start == nil { (start, count) = (offset, 0) }
                count += 1
            } else {
                if let first = start, count > 1 { ranges.append(first..<offset) }
                start = nil
            }
            offset += UTF8.width(scalar)
        }
        if let first = start, count > 1 { ranges.append(first..<offset) }
        return ranges
    }

    /// Jamo, compatibility Jamo, Jamo extended A and B, and the precomposed syllables.
    static func isHangul(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x11FF, 0x3131...0x318E, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xD7B0...0xD7FF: return true
        default: return false
        }
    }
}
