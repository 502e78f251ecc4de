import Foundation
import Synchronization

/// The temporary files being written, as fixed C strings a signal handler can unlink without
/// allocating or locking: a slot is claimed with an atomic exchange, its path copied in, then
/// published; the handler reads only published slots.
enum InFlight {
    static let slots = 64
    static let pathBytes = Int(PATH_MAX)
    /// 0: free; 1: claimed, being filled; 2: holds a path.
    nonisolated(unsafe) static let states: UnsafeMutablePointer<Atomic<Int>> = {
        let pointer = UnsafeMutablePointer<Atomic<Int>>.allocate(capacity: slots)
        for i in 0..<slots { (pointer + i).initialize(to: Atomic(0)) }
        return pointer
    }()
    nonisolated(unsafe) static let paths: UnsafeMutablePointer<CChar> = {
        let pointer = UnsafeMutablePointer<CChar>.allocate(capacity: slots * pathBytes)
        pointer.initialize(repeating: 0, count: slots * pathBytes)
        return pointer
    }()

    /// Touches the storage, so the handler never runs a lazy initializer.
    static func prepare() {
        _ = states
        _ = paths
    }

    /// A slot holding `path`, or nil when every slot is taken (the write goes ahead; only an
    /// interrupt during it could leave its temporary file).
    static func register(_ path: String) -> Int? {
        let bytes = Array(path.utf8)
        guard bytes.count < pathBytes else { return nil }
        for slot in 0..<slots {
            guard states[slot].compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged else { continue }
            let destination = paths + slot * pathBytes
            for (i, byte) in bytes.enumerated() { destination[i] = CChar(bitPattern: byte) }
            destination[bytes.count] = 0
            states[slot].store(2, ordering: .releasing)
            return slot
        }
        return nil
    }

    static func release(_ slot: Int?) {
        guard let slot else { return }
        states[slot].store(0, ordering: .releasing)
    }

    /// In the signal handler: unlink(2) is async-signal-safe, and so are lock-free atomic loads.
    static func removeAll() {
        for slot in 0..<slots where states[slot].load(ordering: .acquiring) == 2 {
            unlink(paths + slot * pathBytes)
        }
    }

    static var count: Int { (0..<slots).filter { states[$0].load(ordering: .acquiring) != 0 }.count }
}
