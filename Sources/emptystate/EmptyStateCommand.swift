import ArgumentParser
import EmptyStateModel
import EmptyStateRender

@main
struct EmptyStateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "emptystate",
        abstract: "Renders DZNEmptyDataSet empty-state screens from templates to PNG and SVG.",
        discussion: """
        A template is a YAML (or JSON) file describing one EmptyDataSetView: image, title, description, button, background, spacing. See README.md for the format.

        Example:
          emptystate render Templates/no-messages.yaml -o Output/no-messages.png
        """,
        version: ToolVersion.number,
        subcommands: [Render.self, Layout.self, Export.self, Check.self, Audit.self, Sheet.self, Merge.self, Variants.self, Serve.self, Import.self, Symbols.self]
    )

    // `serve` is asynchronous, so the root is too; `--record` is expanded before parsing.
    static func main() async {
        let arguments = Array(CommandLine.arguments.dropFirst())
        // Commands that render start what every render needs; batches also open librsvg (most
        // templates have SVG art; a single screen may have none, and would wait for it at exit).
        if let command = arguments.first, ["render", "layout", "export", "check", "audit", "sheet", "serve"].contains(command) {
            RenderWarmUp.begin(openingLibrsvg: !["render", "layout"].contains(command))
        }
        await main(RecordArgument.expanded(arguments))
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
            if argument == "--record", index + 1 == arguments.endIndex || !modes.contains(arguments[index + 1]) {
                result.append("all")
            }
            index += 1
        }
        return result
    }
}
