import EmptyStateLocalization
import EmptyStateModel
import EmptyStateTemplate
import EmptyStateTraits
import Foundation
import Yams

/// Imported screens made templates: named, given the strings and asset catalogs found beside
/// the code (and those the options add), with the overrides file's keys put over them.
public struct ImportedTemplates: Sendable {
    public let options: ImportOptions
    /// The app's catalogs, read once for all its screens' checks.
    private let catalogCache = CatalogCache()
    let found: SourceFiles.Found
    let overrides: [String: [TemplateEntry]]

    /// `roots`: the paths the user named, searched for strings and asset catalogs.
    public init(roots: [String], options: ImportOptions = ImportOptions()) throws {
        self.options = options
        var found = SourceFiles.find(in: roots)
        // An Objective-C file named alone (`render List.m`) imports the headers of its app.
        if found.headers.isEmpty, let file = found.sources.first(where: { !$0.hasSuffix(".swift") }),
           let root = SourceFiles.appRoot(of: file) {
            found.headers = SourceFiles.find(in: [root]).headers
        }
        let readable = ReadableStringSources.filter(Self.absolute(options.strings) + found.strings)
        found.strings = readable.sources
        unreadableStrings = readable.warnings
        found.assetCatalogs = Self.absolute(options.assets) + found.assetCatalogs
        // An asset catalog's image wins over a loose file of the same name, as UIImage(named:) finds it.
        let catalogs = catalogCache.reading { found.assetCatalogs.compactMap { try? AssetCatalog.load(path: $0) } }
        let catalogImages = Set(catalogs.flatMap(\.imageNames))
        found.images = found.images.filter { !catalogImages.contains($0.key) }
        assetNames = catalogs.flatMap { $0.imageNames + $0.symbols.keys.sorted() }
        self.found = found
        overrides = try options.overrides.map(Self.loadOverrides) ?? [:]
    }

    static func absolute(_ paths: [String]) -> [String] { paths.map { URL(fileURLWithPath: $0).standardizedFileURL.path } }

    /// The overrides file's screen names that no screen has (nil: no overrides file).
    public func unknownOverrides(among screens: [ImportedScreen]) -> [String]? {
        guard options.overrides != nil else { return nil }
        let names = Set(screens.map(\.name))
        return overrides.keys.filter { !names.contains($0) }.sorted()
    }

    /// The source files found under the roots.
    public var sources: [String] { found.sources }

    /// Whether the roots' projects leave a source file out of the iPhone app: a file in no
    /// target, or one only a watch, TV, Mac or Vision Pro target builds.
    public func leavesOut(_ source: String) -> Bool { found.leavesOut(source) }

    /// The `.h` files found under the roots (their macros are read where a source imports them).
    public var headers: [String] { found.headers }

    /// The String Catalogs and `.lproj` folders found under the roots (and those the options add).
    public var strings: [String] { found.strings }

    /// The image and symbol set names of the asset catalogs found under the roots (and those the
    /// options add), read once: what Xcode's generated asset symbols name.
    public let assetNames: [String]

    /// What the roots hold that the screens cannot use, one line each.
    public var warnings: [String] {
        found.nonLocaleFolders.map(StringTable.notALocale) + found.tablesNotInProject.map(ProjectMembership.notInProject)
            + found.sourcesNotInProject.map(ProjectMembership.sourceNotInProject)
            + found.otherPlatformFolders.map(OtherPlatformFolders.note) + unreadableStrings
    }

    /// The string files that could not be read, left out of every template.
    let unreadableStrings: [String]

    /// The screen as a template: name, strings and assets (absolute, or relative to
    /// `relativeTo`), its keys, the overrides.
    public func template(_ screen: ImportedScreen, relativeTo folder: String? = nil) -> TemplateValue {
        var entries: [TemplateEntry] = [TemplateEntry("name", .string(screen.name))]
        func place(_ path: String) -> TemplateValue { .string(folder.map { Self.relative(path, from: $0) } ?? path) }
        if !found.strings.isEmpty { entries.append(TemplateEntry("strings", .list(found.strings.map(place)))) }
        if !found.assetCatalogs.isEmpty { entries.append(TemplateEntry("assets", .list(found.assetCatalogs.map(place)))) }
        // A screen set in a font the app brings (SmartParkingApp's Montserrat-Regular.ttf, in its
        // `UIAppFonts`): the app's font files, so that it is drawn and measured in that font.
        if !found.fonts.isEmpty, Self.namesAFont(screen.template) { entries.append(TemplateEntry("fonts", .list(found.fonts.map(place)))) }
        if let target = found.deploymentTargets.target(for: screen.file, kind: screen.kind) {
            entries.append(TemplateEntry("deploymentTarget", .string(target.description)))
        }
        // A name the code gives as a file beside it (`UIImage(named: "Art/empty.png")`), as a path.
        let beside = (screen.file as NSString).deletingLastPathComponent
        guard case let .map(own) = Self.normalized(screen.template, images: found.images, relativeTo: folder, sourceFolder: beside) else {
            return .map(entries)
        }
        var body = own
        for entry in overrides[screen.name] ?? [] {
            body = Self.replacing(body, path: entry.key.split(separator: ".").map(String.init), with: entry.value)
        }
        var result = TemplateValue.map(entries + body.filter { entry in !entries.contains { $0.key == entry.key } })
        for repair in screen.repairs ?? [] { result = result.replacing(at: repair.path, with: repair.value) }
        return result
    }

