import CLITestSupport
import Foundation
import FoundationXML
import Glibc
import XCTest
import Yams

/// Plays a pipeline: jobs by stage, `parallel: N` as N jobs with CI_NODE_INDEX/CI_NODE_TOTAL,
/// `before_script` and `script` in one bash (`set -eo pipefail`, as the runner does), artifacts
/// kept by `artifacts:when` and unpacked into the jobs that need them.
struct GitLabCI {
    let pipeline: YAMLValue
    let runner: Runner

    static let globalKeys: Set = ["default", "include", "stages", "variables", "workflow", "image", "services", "cache", "before_script", "after_script", "spec"]
    static let jobKeys: Set = ["stage", "image", "services", "script", "before_script", "after_script", "variables", "parallel", "artifacts", "needs",
                               "dependencies", "rules", "only", "except", "when", "allow_failure", "tags", "timeout", "retry", "cache",
                               "interruptible", "environment", "coverage", "resource_group", "inherit", "id_tokens", "secrets", "hooks"]
    static let defaultKeys: Set = ["after_script", "artifacts", "before_script", "cache", "hooks", "id_tokens", "image", "interruptible", "retry",
                                   "services", "tags", "timeout"]
    static let artifactKeys: Set = ["paths", "exclude", "expire_in", "expose_as", "name", "public", "access", "reports", "untracked", "when"]
    static let imageKeys: Set = ["name", "entrypoint", "docker", "pull_policy"]

    struct Job: Equatable {
        var name: String
        var stage: String
        var script: [String]
        var beforeScript: [String]?
        var afterScript: [String]?
        var variables: [YAMLValue.Entry]
        var parallel: Int?
        var paths: [String]
        var when: String
        var junit: [String]
        var needs: [String]?
        var dependencies: [String]?
    }

    func scripts(_ value: YAMLValue?, at path: String) throws -> [String]? {
        guard let value else { return nil }
        if let line = value.string { return [line] }
        guard let lines = value.items?.map(\.string), lines.allSatisfy({ $0 != nil }) else { throw RecipeError("\(path): a list of commands") }
        return lines.compactMap { $0 }
    }

    func image(_ value: YAMLValue?, at path: String) throws {
        guard let value, value.string == nil else { return }
        for key in value.keys where !Self.imageKeys.contains(key) { throw RecipeError("\(path).image: unknown key \(key)") }
        guard value["name"]?.string != nil else { throw RecipeError("\(path).image: no name") }
    }

    func validate() throws -> (jobs: [Job], stages: [String], variables: [YAMLValue.Entry], beforeScript: [String]?) {
        if pipeline["include"] != nil { throw RecipeError("include: is not played by this test") }
        let stages = pipeline["stages"].map { $0.strings ?? [] } ?? ["build", "test", "deploy"]
        let allStages = [".pre"] + stages + [".post"]
        let defaults = pipeline["default"]
        for key in defaults?.keys ?? [] where !Self.defaultKeys.contains(key) { throw RecipeError("default: unknown key \(key)") }
        try image(defaults?["image"], at: "default")
        try image(pipeline["image"], at: "")
        let beforeScript = try scripts(defaults?["before_script"] ?? pipeline["before_script"], at: "default.before_script")
        for entry in pipeline["variables"]?.entries ?? [] where entry.value.string == nil && entry.value["value"]?.string == nil {
            throw RecipeError("variables.\(entry.key): a value")
        }
        var jobs: [Job] = []
        let entries = (pipeline.entries ?? []).filter { !Self.globalKeys.contains($0.key) && !$0.key.hasPrefix(".") }
        for entry in entries {
            let name = entry.key, job = entry.value
            guard job.entries != nil else { throw RecipeError("\(name): not a job (a mapping)") }
            for key in job.keys where !Self.jobKeys.contains(key) { throw RecipeError("\(name): unknown key \(key)\(key == "extends" ? " (not played by this test)" : "")") }
            guard let script = try scripts(job["script"], at: "\(name).script"), !script.isEmpty else { throw RecipeError("\(name): no script") }
            let stage = job["stage"]?.string ?? "test"
            guard allStages.contains(stage) else { throw RecipeError("\(name).stage: \(stage) is not among the stages \(stages)") }
            try image(job["image"], at: name)
            var parallel: Int?
            if let value = job["parallel"] {
                guard let count = value.string.flatMap({ Int($0) }), (1...200).contains(count) else {
                    throw RecipeError("\(name).parallel: a number from 1 to 200 (parallel:matrix is not played)")
                }
                parallel = count
            }
            let artifacts = job["artifacts"] ?? defaults?["artifacts"]
            for key in artifacts?.keys ?? [] where !Self.artifactKeys.contains(key) { throw RecipeError("\(name).artifacts: unknown key \(key)") }
            let when = artifacts?["when"]?.string ?? "on_success"
            guard ["on_success", "on_failure", "always"].contains(when) else { throw RecipeError("\(name).artifacts.when: \(when)") }
            let junit = artifacts?["reports"]?["junit"]?.strings ?? []
            func jobNames(_ key: String) throws -> [String]? {
                guard let value = job[key] else { return nil }
                let names = value.items?.map { $0.string ?? $0["job"]?.string } ?? []
                guard value.items != nil, names.allSatisfy({ $0 != nil }) else { throw RecipeError("\(name).\(key): a list of job names") }
                for other in names.compactMap({ $0 }) where !entries.contains(where: { $0.key == other }) { throw RecipeError("\(name).\(key): no job \(other)") }
                return names.compactMap { $0 }
            }
            jobs.append(Job(name: name, stage: stage, script: script,
                            beforeScript: try scripts(job["before_script"], at: "\(name).before_script"),
                            afterScript: try scripts(job["after_script"] ?? defaults?["after_script"], at: "\(name).after_script"),
                            variables: job["variables"]?.entries ?? [], parallel: parallel,
                            paths: artifacts?["paths"]?.strings ?? [], when: when, junit: junit,
                            needs: try jobNames("needs"), dependencies: try jobNames("dependencies")))
        }
        guard !jobs.isEmpty else { throw RecipeError("pipeline: no job") }
        let ordered = jobs.enumerated().sorted { (allStages.firstIndex(of: $0.element.stage)!, $0.offset) < (allStages.firstIndex(of: $1.element.stage)!, $1.offset) }.map(\.element)
        for job in ordered {
            for need in job.needs ?? [] {
                let other = ordered.first { $0.name == need }!
                guard allStages.firstIndex(of: other.stage)! <= allStages.firstIndex(of: job.stage)! else { throw RecipeError("\(job.name).needs: \(need) runs in a later stage") }
            }
        }
        return (ordered, allStages, pipeline["variables"]?.entries ?? [], beforeScript)
    }

