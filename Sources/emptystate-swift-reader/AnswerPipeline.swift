import Foundation

/// Requests read while earlier ones are still being answered, answers written in the order of
/// the requests. Reading one request's files at a time left cores idle at each request's end
/// (its slowest file) and while the next request was decoded; a few in flight keep them busy.
final class AnswerPipeline: @unchecked Sendable {
    private let inFlight: DispatchSemaphore
    private let writer = DispatchQueue(label: "emptystate-swift-reader.answers")
    private let written = DispatchGroup()

    /// `depth`: requests being answered at once, so that a long input is not all held in memory.
    init(depth: Int = 3) { inFlight = DispatchSemaphore(value: depth) }

    /// Starts `answer` now; its line is written after every earlier request's.
    func submit(_ answer: @escaping @Sendable () -> Data) {
        inFlight.wait()
        let line = AnswerLine()
        DispatchQueue.global().async {
            line.data = answer()
            line.ready.signal()
        }
        writer.async(group: written) { [inFlight] in
            line.ready.wait()
            FileHandle.standardOutput.write(line.data)
            inFlight.signal()
        }
    }

    /// Returns once every submitted answer is written.
    func finish() { written.wait() }
}

/// One answer, set by the thread that reads it and read by the writer once `ready` is signalled.
private final class AnswerLine: @unchecked Sendable {
    let ready = DispatchSemaphore(value: 0)
    var data = Data()
}
