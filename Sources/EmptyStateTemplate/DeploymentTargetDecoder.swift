import EmptyStateSymbols
import Yams

/// `deploymentTarget: 16.0`: the oldest iOS the app runs on, as Xcode's iOS Deployment Target
/// (in a template or the project file). A symbol name newer than it is a warning: on that iOS,
/// `UIImage(systemName:)` returns nil and the screen shows no image.
extension ScreenDecoder {
    func deploymentTarget(_ node: Node) throws -> OSVersion {
        let text = try reader.string(node, what: "deploymentTarget")
        guard let version = OSVersion(text.hasPrefix("iOS ") ? String(text.dropFirst(4)) : text), (2...99).contains(version.parts[0]) else {
            throw reader.error("deploymentTarget: \(reader.quote(text)) is not an iOS version (such as 16.0 or 17.4)", at: node)
        }
        return version
    }
}

extension TraitEnvironment {
    /// The warning for a symbol name iOS does not have at the deployment target; nil when it has
    /// it, or when the release of the name or the target is unknown.
    func deploymentNote(for name: String) -> String? {
        guard let target = deploymentTarget, let list = symbols.nameList, let release = list.release(of: name), target < release.iOS else { return nil }
        var note = "symbol '\(name)' is new in \(release), later than the deployment target iOS \(target): "
            + "before iOS \(release.iOS) UIImage(systemName:) returns nil and the screen shows no image"
        if let former = list.formerNames(of: name).first(where: { list.release(of: $0).map { $0.iOS <= target } ?? false }) {
            note += "; its name before \(release.release) is '\(former)'"
        }
        return note
    }
}
