import EmptyStateModel
import EmptyStateSourceReading

/// `UIContentUnavailableView(configuration: .empty())` made before its content is known
/// (`private var contentUnavailableView = { … }()`, hidden) and given its configurations later
/// by the type's own code: the bare `.empty()` draws nothing, so beside the type's other screens
/// it is none.
enum BareConfigurations {
    static let drawingKeys: Set<String> = ["title", "description", "image", "button", "buttons", "variants", "query", "customView"]

    static func dropped(_ screens: [FoundScreen]) -> [FoundScreen] {
        let bare = screens.map(isBare)
        guard bare.contains(true) else { return screens }
        let drawing = Set(zip(screens, bare).filter { screen, isBare in screen.kind == .uikit && !isBare }.compactMap(\.0.typeName))
        return zip(screens, bare).filter { screen, isBare in !isBare || !(screen.typeName.map(drawing.contains) ?? false) }.map(\.0)
    }

    /// A UIKit configuration of the `.empty()` preset that sets nothing drawn.
    static func isBare(_ screen: FoundScreen) -> Bool {
        guard screen.kind == .uikit, case let .map(entries) = screen.template,
              entries.contains(where: { $0.key == "preset" && $0.value == .string("empty") }) else { return false }
        return !entries.contains { drawingKeys.contains($0.key) }
    }
}
