import Dispatch
import Foundation

/// Maps items on `jobs` threads, keeping their order; `finished` is called (serialized) as
/// each item completes, with the number done so far.
///
/// Each thread starts on its own contiguous share of the items and, once that is done, takes
/// from the far end of the largest share left. Neighbouring templates (a folder's, in name
/// order) share art, strings and fonts, which each thread decodes, shapes and loads once for
/// itself: dealt out one by one, every thread met every template family and did that work
/// again (about a tenth of an export of many small families). The order of `finished` calls
/// is therefore not the items' order when jobs > 1, as it never was.
func parallelMap<Item, Result>(_ items: [Item], jobs: Int, _ transform: (Item) -> Result,
                               finished: (Int, Item, Result) -> Void = { _, _, _ in }) -> [Result] {
    let lock = NSLock()
    var results = [Result?](repeating: nil, count: items.count)
    let workers = max(1, min(jobs, items.count))
    var shares = WorkShares(count: items.count, workers: workers)
    var done = 0
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
        while true {
            lock.lock()
            let next = shares.take(for: worker)
            lock.unlock()
            guard let index = next else { return }
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

/// The indices each worker has left: contiguous shares, taken from the front by their owner
/// and from the back by a worker whose own share is done.
struct WorkShares {
    private var shares: [Range<Int>]

    init(count: Int, workers: Int) {
        shares = (0..<workers).map { worker in (count * worker / workers)..<(count * (worker + 1) / workers) }
    }

    mutating func take(for worker: Int) -> Int? {
        if let index = shares[worker].first {
            shares[worker] = (index + 1)..<shares[worker].upperBound
            return index
        }
        guard let largest = shares.indices.max(by: { shares[$0].count < shares[$1].count }), let index = shares[largest].last else {
            return nil
        }
        shares[largest] = shares[largest].lowerBound..<index
        return index
    }
}

/// Runs every task at once (on as many threads as Dispatch gives) and waits for all; throws the
/// first task's error in the order given, so a failure reads the same on every run.
func concurrently(_ tasks: [() throws -> Void]) throws {
    let errors = parallelMap(Array(tasks.indices), jobs: tasks.count, { index -> Error? in
        do { try tasks[index](); return nil } catch { return error }
    })
    if let first = errors.compactMap({ $0 }).first { throw first }
}
