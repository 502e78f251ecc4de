import Foundation

/// UIColor: the class colors, components (`colorWithRed:green:blue:alpha:`, white, hue),
/// `colorNamed:`, the semantic system colors (`systemGrayColor` → `systemGray`), and any class
/// method that takes one hex string (`colorWithHex:@"05adff"`, `colorFromHexString:@"#05ADFF"`).
extension Evaluator {
    static let classColors: [String: ColorValue] = [
        "blackColor": .rgba(0, 0, 0, 1), "darkGrayColor": .rgba(1 / 3, 1 / 3, 1 / 3, 1),
        "lightGrayColor": .rgba(2 / 3, 2 / 3, 2 / 3, 1), "whiteColor": .rgba(1, 1, 1, 1),
        "grayColor": .rgba(0.5, 0.5, 0.5, 1), "redColor": .rgba(1, 0, 0, 1), "greenColor": .rgba(0, 1, 0, 1),
        "blueColor": .rgba(0, 0, 1, 1), "cyanColor": .rgba(0, 1, 1, 1), "yellowColor": .rgba(1, 1, 0, 1),
        "magentaColor": .rgba(1, 0, 1, 1), "orangeColor": .rgba(1, 0.5, 0, 1), "purpleColor": .rgba(0.5, 0, 0.5, 1),
        "brownColor": .rgba(0.6, 0.4, 0.2, 1), "clearColor": .clear,
    ]

    /// The template format's semantic color names (docs/traits-and-localization.md).
    static let semanticColors: Set<String> = [
        "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "placeholderText",
        "systemBackground", "secondarySystemBackground", "tertiarySystemBackground",
        "systemGroupedBackground", "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground",
        "systemFill", "secondarySystemFill", "tertiarySystemFill", "quaternarySystemFill",
        "separator", "opaqueSeparator", "link", "tintColor",
        "systemBlue", "systemRed", "systemGreen", "systemOrange", "systemYellow", "systemPink", "systemPurple",
        "systemTeal", "systemIndigo", "systemMint", "systemCyan", "systemBrown",
        "systemGray", "systemGray2", "systemGray3", "systemGray4", "systemGray5", "systemGray6",
    ]

    func colorClassMessage(_ selector: String, _ args: [Value], _ e: Expr) -> Value? {
        if args.isEmpty {
            if let color = Evaluator.classColors[selector] { return .color(color) }
            if selector == "tintColor" { return .color(.named("tintColor")) }
            if selector.hasSuffix("Color") {
                let name = String(selector.dropLast(5))
                if Evaluator.semanticColors.contains(name) { return .color(.named(name)) }
            }
            return nil
        }
        func components(_ count: Int) -> [Double]? {
            let numbers = args.prefix(count).compactMap(\.number)
            return numbers.count == count && args.count == count ? numbers : nil
        }
        func unknownArgument() -> Value { args.lazy.compactMap(\.unknownPart).first.map(Value.unknown) ?? unknown(e) }
        switch selector {
        case "colorWithRed:green:blue:alpha:":
            guard let c = components(4) else { return unknownArgument() }
            return .color(.rgba(c[0], c[1], c[2], c[3]))
        case "colorWithWhite:alpha:":
            guard let c = components(2) else { return unknownArgument() }
            return .color(.rgba(c[0], c[0], c[0], c[1]))
        case "colorWithHue:saturation:brightness:alpha:":
            guard let c = components(4) else { return unknownArgument() }
            let (r, g, b) = Evaluator.rgb(hue: c[0], saturation: c[1], brightness: c[2])
            return .color(.rgba(r, g, b, c[3]))
        case "colorNamed:", "colorNamed:inBundle:compatibleWithTraitCollection:":
            guard let first = args.first else { return nil }
            if case let .text(t) = first, let name = t.literal { return .color(.named(name)) }
            return first.unknownPart.map(Value.unknown)
        default:
            break
        }
        // Any one-argument class method given a hex string: the category every app has.
        if args.count == 1, !selector.utf8.dropLast().contains(UInt8(ascii: ":")) {
            if case let .text(t) = args[0] {
                if let hex = t.literal, let color = Evaluator.hexColor(hex) { return .color(color) }
                if let hole = t.holes.first { return .unknown(hole) }
            }
            if let part = args[0].unknownPart { return .unknown(part) }
        }
        return nil
    }

    func colorMessage(_ color: ColorValue, _ selector: String, _ args: [Value], _ e: Expr) -> Value? {
        switch selector {
        case "CGColor", "copy": return .color(color)
        case "colorWithAlphaComponent:":
            guard let alpha = args.first?.number else { return args.first?.unknownPart.map(Value.unknown) }
            switch color {
            case let .rgba(r, g, b, _): return .color(.rgba(r, g, b, alpha))
            case .clear: return .color(.clear)
            case .named: return nil
            }
        default: return nil
        }
    }

    /// `05adff`, `#05ADFF`, `0x05adff`, `fff`, `05adff80` (RRGGBBAA).
    static func hexColor(_ string: String) -> ColorValue? {
        var digits = Substring(string)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        else if digits.hasPrefix("0x") || digits.hasPrefix("0X") { digits = digits.dropFirst(2) }
        guard [3, 6, 8].contains(digits.count) else { return nil }
        let values = digits.utf8.compactMap(Literals.hexDigit)
        guard values.count == digits.count else { return nil }
        let bytes: [Double]
        if values.count == 3 {
            bytes = values.map { Double($0 * 17) }
        } else {
            bytes = stride(from: 0, to: values.count, by: 2).map { Double(values[$0] * 16 + values[$0 + 1]) }
        }
        return .rgba(bytes[0] / 255, bytes[1] / 255, bytes[2] / 255, bytes.count == 4 ? bytes[3] / 255 : 1)
    }

    static func rgb(hue: Double, saturation: Double, brightness: Double) -> (Double, Double, Double) {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h) % 6
        let f = h - Double(Int(h))
        let p = brightness * (1 - saturation), q = brightness * (1 - saturation * f), t = brightness * (1 - saturation * (1 - f))
        switch sector {
        case 0: return (brightness, t, p)
        case 1: return (q, brightness, p)
        case 2: return (p, brightness, t)
        case 3: return (p, q, brightness)
        case 4: return (t, p, brightness)
        default: return (brightness, p, q)
        }
    }
}
