import Foundation

/// The `emptystate` executable SwiftPM built beside the test bundle, for tests that run it as a
/// user would.
public enum EmptyStateBinary {
    public static let url: URL = {
        let candidates = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
            + Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
        for directory in candidates {
            let url = directory.appendingPathComponent("emptystate")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return URL(fileURLWithPath: ".build/debug/emptystate")
    }()
}
