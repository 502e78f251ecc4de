import Foundation

/// C functions and macros: geometry makers, NSLocalizedString, CATransform3D, math.
extension Evaluator {
    func call(_ name: String, args argExprs: [Expr], _ e: Expr) throws -> Value {
        let args = try argExprs.map(evaluate)
        func number(_ i: Int) -> Value { i < args.count ? (args[i].number.map(Value.number) ?? args[i]) : .unknown(Unknown(name: name, offset: e.start, buffer: buffer)) }
        switch name {
        case "objc_getAssociatedObject" where shared.selfMethods.associatedObjectsUnset:
            return .null
        case "UIGraphicsBeginImageContext", "UIGraphicsBeginImageContextWithOptions":
            drawnImage = nil
            return .null
        case "UIGraphicsGetImageFromCurrentImageContext":
            return drawnImage.map(Value.image) ?? unknown(e)
        case "UIGraphicsEndImageContext":
            return .null
        case "CGSizeMake" where args.count == 2, "CGPointMake" where args.count == 2:
            return .size(number(0), number(1))
        case "UIEdgeInsetsMake" where args.count == 4:
            return .insets((0..<4).map(number))
        case "NSMakeRange" where args.count == 2:
            // NSMakeRange(0, string.length): the whole string, even when its text is not a literal.
            if args[0].number == 0, isLengthRead(argExprs[1]) { return .range(.whole) }
            guard let location = args[0].number, let length = args[1].number,
                  let l = Int(exactly: location), let n = Int(exactly: length) else { return unknown(e) }
            return .range(.numeric(location: l, length: n))
        case "NSLocalizedString", "NSLocalizedStringFromTable", "NSLocalizedStringFromTableInBundle", "NSLocalizedStringWithDefaultValue":
            guard let key = args.first.flatMap(literalText) else { return unknown(e) }
            var localized = LocalizedText(key: key)
            if name == "NSLocalizedStringWithDefaultValue", args.count >= 4 { localized.defaultValue = literalText(args[3]) }
            if name.hasPrefix("NSLocalizedStringFromTable") || name == "NSLocalizedStringWithDefaultValue", args.count >= 2 {
                localized.table = literalText(args[1]).flatMap { $0.isEmpty ? nil : $0 }
            }
            return .text(.localized(localized))
        case "CATransform3DMakeRotation" where args.count == 4:
            guard let x = args[1].number, let y = args[2].number, let z = args[3].number else { return unknown(e) }
            return .transform(.rotation(angle: number(0), axis: (x, y, z)))
        case "CATransform3DRotate" where args.count == 5:
            guard case .transform(.identity) = args[0], let x = args[2].number, let y = args[3].number, let z = args[4].number else { return unknown(e) }
            return .transform(.rotation(angle: number(1), axis: (x, y, z)))
        case "CATransform3DMakeScale" where args.count == 3:
            return .transform(.scale(number(0), number(1), number(2)))
        case "CATransform3DScale" where args.count == 4:
            guard case .transform(.identity) = args[0] else { return unknown(e) }
            return .transform(.scale(number(1), number(2), number(3)))
        default:
            break
        }
        if let function = Evaluator.math[name] {
            guard args.count == function.arity else { return unknown(e) }
            let numbers = args.compactMap(\.number)
            guard numbers.count == args.count else {
                return args.lazy.compactMap(\.unknownPart).first.map(Value.unknown) ?? unknown(e)
            }
            return .number(function.apply(numbers))
        }
        return unknown(e)
    }

    /// `x.length` or `[x length]` of a string or attributed string.
    private func isLengthRead(_ e: Expr) -> Bool {
        let base: Expr
        switch e.kind {
        case .member(let b, "length"): base = b
        case .message(let b, "length", let args) where args.isEmpty: base = b
        default: return false
        }
        switch (try? evaluate(base)) ?? .null {
        case .text, .attributed: return true
        default: return false
        }
    }

    static let math: [String: (arity: Int, apply: ([Double]) -> Double)] = {
        var table: [String: (arity: Int, apply: ([Double]) -> Double)] = [:]
        for name in ["roundf", "round", "lroundf", "lround", "llround", "rint", "rintf"] { table[name] = (1, { $0[0].rounded(.toNearestOrAwayFromZero) }) }
        for name in ["floorf", "floor"] { table[name] = (1, { $0[0].rounded(.down) }) }
        for name in ["ceilf", "ceil"] { table[name] = (1, { $0[0].rounded(.up) }) }
        for name in ["truncf", "trunc"] { table[name] = (1, { $0[0].rounded(.towardZero) }) }
        for name in ["fabsf", "fabs", "ABS", "abs"] { table[name] = (1, { abs($0[0]) }) }
        for name in ["sqrtf", "sqrt"] { table[name] = (1, { $0[0].squareRoot() }) }
        for name in ["MIN", "fminf", "fmin"] { table[name] = (2, { Swift.min($0[0], $0[1]) }) }
        for name in ["MAX", "fmaxf", "fmax"] { table[name] = (2, { Swift.max($0[0], $0[1]) }) }
        for name in ["powf", "pow"] { table[name] = (2, { Foundation.pow($0[0], $0[1]) }) }
        for name in ["sinf", "sin"] { table[name] = (1, { Foundation.sin($0[0]) }) }
        for name in ["cosf", "cos"] { table[name] = (1, { Foundation.cos($0[0]) }) }
        return table
    }()
}
