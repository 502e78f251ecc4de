import Foundation

/// SVG costs measured once per process, by the document's bytes. Every thread decodes an SVG
/// for itself (librsvg handles are not shared between threads), but the cost is plain data: the
/// second thread to meet a document skips its XML parse. Failures are kept too (the same bytes
/// fail the same way). Bounded, the documents' bytes (the keys) included.
enum MeasuredSVGs {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var measured: [[UInt8]: Result<SVGCost, ImageFile.Problem>] = [:]
    nonisolated(unsafe) private static var keptBytes = 0
    static let capacity = 256
    static let maximumBytes = 16 << 20

    static func cost(of bytes: [UInt8]) -> Result<SVGCost, ImageFile.Problem> {
        lock.lock()
        let kept = measured[bytes]
        lock.unlock()
        if let kept { return kept }
        let result = SVGCost.measure(bytes)
        guard bytes.count <= maximumBytes else { return result }
        lock.lock()
        if measured.count >= capacity || keptBytes + bytes.count > maximumBytes {
            measured.removeAll(keepingCapacity: true)
            keptBytes = 0
        }
        measured[bytes] = result
        keptBytes += bytes.count
        lock.unlock()
        return result
    }
}
