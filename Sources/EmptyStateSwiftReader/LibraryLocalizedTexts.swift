/// Localizing libraries whose String extension the app does not declare itself (CocoaPods or
/// packages): the key in `Localizable.strings`, or in the table the call names. Read so in every
/// file of an app one of whose files imports the library (an extension's members are the
/// module's, Tricky).
/// - Localize_Swift (marmelroy/Localize-Swift): `"no_news_entry".localized()`,
///   `.localized(using: "Table")` (Swallow), and its global `Localized("key")` (ATON).
/// - L10n_swift (Decybel07/L10n-swift): `"Bank Card".l10n()`, `.l10n(resource: "Table")` (bankcard).
enum LibraryLocalizedTexts {
    struct Library {
        let module: String
        let method: String
        let tableLabel: String
        var importLine: [UInt8] { Array("import \(module)".utf8) }
    }

    static let localizeSwift = Library(module: "Localize_Swift", method: "localized", tableLabel: "using")
    static let libraries = [localizeSwift, Library(module: "L10n_swift", method: "l10n", tableLabel: "resource")]

    static func spec(_ call: Call, _ context: ReadContext) -> TextSpec? {
        // The library's global `Localized("key")`: the key's text, as `"key".localized()` (ATON).
        if isGlobalLocalized(call), context.imports(localizeSwift), let key = call.arguments[0].value.plainString {
            return TextSpec(.key(key, defaultValue: nil, arguments: []))
        }
        guard let library = libraries.first(where: { $0.method == call.name }), let key = call.receiverValue?.plainString,
              call.arguments.isEmpty || call.arguments.count == 1 && call.arguments[0].label == library.tableLabel,
              context.imports(library) else { return nil }
        var spec = TextSpec(.key(key, defaultValue: nil, arguments: []))
        spec.table = call.argument(library.tableLabel)?.value.plainString
        return spec
    }

    /// `Localized("key")`: Localize_Swift's global function of one text.
    static func isGlobalLocalized(_ call: Call) -> Bool {
        guard call.name == "Localized", case .none = call.receiver, call.arguments.count == 1 else { return false }
        return call.arguments[0].label == nil
    }
}
