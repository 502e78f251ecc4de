/// Localize_Swift (marmelroy/Localize-Swift), a CocoaPods library whose String extension the app
/// does not declare itself: `"no_news_entry".localized()` is the key in `Localizable.strings`,
/// `.localized(using: "Table")` in that table (Swallow). Read so in every file of an app one of
/// whose files imports it (an extension's members are the module's, Tricky).
enum LocalizeSwiftTexts {
    static let moduleName = "Localize_Swift"
    static let module = Array("import \(moduleName)".utf8)

    static func spec(_ call: Call, _ context: ReadContext) -> TextSpec? {
        // The library's global `Localized("key")`: the key's text, as `"key".localized()` (ATON).
        if isGlobalLocalized(call), context.importsLocalizeSwift, let key = call.arguments[0].value.plainString {
            return TextSpec(.key(key, defaultValue: nil, arguments: []))
        }
        guard call.name == "localized", let key = call.receiverValue?.plainString,
              call.arguments.isEmpty || call.arguments.count == 1 && call.arguments[0].label == "using",
              context.importsLocalizeSwift else { return nil }
        var spec = TextSpec(.key(key, defaultValue: nil, arguments: []))
        spec.table = call.argument("using")?.value.plainString
        return spec
    }

    /// `Localized("key")`: Localize_Swift's global function of one text.
    static func isGlobalLocalized(_ call: Call) -> Bool {
        guard call.name == "Localized", case .none = call.receiver, call.arguments.count == 1 else { return false }
        return call.arguments[0].label == nil
    }
}
