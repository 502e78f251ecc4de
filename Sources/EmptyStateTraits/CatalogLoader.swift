import Foundation

/// Walks a catalog's folders and decodes every color set and image set.
struct CatalogLoader {
    /// Xcode never nests this deep; a symbolic link loop would go on forever.
    static let maximumDepth = 16
    /// Contents.json files are a few hundred bytes; anything over this is not one.
    static let maximumContentsSize = 1 << 20

    var colors: [String: DynamicColor] = [:]
    var images: [String: ImageSet] = [:]
    /// Symbol sets: the symbol's name → its SVG symbol template.
    var symbols: [String: String] = [:]
    /// What Xcode would warn of and build anyway (an image set's missing file), one line each.
    var problems: [String] = []
    /// Sets that cannot be read, by name: a warning for the screens that use them, never an
    /// error for the others (an app's one odd color set must not fail every screen).
    var broken = BrokenEntries()
    /// A color set's approximations, by name (see `AssetCatalog.notes(forColorNamed:)`).
    var colorNotes: [String: [String]] = [:]
    /// Folders already read, by real path: a symbolic link back up the tree is read once.
    private var visited: Set<String> = []

    mutating func walk(folder: String, namespace: String, depth: Int) throws {
        guard depth <= CatalogLoader.maximumDepth else {
            throw CatalogError(path: folder, message: "folders nested deeper than \(CatalogLoader.maximumDepth) levels")
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CatalogError(path: folder, message: depth == 0 ? "no asset catalog folder here" : "not a folder")
        }
        guard visited.insert(URL(fileURLWithPath: folder).resolvingSymlinksInPath().path).inserted else { return }
        let children: [String]
        do {
            children = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        } catch {
            throw CatalogError(path: folder, message: "cannot list the folder")
        }
        for child in children where !child.hasPrefix(".") {
            let path = folder + "/" + child
            var childIsDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &childIsDirectory),
                  childIsDirectory.boolValue else { continue }
            let ext = (child as NSString).pathExtension
            let name = namespace + (child as NSString).deletingPathExtension
            switch ext {
            case "colorset":
                let file = path + "/Contents.json"
                guard colors[name] == nil, broken.colors[name] == nil else { continue }  // Xcode warns of duplicates; the first wins.
                do {
                    // A set with no color in it (Xcode's default AccentColor) is as if absent.
                    var notes: [String] = []
                    if let color = try ColorSetDecoder.decode(try CatalogLoader.readJSON(file, required: true)!, file: file, notes: &notes) {
                        colors[name] = color
                        if !notes.isEmpty { colorNotes[name] = notes }
                    }
                } catch let error as CatalogError { broken.colors[name] = error }
            case "imageset":
                let file = path + "/Contents.json"
                guard images[name] == nil, broken.images[name] == nil else { continue }
                do {
                    images[name] = try ImageSetDecoder.decode(try CatalogLoader.readJSON(file, required: true)!, folder: path, file: file, missing: &problems)
                } catch let error as CatalogError { broken.images[name] = error }
            case "symbolset":
                let file = path + "/Contents.json"
                guard symbols[name] == nil, broken.symbols[name] == nil else { continue }
                do {
                    symbols[name] = try SymbolSetDecoder.decode(try CatalogLoader.readJSON(file, required: true)!, folder: path, file: file)
                } catch let error as CatalogError { broken.symbols[name] = error }
            case "":
                try walkGroup(path, name: name, namespace: namespace, depth: depth)
            default:
                continue  // Other asset types (.appiconset, .dataset, …) are not drawn here.
            }
        }
    }

    /// A group folder: its optional Contents.json may say `"provides-namespace": true`.
    private mutating func walkGroup(_ path: String, name: String, namespace: String, depth: Int) throws {
        var inner = namespace
        let file = path + "/Contents.json"
        do {
            if let json = try CatalogLoader.readJSON(file, required: false),
               let provides = json["properties"]?["provides-namespace"] {
                guard case .bool(let flag) = provides else {
                    throw CatalogError(path: file, message: "properties.provides-namespace: expected true or false, found \(provides.typeName)")
                }
                if flag { inner = name + "/" }
            }
        } catch let error as CatalogError {
            // Xcode reads the group's sets all the same; their names may then lack the namespace.
            problems.append("\(error); the group is read without a namespace")
        }
        do {
            try walk(folder: path, namespace: inner, depth: depth + 1)
        } catch let error as CatalogError {
            problems.append("\(error); the folder is left out")  // too deep, unlistable: its sets are as if absent
        }
    }

    /// The parsed Contents.json at `file`; nil when it is absent and not `required`.
    static func readJSON(_ file: String, required: Bool) throws -> JSONValue? {
        guard FileManager.default.fileExists(atPath: file) else {
            if required { throw CatalogError(path: file, message: "missing") }
            return nil
        }
        // A pipe or device named Contents.json would block or never end.
        var info = stat() // follows links, as the resolved path did
        guard stat(file, &info) == 0, info.st_mode & S_IFMT == S_IFREG, let handle = FileHandle(forReadingAtPath: file) else {
            throw CatalogError(path: file, message: "cannot be read")
        }
        defer { try? handle.close() }
        // Read one byte past the limit rather than trusting the size: special files lie.
        let data: Data
        do {
            data = try handle.read(upToCount: maximumContentsSize + 1) ?? Data()
        } catch {
            throw CatalogError(path: file, message: "cannot be read")
        }
        guard data.count <= maximumContentsSize else {
            throw CatalogError(path: file, message: "larger than \(maximumContentsSize / 1024) KiB; not a Contents.json")
        }
        let bytes = [UInt8](data)
        do {
            return try JSONParser.parse(bytes)
        } catch let syntax as JSONSyntaxError {
            let position = syntax.position(in: bytes)
            throw CatalogError(path: file, line: position.line, column: position.column,
                               message: "invalid JSON (\(syntax.reason))")
        }
    }
}
