import Foundation

/// Runs the reading on a thread with a stack of `Limits.stackBytes`: the parser and the
/// visitors recurse once per nesting level, whatever thread (or task) the caller is on.
enum BigStack {
    static func run<T>(_ body: @escaping () throws -> T) throws -> T {
        let box = StackBox(body)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.result = Result { try box.body() }
            done.signal()
        }
        thread.stackSize = Limits.stackBytes
        thread.start()
        done.wait()
        return try box.result!.get()
    }
}

/// The work and its result, handed between the caller's thread and the reading thread (one
/// writes, then signals; the other waits, then reads).
private final class StackBox<T>: @unchecked Sendable {
    let body: () throws -> T
    var result: Result<T, Error>?
    init(_ body: @escaping () throws -> T) { self.body = body }
}
