import EmptyStateModel
import EmptyStateSourceReading
import Foundation

/// `emptystate-swift-reader`, started on the first Swift file and kept: requests go in one at
/// a time. A reader that stops while reading a batch is started again for each of its files
/// alone, so that one hostile file costs only its own screens.
final class SwiftReaderProcess: @unchecked Sendable {
    static let shared = SwiftReaderProcess()

    private let lock = NSLock()
    private var running: Running?

    struct Running {
        var process: Process
        var input: FileHandle
        var output: LineReader
    }

    /// Why the reader could not answer: one line, to follow a file's name.
    struct Failure: Error {
        var reason: String
        /// Whether the reader stopped (the request may be what stopped it).
        var stopped: Bool
    }

    /// Each request's outcomes, in order. The requests are written while the answers are read,
    /// so the reader reads the next batch while this process takes in the last answer. The
    /// requests share one context (wrappers, texts, classes, ancestors): the first carries it.
    func read(_ requests: [SwiftReadRequest]) -> [[SwiftReadAnswer.Outcome]] {
        lock.lock()
        defer { lock.unlock() }
        return readAll(requests[...])
    }

    private func readAll(_ requests: ArraySlice<SwiftReadRequest>) -> [[SwiftReadAnswer.Outcome]] {
        guard !requests.isEmpty else { return [] }
        var (outcomes, failure) = ask(requests)
        guard let failure else { return outcomes }
        let failed = requests[requests.startIndex + outcomes.count]
        if let stop = failure as? Failure, stop.stopped, failed.files.count > 1 {
            // The batch again, a file at a time: only the file that stops the reader is lost.
            let alone = failed.files.map { SwiftReadRequest(files: [$0], wrappers: failed.wrappers, texts: failed.texts) }
            outcomes.append(readAll(alone[...]).map { $0[0] })
        } else {
            outcomes.append(failed.files.map { .failed("\($0.path): \(reason(failure))") })
        }
        return outcomes + readAll(requests.dropFirst(outcomes.count))
    }

    private func reason(_ error: Error) -> String { (error as? Failure)?.reason ?? "\(error)" }

    /// The answers up to the first request the reader did not answer, and why it did not.
    private func ask(_ requests: ArraySlice<SwiftReadRequest>) -> ([[SwiftReadAnswer.Outcome]], Error?) {
        let reader: Running
        do { reader = try running ?? start() } catch { return ([], error) }
        running = reader
        let path = reader.process.executableURL?.path ?? SwiftReaderProtocol.executableName
        let written = DispatchSemaphore(value: 0)
        let batches = Array(requests)
        DispatchQueue.global().async {
            // Each request encoded as it is sent: the reader starts on the first at once.
            // The app's context goes with the first request only: every batch of a read shares it.
            for (index, request) in batches.enumerated() {
                // A reader that stopped fails the write (SIGPIPE is ignored); its answers say the rest.
                guard let line = try? SwiftReaderProtocol.encode(SwiftReadLine(request, withContext: index == 0)),
                      (try? reader.input.write(contentsOf: line)) != nil else { break }
            }
            written.signal()
        }
        var answers: [[SwiftReadAnswer.Outcome]] = []
        for request in requests {
            guard let line = reader.output.next() else {
                return (answers, stopped(reader, path, written))
            }
            guard let answer = try? SwiftReaderProtocol.decode(SwiftReadAnswer.self, from: line),
                  answer.outcomes.count == request.files.count else {
                stop(reader, written)
                return (answers, Failure(reason: "the Swift reader \(path) answered with what is not its JSON (is it emptystate \(ToolVersion.number)'s?)", stopped: false))
            }
            answers.append(answer.outcomes)
        }
        written.wait()
        return (answers, nil)
    }

    private func stopped(_ reader: Running, _ path: String, _ written: DispatchSemaphore) -> Failure {
        stop(reader, written)
        let status = reader.process.terminationStatus
        let how = reader.process.terminationReason == .uncaughtSignal ? "was stopped by signal \(status)" : "exited with status \(status)"
        return Failure(reason: "the Swift reader \(path) \(how) while reading it", stopped: true)
    }

    /// Ends the reader: SIGKILL if it still runs (one that answers garbage or hangs must not hang
    /// the tool; one that stopped is gone already), then its input closed once nothing writes to it.
    private func stop(_ reader: Running, _ written: DispatchSemaphore) {
        running = nil
        if reader.process.isRunning { kill(reader.process.processIdentifier, SIGKILL) }
        written.wait()
        try? reader.input.close()
        reader.process.waitUntilExit()
    }

    private func start() throws -> Running {
        let path = try SwiftReaderLocation.find()
        // Writing to a reader that has stopped must be an error to report, not the end of the tool.
        signal(SIGPIPE, SIG_IGN)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch {
            throw Failure(reason: "the Swift reader \(path) cannot be started (\(error.localizedDescription))", stopped: false)
        }
        return Running(process: process, input: input.fileHandleForWriting, output: LineReader(output.fileHandleForReading))
    }
}

/// Where `emptystate-swift-reader` is: `EMPTYSTATE_SWIFT_READER`, else beside this executable
/// (an installed or unpacked tool, SwiftPM's build folder), else on `PATH`.
enum SwiftReaderLocation {
    static func find(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> String {
        let name = SwiftReaderProtocol.executableName
        if let set = environment[SwiftReaderProtocol.environmentVariable], !set.isEmpty {
            guard FileManager.default.isExecutableFile(atPath: set) else {
                throw SwiftReaderProcess.Failure(reason: "reading Swift source needs \(name); \(SwiftReaderProtocol.environmentVariable) names \(set), which is not an executable file", stopped: false)
            }
            return set
        }
        let beside = RunningExecutable.folder.appendingPathComponent(name).path
        let onPath = (environment["PATH"] ?? "").split(separator: ":").map { String($0) + "/" + name }
        for candidate in [beside] + onPath where FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        throw SwiftReaderProcess.Failure(reason: "reading Swift source needs \(name), which is in none of: \(RunningExecutable.folder.path), PATH (set \(SwiftReaderProtocol.environmentVariable), or link EmptyStateSourceTesting in a test target)", stopped: false)
    }
}
