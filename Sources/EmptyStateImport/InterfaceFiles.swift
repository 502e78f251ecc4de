import Foundation

/// The storyboards and xibs of an app folder, walked as the source walk does (build and
/// dependency folders skipped, at most `SourceFiles.maximumEntries` entries).
enum InterfaceFiles {
    /// Each `.storyboard` or `.xib` under `root`, in name order per folder, until `visit` says
    /// stop; false when the folder has more entries than are walked.
    @discardableResult
    static func each(under root: String, _ visit: (_ path: String, _ name: String) -> Bool) -> Bool {
        var folders = [root]
        var entries = 0
        while let folder = folders.popLast() {
            for child in ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted() where !child.hasPrefix(".") {
                entries += 1
                if entries > SourceFiles.maximumEntries { return false }
                let path = folder + "/" + child
                var info = stat()
                guard lstat(path, &info) == 0 else { continue }
                if info.st_mode & S_IFMT == S_IFDIR {
                    if !SourceFiles.skippedFolders.contains(child) { folders.append(path) }
                } else if child.hasSuffix(".storyboard") || child.hasSuffix(".xib") {
                    if !visit(path, child) { return true }
                }
            }
        }
        return true
    }
}
