import EmptyStateSourceReading
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
    /// A method that is none of DZNEmptyDataSet's (no `forEmptyDataSet` label, no
    /// `…EmptyDataSet…` name): it only names the data source.
    static func onlyNamesADataSource(_ declaration: Syntax) -> Bool {
        guard let function = declaration.as(MemberBlockItemSyntax.self)?.decl.as(FunctionDeclSyntax.self)
                ?? declaration.as(FunctionDeclSyntax.self) else { return false }
        let name = function.name.text
        // `title(forEmptyDataSet:)`, Swift 2's `titleForEmptyDataSet(_:)`, `emptyDataSetShouldDisplay(_:)`.
        return !name.hasPrefix("emptyDataSet") && !name.contains("EmptyDataSet") && !function.signature.trimmedSource.contains("EmptyDataSet")
    }

    /// Every empty state one .swift file declares, as screens; `file` names the file in warnings.
    public static func screens(in text: String, file: String) throws -> [ImportedScreen] {
        try reading(text, file: file).screens
    }

    /// The file's screens, and the wrapper views it declares (its own views whose body is an
    /// empty state). Given the app's `wrappers`, their call sites in this file are screens too,
    /// and the wrappers' own bodies are not.
    /// Given the app's `classes` and the `ancestors`' files, a subclass of a data source is a
    /// screen, and a data source with subclasses is not.
    public static func reading(_ text: String, file: String, wrappers: [WrapperView] = [], texts: AppTexts = AppTexts(),
                               classes: AppClasses = AppClasses(), ancestors: [SwiftReadRequest.File] = []) throws -> SwiftFileReading {
        try BigStack.run { try read(text, file: file, wrappers: wrappers, texts: texts, classes: classes, ancestors: ancestors) }
    }

    private static func read(_ text: String, file: String, wrappers: [WrapperView], texts: AppTexts,
                             classes: AppClasses, ancestors: [SwiftReadRequest.File]) throws -> SwiftFileReading {
        guard text.utf8.count <= Limits.fileBytes else {
            throw SwiftReadError(file: file, line: 1, column: 1, message: "the file is larger than \(Limits.fileBytes >> 20) MB; split it")
        }
        let context = ReadContext(file: file, text: text)
        if let refusal = PreParseScan.refusal(context.bytes) { throw context.error(refusal.message, atOffset: refusal.offset) }
        var parser = Parser(text, maximumNestingLevel: Limits.parserNesting)
        let tree = SourceFileSyntax.parse(from: &parser)

        // Only the declarations that name a construct are walked, each measured first.
        let views = Relevance(Relevance.viewName, in: context.bytes, tree: tree)
        let configurations = Relevance(Relevance.configurationName, in: context.bytes, tree: tree)
        let dataSources = Relevance(Relevance.dataSetName, in: context.bytes, tree: tree)
        // A file with a syntax error elsewhere than its empty states (an old app's Swift 2 `if let
        // x = y where …` in a network callback) is read around it, the error a warning on each screen.
        var readAround: SwiftReadError?
        var onlyTexts = false
        if let problem = SyntaxProblem.first(in: tree, context) {
            // A method that only hands the table its data source (`tableView.emptyDataSetSource =
            // self` in a response handler) may hold the error: the data source's own methods may not.
            let drawing = dataSources.declarations.filter { !Self.onlyNamesADataSource($0) }
            let relevant = views.declarations + configurations.declarations + drawing
            let declares = !(views.declarations + configurations.declarations + dataSources.declarations).isEmpty
            if declares, relevant.contains(where: \.hasError) { throw problem }
            // A file that declares no empty state still gives the app its enums, constants and
            // classes, read around the error (EventBuilder's Swift 2 model beside `enum EventTimeType`,
            // whose `title` the screen shows); its wrapper calls are not read.
            readAround = problem
            onlyTexts = !declares
        }
        let calls = wrappers.isEmpty ? [] : Relevance.offsets(anyOf: wrappers.map { Array($0.callee.utf8) }, in: context.bytes)
        var measured: Set<SyntaxIdentifier> = []
        for declaration in views.declarations + configurations.declarations + dataSources.declarations
        where measured.insert(declaration.id).inserted {
            if let node = TreeDepth.tooDeep(declaration) {
                throw context.error("code nested more than \(Limits.treeDepth) levels deep (a chain of that many calls, members or else-ifs)", atOffset: context.skippingTrivia(node.position.utf8Offset))
            }
        }
        let constants = ConstantsVisitor()
        constants.walk(tree)
        context.constants = constants.constants
        // What this file gives the others: its texts, read with what the app's other files
        // declare (its constants may call another file's localization function).
        context.appTexts = texts
        ProtocolExtensions.adopt(into: context)
        TextFunctions.adopt(into: context)
        StyleConstants.adopt(into: context)
        let ownTexts = AppTextsReader.read(tree, constants.constants, context)  // adds the file's own localizers
        context.appTexts.unavailableViewInitializers.merge(ownTexts.unavailableViewInitializers) { held, _ in held }
        context.appTexts.typeInitializers.merge(ownTexts.typeInitializers) { held, _ in held }
        context.wrappers = WrapperCallVisitor.byName(wrappers)
        let closureCalls = EmptyDataSetViewClosures.calls(in: dataSources)
        var methods = DZNScreens.methods(dataSources)
        var switchedOff: Set<String> = []
        if SwitchedOffDataSource.isSwitchedOff(context.bytes, tree) {
            // Its classes are drawn only where a storyboard connects the outlet to them.
            let sources = Set(methods.types.compactMap { $0 })
            if sources.isDisjoint(with: classes.outletSources) {
                switchedOff = sources
                methods = DZNMethodVisitor()
            }
        }
        let index = ClassIndexVisitor.read(tree, file: file, dataSources: methods, configuring: closureCalls, switchedOff: switchedOff)
        context.classes = classes
        let subclasses = index.declared.filter { classes.readsAcrossFiles($0.name) }

        guard !onlyTexts, !views.offsets.isEmpty || !configurations.offsets.isEmpty || !dataSources.offsets.isEmpty || !calls.isEmpty || !subclasses.isEmpty else {
            let warnings = onlyTexts ? readAround.map { ["\($0); its types and constants read around it"] } ?? [] : []
            return SwiftFileReading(screens: [], wrappers: [], calledWrappers: [], texts: ownTexts, classes: index.classes, warnings: warnings)
        }
        if !calls.isEmpty, let node = TreeDepth.tooDeep(Syntax(tree)) {
            throw context.error("code nested more than \(Limits.treeDepth) levels deep (a chain of that many calls, members or else-ifs)", atOffset: context.skippingTrivia(node.position.utf8Offset))
        }

        var screens: [FoundScreen] = []
        screens += try SwiftUIScreens.read(views, context)
        screens += try UIKitScreens.read(configurations, context)
        screens += try DZNScreens.read(methods, context)
        let ancestorFiles = Dictionary(ancestors.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let subclassReader = DZNSubclassScreens(classes: classes, ancestors: ancestorFiles, context: context, own: methods,
                                                ownSetters: subclasses.isEmpty ? SourceSetterMethods() : SourceSetterMethods.read(tree))
        screens += try EmptyDataSetViewClosures.read(closureCalls, context) { type in
            classes.configurers.contains(type) ? subclassReader.inheritedConstants(of: type) : nil
        }
        if !subclasses.isEmpty { screens += try subclassReader.read(subclasses) }
        var calledWrappers: Set<String> = context.usedWrappers
        var declared = WrapperViews.find(screens, context)
        if !calls.isEmpty {
            let callScreens = try WrapperCalls.read(tree, wrappers, context)
            screens += callScreens.map(\.screen)
            calledWrappers.formUnion(callScreens.map(\.wrapper))
            calledWrappers.formUnion(context.usedWrappers)  // and those called only in `#if os(macOS)`
            // A call site is a wrapper of its own only as a preset (`static var search =
            // Unavailable(…)`) or in a function other types call (a helper that shows one).
            let known = Set(declared.map(\.name))
            declared += WrapperViews.presets(callScreens.map(\.screen), context).filter { !known.contains($0.name) }
            // A view that only passes what it is given on to a wrapper (a `ViewModifier` overlaying
            // one, a view whose whole body is one) is a wrapper too: its calls are the screens.
            // So is one that passes its own struct of texts on (`Impl(…, noTasksMessageLabels:
            // noTasksMessageLabels)` in each branch of a list that shows its caller's labels).
            // And one that passes what its callers give it on in a branch (`SettingsList(…,
            // missingItemsTitle:)` showing `ContentMissingView(title: missingItemsTitle)` when its
            // list is empty), as one that words a ContentUnavailableView from them is; not one
            // that only shows the state it shares with its caller (`@Binding var searchText`).
            let passing = WrapperViews.find(callScreens.map(\.screen).filter {
                $0.kind == .swiftui && (WrapperViews.isPassingOn($0.node) || WrapperViews.passesTextsOn($0, context)
                    || WrapperViews.callerFedParameters($0, context) != nil && !WrapperViews.showsOnlyBindings($0))
            }, context)
            let more = Set(declared.map(\.name))
            declared += WrapperViews.withOwnScreens(passing.filter { !more.contains($0.name) && $0.function == nil }, screens, functions: declared)
        }
        if !wrappers.isEmpty {
            // A wrapper's own body is drawn where it is called, not as a screen of its own.
            let calledHere = Dictionary(grouping: wrappers.filter { $0.file == file }, by: \.name)
            let called = Set(calledHere.keys)
            screens = screens.filter { screen in
                if let name = WrapperViews.definition(of: screen.node), let named = calledHere[name],
                   WrapperOverloads.isBody(screen.node, of: named) { return false }
                // A view's other screens (per case of its state, or fixed), drawn at its calls.
                let owner = WrapperViews.typeDecl(around: screen.node).flatMap { EnclosingType.qualifiedName(of: $0) }
                return !(screen.kind == .swiftui && owner.map { called.contains($0) } == true)
            }
        }
        screens = BareConfigurations.dropped(screens)
        // A wrapper's own body drawn because nothing calls it: its callers' action slots are
        // empty (their default, `{ EmptyView() }`), not placeholders.
        for index in screens.indices where WrapperViews.definition(of: screens[index].node) != nil {
            let slots = WrapperActionSlots.slots(in: screens[index].template)
            guard !slots.isEmpty else { continue }
            screens[index].template = WrapperActionSlots.filled(screens[index].template, with: Dictionary(uniqueKeysWithValues: slots.map { ($0, []) }))
        }
        if let readAround {
            for index in screens.indices { screens[index].warnings.append("\(readAround), elsewhere in the file: read around it") }
        }
        return SwiftFileReading(screens: ScreenNaming.finish(screens, file: file, context: context), wrappers: declared, calledWrappers: calledWrappers.sorted(), texts: ownTexts, classes: index.classes)
    }
}
