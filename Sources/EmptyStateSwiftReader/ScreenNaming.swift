import EmptyStateModel
import SwiftSyntax

/// A screen found, before it is named.
struct FoundScreen {
    var typeName: String?
    var caseName: String?
    var node: Syntax
    var kind: ImportedScreen.Kind
    var template: TemplateValue
    var warnings: [String]
}

/// Names screens `Type-case` (the case lowercased), `Type`, or `Type-1`, `Type-2`… when a type
/// has several with the same name; orders them as the file declares them; keeps at most
/// `Limits.screens`.
enum ScreenNaming {
    static func finish(_ found: [FoundScreen], file: String, context: ReadContext) -> [ImportedScreen] {
        var screens = found.enumerated().sorted { a, b in
            let (pa, pb) = (a.element.node.positionAfterSkippingLeadingTrivia, b.element.node.positionAfterSkippingLeadingTrivia)
            return pa == pb ? a.offset < b.offset : pa < pb
        }.map(\.element)
        var dropped = 0
        if screens.count > Limits.screens {
            dropped = screens.count - Limits.screens
            screens.removeLast(dropped)
        }
        let fileName = baseName(file)
        let names = screens.map { screen -> String in
            let type = screen.typeName ?? fileName
            guard let caseName = screen.caseName else { return type }
            return "\(type)-\(caseName.lowercased())"
        }
        var totals: [String: Int] = [:]
        for name in names { totals[name, default: 0] += 1 }
        var counters: [String: Int] = [:]
        var result: [ImportedScreen] = []
        for (screen, name) in zip(screens, names) {
            var unique = name
            if totals[name]! > 1 {
                counters[name, default: 0] += 1
                unique = "\(name)-\(counters[name]!)"
            }
            let (line, column) = context.location(of: screen.node)
            var imported = ImportedScreen(name: unique, file: file, line: line, column: column, kind: screen.kind,
                                          caseName: screen.caseName, template: screen.template, warnings: screen.warnings)
            if screen.kind == .dzn { imported.className = screen.typeName }
            result.append(imported)
        }
        if dropped > 0, !result.isEmpty {
            result[result.count - 1].warnings.append("\(file): \(dropped) more empty states after this one are not read (at most \(Limits.screens) per file)")
        }
        return result
    }

    /// `Sources/App/EmptyViews.swift` → `EmptyViews`.
    static func baseName(_ file: String) -> String {
        let last = file.split(whereSeparator: { $0 == "/" || $0 == "\\" }).last.map(String.init) ?? file
        if let dot = last.lastIndex(of: "."), dot != last.startIndex { return String(last[..<dot]) }
        return last.isEmpty ? "Screen" : last
    }
}
