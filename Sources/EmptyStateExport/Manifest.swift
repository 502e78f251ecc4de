import EmptyStateAccessibility
import EmptyStateTraits
import Foundation

/// `DIR/manifest.json`: every file an export wrote and every template it could not, so other
/// tools can consume an export. Paths are relative to DIR.
public struct Manifest: Codable, Equatable, Sendable {
    public struct Output: Codable, Equatable, Sendable {
        public var template: String
        public var variant: String
        public var state: String?
        public var device: String
        public var scale: Int
        public var format: String
        public var path: String
        /// The traits it was rendered with (absent in manifests of earlier versions).
        public var traits: OutputTraits?
        /// What did not fit (`truncated: …`, `overflow: …`), absent when everything did.
        public var warnings: [String]?
        /// Of an appearance (APNG, GIF): its length in seconds, and whether it repeats forever.
        public var duration: Double?
        public var repeats: Bool?
        /// What the accessibility review found on a still (absent: nothing, or not reviewed).
        public var accessibility: [AccessibilityFinding]?
        /// Symbols drawn with a stand-in, not Apple's artwork (absent: none).
        public var standIns: [String]? = nil
        /// Of a still: the other button states that draw exactly this picture, which have no
        /// file of their own (absent: none; a screen without a button has only `normal`).
        public var alikeStates: [String]? = nil
    }

    /// An output's traits by their command-line names.
    public struct OutputTraits: Codable, Equatable, Sendable {
        public var colorScheme: String
        public var contentSize: String
        public var contrast: String
        public var layoutDirection: String
        /// The locale of its strings; absent: the template's development language.
        public var locale: String?

        public init(_ traits: TraitCollection) {
            locale = traits.locale
            colorScheme = traits.colorScheme.rawValue
            contentSize = traits.contentSize.rawValue
            contrast = traits.contrast.rawValue
            layoutDirection = traits.layoutDirection.rawValue
        }

        /// How the gallery names them: only what differs from the defaults.
        public var label: String {
            let defaults = OutputTraits(.default)
            var parts: [String] = []
            if let locale { parts.append(locale) }
            if colorScheme != defaults.colorScheme { parts.append(colorScheme) }
            if contentSize != defaults.contentSize { parts.append(contentSize) }
            if contrast != defaults.contrast { parts.append("\(contrast) contrast") }
            if layoutDirection != defaults.layoutDirection { parts.append(layoutDirection) }
            return parts.joined(separator: " · ")
        }
    }

    public struct Failure: Codable, Equatable, Sendable {
        public var template: String
        public var file: String
        public var message: String

        public init(template: String, file: String, message: String) {
            self.template = template; self.file = file; self.message = message
        }
    }

    public var outputs: [Output] = []
    public var errors: [Failure] = []
    /// What rendered but deserves a look: missing translations, truncated or clipped text.
    public var warnings: [Warning]? = nil

    public struct Warning: Codable, Equatable, Sendable {
        public var template: String
        public var message: String
    }
    public var shard: String?
    /// Whether the stills were reviewed for accessibility (absent in manifests of earlier versions).
    public var accessibilityAudit: Bool?

    public init(outputs: [Output] = [], errors: [Failure] = [], shard: String? = nil) {
        self.outputs = outputs; self.errors = errors; self.shard = shard
    }

    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }

    public static func read(_ path: String) throws -> Manifest {
        guard let data = FileManager.default.contents(atPath: path) else { throw ExportError("\(path): cannot read") }
        do { return try JSONDecoder().decode(Manifest.self, from: data) } catch {
            throw ExportError("\(path): not an emptystate manifest (not JSON, or not the manifest's fields)")
        }
    }

    /// Shards' manifests as one, in a stable order.
    public static func merged(_ parts: [Manifest]) -> Manifest {
        var merged = Manifest(outputs: parts.flatMap(\.outputs).sorted { $0.path < $1.path },
                              errors: parts.flatMap(\.errors).sorted { $0.file < $1.file })
        let warnings = parts.flatMap { $0.warnings ?? [] }
        merged.warnings = warnings.isEmpty ? nil : warnings
        merged.accessibilityAudit = parts.allSatisfy { $0.accessibilityAudit == true } ? true : nil
        return merged
    }

    /// The file name a shard writes its manifest to, so that shards gathered into one folder
    /// do not overwrite each other.
    public static func fileName(for shard: Shard) -> String {
        shard == .whole ? "manifest.json" : "manifest.shard-\(shard.index)-of-\(shard.count).json"
    }
}
