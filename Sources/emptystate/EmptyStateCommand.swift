import ArgumentParser

@main
struct EmptyStateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "emptystate",
        abstract: "Renders DZNEmptyDataSet empty-state screens from templates to PNG and SVG.",
        discussion: """
        A template is a YAML (or JSON) file describing one EmptyDataSetView: image, title,
        description, button, background, spacing. See README.md for the format.

        Example:
          emptystate render Templates/no-messages.yaml -o Output/no-messages.png
        """,
        version: "0.1.0",
        subcommands: [Render.self, Export.self, Check.self, Sheet.self, Merge.self, Variants.self, Serve.self]
    )
}
