/// Where the outermost braces a token sits in close (a method's or a function's body): for each
/// token index, the index of that `}`, or the token count for a token outside any braces.
enum MethodExtents {
    static func ends(_ tokens: [Token]) -> [Int] {
        var ends = Array(repeating: tokens.count, count: tokens.count)
        var depth = 0, opened = 0
        for (index, token) in tokens.enumerated() {
            if token.isPunct(.lbrace) {
                if depth == 0 { opened = index }
                depth += 1
            } else if token.isPunct(.rbrace), depth > 0 {
                depth -= 1
                if depth == 0 { for inside in opened...index { ends[inside] = index } }
            }
        }
        return ends
    }
}
