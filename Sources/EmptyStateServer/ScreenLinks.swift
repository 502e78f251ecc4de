import EmptyStateExport
import Foundation

/// The URLs of a screen on the server, as the page and other tools use them; each carries the
/// input fingerprint, so a changed input is a new URL (and browsers may cache the old forever).
enum ScreenLinks {
    static func query(_ screen: CatalogScreen, scale: Int? = nil, fingerprint: String) -> String {
        var items: [(String, String)] = [
            ("variant", screen.variant), ("state", screen.state), ("device", screen.device), ("scale", String(scale ?? screen.scale)),
            ("color-scheme", screen.traits.colorScheme), ("content-size", screen.traits.contentSize),
            ("contrast", screen.traits.contrast), ("layout-direction", screen.traits.layoutDirection), ("v", fingerprint),
        ]
        if let locale = screen.traits.locale { items.insert(("locale", locale), at: items.count - 1) }
        return items.map { "\($0.0)=\(encode($0.1))" }.joined(separator: "&")
    }

    static func render(_ screen: CatalogScreen, format: String, scale: Int? = nil, fingerprint: String) -> String {
        "render/\(encode(screen.template)).\(format)?" + query(screen, scale: scale, fingerprint: fingerprint)
    }

    static func path(_ id: String) -> String {
        id.split(separator: "/", omittingEmptySubsequences: false).map { encode(String($0)) }.joined(separator: "/")
    }

    static func encode(_ text: String) -> String {
        let allowed = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~@")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
    }
}
