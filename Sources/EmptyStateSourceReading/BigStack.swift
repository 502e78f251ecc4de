import Foundation

/// Runs the reading on a thread with a stack of `stackBytes`: the parsers and the
/// visitors recurse once per nesting level, whatever thread (or task) the caller is on.
///
/// The threads are kept and reused, one per caller reading at the same time: a new thread for
/// every file cost mapping and unmapping its stack and faulting its pages in again, a third of
/// the kernel time of `export` straight from a thousand source files. A kept thread keeps the
/// stack pages the deepest file touched (a few megabytes at the readers' limits).
public enum BigStack {
    /// The parsers and the visitors recurse once per nesting level, and debug builds use large
    /// frames; pages are only touched as deep as a file goes.
    public static let stackBytes = 256 << 20

    public static func run<T>(_ body: @escaping () throws -> T) throws -> T {
        // Already on a big stack (a reader calling another): no second thread.
        if pthread_getspecific(StackThread.key) != nil { return try body() }
        let thread = StackThreads.shared.take()
        defer { StackThreads.shared.give(thread) }
        return try thread.perform(body)
    }
}

/// The idle big-stack threads.
private final class StackThreads: @unchecked Sendable {
    static let shared = StackThreads()
    private let lock = NSLock()
    private var idle: [StackThread] = []

    func take() -> StackThread {
        lock.lock()
        defer { lock.unlock() }
        return idle.popLast() ?? StackThread()
    }

    func give(_ thread: StackThread) {
        lock.lock()
        defer { lock.unlock() }
        idle.append(thread)
    }
}

/// One thread with a big stack, waiting for work: the caller hands it a job and waits for it
/// to be done (one writes, then signals; the other waits, then reads).
private final class StackThread: @unchecked Sendable {
    /// Set on the big-stack threads, so that a nested `run` does its work in place.
    static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    private let start = DispatchSemaphore(value: 0)
    private let done = DispatchSemaphore(value: 0)
    private var job: (() -> Void)?

    init() {
        let thread = Thread { [unowned self] in
            pthread_setspecific(Self.key, UnsafeRawPointer(bitPattern: 1))
            while true {
                self.start.wait()
                self.job?()
                self.job = nil
                self.done.signal()
            }
        }
        thread.stackSize = BigStack.stackBytes
        thread.start()
    }

    func perform<T>(_ body: @escaping () throws -> T) throws -> T {
        var result: Result<T, Error>?
        job = { result = Result { try body() } }
        start.signal()
        done.wait()
        return try result!.get()
    }
}
