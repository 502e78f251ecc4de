import EmptyStateExport
import Foundation

/// Rendered images by input fingerprint and request: an unchanged screen is drawn once, and a
/// changed input makes a new key (old entries age out of the byte budget).
final class RenderCache: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String: Data] = [:]
    private var order: [String] = []
    private var bytes = 0
    private let budget: Int
    /// Renders run on their own threads, as many as cores: the server's tasks never block on Cairo.
    private let queue = DispatchQueue(label: "emptystate render", attributes: .concurrent)
    private let slots: DispatchSemaphore

    init(budget: Int = 256 << 20, jobs: Int) {
        self.budget = budget
        slots = DispatchSemaphore(value: max(1, jobs))
    }

    func data(key: String, make: @escaping @Sendable () throws -> Data) async throws -> Data {
        if let hit = lock.withLock({ entries[key] }) { return hit }
        let data = try await run(make)
        lock.withLock {
            guard entries[key] == nil else { return }
            entries[key] = data
            order.append(key)
            bytes += data.count
            while bytes > budget, !order.isEmpty {
                bytes -= entries.removeValue(forKey: order.removeFirst())?.count ?? 0
            }
        }
        return data
    }

    /// Runs CPU work off the server's threads.
    func run<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            queue.async { [slots] in
                slots.wait()
                defer { slots.signal() }
                continuation.resume(with: Result { try work() })
            }
        }
    }
}
