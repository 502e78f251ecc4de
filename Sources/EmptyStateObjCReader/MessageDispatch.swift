/// A message send or property read, by what the receiver is: a class (`[UIColor redColor]`,
/// `UIColor.redColor`), an object being initialized (`[[X alloc] init…]`), or a value the reader
/// built (a string, a dictionary, a paragraph style…). Messages to nil are nil, as in
/// Objective-C; anything else the reader does not model is unknown.
extension Evaluator {
    func message(_ e: Expr, receiver: Expr, selector: String, args: [Expr]) throws -> Value {
        let target = try receiverValue(receiver)
        let values = try args.map(evaluate)
        return try dispatch(target, selector, values, e)
    }

    func property(of base: Value, _ name: String, _ e: Expr) throws -> Value {
        try dispatch(base, name, [], e)
    }

    func dispatch(_ receiver: Value, _ selector: String, _ args: [Value], _ e: Expr) throws -> Value {
        // Foundation's own lookup, whatever bundle it is sent to (NSLocalizedString expands to it;
        // apps send it to a bundle they pick at run time, `[NSBundle bundleWithPath:…]`): the key
        // as the development language's table has it, else the value given.
        if selector == "localizedStringForKey:value:table:", let key = args.first.flatMap(literalText) {
            var localized = LocalizedText(key: key)
            if let value = args.dropFirst().first.flatMap(literalText), !value.isEmpty { localized.defaultValue = value }
            if args.count >= 3, let table = literalText(args[2]), !table.isEmpty { localized.table = table }
            return .text(.localized(localized))
        }
        let result: Value?
        switch receiver {
        case .null:
            return .null
        case .classRef(let name):
            switch selector {
            case "alloc", "allocWithZone:": return .allocated(name)
            case "new": result = initialize(name, "init", [], e)
            case "class": return receiver
            default: result = classMessage(name, selector, args, e)
            }
        case .allocated(let name):
            result = initialize(name, selector, args, e)
        case .text(let text):
            result = stringMessage(text, selector, args, e)
        case .attributed(let box):
            result = attributedMessage(box, selector, args, e)
        case .dictionary(let box):
            result = dictionaryMessage(box, selector, args, e)
        case .object(let box):
            result = objectMessage(box, selector, args, e)
        case .color(let color):
            result = colorMessage(color, selector, args, e)
        case .font(let font):
            result = fontMessage(font, selector, args, e)
        case .image(let image):
            result = imageMessage(image, selector, args, e)
        case .number, .bool:
            result = numberMessage(receiver, selector)
        case .size(let w, let h):
            result = selector == "width" ? w : selector == "height" ? h : nil
        case .insets(let parts):
            result = ["top", "left", "bottom", "right"].firstIndex(of: selector).map { parts[$0] }
        case .transform:
            result = selector == "CATransform3DValue" ? receiver : nil
        default:
            result = nil
        }
        if result == nil, let fallback = defaultOfLookup(receiver, selector, args, e) { return fallback }
        return result ?? unknown(e)
    }

    private func classMessage(_ name: String, _ selector: String, _ args: [Value], _ e: Expr) -> Value? {
        switch name {
        case "UIColor", "NSColor": return colorClassMessage(selector, args, e)
        case "UIFont": return fontClassMessage(selector, args, e)
        case "UIImage": return imageClassMessage(selector, args, e)
        case "NSString", "NSMutableString": return stringClassMessage(selector, args, e)
        case "NSDictionary", "NSMutableDictionary": return dictionaryClassMessage(selector, args, e)
        case "NSAttributedString", "NSMutableAttributedString":
            return selector == "new" ? .attributed(AttributedBox(text: .literal(""), attributes: DictionaryBox())) : nil
        case "NSParagraphStyle", "NSMutableParagraphStyle":
            return selector == "defaultParagraphStyle" ? .object(ObjectBox("NSMutableParagraphStyle")) : nil
        case "NSNumber":
            guard selector.hasPrefix("numberWith"), let first = args.first else { return nil }
            if selector == "numberWithBool:" { return first.number.map { .bool($0 != 0) } ?? first }
            return first
        case "NSValue":
            guard selector.hasPrefix("valueWith"), let first = args.first else { return nil }
            return first
        case "CABasicAnimation", "CAAnimation":
            return animationClassMessage(selector, args)
        case "CAMediaTimingFunction":
            return selector == "functionWithName:" ? args.first : nil
        case "NSBundle":
            // A bundle found at run time (a theme's `.bundle` folder): its files are found by name.
            let bundles = ["mainBundle", "bundleForClass:", "bundleWithPath:", "bundleWithURL:", "bundleWithIdentifier:"]
            return bundles.contains(selector) ? .object(ObjectBox("NSBundle")) : nil
        case "NSUserDefaults":
            return selector == "standardUserDefaults" ? .object(ObjectBox("NSUserDefaults")) : nil
        case "NSLocale":
            return localeClassMessage(selector)
        case "UINib":
            return nibClassMessage(selector, args)
        default:
            return viewClassMessage(name, selector)
        }
    }

