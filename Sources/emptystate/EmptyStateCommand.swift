import ArgumentParser
import Foundation
import EmptyStateModel
import EmptyStateRender

@main
struct EmptyStateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "emptystate",
        abstract: "Renders iOS empty-state screens (DZNEmptyDataSet, UIKit, SwiftUI) to PNG, SVG and animations.",
        discussion: """
        A template (YAML or JSON) describes one empty state: DZNEmptyDataSet's EmptyDataSetView, UIKit's UIContentUnavailableConfiguration or SwiftUI's ContentUnavailableView. `import` reads them from an app's Swift and Objective-C code instead. Every command renders them as iOS lays them out, on any device, in light and dark, at any Dynamic Type size and locale.

        Start here:
          emptystate render Templates/no-messages.yaml -o no-messages.png
          emptystate export Templates --out Output
          emptystate check Templates --reference Tests/References
          emptystate serve Templates
          emptystate import App/ --out Imported

        Documentation: README.md and docs/ (docs/command-line.md for every option).
        """,
        version: ToolVersion.number,
        subcommands: [Render.self, Layout.self, Export.self, Check.self, Audit.self, Sheet.self, Merge.self, Variants.self, Serve.self, Import.self, Symbols.self]
    )

    // `serve` is asynchronous, so the root is too; `--record` is expanded before parsing.
    static func main() async {
        let arguments = RecordArgument.expanded(Array(CommandLine.arguments.dropFirst()))
        if let message = UnknownCommand.message(for: arguments, commands: configuration.subcommands.map { $0._commandName }) {
            printError("error: \(message)")
            Foundation.exit(ExitCode.validationFailure.rawValue)
        }
        // Commands that render start what every render needs; batches also open librsvg (most
        // templates have SVG art; a single screen may have none, and would wait for it at exit).
        if let command = arguments.first, ["render", "layout", "export", "check", "audit", "sheet", "serve"].contains(command) {
            RenderWarmUp.begin(openingLibrsvg: !["render", "layout"].contains(command))
        }
        do {
            var command = try parseAsRoot(arguments)
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            exitReporting(error)
        }
    }

    /// As ArgumentParser's `exit(withError:)`, but an error reads `error: …` as every other
    /// error line of the tool does (ArgumentParser spells it `Error:`).
    static func exitReporting(_ error: Error) -> Never {
        let code = exitCode(for: error)
        let text = fullMessage(for: error)
        if code == .success {
            if !text.isEmpty { print(text) }
        } else if !text.isEmpty {
            printError(text.hasPrefix("Error: ") ? "error: " + text.dropFirst("Error: ".count) : text)
        }
        Foundation.exit(code.rawValue)
    }
}

/// `check --record` with no mode records everything, as swift-snapshot-testing's `record: true`
/// does; swift-argument-parser has no options with an optional value, so the mode is filled in
/// before parsing.
enum RecordArgument {
    static let modes: Set<String> = ["missing", "failed", "all", "never"]

    static func expanded(_ arguments: [String]) -> [String] {
        var result: [String] = []
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            result.append(argument)
            if argument == "--" { result += arguments[(index + 1)...]; break }
            if argument == "--record", index + 1 == arguments.endIndex || Self.startsAnotherArgument(arguments[index + 1]) {
                result.append("all")
            }
            index += 1
        }
        return result
    }

    /// What follows a bare `--record`: another option, or a template path that exists. A word
    /// that is neither (`--record bogus`) is left as the mode, for validation to name the modes.
    static func startsAnotherArgument(_ next: String) -> Bool {
        if modes.contains(next) { return false }
        return next.hasPrefix("-") || FileManager.default.fileExists(atPath: next)
    }
}
