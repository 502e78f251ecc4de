import EmptyStateSourceReading
import Foundation

extension SwiftReader {
    /// A request's files read on every core: each file's reading or its one-line error, in order.
    /// What `emptystate-swift-reader` answers and what EmptyStateSourceTesting reads in process.
    public static func outcomes(_ request: SwiftReadRequest) -> [SwiftReadAnswer.Outcome] {
        let slots = ConcurrentSlots<SwiftReadAnswer.Outcome>(count: request.files.count)
        DispatchQueue.concurrentPerform(iterations: request.files.count) { index in
            let file = request.files[index]
            do {
                slots.set(index, .read(try reading(file.text, file: file.path, wrappers: request.wrappers, texts: request.texts,
                                              classes: request.classes, ancestors: request.ancestors)))
            } catch {
                slots.set(index, .failed("\(error)"))
            }
        }
        return request.files.indices.map { slots.value($0) ?? .failed("\(request.files[$0].path): not read") }
    }
}
