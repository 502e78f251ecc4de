import EmptyStateModel
import EmptyStateSymbols
import EmptyStateTraits
import Foundation
import Yams

/// `emptystate.yaml`: what every template below its folder shares, so that a team says it once
/// (Apple's own defaults waived, the devices it ships on, its traits, symbols, fonts and the
/// iOS deployment target). A
/// template's own keys win: its `traits:` axes over the project's, its `canvas:` over the
/// project's `devices:`; waivers, symbol folders and fonts add up, the template's first.
public struct ProjectFile: @unchecked Sendable {
    public static let name = "emptystate.yaml"
    static let keys = ["accessibilityWaivers", "devices", "traits", "symbols", "fonts", "deploymentTarget"]

    public let path: String
    let traitAxes: TraitAxes
    let waivers: [ConditionalWaiver]
    let symbolFolders: [String]
    let fonts: [String]
    let deploymentTarget: OSVersion?
    /// Device presets a template without a `canvas:` is drawn on when the command names none.
    public let devices: [String]

    init(path: String) throws {
        self.path = path
        let data = try BoundedFile.readTemplate(path, limit: TemplateLimits.fileBytes, what: "the project file")
        guard let text = String(data: data, encoding: .utf8), !text.utf8.contains(0) else {
            throw TemplateError(file: path, message: "is not a text file (not UTF-8)")
        }
        let node = try TemplateLoader.composed(text, path: path)
        let reader = NodeReader(file: path)
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().standardizedFileURL.path
        let decoder = ScreenDecoder(reader: reader, directory: directory)
        var axes = TraitAxes(), waivers: [ConditionalWaiver] = [], symbols: [String] = [], fonts: [String] = [], devices: [String] = []
        var target: OSVersion?
        if let node, !reader.isNull(node) {
            for (key, _, value) in try reader.mapping(node, known: Self.keys, what: "the project file") {
                switch key {
                case "traits": axes = try decoder.traitAxes(value)
                case "accessibilityWaivers": waivers = try decoder.waivers(value)
                case "symbols": symbols = try decoder.symbolFolders(value)
                case "fonts": fonts = try decoder.fontFiles(value)
                case "deploymentTarget": target = try decoder.deploymentTarget(value)
                default: devices = try Self.devices(value, reader: reader)
                }
            }
        }
        (traitAxes, self.waivers, symbolFolders, self.fonts, self.devices) = (axes, waivers, symbols, fonts, devices)
        deploymentTarget = target
    }

    /// `devices: iphone-se` or `devices: [iphone-se, ipad]`: presets, each checked.
    static func devices(_ node: Node, reader: NodeReader) throws -> [String] {
        let items: [Node]
        if case .sequence = node { items = try reader.sequence(node, what: "devices", limit: 32) } else { items = [node] }
        return try items.map { item in
            let name = try reader.string(item, what: "devices")
            do { _ = try Device.preset(named: name) } catch { throw reader.error("devices: \(error)", at: item) }
            return name
        }
    }
}

extension ProjectFile {
    /// The project file that holds for a file in `directory`: the nearest `emptystate.yaml` in it
    /// or a folder above it, up to the repository's root (the folder with `.git`).
    public static func governing(directory: String) throws -> ProjectFile? {
        var folder = URL(fileURLWithPath: directory).standardizedFileURL
        while true {
            let candidate = folder.appendingPathComponent(name).path
            if FileManager.default.fileExists(atPath: candidate) { return try loaded(candidate) }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path || FileManager.default.fileExists(atPath: folder.appendingPathComponent(".git").path) { return nil }
            folder = parent
        }
    }

    /// Read once per version of the file (its size and modification time), so that `serve`
    /// sees an edit and a batch of templates reads it once.
    static func loaded(_ path: String) throws -> ProjectFile {
        var info = stat()
        let stamp = stat(path, &info) == 0 ? "\(info.st_size):\(info.st_mtim.tv_sec):\(info.st_mtim.tv_nsec)" : ""
        return try memo.value(path + "\u{0}" + stamp) { try ProjectFile(path: path) }
    }

    private static let memo = ProjectFileMemo()
}

/// Decoded project files, and the errors of broken ones, by path and version.
final class ProjectFileMemo: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [String: Result<ProjectFile, Error>] = [:]

    func value(_ key: String, _ make: () throws -> ProjectFile) throws -> ProjectFile {
        lock.lock()
        if let known = results[key] { lock.unlock(); return try known.get() }
        lock.unlock()
        let result = Result { try make() }
        lock.lock()
        if results.count > 64 { results.removeAll() }
        results[key] = result
        lock.unlock()
        return try result.get()
    }
}
