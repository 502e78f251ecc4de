/// Names the reader knows the values of: `nil`, `YES`, `M_PI`, `MAXFLOAT`, control states,
/// `UIEdgeInsetsZero`, `CATransform3DIdentity`, and the named constants UIKit's APIs take.
enum Constants {
    static func value(of name: String) -> Value? {
        if let known = table[name] { return known }
        guard name.hasPrefix("NS") || name.hasPrefix("UI") || name.hasPrefix("kCA") else { return nil }
        if constantPrefixes.contains(where: { name.hasPrefix($0) }) || (name.hasPrefix("NS") && name.hasSuffix("AttributeName")) {
            return .constant(name)
        }
        return nil
    }

    private static let table: [String: Value] = {
        var table: [String: Value] = [:]
        for name in ["nil", "NULL", "Nil", "YES", "true", "TRUE", "NO", "false", "FALSE", "M_PI", "M_PI_2", "M_PI_4", "M_1_PI",
                     "M_2_PI", "M_E", "M_SQRT2", "MAXFLOAT", "FLT_MAX", "HUGE_VALF", "HUGE_VAL", "INFINITY", "CGFLOAT_MAX", "DBL_MAX",
                     "NSNotFound", "NSIntegerMax", "UIControlStateNormal", "UIControlStateHighlighted", "UIControlStateDisabled",
                     "UIControlStateSelected", "UIControlStateFocused", "UIEdgeInsetsZero", "CGSizeZero", "CGPointZero",
                     "CATransform3DIdentity"] {
            table[name] = exact(name)
        }
        return table
    }()

    private static func exact(_ name: String) -> Value? {
        switch name {
        case "nil", "NULL", "Nil": return .null
        case "YES", "true", "TRUE": return .bool(true)
        case "NO", "false", "FALSE": return .bool(false)
        case "M_PI": return .number(Double.pi)
        case "M_PI_2": return .number(Double.pi / 2)
        case "M_PI_4": return .number(Double.pi / 4)
        case "M_1_PI": return .number(1 / Double.pi)
        case "M_2_PI": return .number(2 / Double.pi)
        case "M_E": return .number(2.718281828459045)
        case "M_SQRT2": return .number(2.0.squareRoot())
        case "MAXFLOAT", "FLT_MAX": return .number(Double(Float.greatestFiniteMagnitude))
        case "HUGE_VALF", "HUGE_VAL", "INFINITY": return .number(.infinity)
        case "CGFLOAT_MAX", "DBL_MAX": return .number(Double.greatestFiniteMagnitude)
        case "NSNotFound", "NSIntegerMax": return .number(Double(Int.max))
        case "UIControlStateNormal": return .number(0)
        case "UIControlStateHighlighted": return .number(1)
        case "UIControlStateDisabled": return .number(2)
        case "UIControlStateSelected": return .number(4)
        case "UIControlStateFocused": return .number(8)
        case "UIEdgeInsetsZero": return .insets([.number(0), .number(0), .number(0), .number(0)])
        case "CGSizeZero", "CGPointZero": return .size(.number(0), .number(0))
        case "CATransform3DIdentity": return .transform(.identity)
        default: return nil
        }
    }

    static let constantPrefixes = [
        "NSTextAlignment", "NSLineBreakBy", "UIFontTextStyle", "UIFontWeight", "kCAMediaTimingFunction",
        "UIImageRenderingMode", "UIImageResizingMode", "UIFontDescriptorTrait",
    ]

    /// C types whose casts truncate to an integer.
    static let integerTypes: Set<String> = [
        "int", "long", "short", "char", "NSInteger", "NSUInteger", "unsigned", "unsigned int", "unsigned long",
        "long long", "unsigned long long", "int8_t", "int16_t", "int32_t", "int64_t", "uint8_t", "uint16_t",
        "uint32_t", "uint64_t", "size_t",
    ]
}
