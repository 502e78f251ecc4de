/// A template as plain values: what the YAML reader reads and what the source readers
/// (`import`) write, with the same keys as a YAML template. Mappings keep their order.
public indirect enum TemplateValue: Equatable, Hashable, Sendable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
    case list([TemplateValue])
    case map([TemplateEntry])

    /// The value under `key` of a map; nil for other values or an absent key.
    public subscript(key: String) -> TemplateValue? {
        guard case let .map(entries) = self else { return nil }
        return entries.first { $0.key == key }?.value
    }
}

public struct TemplateEntry: Equatable, Hashable, Sendable {
    public var key: String
    public var value: TemplateValue
    public init(_ key: String, _ value: TemplateValue) { self.key = key; self.value = value }
}

/// One empty state found in an app's source code, as a template.
public struct ImportedScreen: Equatable, Sendable, Codable {
    public enum Kind: String, Sendable, Codable { case dzn, uikit, swiftui }
    /// `DetailViewController-airbnb`: the type, then the case it comes from (if any).
    public var name: String
    public var file: String
    public var line: Int
    public var column: Int
    public var kind: Kind
    /// The branch the screen comes from (`ApplicationTypeAirbnb`), or nil.
    public var caseName: String?
    /// The screen as a template: a `.map` with a YAML template's keys.
    public var template: TemplateValue
    /// What was not a literal, each `file:line:col: …` on one line.
    public var warnings: [String]
    /// The class a DZNEmptyDataSet screen is read as (a subclass of the data source, or the
    /// data source): where the app's class tree says whether it draws what its superclass does.
    public var className: String?
    /// The parts that could not be drawn and what is drawn instead, once the screen has been
    /// checked (nil: not yet checked).
    public var repairs: [TemplateRepair]?
    /// A subclass's screen whose class implements a method drawing a part itself (Qimokaola-iOS's
    /// feed overriding `imageForEmptyDataSet:`): a screen of its own even where it draws what its
    /// superclass draws (data/real-apps/README.md, "Subclasses of a data source").
    public var overridesPart: Bool?

    public init(name: String, file: String, line: Int, column: Int, kind: Kind, caseName: String? = nil,
                template: TemplateValue, warnings: [String] = []) {
        self.name = name; self.file = file; self.line = line; self.column = column; self.kind = kind
        self.caseName = caseName; self.template = template; self.warnings = warnings
    }
}
