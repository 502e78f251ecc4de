/// A token of Objective-C: its kind and its byte range; its text is read from the buffer
/// only when needed, so a 5 MB file costs 12 bytes a token and no strings.
struct Token: Equatable {
    enum Kind: UInt8 { case identifier, number, cString, objcString, charLiteral, atKeyword, punct, unknown, end }
    var kind: Kind
    var punct: Punct = .none
    var start: UInt32
    var end: UInt32

    func isPunct(_ p: Punct) -> Bool { kind == .punct && punct == p }
}

/// Punctuators, longest first where one is a prefix of another.
enum Punct: UInt8, CaseIterable {
    case none
    case lbrace, rbrace, lbracket, rbracket, lparen, rparen, semicolon, comma, dot, colon, question
    case plus, minus, star, slash, percent, amp, pipe, caret, bang, tilde, lt, gt, assign, at, hash
    case arrow, plusPlus, minusMinus, shl, shr, le, ge, eq, ne, andAnd, orOr
    case plusAssign, minusAssign, starAssign, slashAssign, percentAssign, ampAssign, pipeAssign, caretAssign
    case shlAssign, shrAssign, ellipsis

    var spelling: String {
        switch self {
        case .none: return ""
        case .lbrace: return "{"
        case .rbrace: return "}"
        case .lbracket: return "["
        case .rbracket: return "]"
        case .lparen: return "("
        case .rparen: return ")"
        case .semicolon: return ";"
        case .comma: return ","
        case .dot: return "."
        case .colon: return ":"
        case .question: return "?"
        case .plus: return "+"
        case .minus: return "-"
        case .star: return "*"
        case .slash: return "/"
        case .percent: return "%"
        case .amp: return "&"
        case .pipe: return "|"
        case .caret: return "^"
        case .bang: return "!"
        case .tilde: return "~"
        case .lt: return "<"
        case .gt: return ">"
        case .assign: return "="
        case .at: return "@"
        case .hash: return "#"
        case .arrow: return "->"
        case .plusPlus: return "++"
        case .minusMinus: return "--"
        case .shl: return "<<"
        case .shr: return ">>"
        case .le: return "<="
        case .ge: return ">="
        case .eq: return "=="
        case .ne: return "!="
        case .andAnd: return "&&"
        case .orOr: return "||"
        case .plusAssign: return "+="
        case .minusAssign: return "-="
        case .starAssign: return "*="
        case .slashAssign: return "/="
        case .percentAssign: return "%="
        case .ampAssign: return "&="
        case .pipeAssign: return "|="
        case .caretAssign: return "^="
        case .shlAssign: return "<<="
        case .shrAssign: return ">>="
        case .ellipsis: return "..."
        }
    }
}
