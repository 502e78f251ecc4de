import CLITestSupport
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
#if canImport(Glibc)
import Glibc
#endif
import XCTest
import Yams

/// The CI recipes of docs/ci run as GitHub Actions and GitLab CI would run them, on a scratch
/// repository made like a user's: four of our templates, and their references recorded the way
/// docs/ci/README.md says. Every shell step (GitHub's `run:`, GitLab's `before_script` and
/// `script`) runs with bash, the built `emptystate` first on PATH; the actions the recipes use
/// (checkout, upload-artifact, download-artifact, the JUnit report) and GitLab's artifacts are
/// played by the test, so what one job keeps is what the next one gets. The steps must exit 0
/// and leave what the next step or the artifact names; with one reference changed, the check
/// must exit 1 and leave the pictures that the upload names. So the recipes cannot drift from
/// the tool's options, outputs and exit codes.
///
/// Not run: steps that install the tool (a step whose name starts with "Install", or whose
/// script's first line is a comment "# Install …"): the built tool stands in for the installed
/// one; and the container image itself (the jobs run on this machine). Each recipe's commented
/// alternative (the release archive instead of the image) is parsed, merged in and compared with
/// the recipe: it may differ only by its install step, which must be valid bash.
final class CIRecipeTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let recipes = root.appendingPathComponent("docs/ci")
    /// Ours, quick to draw: one per shard of a 4-way export; no-favorites has a dark variant.
    static let templates = ["error-retry", "no-favorites", "no-favorites-ja", "permission-needed"]
    /// How docs/ci/README.md records the references (in the image); the test records the same way.
    static let record = "check Templates --reference Tests/References --record missing"
    /// The failure runs replace this reference with the dark screen beside it.
    static let changed = "no-favorites/default/iphone-8@2x/normal.png"
    static let changedWith = "no-favorites/default/iphone-8@2x/normal~dark.png"

    static let bash = ["/bin/bash", "/usr/bin/bash", "/usr/local/bin/bash"].first { FileManager.default.isExecutableFile(atPath: $0) }

    var scratch: URL!
    var runner: Runner!
    var repository: URL { scratch.appendingPathComponent("repository") }

    override func setUpWithError() throws {
        guard let bash = Self.bash else { throw XCTSkip("bash is not installed: the recipes' shell steps are bash scripts") }
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: EmptyStateBinary.url.path), "the built tool: \(EmptyStateBinary.url.path)")
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("emptystate-ci-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        runner = Runner(scratch: scratch.appendingPathComponent("ci"), repository: repository, bash: bash)
    }

    /// The user's repository, checked out in this test's scratch folder.
    func checkOut() throws {
        try runner.copyContents(of: Self.recorded.get(), into: repository)
    }

    override func tearDownWithError() throws {
        if let scratch { try? FileManager.default.removeItem(at: scratch) }
    }

    override class func tearDown() {
        if let recordedBase { try? FileManager.default.removeItem(at: recordedBase) }
        super.tearDown()
    }

    static var recordedBase: URL?

    /// The user's repository once, its references recorded by the README's command.
    static let recorded: Result<URL, Error> = Result {
        guard let bash = CIRecipeTests.bash else { throw RecipeError("bash is not installed") }
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("emptystate-ci-recorded-\(UUID().uuidString)")
        CIRecipeTests.recordedBase = base
        let repository = base.appendingPathComponent("repository")
        let templates = repository.appendingPathComponent("Templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        let ours = CIRecipeTests.root.appendingPathComponent("Templates")
        for folder in ["art", "strings"] {
            try FileManager.default.copyItem(at: ours.appendingPathComponent(folder), to: templates.appendingPathComponent(folder))
        }
        for name in CIRecipeTests.templates {
            try FileManager.default.copyItem(at: ours.appendingPathComponent(name + ".yaml"), to: templates.appendingPathComponent(name + ".yaml"))
        }
        let runner = Runner(scratch: base.appendingPathComponent("ci"), repository: repository, bash: bash)
        let result = try runner.bash(["-e"], script: "emptystate " + CIRecipeTests.record, in: repository, environment: runner.environment())
        guard result.status == 0 else { throw RecipeError("recording the references failed (\(result.status)):\n\(result.output)") }
        return repository
    }

    // MARK: - The recipes

    func testGitHubActionsChecksExportsInShardsAndMergesTheGallery() throws {
        try checkOut()
        let recipe = try Recipe(contentsOf: Self.recipes.appendingPathComponent("github-actions.yml"))
        // The image is written once (env.EMPTYSTATE_IMAGE) and every job runs in it.
        let image = try XCTUnwrap(recipe.yaml["env"]?["EMPTYSTATE_IMAGE"]?.string, "env.EMPTYSTATE_IMAGE names the image once")
        for job in recipe.yaml["jobs"]?.entries ?? [] {
            XCTAssertEqual(job.value["container"]?.string ?? job.value["container"]?["image"]?.string, image, "jobs.\(job.key).container")
        }
        let run = try GitHubActions(workflow: recipe.yaml, runner: runner).run()
        try assertEverythingPassed(run)
    }

    func testGitHubActionsUploadsTheDiffPicturesWhenAScreenDiffers() throws {
        try changeAReference()
        let recipe = try Recipe(contentsOf: Self.recipes.appendingPathComponent("github-actions.yml"))
        let run = try GitHubActions(workflow: recipe.yaml, runner: runner).run(only: ["check"])
        try assertTheCheckFailed(run)
    }

    func testGitLabChecksExportsInParallelAndMergesTheGallery() throws {
        try checkOut()
        let recipe = try Recipe(contentsOf: Self.recipes.appendingPathComponent("gitlab-ci.yml"))
        // The image is written once (variables.EMPTYSTATE_IMAGE), under default: for every job, with
        // the entrypoint emptied: the runner needs a shell, and the image's entrypoint is emptystate.
        XCTAssertNotNil(recipe.yaml["variables"]?["EMPTYSTATE_IMAGE"]?.string, "variables.EMPTYSTATE_IMAGE names the image once")
        XCTAssertEqual(recipe.yaml["default"]?["image"]?["name"]?.string, "$EMPTYSTATE_IMAGE")
        XCTAssertEqual(recipe.yaml["default"]?["image"]?["entrypoint"], .sequence([.scalar("")]))
        for job in recipe.yaml.entries ?? [] where !GitLabCI.globalKeys.contains(job.key) {
            XCTAssertNil(job.value["image"], "\(job.key) runs in default.image")
        }
        let run = try GitLabCI(pipeline: recipe.yaml, runner: runner).run()
        try assertEverythingPassed(run)
    }

    func testGitLabKeepsTheDiffPicturesWhenAScreenDiffers() throws {
        try changeAReference()
        let recipe = try Recipe(contentsOf: Self.recipes.appendingPathComponent("gitlab-ci.yml"))
        let run = try GitLabCI(pipeline: recipe.yaml, runner: runner).run(only: ["check"])
        try assertTheCheckFailed(run)
    }

    /// Each recipe's commented alternative (the release archive instead of the image) parses,
    /// merged into the recipe, and differs from it only by the install step and its settings:
    /// the rest is what the tests above run. The install step fetches the archive tools/dist.sh
    /// names and installs the packages it lists.
    func testTheArchiveAlternativesDifferOnlyByTheInstallStep() throws {
        let github = try Recipe(contentsOf: Self.recipes.appendingPathComponent("github-actions.yml"))
        let ghCheck = try XCTUnwrap(GitHubActions(workflow: github.yaml, runner: runner).validate().first { $0.id == "check" })
        let ghAlternative = try XCTUnwrap(GitHubActions(workflow: github.withAlternative(), runner: runner).validate().first { $0.id == "check" })
        let ghInstall = ghAlternative.steps.filter { isInstallStep(name: $0.name, script: $0.run ?? "") }
        XCTAssertEqual(ghInstall.count, 1, "the alternative installs the tool in one step named Install …")
        XCTAssertEqual(ghAlternative.steps.filter { !isInstallStep(name: $0.name, script: $0.run ?? "") }, ghCheck.steps)
        for entry in ghCheck.env { XCTAssertTrue(ghAlternative.env.contains(entry), "the alternative's env keeps \(entry.key)") }

        let gitlab = try Recipe(contentsOf: Self.recipes.appendingPathComponent("gitlab-ci.yml"))
        let glPrimary = try GitLabCI(pipeline: gitlab.yaml, runner: runner).validate()
        let glAlternative = try GitLabCI(pipeline: gitlab.withAlternative(), runner: runner).validate()
        XCTAssertEqual(glAlternative.jobs, glPrimary.jobs, "the alternative keeps the jobs")
        let glInstall = glAlternative.beforeScript ?? []
        XCTAssertEqual(glInstall.count, 1)
        XCTAssertTrue(glInstall.allSatisfy { isInstallStep(name: nil, script: $0) }, "the alternative's before_script says # Install …")

        for script in ghInstall.compactMap(\.run) + glInstall {
            XCTAssertTrue(script.contains("emptystate-$EMPTYSTATE_VERSION-linux-$(dpkg --print-architecture).tar.gz"), "tools/dist.sh's archive name:\n\(script)")
            XCTAssertTrue(script.contains("share/emptystate/runtime-packages.txt"), "the archive lists its Debian packages")
            // docs/install.md's steps: the archive's one folder into /usr/local, where the tool finds its data.
            XCTAssertTrue(script.contains("-C /usr/local --strip-components=1"), script)
            // Not run here (it installs), but it must be valid bash.
            let syntax = try runner.bash(["-n"], script: script, in: scratch, environment: runner.environment())
            XCTAssertEqual(syntax.status, 0, "the install step is not valid bash: \(syntax.output)")
        }
    }

    /// docs/ci/README.md tells how to record references that CI compares with: the command the
    /// test recorded with.
    func testTheReadmeRecordsAsTheTestDoes() throws {
        let readme = try String(contentsOf: Self.recipes.appendingPathComponent("README.md"), encoding: .utf8)
        XCTAssertTrue(readme.contains(Self.record), "docs/ci/README.md records with `\(Self.record)`")
        XCTAssertTrue(readme.contains("github-actions.yml") && readme.contains("gitlab-ci.yml"))
    }

    /// The harness fails a recipe that does not parse, runs no shell step, or uses what it cannot
    /// play: a test that cannot fail would prove nothing.
    func testARecipeThatDoesNotParseOrRunsNothingIsAnError() throws {
        func rejects(_ text: String, _ message: String, gitlab: Bool = false, file: StaticString = #filePath, line: UInt = #line) {
            XCTAssertThrowsError(try {
                let recipe = try Recipe(text: text, name: "recipe.yml")
                if gitlab { _ = try GitLabCI(pipeline: recipe.yaml, runner: runner).validate() } else { _ = try GitHubActions(workflow: recipe.yaml, runner: runner).validate() }
            }(), file: file, line: line) { error in
                XCTAssertTrue("\(error)".contains(message), "\(error)", file: file, line: line)
            }
        }
        rejects("on: push\njobs: [unclosed\n", "does not parse")
        rejects("", "is empty")
        rejects("on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n", "no shell step")
        rejects("on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - rn: make\n", "rn")
        rejects("on: push\njobs:\n  a:\n    steps:\n      - run: make\n", "runs-on")
        rejects("on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: make ${{ github.sha }}\n", "github.sha")
        rejects("on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/cache@v4\n      - run: make\n", "actions/cache")
        rejects("on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    needs: b\n    steps:\n      - run: make\n", "needs")
        rejects("stages: [test]\nvariables: { A: b }\n", "no job", gitlab: true)
        rejects("a:\n  stage: test\n  script: []\n", "script", gitlab: true)
        rejects("a:\n  script: [make]\n  artifacts: { when: sometimes }\n", "sometimes", gitlab: true)
        rejects("a:\n  script: [make]\n  parallel: 0\n", "parallel", gitlab: true)
        rejects("a:\n  script: [make]\n  stage: deploy-later\n", "deploy-later", gitlab: true)
        rejects("include: other.yml\na:\n  script: [make]\n", "include", gitlab: true)
    }

    // MARK: - What every recipe must do

    func changeAReference() throws {
        try checkOut()
        let references = repository.appendingPathComponent("Tests/References")
        let target = references.appendingPathComponent(Self.changed)
        try FileManager.default.removeItem(at: target)
        try FileManager.default.copyItem(at: references.appendingPathComponent(Self.changedWith), to: target)
    }

    var referenceCount: Int {
        Runner.files(under: repository.appendingPathComponent("Tests/References")).filter { $0.hasSuffix(".png") }.count
    }

    /// Every job passed; the check published a JUnit report of every screen; the export's parts
    /// merged into a gallery of every template whose files are all there.
    func assertEverythingPassed(_ run: PipelineRun, file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertFalse(run.jobs.isEmpty, "no job ran", file: file, line: line)
        for job in run.jobs {
            XCTAssertTrue(job.succeeded, "\(run.engine) job \(job.name) failed:\n\(job.transcript)", file: file, line: line)
            for warning in job.warnings where !job.runs("emptystate check") {
                XCTFail("\(run.engine) job \(job.name): \(warning)", file: file, line: line)
            }
        }
        // check
        let checks = run.jobs.filter { $0.runs("emptystate check") }
        XCTAssertEqual(checks.count, 1, "\(run.engine): one job runs emptystate check", file: file, line: line)
        for check in checks {
            XCTAssertEqual(check.reports.count, 1, "\(run.engine) \(check.name): the JUnit report is published", file: file, line: line)
            for report in check.reports {
                let junit = try JUnitReport(contentsOf: report)
                XCTAssertEqual(junit.testcases, referenceCount, "\(run.engine): a testcase per reference", file: file, line: line)
                XCTAssertEqual(junit.failures, [], file: file, line: line)
            }
            for artifact in check.kept {
                XCTAssertEqual(artifact.files.filter { $0.hasSuffix(".diff.png") }, [], "\(run.engine): no difference, no picture", file: file, line: line)
            }
            try assertTheSummaryAndSARIF(of: check, engine: run.engine, says: "All \(referenceCount) screens match.", results: [], file: file, line: line)
        }
        // export, in parts
        let parts = run.jobs.filter { $0.runs("emptystate export") }
        XCTAssertGreaterThanOrEqual(parts.count, 2, "\(run.engine): the export is split over several jobs", file: file, line: line)
        var shards: Set<String> = []
        for part in parts {
            let manifests = part.kept.flatMap(\.files).filter { $0.hasPrefix("manifest.shard-") || $0.contains("/manifest.shard-") }
            XCTAssertEqual(manifests.count, 1, "\(run.engine) \(part.name) keeps its part's manifest: \(part.kept.flatMap(\.files))", file: file, line: line)
            shards.formUnion(manifests.map { ($0 as NSString).lastPathComponent })
        }
        XCTAssertEqual(shards, Set((1...parts.count).map { "manifest.shard-\($0)-of-\(parts.count).json" }), "\(run.engine): each part its own shard", file: file, line: line)
        // merge
        let merges = run.jobs.filter { $0.runs("emptystate merge") }
        XCTAssertEqual(merges.count, 1, "\(run.engine): one job runs emptystate merge", file: file, line: line)
        for merge in merges {
            let galleries = merge.kept.filter { $0.files.contains { $0.hasSuffix("index.html") } }
            XCTAssertEqual(galleries.count, 1, "\(run.engine) \(merge.name) keeps the gallery", file: file, line: line)
            for gallery in galleries {
                let index = try XCTUnwrap(gallery.files.first { $0.hasSuffix("index.html") })
                let folder = gallery.root.appendingPathComponent(index).deletingLastPathComponent()
                let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("manifest.json"))) as? [String: Any]
                let outputs = manifest?["outputs"] as? [[String: Any]] ?? []
                XCTAssertEqual(Set(outputs.compactMap { $0["template"] as? String }), Set(Self.templates), "\(run.engine): the gallery has every template", file: file, line: line)
                XCTAssertEqual((manifest?["errors"] as? [Any])?.count ?? 0, 0, "\(run.engine): the gallery's manifest has no errors", file: file, line: line)
                for output in outputs {
                    let path = output["path"] as? String ?? "?"
                    XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path), "\(run.engine): the gallery's \(path)", file: file, line: line)
                }
                let html = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
                for template in Self.templates { XCTAssertTrue(html.contains(template), "index.html shows \(template)", file: file, line: line) }
            }
        }
    }

    /// The check job failed at the check, with exit 1 (a screen differs), kept the pictures of
    /// the changed screen and published a report naming it.
    func assertTheCheckFailed(_ run: PipelineRun, file: StaticString = #filePath, line: UInt = #line) throws {
        let check = try XCTUnwrap(run.jobs.first { $0.runs("emptystate check") }, "\(run.engine): no job runs emptystate check", file: file, line: line)
        XCTAssertFalse(check.succeeded, "\(run.engine): a changed reference fails the job", file: file, line: line)
        let step = try XCTUnwrap(check.steps.first { $0.script.contains("emptystate check") }, file: file, line: line)
        XCTAssertEqual(step.status, 1, "\(run.engine): exit 1, a screen differs:\n\(step.output)", file: file, line: line)
        let kept = check.kept.flatMap { artifact in artifact.files.map { (artifact.name, $0) } }
        let changed = (Self.changed as NSString).deletingPathExtension
        XCTAssertTrue(kept.contains { $0.1.hasSuffix(changed + ".diff.png") }, "\(run.engine): the diff picture is kept: \(kept)", file: file, line: line)
        XCTAssertTrue(kept.contains { $0.1.hasSuffix(changed + ".actual.png") }, "\(run.engine): the actual render is kept: \(kept)", file: file, line: line)
        XCTAssertEqual(check.reports.count, 1, "\(run.engine): the JUnit report is published on failure too", file: file, line: line)
        for report in check.reports {
            let junit = try JUnitReport(contentsOf: report)
            XCTAssertEqual(junit.testcases, referenceCount, file: file, line: line)
            XCTAssertEqual(junit.failures, [Self.changed], file: file, line: line)
        }
        try assertTheSummaryAndSARIF(of: check, engine: run.engine, says: "| `\(Self.changed)` | `Templates/no-favorites.yaml:1` | ",
                                     results: [Self.changed], file: file, line: line)
    }

    /// The check's Markdown summary (GitHub: on the job's page; GitLab: kept with the report)
    /// says `says`; on GitHub, code scanning got a SARIF log with a result per screen of `results`.
    func assertTheSummaryAndSARIF(of check: JobRun, engine: String, says: String, results: [String],
                                  file: StaticString = #filePath, line: UInt = #line) throws {
        if engine == "GitHub Actions" {
            XCTAssertTrue(check.stepSummary.contains(says), "\(engine): the job's summary:\n\(check.stepSummary)", file: file, line: line)
            XCTAssertEqual(check.sarif.count, 1, "\(engine): the SARIF is uploaded, failed or not", file: file, line: line)
            for log in check.sarif {
                let json = try JSONSerialization.jsonObject(with: Data(contentsOf: log)) as? [String: Any]
                let found = ((json?["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
                XCTAssertEqual(found.compactMap { ($0["properties"] as? [String: String])?["screen"] }, results, file: file, line: line)
            }
        } else {
            let kept = check.kept.flatMap { artifact in artifact.files.map { artifact.root.appendingPathComponent($0) } }
            let summary = try XCTUnwrap(kept.first { $0.lastPathComponent == "emptystate-summary.md" }, "\(engine): the summary is kept: \(kept)", file: file, line: line)
            let text = try String(contentsOf: summary, encoding: .utf8)
            XCTAssertTrue(text.contains(says), "\(engine): the summary:\n\(text)", file: file, line: line)
        }
    }
}

// MARK: - Recipes as YAML
