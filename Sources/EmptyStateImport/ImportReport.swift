import EmptyStateModel
import Foundation

/// `import --json`: the screens found, as data, in a stable order (by file, then line).
/// Written here rather than by JSONEncoder: a template's keys keep their order (the order of
/// the YAML `import --out` writes), which Foundation's encoders do not promise.
public enum ImportReport {
    public static func json(_ screens: [ImportedScreen], templates: ImportedTemplates, summary: ImportSummary? = nil) -> String {
        var out = "{\n  \"screens\": ["
        for (index, screen) in screens.enumerated() {
            out += index == 0 ? "\n" : ",\n"
            let fields: [(String, String)] = [
                ("name", string(screen.name)), ("file", string(screen.file)), ("line", "\(screen.line)"), ("column", "\(screen.column)"),
                ("kind", string(screen.kind.rawValue)), ("case", screen.caseName.map(string) ?? "null"),
                ("template", value(templates.template(screen), indent: 6)),
                ("warnings", "[" + screen.warnings.map(string).joined(separator: ", ") + "]"),
            ]
            out += "    {\n" + fields.map { "      \(string($0.0)): \($0.1)" }.joined(separator: ",\n") + "\n    }"
        }
        out += screens.isEmpty ? "]" : "\n  ]"
        if let summary {
            let kinds = summary.screensByKind.sorted { $0.key < $1.key }.map { "\(string($0.key)): \($0.value)" }.joined(separator: ", ")
            out += ",\n  \"summary\": {\n    \"filesRead\": \(summary.filesRead),\n    \"filesUnreadable\": \(summary.filesUnreadable),\n"
                + "    \"screensByKind\": {\(kinds)},\n    \"fieldsResolved\": \(summary.fieldsResolved),\n"
                + "    \"placeholders\": [" + summary.placeholders.map(string).joined(separator: ", ") + "]\n  }"
        }
        return out + "\n}\n"
    }

    /// Screens sorted by file, then line and column.
    public static func ordered(_ screens: [ImportedScreen]) -> [ImportedScreen] {
        screens.sorted { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }
    }

    static func value(_ value: TemplateValue, indent: Int) -> String {
        let pad = String(repeating: " ", count: indent)
        switch value {
        case let .string(text): return string(text)
        case let .number(number): return number.isFinite ? TemplateYAML.format(number) : string(TemplateYAML.format(number))
        case let .bool(flag): return flag ? "true" : "false"
        case .null: return "null"
        case let .list(items): return "[" + items.map { self.value($0, indent: indent) }.joined(separator: ", ") + "]"
        case let .map(entries):
            guard !entries.isEmpty else { return "{}" }
            return "{\n" + entries.map { pad + "  " + string($0.key) + ": " + self.value($0.value, indent: indent + 2) }.joined(separator: ",\n") + "\n" + pad + "}"
        }
    }

    static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
