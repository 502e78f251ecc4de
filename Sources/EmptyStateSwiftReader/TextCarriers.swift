import EmptyStateModel
import EmptyStateSourceReading
import SwiftSyntax

/// A wrapper's parameter that is a struct of the app's carrying texts (`struct
/// NoTasksMessageLabels { let title: LocalizedStringResource; let subtitle: … = "All tasks have
/// been completed!" }`, shown as `noTasksMessageLabels.title`): the struct's initializer says
/// what each call gives (`.init(title: "You're All Set")`), member by member.
enum TextCarriers {
    /// `noTasksMessageLabels.title.localizedString()` → (`noTasksMessageLabels`, `title`).
    static func split(_ placeholder: String) -> (property: String, member: String)? {
        let parts = WrapperSubstitution.propertyName(placeholder).split(separator: ".")
        guard parts.count >= 2, isName(parts[0]), isName(parts[1]) else { return nil }
        return (String(parts[0]), String(parts[1]))
    }

    /// A Swift name (`failedServer`, `_title`), not a call or a literal.
    static func isName(_ part: Substring) -> Bool {
        guard let first = part.first, first.isLetter || first == "_" else { return false }
        return part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// The parameters of the struct named `type` in the file `node` is in, when it carries what
    /// a screen shows (nil for any other type).
    static func members(ofType type: String, around node: Syntax, _ context: ReadContext) -> [WrapperView.Parameter]? {
        let name = TypeName.normalized(type.trimmingCharacters(in: ["?", "!"]))
        guard !name.isEmpty, name.first?.isUppercase == true else { return nil }
        // The struct beside the wrapper, or another file's (`AppValueTypes`) that holds only texts
        // (a model with a preset, `ChatConfiguration.sample`, is no struct of texts).
        let elsewhere = {
            context.appTexts.valueTypes[name].flatMap { SnippetTree.parse($0, into: context) }.flatMap { structDecl(name, in: Syntax($0)) }
                .flatMap { AppValueTypes.carriesTexts(DeclSyntax($0), $0.memberBlock) ? $0 : nil }
        }
        guard let decl = structDecl(name, in: node.root) ?? elsewhere() else { return nil }
        let properties = WrapperViews.storedProperties(decl.memberBlock)
        guard !properties.isEmpty, let parameters = WrapperViews.parameters(decl.memberBlock, properties, context),
              !parameters.isEmpty else { return nil }
        return parameters
    }

    private static func structDecl(_ name: String, in root: Syntax) -> StructDeclSyntax? {
        final class Finder: SyntaxVisitor {
            let name: String
            var found: StructDeclSyntax?
            init(_ name: String) { self.name = name; super.init(viewMode: .sourceAccurate) }
            override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
                if node.name.text == name, found == nil { found = node }
                return found == nil ? .visitChildren : .skipChildren
            }
            override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        }
        let finder = Finder(name)
        finder.walk(root)
        return finder.found
    }

    /// The properties of `properties` (name → type) that the template's placeholders show
    /// member by member, and carry texts.
    static func shown(in template: TemplateValue, properties: [String: String], around node: Syntax, _ context: ReadContext) -> Set<String> {
        var result = Set<String>()
        for placeholder in WrapperSubstitution.placeholders(in: template) {
            guard let (property, _) = split(placeholder), !result.contains(property), let type = properties[property],
                  members(ofType: type, around: node, context) != nil else { continue }
            result.insert(property)
        }
        return result
    }
}
