import EmptyStateTraits
import Foundation

/// Reads a String Catalog (`Localizable.xcstrings`, the JSON Xcode 15+ writes): per key and
/// locale a `stringUnit`, `variations` by `plural` or `device`, and `substitutions`.
enum StringCatalogDecoder {
    struct Catalog {
        var sourceLanguage: String
        /// key → locale → value
        var entries: [String: [String: LocalizedValue]]
    }

    static func decode(path: String, bytes: [UInt8]) throws -> Catalog {
        func fail(_ message: String) -> LocalizationError { LocalizationError(path: path, message: message) }
        // Xcode refuses a catalog that is not UTF-8; the JSON reader would draw the bad bytes as U+FFFD.
        if let bad = TextEncodingCheck.firstInvalidUTF8(bytes) {
            throw fail("not valid UTF-8: byte offset \(bad) (0x\(String(bytes[bad], radix: 16, uppercase: true)))")
        }
        let json: JSONValue
        do { json = try JSONParser.parse(bytes) } catch let error as JSONSyntaxError {
            let place = error.position(in: bytes)
            throw LocalizationError(path: path, line: place.line, column: place.column, message: "not valid JSON: \(error.reason)")
        }
        guard case .object = json else { throw fail("a String Catalog is a JSON object, not \(json.typeName)") }
        guard let source = json["sourceLanguage"]?.string else { throw fail("no 'sourceLanguage' (Xcode writes it in every String Catalog)") }
        guard LocaleIdentifier(source) != nil else { throw fail("sourceLanguage '\(source)' is not a locale identifier") }
        guard case let .object(strings) = json["strings"] ?? .object([:]) else { throw fail("'strings' must be an object") }
        var entries: [String: [String: LocalizedValue]] = [:]
        for (key, entry) in strings {
            guard case .object = entry else { throw fail("strings['\(key)'] must be an object, not \(entry.typeName)") }
            var locales: [String: LocalizedValue] = [:]
            if case let .object(localizations)? = entry["localizations"] {
                for (locale, localization) in localizations {
                    guard let identifier = LocaleIdentifier(locale) else {
                        throw fail("strings['\(key)'].localizations: '\(locale)' is not a locale identifier")
                    }
                    if let value = try self.value(localization, field: "strings['\(key)'].localizations.\(locale)", path: path) {
                        locales[identifier.identifier] = value
                    }
                }
            }
            // A key with no source-language entry is its own source string (Xcode's behaviour).
            if locales[source] == nil, entry["localizations"]?[source] == nil { locales[source] = .format(key) }
            entries[key] = locales
        }
        return Catalog(sourceLanguage: LocaleIdentifier(source)!.identifier, entries: entries)
    }

    /// A localization object: `stringUnit`, or `variations`, with optional `substitutions`.
    static func value(_ json: JSONValue, field: String, path: String) throws -> LocalizedValue? {
        func fail(_ message: String) -> LocalizationError { LocalizationError(path: path, message: "\(field): \(message)") }
        guard case .object = json else { throw fail("must be an object, not \(json.typeName)") }
        var base: LocalizedValue?
        if let unit = json["stringUnit"] {
            guard let value = unit["value"]?.string else { throw fail("stringUnit needs a string 'value'") }
            base = .format(value)
        } else if let variations = json["variations"] {
            if case let .object(plural)? = variations["plural"] {
                var forms: [PluralCategory: LocalizedValue] = [:]
                for (name, form) in plural {
                    guard let category = PluralCategory(rawValue: name) else {
                        throw fail("unknown plural category '\(name)'; expected zero, one, two, few, many, other")
                    }
                    forms[category] = try value(form, field: "\(field).variations.plural.\(name)", path: path)
                }
                base = .plural(argument: nil, forms)
            } else if case let .object(devices)? = variations["device"] {
                var map: [String: LocalizedValue] = [:]
                for (device, form) in devices { map[device] = try value(form, field: "\(field).variations.device.\(device)", path: path) }
                base = .device(map)
            } else {
                throw fail("variations must hold 'plural' or 'device'")
            }
        }
        guard let base else { return nil }
        guard case let .object(substitutions)? = json["substitutions"], case let .format(format) = base else { return base }
        var variables: [String: LocalizedValue.PluralVariable] = [:]
        for (name, substitution) in substitutions {
            var argument: Int?
            if case let .number(value, _)? = substitution["argNum"] { argument = Int(value) - 1 }
            var forms: [PluralCategory: String] = [:]
            if case let .object(plural)? = substitution["variations"]?["plural"] {
                for (category, form) in plural {
                    guard let category = PluralCategory(rawValue: category), let text = form["stringUnit"]?["value"]?.string else { continue }
                    // The form writes its number as %arg; the substitution names the specifier.
                    let specifier = substitution["formatSpecifier"]?.string ?? "lld"
                    forms[category] = text.replacingOccurrences(of: "%arg", with: "%" + specifier)
                }
            }
            variables[name] = LocalizedValue.PluralVariable(argument: argument, forms: forms)
        }
        return .substituted(format: format, variables: variables)
    }
}
