import ArgumentParser
import EmptyStateEncoders
import EmptyStateImport
import EmptyStateRender
import EmptyStateTemplate
import Foundation

/// A one-line error for the user; ArgumentParser prints it as `Error: ...` and exits 1.
struct CLIError: Error, CustomStringConvertible {
    let description: String
    init(_ message: String) { description = message }
}

func printError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}

/// Runs a command's work, turning the stages' errors into one line naming the template.
func withOneLineErrors(template: String, _ work: () throws -> Void) throws {
    do {
        try work()
    } catch let error as TemplateError {
        throw CLIError(error.description)
    } catch let error as ImportError {
        throw CLIError(error.description)
    } catch let error as RenderError {
        throw CLIError("\(template): \(error.message)")
    } catch let error as EncodeError {
        throw CLIError(error.message)
    }
}
