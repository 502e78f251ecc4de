/// Text made safe inside HTML and XML, in elements and in double-quoted attributes: markup
/// characters escaped, and the control characters XML 1.0 forbids dropped.
public func markupEscaped(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
        switch scalar {
        case "&": result += "&amp;"
        case "<": result += "&lt;"
        case ">": result += "&gt;"
        case "\"": result += "&quot;"
        case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
        case _ where scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value): continue
        default: result.unicodeScalars.append(scalar)
        }
    }
    return result
}
