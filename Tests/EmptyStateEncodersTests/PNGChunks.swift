import CZlib
import Foundation
import XCTest

/// A PNG file read chunk by chunk, independently of the encoder's own chunk writer.
struct PNGChunk {
    var type: String
    var data: [UInt8]
    var crcMatches: Bool

    func uint32(at offset: Int) -> UInt32 {
        data[offset..<(offset + 4)].reduce(0) { $0 << 8 | UInt32($1) }
    }

    func uint16(at offset: Int) -> UInt16 {
        UInt16(data[offset]) << 8 | UInt16(data[offset + 1])
    }
}

/// fcTL's fields (APNG specification, "fcTL: The Frame Control Chunk").
struct FrameControl: Equatable {
    var sequence: UInt32, width: UInt32, height: UInt32, x: UInt32, y: UInt32
    var delayNumerator: UInt16, delayDenominator: UInt16
    var dispose: UInt8, blend: UInt8

    init(_ chunk: PNGChunk) {
        sequence = chunk.uint32(at: 0); width = chunk.uint32(at: 4); height = chunk.uint32(at: 8)
        x = chunk.uint32(at: 12); y = chunk.uint32(at: 16)
        delayNumerator = chunk.uint16(at: 20); delayDenominator = chunk.uint16(at: 22)
        dispose = chunk.data[24]; blend = chunk.data[25]
    }
}

func readPNGChunks(_ data: Data, file: StaticString = #filePath, line: UInt = #line) throws -> [PNGChunk] {
    let bytes = [UInt8](data)
    XCTAssertEqual(Array(bytes.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "PNG signature", file: file, line: line)
    var chunks = [PNGChunk](), offset = 8
    while offset < bytes.count {
        guard offset + 12 <= bytes.count else { throw CocoaError(.fileReadCorruptFile) }
        let length = Int(bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | UInt32($1) })
        guard offset + 12 + length <= bytes.count else { throw CocoaError(.fileReadCorruptFile) }
        let typeAndData = Array(bytes[(offset + 4)..<(offset + 8 + length)])
        let stored = bytes[(offset + 8 + length)..<(offset + 12 + length)].reduce(0) { $0 << 8 | UInt32($1) }
        chunks.append(PNGChunk(type: String(decoding: typeAndData.prefix(4), as: UTF8.self),
                               data: Array(typeAndData.dropFirst(4)), crcMatches: referenceCRC32(typeAndData) == stored))
        offset += 12 + length
    }
    return chunks
}

/// CRC-32 as the PNG specification's sample code computes it, bit by bit, so the test does not
/// trust the same zlib call the encoder makes.
func referenceCRC32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
        crc ^= UInt32(byte)
        for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
    }
    return crc ^ 0xFFFF_FFFF
}

/// The uncompressed scanlines of an IDAT or fdAT payload.
func inflate(_ compressed: [UInt8], expectedSize: Int) throws -> [UInt8] {
    var output = [UInt8](repeating: 0, count: expectedSize)
    var length = uLong(expectedSize)
    let status = output.withUnsafeMutableBufferPointer { out in
        compressed.withUnsafeBufferPointer { uncompress(out.baseAddress, &length, $0.baseAddress, uLong($0.count)) }
    }
    guard status == Z_OK, Int(length) == expectedSize else {
        XCTFail("zlib: status \(status), \(length) bytes instead of \(expectedSize)")
        throw CocoaError(.fileReadCorruptFile)
    }
    return output
}