    /// Whether a template sets a text in a font by name (`font: {name: "Montserrat-Regular"}`).
    static func namesAFont(_ value: TemplateValue) -> Bool {
        switch value {
        case let .map(entries):
            return entries.contains { entry in
                if entry.key == "font", case let .map(font) = entry.value, font.contains(where: { $0.key == "name" }) { return true }
                return namesAFont(entry.value)
            }
        case let .list(items): return items.contains(where: namesAFont)
        default: return false
        }
    }

    /// The screens checked as they will be drawn: a part that cannot be drawn is a placeholder
    /// (or left out) and a warning, so that every screen `import` writes renders.
    public func drawable(_ screens: [ImportedScreen], symbols: SymbolOptions = SymbolOptions()) -> [ImportedScreen] {
        screens.map { drawable($0, symbols: symbols) }
    }

    public func drawable(_ screen: ImportedScreen, symbols: SymbolOptions = SymbolOptions()) -> ImportedScreen {
        checked(screen, symbols: symbols).screen
    }

    /// The screen checked (once), and the source of what it draws when the check read it.
    private func checked(_ screen: ImportedScreen, symbols: SymbolOptions) -> (screen: ImportedScreen, source: TemplateSource?) {
        guard screen.repairs == nil else { return (screen, nil) }
        var result = screen
        let found = catalogCache.reading { DrawableScreen.check(template(screen), screen: screen, symbols: symbols) }
        result.repairs = found.repairs
        result.warnings += found.warnings
        return (result, found.source)
    }

    /// The screen's YAML: a header naming its source, then the template.
    public func yaml(_ screen: ImportedScreen, relativeTo folder: String? = nil) throws -> String {
        let screen = drawable(screen)
        let source = folder.map { Self.relative(screen.file, from: $0) } ?? screen.file
        var header = ["Imported by `emptystate import` from \(source):\(screen.line): edit the code (or --overrides), not this file."]
        header += screen.warnings.map { "warning: " + $0 }
        return try TemplateYAML.text(template(screen, relativeTo: folder), header: header)
    }

    /// A template source for the screen, read by the same decoders as a template file: the
    /// YAML tree `import --out` would write, handed over without the text (writing and parsing
    /// it back was a third of what reading a source file cost beside rendering it).
    public func source(_ screen: ImportedScreen, symbols: SymbolOptions = SymbolOptions()) throws -> TemplateSource {
        let (screen, checkedSource) = checked(screen, symbols: symbols)
        do {
            var source = try checkedSource
                ?? TemplateLoader.source(node: TemplateYAML.node(template(screen)), path: screen.file, defaultName: screen.name, symbols: symbols)
            source.origin = ImportOrigin(line: screen.line, column: screen.column, screen: screen.name)
            return source
        } catch let error as TemplateError {
            // The tree has no lines of its own: name the screen's place in the code.
            throw ImportError("\(screen.file):\(screen.line):\(screen.column): screen \(screen.name): \(error.message)")
        }
    }

    /// A key of the overrides file put over the imported keys: a top-level key replaces the
    /// imported one whole; a dotted path (`button.backgroundImage`) replaces that key inside;
    /// `null` removes it.
    static func replacing(_ entries: [TemplateEntry], path: [String], with value: TemplateValue) -> [TemplateEntry] {
        guard let first = path.first else { return entries }
        var result = entries
        let index = result.firstIndex { $0.key == first }
        if path.count == 1 {
            if value == .null { return result.filter { $0.key != first } }
            if let index { result[index].value = value } else { result.append(TemplateEntry(first, value)) }
            return result
        }
        var inner: [TemplateEntry] = []
        if let index, case let .map(existing) = result[index].value { inner = existing }
        let replaced = TemplateValue.map(replacing(inner, path: Array(path.dropFirst()), with: value))
        if let index { result[index].value = replaced } else { result.append(TemplateEntry(first, replaced)) }
        return result
    }

    static let imageKeys: Set<String> = ["image", "backgroundImage", "customView"]
    static let stateKeys: Set<String> = ["normal", "highlighted", "disabled", "selected"]

