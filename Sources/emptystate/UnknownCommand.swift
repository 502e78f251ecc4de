import EmptyStateModel

/// A first word that is no subcommand (`emptystate rendr x`): ArgumentParser would call it an
/// unexpected argument; this names the command meant.
enum UnknownCommand {
    static func message(for arguments: [String], commands: [String]) -> String? {
        guard let word = arguments.first, !word.hasPrefix("-"), word != "help", !commands.contains(word) else { return nil }
        let hint = NearestName.suggestion(for: word, among: commands).map { "did you mean '\($0)'? Commands: " } ?? "commands: "
        return "'\(word)' is not a command; \(hint)\(commands.joined(separator: ", "))"
    }
}
