import EmptyStateSourceReading

/// One `.m` file preprocessed (with the app headers it imports) and scanned: its classes,
/// properties and methods, and what the preprocessor warned of.
struct ScannedFile {
    let path: String
    let buffer: SourceBuffer
    let scan: FileScan
    let warnings: [String]
    /// The app headers it imports.
    private let headers: ObjCHeaders

    /// `serial` tells this file apart from the others of one reading (`SourceBuffer.serial`);
    /// `readsCode`: macros are expanded in its code (see `ObjCReader.reading`).
    init(text: String, path: String, headers: ObjCHeaders, serial: Int = 0, readsCode: Bool = true) throws {
        guard text.utf8.count <= ReaderLimits.fileBytes else {
            throw ObjCReadError(file: path, line: 1, column: 1,
                                message: "\(text.utf8.count) bytes; the reader's limit is \(ReaderLimits.fileBytes)")
        }
        let preprocessed = try Preprocessor.run(text: text, file: path, headers: headers, expandingCode: readsCode)
        self.path = path
        buffer = SourceBuffer(text: preprocessed.text, file: path, serial: serial)
        scan = try ClassScanner.scan(buffer)
        warnings = preprocessed.warnings
        self.headers = headers
    }

    /// What it and the headers it imports declare for its data-source methods to use: gathered
    /// where a class's screens are read, not for every file scanned.
    var declarations: ImportedDeclarations {
        headers.files.values.reduce(into: ImportedDeclarations(scan)) { $0.formUnion($1.declarations) }
    }

    /// The string constants of the headers it imports (the nearer path first when two define one).
    var headerStringConstants: [String: String] {
        headers.files.sorted { $0.key < $1.key }.reduce(into: [:]) { constants, header in
            constants.merge(header.value.declarations.stringConstants) { first, _ in first }
        }
    }

    /// The file's `@implementation`s and their categories, each class once.
    var units: [ClassImplementation] { ObjCReader.merged(scan.classes) }

    /// What this file tells the app's class index: the superclasses its `@interface`s and
    /// `@implementation`s name and those of the headers it imports (where a subclass's usually
    /// is), the classes it implements (here), and those with data-source methods.
    func classes(headers: ObjCHeaders) -> AppClasses {
        var classes = AppClasses()
        for header in headers.files.values { classes.superclasses.merge(header.superclasses) { first, _ in first } }
        classes.superclasses.merge(scan.superclasses) { _, own in own }
        for unit in scan.classes {
            classes.files[unit.name, default: []].insert(path)
            if !unit.methods.isEmpty { classes.dataSources.insert(unit.name) }
        }
        return classes
    }
}