    /// $NAME and ${NAME}, as GitLab expands variables in variables and artifact paths.
    static func expand(_ text: String, _ variables: [String: String]) -> String {
        var result = "", index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            guard character == "$" else { result.append(character); index = text.index(after: index); continue }
            var cursor = text.index(after: index)
            let braced = cursor < text.endIndex && text[cursor] == "{"
            if braced { cursor = text.index(after: cursor) }
            let start = cursor
            while cursor < text.endIndex, text[cursor].isLetter || text[cursor].isNumber || text[cursor] == "_" { cursor = text.index(after: cursor) }
            let name = String(text[start..<cursor])
            if name.isEmpty || (braced && (cursor == text.endIndex || text[cursor] != "}")) {
                result.append(character); index = text.index(after: index); continue
            }
            result += variables[name] ?? ""
            index = braced ? text.index(after: cursor) : cursor
        }
        return result
    }

    func run(only: Set<String>? = nil) throws -> PipelineRun {
        let (jobs, _, globalVariables, defaultBeforeScript) = try validate()
        var pipeline = PipelineRun(engine: "GitLab CI")
        var kept: [String: [Artifact]] = [:]
        var succeeded: [String: Bool] = [:]
        var ran: [Job] = []
        for job in jobs where only?.contains(job.name) ?? true {
            if let needs = job.needs, !needs.allSatisfy({ succeeded[$0] == true }) { succeeded[job.name] = false; continue }
            let sources = job.needs ?? job.dependencies ?? ran.filter { $0.stage != job.stage }.map(\.name)
            let count = job.parallel ?? 1
            var all = true
            for index in 1...count {
                let name = job.parallel == nil ? job.name : "\(job.name) \(index)/\(count)"
                let workspace = try runner.folder("gitlab-" + name)
                try runner.copyContents(of: runner.repository, into: workspace)
                for source in sources { for artifact in kept[source] ?? [] { try runner.copyContents(of: artifact.root, into: workspace) } }
                var variables = ["CI": "true", "GITLAB_CI": "true", "CI_PROJECT_DIR": workspace.path, "CI_JOB_NAME": name,
                                 "CI_JOB_STAGE": job.stage, "CI_NODE_TOTAL": String(count)]
                if job.parallel != nil { variables["CI_NODE_INDEX"] = String(index) }
                for entry in globalVariables + job.variables {
                    variables[entry.key] = Self.expand(entry.value.string ?? entry.value["value"]?.string ?? "", variables)
                }
                var run = JobRun(name: name, succeeded: true)
                var commands: [String] = []
                for command in (job.beforeScript ?? defaultBeforeScript ?? []) + job.script {
                    if !isInstallStep(name: nil, script: command) { commands.append(command) }
                }
                var environment = runner.environment()
                environment.merge(variables) { $1 }
                let script = "set -eo pipefail\n" + commands.joined(separator: "\n") + "\n"
                let result = try runner.bash(["--noprofile", "--norc"], script: script, in: workspace, environment: environment)
                run.steps.append(StepRun(name: "script", script: script, status: result.status, output: result.output))
                run.succeeded = result.status == 0
                if let after = job.afterScript, !after.isEmpty {
                    let result = try runner.bash(["--noprofile", "--norc"], script: after.joined(separator: "\n"), in: workspace, environment: environment)
                    run.steps.append(StepRun(name: "after_script", script: after.joined(separator: "\n"), status: result.status, output: result.output))
                }
                let keep = job.when == "always" || (job.when == "on_success") == run.succeeded
                if keep {
                    var sourcesToKeep: [URL] = []
                    for path in job.paths + job.junit {
                        let expanded = Self.expand(path, variables)
                        if expanded.contains("*") { throw RecipeError("\(job.name).artifacts: the pattern \(expanded) is not played by this test") }
                        let url = workspace.appendingPathComponent(expanded)
                        if FileManager.default.fileExists(atPath: url.path) { sourcesToKeep.append(url) } else { run.warnings.append("artifacts: \(expanded): no matching files") }
                    }
                    if let artifact = try runner.keep(sourcesToKeep, relativeTo: workspace, hidden: true, name: name) {
                        run.kept.append(artifact)
                        kept[job.name, default: []].append(artifact)
                        for path in job.junit {
                            let report = artifact.root.appendingPathComponent(Self.expand(path, variables))
                            if FileManager.default.fileExists(atPath: report.path) { run.reports.append(report) }
                        }
                    }
                }
                pipeline.jobs.append(run)
                all = all && run.succeeded
            }
            succeeded[job.name] = all
            ran.append(job)
        }
        return pipeline
    }
}
