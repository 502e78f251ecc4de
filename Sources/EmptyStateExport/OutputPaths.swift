import EmptyStateModel
import EmptyStateTraits

/// Where an export puts each file, relative to its folder:
///
///     <template>/<variant>/<device>@<scale>x/<state><traits>.png
///     <template>/<variant>/<device>@<scale>x/resting<traits>.svg
///     <template>/<variant>/<device>@<scale>x/appearance<traits>.apng   (and .gif)
///
/// `variant` is `default` for the base screen; `device` is a preset's name, or `WxH` in points
/// for a canvas that matches none; `<traits>` is empty for the default traits, else the traits
/// that differ (`normal~dark~AX3.png`).
public enum OutputPaths {
    public static func folder(template: String, variant: String, device: String, scale: Int) -> String {
        "\(safe(template))/\(safe(variant))/\(safe(device))@\(scale)x"
    }

    public static func still(template: String, variant: String, device: String, scale: Int, state: ControlState,
                             traits: TraitCollection = .default) -> String {
        still(template: template, variant: variant, device: device, scale: scale, state: ScreenState(state), traits: traits)
    }

    /// `normal.png`, `highlighted.png`…; a secondary or tertiary button's state adds its name:
    /// `secondary-highlighted.png`, `disabled+secondary-highlighted.png`.
    public static func still(template: String, variant: String, device: String, scale: Int, state: ScreenState,
                             traits: TraitCollection = .default) -> String {
        folder(template: template, variant: variant, device: device, scale: scale) + "/\(state.name)\(traits.suffix).png"
    }

    /// `~dark~AX3` of a still's path (`…/iphone-8@2x/normal~dark~AX3.png`); "" for the default traits.
    public static func traitsSuffix(ofStill path: String) -> String {
        let name = path[(path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex)...]
        let stem = name.hasSuffix(".png") ? name.dropLast(4) : name
        return stem.firstIndex(of: "~").map { String(stem[$0...]) } ?? ""
    }

    /// A still's path with its state taken out: `…/iphone-8@2x/normal~dark.png` → `…/iphone-8@2x~dark`,
    /// what the states of one screen share.
    public static func withoutState(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[..<slash]) + traitsSuffix(ofStill: path)
    }

    public static func resting(template: String, variant: String, device: String, scale: Int, traits: TraitCollection = .default) -> String {
        folder(template: template, variant: variant, device: device, scale: scale) + "/resting\(traits.suffix).svg"
    }

    public static func appearance(template: String, variant: String, device: String, scale: Int, format: ExportFormat,
                                  traits: TraitCollection = .default) -> String {
        folder(template: template, variant: variant, device: device, scale: scale) + "/appearance\(traits.suffix).\(format.rawValue)"
    }

    /// The device name a canvas is filed under.
    public static func deviceName(for size: Size) -> String {
        Device.all.first { $0.canvas.size == size }?.name ?? "\(format(size.width))x\(format(size.height))"
    }

    static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    /// Names become single path components.
    static func safe(_ name: String) -> String {
        let cleaned = name.map { $0 == "/" || $0 == "\\" || $0 == "\0" ? "_" : $0 }
        let text = String(cleaned)
        return text == "." || text == ".." || text.isEmpty ? "_" : text
    }
}
