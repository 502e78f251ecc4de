/// What the app passes when it makes an enum case that carries values (`.other("The language
/// model is currently unavailable.")`), by the case's name: a switch that binds the values
/// (`case .other(let message): return message`) shows them, one screen (or variant) per way the
/// app makes the case. Made only with values the run time knows, it is `various`.
public enum CasePayload: Hashable, Sendable, Codable {
    /// Made in one way, each value known.
    case sole([AppTexts.Text])
    /// Made in several ways whose values are known (TrafficVienna's `.failed(String(localized: "No
    /// live data for this station."))` and another text), in the order met; `unknownToo`: made
    /// besides with a value only the run time knows (`.failed(error.monitorDisplayMessage)`).
    case several([[AppTexts.Text]], unknownToo: Bool)
    case various

    /// At most this many ways are drawn; more are the run time's.
    public static let limit = 6

    /// The ways known, and whether the run time makes others.
    public var makings: (known: [[AppTexts.Text]], unknownToo: Bool) {
        switch self {
        case let .sole(texts): return ([texts], false)
        case let .several(list, unknownToo): return (list, unknownToo)
        case .various: return ([], true)
        }
    }

    /// Two files' (or two places') payloads of one case name.
    public func merged(with other: CasePayload) -> CasePayload {
        guard self != other else { return self }
        var known = makings.known
        for making in other.makings.known where !known.contains(making) { known.append(making) }
        let unknownToo = makings.unknownToo || other.makings.unknownToo
        if known.isEmpty || known.count > Self.limit { return .various }
        if known.count == 1, !unknownToo { return .sole(known[0]) }
        return .several(known, unknownToo: unknownToo)
    }
}

extension AppTexts {
    /// Another file's payloads added to these.
    public mutating func merge(casePayloadsOf other: [String: CasePayload]) {
        casePayloads.merge(other) { $0.merged(with: $1) }
    }
}
