import EmptyStateAccessibility
import EmptyStateImport
import Foundation

/// A check's or an audit's results as SARIF, each at the file and line that declares what it
/// is about, relative to the repository's top folder (code scanning resolves paths from there).
public enum SARIFReport {
    /// One result per failed screen (`screen-changed`), per finding `--fail-on` failed it on, per
    /// missing or unreadable reference and per template that could not be read; all `error`:
    /// each fails the run.
    public static func check(_ report: CheckReport, root: String) -> SARIFLog {
        var results: [SARIFLog.Result] = []
        for item in report.cases {
            let declared = item.declaration ?? ScreenDeclaration(file: sourceFile(of: item.file))
            func result(_ rule: SARIFRule, _ text: String, element: String?, pictures: [String: String?] = [:]) -> SARIFLog.Result {
                var properties = ["screen": item.path]
                for case let (name, path?) in pictures { properties[name] = Git.relative(path, to: root) }
                return SARIFLog.Result(ruleId: rule.rawValue, level: "error", message: .init(text: text),
                                       locations: [location(declared.file, declared.line(of: element, variant: item.variant), root: root)],
                                       properties: properties)
            }
            switch item.status {
            case .failed:
                if let pixels = item.pixelDifference {
                    let words = item.changes.map { LayoutChange.words($0) + "; " + pixels } ?? pixels
                    let elements = ChangedElement.inOrder(item.changes ?? [])
                    var changed = result(.screenChanged, "\(item.path) differs from its reference: \(words)", element: elements.first?.key,
                                         pictures: ["diff": item.diffPath, "actual": item.actualPath, "reference": item.referencePath])
                    changed.relatedLocations = relatedLocations(elements.dropFirst(), declared: declared, variant: item.variant,
                                                                besides: changed.locations, root: root)
                    results.append(changed)
                }
                if report.failsOnLayoutProblems {
                    for problem in item.layoutProblems {
                        results.append(result(.truncated, "\(item.path): \(problem)", element: problem.element, pictures: ["reference": item.referencePath]))
                    }
                }
                if report.failsOnAccessibility {
                    for finding in item.accessibility where finding.waived == nil {
                        results.append(result(rule(for: finding.kind), "\(item.path): \(finding)" + (finding.fix.map { "; try \($0)" } ?? ""),
                                              element: finding.element, pictures: ["reference": item.referencePath]))
                    }
                }
            case .missing:
                results.append(result(.referenceMissing, "\(item.path): no reference; record it with --record missing", element: nil,
                                      pictures: ["reference": item.referencePath]))
            case let .unreadable(reason):
                results.append(result(.referenceMissing, "\(item.path): \(reason); record it anew with --record failed", element: nil,
                                      pictures: ["reference": item.referencePath]))
            case let .error(message):
                results.append(templateError(message, file: sourceFile(of: item.file), root: root))
            case .passed, .recorded:
                break
            }
        }
        return SARIFLog(results: results)
    }

    /// One result per open finding as the audit prints it (a finding alike in every state is
    /// one), level `warning`: an audit reports and does not fail; a template that could not be
    /// read is an `error` (the audit exits 2).
    public static func audit(_ report: AuditReport, root: String) -> SARIFLog {
        var results: [SARIFLog.Result] = []
        for line in AuditLine.lines(of: report, waived: false) {
            // `template/variant/device~traits`: a template's name is one path component.
            let parts = line.screen.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            let template = parts.first ?? line.screen
            guard let declared = report.declarations[template] else { continue }
            let variant = parts.count > 1 ? parts[1] : "default"
            results.append(SARIFLog.Result(ruleId: rule(for: line.finding.kind).rawValue, level: "warning", message: .init(text: line.description),
                                           locations: [location(declared.file, declared.line(of: line.finding.element, variant: variant), root: root)],
                                           properties: ["screen": line.screen]))
        }
        for failure in report.errors { results.append(templateError(failure.message, file: sourceFile(of: failure.file), root: root)) }
        return SARIFLog(results: results)
    }

    static func rule(for kind: AccessibilityFinding.Kind) -> SARIFRule {
        switch kind {
        case .contrast: return .contrast
        case .dynamicType: return .dynamicType
        case .truncated: return .truncated
        case .touchTarget: return .touchTarget
        case .missingLabel: return .missingLabel
        }
    }

    /// An error names its place as `FILE:LINE:COLUMN: …` when it has one; else line 1.
    static func templateError(_ message: String, file: String, root: String) -> SARIFLog.Result {
        let line = errorLine(message, file: file)
        let text = message.hasPrefix(file) ? Git.relative(file, to: root) + message.dropFirst(file.count) : message
        return SARIFLog.Result(ruleId: SARIFRule.templateError.rawValue, level: "error", message: .init(text: text),
                               locations: [location(file, line, root: root)], properties: nil)
    }

    static func errorLine(_ message: String, file: String) -> Int {
        guard message.hasPrefix(file + ":") else { return 1 }
        return Int(message.dropFirst(file.count + 1).prefix { $0.isNumber }) ?? 1
    }

    /// The other changed elements' lines, numbered, each with its words; a line already shown
    /// (an imported screen's elements share its declaration's) is not repeated. Nil when none.
    static func relatedLocations(_ elements: ArraySlice<ChangedElement>, declared: ScreenDeclaration, variant: String,
                                 besides shown: [SARIFLog.Location], root: String) -> [SARIFLog.Location]? {
        var lines = Set(shown.map(\.physicalLocation.region.startLine))
        var related: [SARIFLog.Location] = []
        for element in elements {
            var place = location(declared.file, declared.line(of: element.key, variant: variant), root: root)
            guard lines.insert(place.physicalLocation.region.startLine).inserted else { continue }
            place.id = related.count + 1
            place.message = .init(text: element.words)
            related.append(place)
        }
        return related.isEmpty ? nil : related
    }

    static func location(_ file: String, _ line: Int, root: String) -> SARIFLog.Location {
        SARIFLog.Location(physicalLocation: .init(artifactLocation: .init(uri: Git.relative(file, to: root)), region: .init(startLine: max(line, 1))))
    }

    /// `Notes.swift#NoNotes` → `Notes.swift`: the file that declares an imported screen.
    static func sourceFile(of input: String) -> String {
        ScreenReference(input)?.file ?? input
    }
}
