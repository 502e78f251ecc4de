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
}

/// A visitor of the app's code: it does not enter previews.
class AppCodeVisitor: SyntaxVisitor {
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
