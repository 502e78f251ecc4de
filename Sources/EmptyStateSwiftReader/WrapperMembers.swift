import EmptyStateModel
import EmptyStateSourceReading
import SwiftSyntax

/// A wrapper type's stored properties and the initializer that sets them: what each call gives.
extension WrapperViews {
    /// A type's member blocks: its own, then those of the file's extensions of it.
    static func memberBlocks(of type: String, members: MemberBlockSyntax, in tree: Syntax) -> [MemberBlockSyntax] {
        var blocks = [members]
        for statement in tree.as(SourceFileSyntax.self)?.statements ?? [] {
            if let extensionDecl = statement.item.as(ExtensionDeclSyntax.self),
               TypeName.normalized(extensionDecl.extendedType.trimmedSource) == type { blocks.append(extensionDecl.memberBlock) }
        }
        return blocks
    }

    /// The struct or class (never an extension) a screen is declared in.
    static func typeDecl(around node: Syntax) -> Syntax? {
        var current = node.parent
        while let node = current {
            if node.is(StructDeclSyntax.self) || node.is(ClassDeclSyntax.self) { return node }
            if let extended = node.as(ExtensionDeclSyntax.self) { return dataSourceConformance(extended) }
            if node.is(EnumDeclSyntax.self) || node.is(ProtocolDeclSyntax.self) { return nil }
            current = node.parent
        }
        return nil
    }

