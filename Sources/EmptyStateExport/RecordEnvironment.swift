import Foundation

extension RecordMode {
    /// The variable that re-records a whole run: `EMPTYSTATE_RECORD=all|missing|failed|never`.
    public static let environmentVariable = "EMPTYSTATE_RECORD"

    /// The record mode the environment asks for, or nil when it asks for none. `EMPTYSTATE_RECORD`
    /// first, then swift-snapshot-testing's `SNAPSHOT_TESTING_RECORD` (same values), so one
    /// variable re-records both kinds of snapshot in a run.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment,
                                       names: [String] = [environmentVariable, "SNAPSHOT_TESTING_RECORD"]) throws -> RecordMode? {
        for name in names {
            guard let value = environment[name]?.trimmingCharacters(in: .whitespaces), !value.isEmpty else { continue }
            guard let mode = RecordMode(rawValue: value.lowercased()) else {
                throw RecordModeError("\(name)='\(value)' must be all, missing, failed or never")
            }
            return mode
        }
        return nil
    }
}

/// A record mode that is not one of the four.
public struct RecordModeError: Error, CustomStringConvertible, Sendable {
    public var description: String
    public init(_ description: String) { self.description = description }
}
