import EmptyStateRender

import Foundation

/// A check as JUnit XML, which CI systems show as tests: a suite per template, a case per screen.
public enum JUnitReport {
    public static func xml(_ report: CheckReport) -> String {
        let byTemplate = Dictionary(grouping: report.cases, by: \.template)
        var suites = ""
        for template in byTemplate.keys.sorted() {
            let cases = byTemplate[template]!
            let failures = cases.filter { if case .failed = $0.status { return true }; return false }.count
            let errors = cases.filter { switch $0.status { case .missing, .unreadable, .error: return true; default: return false } }.count
            suites += "  <testsuite name=\"\(escape(template))\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"\(errors)\">\n"
            for item in cases {
                suites += "    <testcase classname=\"\(escape(template))\" name=\"\(escape(item.path))\" file=\"\(escape(DisplayPath.fromHere(item.file)))\""
                // The states this picture stands for, which have no case of their own.
                let alike = item.alikeStates.isEmpty ? "" : "\n      <properties><property name=\"alikeStates\" value=\"\(escape(item.alikeStates.joined(separator: ", ")))\"/></properties>"
                let open = ">" + alike + "\n"
                switch item.status {
                case .passed, .recorded:
                    suites += alike.isEmpty ? "/>\n" : open + "    </testcase>\n"
                case let .failed(summary):
                    var message = relative(summary, item)
                    if let diff = item.diffPath { message += "; diff: \(DisplayPath.fromHere(diff))" }
                    suites += open + "      <failure message=\"\(escape(message))\">\(escape(message))</failure>\n    </testcase>\n"
                case .missing:
                    suites += open + "      <error message=\"no reference\">no reference for \(escape(item.path)); record it with --record missing</error>\n    </testcase>\n"
                case let .unreadable(reason):
                    let message = relative("\(reason); record it anew with --record failed", item)
                    suites += open + "      <error message=\"\(escape(message))\">\(escape(message))</error>\n    </testcase>\n"
                case let .error(text):
                    let message = relative(text, item)
                    suites += open + "      <error message=\"\(escape(message))\">\(escape(message))</error>\n    </testcase>\n"
                }
            }
            suites += "  </testsuite>\n"
        }
        let total = report.cases.count
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites name="emptystate check" tests="\(total)" failures="\(report.failures.count)" errors="\(report.problems.count)">
        \(suites)</testsuites>

        """
    }

    static func escape(_ text: String) -> String { markupEscaped(text) }

    /// A message with the screen's own files (its reference, diff pictures and template) named
    /// relative to the current folder, as `file=` is: the report reads the same on every machine.
    static func relative(_ message: String, _ item: CheckCase) -> String {
        var result = message
        let paths = [item.referencePath, item.diffPath, item.actualPath, item.file].compactMap { $0 }.filter { $0.hasPrefix("/") }
        for path in paths.sorted(by: { $0.count > $1.count }) {
            result = result.replacingOccurrences(of: path, with: DisplayPath.fromHere(path))
            let standardized = URL(fileURLWithPath: path).standardizedFileURL.path
            if standardized != path { result = result.replacingOccurrences(of: standardized, with: DisplayPath.fromHere(path)) }
        }
        return result
    }
}
