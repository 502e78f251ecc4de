import EmptyStateModel
import Foundation

/// The parts of SARIF 2.1.0 (OASIS Static Analysis Results Interchange Format) that a check or
/// an audit fills: what GitHub code scanning reads to show results at their lines in a pull request.
public struct SARIFLog: Encodable, Sendable {
    public static let schema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    public struct Message: Encodable, Equatable, Sendable { public var text: String }
    public struct Rule: Encodable, Equatable, Sendable {
        public var id: String
        public var shortDescription: Message
    }
    public struct Driver: Encodable, Sendable {
        public var name = "emptystate"
        public var version = ToolVersion.number
        public var rules: [Rule]
    }
    public struct Tool: Encodable, Sendable { public var driver: Driver }
    public struct ArtifactLocation: Encodable, Equatable, Sendable { public var uri: String }
    public struct Region: Encodable, Equatable, Sendable { public var startLine: Int }
    public struct PhysicalLocation: Encodable, Equatable, Sendable {
        public var artifactLocation: ArtifactLocation
        public var region: Region
    }
    public struct Location: Encodable, Equatable, Sendable {
        /// A related location's number within its result (SARIF 2.1.0 §3.28.2); nil for a result's own.
        public var id: Int?
        public var physicalLocation: PhysicalLocation
        /// What a related location is about (`button 'Retry' → 'Try Again'`).
        public var message: Message?
    }
    public struct Result: Encodable, Equatable, Sendable {
        public var ruleId: String
        public var level: String
        public var message: Message
        public var locations: [Location]
        /// The pictures (diff, actual, reference) and the screen's id, as repository paths.
        public var properties: [String: String]?
        /// The lines of the other elements that changed, when a screen changed in several.
        public var relatedLocations: [Location]?
    }
    public struct Run: Encodable, Sendable {
        public var tool: Tool
        public var results: [Result]
    }

    public var version = "2.1.0"
    public var runs: [Run]

    enum CodingKeys: String, CodingKey {
        case schema = "$schema"
        case version, runs
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.schema, forKey: .schema)
        try container.encode(version, forKey: .version)
        try container.encode(runs, forKey: .runs)
    }

    public init(results: [Result]) {
        // Only the rules the results use: a rule list is the legend of this run.
        let used = Set(results.map(\.ruleId))
        let rules = SARIFRule.allCases.filter { used.contains($0.rawValue) }.map { Rule(id: $0.rawValue, shortDescription: Message(text: $0.summary)) }
        runs = [Run(tool: Tool(driver: Driver(rules: rules)), results: results)]
    }

    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self) + Data("\n".utf8)
    }
}

/// What a result is about: one rule per kind of failure or finding.
public enum SARIFRule: String, CaseIterable, Sendable {
    case screenChanged = "screen-changed"
    case referenceMissing = "reference-missing"
    case contrast
    case touchTarget = "touch-target"
    case truncated
    case dynamicType = "dynamic-type"
    case missingLabel = "missing-label"
    case templateError = "template-error"

    public var summary: String {
        switch self {
        case .screenChanged: return "The screen differs from its reference PNG."
        case .referenceMissing: return "The screen has no readable reference PNG."
        case .contrast: return "A text or icon is too close in luminance to what is behind it (WCAG 2.2 1.4.3, 1.4.6, 1.4.11)."
        case .touchTarget: return "A button is smaller than 44 × 44 pt."
        case .truncated: return "A text is cut short, clipped, wraps further than in the development language, or has characters no font draws."
        case .dynamicType: return "A text's size ignores the content size category."
        case .missingLabel: return "An image or image-only button has no words for VoiceOver."
        case .templateError: return "The template or source file cannot be read."
        }
    }
}
