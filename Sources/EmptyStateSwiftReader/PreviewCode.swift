import SwiftSyntax

/// Code that only Xcode's canvas runs (`#Preview { … }`, a `PreviewProvider`): what it draws
/// is no screen of the app, and what it calls shows nothing on the phone.
enum PreviewCode {
    static func isPreview(_ macro: some FreestandingMacroExpansionSyntax) -> Bool {
        macro.macroName.text == "Preview"
    }

    static func isPreviewProvider(_ node: StructDeclSyntax) -> Bool {
        node.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedSource == "PreviewProvider" } ?? false
    }

    /// The file's private functions that only its previews call (Coinsa's `private extension
    /// EmptyStateView { static func makePreview(locale:colorScheme:) }`, called from two
    /// `#Preview`s): their bodies are preview code too.
    static func previewOnlyFunctions(in root: Syntax) -> Set<String> {
        let finder = PreviewUseFinder(viewMode: .sourceAccurate)
        finder.walk(root)
        return finder.privateFunctions.filter { finder.usedInPreviews.contains($0) && !finder.usedElsewhere.contains($0) }
    }

    /// `private func`, or any func of a `private extension` / `fileprivate` one.
    static func isPrivate(_ node: FunctionDeclSyntax) -> Bool {
        func restricts(_ modifiers: DeclModifierListSyntax) -> Bool {
            modifiers.contains { ["private", "fileprivate"].contains($0.name.text) && $0.detail == nil }
        }
        if restricts(node.modifiers) { return true }
        var current = node.parent
        while let parent = current {
            if let group = parent.asProtocol(DeclGroupSyntax.self) { return restricts(group.modifiers) }
            current = parent.parent
        }
        return false
    }

    private final class PreviewUseFinder: SyntaxVisitor {
        var privateFunctions: Set<String> = []
        var usedInPreviews: Set<String> = []
        var usedElsewhere: Set<String> = []
        private var previewDepth = 0

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            if PreviewCode.isPrivate(node) { privateFunctions.insert(node.name.text) }
            return .visitChildren
        }
        override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind { enter(PreviewCode.isPreview(node)) }
        override func visitPost(_ node: MacroExpansionExprSyntax) { leave(PreviewCode.isPreview(node)) }
        override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind { enter(PreviewCode.isPreview(node)) }
        override func visitPost(_ node: MacroExpansionDeclSyntax) { leave(PreviewCode.isPreview(node)) }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(PreviewCode.isPreviewProvider(node)) }
        override func visitPost(_ node: StructDeclSyntax) { leave(PreviewCode.isPreviewProvider(node)) }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            if previewDepth > 0 { usedInPreviews.insert(node.baseName.text) } else { usedElsewhere.insert(node.baseName.text) }
            return .visitChildren
        }

        private func enter(_ preview: Bool) -> SyntaxVisitorContinueKind {
            if preview { previewDepth += 1 }
            return .visitChildren
        }
        private func leave(_ preview: Bool) { if preview { previewDepth -= 1 } }
    }
}

/// A visitor of the app's code: it does not enter previews, nor the private functions only
/// previews call.
class AppCodeVisitor: SyntaxVisitor {
    private var previewOnlyFunctions: Set<String>?

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard PreviewCode.isPrivate(node) else { return .visitChildren }
        if previewOnlyFunctions == nil { previewOnlyFunctions = PreviewCode.previewOnlyFunctions(in: node.root) }
        return previewOnlyFunctions?.contains(node.name.text) == true ? .skipChildren : .visitChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        PreviewCode.isPreview(node) ? .skipChildren : .visitChildren
    }

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        PreviewCode.isPreview(node) ? .skipChildren : .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        PreviewCode.isPreviewProvider(node) ? .skipChildren : .visitChildren
    }
}