    /// An image's key: `image`, `backgroundImage`, `customView`, or a control state under an
    /// image key (`button.image.normal`); `button.title.normal` is a text.
    static func isImage(_ key: String?, parent: String?) -> Bool {
        guard let key else { return false }
        return imageKeys.contains(key) || (stateKeys.contains(key) && ["image", "backgroundImage"].contains(parent ?? ""))
    }

    /// What a reader says as text that the template format reads as another kind: a repeat
    /// count of "inf" is the number; an image whose name is not a literal is drawn as a
    /// placeholder that shows the expression (`placeholder:`), not a missing file.
    static func normalized(_ value: TemplateValue, key: String? = nil, parent: String? = nil, images: [String: String] = [:],
                           relativeTo folder: String? = nil, sourceFolder: String? = nil) -> TemplateValue {
        /// A bare image name (or a resource bundle's path, `Skin.bundle/empty`) that a loose image
        /// file under the roots has: that file, as the app's bundle has it.
        func resource(_ name: String) -> String? {
            // `UIImage(named: "brush_pencil.png")` finds `brush_pencil.png` and `brush_pencil@2x.png`.
            let withoutExtension = SourceFiles.imageExtensions.contains((name as NSString).pathExtension.lowercased()) ? SourceFiles.imageName(name) : nil
            func nearby() -> String? {
                guard withoutExtension != nil, !name.hasPrefix("/"), let sourceFolder else { return nil }
                return FileManager.default.fileExists(atPath: sourceFolder + "/" + name) ? sourceFolder + "/" + name : nil
            }
            guard let path = images[name] ?? withoutExtension.flatMap({ images[$0] }) ?? nearby() else {
                // No loose file: an asset catalog's image set of that name (`no_photo.png` finds the
                // set `no_photo`, as UIKit's lookup does).
                return withoutExtension.flatMap { $0.contains("/") ? nil : $0 }
            }
            return folder.map { relative(path, from: $0) } ?? path
        }
        func inner(_ value: TemplateValue, _ child: String?) -> TemplateValue {
            normalized(value, key: child, parent: key, images: images, relativeTo: folder, sourceFolder: sourceFolder)
        }
        let image = isImage(key, parent: parent)
        switch value {
        case let .string(text) where image && !text.contains("\u{27E8}"):
            return resource(text).map(TemplateValue.string) ?? value
        case let .string(text) where key == "repeatCount" && (text == "inf" || text == "infinity"):
            return .number(.infinity)
        case let .string(text) where image && text.contains("\u{27E8}"):
            return .map([TemplateEntry("placeholder", .string(text))])
        case let .map(entries):
            if image, case let .string(text)? = value["name"] ?? value["systemName"], text.contains("\u{27E8}") {
                let rest = entries.filter { !["name", "systemName", "capInsets", "alignmentRectInsets"].contains($0.key) }.map { TemplateEntry($0.key, inner($0.value, $0.key)) }
                return .map([TemplateEntry("placeholder", .string(text))] + rest)
            }
            if image, case let .string(name)? = value["name"], let path = resource(name) {
                return .map(entries.map { TemplateEntry($0.key, $0.key == "name" ? .string(path) : inner($0.value, $0.key)) })
            }
            return .map(entries.map { TemplateEntry($0.key, inner($0.value, $0.key)) })
        case let .list(items): return .list(items.map { normalized($0, key: key, parent: parent, images: images, relativeTo: folder, sourceFolder: sourceFolder) })
        default: return value
        }
    }

    /// `../Sources/App/Detail.m` from `folder` to `path` (both absolute).
    static func relative(_ path: String, from folder: String) -> String {
        let target = URL(fileURLWithPath: path).standardizedFileURL.pathComponents
        let base = URL(fileURLWithPath: folder).standardizedFileURL.pathComponents
        var common = 0
        while common < min(target.count, base.count), target[common] == base[common] { common += 1 }
        let up = Array(repeating: "..", count: base.count - common)
        let rest = Array(target[common...])
        return (up + rest).joined(separator: "/")
    }

    static func loadOverrides(_ path: String) throws -> [String: [TemplateEntry]] {
        guard let data = FileManager.default.contents(atPath: path), data.count <= 4 << 20,
              let text = String(data: data, encoding: .utf8) else {
            throw ImportError("\(path): cannot be read as a UTF-8 YAML file (at most 4 MB)")
        }
        let node: Node?
        do { node = try Yams.compose(yaml: text, .basic) } catch {
            throw ImportError("\(path): not YAML: \(String(describing: error).split(separator: "\n").first ?? "")")
        }
        guard let node else { return [:] }
        guard case let .map(screens) = TemplateYAML.value(node) else {
            throw ImportError("\(path): an overrides file is a mapping of screen names to template keys")
        }
        var result: [String: [TemplateEntry]] = [:]
        for screen in screens {
            guard case let .map(keys) = screen.value else {
                throw ImportError("\(path): \(screen.key): expected template keys (a mapping)")
            }
            result[screen.key] = keys
        }
        return result
    }
}
