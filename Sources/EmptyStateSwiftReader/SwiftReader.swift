import EmptyStateModel
import SwiftParser
import SwiftSyntax

/// Swift source → the empty states it declares, as templates (`emptystate import`).
///
/// Three forms are read: SwiftUI's `ContentUnavailableView`, UIKit's
/// `UIContentUnavailableConfiguration`, and DZNEmptyDataSet data sources written in Swift.
/// Values that are not known until the app runs are never guessed: a text becomes a
/// placeholder (`⟨viewModel.title⟩`), a color or a number is left out, and each is a warning
/// on the screen (`file:line:col: title: not a literal: viewModel.title`).
public enum SwiftReader {
    /// Every empty state one .swift file declares, as screens; `file` names the file in warnings.
    public static func screens(in text: String, file: String) throws -> [ImportedScreen] {
        try BigStack.run { try read(text, file: file) }
    }

    private static func read(_ text: String, file: String) throws -> [ImportedScreen] {
        guard text.utf8.count <= Limits.fileBytes else {
            throw SwiftReadError(file: file, line: 1, column: 1, message: "the file is larger than \(Limits.fileBytes >> 20) MB; split it")
        }
        let context = ReadContext(file: file, text: text)
        if let refusal = PreParseScan.refusal(context.bytes) { throw context.error(refusal.message, atOffset: refusal.offset) }
        var parser = Parser(text, maximumNestingLevel: Limits.parserNesting)
        let tree = SourceFileSyntax.parse(from: &parser)
        if let problem = SyntaxProblem.first(in: tree, context) { throw problem }

        // Only the declarations that name a construct are walked, each measured first.
        let views = Relevance(Relevance.viewName, in: context.bytes, tree: tree)
        let configurations = Relevance(Relevance.configurationName, in: context.bytes, tree: tree)
        let dataSources = Relevance(Relevance.dataSetName, in: context.bytes, tree: tree)
        var measured: Set<SyntaxIdentifier> = []
        for declaration in views.declarations + configurations.declarations + dataSources.declarations
        where measured.insert(declaration.id).inserted {
            if let node = TreeDepth.tooDeep(declaration) {
                throw context.error("code nested more than \(Limits.treeDepth) levels deep (a chain of that many calls, members or else-ifs)", atOffset: context.skippingTrivia(node.position.utf8Offset))
            }
        }
        guard !views.offsets.isEmpty || !configurations.offsets.isEmpty || !dataSources.offsets.isEmpty else { return [] }

        let constants = ConstantsVisitor()
        constants.walk(tree)
        context.constants = constants.constants

        var screens: [FoundScreen] = []
        screens += try SwiftUIScreens.read(views, context)
        screens += try UIKitScreens.read(configurations, context)
        screens += try DZNScreens.read(dataSources, context)
        return ScreenNaming.finish(screens, file: file, context: context)
    }
}
