import Foundation

/// The traits a command or a template asks for: a list per axis (nil: not said), every
/// combination one screen. The command line's lists win over a template's `traits:`, axis by
/// axis; an axis neither gives is the default trait alone.
public struct TraitAxes: Equatable, Sendable {
    public var colorSchemes: [ColorScheme]?
    public var contentSizes: [ContentSizeCategory]?
    public var contrasts: [Contrast]?
    public var layoutDirections: [LayoutDirection]?
    /// Locale identifiers as given (`de`, `en-XA`, or `all`: every locale the template's
    /// strings have); the template stage validates and resolves them.
    public var locales: [String]?

    public init(colorSchemes: [ColorScheme]? = nil, contentSizes: [ContentSizeCategory]? = nil,
                contrasts: [Contrast]? = nil, layoutDirections: [LayoutDirection]? = nil, locales: [String]? = nil) {
        self.colorSchemes = colorSchemes; self.contentSizes = contentSizes
        self.contrasts = contrasts; self.layoutDirections = layoutDirections; self.locales = locales
    }

    /// These axes where given, `base`'s elsewhere.
    public func over(_ base: TraitAxes) -> TraitAxes {
        TraitAxes(colorSchemes: colorSchemes ?? base.colorSchemes, contentSizes: contentSizes ?? base.contentSizes,
                  contrasts: contrasts ?? base.contrasts, layoutDirections: layoutDirections ?? base.layoutDirections,
                  locales: locales ?? base.locales)
    }

    /// Every combination, the default traits first when they are among them; then locale
    /// slowest, color scheme, content size, contrast, direction fastest (the order a sheet lays
    /// them out). Locales are taken as given: see `locales`.
    public var combinations: [TraitCollection] {
        var result: [TraitCollection] = []
        for locale in locales.map({ $0.map(Optional.some) }) ?? [nil] {
        for scheme in colorSchemes ?? [.light] {
            for size in contentSizes ?? [.large] {
                for contrast in contrasts ?? [.normal] {
                    for direction in layoutDirections ?? [.leftToRight] {
                        let traits = TraitCollection(colorScheme: scheme, contentSize: size, contrast: contrast, layoutDirection: direction,
                                                     locale: locale)
                        if !result.contains(traits) { result.append(traits) }
                    }
                }
            }
        }
        }
        // The default first: a command that renders one screen takes the first.
        if let index = result.firstIndex(of: .default), index > 0 { result.insert(result.remove(at: index), at: 0) }
        return result
    }

    /// A comma-separated list of names, or `all` for every value; nil and a message when a name
    /// is unknown (the message names the nearest valid one).
    /// `single`: a command that draws one screen, whose message offers no `all`.
    public static func parseList<Value: CaseIterable & RawRepresentable>(
        _ text: String, axis: String, single: Bool = false, parse: (String) -> Value?
    ) -> Result<[Value], TraitNameError> where Value.RawValue == String {
        let names = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard !names.isEmpty else { return .failure(TraitNameError(message: "--\(axis) names no value")) }
        if names.count == 1, names[0].lowercased() == "all" { return .success(Array(Value.allCases)) }
        var values: [Value] = []
        for name in names {
            guard let value = parse(name) else {
                let valid = Value.allCases.map(\.rawValue)
                var message = "--\(axis) '\(name)' is not one of \(valid.joined(separator: ", "))" + (single ? "" : ", all")
                if let near = TextStyle.nearest(name, among: valid) { message += "; did you mean '\(near)'?" }
                return .failure(TraitNameError(message: message))
            }
            if !values.contains(where: { $0.rawValue == value.rawValue }) { values.append(value) }
        }
        return .success(values)
    }
}

public struct TraitNameError: Error, CustomStringConvertible, Sendable {
    public var message: String
    public var description: String { message }
}

extension TraitAxes {
    /// One trait collection as axes of one value each (a test names the screen it wants).
    public init(exactly traits: TraitCollection) {
        self.init(colorSchemes: [traits.colorScheme], contentSizes: [traits.contentSize], contrasts: [traits.contrast],
                  layoutDirections: [traits.layoutDirection], locales: traits.locale.map { [$0] })
    }
}
