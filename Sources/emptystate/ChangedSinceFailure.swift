import ArgumentParser
import EmptyStateExport

/// `--changed-since` that git cannot answer (outside a repository, a revision it does not know)
/// is bad input in every command that takes it: one line and exit 2, whatever the command's
/// other errors exit with (`export`'s exit 1).
func exitingTwoOnChangedSinceFailure<T>(_ work: () throws -> T) throws -> T {
    do {
        return try work()
    } catch let error as ChangedSinceError {
        printError("error: \(error)")
        throw ExitCode(2)
    }
}
