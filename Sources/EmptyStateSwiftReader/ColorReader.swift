import EmptyStateModel
import SwiftSyntax

/// UIKit's `UIColor.red` is pure red; SwiftUI's `Color.red` is the system red.
enum ColorFlavor { case uikit, swiftui }

/// Colors as a template writes them: `#RRGGBB` (`#RRGGBBAA` when translucent), `clear`, a
/// semantic name (`systemGray`, `label`) or an asset catalog's color name.
enum ColorReader {
    /// UIKit's semantic colors, which the template knows by name.
    static let semantic: Set<String> = [
        "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "placeholderText", "systemBackground",
        "secondarySystemBackground", "tertiarySystemBackground", "systemGroupedBackground", "secondarySystemGroupedBackground",
        "tertiarySystemGroupedBackground", "systemFill", "secondarySystemFill", "tertiarySystemFill", "quaternarySystemFill",
        "separator", "opaqueSeparator", "link", "systemBlue", "systemRed", "systemGreen", "systemOrange", "systemYellow",
        "systemPink", "systemPurple", "systemTeal", "systemIndigo", "systemMint", "systemCyan", "systemBrown", "systemGray",
        "systemGray2", "systemGray3", "systemGray4", "systemGray5", "systemGray6", "tintColor",
    ]
    /// UIKit's fixed colors (`UIColor.gray` is white 0.5).
    static let uikitFixed: [String: String] = [
        "black": "#000000", "white": "#FFFFFF", "clear": "clear", "darkGray": "#555555", "lightGray": "#AAAAAA",
        "gray": "#808080", "red": "#FF0000", "green": "#00FF00", "blue": "#0000FF", "cyan": "#00FFFF", "yellow": "#FFFF00",
        "magenta": "#FF00FF", "orange": "#FF8000", "purple": "#800080", "brown": "#996633",
    ]
    /// SwiftUI's colors: the system colors, and the label hierarchy for the styles.
    static let swiftUINames: [String: String] = [
        "red": "systemRed", "orange": "systemOrange", "yellow": "systemYellow", "green": "systemGreen", "mint": "systemMint",
        "teal": "systemTeal", "cyan": "systemCyan", "blue": "systemBlue", "indigo": "systemIndigo", "purple": "systemPurple",
        "pink": "systemPink", "brown": "systemBrown", "gray": "systemGray", "black": "#000000", "white": "#FFFFFF",
        "clear": "clear", "primary": "label", "secondary": "secondaryLabel", "tertiary": "tertiaryLabel",
        "quaternary": "quaternaryLabel", "accentColor": "tintColor",
    ]

    enum Color {
        case rgb(Double, Double, Double, Double)
        case named(String, alpha: Double)

        var text: String {
            switch self {
            case let .named(name, _): return name
            case let .rgb(r, g, b, a):
                if a == 0, r == 0, g == 0, b == 0 { return "clear" }
                func hex(_ c: Double) -> String {
                    let byte = Int((min(max(c, 0), 1) * 255).rounded())
                    let digits = String(byte, radix: 16, uppercase: true)
                    return digits.count == 1 ? "0" + digits : digits
                }
                return "#" + hex(r) + hex(g) + hex(b) + (a < 1 ? hex(a) : "")
            }
        }

        func withAlpha(_ alpha: Double) -> Color {
            switch self {
            case let .rgb(r, g, b, a): return .rgb(r, g, b, a * alpha)
            case let .named(name, a): return .named(name, alpha: a * alpha)
            }
        }
    }

    /// The color's text, or a warning (and nil) when it is not known.
    static func color(_ value: Value, _ flavor: ColorFlavor, _ reading: Reading) -> String? {
        if case .null = value { return nil }
        guard let color = known(value, flavor, reading) else {
            reading.notLiteral(value)
            return nil
        }
        if case let .named(name, alpha) = color, alpha < 1 {
            reading.warn("\(name) at \(NumberText.format(alpha * 100)) % opacity: the template names the color without its opacity",
                         at: value.syntax)
        }
        return color.text
    }

    static func known(_ value: Value, _ flavor: ColorFlavor, _ reading: Reading) -> Color? {
        switch value {
        case let .member(type, name, _):
            let owner = type.map(TypeName.normalized)
            guard owner == nil || ["UIColor", "Color", "CGColor", "NSColor", "ShapeStyle", "HierarchicalShapeStyle"].contains(owner!) else { return nil }
            let lookIn: ColorFlavor = owner == "UIColor" || owner == "CGColor" ? .uikit : owner == "Color" ? .swiftui : flavor
            if semantic.contains(name) { return .named(name, alpha: 1) }
            let table = lookIn == .uikit ? uikitFixed : swiftUINames
            guard let text = table[name] else { return nil }
            return parse(text) ?? .named(text, alpha: 1)
        case let .call(call):
            return known(call, flavor, reading)
        default:
            return nil
        }
    }

