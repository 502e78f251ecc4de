import EmptyStateSourceReading
import SwiftSyntax

/// Fonts, colors and Boolean switches declared as constants in one file and used in another
/// (SmartParkingApp's `let fontMontserratRegular17 = UIFont(name: "Montserrat-Regular", size: 17)`
/// in its constants file, `fontMontserratRegular17 ?? UIFont.systemFont(ofSize: 17)` in each
/// data source): the declaring file hands each expression on as a snippet; a file that names one
/// reads it as its own constant, so the font is the one the app names, not a run-time unknown
/// whose `??` splits the screen in two.
enum StyleConstants {
    /// A longer expression computes more than a font or a color.
    static let snippetBytes = 512
    static let styleTypes: Set<String> = ["UIFont", "Font", "NSFont", "UIColor", "Color", "NSColor"]

    /// The file's constants (the file's own and its types' `let`s) whose value is a call of a font
    /// or color type (`UIFont(name:size:)`, `UIColor.systemBlue`, `Color("Brand")`), by `Owner.name`.
    static func snippets(_ constants: Constants, _ context: ReadContext) -> [String: [SourceSnippet]] {
        var result: [String: [SourceSnippet]] = [:]
        for (owner, members) in constants.byType.map({ ($0.key, $0.value) }) + [("", constants.file)] {
            for (name, expr) in members where isStyle(expr) && expr.trimmedLength.utf8Length <= snippetBytes {
                let (line, column) = context.location(of: expr)
                result["\(owner).\(name)", default: []].append(SourceSnippet(path: context.file, line: line, column: column, text: expr.trimmedSource))
            }
        }
        return result
    }

    /// `UIFont(…)`, `UIFont.systemFont(…)`, `UIColor.init(…)`, `Color.red`: a font or a color made
    /// by its type, the value the code names. And a `let` that is `true` or `false`: a switch the
    /// app flips at build time (EasyCancel's `FeatureFlags.emailForwardingEnabled = false`), under
    /// which a part is never shown, not a variant.
    private static func isStyle(_ expr: ExprSyntax) -> Bool {
        if expr.is(BooleanLiteralExprSyntax.self) { return true }
        return makingType(expr).map(styleTypes.contains) ?? false
    }

    /// The type whose initializer or member makes the value (`UIFont` of `UIFont.systemFont(ofSize:
    /// 15).withSize(17)`, `UIColor` of `UIColor(named: "Brand")!`); nil when no type's name roots it.
    static func makingType(_ expr: ExprSyntax) -> String? {
        var root = Syntax(expr)
        while true {
            if let call = root.as(FunctionCallExprSyntax.self) { root = Syntax(call.calledExpression); continue }
            if let member = root.as(MemberAccessExprSyntax.self), let base = member.base { root = Syntax(base); continue }
            if let forced = root.as(ForceUnwrapExprSyntax.self) { root = Syntax(forced.expression); continue }
            break
        }
        return root.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// The other files' style constants this file names and does not declare, added to its own;
    /// their nodes are located in their own files. A name declared differently by two files is left.
    static func adopt(into context: ReadContext) {
        context.constants = adopted(context.constants, mentionedIn: context.words, context)
    }

    /// `constants` with the other files' style constants that `words` name (the file's own, or an
    /// ancestor's file read for a subclass).
    static func adopted(_ constants: Constants, mentionedIn words: @autoclosure () -> Set<String>, _ context: ReadContext) -> Constants {
        guard !context.appTexts.styleConstants.isEmpty else { return constants }
        // Only a file that may name one pays for its words.
        let words = words()
        var constants = constants
        for (key, snippets) in context.appTexts.styleConstants.sorted(by: { $0.key < $1.key }) {
            guard snippets.count == 1, let snippet = snippets.first, snippet.path != context.file,
                  let dot = key.lastIndex(of: ".") else { continue }
            let owner = String(key[..<dot]), name = String(key[key.index(after: dot)...])
            let declared = owner.isEmpty ? constants.file[name] : constants.byType[owner]?[name]
            guard declared == nil, words.contains(name),
                  let tree = SnippetTree.parse(snippet, into: context),
                  case let .expr(expr)? = tree.statements.first?.item, tree.statements.count == 1 else { continue }
            if owner.isEmpty {
                constants.file[name] = expr
            } else {
                constants.byType[owner, default: [:]][name] = expr
            }
        }
        return constants
    }
}
