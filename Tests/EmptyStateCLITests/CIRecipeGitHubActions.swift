import CLITestSupport
import Foundation
import FoundationXML
import Glibc
import XCTest
import Yams

/// Plays a workflow: jobs in `needs` order, a matrix job once per combination, steps with their
/// `if:`, `${{ matrix.* }}`, `${{ env.* }}` and `${{ strategy.* }}`, and the actions the recipes use.
struct GitHubActions {
    let workflow: YAMLValue
    let runner: Runner

    static let workflowKeys: Set = ["name", "run-name", "on", "env", "permissions", "concurrency", "defaults", "jobs"]
    static let jobKeys: Set = ["name", "runs-on", "container", "services", "strategy", "needs", "steps", "env", "if", "permissions",
                               "timeout-minutes", "outputs", "defaults", "concurrency", "continue-on-error", "environment"]
    static let stepKeys: Set = ["id", "name", "uses", "with", "run", "if", "env", "shell", "working-directory", "continue-on-error", "timeout-minutes"]
    /// The actions this test plays, and the inputs it knows of each.
    static let actions: [String: Set<String>] = [
        "actions/checkout": ["fetch-depth", "lfs", "submodules", "ref", "path"],
        "actions/upload-artifact": ["name", "path", "if-no-files-found", "include-hidden-files", "retention-days", "compression-level", "overwrite"],
        "actions/download-artifact": ["name", "pattern", "path", "merge-multiple"],
        "mikepenz/action-junit-report": ["report_paths", "check_name", "require_tests", "include_passed", "detailed_summary", "annotate_only",
                                         "fail_on_failure", "job_summary", "token", "summary"],
        "dorny/test-reporter": ["name", "path", "reporter", "fail-on-error", "fail-on-empty"],
        "github/codeql-action/upload-sarif": ["sarif_file", "category", "checkout_path", "wait-for-processing", "token", "ref", "sha"],
    ]

    struct Step: Equatable {
        var name: String?
        var uses: String?
        var with: [YAMLValue.Entry]
        var run: String?
        var condition: String?
        var env: [YAMLValue.Entry]
        var shell: String?
        var continueOnError: Bool
    }

    struct Job {
        var id: String
        var needs: [String]
        var matrix: [(key: String, values: [String])]
        var env: [YAMLValue.Entry]
        var steps: [Step]
    }

