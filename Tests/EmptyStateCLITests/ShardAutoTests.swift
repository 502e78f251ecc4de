import CLITestSupport
import Foundation
import XCTest

/// `export --shard auto` on the CI engines' parallel jobs, then `merge` into one gallery.
final class ShardAutoTests: XCTestCase {
    var directory: URL!
    var templates: String { directory.appendingPathComponent("templates").path }

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("emptystate-shard-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: templates, withIntermediateDirectories: true)
        for name in ["a", "b", "c"] {
            try Data("name: \(name)\ncanvas: { size: [40, 40], scale: 1 }\nbackgroundColor: white\n".utf8)
                .write(to: URL(fileURLWithPath: templates + "/\(name).yaml"))
        }
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: directory) }

    /// Only the CI variables given: the test's own environment may be a CI job's.
    func export(_ out: String, _ arguments: [String], environment: [String: String]) throws -> EmptyStateBinary.Run {
        try EmptyStateBinary.run(["export", templates, "--out", out, "--format", "png", "--state", "normal", "--jobs", "1"] + arguments,
                                 environment: ["PATH": "/usr/bin:/bin"].merging(environment) { $1 })
    }

    func templatesExported(in out: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: out)) ?? []).filter { ["a", "b", "c"].contains($0) }.sorted()
    }

    func testEachEngineNamesItsPart() throws {
        let engines: [(String, [String: String], [String], String, [String])] = [
            ("gitlab", ["CI_NODE_INDEX": "2", "CI_NODE_TOTAL": "2"], [], "manifest.shard-2-of-2.json", ["b"]),
            ("buildkite", ["BUILDKITE_PARALLEL_JOB": "0", "BUILDKITE_PARALLEL_JOB_COUNT": "2"], [], "manifest.shard-1-of-2.json", ["a", "c"]),
            ("circleci", ["CIRCLE_NODE_INDEX": "2", "CIRCLE_NODE_TOTAL": "3"], [], "manifest.shard-3-of-3.json", ["c"]),
            ("kubernetes", ["JOB_COMPLETION_INDEX": "1"], ["--shard-count", "3"], "manifest.shard-2-of-3.json", ["b"]),
        ]
        for (engine, environment, extra, manifest, expected) in engines {
            let out = directory.appendingPathComponent(engine).path
            let result = try export(out, ["--shard", "auto"] + extra, environment: environment)
            XCTAssertEqual(result.status, 0, "\(engine): \(result.stderr)")
            XCTAssertTrue(FileManager.default.fileExists(atPath: out + "/" + manifest), engine)
            XCTAssertEqual(templatesExported(in: out), expected, engine)
        }
    }

    func testTheShardsOfAnIndexedJobMergeIntoOneGallery() throws {
        let out = directory.appendingPathComponent("gathered").path
        for index in 0..<2 {
            XCTAssertEqual(try export(out, ["--shard", "auto", "--shard-count", "2"], environment: ["JOB_COMPLETION_INDEX": "\(index)"]).status, 0)
        }
        let merge = Process()
        merge.executableURL = EmptyStateBinary.url
        merge.arguments = ["merge", out]
        merge.standardOutput = Pipe()
        try merge.run()
        merge.waitUntilExit()
        XCTAssertEqual(merge.terminationStatus, 0)
        let manifest = try String(contentsOfFile: out + "/manifest.json", encoding: .utf8)
        for name in ["\"a\"", "\"b\"", "\"c\""] { XCTAssertTrue(manifest.contains(name), name) }
        XCTAssertTrue(FileManager.default.fileExists(atPath: out + "/index.html"))
    }

    /// A shard whose artifact was lost is an error, not a gallery missing its screens; an export
    /// that was not split (a CI job of one) has nothing to merge, and `merge` says so.
    func testMergeWantsEveryShardOfOneSplit() throws {
        let out = directory.appendingPathComponent("partial").path
        for shard in ["1/3", "3/3"] { XCTAssertEqual(try export(out, ["--shard", shard], environment: [:]).status, 0) }
        let partial = try EmptyStateBinary.run(["merge", out])
        XCTAssertEqual(partial.status, 1)
        XCTAssertEqual(partial.stderr, "error: \(out): shard 2 of 3 missing (manifest.shard-2-of-3.json); gather every shard's folder first\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: out + "/manifest.json"), "nothing merged")

        XCTAssertEqual(try export(out, ["--shard", "1/2"], environment: [:]).status, 0)
        let mixed = try EmptyStateBinary.run(["merge", out])
        XCTAssertEqual(mixed.stderr, "error: \(out): shards of different splits (of 2, of 3); gather one export's shards\n")

        let single = directory.appendingPathComponent("single").path
        XCTAssertEqual(try export(single, ["--shard", "auto"], environment: ["CI_NODE_INDEX": "1", "CI_NODE_TOTAL": "1"]).status, 0)
        let whole = try EmptyStateBinary.capture(["merge", single])
        XCTAssertEqual(whole.status, 0, whole.stderr)
        XCTAssertEqual(whole.stdout, "\(single): one export, not split into shards (manifest.json): nothing to merge; its gallery is \(single)/index.html\n")
    }

    func testMistakesAreOneLineErrors() throws {
        let out = directory.appendingPathComponent("bad").path
        let cases: [([String], [String: String], String)] = [
            (["--shard", "auto"], ["JOB_COMPLETION_INDEX": "0"], "error: --shard auto: JOB_COMPLETION_INDEX is set; give the Job's completions with --shard-count N\n"),
            (["--shard", "auto"], ["CI_NODE_INDEX": "3", "CI_NODE_TOTAL": "2"], "error: --shard auto: CI_NODE_INDEX=3 is outside 2 job(s)\n"),
            (["--shard", "auto"], ["CIRCLE_NODE_INDEX": "x", "CIRCLE_NODE_TOTAL": "2"], "error: --shard auto: CIRCLE_NODE_INDEX='x' is not a number\n"),
            (["--shard", "1/2", "--shard-count", "2"], [:], "error: --shard-count goes with --shard auto\n"),
        ]
        for (arguments, environment, message) in cases {
            let result = try export(out, arguments, environment: environment)
            XCTAssertNotEqual(result.status, 0)
            XCTAssertEqual(result.stderr, message)
        }
        let alone = try export(out, ["--shard", "auto"], environment: [:])
        XCTAssertEqual(alone.status, 0, "no parallel job: the whole export")
        XCTAssertTrue(FileManager.default.fileExists(atPath: out + "/manifest.json"))
    }
}
