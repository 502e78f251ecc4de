import Foundation
import XCTest

/// What Python's Pillow, a standard independent decoder, reads from an image file.
struct PillowReport: Decodable {
    struct Frame: Decodable {
        /// Milliseconds, as Pillow reports it.
        var duration: Double?
        /// RGBA of the sampled points, after Pillow composed the frame onto the previous ones.
        var pixels: [[Int]]
    }

    var format: String
    var isAnimated: Bool
    var frameCount: Int
    var size: [Int]
    var loop: Int?
    var frames: [Frame]

    enum CodingKeys: String, CodingKey {
        case format, size, loop, frames
        case isAnimated = "is_animated"
        case frameCount = "n_frames"
    }

    var totalDuration: Double { frames.reduce(0) { $0 + ($1.duration ?? 0) } }
}

enum Pillow {
    private static let script = """
    import json, sys
    from PIL import Image
    path, points = sys.argv[1], json.loads(sys.argv[2])
    image = Image.open(path)
    report = {"format": image.format, "is_animated": bool(getattr(image, "is_animated", False)),
              "n_frames": getattr(image, "n_frames", 1), "size": list(image.size), "frames": []}
    for index in range(report["n_frames"]):
        image.seek(index)
        rgba = image.convert("RGBA")
        report["frames"].append({"duration": image.info.get("duration"),
                                 "pixels": [list(rgba.getpixel((x, y))) for x, y in points]})
    report["loop"] = image.info.get("loop")
    print(json.dumps(report))
    """

    /// Decodes `path` with Pillow, sampling `points` (x, y) in every frame; skips the test when
    /// python3 or Pillow is missing.
    static func read(_ path: String, points: [(x: Int, y: Int)]) throws -> PillowReport {
        guard isInstalled else {
            throw XCTSkip("python3 with Pillow is not installed (apt-get install python3-pil): skipping decoding by a standard decoder")
        }
        let pointsJSON = "[" + points.map { "[\($0.x), \($0.y)]" }.joined(separator: ",") + "]"
        let result = try run(["-c", script, path, pointsJSON])
        guard result.status == 0 else {
            XCTFail("Pillow could not read \(path): \(result.error)")
            throw CocoaError(.fileReadCorruptFile)
        }
        return try JSONDecoder().decode(PillowReport.self, from: result.output)
    }

    private static var isInstalled: Bool { python != nil }

    /// The first python3 that has Pillow: the one on PATH (a pyenv or venv may shadow Debian's),
    /// then Debian's own, where `make setup` installs python3-pil.
    private static let python: [String]? = [["/usr/bin/env", "python3"], ["/usr/bin/python3"]].first { command in
        (try? run(["-c", "import PIL"], with: command))?.status == 0
    }

    private static func run(_ arguments: [String], with command: [String]? = nil) throws -> (status: Int32, output: Data, error: String) {
        guard let command = command ?? python else { throw XCTSkip("python3 with Pillow is not installed") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst()) + arguments
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // Read before waiting, or a large output would fill the pipe and block python.
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, outputData, String(decoding: errorData, as: UTF8.self))
    }
}