    /// The jobs in the order they can run, every key and expression checked.
    func validate() throws -> [Job] {
        for key in workflow.keys where !Self.workflowKeys.contains(key) { throw RecipeError("workflow: unknown key \(key)") }
        guard workflow["on"] != nil else { throw RecipeError("workflow: no on:") }
        guard let jobEntries = workflow["jobs"]?.entries, !jobEntries.isEmpty else { throw RecipeError("workflow: no jobs") }
        let workflowEnv = try env(workflow["env"], at: "env")
        var jobs: [Job] = []
        for entry in jobEntries {
            let id = entry.key, job = entry.value
            guard job.entries != nil else { throw RecipeError("jobs.\(id) is not a mapping") }
            for key in job.keys where !Self.jobKeys.contains(key) { throw RecipeError("jobs.\(id): unknown key \(key)") }
            guard job["runs-on"] != nil else { throw RecipeError("jobs.\(id): no runs-on") }
            if let container = job["container"], container.string == nil, container["image"]?.string == nil {
                throw RecipeError("jobs.\(id).container: an image name, or a mapping with image:")
            }
            let needs = job["needs"]?.strings ?? []
            for need in needs where !jobEntries.contains(where: { $0.key == need }) { throw RecipeError("jobs.\(id).needs: no job \(need)") }
            var matrix: [(String, [String])] = []
            if let strategy = job["strategy"] {
                for key in strategy.keys where !["matrix", "fail-fast", "max-parallel"].contains(key) { throw RecipeError("jobs.\(id).strategy: unknown key \(key)") }
                for axis in strategy["matrix"]?.entries ?? [] {
                    guard let values = axis.value.items?.compactMap(\.string), !values.isEmpty, !["include", "exclude"].contains(axis.key) else {
                        throw RecipeError("jobs.\(id).strategy.matrix.\(axis.key): a list of values (include/exclude are not played)")
                    }
                    matrix.append((axis.key, values))
                }
            }
            guard let stepItems = job["steps"]?.items, !stepItems.isEmpty else { throw RecipeError("jobs.\(id): no steps") }
            var steps: [Step] = []
            for (index, item) in stepItems.enumerated() {
                let at = "jobs.\(id).steps[\(index)]"
                for key in item.keys where !Self.stepKeys.contains(key) { throw RecipeError("\(at): unknown key \(key)") }
                let uses = item["uses"]?.string, run = item["run"]?.string
                guard (uses == nil) != (run == nil) else { throw RecipeError("\(at): either uses: or run:") }
                if let uses {
                    let action = String(uses.split(separator: "@").first ?? "")
                    guard uses.contains("@"), let inputs = Self.actions[action] else { throw RecipeError("\(at): \(uses) is not played by this test") }
                    for key in item["with"]?.keys ?? [] where !inputs.contains(key) { throw RecipeError("\(at): \(action) has no input \(key)") }
                }
                if item["working-directory"] != nil { throw RecipeError("\(at): working-directory is not played") }
                if let shell = item["shell"]?.string, !["bash", "sh"].contains(shell) { throw RecipeError("\(at): shell \(shell) is not played") }
                steps.append(Step(name: item["name"]?.string, uses: uses, with: item["with"]?.entries ?? [], run: run,
                                  condition: item["if"]?.string, env: item["env"]?.entries ?? [], shell: item["shell"]?.string,
                                  continueOnError: item["continue-on-error"]?.string == "true"))
                _ = try Self.condition(item["if"]?.string, at: at)
            }
            jobs.append(Job(id: id, needs: needs, matrix: matrix, env: job["env"]?.entries ?? [], steps: steps))
        }
        guard jobs.contains(where: { $0.steps.contains { $0.run != nil } }) else { throw RecipeError("workflow: no shell step (run:) in any job") }
        // Every expression resolves, with each job's matrix and env.
        for job in jobs {
            var context = Expressions(env: workflowEnv, matrix: Dictionary(uniqueKeysWithValues: job.matrix.map { ($0.key, $0.values[0]) }),
                                      jobIndex: 0, jobTotal: 1, workspace: "/w", temp: "/t")
            for entry in job.env { context.env[entry.key] = try context.substitute(entry.value.string ?? "", at: "jobs.\(job.id).env") }
            for step in job.steps {
                var stepContext = context
                for entry in step.env { stepContext.env[entry.key] = try stepContext.substitute(entry.value.string ?? "", at: "jobs.\(job.id) step env") }
                for text in [step.name, step.run].compactMap({ $0 }) + step.with.compactMap(\.value.string) {
                    _ = try stepContext.substitute(text, at: "jobs.\(job.id)")
                }
            }
        }
        // needs order
        var ordered: [Job] = [], placed: Set<String> = []
        while ordered.count < jobs.count {
            guard let next = jobs.first(where: { !placed.contains($0.id) && $0.needs.allSatisfy(placed.contains) }) else {
                throw RecipeError("workflow: needs form a cycle")
            }
            ordered.append(next)
            placed.insert(next.id)
        }
        return ordered
    }

    func env(_ value: YAMLValue?, at path: String) throws -> [String: String] {
        var result: [String: String] = [:]
        for entry in value?.entries ?? [] {
            guard let text = entry.value.string else { throw RecipeError("\(path).\(entry.key): not a scalar") }
            result[entry.key] = text
        }
        return result
    }

    static func condition(_ raw: String?, at path: String) throws -> (_ failed: Bool) -> Bool {
        var text = (raw ?? "success()").trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("${{"), text.hasSuffix("}}") { text = String(text.dropFirst(3).dropLast(2)) }
        switch text.replacingOccurrences(of: " ", with: "") {
        case "success()": return { !$0 }
        case "failure()": return { $0 }
        case "always()", "!cancelled()", "success()||failure()": return { _ in true }
        default: throw RecipeError("\(path).if: \(text) is not played by this test")
        }
    }