    /// `extension EmptyDataSetDataSource: DZNEmptyDataSetSource { … }` beside the class in its
    /// file (TrackIt): the class, whose initializer its makers give the texts.
    private static func dataSourceConformance(_ extended: ExtensionDeclSyntax) -> Syntax? {
        guard extended.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedSource.hasPrefix("DZNEmptyDataSet") }) == true,
              let file = extended.root.as(SourceFileSyntax.self) else { return nil }
        let name = extended.extendedType.trimmedSource
        for statement in file.statements {
            if let type = statement.item.as(ClassDeclSyntax.self), type.name.text == name { return Syntax(type) }
            if let type = statement.item.as(StructDeclSyntax.self), type.name.text == name { return Syntax(type) }
        }
        return nil
    }

    struct Property {
        var name: String; var type: String; var initializer: ExprSyntax?; var isLet: Bool
        /// `private`/`fileprivate`: the view's own state (`@State private var searchText = ""`),
        /// which no caller's memberwise initializer sets.
        var isPrivate = false
    }

    /// Whether every property of its type a screen's placeholders name is a `@Binding`: state
    /// shared with the caller (a search field's text), not a text the caller gives it to show.
    static func showsOnlyBindings(_ screen: FoundScreen) -> Bool {
        guard let decl = typeDecl(around: screen.node),
              let members = decl.as(StructDeclSyntax.self)?.memberBlock ?? decl.as(ClassDeclSyntax.self)?.memberBlock else { return false }
        var bindings = Set<String>(), named = Set<String>()
        for item in members.members {
            guard let variable = item.decl.as(VariableDeclSyntax.self) else { continue }
            let isBinding = variable.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedSource == "Binding" }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                named.insert(name)
                if isBinding { bindings.insert(name) }
            }
        }
        let used = mentioned(Array(named), in: screen.template)
        return !used.isEmpty && used.isSubset(of: bindings)
    }

    /// The stored property `name` of the struct or class a node is in.
    static func storedProperty(_ name: String, around node: Syntax) -> Property? {
        guard let decl = typeDecl(around: node),
              let members = decl.as(StructDeclSyntax.self)?.memberBlock ?? decl.as(ClassDeclSyntax.self)?.memberBlock else { return nil }
        return storedProperties(members).first { $0.name == name }
    }

    /// An optional stored property a caller may set (not `private`): `var retry: (() -> Void)?`.
    static func optionalProperty(_ name: String, around node: Syntax) -> Property? {
        guard let property = storedProperty(name, around: node), property.type.hasSuffix("?") else { return nil }
        // A `private let buttonLabel: LocalizedStringResource?` that the type's own initializer
        // sets from its parameter (Coinsa's `EmptyStateView`) is the caller's all the same.
        guard !property.isPrivate || initializerSets(name, around: node) else { return nil }
        return property
    }

    /// Whether an initializer of the type a node is in assigns `self.name` (or `name`) from one
    /// of its parameters.
    static func initializerSets(_ name: String, around node: Syntax) -> Bool {
        guard let decl = typeDecl(around: node),
              let members = decl.as(StructDeclSyntax.self)?.memberBlock ?? decl.as(ClassDeclSyntax.self)?.memberBlock else { return false }
        for item in members.members {
            guard let initializer = item.decl.as(InitializerDeclSyntax.self), let body = initializer.body else { continue }
            let parameters = Set(initializer.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
            for statement in body.statements {
                guard let sequence = statement.item.as(SequenceExprSyntax.self) ?? statement.item.as(ExpressionStmtSyntax.self)?.expression.as(SequenceExprSyntax.self) else { continue }
                let elements = Array(sequence.elements)
                guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                      let source = elements[2].as(DeclReferenceExprSyntax.self), parameters.contains(source.baseName.text) else { continue }
                let target = elements[0].as(MemberAccessExprSyntax.self).flatMap { $0.base?.trimmedSource == "self" ? $0.declName.baseName.text : nil }
                    ?? elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text
                if target == name { return true }
            }
        }
        return false
    }

    /// Instance properties without accessors, in order (what a memberwise initializer takes);
    /// `lazy` ones too when `includingLazy` (a view's stored subviews).
    static func storedProperties(_ members: MemberBlockSyntax, includingLazy: Bool = false) -> [Property] {
        var result: [Property] = []
        let skipped: Set<String> = includingLazy ? ["static", "class"] : ["static", "class", "lazy"]
        for item in members.members {
            guard let variable = item.decl.as(VariableDeclSyntax.self),
                  !variable.modifiers.contains(where: { skipped.contains($0.name.text) }),
                  !variable.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedSource == "Environment" }) else { continue }
            for binding in variable.bindings where binding.accessorBlock == nil {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                let isPrivate = variable.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) && $0.detail == nil }
                result.append(Property(name: name, type: binding.typeAnnotation?.type.trimmedSource ?? "",
                                       initializer: binding.initializer?.value, isLet: variable.bindingSpecifier.text == "let",
                                       isPrivate: isPrivate))
            }
        }
        return result
    }

    /// The parameters of the type's initializer that sets its properties (`self.title = title`),
    /// or of its memberwise initializer when it declares none.
    static func parameters(_ members: MemberBlockSyntax, _ properties: [Property], _ context: ReadContext) -> [WrapperView.Parameter]? {
        func defaultValue(_ expr: ExprSyntax?, _ type: String) -> TemplateValue? { declaredValue(expr, context, type: type) }
        let inits = members.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
        guard !inits.isEmpty else {
            // Memberwise: every `var` and every `let` without a value, labelled by name.
            return properties.filter { !($0.isLet && $0.initializer != nil) && !$0.isPrivate }.map {
                WrapperView.Parameter(label: $0.name, property: $0.name, type: $0.type, defaultValue: defaultValue($0.initializer, $0.type),
                                      hasDefault: $0.initializer != nil || $0.type.hasSuffix("?"))
            }
        }
        return bestInitializer(inits, properties).map { initializer, assigned in
            initializer.signature.parameterClause.parameters.map { parameter -> WrapperView.Parameter in
                let inner = (parameter.secondName ?? parameter.firstName).text
                let label = parameter.firstName.text == "_" ? nil : parameter.firstName.text
                var result = WrapperView.Parameter(label: label, property: assigned[inner] ?? inner, type: parameter.type.trimmedSource,
                                                   defaultValue: defaultValue(parameter.defaultValue?.value, parameter.type.trimmedSource), hasDefault: parameter.defaultValue != nil)
                if result.property != inner { result.name = inner }
                return result
            }
        }
    }

    /// A default argument or a property's declared value, when it is a literal text.
    /// A declared text, or for a property or parameter typed as an image (`image: UIImage? =
    /// UIImage(named: "nodata")`) the image's keys, which a call that passes none shows.
    static func declaredValue(_ expr: ExprSyntax?, _ context: ReadContext, type: String = "") -> TemplateValue? {
        let diagnostics = Diagnostics(context)
        let evaluator = Evaluator(context: context, diagnostics: diagnostics, typeName: nil)
        guard let expr, let value = try? evaluator.value(expr) else { return nil }
        if case .null = value { return nil }
        if isImageType(type) {
            var map = MapBuilder()
            let reading = Reading(diagnostics: diagnostics, place: "image", node: Syntax(expr))
            return ImageReader.read(value, &map, reading) ? map.value(MapBuilder.imageOrder) : nil
        }
        if let text = value.plainString { return .string(text) }
        return nil
    }

    /// `UIImage`, `Image`, optional or not.
    static func isImageType(_ type: String) -> Bool {
        // `ImageResource`: Xcode's generated asset symbol (`image: .connection`, MemoMap's wrapper).
        ["UIImage", "Image", "ImageResource"].contains(TypeName.normalized(type.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")))
    }

    /// The initializer that sets the most stored properties from its parameters (the first of
    /// those that set as many), and what it sets: parameter → property.
    static func bestInitializer(_ inits: [InitializerDeclSyntax], _ properties: [Property]) -> (InitializerDeclSyntax, [String: String])? {
        var best: (InitializerDeclSyntax, [String: String], Int)?
        for initializer in inits {
            let assigned = assignments(initializer, properties: Set(properties.map(\.name)))
            let parameters = initializer.signature.parameterClause.parameters.map { (assigned[($0.secondName ?? $0.firstName).text] ?? ($0.secondName ?? $0.firstName).text) }
            let count = parameters.filter { name in properties.contains { $0.name == name } }.count
            if best == nil || count > best!.2 { best = (initializer, assigned, count) }
        }
        return best.map { ($0.0, $0.1) }
    }

    /// The stored properties the chosen initializer computes from its parameters
    /// (`self.unavailablePrompt = "Content.unavailable.\(String(localized: titleKey))"`).
    static func derivedProperties(_ members: MemberBlockSyntax, _ properties: [Property], _ context: ReadContext) -> [String: WrapperView.Derived] {
        let inits = members.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
        guard let (initializer, _) = bestInitializer(inits, properties) else { return [:] }
        var result: [String: WrapperView.Derived] = [:]
        for stored in storedAssignments(initializer) where !stored.value.is(DeclReferenceExprSyntax.self) {
            guard let property = properties.first(where: { $0.name == stored.target }) else { continue }
            let (line, column) = context.location(of: stored.statement)
            result[stored.target] = WrapperView.Derived(assignment: SourceSnippet(path: context.file, line: line, column: column,
                                                                                  text: stored.statement.trimmedSource), type: property.type)
        }
        return result
    }

    /// `self.title = title` and `_text = text` (a property wrapper's storage) in an initializer:
    /// parameter → property. `_title = title` where the type declares `_title` itself (Goalie's
    /// `private var _title: String`) stores that property.
    static func assignments(_ initializer: InitializerDeclSyntax, properties: Set<String> = []) -> [String: String] {
        var result: [String: String] = [:]
        for stored in storedAssignments(initializer) {
            guard let reference = stored.value.as(DeclReferenceExprSyntax.self) else { continue }
            let wrapperStorage = stored.target.hasPrefix("_") && !properties.contains(stored.target)
            result[reference.baseName.text] = wrapperStorage ? String(stored.target.dropFirst()) : stored.target
        }
        return result
    }

    /// The initializer's statements `self.name = value` (or `name = value`): `name`, the value
    /// and the statement.
    private static func storedAssignments(_ initializer: InitializerDeclSyntax) -> [(target: String, value: ExprSyntax, statement: SequenceExprSyntax)] {
        (initializer.body?.statements ?? []).compactMap { item in
            guard let sequence = item.item.as(SequenceExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression.as(SequenceExprSyntax.self) else { return nil }
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return nil }
            var target = elements[0].trimmedSource
            if target.hasPrefix("self.") { target.removeFirst(5) }
            return (target, elements[2], sequence)
        }
    }
}
