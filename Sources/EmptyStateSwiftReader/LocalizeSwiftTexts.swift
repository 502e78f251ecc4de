/// Localize_Swift (marmelroy/Localize-Swift), a CocoaPods library whose String extension the app
/// does not declare itself: `"no_news_entry".localized()` is the key in `Localizable.strings`,
/// `.localized(using: "Table")` in that table (Swallow). Read so in a file that imports it.
enum LocalizeSwiftTexts {
    static let module = Array("import Localize_Swift".utf8)

    static func spec(_ call: Call, _ context: ReadContext) -> TextSpec? {
        guard call.name == "localized", let key = call.receiverValue?.plainString,
              call.arguments.isEmpty || call.arguments.count == 1 && call.arguments[0].label == "using",
              context.importsLocalizeSwift else { return nil }
        var spec = TextSpec(.key(key, defaultValue: nil, arguments: []))
        spec.table = call.argument("using")?.value.plainString
        return spec
    }
}
