import EmptyStateSourceReading
import SwiftSyntax

extension AppTexts {
    /// How a type's static localization function is kept among `localizers`: `Localization.getLocalizedString`.
    /// A nested type by its own name (`Strings.L10n`, `extension Strings.L10n` → `L10n`).
    static func typeLocalizer(_ type: String, _ function: String) -> String {
        "\(type.split(separator: ".").last.map(String.init) ?? type).\(function)"
    }

    func constant(_ name: String, in type: String?) -> Text? {
        if let type, let found = constants[type]?[name] { return found }
        return constants[""]?[name]
    }

    /// The image constant `name` of `type` (`StaticImage.empty`), or of UIImage and Image when
    /// written as an implicit member (`config.image = .empty`).
    func image(_ name: String, in type: String?) -> ImageName? {
        if let type { return images[type]?[name] }
        return images["UIImage"]?[name] ?? images["Image"]?[name]
    }

    /// The image as the call that makes it, written at `syntax`.
    static func value(_ image: ImageName, at syntax: ExprSyntax) -> Value {
        let (label, name): (String, String)
        switch image {
        case let .symbol(symbol): (label, name) = ("systemName", symbol)
        case let .asset(asset): (label, name) = ("named", asset)
        }
        return .call(Call(receiver: .none, name: "UIImage", arguments: [Argument(label: label, value: .string(StringValue(name)), syntax: syntax)],
                          closures: [], syntax: Syntax(syntax)))
    }

    /// The text as a value the readers take, written at `syntax` (the place that uses it).
    static func value(_ text: Text, at syntax: ExprSyntax) -> Value {
        switch text {
        case let .plain(string): return .string(StringValue(string))
        case let .key(key, defaultValue):
            var arguments = [Argument(label: nil, value: .string(StringValue(key)), syntax: syntax)]
            if let defaultValue { arguments.append(Argument(label: "value", value: .string(StringValue(defaultValue)), syntax: syntax)) }
            return .call(Call(receiver: .none, name: "NSLocalizedString", arguments: arguments, closures: [], syntax: Syntax(syntax)))
        }
    }
}

