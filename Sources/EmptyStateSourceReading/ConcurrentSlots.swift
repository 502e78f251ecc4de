import Foundation

/// Values written from concurrent iterations (`DispatchQueue.concurrentPerform`), each to its
/// own slot, read in order afterwards.
public final class ConcurrentSlots<Value>: @unchecked Sendable {
    private var slots: [Value?]
    private var finished = 0
    private let lock = NSLock()

    public init(count: Int) { slots = Array(repeating: nil, count: count) }

    public func set(_ index: Int, _ value: Value) {
        lock.withLock { slots[index] = value; finished += 1 }
    }

    public func value(_ index: Int) -> Value? { lock.withLock { slots[index] } }

    /// How many slots are set.
    public var done: Int { lock.withLock { finished } }
}
