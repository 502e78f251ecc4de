import Foundation

/// WCAG 2.2's relative luminance and contrast ratio of sRGB colors (the definitions under
/// "relative luminance" and "contrast ratio" in WCAG 2.2's glossary: linearized channels
/// weighted 0.2126, 0.7152, 0.0722; (L1 + 0.05) / (L2 + 0.05)).
public struct RGB: Equatable, Sendable {
    public var red, green, blue: Double

    public init(red: Double, green: Double, blue: Double) { self.red = red; self.green = green; self.blue = blue }

    public var luminance: Double {
        // WCAG 2.2 gives 0.04045 as the threshold (the sRGB standard's; older texts said 0.03928).
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// `#RRGGBB`, as a designer reads it.
    public var hex: String {
        func byte(_ c: Double) -> String { String(format: "%02X", Int((min(1, max(0, c)) * 255).rounded())) }
        return "#" + byte(red) + byte(green) + byte(blue)
    }

    /// `self` at `alpha` over `base`.
    public func over(_ base: RGB, alpha: Double) -> RGB {
        RGB(red: red * alpha + base.red * (1 - alpha), green: green * alpha + base.green * (1 - alpha), blue: blue * alpha + base.blue * (1 - alpha))
    }
}

public enum ContrastRatio {
    public static func between(_ a: RGB, _ b: RGB) -> Double {
        let (l1, l2) = (a.luminance, b.luminance)
        return (max(l1, l2) + 0.05) / (min(l1, l2) + 0.05)
    }

    /// To two decimals, as contrast checkers show it, but never rounded up to the ratio it
    /// fails: 4.497 is shown as 4.49, not 4.50 (WCAG compares the unrounded value).
    public static func shown(_ ratio: Double, needed: Double) -> Double {
        let rounded = (ratio * 100).rounded() / 100
        return rounded >= needed && ratio < needed ? (ratio * 100).rounded(.down) / 100 : rounded
    }

    public static func format(_ ratio: Double, needed: Double) -> String { String(format: "%.2f:1", shown(ratio, needed: needed)) }
}
