import Foundation

/// A check as Markdown for a pull request (GitHub's job summary, a GitLab artifact): the counts,
/// then a row per screen that failed, has no reference or could not be drawn, with the line
/// that declares it, what differs and its pictures; or that every screen matches.
public enum CheckSummary {
    /// `folder`: where the Markdown file goes (its links are relative to it); `root`: the
    /// repository's top folder (the files named are relative to it).
    public static func markdown(_ report: CheckReport, folder: String, root: String) -> String {
        var text = "### emptystate check\n\n\(report.counts)\n\n"
        let rows = report.cases.filter { $0.status != .passed && $0.status != .recorded }
        guard !rows.isEmpty else { return text + "All \(report.cases.count) screens match.\n" }
        text += "| Screen | Declared at | What differs | Pictures |\n|---|---|---|---|\n"
        for item in rows {
            let declared = item.declaration ?? ScreenDeclaration(file: SARIFReport.sourceFile(of: item.file))
            let element = item.changes?.lazy.compactMap(\.element).first
                ?? item.layoutProblems.first?.element ?? item.accessibility.first { $0.waived == nil }?.element
            var line = declared.line(of: element, variant: item.variant)
            if case let .error(message) = item.status { line = SARIFReport.errorLine(message, file: declared.file) }
            let place = "`\(Git.relative(declared.file, to: root)):\(line)`"
            // A template that could not be read has no screens: it is named by its file.
            let screen = item.path == item.file ? Git.relative(declared.file, to: root) : item.path
            var pictures: [String] = []
            for (name, path) in [("diff", item.diffPath), ("actual", item.actualPath)] {
                if let path { pictures.append("[\(name)](\(link(from: folder, to: path)))") }
            }
            text += "| `\(screen)` | \(place) | \(cell(what(item, root: root))) | \(pictures.joined(separator: " · ")) |\n"
        }
        return text
    }

    static func what(_ item: CheckCase, root: String) -> String {
        switch item.status {
        case let .failed(summary): return summary
        case .missing: return "no reference; record it with --record missing"
        case let .unreadable(reason): return "\(reason); record it anew with --record failed"
        case let .error(message):
            let file = SARIFReport.sourceFile(of: item.file)
            return message.hasPrefix(file) ? Git.relative(file, to: root) + message.dropFirst(file.count) : message
        case .passed, .recorded: return ""
        }
    }

    /// A table cell holds one line, and `|` would end it.
    static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "|", with: "\\|")
    }

    /// `path` as a link from `folder`: `../refs-diffs/…` when it lies beside, spaces escaped.
    static func link(from folder: String, to path: String) -> String {
        let from = URL(fileURLWithPath: folder).standardizedFileURL.resolvingSymlinksInPath().pathComponents
        let to = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().pathComponents
        let common = zip(from, to).prefix { $0 == $1 }.count
        let parts = Array(repeating: "..", count: from.count - common) + to.dropFirst(common)
        return parts.joined(separator: "/").replacingOccurrences(of: " ", with: "%20")
    }
}
