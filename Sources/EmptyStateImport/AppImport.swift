import EmptyStateModel
import Foundation

/// An app's source files read into screens, as `import` and every command given a folder see
/// them: each file on every core, the screens named uniquely across the app, and a file that
/// cannot be read or parsed a warning (`file:line:column: …`) rather than the end of the run.
public struct AppImport: Sendable {
    public var screens: [ImportedScreen] = []
    /// Files whose screens are lost, one line each, naming the file (and where).
    public var unreadable: [String] = []
    /// What reading passed over in files that were read (bytes that are not UTF-8).
    public var fileWarnings: [String] = []
    public var filesRead = 0

    public init() {}

    /// `progress(done, total)` is called from the reading threads as files finish.
    public static func read(_ files: [String], progress: @escaping @Sendable (Int, Int) -> Void = { _, _ in }) -> AppImport {
        let slots = Slots(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            slots.set(index, Result { try SourceImport.read(file: files[index]) })
            progress(slots.done, files.count)
        }
        var result = AppImport()
        var screens: [ImportedScreen] = []
        for outcome in slots.values {
            switch outcome {
            case let .success(read):
                result.filesRead += 1
                screens += read.screens
                result.fileWarnings += read.warnings
            case let .failure(error):
                result.unreadable.append("\(error)")
            }
        }
        result.screens = ScreenNames.unique(ImportReport.ordered(screens))
        return result
    }

    /// Results written from concurrent iterations, each to its own slot.
    final class Slots: @unchecked Sendable {
        private var slots: [Result<SourceFileScreens, Error>?]
        private var finished = 0
        private let lock = NSLock()
        init(count: Int) { slots = Array(repeating: nil, count: count) }
        func set(_ index: Int, _ value: Result<SourceFileScreens, Error>) {
            lock.withLock { slots[index] = value; finished += 1 }
        }
        var done: Int { lock.withLock { finished } }
        var values: [Result<SourceFileScreens, Error>] { lock.withLock { slots.compactMap { $0 } } }
    }
}
