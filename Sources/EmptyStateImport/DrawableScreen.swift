import EmptyStateModel
import EmptyStateTemplate
import Foundation
import Yams

/// An imported screen checked as `export` will read it, before it is written or drawn: a part that
/// cannot be drawn (a button with neither title nor image, an image no file or catalog has, a
/// color nothing names) becomes a visible placeholder, or is left out, with a warning naming the
/// screen's line in the code. The screen itself is never lost.
///
/// The check reads the template with the same decoders as a file; where one fails, the template
/// is read again as YAML text, so that the error's line and column name the part at fault.
enum DrawableScreen {
    /// Each fix makes the next reading get further; a template has far fewer parts than this.
    static let maximumRepairs = 16

    /// What checking a screen found: the repairs that make it drawable, a warning for each, and
    /// the template source of the drawable value when the check read it (so that it is not read
    /// twice: a source loads the screen's asset catalogs and strings).
    struct Checked {
        var repairs: [TemplateRepair] = []
        var warnings: [String] = []
        var source: TemplateSource?
    }

    /// The repairs that make `value` drawable, and a warning for each.
    static func check(_ value: TemplateValue, screen: ImportedScreen, symbols: SymbolOptions) -> Checked {
        var current = value
        var checked = Checked()
        var attempts: [String: Int] = [:]
        let place = "\(screen.file):\(screen.line):\(screen.column): screen \(screen.name)"
        for _ in 0..<maximumRepairs {
            let problem: Problem
            switch read(current, screen: screen, symbols: symbols) {
            case let .drawable(source):
                checked.source = source
                return checked
            case let .problem(found):
                problem = found
            }
            if problem.unknownImageName, let fix = MissingImage.fix(at: problem.path ?? [], in: current),
               attempts[fix.pathDescription + "#missing", default: 0] == 0 {
                attempts[fix.pathDescription + "#missing"] = 1
                current = current.replacing(at: fix.path, with: fix.value)
                checked.repairs.append(fix)
                checked.warnings.append("\(place): \(fix.pathDescription) is not drawn (\(problem.message)): iOS draws no image there")
                continue
            }
            guard let fix = repair(problem, in: current, attempts: &attempts) else {
                // Nothing left to take away: the screen as a placeholder that says so.
                checked.repairs.append(TemplateRepair(path: [], value: placeholderScreen(current)))
                checked.warnings.append("\(place): cannot be drawn (\(problem.message)); drawn as a placeholder")
                return checked
            }
            current = current.replacing(at: fix.path, with: fix.value)
            checked.repairs.append(fix)
            checked.warnings.append("\(place): \(fix.pathDescription) cannot be drawn (\(problem.message)); \(fix.value == nil ? "left out" : "drawn as a placeholder")")
        }
        return checked
    }

    /// What stops a template from being drawn: the message, and where in the value it is (nil: not known).
    struct Problem {
        var path: [String]?
        var message: String
        /// An image the app names and has not: an asset no catalog or file holds, a symbol SF
        /// Symbols does not have.
        var unknownImageName = false
    }

    enum Reading {
        case drawable(TemplateSource)
        case problem(Problem)
    }

    /// The value read as the commands read it: its source, or what stops it from being drawn.
    static func read(_ value: TemplateValue, screen: ImportedScreen, symbols: SymbolOptions) -> Reading {
        let source: TemplateSource, template: Template
        do {
            source = try TemplateLoader.source(node: TemplateYAML.node(value), path: screen.file, defaultName: screen.name, symbols: symbols)
            template = try source.template(traits: .default)
        } catch let error as TemplateError {
            return .problem(located(error.message, in: value, screen: screen, symbols: symbols))
        } catch {
            return .problem(Problem(path: nil, message: String(describing: error)))
        }
        // What the decoders accept and the renderer would refuse: an image no file is found for.
        let screens = [template.base] + template.variants.map(\.screen)
        let images = screens.flatMap(\.view.allImages).filter { $0.data == nil }
        if let missing = images.first(where: { ImageResolver.resolve($0, scale: 2) == nil }), let path = imagePath(named: missing.name, in: value) {
            return .problem(Problem(path: path, message: "image '\(missing.name)' is in none of the app's asset catalogs and no file has its name",
                                    unknownImageName: true))
        }
        // A file found that holds no image (a Git LFS pointer): drawn as the placeholder naming it.
        for image in images {
            for scale in [2, 3, 1] {
                guard let file = ImageResolver.resolve(image, scale: scale), let problem = ImageFileContent.problem(file) else { continue }
                return .problem(Problem(path: imagePath(named: image.name, in: value), message: "\(file.path): \(problem)"))
            }
        }
        return .drawable(source)
    }

    /// The error again, read from the template as text: its line and column, and the value there.
    static func located(_ message: String, in value: TemplateValue, screen: ImportedScreen, symbols: SymbolOptions) -> Problem {
        guard let text = try? TemplateYAML.text(value) else { return Problem(path: nil, message: message) }
        do {
            _ = try TemplateLoader.source(text: text, path: screen.file, defaultName: screen.name, symbols: symbols).template(traits: .default)
        } catch let error as TemplateError {
            let path = error.line.flatMap { line in YAMLPlaces.path(in: text, line: line, column: error.column ?? 1) }
            return Problem(path: path, message: error.message,
                           unknownImageName: path?.last == "systemName" && error.message.contains("is not an SF Symbol name"))
        } catch {}
        return Problem(path: nil, message: message)
    }

