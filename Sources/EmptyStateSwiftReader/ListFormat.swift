import SwiftSyntax

/// `["Radarr", "Sonarr"].formatted(.list(type: .or))`: a list of literal texts joined as
/// Foundation's `ListFormatStyle` joins them in English ("A or B", "A, B, and C"), the
/// development language the importer reads. Nil when an element is not a literal or the style
/// is another (`.list(memberStyle:)`, a width other than the standard one).
enum ListFormat {
    static func formatted(_ list: Collection, _ arguments: LabeledExprListSyntax) -> String? {
        let words = list.elements.compactMap(\.plainString)
        guard words.count == list.elements.count, let joiner = joiner(arguments) else { return nil }
        switch words.count {
        case 0: return ""
        case 1: return words[0]
        case 2: return "\(words[0]) \(joiner) \(words[1])"
        default: return words.dropLast().joined(separator: ", ") + ", \(joiner) " + words[words.count - 1]
        }
    }

    /// `()` and `.list(type: .and)` join with "and", `.list(type: .or)` with "or".
    private static func joiner(_ arguments: LabeledExprListSyntax) -> String? {
        guard let style = arguments.first?.expression else { return "and" }
        guard arguments.count == 1, let call = style.as(FunctionCallExprSyntax.self),
              call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "list" else { return nil }
        var joiner = "and"
        for argument in call.arguments {
            let value = argument.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            switch (argument.label?.text, value) {
            case ("type", "and"?): joiner = "and"
            case ("type", "or"?): joiner = "or"
            case ("width", "standard"?): continue
            default: return nil
            }
        }
        return joiner
    }
}
