import EmptyStateModel
import EmptyStateSourceReading

/// A custom view loaded from the app's xib (`[[[NSBundle mainBundle] loadNibNamed:@"EmptyView"
/// owner:self options:nil] lastObject]`, `[[UINib nibWithNibName:… bundle:nil]
/// instantiateWithOwner:self options:nil].firstObject`): an object standing for the xib's view,
/// whose outlets the code may set (`view.tipLabel.text = @"…"`). The importer reads the xib
/// (`customViewNib`), as it does for the Swift reader's.
extension Evaluator {
    static let nibObjects = "⟨nib objects⟩"
    static let nibView = "⟨nib view⟩"

    /// `loadNibNamed:owner:options:` of a bundle, or `instantiateWithOwner:options:` of a nib.
    @inline(never)
    func nibLoad(_ receiver: ObjectBox, _ selector: String, _ args: [Value]) -> Value? {
        switch (receiver.className, selector) {
        case ("NSBundle", "loadNibNamed:owner:options:"), ("UINib", "instantiateWithOwner:options:"):
            let name = receiver.className == "UINib" ? receiver.properties["nibName"] : args.first
            guard case let .text(text)? = name, let literal = text.literal else { return nil }
            let objects = ObjectBox(Self.nibObjects)
            objects.set("nibName", .text(.literal(literal)))
            return .object(objects)
        case (Self.nibObjects, "lastObject"), (Self.nibObjects, "firstObject"), (Self.nibObjects, "objectAtIndex:"):
            let view = ObjectBox(Self.nibView)
            if let name = receiver.properties["nibName"] { view.set("nibName", name) }
            return .object(view)
        case (Self.nibView, _) where args.isEmpty && !selector.hasPrefix("set"):
            // An outlet the code reaches (`view.tipLabel`): a view of the xib, made on first use.
            if let outlet = receiver.properties[selector] { return outlet }
            let outlet = ObjectBox("UIView")
            receiver.set(selector, .object(outlet))
            return .object(outlet)
        default:
            return nil
        }
    }

    /// `[UINib nibWithNibName:@"EmptyView" bundle:nil]`.
    @inline(never)
    func nibClassMessage(_ selector: String, _ args: [Value]) -> Value? {
        guard selector == "nibWithNibName:bundle:", let name = args.first else { return nil }
        let nib = ObjectBox("UINib")
        nib.set("nibName", name)
        return .object(nib)
    }
}

extension TemplateConverter {
    /// `{ customViewNib: { name, outletTexts, outletImages } }` for a view of the app's xib: the
    /// texts and images the code sets on its outlets (`view.tipLabel.text = @"…"`,
    /// `view.iconView.image = [UIImage imageNamed:@"…"]`).
    mutating func nibView(_ box: ObjectBox, at offset: UInt32) -> TemplateValue? {
        guard box.className == Evaluator.nibView, case let .text(name)? = box.properties["nibName"], let literal = name.literal else { return nil }
        var outlets: [TemplateEntry] = [], images: [TemplateEntry] = []
        for property in box.order {
            guard case let .object(outlet)? = box.properties[property] else { continue }
            if let shown = outlet.properties["image"], let image = image(shown, "customView.\(property)", at: offset) {
                images.append(TemplateEntry(property, image))
                continue
            }
            guard let shown = outlet.properties["text"] ?? outlet.properties["attributedText"],
                  let text = text(shown, "customView.\(property)", at: offset) else { continue }
            outlets.append(TemplateEntry(property, text))
        }
        return .map([TemplateEntry(NibViewReference.key, NibViewReference.template(name: literal, texts: outlets, images: images))])
    }
}
