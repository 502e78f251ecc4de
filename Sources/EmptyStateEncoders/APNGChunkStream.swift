import CZlib

/// A PNG byte stream built chunk by chunk: each chunk is a big-endian length, a four-letter
/// type, the data, and a CRC-32 (zlib's) over type and data.
struct PNGChunkStream {
    private(set) var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    init(reservingCapacity capacity: Int = 0) { bytes.reserveCapacity(capacity + 8) }

    /// `prefix` comes before `body` inside the same chunk: fdAT's sequence number goes in front
    /// of the compressed data without copying that data into a new array first.
    mutating func append(_ type: String, prefix: [UInt8] = [], body: [UInt8] = []) {
        let typeBytes = Array(type.utf8)
        precondition(typeBytes.count == 4, "PNG chunk types have four letters")
        bytes.appendBigEndian(UInt32(prefix.count + body.count))
        var crc = crc32(0, nil, 0)
        for part in [typeBytes, prefix, body] {
            part.withUnsafeBufferPointer { crc = crc32(crc, $0.baseAddress, uInt($0.count)) }
            bytes.append(contentsOf: part)
        }
        bytes.appendBigEndian(UInt32(truncatingIfNeeded: crc))
    }

    /// Rewrites the data of the chunk that starts at byte `offset` (its length field) with
    /// `body` of the same length, and its CRC: how acTL gets its frame count once it is known.
    mutating func replaceBody(ofChunkAt offset: Int, with body: [UInt8]) {
        let length = bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
        precondition(body.count == length, "a chunk keeps its length")
        let typeStart = offset + 4, bodyStart = offset + 8
        bytes.replaceSubrange(bodyStart..<(bodyStart + length), with: body)
        let crc = bytes.withUnsafeBufferPointer { crc32(crc32(0, nil, 0), $0.baseAddress! + typeStart, uInt(4 + length)) }
        let crcStart = bodyStart + length
        bytes.replaceSubrange(crcStart..<(crcStart + 4), with: [UInt8(crc >> 24 & 0xFF), UInt8(crc >> 16 & 0xFF), UInt8(crc >> 8 & 0xFF), UInt8(crc & 0xFF)])
    }
}

extension Array where Element == UInt8 {
    mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)])
    }

    mutating func appendBigEndian(_ value: UInt16) {
        append(contentsOf: [UInt8(value >> 8), UInt8(value & 0xFF)])
    }
}
