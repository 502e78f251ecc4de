import SwiftSyntax

/// Names whose values are known everywhere: π and the largest numbers, UIKit's system font
/// sizes, and the global constants Swift 3 code used before the typed names
/// (`NSFontAttributeName`, `UIFontWeightMedium`, `kCAMediaTimingFunctionLinear`).
enum Globals {
    private static let numbers: [String: Double] = [
        "M_PI": .pi, "M_PI_2": .pi / 2, "M_PI_4": .pi / 4, "M_2_PI": 2 / .pi,
        "MAXFLOAT": Double(Float.greatestFiniteMagnitude), "FLT_MAX": Double(Float.greatestFiniteMagnitude),
        "HUGE": .infinity, "HUGE_VALF": .infinity, "CGFLOAT_MAX": .greatestFiniteMagnitude, "DBL_MAX": .greatestFiniteMagnitude,
    ]

    /// Swift 3's global names and the typed name each became.
    private static let members: [String: (type: String, name: String)] = {
        var table: [String: (String, String)] = [
            "NSFontAttributeName": ("NSAttributedString.Key", "font"),
            "NSForegroundColorAttributeName": ("NSAttributedString.Key", "foregroundColor"),
            "NSBackgroundColorAttributeName": ("NSAttributedString.Key", "backgroundColor"),
            "NSKernAttributeName": ("NSAttributedString.Key", "kern"),
            "NSParagraphStyleAttributeName": ("NSAttributedString.Key", "paragraphStyle"),
            "NSShadowAttributeName": ("NSAttributedString.Key", "shadow"),
            "NSUnderlineStyleAttributeName": ("NSAttributedString.Key", "underlineStyle"),
            "CATransform3DIdentity": ("CATransform3D", "identity"),
            "kCAMediaTimingFunctionLinear": ("CAMediaTimingFunctionName", "linear"),
            "kCAMediaTimingFunctionEaseIn": ("CAMediaTimingFunctionName", "easeIn"),
            "kCAMediaTimingFunctionEaseOut": ("CAMediaTimingFunctionName", "easeOut"),
            "kCAMediaTimingFunctionEaseInEaseOut": ("CAMediaTimingFunctionName", "easeInEaseOut"),
            "kCAMediaTimingFunctionDefault": ("CAMediaTimingFunctionName", "default"),
        ]
        for weight in ["UltraLight", "Thin", "Light", "Regular", "Medium", "Semibold", "Bold", "Heavy", "Black"] {
            table["UIFontWeight" + weight] = ("UIFont.Weight", weight.prefix(1).lowercased() + weight.dropFirst())
        }
        for style in ["LargeTitle", "Title1", "Title2", "Title3", "Headline", "Subheadline", "Body", "Callout", "Footnote", "Caption1", "Caption2"] {
            table["UIFontTextStyle" + style] = ("UIFont.TextStyle", style.prefix(1).lowercased() + style.dropFirst())
        }
        return table
    }()

    static func isGlobalValue(_ name: String) -> Bool { numbers[name] != nil || members[name] != nil }

    static func value(_ name: String, at syntax: Syntax) -> Value? {
        if let number = numbers[name] { return .number(number) }
        if let member = members[name] { return .member(type: member.type, name: member.name, syntax: syntax) }
        return nil
    }

    /// `.pi`, `.infinity`, `.greatestFiniteMagnitude` after a leading dot.
    static func implicitMember(_ name: String) -> Value? {
        switch name {
        case "pi": return .number(.pi)
        case "infinity": return .number(.infinity)
        case "greatestFiniteMagnitude": return .number(.greatestFiniteMagnitude)
        default: return nil
        }
    }

    /// `CGFloat.pi`, `Float.greatestFiniteMagnitude`, `UIFont.systemFontSize`.
    static func typeMember(_ type: String, _ name: String) -> Double? {
        switch (TypeName.normalized(type), name) {
        case ("CGFloat", "pi"), ("Double", "pi"), ("Float", "pi"): return .pi
        case (_, "infinity") where ["CGFloat", "Double", "Float", "TimeInterval"].contains(type): return .infinity
        case ("Float", "greatestFiniteMagnitude"): return Double(Float.greatestFiniteMagnitude)
        case ("CGFloat", "greatestFiniteMagnitude"), ("Double", "greatestFiniteMagnitude"): return .greatestFiniteMagnitude
        case ("UIFont", "systemFontSize"): return 14
        case ("UIFont", "labelFontSize"): return 17
        case ("UIFont", "buttonFontSize"): return 18
        case ("UIFont", "smallSystemFontSize"): return 12
        default: return nil
        }
    }
}
