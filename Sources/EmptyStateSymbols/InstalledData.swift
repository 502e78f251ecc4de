import EmptyStateModel
import Foundation

/// Where an installed data set (the stand-in icons, the SF Symbols name list) is looked for, in
/// order: the folder an environment variable names; `../share/emptystate/NAME` beside the
/// running executable (an installed prefix, an unpacked archive, the container); then where
/// `make setup` and a packager put it.
enum InstalledData {
    static func folders(_ name: String, variable: String, environment: [String: String]) -> [String] {
        var folders: [String] = []
        if let named = environment[variable], !named.isEmpty { folders.append(named) }
        folders.append(RunningExecutable.folder.appendingPathComponent("../share/emptystate/" + name).standardizedFileURL.path)
        for prefix in ["/usr/local/share/emptystate/", "/usr/share/emptystate/"] where !folders.contains(prefix + name) {
            folders.append(prefix + name)
        }
        return folders
    }

    /// "(looked in A, B, C)": for the error that says a set is missing.
    static func lookedIn(_ folders: [String]) -> String { "looked in " + folders.joined(separator: ", ") }
}
