import Foundation

/// The texts an app declares once and uses everywhere, gathered from every file: constants
/// (`static let noArticlesTitle = NSLocalizedString("no_articles_title", comment: "")`,
/// SwiftGen's `L10n` members), its own localization functions (`CelestiaString("…",
/// comment:)`, `L("key")`) and String extensions (`"key".localized`).
public struct AppTexts: Hashable, Sendable, Codable {
    public enum Text: Hashable, Sendable, Codable {
        case plain(String)
        case key(String, defaultValue: String?)
    }

    /// An image a constant names: an SF Symbol or an asset, by its literal name.
    public enum ImageName: Hashable, Sendable, Codable {
        case symbol(String)
        case asset(String)
    }

    /// An app's own way to make an image of a name it is given (`convenience init(asset:
    /// ImageAsset) { self.init(named: asset.rawValue)! }`, `static func symbol(_ name: SymbolName?)
    /// -> UIImage?` calling `UIImage(systemName: name.rawValue)`): which parameter names the
    /// image, of which type, and whether the name is an asset's, a symbol's or either.
    public struct ImageFactory: Hashable, Sendable, Codable {
        public var position: Int
        public var parameterType: String
        public var named: Bool
        public var system: Bool
        /// A function that hands back the image it is given, changed (`Util.imageResize(_:
        /// sizeChange:)`): the image at `position` is what is drawn.
        public var passesImage: Bool?

        public init(position: Int, parameterType: String, named: Bool, system: Bool) {
            self.position = position; self.parameterType = parameterType; self.named = named; self.system = system
        }
    }

    /// The innermost type's name (`""` for the file's own constants) → name → text.
    public var constants: [String: [String: Text]] = [:]
    /// Constants that are images (`enum Icons { static let empty = UIImage(systemName: "tray") }`,
    /// `extension UIImage { static let inbox = UIImage(named: "inbox") }`): type → name → image.
    public var images: [String: [String: ImageName]] = [:]
    /// Functions whose first argument is a localization key.
    public var localizers: Set<String> = []
    /// What a localizer passes on besides its key (`func aiSettingsLocalized(_ key: String, _
    /// defaultValue: String) -> String { Bundle.main.localizedString(forKey: key, value:
    /// defaultValue, table: "AISettings") }`): which of its parameters is the text shown where no
    /// table has the key, and the table it names. By the localizer's name.
    public var localizerLookups: [String: LocalizerLookup] = [:]
    /// Members of String that localize it (`localized`, `localizedString`).
    public var stringMembers: Set<String> = []
    /// Members of String that parse it as Markdown (`func toMarkdown() -> AttributedString {
    /// try AttributedString(markdown: self) }`).
    public var markdownMembers: Set<String> = []
    /// Members of String that fill its format's specifiers with what they are given (`func
    /// placeholders(_ arguments: any CVarArg...) -> String`, a `String(format: self, …)`).
    public var formatMembers: Set<String> = []
    /// Members of String that show it as it is (`var inText: Text { Text(self) }`).
    public var verbatimMembers: Set<String> = []
    /// Libraries some file imports whose String members localize (`Localize_Swift`): an
    /// extension's members are seen by every file of the module once one file imports it
    /// (Swift without `MemberImportVisibility`), so Tricky's files that never import it still
    /// call its `"key".localized()`.
    public var importedLibraries: Set<String> = []
    /// The app's localization keys by the symbols code generators make of them (R.swift's
    /// `R.string.localizable.emptyTitle()`, Xcode's String Catalog symbols `.emptyTitle`):
    /// table (`symbolName` of its name; "" for every table) → `symbolName` of the key → key.
    public var resourceKeys: [String: [String: String]] = [:]
    /// Objective-C string constants (`NSString *const kNoSessionsTitle = @"…";`) by name, from
    /// the file that defines them, for the files that name them through a header's `extern`.
    public var objCStrings: [String: String] = [:]
    /// The tables' names by their `symbolName` (`tasks` → `Tasks`).
    public var tableNames: [String: String] = [:]
    /// Extensions of protocols that give text-making helpers to every type that conforms
    /// (`extension DZNEmptyDataSetSource { func title(_ text: String) -> NSAttributedString … }`),
    /// by the protocol's name: read with a conforming type's file, in any file.
    public var extensions: [String: [SourceSnippet]] = [:]
    /// Static and free functions with parameters that make a text (`static func
    /// noFilteredServices(_ name: String) -> String { String(format: NSLocalizedString(…), name) }`),
    /// by `Owner.name` (`.name` for a free function): run where another file calls them.
    public var textFunctions: [String: [SourceSnippet]] = [:]
    /// The app's enums' cases in order, by the enum's (innermost) name.
    public var enumCases: [String: [String]] = [:]
    /// Every enum's cases in order, also those that carry values (`case category(ExpenseCategory)`,
    /// no choice for a per-case property): what a `switch`'s `default:` stands for, the cases
    /// its clauses leave out.
    public var switchedCases: [String: [String]] = [:]
    /// Computed properties that switch over `self` (`var displayName: String { switch self {
    /// case .allTime: "All Time" … } }`), by `Type.name`: one value per case where the code reads
    /// one of a value only the run time knows (each case a variant).
    public var enumProperties: [String: SourceSnippet] = [:]
    /// The enums among `enumCases` that are errors (`enum AppError: LocalizedError`): their
    /// per-case texts are read only where the code has already chosen a case.
    public var errorEnums: Set<String> = []
    /// Nested enums' whole paths by their innermost name (`Kind` → `SavedHostsEditor.Kind`,
    /// `PrePermissionSheet.Kind`): a name two nested enums share is neither's, and each is read
    /// by its path (`enumCases` and `enumProperties` hold both forms of a nested enum).
    public var nestedEnums: [String: Set<String>] = [:]
    /// Properties' declared types across the app, by the property's name (`selectedType` →
    /// `SavedPostStatus`): the enum a view model's property holds, where another file reads it.
    public var propertyTypes: [String: Set<String>] = [:]
    /// The same by the declaring type's name and the property's (`MWLUsersMediaViewModel.type` →
    /// `UserMediaType`): which of several types a property of that name holds, where the code
    /// reads it through a value of a known type (`viewModel.type`).
    public var typedPropertyTypes: [String: String] = [:]

