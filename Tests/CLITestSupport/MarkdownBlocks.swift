import Foundation

/// The project's Markdown (README.md and docs/) and its fenced code blocks: what the
/// documentation tests read.
public enum MarkdownBlocks {
    /// README.md and every Markdown file under docs/, in a stable order.
    public static func files(root: URL) -> [URL] {
        var files = [root.appendingPathComponent("README.md")]
        let docs = root.appendingPathComponent("docs")
        if let enumerator = FileManager.default.enumerator(at: docs, includingPropertiesForKeys: nil) {
            files += enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "md" }
                .sorted { $0.path < $1.path }
        }
        return files
    }

    /// A fenced block: its info string (`swift`, `sh`…), the number of its first line and its lines.
    public struct Block: Sendable {
        public var info: String
        public var line: Int
        public var lines: [String] = []
        public var text: String { lines.joined(separator: "\n") }
        /// The first word of the info string: the language.
        public var language: String { info.split(separator: " ").first.map(String.init) ?? "" }
    }

    /// The lines of a Markdown text with those of fenced code blocks (fences included) blanked,
    /// and the blocks themselves. A fence may be indented (inside a list item).
    public static func split(_ text: String) -> (lines: [String], blocks: [Block]) {
        var lines: [String] = []
        var blocks: [Block] = []
        var open: (marker: Character, length: Int, indent: Int, block: Block)?
        for (index, line) in text.components(separatedBy: "\n").enumerated() {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            let indent = line.count - trimmed.count
            let marker = trimmed.first
            let run = marker.map { m in trimmed.prefix { $0 == m }.count } ?? 0
            if var current = open {
                if marker == current.marker, run >= current.length, trimmed.allSatisfy({ $0 == current.marker || $0 == " " }) {
                    blocks.append(current.block)
                    open = nil
                } else {
                    // Inside a list item the block's lines carry the fence's indentation.
                    let indented = line.prefix(current.indent).allSatisfy { $0 == " " }
                    current.block.lines.append(indented ? String(line.dropFirst(current.indent)) : line)
                    open = current
                }
                lines.append("")
                continue
            }
            if let marker, marker == "`" || marker == "~", run >= 3 {
                let info = trimmed.dropFirst(run).trimmingCharacters(in: .whitespaces)
                open = (marker, run, indent, Block(info: info, line: index + 2))
                lines.append("")
                continue
            }
            lines.append(line)
        }
        if let current = open { blocks.append(current.block) }
        return (lines, blocks)
    }
}
