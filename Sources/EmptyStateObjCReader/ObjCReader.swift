import EmptyStateModel

/// Objective-C source → template values (`emptystate import`): every class in a `.m`/`.mm` file
/// that implements DZNEmptyDataSet's data source (or its display delegate methods) becomes one
/// screen per case of what its methods branch on, read together, with a variant per Boolean
/// property they test. See `ReaderLimits` for what the reader refuses.
public enum ObjCReader {
    /// Every DZNEmptyDataSet data source in one .m/.mm file, as screens; `file` names the file in
    /// warnings and is where its quoted `#import`s are looked for among `headers`. The file is
    /// preprocessed first (`Preprocessor`); what that warns of is a warning of each screen.
    public static func screens(in text: String, file: String, headers: ObjCHeaders = ObjCHeaders()) throws -> [ImportedScreen] {
        guard text.utf8.count <= ReaderLimits.fileBytes else {
            throw ObjCReadError(file: file, line: 1, column: 1,
                                message: "\(text.utf8.count) bytes; the reader's limit is \(ReaderLimits.fileBytes)")
        }
        // Only data-source methods are read, and each names `…EmptyDataSet…`: a file without
        // one has its directives evaluated but no macro expanded (an app's metaprogramming
        // headers make expansion the largest part of reading such files).
        let readsCode = text.utf8.count >= 12 && text.contains("EmptyDataSet")
        let preprocessed = try Preprocessor.run(text: text, file: file, headers: headers, expandingCode: readsCode)
        let buffer = SourceBuffer(text: preprocessed.text, file: file)
        let scan = try ClassScanner.scan(buffer)
        let budget = Budget()
        var screens: [ImportedScreen] = []
        for unit in merged(scan.classes) where !unit.methods.isEmpty {
            screens += try ClassScreens(buffer: buffer, unit: unit, properties: scan.properties, budget: budget, fontAccessors: scan.fontAccessors).screens()
        }
        guard !preprocessed.warnings.isEmpty else { return screens }
        return screens.map { screen in
            var screen = screen
            screen.warnings = ClassScreens.tidy(preprocessed.warnings + screen.warnings)
            return screen
        }
    }

    /// A class and its categories, read together (a method defined twice: the first).
    static func merged(_ classes: [ClassImplementation]) -> [ClassImplementation] {
        var result: [ClassImplementation] = []
        var indexByName: [String: Int] = [:]
        for unit in classes {
            guard let i = indexByName[unit.name] else {
                indexByName[unit.name] = result.count
                result.append(unit)
                continue
            }
            let known = Set(result[i].methods.map(\.selector))
            result[i].methods += unit.methods.filter { !known.contains($0.selector) }
        }
        return result
    }
}
