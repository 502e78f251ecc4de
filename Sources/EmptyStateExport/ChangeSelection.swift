import EmptyStateImport
import EmptyStateTemplate
import Foundation

/// Which templates `--changed-since` checks: those with an input that changed (the template or
/// source file, its project file, String Catalogs and `.strings`, asset catalogs, images, fonts,
/// symbol folders). A changed file under a folder given that is no template's input cannot be
/// attributed (a template removed, an image a template may be about to use): then every
/// template is checked, and the reason said.
public struct ChangeSelection: Sendable, Equatable {
    public var revision: String
    /// The templates (and imported screens) checked, of all found.
    public var checked: Int
    public var total: Int
    /// Why every template is checked, when a change could not be attributed.
    public var everythingBecause: String?

    public var skipped: Int { total - checked }

    /// `--changed-since main: 3 of 4 template(s) skipped: their inputs did not change`.
    public var description: String { description(doing: "checking") }

    /// The same line for a command that does other work with every template (`exporting`,
    /// `reviewing`) when a change could not be attributed.
    public func description(doing work: String) -> String {
        if let everythingBecause { return "--changed-since \(revision): \(work) every template: \(everythingBecause)" }
        return "--changed-since \(revision): \(skipped) of \(total) template(s) skipped: their inputs did not change"
    }

    /// `files` narrowed to the templates whose inputs are among `changed`; nil `changed` (no
    /// `--changed-since`): all of them, and no selection to tell of. The one way `check`,
    /// `export` and `audit` choose.
    static func narrowing(_ files: [String], roots: [String], changed: ChangedFiles?, options: ExportOptions,
                          inputs: TemplateInputs) -> (files: [String], selection: ChangeSelection?) {
        guard let changed else { return (files, nil) }
        let plan = ScreenPlan(options: options), symbols = options.symbols
        let (chosen, selection) = select(files, roots: roots, changed: changed, jobs: options.jobs) { file in
            try? Self.inputs(of: inputs.source(file, symbols: symbols), plan: plan)
        }
        return (chosen, selection)
    }

    /// The files of `files` to check. `inputsOf` gives a template's input files and folders, or
    /// nil when it cannot be read (it is checked, so that its error is said).
    static func select(_ files: [String], roots: [String], changed: ChangedFiles, jobs: Int,
                       inputsOf: @escaping @Sendable (String) -> [String]?) -> (files: [String], selection: ChangeSelection) {
        let inputs = parallelMap(files, jobs: jobs, inputsOf)
        var selection = ChangeSelection(revision: changed.revision, checked: files.count, total: files.count)
        let known = Set(inputs.compactMap { $0 }.flatMap { $0 }.map(ChangedFiles.resolved))
        let folders = roots.filter { root in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: root, isDirectory: &isFolder) && isFolder.boolValue
        }.map { ChangedFiles.resolved($0) + "/" }
        let unattributed = changed.paths.sorted().first { path in
            folders.contains { path.hasPrefix($0) } && !(path as NSString).lastPathComponent.hasPrefix(".")
                && !known.contains(path) && !known.contains { path.hasPrefix($0 + "/") }
        }
        if let unattributed {
            selection.everythingBecause = "\(DisplayPath.relative(unattributed)) changed and is no template's input"
            return (files, selection)
        }
        let chosen = zip(files, inputs).filter { _, inputs in inputs.map { $0.contains(where: changed.touches) } ?? true }.map(\.0)
        selection.checked = chosen.count
        return (chosen, selection)
    }

    /// Every file and folder a template's screens read, in every trait collection the plan draws.
    static func inputs(of source: TemplateSource, plan: ScreenPlan) throws -> [String] {
        var files = [ScreenReference(source.path)?.file ?? source.path] + source.catalogPaths + source.stringsPaths + source.symbolFolders
        if let project = source.project { files.append(project.path) }
        try plan.forEachTraitCollection(of: source) { template, _ in
            let screens = plan.screens(of: template).map(\.1)
            files += InputFingerprint.inputFiles(screens: screens, scales: try plan.scales(of: template))
        }
        return files
    }
}
