import EmptyStateRender
import Foundation
import XCTest

typealias RGBA = (r: UInt8, g: UInt8, b: UInt8, a: UInt8)

let white: RGBA = (255, 255, 255, 255)
let red: RGBA = (220, 30, 40, 255)
let blue: RGBA = (0, 0, 255, 255)
let clear: RGBA = (0, 0, 0, 0)

/// A frame of one colour.
func solidFrame(width: Int, height: Int, _ color: RGBA) -> PixelBuffer {
    var rgba = [UInt8]()
    rgba.reserveCapacity(width * height * 4)
    for _ in 0..<(width * height) { rgba += [color.r, color.g, color.b, color.a] }
    return PixelBuffer(width: width, height: height, rgba: rgba)
}

extension PixelBuffer {
    mutating func fill(x: Int, y: Int, width w: Int, height h: Int, _ color: RGBA) {
        for row in y..<(y + h) {
            for column in x..<(x + w) {
                let i = (row * width + column) * 4
                rgba[i] = color.r; rgba[i + 1] = color.g; rgba[i + 2] = color.b; rgba[i + 3] = color.a
            }
        }
    }
}

/// A square moving right by `step` pixels a frame over a plain background.
struct MovingSquare {
    var width = 64, height = 48, side = 8, step = 4, top = 10
    var background = white, color = red

    func x(ofFrame index: Int) -> Int { 2 + index * step }

    func frames(_ count: Int) -> [PixelBuffer] {
        (0..<count).map { index in
            var frame = solidFrame(width: width, height: height, background)
            frame.fill(x: x(ofFrame: index), y: top, width: side, height: side, color)
            return frame
        }
    }

    /// The centre of the square in a frame.
    func center(ofFrame index: Int) -> (x: Int, y: Int) { (x(ofFrame: index) + side / 2, top + side / 2) }
}

/// A temporary folder removed when the test ends.
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("emptystate-encoders-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func write(_ data: Data, _ name: String) throws -> String {
        let file = url.appendingPathComponent(name)
        try data.write(to: file)
        return file.path
    }
}

func XCTAssertEqualRGBA(_ actual: [Int], _ expected: RGBA, _ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(actual, [Int(expected.r), Int(expected.g), Int(expected.b), Int(expected.a)], message, file: file, line: line)
}
