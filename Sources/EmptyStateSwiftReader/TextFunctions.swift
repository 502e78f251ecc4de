import EmptyStateSourceReading
import SwiftSyntax

/// Functions with parameters that make a text, declared in one file and called in another
/// (`Strings.EmptyStates.noFilteredServices(sortType.title)`, with `static func
/// noFilteredServices(_ name: String) -> String { String(format: NSLocalizedString(…), name) }`
/// in the app's strings package). The declaring file hands each on as a snippet; a file that
/// names one reads it as its type's function, run with the call's arguments as the file's own are.
enum TextFunctions {
    /// A longer function builds more than a text.
    static let snippetBytes = 4_096
    /// An app's image for each case of its image enum (bonup-mobile's 60 cases, 6 KB) may be longer.
    static let imageChooserBytes = 32_768

    /// The file's static and free functions with parameters that return a text made of a fixed
    /// localized key, by `Owner.name`.
    static func snippets(in tree: SourceFileSyntax, _ context: ReadContext) -> [String: [SourceSnippet]] {
        let collector = TextFunctionCollector()
        collector.walk(tree)
        var result: [String: [SourceSnippet]] = [:]
        for function in collector.functions where function.trimmedLength.utf8Length <= (collector.imageChoosers.contains(function.id) ? imageChooserBytes : snippetBytes) {
            // By the owner's whole path where it is nested: SwiftGen nests many `enum Search`.
            let owner = EnclosingType.qualifiedOwner(of: Syntax(function)) ?? EnclosingType.memberOwner(of: Syntax(function)).type ?? ""
            let (line, column) = context.location(of: function)
            result["\(owner).\(function.name.text)", default: []].append(SourceSnippet(path: context.file, line: line, column: column, text: freeStanding(function)))
        }
        return result
    }

    /// The function's text with its modifiers (`public static`) blanked, so that it parses on
    /// its own at the file's level and every position stays where it is in its file.
    private static func freeStanding(_ function: FunctionDeclSyntax) -> String {
        var bytes = Array(function.trimmedSource.utf8)
        let start = function.positionAfterSkippingLeadingTrivia.utf8Offset
        for modifier in function.modifiers {
            let from = modifier.positionAfterSkippingLeadingTrivia.utf8Offset - start
            let to = modifier.endPositionBeforeTrailingTrivia.utf8Offset - start
            guard from >= 0, to <= bytes.count else { continue }
            for index in from..<to { bytes[index] = UInt8(ascii: " ") }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The other files' text functions this file names, added beneath its own declarations;
    /// their nodes are located in their own files.
    static func adopt(into context: ReadContext) {
        context.constants = adopted(context.constants, mentionedIn: context.words, context)
    }

    /// `constants` with the other files' text functions that `words` name (the file's own, or an
    /// ancestor's file read for a subclass).
    static func adopted(_ constants: Constants, mentionedIn words: @autoclosure () -> Set<String>, _ context: ReadContext) -> Constants {
        guard !context.appTexts.textFunctions.isEmpty else { return constants }
        // Only a file that may name one pays for its words.
        let words = words()
        var constants = constants
        for (key, snippets) in context.appTexts.textFunctions.sorted(by: { $0.key < $1.key }) {
            guard let dot = key.lastIndex(of: ".") else { continue }
            let owner = String(key[..<dot]), name = String(key[key.index(after: dot)...])
            guard constants.parameterizedByType[owner]?[name] == nil, words.contains(name) else { continue }
            // A call names the whole path (`L10n.Contacts.List.Empty.Search.description(q)`) or,
            // inside the type, its last name.
            let innermost = owner.split(separator: ".").last.map(String.init) ?? owner
            for snippet in snippets where snippet.path != context.file {
                guard let tree = SnippetTree.parse(snippet, into: context),
                      case let .decl(decl)? = tree.statements.first?.item, let declared = decl.as(FunctionDeclSyntax.self),
                      let function = ParameterizedFunction(declared) else { continue }
                constants.parameterizedByType[owner, default: [:]][name, default: []].append(function)
                if innermost != owner { constants.parameterizedByType[innermost, default: [:]][name, default: []].append(function) }
            }
        }
        return constants
    }
}

/// Static functions of types and free functions of the file, with parameters, returning a text
/// made of a fixed localized key.
private final class TextFunctionCollector: SyntaxAnyVisitor {
    var functions: [FunctionDeclSyntax] = []
    /// Those of `functions` that choose an image by case.
    var imageChoosers: Set<SyntaxIdentifier> = []

    init() { super.init(viewMode: .sourceAccurate) }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        if Relevance.isContainer(node) { return .visitChildren }
        if let item = node.as(MemberBlockItemSyntax.self), item.decl.is(FunctionDeclSyntax.self) { return .visitChildren }
        if let item = node.as(CodeBlockItemSyntax.self), case let .decl(decl) = item.item, decl.is(FunctionDeclSyntax.self) { return .visitChildren }
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let owner = EnclosingType.memberOwner(of: Syntax(node))
        if Self.choosesImageByCase(node, owner) {
            functions.append(node)
            imageChoosers.insert(node.id)
            return .skipChildren
        }
        let isStatic = node.modifiers.contains { ["static", "class"].contains($0.name.text) }
        if isStatic, Self.choosesImageByCondition(node, owner) {
            functions.append(node)
            return .skipChildren
        }
        guard owner.isMember, isStatic || owner.type == nil, !node.signature.parameterClause.parameters.isEmpty,
              let returned = node.signature.returnClause?.type else { return .skipChildren }
        let type = TypeName.unwrapped(returned.trimmedSource)
        // Only those that fill a fixed localized key's format with what they are given, or return
        // literals of their own words: a function that builds its text at run time (joins a
        // list, reads an error) stays unknown.
        guard ProtocolExtensions.textTypes.contains(type) || type == "LocalizedStringResource",
              let body = node.body, let first = node.signature.parameterClause.parameters.first else { return .skipChildren }
        let name = (first.secondName ?? first.firstName).text
        let names = node.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }
        guard LocalizedKeyUse.keysAreFixed(in: body, parameter: name) || TextCarrierFunction.carries(body, parameter: name)
                || LocalizedKeyUse.fillsFormatWithOwnValues(in: body, parameters: names)
                || LiteralTextFunction.returnsLiterals(body) else { return .skipChildren }
        functions.append(node)
        return .skipChildren
    }