    /// `[[Class alloc] init…]`.
    private func initialize(_ name: String, _ selector: String, _ args: [Value], _ e: Expr) -> Value? {
        switch name {
        case "NSAttributedString", "NSMutableAttributedString":
            return attributedInit(selector, args, e)
        case "NSString", "NSMutableString":
            switch selector {
            case "init": return .text(.literal(""))
            case "initWithString:": return args.first
            case "initWithFormat:": return format(args, e)
            default: return nil
            }
        case "NSDictionary", "NSMutableDictionary":
            switch selector {
            case "init", "initWithCapacity:": return .dictionary(DictionaryBox())
            case "initWithDictionary:":
                if case let .dictionary(box)? = args.first { return .dictionary(box.copy()) }
                return nil
            case "initWithObjectsAndKeys:": return dictionaryClassMessage("dictionaryWithObjectsAndKeys:", args, e)
            default: return nil
            }
        case "NSMutableParagraphStyle", "NSParagraphStyle", "NSShadow", "CABasicAnimation":
            return selector == "init" ? .object(ObjectBox(name == "NSParagraphStyle" ? "NSMutableParagraphStyle" : name)) : nil
        case "UIImage":
            // `[UIImage new]`: an image of no size, which DZN lays out as no image.
            if selector == "initWithContentsOfFile:" { return imageFromFile(args) }
            return selector == "init" ? .null : nil
        case "UIActivityIndicatorView":
            // A spinner for a custom view: what it is matters, not how it is set up.
            return .object(ObjectBox(name))
        case "UIColor":
            guard selector.hasPrefix("initWith") else { return nil }
            return colorClassMessage("colorWith" + selector.dropFirst("initWith".count), args, e)
        default:
            return viewInit(name, selector, args) ?? appViewInit(name, selector, args)
        }
    }

    private func numberMessage(_ receiver: Value, _ selector: String) -> Value? {
        switch selector {
        case "floatValue", "doubleValue", "CGFloatValue", "intValue", "integerValue", "longValue", "unsignedIntegerValue":
            return receiver.number.map(Value.number)
        case "boolValue": return receiver.number.map { .bool($0 != 0) }
        default: return nil
        }
    }

    /// Setters (`setLineSpacing:`) and getters of a paragraph style, shadow or animation; an
    /// NSBundle's `localizedStringForKey:value:table:`.
    private func objectMessage(_ box: ObjectBox, _ selector: String, _ args: [Value], _ e: Expr) -> Value? {
        if let answer = foundationObjectMessage(box, selector, args) { return answer }
        if box.appClass != nil, let result = appViewMessage(box, selector, args) { return result }
        if Self.viewClasses.contains(box.className), let result = viewMessage(box, selector, args) { return result }
        // `self = [super initWithFrame:frame]` in an app view's initializer: the view itself.
        if Self.viewClasses.contains(box.className), selector == "init" || selector.hasPrefix("initWith") { return .object(box) }
        if selector.hasPrefix("set"), selector.hasSuffix(":"), selector.filter({ $0 == ":" }).count == 1, let value = args.first {
            let name = String(selector.dropFirst(3).dropLast())
            box.set(name.prefix(1).lowercased() + name.dropFirst(), value)
            return .null
        }
        if args.isEmpty {
            if selector == "mutableCopy" || selector == "copy" {
                let copy = ObjectBox(box.className)
                for name in box.order { copy.set(name, box.properties[name]!) }
                return .object(copy)
            }
            return box.properties[selector]
        }
        return nil
    }

    /// Messages to Foundation's objects and a xib's: the user defaults, a bundle's lookups, nib
    /// loads. Nil: not one of them (the answer itself may be nil). Kept out of the frames of
    /// `evaluate`'s recursion, which deep nesting stacks up.
    @inline(never)
    private func foundationObjectMessage(_ box: ObjectBox, _ selector: String, _ args: [Value]) -> Value?? {
        if box.className == "NSUserDefaults" { return .some(userDefaultsMessage(selector, args)) }
        if let nib = nibLoad(box, selector, args) { return .some(nib) }
        if box.className == "NSBundle" {
            if selector == "preferredLocalizations" { return .some(preferredLanguages()) }
            if let path = bundleResourcePath(selector, args) { return .some(path) }
            guard selector == "localizedStringForKey:value:table:", let key = args.first.flatMap(literalText) else { return .some(nil) }
            let fallback = args.count > 1 ? literalText(args[1]) : nil
            return .some(.text(.localized(LocalizedText(key: key, defaultValue: fallback?.isEmpty == false ? fallback : nil))))
        }
        return nil
    }

    func literalText(_ value: Value) -> String? {
        if case let .text(t) = value { return t.literal }
        return nil
    }
}
