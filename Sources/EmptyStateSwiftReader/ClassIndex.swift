import EmptyStateSourceReading
import SwiftSyntax

/// What one file declares for the app's class index: each class and the class it inherits
/// from, the types it declares or extends, and those with DZNEmptyDataSet methods. Only
/// declarations are walked (the file, types, extensions, `#if` blocks).
final class ClassIndexVisitor: SyntaxAnyVisitor {
    private(set) var classes = AppClasses()
    /// The classes declared here, with their names' nodes (where a subclass's screen is).
    private(set) var declared: [(name: String, node: Syntax)] = []
    private let file: String

    init(file: String) {
        self.file = file
        super.init(viewMode: .sourceAccurate)
    }

    static func read(_ tree: SourceFileSyntax, file: String, dataSources: DZNMethodVisitor,
                     configuring: [EmptyDataSetViewClosures.ClosureCall] = [], switchedOff: Set<String> = []) -> ClassIndexVisitor {
        let visitor = ClassIndexVisitor(file: file)
        visitor.walk(tree)
        visitor.classes.dataSources = Set(dataSources.types.compactMap { $0 })
        visitor.classes.configurers = EmptyDataSetViewClosures.configuringTypes(configuring)
        visitor.classes.switchedOff = switchedOff
        return visitor
    }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        if let type = EnclosingType.typeName(node) { classes.files[type, default: []].insert(file) }
        return Relevance.isContainer(node) ? .visitChildren : .skipChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        classes.files[node.name.text, default: []].insert(file)
        declared.append((node.name.text, Syntax(node.name)))
        if let first = node.inheritanceClause?.inheritedTypes.first {
            classes.superclasses[node.name.text] = Self.className(first.type)
        }
        return .visitChildren
    }

    /// `Base`, `Base<Item>`, `Module.Base` → `Base`.
    static func className(_ type: TypeSyntax) -> String {
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
        return TypeName.normalized(type.trimmedSource)
    }
}
