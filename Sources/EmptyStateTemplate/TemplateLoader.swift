import EmptyStateModel
import EmptyStateTraits
import Foundation
import Yams

/// Loads a template file (YAML, or JSON, which is YAML) into the model.
public enum TemplateLoader {
    /// The template as it looks with `traits` (by default: light, large, normal contrast,
    /// left to right).
    public static func load(path: String, traits: TraitCollection = .default, symbols: SymbolOptions = SymbolOptions()) throws -> Template {
        try source(path: path, symbols: symbols).template(traits: traits)
    }

    /// The file read and parsed once, to resolve for each of a matrix of traits.
    public static func source(path: String, symbols: SymbolOptions = SymbolOptions()) throws -> TemplateSource {
        let data = try BoundedFile.readTemplate(path, limit: TemplateLimits.fileBytes, what: "the template")
        let defaultName = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        return try source(data: data, path: path, defaultName: defaultName, symbols: symbols)
    }

    /// Parses template text; `path` names the file in errors and anchors relative names.
    public static func parse(data: Data, path: String, defaultName: String? = nil, traits: TraitCollection = .default) throws -> Template {
        try source(data: data, path: path, defaultName: defaultName).template(traits: traits)
    }

    public static func parse(text: String, path: String, defaultName: String? = nil, traits: TraitCollection = .default) throws -> Template {
        try source(text: text, path: path, defaultName: defaultName).template(traits: traits)
    }

    public static func source(data: Data, path: String, defaultName: String? = nil, symbols: SymbolOptions = SymbolOptions()) throws -> TemplateSource {
        // utf8.contains, not String.contains: that one goes through NSString and CFStringFind.
        guard let text = String(data: data, encoding: .utf8), !text.utf8.contains(0) else {
            throw TemplateError(file: path, message: "is not a text file (not UTF-8)")
        }
        return try source(text: text, path: path, defaultName: defaultName, symbols: symbols)
    }

    public static func source(text: String, path: String, defaultName: String? = nil, symbols: SymbolOptions = SymbolOptions()) throws -> TemplateSource {
        guard text.utf8.count <= TemplateLimits.fileBytes else {
            throw TemplateError(file: path, message: "the template is \(text.utf8.count) bytes; the limit is \(TemplateLimits.fileBytes) bytes")
        }
        let node = try composed(text, path: path)
        guard let root = node else { throw TemplateError(file: path, line: 1, column: 1, message: "the template is empty") }
        return try source(node: root, path: path, defaultName: defaultName ?? URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent,
                          symbols: symbols)
    }

    /// A template given as a YAML tree rather than text (what `import` makes from code): read
    /// by the same decoders as a file, without writing it out and parsing it back.
    public static func source(node: Node, path: String, defaultName: String, symbols: SymbolOptions = SymbolOptions()) throws -> TemplateSource {
        guard !NodeReader(file: path).isNull(node) else {
            throw TemplateError(file: path, line: 1, column: 1, message: "the template is empty")
        }
        return try TemplateSource(path: path, root: node, defaultName: defaultName, symbols: symbols)
    }

    /// The YAML tree of a template's (or the project file's) text, its shape checked first: depth
    /// and alias expansion before Yams builds a tree, so that a bomb is refused, not built.
    static func composed(_ text: String, path: String) throws -> Node? {
        try YAMLShape.check(text, path: path)
        do {
            // Resolver.basic: Yams's default resolver compiles seven NSRegularExpressions
            // through ICU on first use (4 % of a cold render), only to guess the tags of plain
            // scalars. Nothing here reads a guessed tag: NodeReader reads scalars by their text
            // and style, and mappings are walked in order, never looked up by a key node.
            return try Yams.compose(yaml: text, .basic)
        } catch let error as YamlError {
            throw yamlError(error, path: path)
        } catch {
            throw TemplateError(file: path, message: "cannot parse the template: \(error)")
        }
    }

    static func yamlError(_ error: YamlError, path: String) -> TemplateError {
        switch error {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _), let .composer(context, problem, mark, _):
            var message = "YAML syntax error: \(problem)"
            if let context { message += " \(context.text)" }
            return TemplateError(file: path, line: mark.line, column: mark.column, message: message)
        case let .reader(problem, _, _, _):
            return TemplateError(file: path, message: "cannot read the YAML: \(problem)")
        default:
            return TemplateError(file: path, message: "cannot parse the template: \(error)")
        }
    }
}