    /// The image factories of the app's `UIImage` and `Image` extensions, by `UIImage.init(asset:)`
    /// or `UIImage.symbol`.
    public var imageFactories: [String: ImageFactory] = [:]

    /// The raw values of string enums' cases (`enum SFSymbols: String { case star; case
    /// personSlash = "person.slash" }`): type (innermost, and the whole path when nested) → case → value.
    public var rawValues: [String: [String: String]] = [:]

    /// The app's views that are one `Button` and take nothing (`struct AddArticleButton: View {
    /// var body: some View { Button { … } label: { Label("action.add-article", image: …) } } }`),
    /// by the view's name: their body, read as the button where a screen's actions make one.
    public var buttonViews: [String: SourceSnippet] = [:]
    /// The app's `UIView` subclasses that add the views they store, by name (`AppCustomViews`).
    public var customViews: [String: SourceSnippet] = [:]
    /// The app's `UIView` subclasses that load their own xib, by name: the xib's name
    /// (Xinhoo's `CODCountryCodeEmptyView`, `UINib(nibName: "CODCountryCodeEmptyView", …)`).
    public var nibViews: [String: String] = [:]
    /// The app's small types whose instances give a screen's texts by computed members, by name
    /// (`EmptyStateViewModel(.noRaces).title`, `AppValueTypes`).
    public var valueTypes: [String: SourceSnippet] = [:]
    /// The app's `UIButton` subclasses whose initializer sets the button's configuration, by name
    /// (`AppButton(style: .primary, title: "Retry").configuration`, potter-wiki-ios).
    public var buttonClasses: [String: SourceSnippet] = [:]
    /// Names of button views two files declare.
    public var ambiguousButtonViews: Set<String> = []
    /// Stored text properties their type only ever sets to one text (nil aside), by type: what
    /// another type's view shows through them (`viewModel.errorMessage`, strimr).
    public var storedTexts: [String: [String: Text]] = [:]
    /// Stored text properties their type sets to several values, by type: each a screen where
    /// another type's view shows the property (`StoredTextChoice`).
    public var storedTextChoices: [String: [String: [StoredTextChoice]]] = [:]
    /// Computed text and image properties of the app's types that are no views (`var
    /// emptyDataSetDescription: NSAttributedString { … }` of M2's `MessagesListViewModel`), by
    /// type, then name: each within an extension of its type, read where another type shows the
    /// property through one of its own (`viewModel?.emptyDataSetDescription`).
    public var computedMembers: [String: [String: SourceSnippet]] = [:]
    /// Text properties of extensions of types the app does not declare (`extension Error { var
    /// loadFailureAdvice: String { … } }`), by name: the getter's expression, `self.` for the value.
    public var extensionProperties: [String: SourceSnippet] = [:]
    /// Constants that are a font or a color (`let fontMontserratRegular17 = UIFont(name:
    /// "Montserrat-Regular", size: 17)`), by `Owner.name` (`.name` for a file's own): their
    /// expressions, read where another file names them. One two files declare differently is
    /// neither's (two snippets kept).
    public var styleConstants: [String: [SourceSnippet]] = [:]
    /// The app's own `ContentUnavailableView` initializers (`extension ContentUnavailableView {
    /// init(_ config: EmptyStateConfig) { self.init(…) } }`), by their labels (`_`).
    public var unavailableViewInitializers: [String: SourceSnippet] = [:]
    /// The values the app makes each enum case with (`CasePayload`), by the case's name.
    public var casePayloads: [String: CasePayload] = [:]
    /// The app's one-parameter initializers of `Text`, `String` and kin (`AppTypeInitializers`),
    /// by `Text(ParameterType)`.
    public var typeInitializers: [String: SourceSnippet] = [:]
    /// The app's flags that test the device's language (`isLanguageChineseSimple`, `isChinese()`),
    /// by name: their outcome on an English iPhone. A name two files give two outcomes is neither's.
    public var languageFlags: [String: Bool] = [:]
    /// Flag names two files gave two outcomes: kept out of `languageFlags` whatever file comes next.
    public var ambiguousLanguageFlags: Set<String> = []
    /// Types' number constants (`static let minimumQueryLength = 2`): type → name → value, for
    /// the texts of other files that put one in (`"Type at least \(MovieSearchModel.minimumQueryLength) characters"`).
    public var numbers: [String: [String: Double]] = [:]

