/// An sRGB color with straight (not premultiplied) alpha, components in 0...1.
public struct Color: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var red: Double, green: Double, blue: Double, alpha: Double
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// UILabel's default in DZNEmptyDataSet: white 0.6.
    public static let dznLabelGray = Color(red: 0.6, green: 0.6, blue: 0.6)

    /// Parses `#RGB`, `#RRGGBB`, `#RRGGBBAA`, `clear`, `white`, `black`.
    public init?(parsing text: String) {
        switch text.lowercased() {
        case "clear": self = .clear; return
        case "white": self = .white; return
        case "black": self = .black; return
        default: break
        }
        guard text.hasPrefix("#") else { return nil }
        let hex = Array(text.dropFirst())
        guard hex.allSatisfy({ $0.isHexDigit }) else { return nil }
        func component(_ digits: ArraySlice<Character>) -> Double {
            let value = Int(String(digits), radix: 16)!
            return digits.count == 1 ? Double(value * 17) / 255 : Double(value) / 255
        }
        switch hex.count {
        case 3:
            self.init(red: component(hex[0...0]), green: component(hex[1...1]), blue: component(hex[2...2]))
        case 6, 8:
            self.init(red: component(hex[0...1]), green: component(hex[2...3]), blue: component(hex[4...5]),
                      alpha: hex.count == 8 ? component(hex[6...7]) : 1)
        default:
            return nil
        }
    }

    public var description: String {
        func hex(_ v: Double) -> String {
            let s = String(Int((v * 255).rounded()), radix: 16, uppercase: true)
            return s.count == 1 ? "0" + s : s
        }
        return "#" + hex(red) + hex(green) + hex(blue) + (alpha < 1 ? hex(alpha) : "")
    }
}
