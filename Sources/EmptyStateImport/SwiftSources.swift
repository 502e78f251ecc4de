import EmptyStateSourceReading
import Foundation

/// Who reads Swift files: a reader linked into this process (`EmptyStateSourceTesting`, which
/// links swift-syntax into a test target), or else `emptystate-swift-reader`, started once and
/// kept for the process's life. The main binary never links swift-syntax, so a command that
/// reads no Swift source never loads it.
public enum SwiftSources {
    public typealias Reader = @Sendable (SwiftReadRequest) -> [SwiftReadAnswer.Outcome]

    private static let linked = LockedReader()

    /// Reads Swift files in this process from now on.
    public static func readInProcess(_ reader: @escaping Reader) { linked.set(reader) }

    /// One outcome per file of each batch, in order; a reader that cannot be started or fails
    /// is each file's error, naming the file and the reader.
    static func read(_ batches: [[SwiftReadRequest.File]], wrappers: [WrapperView], texts: AppTexts,
                     classes: AppClasses = AppClasses(), ancestors: [SwiftReadRequest.File] = []) -> [[Result<SwiftFileReading, ImportError>]] {
        let requests = batches.filter { !$0.isEmpty }.map {
            SwiftReadRequest(files: $0, wrappers: wrappers, texts: texts, classes: classes, ancestors: ancestors)
        }
        guard !requests.isEmpty else { return batches.map { _ in [] } }
        let answers = linked.get().map { reader in requests.map(reader) } ?? SwiftReaderProcess.shared.read(requests)
        var next = answers.makeIterator()
        return batches.map { files in
            guard !files.isEmpty else { return [] }
            let outcomes = next.next() ?? []
            return files.indices.map { index in
                guard index < outcomes.count else { return .failure(ImportError("\(files[index].path): the Swift reader gave no answer for it")) }
                switch outcomes[index] {
                case let .read(reading): return .success(reading)
                case let .failed(message): return .failure(ImportError(message))
                }
            }
        }
    }
}

private final class LockedReader: @unchecked Sendable {
    private let lock = NSLock()
    private var reader: SwiftSources.Reader?
    func set(_ reader: @escaping SwiftSources.Reader) { lock.withLock { self.reader = reader } }
    func get() -> SwiftSources.Reader? { lock.withLock { reader } }
}
