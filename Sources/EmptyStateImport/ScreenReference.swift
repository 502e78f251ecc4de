import Foundation

/// How a screen of a source file is named where a template file would be: `FILE#SCREEN`
/// (`App/DetailViewController.m#DetailViewController-airbnb`). Only a path whose part before the
/// last `#` is a Swift or Objective-C file is one; a template's own name may hold `#`.
public struct ScreenReference: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var screen: String?

    public init(file: String, screen: String?) { self.file = file; self.screen = screen }

    public init?(_ text: String) {
        if let hash = text.lastIndex(of: "#") {
            let file = String(text[..<hash]), screen = String(text[text.index(after: hash)...])
            if SourceFiles.isSource(file), !screen.isEmpty { self.init(file: file, screen: screen); return }
        }
        guard SourceFiles.isSource(text) else { return nil }
        self.init(file: text, screen: nil)
    }

    public var description: String { screen.map { file + "#" + $0 } ?? file }

    /// What an input is called before it is read: its screen's name, or the file's name
    /// without extension (a template's default name).
    public static func name(of input: String) -> String {
        if let screen = ScreenReference(input)?.screen { return screen }
        return URL(fileURLWithPath: input).deletingPathExtension().lastPathComponent
    }
}