/// One file's contribution to the app's texts.
enum AppTextsReader {
    static func read(_ tree: SourceFileSyntax, _ constants: Constants, _ context: ReadContext) -> AppTexts {
        var texts = AppTexts()
        let diagnostics = Diagnostics(context)
        // The file's own localization functions first: its constants may call them
        // (`static var emptyTitle: String { localized("rates.empty.title", defaultValue: "No Rates") }`).
        let functions = LocalizerVisitor()
        functions.fileTexts = constants.file.compactMapValues { $0.as(StringLiteralExprSyntax.self)?.representedLiteralValue }
        functions.walk(tree)
        functions.findEnumKeyLocalizers()
        context.appTexts.localizers.formUnion(functions.localizers)
        context.appTexts.localizerLookups.merge(functions.lookups) { held, _ in held }
        context.appTexts.stringMembers.formUnion(functions.stringMembers)
        context.appTexts.markdownMembers.formUnion(functions.markdownMembers)
        context.appTexts.formatMembers.formUnion(functions.formatMembers)
        context.appTexts.verbatimMembers.formUnion(functions.verbatimMembers)
        // And its string enums' raw values (`UIImage(systemName: SFSymbols.star.rawValue)`).
        let enums = EnumRawValuesVisitor()
        enums.walk(tree)
        context.appTexts.merge(rawValuesOf: enums.rawValues)
        // Each constant is a reading of its own: the case a `switch self` of one type's text
        // showed is not another type's (`context.fallbackCases`). The types go in their names'
        // order, so that what is read does not hang on a dictionary's order from run to run.
        let readingCases = context.fallbackCases
        defer { context.fallbackCases = readingCases }
        let memberNames = Set(constants.byType.values.flatMap(\.keys))
        for (type, members) in constants.byType.sorted(by: { $0.key < $1.key }).map({ ($0.key, $0.value) }) + [("", constants.file)] {
            for (name, expr) in members where !type.isEmpty {
                if let number = Self.numberLiteral(expr) { texts.numbers[type, default: [:]][name] = number }
            }
            for (name, expr) in members.sorted(by: { $0.key < $1.key }) where expr.trimmedLength.utf8Length < 2_000 && context.isShallow(expr) {
                // A text is written with a literal somewhere; an image names an image type (or a
                // constant that does: `UIImage.symbol(AppImage.clock.systemName)`). Each is evaluated once.
                let source = expr.description
                // Or names a localized string without a literal: `String(localized: .app(.tags))`, `R.string…`.
                // Or calls one of the file's functions that localize whatever they take (`tr(.key)`).
                let mayBeText = source.containsBytes("\"") || source.containsBytes("ocalized") || source.containsBytes("R.string")
                    || functions.localizing.contains { source.containsBytes($0 + "(") } || Self.readsTypeConstant(expr, memberNames)
                // (`extension UIImage { static let podcastEpisode: UIImage = podcast }`: another image of the type.)
                let mayBeImage = source.containsBytes("Image") || source.containsBytes("#imageLiteral") || Self.imageTypes.contains(type)
                context.fallbackCases = [:]
                guard mayBeText || mayBeImage,
                      let value = try? Evaluator(context: context, diagnostics: diagnostics, typeName: type.isEmpty ? nil : type).value(expr) else { continue }
                if mayBeImage, let image = image(value, at: expr, context) {
                    texts.images[type, default: [:]][name] = image
                } else if mayBeText, let text = text(value, at: expr, context) {
                    texts.constants[type, default: [:]][name] = Self.keyed(text, expr, declaredAsKey: constants.isLocalizedKey(name, in: type))
                }
            }
            // `static let titleNewEntry = defaultNewEntryName`: another name of the type's text.
            for (name, expr) in members where texts.constants[type]?[name] == nil {
                guard let other = expr.as(DeclReferenceExprSyntax.self)?.baseName.text ?? Self.selfMember(expr),
                      let text = texts.constants[type]?[other] else { continue }
                texts.constants[type, default: [:]][name] = text
            }
        }
        texts.localizers = functions.localizers
        texts.localizerLookups = functions.lookups
        texts.stringMembers = functions.stringMembers
        texts.markdownMembers = functions.markdownMembers
        texts.formatMembers = functions.formatMembers
        texts.verbatimMembers = functions.verbatimMembers
        texts.importedLibraries.formUnion(context.fileImportedLocalizers)
        texts.rawValues = enums.rawValues
        texts.extensions = ProtocolExtensions.snippets(in: tree, context)
        texts.textFunctions = TextFunctions.snippets(in: tree, context)
        texts.imageFactories = ImageFactories.declared(in: tree)
        texts.buttonViews = AppButtonViews.declared(in: tree, context)
        texts.customViews = AppCustomViews.declared(in: tree, context)
        texts.nibViews = NibOwnedViews.declared(in: tree)
        texts.valueTypes = AppValueTypes.declared(in: tree, context)
        texts.computedMembers = ComputedMembers.declared(in: tree, context)
        texts.buttonClasses = AppButtonClasses.declared(in: tree, context)
        (texts.enumCases, texts.switchedCases, texts.enumProperties, texts.errorEnums, texts.nestedEnums) = EnumCaseProperties.declared(in: tree, context)
        texts.propertyTypes = EnumCaseProperties.propertyTypes(constants)
        texts.typedPropertyTypes = EnumCaseProperties.typedPropertyTypes(constants)
        // The names the file binds (`$searchQuery`), found once for both readings of its stored texts.
        let bound = StoredTexts.boundNames(context.bytes)
        texts.storedTexts = StoredTexts.sole(constants, context, bound: bound)
        texts.storedTextChoices = StoredTexts.choices(constants, context, bound: bound)
        texts.extensionProperties = ExtensionTextProperties.declared(in: tree, context)
        texts.styleConstants = StyleConstants.snippets(constants, context)
        texts.unavailableViewInitializers = UnavailableViewInitializers.declared(in: tree, context)
        texts.typeInitializers = AppTypeInitializers.declared(in: tree, context)
        texts.languageFlags = DeviceLanguageFlags.declared(in: tree, bytes: context.bytes)
        let payloads = CasePayloadVisitor(context)
        payloads.walk(tree)
        texts.casePayloads = payloads.payloads
        return texts
    }

    static let imageTypes: Set<String> = ["UIImage", "Image", "NSImage"]

    /// `2`, `0.5`, `-1`: a number written as it is.
    static func numberLiteral(_ expr: ExprSyntax) -> Double? {
        if let integer = expr.as(IntegerLiteralExprSyntax.self) { return Double(integer.literal.text.replacingOccurrences(of: "_", with: "")) }
        if let float = expr.as(FloatLiteralExprSyntax.self) { return Double(float.literal.text.replacingOccurrences(of: "_", with: "")) }
        if let negated = expr.as(PrefixOperatorExprSyntax.self), negated.operator.text == "-" { return numberLiteral(negated.expression).map { -$0 } }
        return nil
    }

    /// Whether `expr` reads a type's constant of this file (`Const.titleString` in Portannict's
    /// `NSAttributedString(string: Const.titleString, attributes: …)`), which may be a text.
    private static func readsTypeConstant(_ expr: ExprSyntax, _ memberNames: Set<String>) -> Bool {
        guard !memberNames.isEmpty else { return false }
        var beforeLast: TokenSyntax?, last: TokenSyntax?
        for token in expr.tokens(viewMode: .sourceAccurate) {
            if case .identifier = token.tokenKind, memberNames.contains(token.text), last?.tokenKind == .period,
               beforeLast?.text.first?.isUppercase == true {
                return true
            }
            (beforeLast, last) = (last, token)
        }
        return false
    }

