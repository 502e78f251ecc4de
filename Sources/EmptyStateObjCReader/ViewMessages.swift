/// UIKit's views as a `customViewForEmptyDataSet:` builds them: `[[UILabel alloc] init]`,
/// `[[UIImageView alloc] initWithImage:…]`, `[UIButton buttonWithType:…]`, their properties
/// (set through the generic setters and `label.text = …`), `addSubview:` and a button's
/// `setTitle:forState:`. What they show is read by `TemplateConverter.customView`.
extension Evaluator {
    static let viewClasses: Set<String> = ["UIView", "UILabel", "UIImageView", "UIButton", "UIStackView"]

    /// One of the views a custom view is read from, the spinner included.
    static func isView(_ className: String) -> Bool {
        viewClasses.contains(className) || className == "UIActivityIndicatorView"
    }

    /// `[[UILabel alloc] init…]` and kin: a new view (a frame given or not is not kept).
    func viewInit(_ name: String, _ selector: String, _ args: [Value]) -> Value? {
        guard Self.viewClasses.contains(name), selector == "init" || selector.hasPrefix("initWith") else { return nil }
        let box = ObjectBox(name)
        if name == "UIImageView", selector.hasPrefix("initWithImage:"), let image = args.first { box.set("image", image) }
        return .object(box)
    }

    /// `[UIButton buttonWithType:…]` (and `+[UIButton new]` through `viewInit`).
    func viewClassMessage(_ name: String, _ selector: String) -> Value? {
        guard name == "UIButton", selector == "buttonWithType:" else { return nil }
        return .object(ObjectBox(name))
    }

    /// A view's messages that build what it shows; nil for any other (the generic setters of
    /// `objectMessage` set its properties).
    func viewMessage(_ box: ObjectBox, _ selector: String, _ args: [Value]) -> Value? {
        switch selector {
        case "addSubview:", "addArrangedSubview:", "insertSubview:atIndex:", "insertArrangedSubview:atIndex:":
            if case let .object(subview)? = args.first, Self.isView(subview.className) {
                box.subviews.append(subview)
            } else {
                box.addsUnreadSubviews = true
            }
            return .null
        case "setTitle:forState:", "setAttributedTitle:forState:", "setImage:forState:", "setTitleColor:forState:", "setBackgroundImage:forState:":
            // The normal state's is what shows (UIKit gives the others normal's when not set).
            guard args.count == 2 else { return nil }
            let key = selector.hasPrefix("setImage") ? "buttonImage" : selector.hasPrefix("setTitleColor") ? "titleColor"
                : selector.hasPrefix("setBackgroundImage") ? "backgroundImage" : "title"
            if args[1].number == 0 || box.properties[key] == nil { box.set(key, args[0]) }
            return .null
        default:
            return nil
        }
    }
}
