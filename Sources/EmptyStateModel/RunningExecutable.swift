import Foundation

/// The running executable's folder, symbolic links resolved: from the kernel, since argv[0] is
/// only a bare name when the tool is found on PATH. What the tool finds beside itself (its data
/// under `../share/emptystate`, `emptystate-swift-reader`) is found from here.
public enum RunningExecutable {
    public static let folder: URL = {
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return URL(fileURLWithPath: path).deletingLastPathComponent()
        }
        let executable = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments.first ?? "")
        return executable.resolvingSymlinksInPath().deletingLastPathComponent()
    }()
}
