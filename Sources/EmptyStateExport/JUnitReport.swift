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
                switch item.status {
                case .passed, .recorded:
                    suites += "/>\n"
                case let .failed(summary):
                    var message = summary
                    if let diff = item.diffPath { message += "; diff: \(DisplayPath.fromHere(diff))" }
                    suites += ">\n      <failure message=\"\(escape(message))\">\(escape(message))</failure>\n    </testcase>\n"
                case .missing:
                    suites += ">\n      <error message=\"no reference\">no reference for \(escape(item.path)); record it with --record missing</error>\n    </testcase>\n"
                case let .unreadable(reason):
                    let message = "\(reason); record it anew with --record failed"
                    suites += ">\n      <error message=\"\(escape(message))\">\(escape(message))</error>\n    </testcase>\n"
                case let .error(message):
                    suites += ">\n      <error message=\"\(escape(message))\">\(escape(message))</error>\n    </testcase>\n"
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
}
