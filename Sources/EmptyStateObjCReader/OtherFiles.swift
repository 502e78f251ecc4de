import EmptyStateSourceReading

/// The app's other Objective-C files a reading may need, given by the importer: a subclass's
/// superclasses' and a font singleton's (`[FontManager shared].regularFont` with `FontManager.m`
/// elsewhere). Each is preprocessed with its own headers and scanned once per reading, when
/// first needed; where a class is implemented is what the app's index (`AppClasses.files`) says.
final class OtherFiles {
    let own: ScannedFile
    let classes: AppClasses
    private let given: [String: (source: ObjCSource, serial: Int)]
    private var scanned: [String: ScannedFile?] = [:]

    init(own: ScannedFile, classes: AppClasses, given: [ObjCSource]) {
        self.own = own
        self.classes = classes
        var byPath: [String: (ObjCSource, Int)] = [:]
        for (index, source) in given.enumerated() where byPath[source.path] == nil { byPath[source.path] = (source, index + 1) }
        self.given = byPath
    }

    /// This file, or another preprocessed and scanned; nil when it was not given or cannot be
    /// read (its own reading says why).
    func file(_ path: String) -> ScannedFile? {
        if path == own.path { return own }
        if let known = scanned[path] { return known }
        let file = given[path].flatMap { given in
            try? ScannedFile(text: given.source.text, path: path, headers: given.source.headers, serial: given.serial)
        }
        scanned[path] = file
        return file
    }

    /// The accessors of a class implemented in another file (see `FileScan.accessors`).
    func accessors(of className: String) -> [String: MethodDefinition]? {
        for path in (classes.files[className] ?? []).sorted() where path != own.path {
            if let accessors = file(path)?.scan.accessors[className] { return accessors }
        }
        return nil
    }

    /// A class's initializer (`- (instancetype)initWithFrame:(CGRect)frame`, `- (instancetype)init`)
    /// from the files the index says implement it, this one included.
    func initializer(of className: String, _ selector: String) -> HelperMethod? {
        for path in (classes.files[className] ?? []).sorted() {
            guard let scan = file(path)?.scan else { continue }
            if let maker = scan.makers[className]?[selector] ?? scan.helpers[className]?[selector] { return maker }
        }
        return nil
    }
}
