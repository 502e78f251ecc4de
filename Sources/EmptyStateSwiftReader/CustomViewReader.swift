import EmptyStateModel
import EmptyStateSourceReading

/// `customView(forEmptyDataSet:)`'s view, built in the method from UIKit's own views: DZN then
/// shows that view alone, in place of the title, description, image and button. Its labels
/// (the first is the title, the second the description), its first image view and its first
/// button's title are what the user reads; a spinner alone (`UIActivityIndicatorView`) shows
/// nothing to read. A view of the app's own class is not read (nil): the other methods' content
/// stays, with a warning.
enum CustomViewReader {
    struct Content {
        var texts: [TemplateValue] = []
        var image: TemplateValue?
        var button: TemplateValue?
        /// A view loaded from the app's xib, which the importer reads (`NibLoads`).
        var nib: TemplateValue?
        /// A subview of the app's own class or one not known until run time.
        var unreadSubviews = 0
        var readsSomething: Bool { !texts.isEmpty || image != nil || button != nil || nib != nil }
    }

    static let containers: Set<String> = ["UIView", "UIStackView"]
    /// UIKit's, and the spinner libraries' (NVActivityIndicatorView, CheeseCounter's and GameDex's
    /// loading view; Material Components' MDCActivityIndicator): what shows while loading.
    static let indicators: Set<String> = ["UIActivityIndicatorView", "UIProgressView", "NVActivityIndicatorView", "MDCActivityIndicator"]

    /// The view's content, or nil when the view is not one this reader knows.
    static func content(_ value: Value, _ reading: Reading) -> Content? {
        var content = Content()
        guard collect(value, into: &content, reading, depth: 0) else { return nil }
        // A container of the app's views only: what it shows is not known.
        if !content.readsSomething, content.unreadSubviews > 0 { return nil }
        return content
    }

    /// The template keys the content replaces the other methods' with.
    static func apply(_ content: Content, to map: inout MapBuilder) {
        // A xib's view: the importer replaces the parts with the xib's, or keeps them when it
        // cannot read the xib.
        if let nib = content.nib {
            map[NibViewReference.key] = nib
            return
        }
        for key in ["title", "description", "image", "button"] { map[key] = nil }
        if content.texts.count > 0 { map["title"] = content.texts[0] }
        if content.texts.count > 1 { map["description"] = content.texts[1] }
        map["image"] = content.image
        if let title = content.button { map["button"] = .map([TemplateEntry("title", title)]) }
    }

    /// False when `value` is not a view built from UIKit's classes.
    private static func collect(_ value: Value, into content: inout Content, _ reading: Reading, depth: Int) -> Bool {
        guard depth < Limits.customViewDepth, let call = value.call else { return false }
        if depth == 0, let nib = NibLoads.reference(call, reading) {
            content.nib = nib
            return true
        }
        let type = TypeName.normalized(call.name)
        guard case .none = call.receiver else { return false }
        // A view of the app's class that loads its own xib (`NibOwnedViews`).
        if depth == 0, let name = reading.diagnostics.context.appTexts.nibViews[type], let nib = NibLoads.reference(call, reading, name: name) {
            content.nib = nib
            return true
        }
        switch type {
        case "UILabel":
            if let text = labelText(call, reading) { content.texts.append(text) }
        case "UIImageView":
            let image = call.argument("image")?.value ?? call.property("image")?.value
            if content.image == nil, let image { content.image = ImageReader.image(image, reading.at("image")) }
        case "UIButton":
            if content.button == nil, let title = buttonTitle(call) { content.button = TextReader.text(title, reading.at("button.title")) }
        case _ where indicators.contains(type):
            // Said, and not content: a reading that shows only a spinner is the loading view.
            reading.noteSpinner("a custom view's \(type) is not drawn")
        case _ where containers.contains(type):
            for subview in subviews(call) where !collect(subview, into: &content, reading, depth: depth + 1) {
                content.unreadSubviews += 1
            }
        default:
            return appView(call, type, into: &content, reading)
        }
        return true
    }