    public init() {}

    public var isEmpty: Bool {
        constants.isEmpty && images.isEmpty && localizers.isEmpty && stringMembers.isEmpty && resourceKeys.isEmpty && extensions.isEmpty && textFunctions.isEmpty
            && imageFactories.isEmpty
            && enumCases.isEmpty && switchedCases.isEmpty && enumProperties.isEmpty && errorEnums.isEmpty && nestedEnums.isEmpty && propertyTypes.isEmpty && typedPropertyTypes.isEmpty
            && rawValues.isEmpty && markdownMembers.isEmpty && formatMembers.isEmpty && verbatimMembers.isEmpty && importedLibraries.isEmpty && buttonViews.isEmpty && customViews.isEmpty && nibViews.isEmpty && valueTypes.isEmpty && buttonClasses.isEmpty && storedTexts.isEmpty && storedTextChoices.isEmpty && computedMembers.isEmpty
            && extensionProperties.isEmpty && styleConstants.isEmpty && unavailableViewInitializers.isEmpty && casePayloads.isEmpty && typeInitializers.isEmpty
            && languageFlags.isEmpty && numbers.isEmpty
    }

    /// Xcode's generated asset symbols (`.icRss`, `UIImage(resource: .emptyInbox)`, `Image(.emptyInbox)`)
    /// for the asset catalogs' images and symbol sets, as image constants of `ImageResource`: an
    /// image read where the code names one finds them; a symbol two assets make is neither's.
    public mutating func addAssetSymbols(_ names: [String]) {
        // And R.swift's `R.image.image_no_result()`, by the letters and digits its identifier keeps.
        let rSwift = Self.assets(names) { Self.symbolName($0.split(separator: "/").last.map(String.init) ?? $0) }
        for (table, symbols) in [(Self.generatedImages, Self.assets(names, by: Self.assetSymbol)), (Self.rSwiftImages, rSwift)] where !symbols.isEmpty {
            images[table, default: [:]].merge(symbols) { held, _ in held }
        }
    }

