/// What the app passes when it makes an enum case that carries values (`.other("The language
/// model is currently unavailable.")`), by the case's name: a switch that binds the values
/// (`case .other(let message): return message`) shows them where the app makes the case in one
/// way only. Made in two ways, or with a value only the run time knows, it is `various`.
public enum CasePayload: Hashable, Sendable, Codable {
    case sole([AppTexts.Text])
    case various

    /// Two files' (or two places') payloads of one case name.
    public func merged(with other: CasePayload) -> CasePayload { self == other ? self : .various }
}

extension AppTexts {
    /// Another file's payloads added to these.
    public mutating func merge(casePayloadsOf other: [String: CasePayload]) {
        casePayloads.merge(other) { $0.merged(with: $1) }
    }
}