    struct Expressions {
        var env: [String: String]
        var matrix: [String: String]
        var jobIndex: Int
        var jobTotal: Int
        var workspace: String
        var temp: String

        func value(_ expression: String, at path: String) throws -> String {
            let name = expression.trimmingCharacters(in: .whitespaces)
            if name.hasPrefix("matrix."), let value = matrix[String(name.dropFirst(7))] { return value }
            if name.hasPrefix("env."), let value = env[String(name.dropFirst(4))] { return value }
            switch name {
            case "strategy.job-total": return String(jobTotal)
            case "strategy.job-index": return String(jobIndex)
            case "github.workspace": return workspace
            case "runner.temp": return temp
            default: throw RecipeError("\(path): ${{ \(name) }} is not played by this test (or is not defined)")
            }
        }

        func substitute(_ text: String, at path: String) throws -> String {
            var result = "", rest = Substring(text)
            while let open = rest.range(of: "${{") {
                result += rest[..<open.lowerBound]
                guard let close = rest[open.upperBound...].range(of: "}}") else { throw RecipeError("\(path): an unclosed ${{") }
                result += try value(String(rest[open.upperBound..<close.lowerBound]), at: path)
                rest = rest[close.upperBound...]
            }
            return result + rest
        }
    }

    struct ActionFailure: Error { var message: String }

    func run(only: Set<String>? = nil) throws -> PipelineRun {
        let jobs = try validate()
        let workflowEnv = try env(workflow["env"], at: "env")
        var pipeline = PipelineRun(engine: "GitHub Actions")
        var artifacts: [String: URL] = [:]
        var succeeded: [String: Bool] = [:]
        for job in jobs where only?.contains(job.id) ?? true {
            guard job.needs.allSatisfy({ succeeded[$0] == true }) else { succeeded[job.id] = false; continue }
            var combinations: [[(String, String)]] = [[]]
            for axis in job.matrix { combinations = combinations.flatMap { done in axis.values.map { done + [(axis.key, $0)] } } }
            var all = true
            for (index, combination) in combinations.enumerated() {
                let name = combination.isEmpty ? job.id : "\(job.id) (\(combination.map(\.1).joined(separator: ", ")))"
                let result = try runJob(job, name: name, matrix: Dictionary(uniqueKeysWithValues: combination), index: index,
                                        total: combinations.count, workflowEnv: workflowEnv, artifacts: &artifacts, pipeline: &pipeline)
                pipeline.jobs.append(result)
                all = all && result.succeeded
            }
            succeeded[job.id] = all
        }
        return pipeline
    }

