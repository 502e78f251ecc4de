/// UIFont: system fonts (regular, bold, with a weight; italic drawn as regular with a warning),
/// `fontWithName:size:`, `preferredFontForTextStyle:`, and `fontWithSize:` on a font.
extension Evaluator {
    func fontClassMessage(_ selector: String, _ args: [Value], _ e: Expr) -> Value? {
        switch selector {
        case "systemFontOfSize:":
            return .font(FontValue(size: args.first))
        case "boldSystemFontOfSize:":
            return .font(FontValue(size: args.first, weight: "bold"))
        case "italicSystemFontOfSize:":
            warn("italicSystemFontOfSize: has no italic in the template format: the font is regular", at: e.start)
            return .font(FontValue(size: args.first))
        case "systemFontOfSize:weight:", "monospacedDigitSystemFontOfSize:weight:", "monospacedSystemFontOfSize:weight:":
            guard args.count == 2 else { return nil }
            if selector != "systemFontOfSize:weight:" { warn("\(selector) is drawn as the system font", at: e.start) }
            return .font(FontValue(size: args[0], weight: fontWeight(args[1], e)))
        case "fontWithName:size:":
            guard args.count == 2 else { return nil }
            guard case let .text(t) = args[0], let name = t.literal else { return args[0].unknownPart.map(Value.unknown) ?? unknown(e) }
            return .font(FontValue(name: name, size: args[1]))
        case "preferredFontForTextStyle:", "preferredFontForTextStyle:compatibleWithTraitCollection:":
            guard case let .constant(name)? = args.first, name.hasPrefix("UIFontTextStyle") else {
                return args.first?.unknownPart.map(Value.unknown) ?? unknown(e)
            }
            let style = String(name.dropFirst("UIFontTextStyle".count))
            return .font(FontValue(textStyle: style.prefix(1).lowercased() + style.dropFirst()))
        case "systemFontSize": return .number(14)
        case "smallSystemFontSize": return .number(12)
        case "labelFontSize": return .number(17)
        case "buttonFontSize": return .number(18)
        default: return nil
        }
    }

    func fontMessage(_ font: FontValue, _ selector: String, _ args: [Value], _ e: Expr) -> Value? {
        switch selector {
        case "fontWithSize:":
            var copy = font
            copy.size = args.first
            copy.textStyle = nil
            return .font(copy)
        case "pointSize": return font.size
        case "fontName", "familyName": return font.name.map { .text(.literal($0)) }
        default: return nil
        }
    }

    /// `UIFontWeightBold` (or its value, 0.4) → `bold`; regular is no weight.
    private func fontWeight(_ value: Value, _ e: Expr) -> String? {
        let weights: [(name: String, value: Double)] = [
            ("ultraLight", -0.8), ("thin", -0.6), ("light", -0.4), ("regular", 0), ("medium", 0.23),
            ("semibold", 0.3), ("bold", 0.4), ("heavy", 0.56), ("black", 0.62),
        ]
        var name: String?
        if case let .constant(constant) = value, constant.hasPrefix("UIFontWeight") {
            let suffix = constant.dropFirst("UIFontWeight".count)
            name = weights.first { $0.name.lowercased() == suffix.lowercased() }?.name
        } else if let n = value.number {
            name = weights.min { abs($0.value - n) < abs($1.value - n) }?.name
        }
        guard let name else {
            warn("the font weight is not a literal: \(source(e, limit: ReaderLimits.warningExpression))", at: e.start)
            return nil
        }
        return name == "regular" ? nil : name
    }
}
