import Foundation

/// The color a designer would pick to pass: the foreground's own hue and saturation, with the
/// smallest change of lightness (HSL) that reaches the ratio needed on the same background.
public enum ContrastFix {
    public static func nearestPassing(_ foreground: RGB, on background: RGB, needed: Double) -> RGB? {
        let (hue, saturation, lightness) = hsl(foreground)
        func color(_ l: Double) -> RGB { rgb(hue: hue, saturation: saturation, lightness: l) }
        // Lightness moves luminance one way only, so each direction is a bisection; the nearer
        // passing end wins. Eight-bit rounding can fall just short: checked on the hex color.
        let candidates = [0.0, 1.0].compactMap { end -> (RGB, Double)? in
            guard passes(color(end), background, needed) else { return nil }
            var (near, far) = (lightness, end)
            for _ in 0..<40 {
                let middle = (near + far) / 2
                if passes(color(middle), background, needed) { far = middle } else { near = middle }
            }
            return (color(far), abs(far - lightness))
        }
        guard let best = candidates.min(by: { $0.1 < $1.1 })?.0 else { return nil }
        return quantized(best, passing: background, needed: needed)
    }

    static func passes(_ a: RGB, _ b: RGB, _ needed: Double) -> Bool { ContrastRatio.between(a, b) >= needed }

    /// The color as `#RRGGBB` holds it, nudged a step further from the background if rounding
    /// lost the last hundredth.
    static func quantized(_ color: RGB, passing background: RGB, needed: Double) -> RGB? {
        func byte(_ c: Double) -> Double { (min(1, max(0, c)) * 255).rounded() / 255 }
        var candidate = RGB(red: byte(color.red), green: byte(color.green), blue: byte(color.blue))
        let darker = candidate.luminance < background.luminance
        for _ in 0..<255 where !passes(candidate, background, needed) {
            let step = (darker ? -1.0 : 1.0) / 255
            candidate = RGB(red: byte(candidate.red + step), green: byte(candidate.green + step), blue: byte(candidate.blue + step))
        }
        return passes(candidate, background, needed) ? candidate : nil
    }

    static func hsl(_ c: RGB) -> (Double, Double, Double) {
        let high = max(c.red, c.green, c.blue), low = min(c.red, c.green, c.blue)
        let lightness = (high + low) / 2
        guard high > low else { return (0, 0, lightness) }
        let delta = high - low
        let saturation = delta / (1 - abs(2 * lightness - 1))
        var hue: Double
        switch high {
        case c.red: hue = ((c.green - c.blue) / delta).truncatingRemainder(dividingBy: 6)
        case c.green: hue = (c.blue - c.red) / delta + 2
        default: hue = (c.red - c.green) / delta + 4
        }
        hue *= 60
        if hue < 0 { hue += 360 }
        return (hue, saturation, lightness)
    }

    static func rgb(hue: Double, saturation: Double, lightness: Double) -> RGB {
        let chroma = (1 - abs(2 * lightness - 1)) * saturation
        let x = chroma * (1 - abs((hue / 60).truncatingRemainder(dividingBy: 2) - 1))
        let m = lightness - chroma / 2
        let (r, g, b): (Double, Double, Double)
        switch hue {
        case ..<60: (r, g, b) = (chroma, x, 0)
        case ..<120: (r, g, b) = (x, chroma, 0)
        case ..<180: (r, g, b) = (0, chroma, x)
        case ..<240: (r, g, b) = (0, x, chroma)
        case ..<300: (r, g, b) = (x, 0, chroma)
        default: (r, g, b) = (chroma, 0, x)
        }
        return RGB(red: r + m, green: g + m, blue: b + m)
    }
}
