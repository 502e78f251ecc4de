import Foundation

/// Values worked out once per process from keys that hold their inputs' bytes (a file's
/// contents), so an edited input is worked out anew. Bounded by a count and by the keys' bytes:
/// past either it starts over, so large inputs cannot make a long run keep gigabytes. Safe from
/// any thread; a value is made outside the lock. A value that throws is not kept.
public final class BoundedMemo<Key: Hashable, Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var kept: [Key: Value] = [:]
    private var keptBytes = 0
    private let capacity: Int
    private let maximumBytes: Int

    public init(capacity: Int, maximumBytes: Int) {
        self.capacity = capacity; self.maximumBytes = maximumBytes
    }

    /// The value kept for `key`, or `make`'s, kept when `bytes` (the key's size) fits.
    public func value(for key: Key, bytes: Int, _ make: () throws -> Value) rethrows -> Value {
        if let found = cached(key) { return found }
        let made = try make()
        keep(made, for: key, bytes: bytes)
        return made
    }

    /// The value kept for `key`, if any.
    public func cached(_ key: Key) -> Value? {
        lock.withLock { kept[key] }
    }

    /// Keeps `value` when `bytes` (the key's size) fits.
    public func keep(_ value: Value, for key: Key, bytes: Int) {
        guard bytes <= maximumBytes else { return }
        lock.lock()
        defer { lock.unlock() }
        if kept.count >= capacity || keptBytes + bytes > maximumBytes {
            kept.removeAll(keepingCapacity: true)
            keptBytes = 0
        }
        kept[key] = value
        keptBytes += bytes
    }
}