    /// `static let NoSaved: LocalizedStringKey = "Community:Trip:NoSaved"`: the literal is the
    /// key SwiftUI looks up where the text is shown, in another file as in this one (GoTravel.iOS).
    private static func keyed(_ text: AppTexts.Text, _ expr: ExprSyntax, declaredAsKey: Bool) -> AppTexts.Text {
        guard declaredAsKey, expr.is(StringLiteralExprSyntax.self), case let .plain(literal) = text else { return text }
        return .key(literal, defaultValue: nil)
    }

    /// `Self.name`, `self.name`: the member's name.
    private static func selfMember(_ expr: ExprSyntax) -> String? {
        guard let member = expr.as(MemberAccessExprSyntax.self), let base = member.base?.trimmedSource,
              ["Self", "self"].contains(base) else { return nil }
        return member.declName.baseName.text
    }

    /// A constant's image when its name is a literal: `UIImage(systemName: "tray")`,
    /// `UIImage(named: "empty") ?? UIImage()`, SwiftUI's `Image(systemName:)` and `Image("…")`.
    static func image(_ value: Value, at expr: ExprSyntax, _ context: ReadContext) -> AppTexts.ImageName? {
        var map = MapBuilder()
        guard ImageReader.read(value, &map, Reading(diagnostics: Diagnostics(context), place: "", node: Syntax(expr))) else { return nil }
        if case let .string(symbol)? = map["systemName"], !symbol.contains("\u{27E8}") { return .symbol(symbol) }
        if case let .string(asset)? = map["name"], !asset.contains("\u{27E8}") { return .asset(asset) }
        return nil
    }

    /// A constant's text when it is wholly known: a literal, a localization call with a
    /// literal key, SwiftGen's `tr("Table", "key", fallback: "Text")` (`TextReader`).
    static func text(_ value: Value, at expr: ExprSyntax, _ context: ReadContext) -> AppTexts.Text? {
        // An attributed text's words without its attributes (Portannict's `static var title:
        // NSAttributedString { NSAttributedString(string: Const.titleString, attributes: …) }`):
        // another file shows the text the constant holds, in the style that file gives it.
        guard let spec = TextReader.spec(value, Reading(diagnostics: Diagnostics(context), place: "", node: Syntax(expr)), swiftUI: false) else { return nil }
        switch spec.body {
        case let .plain(text): return text.contains("\u{27E8}") ? nil : .plain(text)
        case let .key(key, defaultValue, arguments): return arguments.isEmpty ? .key(key, defaultValue: defaultValue) : nil
        }
    }
}

/// Functions that localize their first argument (their body calls a localization API), and
/// String members that localize the string.
final class LocalizerVisitor: SyntaxAnyVisitor {
    private(set) var localizers: Set<String> = []
    private(set) var stringMembers: Set<String> = []
    /// String members that parse it as Markdown, and that fill its format's specifiers.
    private(set) var markdownMembers: Set<String> = []
    private(set) var formatMembers: Set<String> = []
    /// String members that show it unchanged (`var inText: Text { Text(self) }`, Organize).
    private(set) var verbatimMembers: Set<String> = []
    /// Every function of the file that returns a localized text, whatever it takes (`static func
    /// tr(_ key: Key) -> String { NSLocalizedString(key.rawValue, …) }`).
    private(set) var localizing: Set<String> = []
    /// The localizers' default-value parameters and tables (`LocalizerLookups`).
    private(set) var lookups: [String: LocalizerLookup] = [:]
    /// The file's top-level text constants (`private let table = "AISettings"`), for a table named by one.
    var fileTexts: [String: String] = [:]

    init() { super.init(viewMode: .sourceAccurate) }

