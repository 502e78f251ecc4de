import EmptyStateSourceReading
import SwiftParser
import SwiftSyntax

/// Subclasses of the app's DZNEmptyDataSet data sources (and data sources declared over
/// several files), each a screen of its own: the
/// nearest class's method for each key (the subclass's override, else its superclass's…),
/// read as the subclass, so that a property or a method it overrides gives its value where
/// a superclass's method uses it (`override var emptyTitle: String { "No Mail" }`). The
/// superclasses' files are read here too; what they say is located in their own files.
struct DZNSubclassScreens {
    let classes: AppClasses
    let ancestors: [String: SwiftReadRequest.File]
    let context: ReadContext
    let own: DZNMethodVisitor
    /// The file's own source setters and calls.
    let ownSetters: SourceSetterMethods

    /// An ancestor's file, parsed once per reading.
    fileprivate final class Parsed {
        let context: ReadContext
        let constants: Constants
        let methods: DZNMethodVisitor
        let root: SyntaxIdentifier
        let setters: SourceSetterMethods

        init(context: ReadContext, constants: Constants, methods: DZNMethodVisitor, root: SyntaxIdentifier, setters: SourceSetterMethods) {
            self.context = context; self.constants = constants; self.methods = methods; self.root = root; self.setters = setters
        }
    }

    /// The ancestors' files parsed so far, each once per reading of the file (a subclass's chain
    /// and a closure's class share them).
    let parsed = ParsedFiles()

    final class ParsedFiles {
        fileprivate var byPath: [String: Parsed?] = [:]
    }

    func read(_ declared: [(name: String, node: Syntax)]) throws -> [FoundScreen] {
        var screens: [FoundScreen] = []
        let ownConstants = context.constants
        defer { context.constants = ownConstants }
        for (name, node) in declared {
            var methods: [DZNMethod] = []
            var keys: Set<DZNMethod.Key> = []
            var constants = ownConstants
            for (type, sources) in walk(name, into: &constants) {
                for source in sources {
                    for method in source.methods[type] ?? [] where !Self.onlyCallsSuper(method) && keys.insert(method.key).inserted {
                        methods.append(method)
                    }
                }
            }
            guard !methods.isEmpty, !setsNoSource(name) else { continue }
            context.constants = constants
            screens += try DZNTypeReader(typeName: name, methods: methods, context: context, anchor: node).screens()
            if screens.count > Limits.screens { break }
        }
        return screens
    }

    /// The file's constants with those of `name`'s ancestors declared in other files, for a
    /// closure configuring the library's view that calls their methods; nil when none is.
    func inheritedConstants(of name: String) -> Constants? {
        var constants = context.constants
        let walked = walk(name, into: &constants)
        return walked.contains { $0.sources.contains { $0 !== own } } ? constants : nil
    }

    /// `name`'s chain, nearest first, each type with the DZN methods of the files that declare it
    /// (this file's own first for `name`); the other files' constants merged into `constants`.
    private func walk(_ name: String, into constants: inout Constants) -> [(type: String, sources: [DZNMethodVisitor])] {
        let chain = [name] + classes.ancestors(of: name)
        var result: [(type: String, sources: [DZNMethodVisitor])] = []
        for (index, type) in chain.enumerated() {
            if index + 1 < chain.count { constants.superclasses[type] = chain[index + 1] }
            var sources: [DZNMethodVisitor] = []
            for path in (classes.files[type] ?? []).sorted() {
                if path == context.file { sources.append(own); continue }
                let known: Parsed?
                if let held = parsed.byPath[path] { known = held } else { known = parse(path); parsed.byPath[path] = known }
                guard let file = known else { continue }
                context.foreign[file.root] = file.context
                // The chain's classes too: an ancestor that only stores its texts (`var titleText = ""`,
                // set by each subclass or by none) has no constant (NeighborLabor).
                constants.inherit(file.constants, types: Set(file.constants.byType.keys).union(file.constants.functionsByType.keys).union(chain))
                // The app's constants the ancestor's methods name (Touqiu's `App_Theme_999999_Color`
                // in another file), though the subclass's own file never names them.
                constants = StyleConstants.adopted(constants, mentionedIn: file.context.words, context)
                constants = TextFunctions.adopted(constants, mentionedIn: file.context.words, context)
                sources.append(file.methods)
            }
            if index == 0, !sources.contains(where: { $0 === own }) { sources.insert(own, at: 0) }
            result.append((type, sources))
        }
        return result
    }

    /// Whether `name`'s files and its ancestors' hand a table `self` only in a method that takes
    /// the texts, which none of them calls (`SourceSetterMethods`).
    private func setsNoSource(_ name: String) -> Bool {
        var setters = ownSetters
        for type in [name] + classes.ancestors(of: name) {
            for path in classes.files[type] ?? [] where path != context.file {
                guard let held = parsed.byPath[path], let file = held else { continue }
                setters = setters.merged(with: file.setters)
            }
        }
        return setters.setsNoSource
    }

    /// An override that only returns its superclass's answer (`return super.title(forEmptyDataSet:
    /// scrollView)`) is the superclass's method.
    static func onlyCallsSuper(_ method: DZNMethod) -> Bool {
        guard let statements = method.decl.body?.statements, let expr = ConstantsVisitor.singleExpression(statements),
              let call = expr.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.base?.is(SuperExprSyntax.self) == true else { return false }
        return member.declName.baseName.text == method.decl.name.text
    }

    /// An ancestor's file parsed and checked as the file's own reading checks it; nil when it
    /// was not given or cannot be read (its own reading says why).
    private func parse(_ path: String) -> Parsed? {
        guard let file = ancestors[path] else { return nil }
        let fileContext = ReadContext(file: path, text: file.text)
        guard file.text.utf8.count <= Limits.fileBytes, PreParseScan.refusal(fileContext.bytes) == nil else { return nil }
        var parser = Parser(file.text, maximumNestingLevel: Limits.parserNesting)
        let tree = SourceFileSyntax.parse(from: &parser)
        guard SyntaxProblem.first(in: tree, fileContext) == nil else { return nil }
        let relevance = Relevance(Relevance.dataSetName, in: fileContext.bytes, tree: tree)
        guard relevance.declarations.allSatisfy({ TreeDepth.tooDeep($0) == nil }) else { return nil }
        let constants = ConstantsVisitor()
        constants.walk(tree)
        return Parsed(context: fileContext, constants: constants.constants, methods: DZNScreens.methods(relevance), root: Syntax(tree).id,
                      setters: SourceSetterMethods.read(tree))
    }
}