    /// The first image-keyed value whose name is `name`.
    static func imagePath(named name: String, in value: TemplateValue, key: String? = nil, parent: String? = nil, path: [String] = []) -> [String]? {
        if ImportedTemplates.isImage(key, parent: parent) {
            switch value {
            case let .string(text) where text == name: return path
            case .map where value["name"] == .string(name): return path
            default: break
            }
        }
        switch value {
        case let .map(entries):
            for entry in entries {
                if let found = imagePath(named: name, in: entry.value, key: entry.key, parent: key, path: path + [entry.key]) { return found }
            }
        case let .list(items):
            for (index, item) in items.enumerated() {
                if let found = imagePath(named: name, in: item, key: key, parent: parent, path: path + ["[\(index)]"]) { return found }
            }
        default: break
        }
        return nil
    }

    /// The part a problem is in (`image`, `variants.loading.button`, `actions[1]`).
    static func part(of path: [String]) -> [String] {
        if path.first == "variants", path.count >= 3 { return Array(path.prefix(3)) }
        if path.first == "actions", path.count >= 2 { return Array(path.prefix(2)) }
        return Array(path.prefix(1))
    }

    /// One fix: first the value the error is at (an image becomes the placeholder that names it,
    /// anything else inside a part is left out), then the part as a placeholder, then the part left out.
    static func repair(_ problem: Problem, in value: TemplateValue, attempts: inout [String: Int]) -> TemplateRepair? {
        guard let path = problem.path, !path.isEmpty, !["name"].contains(path[0]) else {
            return nil
        }
        let part = part(of: path)
        let key = part.joined(separator: ".")
        let tried = attempts[key, default: 0]
        attempts[key] = tried + 1
        if tried == 0, path.count > part.count {
            let leafKey = path.last, parentKey = path.count >= 2 ? path[path.count - 2] : nil
            if ImportedTemplates.isImage(leafKey, parent: parentKey) {
                return TemplateRepair(path: path, value: imagePlaceholder(value.value(at: path)))
            }
            return TemplateRepair(path: path, value: nil)
        }
        if tried <= 1, let placeholder = partPlaceholder(part.last!, value.value(at: part)) {
            return TemplateRepair(path: part, value: placeholder)
        }
        if tried <= 2 { return TemplateRepair(path: part, value: nil) }
        // A variant whose parts cannot all be drawn is left out.
        if part.first == "variants", tried <= 3 { return TemplateRepair(path: Array(part.prefix(2)), value: nil) }
        return nil
    }

    static func imagePlaceholder(_ original: TemplateValue?) -> TemplateValue {
        let name: String
        switch original {
        case let .string(text)?: name = text
        case let .map(entries)?:
            name = entries.first { ["name", "systemName", "placeholder"].contains($0.key) }.flatMap { entry -> String? in
                if case let .string(text) = entry.value { return text } else { return nil }
            } ?? "image"
        default: name = "image"
        }
        return .map([TemplateEntry("placeholder", .string(name))])
    }

    static let textKeys: Set<String> = ["title", "description"]
    static let buttonKeys: Set<String> = ["button", "secondaryButton", "tertiaryButton"]

    /// A part drawn as plainly as it can be: an image as the placeholder naming it, a text as its
    /// words alone, a button as its title alone (or ⟨button⟩); nil for a part that has no such form.
    static func partPlaceholder(_ key: String, _ original: TemplateValue?) -> TemplateValue? {
        if ImportedTemplates.imageKeys.contains(key) { return imagePlaceholder(original) }
        if textKeys.contains(key) { return .string(plainText(original) ?? "\u{27E8}\(key)\u{27E9}") }
        if buttonKeys.contains(key) || key.hasPrefix("[") {
            var entries = [TemplateEntry("title", .string(plainText(original?["title"]) ?? "\u{27E8}button\u{27E9}"))]
            if let style = original?["style"], case .string = style { entries.insert(TemplateEntry("style", style), at: 0) }
            return .map(entries)
        }
        return nil
    }

    /// The words of a text value: a string, `text:`, or a per-state title's `normal`.
    static func plainText(_ value: TemplateValue?) -> String? {
        switch value {
        case let .string(text)?: return text
        case .map?:
            if case let .string(text)? = value?["text"] ?? value?["default"] ?? value?["key"] { return text }
            return plainText(value?["normal"])
        default: return nil
        }
    }

    /// The last resort: the screen's name and strings kept, its title saying it could not be drawn.
    static func placeholderScreen(_ value: TemplateValue) -> TemplateValue {
        let kept = ["name", "strings", "deploymentTarget"].compactMap { key in value[key].map { TemplateEntry(key, $0) } }
        return .map(kept + [TemplateEntry("title", .string("\u{27E8}screen cannot be drawn\u{27E9}"))])
    }
}

/// Where a line and column of a YAML text is in its tree: the path of the value there.
enum YAMLPlaces {
    static func path(in text: String, line: Int, column: Int) -> [String]? {
        guard let root = try? Yams.compose(yaml: text, .basic) else { return nil }
        var best: [String]?
        var bestOnLine: [String]?
        func visit(_ node: Node, _ path: [String]) {
            if let mark = node.mark, mark.line == line {
                if mark.column == column, best == nil || path.count >= best!.count { best = path }
                if bestOnLine == nil { bestOnLine = path }
            }
            switch node {
            case let .mapping(mapping):
                for (key, value) in mapping {
                    // An error at a key is about the mapping whose first key it is (its mark), or the key itself.
                    if let mark = key.mark, mark.line == line, bestOnLine == nil || bestOnLine!.count < path.count + 1 {
                        bestOnLine = path + [key.string ?? ""]
                    }
                    visit(value, path + [key.string ?? ""])
                }
            case let .sequence(sequence):
                for (index, item) in sequence.enumerated() { visit(item, path + ["[\(index)]"]) }
            case .scalar:
                break
            }
        }
        visit(root, [])
        return best ?? bestOnLine
    }
}
