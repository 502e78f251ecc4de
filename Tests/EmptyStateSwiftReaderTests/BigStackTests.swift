import EmptyStateSourceReading
import Foundation
import XCTest

/// The readers' big-stack threads: kept between files (a new thread per file cost a third of
/// the kernel time of exporting a thousand sources), and entered once however the readers nest.
/// (That their stacks hold what hostile files make the readers recurse: HostileSwiftInputTests.)
final class BigStackTests: XCTestCase {
    func testOneThreadReadsOneFileAfterAnother() throws {
        let first = try BigStack.run { kernelThreadID() }
        let second = try BigStack.run { kernelThreadID() }
        XCTAssertEqual(first, second, "the second file is read on the thread the first was")
        XCTAssertNotEqual(first, kernelThreadID(), "never on the caller's thread")
    }

    func testANestedRunStaysOnItsThread() throws {
        let (outer, inner) = try BigStack.run { (kernelThreadID(), try BigStack.run { kernelThreadID() }) }
        XCTAssertEqual(outer, inner)
    }

    func testCallersReadingAtOnceEachHaveAThreadAndErrorsComeBack() throws {
        let threads = Locked<Set<Int>>([])
        DispatchQueue.concurrentPerform(iterations: 160) { _ in
            if let thread = try? BigStack.run({ usleep(200); return kernelThreadID() }) { threads.update { $0.insert(thread) } }
        }
        // As many threads as callers at once (this machine's cores), not one per file (160).
        XCTAssertLessThanOrEqual(threads.value.count, 8)
        struct Refused: Error {}
        XCTAssertThrowsError(try BigStack.run { throw Refused() }) { XCTAssertTrue($0 is Refused) }
    }
}

/// The kernel's id of the calling thread (from /proc/thread-self, "PID/task/TID"): unlike
/// pthread_self(), never the same for a later thread while the process lives.
func kernelThreadID() -> Int {
    var buffer = [CChar](repeating: 0, count: 64)
    let count = readlink("/proc/thread-self", &buffer, buffer.count - 1)
    precondition(count > 0, "/proc/thread-self cannot be read")
    return Int(String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self).split(separator: "/").last!)!
}

/// A value several threads update.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value { lock.lock(); defer { lock.unlock() }; return stored }
    func update(_ change: (inout Value) -> Void) { lock.lock(); defer { lock.unlock() }; change(&stored) }
}
