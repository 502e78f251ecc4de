import ArgumentParser
import Foundation

/// A one-line error for the user; ArgumentParser prints it as `Error: ...` and exits 1.
struct CLIError: Error, CustomStringConvertible {
    let description: String
    init(_ message: String) { description = message }
}

func printError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}
