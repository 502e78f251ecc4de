import Foundation

/// Folders for outputs, made with mkdir(2) so that every problem reads as
/// `PATH: cannot write (reason)` in plain words, never as a Foundation error code.
public enum OutputFolder {
    /// Makes `folder` and its parents; `output` is the file the error names (the folder itself
    /// when nil).
    public static func make(_ folder: String, for output: String? = nil) throws {
        let named = output ?? folder
        var info = stat()
        if stat(folder, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFDIR else { throw notAFolder(folder, for: named) }
            return
        }
        let parent = OutputFile.parent(of: folder)
        if parent != folder { try make(parent, for: named) }
        if mkdir(folder, 0o777) != 0, errno != EEXIST {
            throw OutputFile.cannotWrite(named, OutputFile.plainReason(errno))
        }
        guard stat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { throw notAFolder(folder, for: named) }
    }

    private static func notAFolder(_ folder: String, for output: String) -> EncodeError {
        OutputFile.cannotWrite(output, folder == output ? "it is a file, not a folder" : "\(folder) is a file, not a folder")
    }

    /// `folder` must exist as a folder for `output` to be written in it.
    static func requireFolder(_ folder: String, for output: String) throws {
        var info = stat()
        guard stat(folder, &info) == 0 else {
            let code = errno
            if code == ENOTDIR { throw OutputFile.cannotWrite(output, "\(nearestFile(above: folder) ?? folder) is a file, not a folder") }
            if code == ENOENT {
                if let file = nearestFile(above: folder) { throw OutputFile.cannotWrite(output, "\(file) is a file, not a folder") }
                throw OutputFile.cannotWrite(output, "the folder \(folder) does not exist")
            }
            throw OutputFile.cannotWrite(output, OutputFile.plainReason(code))
        }
        guard info.st_mode & S_IFMT == S_IFDIR else { throw OutputFile.cannotWrite(output, "\(folder) is a file, not a folder") }
    }

    /// The first ancestor of `path` (itself included) that exists and is not a folder.
    private static func nearestFile(above path: String) -> String? {
        var current = path
        while true {
            var info = stat()
            if stat(current, &info) == 0 { return info.st_mode & S_IFMT == S_IFDIR ? nil : current }
            let parent = OutputFile.parent(of: current)
            if parent == current { return nil }
            current = parent
        }
    }
}
