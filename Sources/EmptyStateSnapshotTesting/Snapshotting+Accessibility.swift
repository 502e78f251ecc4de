import EmptyStateExport
import EmptyStateModel
import EmptyStateTemplate
import EmptyStateTesting
import Foundation
import SnapshotTesting

extension Snapshotting where Value == TemplateSource, Format == String {
    /// The screen's accessibility review as text, one finding a line (`contrast: description
    /// #8E8E93 on #FFFFFF is 3.26:1, needs 4.5:1`, waived ones with their reason), recorded and
    /// compared as swift-snapshot-testing's `.lines` does: a test fails, with a diff of the lines,
    /// when a change adds, removes or alters a finding.
    ///
    ///     assertSnapshot(of: try TemplateLoader.source(path: path), as: .accessibility(traits: .init(colorScheme: .dark)))
    public static func accessibility(traits: TraitCollection = .default, variant: String? = nil, device: String? = nil, scale: Int? = nil,
                                     state: ControlState = .normal) -> Snapshotting {
        var request = ScreenRequest()
        request.variant = variant ?? "default"
        request.device = device
        request.scale = scale
        request.state = ScreenState(state)
        return SimplySnapshotting.lines.pullback { source in
            request.traits = source.traitCollections(asked: TraitAxes(exactly: traits))[0]
            do {
                let findings = try ScreenRequest.findings(of: [request], source: source)[0]
                return findings.isEmpty ? "no findings\n" : findings.map(\.description).joined(separator: "\n") + "\n"
            } catch {
                return "cannot be reviewed: \(error)\n"
            }
        }
    }
}