    /// The assets by the symbol `symbol` makes of each name; a symbol two assets make is neither's.
    private static func assets(_ names: [String], by symbol: (String) -> String) -> [String: ImageName] {
        var result: [String: ImageName] = [:]
        var ambiguous: Set<String> = []
        for name in names {
            let key = symbol(name)
            guard !key.isEmpty, !ambiguous.contains(key) else { continue }
            if let held = result[key], held != .asset(name) { result[key] = nil; ambiguous.insert(key); continue }
            result[key] = .asset(name)
        }
        return result
    }

    public static let generatedImages = "ImageResource"
    /// R.swift's images, by `symbolName` of the asset's name.
    public static let rSwiftImages = "R.image"

    /// `ic_rss` → `icRss`, `Empty State` → `emptyState`, `Folder/EmptyImage` → `empty`: the
    /// asset's last path part in lower camel case, words split at what is not a letter or digit,
    /// a trailing `Image` dropped (as Xcode names the symbols it generates).
    public static func assetSymbol(_ name: String) -> String {
        let last = name.split(separator: "/").last.map(String.init) ?? name
        var symbol = LowerCamelCase.joined(last.split { !($0.isLetter || $0.isNumber) })
        if symbol.hasSuffix("Image"), symbol.count > 5 { symbol.removeLast(5) }
        if let first = symbol.unicodeScalars.first, CharacterSet.decimalDigits.contains(first) { symbol = "_" + symbol }
        return symbol
    }

