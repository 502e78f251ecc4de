import EmptyStateSourceReading
import Foundation

/// Whether a storyboard or xib of an app connects an outlet by a name: Interface Builder can set
/// a table's `emptyDataSetSource` to a controller with no line of code.
enum InterfaceOutlets {
    /// `files`' apps (the folder above each holding its project, package or `.git`), walked
    /// for `.storyboard` and `.xib` files that name `name`.
    static func name(_ name: [UInt8], inAppsOf files: [String]) -> Bool {
        let roots = Set(files.map { SourceFiles.appRoot(of: $0) ?? ($0 as NSString).deletingLastPathComponent })
        var entries = 0
        for root in roots.sorted() {
            var folders = [root]
            while let folder = folders.popLast() {
                for child in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where !child.hasPrefix(".") {
                    entries += 1
                    // Too large to look through: taken as naming it (the screens stay).
                    if entries > SourceFiles.maximumEntries { return true }
                    let path = folder + "/" + child
                    var info = stat()
                    guard lstat(path, &info) == 0 else { continue }
                    if info.st_mode & S_IFMT == S_IFDIR {
                        if !SourceFiles.skippedFolders.contains(child) { folders.append(path) }
                    } else if child.hasSuffix(".storyboard") || child.hasSuffix(".xib"), AppImport.mentions(path, [name]) {
                        return true
                    }
                }
            }
        }
        return false
    }
}
