import EmptyStateModel
import Foundation

/// `DIR/index.html`: the review page over an export. The page is the same app `emptystate serve`
/// serves (see `GalleryPage`); here its data is the manifest's, inline, so it works from
/// file:// with no server and no network.
public struct Gallery {
    public let manifest: Manifest
    /// The export folder, to find states that came out byte-identical; nil: none are merged.
    public let directory: String?

    public init(manifest: Manifest, directory: String? = nil) {
        self.manifest = manifest
        self.directory = directory
    }

    public func html() -> String {
        GalleryPage.html(data: data())
    }

    /// A screen per PNG, with its appearance and SVG, in the manifest's order.
    public func data() -> GalleryData {
        let outputs = manifest.outputs
        var byFolder: [String: [Manifest.Output]] = [:]
        for output in outputs { byFolder[folderKey(output), default: []].append(output) }
        var screens: [GalleryData.Screen] = []
        for output in outputs where output.format == "png" {
            let size = Self.pixels(device: output.device, scale: output.scale)
            var screen = GalleryData.Screen(id: output.path, template: output.template, variant: output.variant, device: output.device,
                                            scale: output.scale, state: output.state ?? "normal", traits: output.traits,
                                            width: size.width, height: size.height, image: output.path)
            screen.warnings = output.warnings
            screen.accessibility = output.accessibility
            screen.standIns = output.standIns
            let siblings = byFolder[folderKey(output)] ?? []
            if let animated = siblings.first(where: { $0.format == "apng" }) ?? siblings.first(where: { $0.format == "gif" }) {
                screen.appearance = animated.path
                screen.duration = animated.duration
                screen.repeats = animated.repeats
            }
            screen.svg = siblings.first { $0.format == "svg" }?.path
            screen.sameAs = earlierTwin(of: output, among: siblings)
            screens.append(screen)
            // The states that draw this picture (no file of their own) join its card.
            for alike in output.alikeStates ?? [] {
                var twin = screen
                twin.id = (output.path as NSString).deletingLastPathComponent + "/" + alike + OutputPaths.traitsSuffix(ofStill: output.path) + ".png"
                twin.state = alike
                twin.sameAs = output.path
                screens.append(twin)
            }
        }
        var data = GalleryData(live: false, review: false, screens: screens, errors: manifest.errors)
        data.accessibilityAudit = manifest.accessibilityAudit
        return data
    }

    /// A screen's outputs share a folder and traits.
    private func folderKey(_ output: Manifest.Output) -> String {
        let folder = (output.path as NSString).deletingLastPathComponent
        return folder + "|" + (output.traits.map { "\($0.colorScheme) \($0.contentSize) \($0.contrast) \($0.layoutDirection)" } ?? "")
    }

    /// An earlier state whose PNG has the same bytes (the exporter encodes look-alike states once).
    private func earlierTwin(of output: Manifest.Output, among siblings: [Manifest.Output]) -> String? {
        guard let directory else { return nil }
        let stills = siblings.filter { $0.format == "png" }
        guard let index = stills.firstIndex(where: { $0.path == output.path }), index > 0 else { return nil }
        let url = URL(fileURLWithPath: directory + "/" + output.path)
        guard let size = fileSize(url.path) else { return nil }
        for earlier in stills[..<index] where fileSize(directory + "/" + earlier.path) == size {
            // Sizes match rarely unless the bytes do: only then are the files read.
            if let a = try? Data(contentsOf: url), let b = try? Data(contentsOf: URL(fileURLWithPath: directory + "/" + earlier.path)), a == b {
                return earlier.path // the first match is the earliest: the group's own
            }
        }
        return nil
    }

    /// stat, not FileManager's attributes, which look each file's owner up by name (/etc/passwd).
    private func fileSize(_ path: String) -> Int? {
        var info = stat()
        return stat(path, &info) == 0 ? Int(info.st_size) : nil
    }

    /// The pixels of a device name as export files them: a preset, or `WxH` in points.
    static func pixels(device: String, scale: Int) -> (width: Int, height: Int) {
        if let preset = Device.named(device) {
            return (Int((preset.canvas.size.width * Double(scale)).rounded()), Int((preset.canvas.size.height * Double(scale)).rounded()))
        }
        let parts = device.split(separator: "x").compactMap { Double($0) }
        guard parts.count == 2 else { return (0, 0) }
        return (Int((parts[0] * Double(scale)).rounded()), Int((parts[1] * Double(scale)).rounded()))
    }
}
