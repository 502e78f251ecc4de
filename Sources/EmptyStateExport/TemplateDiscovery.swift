import Foundation

/// Finds the template files under the paths a user names: files as given, folders searched
/// recursively for .yaml, .yml and .json, in a stable order.
public enum TemplateDiscovery {
    public static let extensions: Set<String> = ["yaml", "yml", "json"]

    public static func templates(in paths: [String]) throws -> [String] {
        var found: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw ExportError("\(path): no such file or folder")
            }
            if !isDirectory.boolValue {
                found.append(URL(fileURLWithPath: path).standardizedFileURL.path)
                continue
            }
            let root = URL(fileURLWithPath: path).standardizedFileURL
            guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey],
                                                              options: [.skipsHiddenFiles]) else { continue }
            for case let url as URL in walker where extensions.contains(url.pathExtension.lowercased()) {
                if (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                    found.append(url.standardizedFileURL.path)
                }
            }
        }
        var seen = Set<String>()
        return found.sorted().filter { seen.insert($0).inserted }
    }
}

public struct ExportError: Error, CustomStringConvertible, Sendable {
    public var description: String
    public init(_ description: String) { self.description = description }
}