    private static func known(_ call: Call, _ flavor: ColorFlavor, _ reading: Reading) -> Color? {
        let colorTypes: Set<String> = ["UIColor", "Color", "CGColor", "NSColor", "#colorLiteral", "init"]
        // Swift 2's class methods (`UIColor.darkGrayColor()`): today's `UIColor.darkGray`.
        if call.arguments.isEmpty, call.closures.isEmpty, call.name.count > 5, call.name.hasSuffix("Color"),
           case let .type(owner) = call.receiver, TypeName.normalized(owner) == "UIColor" {
            return known(.member(type: owner, name: String(call.name.dropLast(5)), syntax: call.syntax), flavor, reading)
        }
        let isColorInit = call.isInitializer(of: colorTypes) || call.name == "#colorLiteral" || (call.name == "init" && call.receiver.isImplicit)
        if let receiver = call.isMethod(["withAlphaComponent", "opacity"]), let alpha = call.arguments.first.flatMap({ NumberReader.number($0.value) }) {
            return known(receiver, flavor, reading)?.withAlpha(alpha)
        }
        if let receiver = call.isMethod(["resolvedColor", "cgColor"]) { return known(receiver, flavor, reading) }
        if isColorInit {
            if let named = call.argument("named")?.value.plainString { return .named(named, alpha: 1) }
            // SwiftUI's Color("Brand"): an asset catalog's color.
            if TypeName.normalized(call.name) == "Color", let only = call.unlabeled.first, call.arguments.count <= 2,
               let name = only.value.plainString { return .named(name, alpha: 1) }
        }
        if let hex = hexColor(call) { return hex }
        guard isColorInit else { return nil }
        func number(_ label: String) -> Double? { call.argument(label).flatMap { NumberReader.number($0.value) } }
        let alpha = number("alpha") ?? number("opacity") ?? 1
        if let red = number("red"), let green = number("green"), let blue = number("blue") {
            return .rgb(red, green, blue, alpha)
        }
        if let white = number("white") { return .rgb(white, white, white, alpha) }
        if let hue = number("hue"), let saturation = number("saturation"), let brightness = number("brightness") {
            return hsb(hue, saturation, brightness, alpha)
        }
        // Color(uiColor: .systemBackground), Color(.systemBackground), UIColor(Color.red).
        if let inner = call.argument("uiColor") ?? call.argument("cgColor") ?? call.unlabeled.first {
            let other: ColorFlavor = TypeName.normalized(call.name) == "Color" ? .uikit : .swiftui
            return known(inner.value, other, reading)
        }
        return nil
    }

    /// Any initializer or static method given one hex string literal (`UIColor(hex: "05adff")`,
    /// `.init(hexString: "#05ADFF")`), or one hex integer literal of six digits (`0x05ADFF`),
    /// optionally with an alpha.
    private static func hexColor(_ call: Call) -> Color? {
        let others = call.arguments.filter { !["alpha", "opacity"].contains($0.label ?? "") }
        guard others.count == 1, let argument = others.first else { return nil }
        if case .value = call.receiver { return nil }
        var color: Color?
        if let text = argument.value.plainString, argument.syntax.is(StringLiteralExprSyntax.self) {
            color = parse(text)
        } else if let literal = argument.syntax.as(IntegerLiteralExprSyntax.self), literal.radix == .hex,
                  literal.literal.text.replacingOccurrences(of: "_", with: "").count == 8, let value = literal.representedLiteralValue {
            color = .rgb(Double((value >> 16) & 0xFF) / 255, Double((value >> 8) & 0xFF) / 255, Double(value & 0xFF) / 255, 1)
        }
        guard let color else { return nil }
        let alpha = (call.argument("alpha") ?? call.argument("opacity")).flatMap { NumberReader.number($0.value) } ?? 1
        return color.withAlpha(alpha)
    }

    /// `#RGB`, `#RRGGBB`, `#RRGGBBAA` (with or without `#` or `0x`); names from the tables.
    static func parse(_ text: String) -> Color? {
        if text == "clear" { return .rgb(0, 0, 0, 0) }
        var digits = Substring(text)
        if digits.hasPrefix("#") { digits = digits.dropFirst() } else if digits.lowercased().hasPrefix("0x") { digits = digits.dropFirst(2) }
        guard [3, 6, 8].contains(digits.count), digits.allSatisfy(\.isHexDigit) else { return nil }
        if digits.count == 3 { digits = Substring(digits.map { "\($0)\($0)" }.joined()) }
        let bytes = stride(from: 0, to: digits.count, by: 2).map { offset -> Double in
            let start = digits.index(digits.startIndex, offsetBy: offset)
            return Double(Int(digits[start...digits.index(after: start)], radix: 16) ?? 0) / 255
        }
        return .rgb(bytes[0], bytes[1], bytes[2], bytes.count == 4 ? bytes[3] : 1)
    }

    private static func hsb(_ h: Double, _ s: Double, _ v: Double, _ a: Double) -> Color {
        let hue = (h - h.rounded(.down)) * 6
        let sector = Int(hue) % 6
        let f = hue - Double(Int(hue))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        switch sector {
        case 0: return .rgb(v, t, p, a)
        case 1: return .rgb(q, v, p, a)
        case 2: return .rgb(p, v, t, a)
        case 3: return .rgb(p, q, v, a)
        case 4: return .rgb(t, p, v, a)
        default: return .rgb(v, p, q, a)
        }
    }
}

extension Call.Receiver {
    var isImplicit: Bool { if case .implicit = self { return true }; return false }
}