    /// A name as the generators' symbols and the key they are made of compare: its letters and
    /// digits, lowercased (`empty.title`, `empty_title` and `emptyTitle` are one). Each
    /// generator camel-cases its own way; this is what they keep.
    public static func symbolName(_ name: String) -> String {
        String(name.unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) }.map(Character.init)).lowercased()
    }

    /// The tables' keys by symbol; a symbol two keys of a table make is none (which one the
    /// generator named so is not known).
    public mutating func addResourceKeys(_ tables: [String: Set<String>]) {
        var ambiguous: [String: Set<String>] = [:]
        for table in tables.keys { tableNames[Self.symbolName(table)] = table }
        for (table, keys) in tables {
            for tableName in [Self.symbolName(table), ""] {
                for key in keys {
                    let symbol = Self.symbolName(key)
                    guard !symbol.isEmpty, ambiguous[tableName]?.contains(symbol) != true else { continue }
                    if let held = resourceKeys[tableName]?[symbol], held != key {
                        resourceKeys[tableName]?[symbol] = nil
                        ambiguous[tableName, default: []].insert(symbol)
                        continue
                    }
                    resourceKeys[tableName, default: [:]][symbol] = key
                }
            }
        }
    }

    /// The table a generator's name for it stands for (`tasks`, `Tasks` → `Tasks`), if the app has it.
    public func tableName(_ symbol: String) -> String? { tableNames[Self.symbolName(symbol)] }

    /// The key a generated symbol stands for, in `table` (nil: `Localizable`, then any table).
    public func resourceKey(_ symbol: String, table: String?) -> String? {
        let name = Self.symbolName(symbol)
        if let table { return resourceKeys[Self.symbolName(table)]?[name] }
        return resourceKeys["localizable"]?[name] ?? resourceKeys[""]?[name]
    }

    /// Another file's members added, by type; a name two files give different values is neither's.
    private static func merge<Member: Equatable>(_ held: inout [String: [String: Member]], _ other: [String: [String: Member]]) {
        for (type, members) in other {
            for (name, member) in members {
                if let known = held[type]?[name], known != member { held[type]?[name] = nil; continue }
                held[type, default: [:]][name] = member
            }
        }
    }

    /// Enums' raw values added; a case two enums of one name give different values is neither's.
    public mutating func merge(rawValuesOf other: [String: [String: String]]) {
        Self.merge(&rawValues, other)
    }

    /// A nested enum's innermost name once two nested enums have it: neither's cases or properties.
    private mutating func forgetSharedEnumName(_ name: String) {
        enumCases[name] = nil
        switchedCases[name] = nil
        errorEnums.remove(name)
        for key in enumProperties.keys where key.hasPrefix(name + ".") && !key.dropFirst(name.count + 1).contains(".") {
            enumProperties[key] = nil
        }
    }

    /// Another file's texts added; a name two files give different texts is known by neither.
    public mutating func merge(_ other: AppTexts) {
        Self.merge(&constants, other.constants)
        // Two files that set one property to two texts (a type and its extension): neither.
        Self.merge(&storedTexts, other.storedTexts)
        Self.merge(&storedTextChoices, other.storedTextChoices)
        for (type, members) in other.computedMembers { computedMembers[type, default: [:]].merge(members) { held, _ in held } }
        Self.merge(&numbers, other.numbers)
        extensionProperties.merge(other.extensionProperties) { held, _ in held }
        unavailableViewInitializers.merge(other.unavailableViewInitializers) { held, _ in held }
        merge(casePayloadsOf: other.casePayloads)
        typeInitializers.merge(other.typeInitializers) { held, _ in held }
        for (name, outcome) in other.languageFlags {
            if let held = languageFlags[name], held != outcome { ambiguousLanguageFlags.insert(name) }
            if !ambiguousLanguageFlags.contains(name) { languageFlags[name] = outcome }
        }
        ambiguousLanguageFlags.formUnion(other.ambiguousLanguageFlags)
        for name in ambiguousLanguageFlags { languageFlags[name] = nil }
        for (name, snippets) in other.styleConstants {
            for snippet in snippets where styleConstants[name]?.contains(snippet) != true { styleConstants[name, default: []].append(snippet) }
        }
        Self.merge(&images, other.images)
        merge(rawValuesOf: other.rawValues)
        localizers.formUnion(other.localizers)
        localizerLookups.merge(other.localizerLookups) { held, _ in held }
        stringMembers.formUnion(other.stringMembers)
        markdownMembers.formUnion(other.markdownMembers)
        formatMembers.formUnion(other.formatMembers)
        verbatimMembers.formUnion(other.verbatimMembers)
        importedLibraries.formUnion(other.importedLibraries)
        for (name, snippets) in other.extensions {
            for snippet in snippets where extensions[name]?.contains(snippet) != true { extensions[name, default: []].append(snippet) }
        }
        enumCases.merge(other.enumCases) { held, _ in held }
        switchedCases.merge(other.switchedCases) { held, _ in held }
        enumProperties.merge(other.enumProperties) { held, _ in held }
        errorEnums.formUnion(other.errorEnums)
        nestedEnums.merge(other.nestedEnums) { $0.union($1) }
        for (name, paths) in other.nestedEnums where (nestedEnums[name]?.count ?? 0) > 1 || paths.count > 1 {
            forgetSharedEnumName(name)
        }
        propertyTypes.merge(other.propertyTypes) { $0.union($1) }
        typedPropertyTypes.merge(other.typedPropertyTypes) { held, _ in held }
        for (name, snippets) in other.textFunctions {
            for snippet in snippets where textFunctions[name]?.contains(snippet) != true { textFunctions[name, default: []].append(snippet) }
        }
        objCStrings.merge(other.objCStrings) { held, _ in held }
        imageFactories.merge(other.imageFactories) { held, _ in held }
        // Two views of one name in two files: which one a call means is not known.
        for (name, body) in other.buttonViews where buttonViews[name].map({ $0 != body }) == true { ambiguousButtonViews.insert(name) }
        ambiguousButtonViews.formUnion(other.ambiguousButtonViews)
        buttonViews.merge(other.buttonViews) { held, _ in held }
        customViews.merge(other.customViews) { held, _ in held }
        nibViews.merge(other.nibViews) { held, _ in held }
        valueTypes.merge(other.valueTypes) { held, _ in held }
        buttonClasses.merge(other.buttonClasses) { held, _ in held }
        for name in ambiguousButtonViews { buttonViews[name] = nil }
    }
}

/// A localizer's default-value parameter (by position) and table (`AppTexts.localizerLookups`).
public struct LocalizerLookup: Hashable, Sendable, Codable {
    public var defaultParameter: Int?
    public var table: String?
    /// The texts of a localizer that looks its key up in dictionaries of its own (lgka-ios's
    /// `L.s("noNews")`), by key, as an English iPhone reads them.
    public var words: [String: String]?
    /// The app's string enum a localizer takes as its key (`static func string(_ key: Key)`,
    /// Shelters): a case's raw value is the key.
    public var keyEnum: String?
    public init(defaultParameter: Int?, table: String?, words: [String: String]? = nil) {
        self.defaultParameter = defaultParameter; self.table = table; self.words = words
    }
}
