import EmptyStateModel
import EmptyStateTemplate
import Foundation

/// What every command takes as a template: a template file, or a screen of a source file
/// (`FILE#SCREEN`, or a source file that declares one screen), imported on the way.
public struct TemplateInputs: Sendable {
    let imported: ImportedTemplates
    /// The screens of every source file under the roots, read together once (a wrapper view
    /// in one file is drawn at its call sites in others).
    let app = AppScreens()
    /// The apps of files named alone, each found and read once.
    let apps = AppRoots()

    /// Whether the apps' projects leave a source file out of the iPhone app (`ImportedTemplates.leavesOut`).
    public func leavesOut(_ source: String) -> Bool { imported.leavesOut(source) }

    /// `options.roots`: the files and folders the command was given (searched for strings and catalogs).
    public init(options: ImportOptions = ImportOptions()) throws {
        imported = try ImportedTemplates(roots: options.roots, options: options)
    }

    /// Several source files' screens as `FILE#SCREEN`, named uniquely across them (as
    /// `import` names them, wrappers' call sites among them); a file that cannot be read
    /// stays itself, so that using it says why.
    public static func expand(_ files: [String], headers: [String] = []) -> [[String]] {
        references(of: files, in: AppImport.read(files, headers: headers))
    }

    /// As `expand`, read with the app's strings and kept for `source(_:)`: a command that names
    /// a folder's screens and then draws them reads each file once.
    public func expand(_ files: [String], headers: [String] = []) -> [[String]] {
        Self.references(of: files, in: app.read(files, headers: headers, strings: imported.strings, assetNames: imported.assetNames))
    }

    static func references(of files: [String], in app: AppImport) -> [[String]] {
        let broken = Set(app.unreadableFiles)
        let byFile = Dictionary(grouping: app.screens, by: \.file)
        return files.map { file in
            broken.contains(file) ? [file] : (byFile[file] ?? []).map { ScreenReference(file: file, screen: $0.name).description }
        }
    }

    public func source(_ input: String, symbols: SymbolOptions = SymbolOptions()) throws -> TemplateSource {
        guard let reference = ScreenReference(input) else { return try TemplateLoader.source(path: input, symbols: symbols) }
        let file = URL(fileURLWithPath: reference.file).standardizedFileURL.path
        // A file named alone is read with its app, as `export App/` reads it: what its other files
        // declare (localization helpers, constants, wrappers) and its strings and asset catalogs.
        if !isInANamedFolder(file), let root = SourceFiles.appRoot(of: file),
           let templates = try? apps.templates(root: root, options: imported.options) {
            let screens = app.screens(templates.sources, headers: templates.headers, strings: templates.strings, assetNames: templates.assetNames).filter { $0.file == file }
            let named = reference.screen.map { name in screens.filter { $0.name == name } } ?? screens
            if named.count == 1 { return try templates.source(named[0], symbols: symbols) }
        }
        if let name = reference.screen, imported.sources.contains(file),
           let screen = app.screens(imported.sources, headers: imported.headers, strings: imported.strings, assetNames: imported.assetNames)
               .first(where: { $0.file == file && $0.name == name }) {
            return try imported.source(screen, symbols: symbols)
        }
        return try imported.source(try Self.screen(reference, headers: imported.headers), symbols: symbols)
    }

    /// Whether `file` is under a folder the command was given (then that folder is its app).
    private func isInANamedFolder(_ file: String) -> Bool {
        imported.options.roots.contains { root in
            let path = URL(fileURLWithPath: ScreenReference(root)?.file ?? root).standardizedFileURL.path
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue && file.hasPrefix(path + "/")
        }
    }

    /// The screen a reference names: by name, or the file's only screen.
    public static func screen(_ reference: ScreenReference, headers: [String] = []) throws -> ImportedScreen {
        let screens = try SourceImport.screens(in: reference.file, headers: headers)
        let names = screens.map(\.name)
        guard let name = reference.screen else {
            guard screens.count == 1 else {
                throw ImportError(screens.isEmpty ? "\(reference.file): no empty state found in it"
                    : "\(reference.file) declares \(screens.count) screens; name one as \(reference.file)#NAME: \(names.joined(separator: ", "))")
            }
            return screens[0]
        }
        // A name qualified by the file's path (two files' screens share a name) names it too.
        guard var screen = screens.first(where: { $0.name == name }) ?? screens.first(where: { ScreenNames.names(name, $0) }) else {
            throw ImportError("\(reference.file): no screen '\(name)'; it declares: \(names.isEmpty ? "none" : names.joined(separator: ", "))")
        }
        screen.name = name
        return screen
    }
}

/// An app's screens, read once per set of files on first use, from any thread.
final class AppScreens: @unchecked Sendable {
    private let lock = NSLock()
    private var reads: [[String]: AppImport] = [:]

    func screens(_ files: [String], headers: [String], strings: [String], assetNames: [String]) -> [ImportedScreen] {
        read(files, headers: headers, strings: strings, assetNames: assetNames).screens
    }

    func read(_ files: [String], headers: [String], strings: [String], assetNames: [String]) -> AppImport {
        lock.lock()
        defer { lock.unlock() }
        let key = files + ["//strings"] + strings + ["//assets"] + assetNames
        if let known = reads[key] { return known }
        let app = AppImport.read(files, headers: headers, strings: strings, assetNames: assetNames)
        reads[key] = app
        return app
    }
}

/// The strings, catalogs and sources of the apps that files named alone belong to, by root.
final class AppRoots: @unchecked Sendable {
    private let lock = NSLock()
    private var found: [String: ImportedTemplates] = [:]

    func templates(root: String, options: ImportOptions) throws -> ImportedTemplates {
        lock.lock()
        defer { lock.unlock() }
        if let known = found[root] { return known }
        var rooted = options
        rooted.roots = [root]
        let templates = try ImportedTemplates(roots: [root], options: rooted)
        found[root] = templates
        return templates
    }
}
