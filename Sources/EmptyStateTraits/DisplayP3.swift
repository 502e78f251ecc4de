import Foundation
import EmptyStateModel

/// Conversions from the color spaces Xcode's color set editor offers to the sRGB that
/// `Color` holds and the renderer draws in.
enum ColorSpaceConversion {
    /// The sRGB transfer function (IEC 61966-2-1), encoded → linear. Display P3 uses the
    /// same curve. Odd-symmetric so the extended spaces' negative values survive.
    static func linearize(_ value: Double) -> Double {
        let magnitude = abs(value)
        let linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return value < 0 ? -linear : linear
    }

    /// Linear → encoded, the inverse of `linearize`.
    static func encode(_ value: Double) -> Double {
        let magnitude = abs(value)
        let encoded = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return value < 0 ? -encoded : encoded
    }

    /// Linear Display P3 → linear sRGB. Both spaces have the D65 white point, so this is
    /// M⁻¹(sRGB→XYZ) · M(P3→XYZ), computed in double precision from the primaries:
    /// sRGB R (0.640, 0.330) G (0.300, 0.600) B (0.150, 0.060); P3 (DCI-P3 primaries)
    /// R (0.680, 0.320) G (0.265, 0.690) B (0.150, 0.060); white D65 (0.3127, 0.3290).
    /// Rows sum to 1, so P3 grays stay the same grays in sRGB.
    static let p3ToSRGB: [[Double]] = [
        [1.224940176281, -0.224940176281, 0],
        [-0.042056954710, 1.042056954710, 0],
        [-0.019637554590, -0.078636045551, 1.098273600141],
    ]

    /// A Display P3 color (encoded components) in sRGB. Colors outside the sRGB gamut are
    /// clamped per component to 0...1, as a PNG in sRGB must.
    static func displayP3ToSRGB(red: Double, green: Double, blue: Double, alpha: Double) -> Color {
        let linear = [red, green, blue].map(linearize)
        let converted = p3ToSRGB.map { row in encode(zip(row, linear).map { $0 * $1 }.reduce(0, +)) }
        return clamped(red: converted[0], green: converted[1], blue: converted[2], alpha: alpha)
    }

    /// Linear (extended) sRGB → sRGB.
    static func linearSRGBToSRGB(red: Double, green: Double, blue: Double, alpha: Double) -> Color {
        clamped(red: encode(red), green: encode(green), blue: encode(blue), alpha: alpha)
    }

    /// Gray with a 2.2 gamma and the D65 white (Core Graphics' Generic Gray Gamma 2.2, and
    /// the extended gray, which has the same colorimetry): luminance `white^2.2`, which is
    /// the linear value of all three sRGB channels.
    static func grayGamma22ToSRGB(white: Double, alpha: Double) -> Color {
        let linear = white < 0 ? -pow(-white, 2.2) : pow(white, 2.2)
        let value = encode(linear)
        return clamped(red: value, green: value, blue: value, alpha: alpha)
    }

    static func clamped(red: Double, green: Double, blue: Double, alpha: Double) -> Color {
        func clamp(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, 0), 1) }
        return Color(red: clamp(red), green: clamp(green), blue: clamp(blue), alpha: clamp(alpha))
    }
}