    func runJob(_ job: Job, name: String, matrix: [String: String], index: Int, total: Int, workflowEnv: [String: String],
                artifacts: inout [String: URL], pipeline: inout PipelineRun) throws -> JobRun {
        let workspace = try runner.folder("github-" + name), temp = try runner.folder("github-temp-" + name)
        let githubPath = temp.appendingPathComponent("github_path"), githubEnv = temp.appendingPathComponent("github_env")
        let stepSummary = temp.appendingPathComponent("step_summary")
        for file in [githubPath, githubEnv, stepSummary] { _ = FileManager.default.createFile(atPath: file.path, contents: nil) }
        var context = Expressions(env: workflowEnv, matrix: matrix, jobIndex: index, jobTotal: total, workspace: workspace.path, temp: temp.path)
        for entry in job.env { context.env[entry.key] = try context.substitute(entry.value.string ?? "", at: "jobs.\(job.id).env") }
        var run = JobRun(name: name, succeeded: true)
        var extraPath: [String] = []
        for (number, step) in job.steps.enumerated() {
            guard try Self.condition(step.condition, at: "jobs.\(job.id).steps[\(number)]")(!run.succeeded) else { continue }
            var stepContext = context
            for entry in step.env { stepContext.env[entry.key] = try stepContext.substitute(entry.value.string ?? "", at: "step env") }
            let label = try step.name.map { try stepContext.substitute($0, at: "name") } ?? step.uses ?? "run"
            if let script = step.run {
                let text = try stepContext.substitute(script, at: "jobs.\(job.id).steps[\(number)].run")
                if isInstallStep(name: step.name, script: text) { continue }
                var environment = runner.environment(path: extraPath)
                environment.merge(stepContext.env) { $1 }
                environment.merge(["CI": "true", "GITHUB_ACTIONS": "true", "GITHUB_WORKSPACE": workspace.path, "RUNNER_TEMP": temp.path,
                                   "GITHUB_PATH": githubPath.path, "GITHUB_ENV": githubEnv.path, "GITHUB_STEP_SUMMARY": stepSummary.path]) { $1 }
                let options = step.shell == "bash" ? ["--noprofile", "--norc", "-eo", "pipefail"] : ["-e"]
                let result = try runner.bash(options, script: text, in: workspace, environment: environment)
                run.steps.append(StepRun(name: label, script: text, status: result.status, output: result.output))
                if result.status != 0, !step.continueOnError { run.succeeded = false }
                extraPath = try String(contentsOf: githubPath, encoding: .utf8).split(separator: "\n").map(String.init).reversed()
                for line in try String(contentsOf: githubEnv, encoding: .utf8).split(separator: "\n") {
                    guard let equals = line.firstIndex(of: "=") else { throw RecipeError("GITHUB_ENV: only NAME=value lines are played") }
                    context.env[String(line[..<equals])] = String(line[line.index(after: equals)...])
                }
            } else if let uses = step.uses {
                var inputs: [String: String] = [:]
                for entry in step.with { inputs[entry.key] = try stepContext.substitute(entry.value.string ?? "", at: "with.\(entry.key)") }
                do {
                    let note = try perform(uses, inputs: inputs, workspace: workspace, artifacts: &artifacts, run: &run)
                    run.steps.append(StepRun(name: label, script: uses, status: 0, output: note))
                } catch let failure as ActionFailure {
                    run.steps.append(StepRun(name: label, script: uses, status: 1, output: failure.message))
                    run.succeeded = false
                }
            }
        }
        run.stepSummary = try String(contentsOf: stepSummary, encoding: .utf8)
        return run
    }

