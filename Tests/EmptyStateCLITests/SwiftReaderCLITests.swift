import CLITestSupport
import EmptyStateModel
import EmptyStateSourceReading
import Foundation
import XCTest

/// Swift source is read by `emptystate-swift-reader`, a process of its own: the main binary
/// never links swift-syntax, and a reader that is missing, stops or answers garbage costs the
/// Swift files one line each while the other inputs still render.
final class SwiftReaderCLITests: XCTestCase {
    var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("emptystate-reader-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try write("Inbox.swift", Self.view("InboxView", "No Mail"))
        try write("Feed.swift", Self.view("FeedView", "No Posts"))
        try write("plain.yaml", "title: Nothing Here\n")
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: directory) }

    static func view(_ name: String, _ title: String) -> String {
        "import SwiftUI\nstruct \(name): View {\n    var body: some View {\n        ContentUnavailableView(\"\(title)\", systemImage: \"tray\")\n    }\n}\n"
    }

    var binaries: URL { EmptyStateBinary.url.deletingLastPathComponent() }

    @discardableResult
    func write(_ name: String, _ text: String, executable: Bool = false) throws -> String {
        let url = directory.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        if executable { try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path) }
        return url.path
    }

    /// `export` of both Swift files and the template, with `environment` over this process's.
    func export(_ environment: [String: String], binary: URL? = nil) throws -> (run: EmptyStateBinary.Run, out: URL) {
        let out = directory.appendingPathComponent("out-\(UUID().uuidString)")
        let run = try EmptyStateBinary.run(["export", "Inbox.swift", "Feed.swift", "plain.yaml", "--out", out.path], in: directory,
                                           environment: ProcessInfo.processInfo.environment.merging(environment) { $1 }, executable: binary)
        return (run, out)
    }

    /// The screens rendered: the folders holding PNGs.
    func pngs(_ out: URL) -> [String] {
        let names = (try? FileManager.default.subpathsOfDirectory(atPath: out.path)) ?? []
        return Set(names.filter { $0.hasSuffix(".png") }.compactMap { $0.split(separator: "/").first.map(String.init) }).sorted()
    }

    func errorLines(_ run: EmptyStateBinary.Run) -> [String] {
        run.stderr.split(separator: "\n").map(String.init).filter { $0.hasPrefix("error: ") }
    }

    func testTheMainBinaryDoesNotLinkSwiftSyntax() throws {
        let main = try Data(contentsOf: EmptyStateBinary.url, options: .alwaysMapped)
        let reader = try Data(contentsOf: binaries.appendingPathComponent("emptystate-swift-reader"), options: .alwaysMapped)
        // Mangled names of swift-syntax's types start with its module's name and length.
        let module = Data("11SwiftSyntax".utf8)
        XCTAssertNotNil(reader.range(of: module), "the reader links swift-syntax")
        XCTAssertNil(main.range(of: module), "emptystate links swift-syntax: a command that reads no Swift pays for loading it")
    }

    func testSwiftFilesRenderThroughTheReaderBesideTheTool() throws {
        let (run, out) = try export([:])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(pngs(out), ["FeedView", "InboxView", "plain"])
    }

    func testAMissingReaderIsOneLinePerSwiftFileAndTheTemplateStillRenders() throws {
        // The tool alone in a folder, no reader beside it or on PATH.
        let alone = directory.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: alone, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: EmptyStateBinary.url, to: alone.appendingPathComponent("emptystate"))
        let (run, out) = try export(["PATH": "/usr/bin:/bin", "EMPTYSTATE_SWIFT_READER": ""], binary: alone.appendingPathComponent("emptystate"))
        XCTAssertEqual(run.status, 1, run.stderr)
        let lines = errorLines(run)
        XCTAssertEqual(lines.count, 2, run.stderr)
        for (line, file) in zip(lines.sorted(), ["Feed.swift", "Inbox.swift"]) {
            XCTAssertTrue(line.hasPrefix("error: \(directory.path)/\(file): reading Swift source needs emptystate-swift-reader, which is in none of: \(alone.path), PATH"), line)
        }
        XCTAssertEqual(pngs(out), ["plain"], "the template still renders")
    }

    func testAReaderThatCrashesOnOneFileCostsOnlyThatFile() throws {
        // Stops with SIGSEGV when asked about Feed.swift; passes every other request on to one
        // real reader (which keeps the app's context from the first line of a run).
        let real = binaries.appendingPathComponent("emptystate-swift-reader").path
        let reader = try write("crashing-reader", """
            #!/bin/bash
            coproc REAL { "\(real)"; }
            while IFS= read -r line; do
              if [[ "$line" == *Feed.swift* ]]; then kill -SEGV $$; fi
              printf '%s\\n' "$line" >&${REAL[1]}
              IFS= read -r answer <&${REAL[0]}
              printf '%s\\n' "$answer"
            done
            """, executable: true)
        let (run, out) = try export(["EMPTYSTATE_SWIFT_READER": reader])
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertEqual(errorLines(run), ["error: \(directory.path)/Feed.swift: the Swift reader \(reader) was stopped by signal 11 while reading it"], run.stderr)
        XCTAssertEqual(pngs(out), ["InboxView", "plain"], "Inbox.swift and the template render")
    }

    func testAReaderThatAnswersGarbageIsNamed() throws {
        // Answers nonsense, then hangs: the tool must neither believe it nor wait for it.
        let reader = try write("garbage-reader", "#!/bin/sh\nread line\necho '{\"outcomes\": 3}'\nexec sleep 600\n", executable: true)
        let (run, out) = try export(["EMPTYSTATE_SWIFT_READER": reader])
        XCTAssertEqual(run.status, 1, run.stderr)
        let lines = errorLines(run)
        XCTAssertEqual(lines.count, 2, run.stderr)
        XCTAssertTrue(lines.allSatisfy { $0.hasSuffix(".swift: the Swift reader \(reader) answered with what is not its JSON (is it emptystate 0.2.0's?)") }, run.stderr)
        XCTAssertEqual(pngs(out), ["plain"])
    }

    func testTheReaderSaysWhatItIs() throws {
        let process = Process()
        process.executableURL = binaries.appendingPathComponent("emptystate-swift-reader")
        process.arguments = ["--bogus"]
        let err = Pipe()
        process.standardError = err
        try process.run()
        let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 64)
        XCTAssertTrue(text.contains("emptystate starts it when it is given Swift files"), text)
    }

    /// An app of more files than one request holds (64): the app's texts go with the first
    /// request only, and every later one is read with them (the wrapper declared in one file,
    /// called in 150 others, each call a screen with the wrapper's text).
    func testEveryBatchIsReadWithTheContextTheFirstCarried() throws {
        let app = directory.appendingPathComponent("Big")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try Data("""
            import SwiftUI
            struct Nothing: View {
                let title: String
                var body: some View { ContentUnavailableView(title, systemImage: "tray", description: Text("Add one.")) }
            }
            """.utf8).write(to: app.appendingPathComponent("Nothing.swift"))
        for index in 0..<150 {
            try Data("import SwiftUI\nstruct List\(index): View {\n    var body: some View { Nothing(title: \"Empty \(index)\") }\n}\n".utf8)
                .write(to: app.appendingPathComponent("List\(index).swift"))
        }
        let out = directory.appendingPathComponent("templates")
        let run = try EmptyStateBinary.run(["import", app.path, "--out", out.path], in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        let written = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasSuffix(".yaml") }
        XCTAssertEqual(written.count, 150, run.stderr)
        for name in written {
            let template = try String(contentsOf: out.appendingPathComponent(name), encoding: .utf8)
            XCTAssertTrue(template.contains("Add one."), "\(name) words its description from the wrapper the first request declared:\n\(template)")
        }
    }

    /// A line without the app's context when none came before is the reader's error, not a reading without texts.
    func testALineWithoutContextFirstIsRefused() throws {
        let process = Process()
        process.executableURL = binaries.appendingPathComponent("emptystate-swift-reader")
        let input = Pipe(), err = Pipe()
        process.standardInput = input
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        try input.fileHandleForWriting.write(contentsOf: Data("{\"files\": [{\"path\": \"A.swift\", \"text\": \"let a = 1\"}]}\n".utf8))
        try input.fileHandleForWriting.close()
        let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 65)
        XCTAssertEqual(text, "emptystate-swift-reader: a request without the app's context, and none before it\n")
    }

    /// The reader started on `lines` written at once (then its input closed): its answers, and its status.
    func readerAnswers(_ lines: [Data]) throws -> (answers: [SwiftReadAnswer], status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = binaries.appendingPathComponent("emptystate-swift-reader")
        let input = Pipe(), output = Pipe(), err = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = err
        try process.run()
        DispatchQueue.global().async {
            for line in lines { try? input.fileHandleForWriting.write(contentsOf: line) }
            try? input.fileHandleForWriting.close()
        }
        let reader = LineReader(output.fileHandleForReading)
        var answers: [SwiftReadAnswer] = []
        while let line = reader.next() { answers.append(try SwiftReaderProtocol.decode(SwiftReadAnswer.self, from: line)) }
        let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (answers, process.terminationStatus, text)
    }

    /// A request of `count` files, each a screen titled with the request's number and the file's.
    func request(_ number: Int, files count: Int, padding: Int = 0) -> SwiftReadRequest {
        let filler = String(repeating: "    let value = [1, 2, 3].map { $0 * 2 }.reduce(0, +)\n", count: padding)
        return SwiftReadRequest(files: (0..<count).map { file in
            SwiftReadRequest.File(path: "R\(number)F\(file).swift", text: """
                import SwiftUI
                struct R\(number)F\(file): View {
                \(filler)    var body: some View { ContentUnavailableView("Request \(number) file \(file)", systemImage: "tray") }
                }
                """)
        })
    }

    /// Requests are answered while the next are read, but each answer is written in its
    /// request's place: the first request, the slowest, is still the first answer.
    func testAnswersComeInTheOrderOfTheRequestsWhateverTheirCost() throws {
        let requests = [request(0, files: 3, padding: 4_000)] + (1..<8).map { request($0, files: $0) }
        let lines = try requests.enumerated().map { try SwiftReaderProtocol.encode(SwiftReadLine($1, withContext: $0 == 0)) }
        let run = try readerAnswers(lines)
        XCTAssertEqual(run.status, 0, run.stderr)
        let titles = run.answers.map { answer in
            answer.outcomes.map { outcome -> String in
                guard case let .read(reading) = outcome, let title = reading.screens.first?.template["title"] else { return "not read: \(outcome)" }
                // A SwiftUI literal is a key: `{key: "…"}`.
                if case let .string(key)? = title["key"] { return key }
                return "\(title)"
            }
        }
        XCTAssertEqual(titles, requests.indices.map { number in (0..<requests[number].files.count).map { "Request \(number) file \($0)" } })
    }

    /// A line that cannot be read stops the reader, after the answers of the requests before it.
    func testALineThatIsNotJSONStopsTheReaderAfterTheAnswersBeforeIt() throws {
        var lines = try (0..<3).map { try SwiftReaderProtocol.encode(SwiftReadLine(request($0, files: 2), withContext: $0 == 0)) }
        lines.append(Data("{not json\n".utf8))
        lines.append(try SwiftReaderProtocol.encode(SwiftReadLine(request(9, files: 1), withContext: false)))
        let run = try readerAnswers(lines)
        XCTAssertEqual(run.status, 65)
        XCTAssertEqual(run.answers.map(\.outcomes.count), [2, 2, 2])
        XCTAssertEqual(run.stderr, "emptystate-swift-reader: a request that is not JSON (9 bytes)\n")
    }
}