    /// A type's static function without parameters that returns one of its named images by an
    /// `if` (InstaChain's `DarkModeManager.getEmptyPostImage()`: `if isDarkMode() { return
    /// UIImage(named: AssetName.emptyPostDark.rawValue) } else { return UIImage(named: …) }`): read
    /// where it is called, its condition one of the reading's.
    static func choosesImageByCondition(_ node: FunctionDeclSyntax, _ owner: (isMember: Bool, type: String?)) -> Bool {
        guard owner.isMember, owner.type != nil, node.signature.parameterClause.parameters.isEmpty,
              let returned = node.signature.returnClause?.type, AppTextsReader.imageTypes.contains(TypeName.unwrapped(returned.trimmedSource)),
              let body = node.body, body.statements.count <= 2,
              let first = body.statements.first, let branch = WrapperViews.expression(of: first.item)?.as(IfExprSyntax.self) else { return false }
        return branch.trimmedSource.contains("named:")
    }

    /// A type's method (of the type or of its instances: `AssetsHelper.shared.image(.emptyTasksListIcon)`,
    /// bonup-mobile) that returns an image chosen by a `switch` over its parameter, each case
    /// naming its image (`case .emptyTasksListIcon: return UIImage(named: "empty-tasks-list-icon")`).
    static func choosesImageByCase(_ node: FunctionDeclSyntax, _ owner: (isMember: Bool, type: String?)) -> Bool {
        guard owner.isMember, owner.type != nil, let returned = node.signature.returnClause?.type,
              AppTextsReader.imageTypes.contains(TypeName.unwrapped(returned.trimmedSource)),
              let body = node.body, let switchExpr = ConstantsVisitor.singleExpression(body.statements)?.as(SwitchExprSyntax.self),
              let subject = switchExpr.choice.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        let parameters = node.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }
        return parameters.contains(subject) && switchExpr.trimmedSource.contains("named:")
    }
}