    /// Plays one action; an ActionFailure fails the step as the action would.
    func perform(_ uses: String, inputs: [String: String], workspace: URL, artifacts: inout [String: URL], run: inout JobRun) throws -> String {
        let action = String(uses.split(separator: "@")[0])
        func url(_ path: String) -> URL { path.hasPrefix("/") ? URL(fileURLWithPath: path) : workspace.appendingPathComponent(path) }
        func plain(_ path: String) throws -> String {
            if path.contains("*") || path.contains("?") || path.hasPrefix("!") { throw RecipeError("\(action): the pattern \(path) is not played by this test") }
            return path
        }
        switch action {
        case "actions/checkout":
            try runner.copyContents(of: runner.repository, into: workspace)
            return "checked out"
        case "actions/upload-artifact":
            let name = inputs["name"] ?? "artifact"
            // upload-artifact@v4 fails on a second artifact of the same name in a run.
            if artifacts[name] != nil, inputs["overwrite"] != "true" { throw ActionFailure(message: "an artifact named \(name) already exists") }
            let paths = try (inputs["path"] ?? "").split(separator: "\n").map { try plain($0.trimmingCharacters(in: .whitespaces)) }.filter { !$0.isEmpty }
            guard !paths.isEmpty else { throw RecipeError("upload-artifact \(name): no path") }
            let sources = paths.map(url)
            // The root: a lone folder is its own root, a lone file its folder's; several paths, their common folder.
            var root: URL
            if sources.count == 1 {
                var isFolder: ObjCBool = false
                let exists = FileManager.default.fileExists(atPath: sources[0].path, isDirectory: &isFolder)
                root = exists && isFolder.boolValue ? sources[0] : sources[0].deletingLastPathComponent()
            } else {
                var common = sources[0].standardizedFileURL.pathComponents
                for source in sources.dropFirst() {
                    let other = source.standardizedFileURL.pathComponents
                    common = Array(zip(common, other).prefix { $0 == $1 }.map(\.0))
                }
                root = URL(fileURLWithPath: NSString.path(withComponents: common))
            }
            // Hidden files are left out unless asked for (v4.4): judged from the workspace.
            let hidden = inputs["include-hidden-files"] == "true"
            let visible = sources.filter { source in
                hidden || !String(source.standardizedFileURL.path.dropFirst(workspace.standardizedFileURL.path.count)).split(separator: "/").contains { $0.hasPrefix(".") }
            }
            guard let artifact = try runner.keep(visible, relativeTo: root, hidden: hidden, name: name) else {
                switch inputs["if-no-files-found"] ?? "warn" {
                case "error": throw ActionFailure(message: "no files were found with the provided path: \(paths.joined(separator: ", "))")
                case "warn": run.warnings.append("upload-artifact \(name): no files at \(paths.joined(separator: ", "))"); return "nothing uploaded"
                case "ignore": return "nothing uploaded"
                case let other: throw RecipeError("upload-artifact: if-no-files-found \(other)")
                }
            }
            artifacts[name] = artifact.root
            run.kept.append(artifact)
            return "uploaded \(name): \(artifact.files.count) file(s)"
        case "actions/download-artifact":
            let target = url(inputs["path"] ?? ".")
            let names: [String]
            if let name = inputs["name"] {
                guard artifacts[name] != nil else { throw ActionFailure(message: "artifact \(name) not found") }
                names = [name]
            } else {
                let pattern = inputs["pattern"] ?? "*"
                names = artifacts.keys.filter { fnmatch(pattern, $0, 0) == 0 }.sorted()
            }
            guard !names.isEmpty else { throw ActionFailure(message: "no artifact matches \(inputs["pattern"] ?? "*")") }
            for name in names {
                // By name, or merged: into path; by pattern, each into path/<name>/.
                let destination = inputs["name"] != nil || inputs["merge-multiple"] == "true" ? target : target.appendingPathComponent(name)
                try runner.copyContents(of: artifacts[name]!, into: destination)
            }
            return "downloaded \(names.joined(separator: ", "))"
        case "mikepenz/action-junit-report", "dorny/test-reporter":
            let path = try plain(inputs[action == "dorny/test-reporter" ? "path" : "report_paths"] ?? "")
            let report = url(path)
            guard FileManager.default.fileExists(atPath: report.path) else {
                if inputs["require_tests"] == "true" || action == "dorny/test-reporter" { throw ActionFailure(message: "no test report at \(path)") }
                run.warnings.append("\(action): no test report at \(path)")
                return "no report"
            }
            let junit = try JUnitReport(contentsOf: report)
            if inputs["require_tests"] == "true", junit.testcases == 0 { throw ActionFailure(message: "no test cases in \(path)") }
            run.reports.append(report)
            return "published \(junit.testcases) test case(s)"
        case "github/codeql-action/upload-sarif":
            // Played as code scanning receives it: the file must be a SARIF 2.1.0 log (the
            // action fails on a missing file or one that is not SARIF); it is kept for the test.
            let path = try plain(inputs["sarif_file"] ?? "../results")
            let log = url(path)
            guard let data = FileManager.default.contents(atPath: log.path) else { throw ActionFailure(message: "no SARIF file at \(path)") }
            let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
            guard json?["version"] as? String == "2.1.0", json?["runs"] is [Any] else { throw ActionFailure(message: "\(path) is not a SARIF 2.1.0 log") }
            run.sarif.append(log)
            return "uploaded \(path) to code scanning"
        default:
            throw RecipeError("\(uses) is not played by this test")
        }
    }
}

// MARK: - GitLab CI
