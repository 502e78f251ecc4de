import Foundation

extension LocalizedValue {
    /// The text for `arguments` on an iPhone in `language` (the plural rules' language).
    public func resolved(with arguments: [FormatArgument], language: String) throws -> String {
        switch self {
        case let .format(text):
            return try FormatString(text).formatted(with: arguments)
        case let .plural(argument, forms):
            let index = try argument ?? Self.firstWholeNumber(in: arguments)
            let form = try Self.form(forms, argument: index, arguments: arguments, language: language)
            return try form.resolved(with: arguments, language: language)
        case let .device(variants):
            guard let chosen = variants["iphone"] ?? variants["other"] ?? variants.values.first else { return "" }
            return try chosen.resolved(with: arguments, language: language)
        case let .substituted(format, variables):
            return try FormatString(Self.substitute(format, variables, arguments: arguments, language: language)).formatted(with: arguments)
        }
    }

    /// `%#@name@` (or `%2$#@name@`) replaced by the variable's form for its argument, whose
    /// own specifiers are made positional so they take that same argument.
    static func substitute(_ format: String, _ variables: [String: PluralVariable], arguments: [FormatArgument],
                           language: String) throws -> String {
        var result = ""
        var rest = Substring(format)
        var next = 0
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            var cursor = rest.index(after: percent)
            var digits = ""
            while cursor < rest.endIndex, rest[cursor].isNumber { digits.append(rest[cursor]); cursor = rest.index(after: cursor) }
            var position: Int?
            if !digits.isEmpty, cursor < rest.endIndex, rest[cursor] == "$" { position = Int(digits).map { $0 - 1 }; cursor = rest.index(after: cursor) }
            guard rest[cursor...].hasPrefix("#@"), let close = rest[rest.index(cursor, offsetBy: 2)...].firstIndex(of: "@") else {
                // An ordinary specifier (or %%): copied; it still counts as an argument in order.
                let end = cursor < rest.endIndex ? rest.index(after: cursor) : rest.endIndex
                let piece = rest[percent..<end]
                if piece != "%%", !digits.isEmpty || piece.count > 1 { next = (position ?? next) + 1 }
                result += piece
                rest = rest[end...]
                continue
            }
            let name = String(rest[rest.index(cursor, offsetBy: 2)..<close])
            guard let variable = variables[name] else {
                throw FormatError(message: "the format '\(format)' names a variable '\(name)' that is not defined")
            }
            let index = position ?? variable.argument ?? next
            next = index + 1
            let chosen = try form(variable.forms.mapValues(LocalizedValue.format), argument: index, arguments: arguments, language: language)
            guard case let .format(text) = chosen else { return format }
            result += try positional(text, argument: index)
            rest = rest[rest.index(after: close)...]
        }
        result += rest
        return result
    }

    /// `text` with each of its specifiers taking argument `argument`.
    static func positional(_ text: String, argument: Int) throws -> String {
        let parsed = try FormatString(text)
        var result = ""
        var index = text.startIndex
        for specifier in parsed.specifiers {
            result += text[index..<specifier.range.lowerBound]
            let body = text[text.index(after: specifier.range.lowerBound)..<specifier.range.upperBound]
            let withoutPosition = body.drop { $0.isNumber }.drop { $0 == "$" }
            result += "%\(argument + 1)$" + (body.contains("$") ? String(withoutPosition) : String(body))
            index = specifier.range.upperBound
        }
        result += text[index...]
        return result
    }

    static func form(_ forms: [PluralCategory: LocalizedValue], argument: Int, arguments: [FormatArgument],
                     language: String) throws -> LocalizedValue {
        guard argument < arguments.count else {
            throw FormatError(message: "a plural form needs argument \(argument + 1), but args gives \(arguments.count)")
        }
        // A count only the run time has (`⟨count⟩`): the general form.
        if case let .string(text) = arguments[argument], FormatArgument.isPlaceholder(text), let other = forms[.other] { return other }
        guard let count = arguments[argument].integer else {
            throw FormatError(message: "argument \(argument + 1) is \(arguments[argument]) but a plural needs a whole number")
        }
        let category = PluralRules.category(of: count, language: language)
        guard let form = forms[category] ?? forms[.other] else {
            throw FormatError(message: "no '\(category.rawValue)' or 'other' form for \(count)")
        }
        return form
    }

    static func firstWholeNumber(in arguments: [FormatArgument]) throws -> Int {
        let placeholder = arguments.firstIndex { if case let .string(text) = $0 { return FormatArgument.isPlaceholder(text) } else { return false } }
        guard let index = arguments.firstIndex(where: { $0.integer != nil }) ?? placeholder else {
            throw FormatError(message: "the string varies by plural, but args gives no whole number")
        }
        return index
    }
}
