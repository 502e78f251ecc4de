import EmptyStateEncoders
import EmptyStateRender
import Foundation
import XCTest

final class PNGRoundTripTests: XCTestCase {
    func gradient(width: Int, height: Int) -> PixelBuffer {
        var rgba = [UInt8]()
        for y in 0..<height {
            for x in 0..<width { rgba += [UInt8(x & 255), UInt8(y & 255), UInt8((x ^ y) & 255), UInt8((x + y) & 255)] }
        }
        return PixelBuffer(width: width, height: height, rgba: rgba)
    }

    func testEveryLevelAndFilterRoundTripsExactly() throws {
        let pixels = gradient(width: 37, height: 23)
        for (level, filters) in [(1, PNGEncoder.noFilter), (6, PNGEncoder.allFilters), (9, PNGEncoder.noFilter), (0, PNGEncoder.allFilters)] {
            let data = try PNGEncoder(compressionLevel: Int32(level), filters: filters).encode(pixels)
            XCTAssertEqual(try PNGDecoder().decode(data), pixels, "level \(level)")
        }
    }

    func testTheOutputIsDeterministicAndHasNoTimestamp() throws {
        let pixels = gradient(width: 16, height: 16)
        let a = try PNGEncoder().encode(pixels), b = try PNGEncoder().encode(pixels)
        XCTAssertEqual(a, b)
        XCTAssertNil(a.range(of: Data("tIME".utf8)))
    }

    func testGarbageIsNotAPNG() {
        XCTAssertThrowsError(try PNGDecoder().decode(Data("hello".utf8))) { error in
            XCTAssertTrue("\(error)".hasPrefix("not a readable PNG"), "\(error)")
        }
        XCTAssertThrowsError(try PNGEncoder().encode(PixelBuffer(width: 0, height: 0, rgba: [])))
    }

    func testAnAtomicWriteLeavesNoTemporaryFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("emptystate-out-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("a.png").path
        try OutputFile.write(Data([1, 2, 3]), to: target)
        try OutputFile.write(Data([4, 5]), to: target)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: target)), Data([4, 5]))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["a.png"])
        XCTAssertThrowsError(try OutputFile.write(Data(), to: directory.appendingPathComponent("no/such/dir.png").path))
    }
}
