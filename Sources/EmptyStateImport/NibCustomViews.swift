import EmptyStateModel
import EmptyStateSourceReading
import Foundation

/// A DZN custom view loaded from the app's xib (`customViewNib: { name, outletTexts, outletImages }`, which
/// the Swift reader writes for `loadNibNamed`): its labels, image and button as the screen's
/// title, description, image and button, each label's text replaced by what the code sets on
/// its outlet (wowdsgn's `view.lbEmpty.text = "还没有发布任何内容"`). DZN shows the custom view
/// alone, so the other methods' parts go.
enum NibCustomViews {
    static let key = NibViewReference.key

    static func resolved(_ screens: [ImportedScreen]) -> [ImportedScreen] {
        guard screens.contains(where: { $0.template[key] != nil }) else { return screens }
        var index = XibIndex()
        return screens.map { screen in
            guard case let .map(entries) = screen.template, let reference = screen.template[key],
                  case let .string(name)? = reference["name"] else { return screen }
            var screen = screen
            var kept = entries.filter { $0.key != key }
            guard let path = index.path(of: name, near: screen.file), let data = FileManager.default.contents(atPath: path),
                  let content = NibViewContent(xml: data, name: name) else {
                screen.warnings.append("\(screen.file):\(screen.line):\(screen.column): customViewForEmptyDataSet: the custom view's xib '\(name).xib' is not read (not found in the app, or not a xib with a view); the other methods' content is shown")
                screen.template = .map(kept)
                return screen
            }
            kept.removeAll { ["title", "description", "image", "button"].contains($0.key) }
            var outletTexts: [String: TemplateValue] = [:]
            if case let .map(given)? = reference[NibViewReference.outletTexts] { for entry in given { outletTexts[entry.key] = entry.value } }
            let byLabel = Dictionary(content.outlets.map { ($0.value, $0.key) }, uniquingKeysWith: { first, _ in first })
            var texts: [TemplateValue] = []
            let table = XibLocalizedTexts.table(ofXibAt: path)
            for label in content.labels {
                let given = label.id.flatMap { byLabel[$0] }.flatMap { outletTexts[$0] }
                if given == nil, label.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { continue }
                let words = XibLocalizedTexts.text(label.text, objectID: label.id, property: "text", table: table)
                texts.append(NibTextStyle.styled(given ?? words, pointSize: label.pointSize, weight: label.weight, color: label.color))
            }
            var parts: [TemplateEntry] = []
            // The image the code gives the image view's outlet (ATON's `holder.imageView.image =
            // UIImage(named: imageName)`), else the xib's.
            var outletImage: TemplateValue?
            if case let .map(given)? = reference[NibViewReference.outletImages], let id = content.imageViewID {
                outletImage = given.first { content.outlets[$0.key] == id }?.value
            }
            if let outletImage { parts.append(TemplateEntry("image", outletImage)) }
            else if let image = content.image { parts.append(TemplateEntry("image", .map([TemplateEntry("name", .string(image))]))) }
            for (text, part) in zip(texts, ["title", "description"]) { parts.append(TemplateEntry(part, text)) }
            // The title the code gives the button's outlet (handler-ios's `view.actionButton.setTitle(
            // "Compose your first email", for: UIControlState())`), else the xib's.
            let outletTitle = content.button?.id.flatMap { id in
                content.outlets.filter { $0.value == id }.keys.sorted().lazy.compactMap { outletTexts[$0] }.first
            }
            let xibTitle = content.button?.title.map { XibLocalizedTexts.text($0, objectID: content.button?.id, property: "normalTitle", table: table) }
            if let button = content.button, let title = outletTitle ?? xibTitle {
                parts.append(TemplateEntry("button", NibButtonLook.button(button, title: title)))
            }
            // Where the screen's parts go: after the settings the reader wrote first.
            let settings = kept.prefix { ["name", "strings", "assets", "deploymentTarget", "style"].contains($0.key) }
            screen.template = .map(Array(settings) + parts + kept.dropFirst(settings.count))
            return screen
        }
    }

    /// The app's xibs by name, found once per app folder.
    private struct XibIndex {
        var byRoot: [String: [String: String]] = [:]

        mutating func path(of name: String, near file: String) -> String? {
            let root = SourceFiles.appRoot(of: file) ?? (file as NSString).deletingLastPathComponent
            if byRoot[root] == nil { byRoot[root] = Self.xibs(under: root) }
            return byRoot[root]?[name]
        }

        private static func xibs(under root: String) -> [String: String] {
            var found: [String: String] = [:]
            InterfaceFiles.each(under: root) { path, name in
                if name.hasSuffix(".xib"), found[String(name.dropLast(4))] == nil { found[String(name.dropLast(4))] = path }
                return true
            }
            return found
        }
    }
}
