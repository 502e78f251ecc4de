import EmptyStateLayout
import EmptyStateModel
import EmptyStateRender
import EmptyStateSymbols
import EmptyStateTemplate
import Foundation

/// What `emptystate symbols` tells: which SF Symbol names there are, how each one is drawn here
/// (a symbol template, the stand-in icon mapped to it, or a stand-in composed from its parts),
/// and a contact sheet of them.
public struct SymbolCatalog {
    public var library: SymbolLibrary

    public init(options: SymbolOptions = SymbolOptions()) {
        library = SymbolLibrary(folders: options.folders)
    }

    /// Every name known here: the SF Symbols list, renamed names, the stand-in table, the folders' templates.
    public var names: [String] { library.names }

    /// Names containing `word` (case-insensitive), in the list's order; words separated by
    /// spaces or dots must all appear.
    public func search(_ word: String) -> [String] {
        let words = word.lowercased().split { $0 == " " || $0 == "." }
        return names.filter { name in words.allSatisfy { name.contains($0) } }
    }

    /// How a name is drawn, in one line; an error for a name that is not an SF Symbol.
    public func explanation(of name: String) throws -> String {
        let found = try library.symbol(named: name, weight: .regular, scale: .medium)
        var line: String
        switch found.origin {
        case let .template(path): line = "symbol template \(path)"
        case let .standIn(icon, _): line = "stand-in icon \(icon) (\(StandInSet.setName(of: icon)))"
        case let .composed(recipe, _): line = "stand-in composed: \(recipe)"
        }
        switch library.nameList?.verdict(name) {
        case let .renamed(current)?: line += "; renamed '\(current)' in SF Symbols 6"
        default: break
        }
        if let release = library.nameList?.release(of: name) { line += "; since \(release)" }
        for note in found.notes where !line.contains(note) { line += "; \(note)" }
        return line
    }

    /// Whether the stand-in draws `name` as the first letters of its name, for want of a picture.
    public func drawsLetters(_ name: String) throws -> Bool {
        try library.symbol(named: name, weight: .regular, scale: .medium).drawsLetters
    }

    /// A contact sheet: each name drawn alone at `pointSize` in `weight`, captioned with its name
    /// and how it is drawn.
    public func sheet(names: [String], weight: String = "regular", pointSize: Double = 44, title: String) throws -> PixelBuffer {
        guard !names.isEmpty else { throw RenderError("no symbol names to draw") }
        var cells: [SheetCell] = []
        for name in names {
            let (drawing, layout) = try symbolScreen(name, pointSize: pointSize, weight: weight, canvas: (120, 96, 2))
            cells.append(SheetCell(renderer: drawing, layout: layout, caption: [name, (try? explanation(of: name)) ?? ""]))
        }
        let perRow = 8
        let rows = stride(from: 0, to: cells.count, by: perRow).map { start in
            SheetRow(title: "", cells: Array(cells[start..<min(start + perRow, cells.count)]))
        }
        return try ContactSheet(title: title, rows: rows, cellScale: 1).render(fonts: cells[0].renderer.fonts)
    }

    /// One symbol alone on a white canvas, as pixels.
    public func image(of name: String, pointSize: Double, weight: String = "regular", canvas: (width: Int, height: Int, scale: Int)) throws -> PixelBuffer {
        let (drawing, layout) = try symbolScreen(name, pointSize: pointSize, weight: weight, canvas: canvas)
        return try drawing.renderPixels(layout)
    }

    /// Renderers by font files: every symbol screen uses the system font alone, so one serves all.
    private static let renderers = BoundedMemo<String, ScreenRendererBox>(capacity: 4, maximumBytes: 1 << 30)

    private func symbolScreen(_ name: String, pointSize: Double, weight: String, canvas: (width: Int, height: Int, scale: Int)) throws -> (ScreenRenderer, ScreenLayout) {
        let escaped = name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        let yaml = """
        canvas: { size: [\(canvas.width), \(canvas.height)], scale: \(canvas.scale) }
        backgroundColor: "#FFFFFF"
        image: { systemName: "\(escaped)", pointSize: \(pointSize), weight: \(weight), tintColor: "#1C1C1E" }
        """
        let source = try TemplateLoader.source(text: yaml, path: "symbol \(name)", symbols: SymbolOptions(folders: library.folders))
        let screen = try source.template().base
        let drawing = try Self.renderers.value(for: screen.fontFiles.joined(separator: "\n"), bytes: 1) { ScreenRendererBox(try ScreenRenderer(fontFiles: screen.fontFiles)) }.renderer
        return (drawing, try drawing.layout(screen, state: .normal))
    }
}

/// A renderer kept for reuse (BoundedMemo holds values).
final class ScreenRendererBox: @unchecked Sendable {
    let renderer: ScreenRenderer
    init(_ renderer: ScreenRenderer) { self.renderer = renderer }
}
