import EmptyStateModel
import EmptyStateTemplate
import Foundation

/// What every command takes as a template: a template file, or a screen of a source file
/// (`FILE#SCREEN`, or a source file that declares one screen), imported on the way.
public struct TemplateInputs: Sendable {
    let imported: ImportedTemplates

    /// `options.roots`: the files and folders the command was given (searched for strings and catalogs).
    public init(options: ImportOptions = ImportOptions()) throws {
        imported = try ImportedTemplates(roots: options.roots, options: options)
    }

    /// Each source file's screens as `FILE#SCREEN`, in their order; a file that cannot be read
    /// stays itself, so that using it says why. A file without screens is no input.
    public static func expand(_ file: String) -> [String] {
        guard let screens = try? SourceImport.screens(in: file) else { return [file] }
        return screens.map { ScreenReference(file: file, screen: $0.name).description }
    }

    /// Several source files' screens as `FILE#SCREEN`, named uniquely across them (as
    /// `import` names them); a file that cannot be read stays itself.
    public static func expand(_ files: [String], read: (String) -> Result<[ImportedScreen], Error>) -> [[String]] {
        let results = files.map(read)
        let named = ScreenNames.unique(results.flatMap { (try? $0.get()) ?? [] })
        var index = 0
        return zip(files, results).map { file, result in
            guard case let .success(screens) = result else { return [file] }
            defer { index += screens.count }
            return named[index..<(index + screens.count)].map { ScreenReference(file: file, screen: $0.name).description }
        }
    }

    public func source(_ input: String, symbols: SymbolOptions = SymbolOptions()) throws -> TemplateSource {
        guard let reference = ScreenReference(input) else { return try TemplateLoader.source(path: input, symbols: symbols) }
        return try imported.source(try Self.screen(reference), symbols: symbols)
    }

    /// The screen a reference names: by name, or the file's only screen.
    public static func screen(_ reference: ScreenReference) throws -> ImportedScreen {
        let screens = try SourceImport.screens(in: reference.file)
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
