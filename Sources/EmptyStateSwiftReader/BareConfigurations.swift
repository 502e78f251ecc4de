import EmptyStateModel
import EmptyStateSourceReading

/// `UIContentUnavailableView(configuration: .empty())` made before its content is known
/// (`private var contentUnavailableView = { … }()`, hidden) and given its configurations later
/// by the type's own code: the bare `.empty()` draws nothing, so beside the type's other screens
/// it is none.
enum BareConfigurations {
    static let drawingKeys: Set<String> = ["title", "description", "image", "button", "buttons", "variants", "query", "customView"]

    static func dropped(_ screens: [FoundScreen]) -> [FoundScreen] {
        let bare = screens.indices.filter { isBare(screens[$0]) }
        guard !bare.isEmpty else { return screens }
        let drawing = Set(screens.filter { $0.kind == .uikit && !isBare($0) }.compactMap(\.typeName))
        let dropped = Set(bare.filter { screens[$0].typeName.map(drawing.contains) ?? false })
        return screens.indices.filter { !dropped.contains($0) }.map { screens[$0] }
    }

    /// A UIKit configuration of the `.empty()` preset that sets nothing drawn.
    static func isBare(_ screen: FoundScreen) -> Bool {
        guard screen.kind == .uikit, case let .map(entries) = screen.template,
              entries.contains(where: { $0.key == "preset" && $0.value == .string("empty") }) else { return false }
        return !entries.contains { drawingKeys.contains($0.key) }
    }
}
