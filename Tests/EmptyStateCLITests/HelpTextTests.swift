import CLITestSupport
import Foundation
import XCTest

/// Help texts are wrapped once, by the parser: a prose line breaks only where the next word
/// would not have fitted on it (no "animation at\ntime 0" from wrapping a wrapped text again).
final class HelpTextTests: XCTestCase {
    func help(_ arguments: [String], columns: Int) throws -> String {
        let process = Process()
        process.executableURL = EmptyStateBinary.url
        process.arguments = arguments + ["--help"]
        process.environment = ProcessInfo.processInfo.environment.merging(["COLUMNS": "\(columns)"]) { $1 }
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    func testProseIsWrappedOnce() throws {
        for command in [[], ["render"], ["export"], ["check"], ["sheet"], ["merge"], ["variants"]] {
            for columns in [80, 120] {
                let text = try help(command, columns: columns)
                // The discussion: between OVERVIEW's paragraph and USAGE.
                guard let end = text.range(of: "\nUSAGE:") else { return XCTFail("no USAGE in \(command) help") }
                let lines = text[..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                for (line, next) in zip(lines, lines.dropFirst())
                where !line.isEmpty && !next.isEmpty && !line.hasPrefix(" ") && !next.hasPrefix(" ") && !line.hasSuffix(":") {
                    let word = next.split(separator: " ").first.map(String.init) ?? ""
                    XCTAssertGreaterThanOrEqual(line.count + 1 + word.count, columns,
                                         "\(command) help at \(columns) columns breaks early: \"\(line)\" / \"\(next)\"")
                }
            }
        }
    }
}
