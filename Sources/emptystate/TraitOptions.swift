import Foundation
import ArgumentParser
import EmptyStateLocalization
import EmptyStateTraits

/// The trait axes, shared by every command: a value (render) or a comma-separated list, or
/// `all` (sheet, export, check). An axis not given takes the template's `traits:`, else the
/// default (light, large, normal contrast, left to right).
struct TraitOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Color schemes: light, dark, or all.", valueName: "list"))
    var colorScheme: String?

    @Option(help: ArgumentHelp("Dynamic Type sizes: xSmall … xxxLarge, AX1 … AX5 (UIKit's long names too), or all.", valueName: "list"))
    var contentSize: String?

    @Option(help: ArgumentHelp("Contrast: normal, increased, or all.", valueName: "list"))
    var contrast: String?

    @Option(help: ArgumentHelp("Layout directions: ltr, rtl, or all.", valueName: "list"))
    var layoutDirection: String?

    @Option(help: ArgumentHelp("Locales of the template's strings (en, de, pt-BR, zh-Hans…), pseudo-locales (en-XA, en-XL, ar-XB, bounded), or all (every locale the strings have). A right-to-left language lays out right to left.", valueName: "list"))
    var locale: String?

    /// The axes given; `single` refuses lists (a command that renders one screen).
    func axes(single: Bool = false) throws -> TraitAxes {
        func parse<Value: CaseIterable & RawRepresentable>(_ text: String?, _ axis: String, _ make: (String) -> Value?) throws -> [Value]?
            where Value.RawValue == String {
            guard let text else { return nil }
            switch TraitAxes.parseList(text, axis: axis, single: single, parse: make) {
            case let .failure(error): throw CLIError(error.message)
            case let .success(values):
                if single, values.count != 1 { throw CLIError("--\(axis) takes one value here; export, check and sheet take lists") }
                return values
            }
        }
        return TraitAxes(colorSchemes: try parse(colorScheme, "color-scheme") { ColorScheme(name: $0) },
                         contentSizes: try parse(contentSize, "content-size") { ContentSizeCategory(name: $0) },
                         contrasts: try parse(contrast, "contrast") { Contrast(name: $0) },
                         layoutDirections: try parse(layoutDirection, "layout-direction") { LayoutDirection(name: $0) },
                         locales: try locales(single: single))
    }

    private func locales(single: Bool) throws -> [String]? {
        guard let locale else { return nil }
        let names = locale.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard !names.isEmpty else { throw CLIError("--locale names no locale") }
        if names == ["all"] {
            if single { throw CLIError("--locale takes one locale here; export, check and sheet take lists and all") }
            return names
        }
        if single, names.count != 1 { throw CLIError("--locale takes one locale here; export, check and sheet take lists") }
        return try names.map { name in
            guard let identifier = LocaleIdentifier(name) else {
                throw CLIError("--locale '\(name)' is not a locale identifier (such as en, de, pt-BR, zh-Hans, or en-XA, en-XL, ar-XB, bounded)")
            }
            return identifier.identifier
        }
    }
}