    /// Declarations only, never statements or bodies (a function's own body is read as text).
    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        Relevance.isContainer(node) || node.is(CodeBlockItemSyntax.self) && node.parent?.parent?.is(SourceFileSyntax.self) == true
            || node.is(MemberBlockItemSyntax.self) ? .visitChildren : .skipChildren
    }

    static func localizes(_ body: some SyntaxProtocol) -> Bool {
        let text = body.description
        return text.contains("ocalizedString") || text.contains("String(localized") || text.contains("ocalized(") || text.contains("LocalizationValue")
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let isStatic = node.modifiers.contains { ["static", "class"].contains($0.name.text) }
        if !isStatic, isInStringExtension(node) {
            if let body = node.body, body.description.utf8.count < 4_000, StringHelperMembers.parsesMarkdown(body) { markdownMembers.insert(node.name.text) }
            if StringHelperMembers.fillsFormat(node) { formatMembers.insert(node.name.text) }
            if StringHelperMembers.stylesItself(node) { verbatimMembers.insert(node.name.text) }
        }
        guard let body = node.body, let result = node.signature.returnClause?.type.trimmedSource,
              result.contains("String") || result == "Text", body.description.utf8.count < 4_000 else { return .skipChildren }
        let localizes = Self.localizes(body)
        let words = localizes ? nil : DictionaryLocalizers.words(of: node)
        guard localizes || words != nil else { return .skipChildren }
        localizing.insert(node.name.text)
        let first = node.signature.parameterClause.parameters.first
        let parameterNames = node.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }
        let takesKey = first.map { ["String", "StaticString", "String.LocalizationValue"].contains($0.type.trimmedSource)
            && !LocalizedKeyUse.keysAreFixed(in: body, parameter: ($0.secondName ?? $0.firstName).text) } ?? false
            && !LocalizedKeyUse.fillsFormatWithOwnValues(in: body, parameters: parameterNames)
        if !isStatic, isInStringExtension(node) {
            // `"key".localized`, `"key".localized()`, `.localized(comment:)`: the string is the key.
            stringMembers.insert(node.name.text)
        } else if takesKey {
            // `CelestiaString("key", comment:)`, `String.localized("key")`, `Text(.localized("key"))`.
            localizers.insert(node.name.text)
            if let lookup = LocalizerLookups.lookup(of: node, constants: fileTexts) { lookups[node.name.text] = lookup }
            if let words { lookups[node.name.text, default: LocalizerLookup(defaultParameter: nil, table: nil)].words = words }
            // `Localization.getLocalizedString("key")`: a type's own, called through the type (mybus-ios).
            if isStatic, let owner = EnclosingType.name(of: Syntax(node)) { localizers.insert(AppTexts.typeLocalizer(owner, node.name.text)) }
        } else if isStatic, let first, let owner = EnclosingType.name(of: Syntax(node)) {
            enumKeyCandidates.append(EnumKeyCandidate(name: node.name.text, owner: owner, parameter: (first.secondName ?? first.firstName).text,
                                                      type: TypeName.declared(first.type.trimmedSource), body: body))
        }
        return .skipChildren
    }

    /// A type's static function whose first parameter is one of the app's string enums, and
    /// whose key is that parameter's raw value.
    private struct EnumKeyCandidate {
        var name, owner, parameter, type: String
        var body: CodeBlockSyntax
    }
    private var enumKeyCandidates: [EnumKeyCandidate] = []

    /// After the walk: the type's static functions that look a case's raw value up as the key
    /// (`L10n.string(.nearbyEmptyTitle)` of `static func string(_ key: Key) -> String {
    /// localizedString(forKey: key.rawValue, …) }`, Shelters), also through each other
    /// (`static func text(_ key: Key) -> LocalizedStringKey { LocalizedStringKey(string(key)) }`).
    /// Known by the type's name only (`L10n.string`): a bare `string(…)` elsewhere is another function.
    func findEnumKeyLocalizers() {
        var found: Set<String> = []
        var remaining = enumKeyCandidates.filter { $0.type.first?.isUppercase == true && !Self.stringTypes.contains($0.type) }
        while true {
            let known = Set(found.map { String($0.split(separator: ".").last ?? "") })
            let newly = remaining.filter { LocalizedKeyUse.rawValueIsKey(in: $0.body, parameter: $0.parameter, localizers: known) }
            guard !newly.isEmpty else { break }
            for candidate in newly {
                let qualified = AppTexts.typeLocalizer(candidate.owner, candidate.name)
                found.insert(qualified)
                localizers.insert(qualified)
                lookups[qualified, default: LocalizerLookup(defaultParameter: nil, table: nil)].keyEnum = candidate.type
            }
            remaining.removeAll { candidate in newly.contains { $0.name == candidate.name && $0.owner == candidate.owner } }
        }
    }

    static let stringTypes: Set<String> = ["String", "Swift.String", "StringProtocol", "StaticString"]

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard isInStringExtension(node) else { return .skipChildren }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let accessor = binding.accessorBlock,
                  accessor.description.utf8.count < 4_000 else { continue }
            if StringHelperMembers.parsesMarkdown(accessor) { markdownMembers.insert(name) }
            if StringHelperMembers.showsItself(accessor) { verbatimMembers.insert(name) }
            if Self.localizes(accessor) { stringMembers.insert(name) }
        }
        return .skipChildren
    }

    private func isInStringExtension(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let parent = current {
            if let extensionDecl = parent.as(ExtensionDeclSyntax.self) { return Self.stringTypes.contains(extensionDecl.extendedType.trimmedSource) }
            if EnclosingType.declaresType(parent) { return false }
            current = parent.parent
        }
        return false
    }
}
