import EmptyStateModel

/// SVG costs measured once per process, by the document's bytes. Every thread decodes an SVG
/// for itself (librsvg handles are not shared between threads), but the cost is plain data: the
/// second thread to meet a document skips its XML parse. Failures are kept too (the same bytes
/// fail the same way).
enum MeasuredSVGs {
    private static let memo = BoundedMemo<[UInt8], Result<SVGCost, ImageFile.Problem>>(capacity: 256, maximumBytes: 16 << 20)

    static func cost(of bytes: [UInt8]) -> Result<SVGCost, ImageFile.Problem> {
        memo.value(for: bytes, bytes: bytes.count) { SVGCost.measure(bytes) }
    }
}