    /// A view of the app's own class given what it shows by name (`let emptyView =
    /// EmptyView(frame: …); emptyView.title = title; emptyView.actionButtonTitle = buttonTitle`):
    /// a title, a message, a button's title, an image, as its properties or its initializer's
    /// labels name them. One that is given none of these is not read.
    private static func appView(_ call: Call, _ type: String, into content: inout Content, _ reading: Reading) -> Bool {
        guard !type.hasPrefix("UI"), type.first?.isUppercase == true else { return false }
        let given = call.arguments.compactMap { argument in argument.label.map { ($0, argument.value) } }
            + call.properties.filter { !$0.path.contains(".") }.map { ($0.path, $0.value) }
            + subviewParts(call)
        var title: TemplateValue?, message: TemplateValue?, button: TemplateValue?, image: TemplateValue?
        for (name, value) in given {
            var key = name.lowercased()
            // A label of the view named for no part (`emptyView.tipLabel.text`): the first the title, the next the message.
            if key == unnamedLabel { key = title == nil ? "title" : "message" }
            if title == nil, appTitleNames.contains(key) { title = TextReader.text(value, reading.at("title")) }
            else if message == nil, appMessageNames.contains(key) { message = TextReader.text(value, reading.at("description")) }
            else if button == nil, key.hasSuffix("buttontitle") || key.hasSuffix("buttontext") { button = TextReader.text(value, reading.at("button.title")) }
            else if image == nil, appImageNames.contains(key) { image = ImageReader.image(value, reading.at("image")) }
        }
        guard title != nil || message != nil || button != nil else {
            // One that sets up its own subviews (kai-membership's `RewardsEmptyView`): those views.
            guard let views = AppCustomViews.subviews(of: type, reading), !views.isEmpty else { return false }
            for view in views where !collect(view, into: &content, reading, depth: 1) { content.unreadSubviews += 1 }
            return true
        }
        content.texts += [title, message].compactMap { $0 }
        if content.image == nil { content.image = image }
        if content.button == nil { content.button = button }
        return true
    }

    /// What the method sets on the view's own subviews (BeeVideo's `emptyView.titleLabel.text =
    /// "…"`, `emptyView.emptyImage.image = UIImage(named: …)`): a label's text by the part its
    /// name says (`titleLabel` the title, `detailLabel` the message), an image view's image.
    private static func subviewParts(_ call: Call) -> [(String, Value)] {
        call.properties.compactMap { property in
            let parts = property.path.split(separator: ".")
            guard parts.count == 2 else { return nil }
            let view = parts[0].lowercased()
            switch parts[1] {
            case "text", "attributedText":
                var role = view
                for suffix in ["label", "lbl"] where role.hasSuffix(suffix) && role.count > suffix.count {
                    role.removeLast(suffix.count)
                    break
                }
                return (appTitleNames.contains(role) || appMessageNames.contains(role) ? role : unnamedLabel, property.value)
            case "image": return ("image", property.value)
            default: return nil
            }
        }
    }

    /// The name `subviewParts` gives a label whose name says no part.
    private static let unnamedLabel = " label"

    static let appTitleNames: Set<String> = ["title", "titletext", "headline", "header", "headertext", "heading"]
    static let appMessageNames: Set<String> = ["message", "messagetext", "description", "desc", "subtitle", "subtitletext", "detail", "detailtext",
                                               "descriptiontext", "body", "bodytext", "info", "infotext"]
    static let appImageNames: Set<String> = ["image", "icon", "iconimage", "picture"]

    /// A container's subviews in the order they are added.
    private static func subviews(_ call: Call) -> [Value] {
        var views: [Value] = []
        if case let .array(arranged)? = call.argument("arrangedSubviews")?.value { views += arranged.elements }
        for mutation in call.mutations where ["addSubview", "addArrangedSubview", "insertArrangedSubview"].contains(mutation.name) {
            if let view = mutation.arguments.first?.value { views.append(view) }
        }
        return views
    }

    private static func labelText(_ label: Call, _ reading: Reading) -> TemplateValue? {
        if let attributed = label.property("attributedText") { return TextReader.text(attributed.value, reading.at("title")) }
        // SwifterSwift's `UILabel(text: "…")` (Xinhoo), until a later `label.text =` replaces it.
        guard let text = label.property("text")?.value ?? label.argument("text")?.value,
              var spec = TextReader.spec(text, reading.at("title"), swiftUI: false) else { return nil }
        if let font = label.property("font") { spec.attributes["font"] = FontReader.font(font.value, .uikit, reading.at("font")) }
        if let color = label.property("textColor") {
            spec.attributes["color"] = ColorReader.color(color.value, .uikit, reading.at("color")).map(TemplateValue.string)
        }
        return spec.template
    }

    /// The title set for the normal state (`setTitle(_:for: .normal)`), else the first set.
    private static func buttonTitle(_ button: Call) -> Value? {
        let titles = button.mutations.filter { ["setTitle", "setAttributedTitle"].contains($0.name) }
        let normal = titles.first { $0.argument("for")?.value.memberName == "normal" } ?? titles.first
        if let title = normal?.arguments.first?.value { return title }
        return button.property("configuration.title")?.value
    }
}
