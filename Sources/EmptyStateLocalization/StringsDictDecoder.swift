import Foundation

/// Reads a `.stringsdict` plist: per key an `NSStringLocalizedFormatKey` with `%#@name@`
/// variables, each an `NSStringPluralRuleType` dictionary of CLDR forms.
enum StringsDictDecoder {
    static func decode(path: String, data: Data) throws -> [String: LocalizedValue] {
        let plist: Any
        do { plist = try PropertyListSerialization.propertyList(from: data, format: nil) } catch {
            throw LocalizationError(path: path, message: "not a readable property list (XML plist expected)")
        }
        guard let root = plist as? [String: Any] else { throw LocalizationError(path: path, message: "the root must be a dictionary") }
        var result: [String: LocalizedValue] = [:]
        for (key, entry) in root {
            guard let entry = entry as? [String: Any], let format = entry["NSStringLocalizedFormatKey"] as? String else {
                throw LocalizationError(path: path, message: "'\(key)' needs an NSStringLocalizedFormatKey string")
            }
            var variables: [String: LocalizedValue.PluralVariable] = [:]
            for (name, rule) in entry where name != "NSStringLocalizedFormatKey" {
                guard let rule = rule as? [String: Any] else { continue }
                guard (rule["NSStringFormatSpecTypeKey"] as? String) == "NSStringPluralRuleType" else {
                    throw LocalizationError(path: path, message: "'\(key)'.\(name): only NSStringPluralRuleType is supported")
                }
                var forms: [PluralCategory: String] = [:]
                for category in PluralCategory.allCases { if let text = rule[category.rawValue] as? String { forms[category] = text } }
                guard forms[.other] != nil else {
                    throw LocalizationError(path: path, message: "'\(key)'.\(name) needs an 'other' form")
                }
                variables[name] = LocalizedValue.PluralVariable(argument: nil, forms: forms)
            }
            result[key] = .substituted(format: format, variables: variables)
        }
        return result
    }
}
