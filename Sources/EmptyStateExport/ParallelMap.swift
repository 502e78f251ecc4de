import Dispatch
import Foundation

/// Maps items on `jobs` threads, keeping their order; `finished` is called (serialized) as
/// each item completes, with the number done so far.
func parallelMap<Item, Result>(_ items: [Item], jobs: Int, _ transform: (Item) -> Result,
                               finished: (Int, Item, Result) -> Void = { _, _, _ in }) -> [Result] {
    let lock = NSLock()
    var results = [Result?](repeating: nil, count: items.count)
    var next = 0, done = 0
    DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, items.count))) { _ in
        while true {
            lock.lock()
            let index = next
            next += 1
            lock.unlock()
            guard index < items.count else { return }
            let result = transform(items[index])
            lock.lock()
            results[index] = result
            done += 1
            finished(done, items[index], result)
            lock.unlock()
        }
    }
    return results.map { $0! }
}

/// Runs every task at once (on as many threads as Dispatch gives) and waits for all; throws the
/// first task's error in the order given, so a failure reads the same on every run.
func concurrently(_ tasks: [() throws -> Void]) throws {
    let errors = parallelMap(Array(tasks.indices), jobs: tasks.count, { index -> Error? in
        do { try tasks[index](); return nil } catch { return error }
    })
    if let first = errors.compactMap({ $0 }).first { throw first }
}
