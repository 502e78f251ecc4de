import CLITestSupport
import Foundation
import XCTest

/// `make install` as a user runs it: tools/install.sh puts the built binaries (the folder of
/// `EmptyStateBinary.url`), the stand-in symbols, the SF Symbols name list and the licenses under a
/// prefix; the installed tool runs from any folder and finds its data relative to itself;
/// `--uninstall` removes exactly that; a prefix that cannot be written fails in one line, leaving
/// nothing. DIST_BINARIES in the environment overrides the binaries installed (tools/install.sh).
final class InstallTests: XCTestCase {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../..").standardizedFileURL
    static let script = repository.appendingPathComponent("tools/install.sh").path
    static var binDirectory: String { EmptyStateBinary.url.deletingLastPathComponent().path }

    /// A template whose image is an SF Symbol no template or catalog draws: the stand-in set draws it.
    static let symbolTemplate = """
        name: wifi
        style: uikit
        canvas: { device: iphone-15 }
        image: { systemName: wifi.slash }
        text: No Connection
        """

    var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("emptystate-install-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: directory) }

    struct Result { var status: Int32; var stdout: String; var stderr: String }

    /// Runs a program; stdout and stderr are read on their own queues, so neither blocks.
    func run(_ executable: String, _ arguments: [String], environment: [String: String], in folder: URL? = nil) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        if let folder { process.currentDirectoryURL = folder }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        final class Bytes: @unchecked Sendable { var data = Data() }
        let errors = Bytes()
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async { errors.data = err.fileHandleForReading.readDataToEndOfFile(); done.signal() }
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        done.wait()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                      stderr: String(decoding: errors.data, as: UTF8.self))
    }

    /// This process's environment without the EMPTYSTATE_* variables that name data folders.
    static var cleanEnvironment: [String: String] {
        ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("EMPTYSTATE_") }
    }

    func install(_ prefix: String, _ extra: [String] = [], environment: [String: String] = [:]) throws -> Result {
        var env = Self.cleanEnvironment
        env["PREFIX"] = prefix
        env["BIN_DIR"] = Self.binDirectory
        env["DESTDIR"] = nil
        env.merge(environment) { $1 }
        return try run("/bin/bash", [Self.script] + extra, environment: env)
    }

    func contents(_ path: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    }

    /// The binaries install puts in bin/: DIST_BINARIES if set, else both.
    static var binaries: [String] {
        (ProcessInfo.processInfo.environment["DIST_BINARIES"] ?? "emptystate emptystate-swift-reader").split(separator: " ").map(String.init)
    }

    /// Writes the symbol template into a folder of its own, away from the prefix and the repository.
    func elsewhere() throws -> URL {
        let folder = directory.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(Self.symbolTemplate.utf8).write(to: folder.appendingPathComponent("wifi.yaml"))
        return folder
    }

    func isPNG(_ path: String) -> Bool {
        FileManager.default.contents(atPath: path).map { $0.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) } ?? false
    }

    /// The installed stand-in for wifi.slash swapped for another icon: a render that changes with it
    /// read the prefix's copy, not /usr/local/share/emptystate (make setup's, on this machine too).
    func markInstalledStandIn(_ prefix: String) throws {
        let icons = prefix + "/share/emptystate/tabler-icons/outline/"
        try FileManager.default.removeItem(atPath: icons + "wifi-off.svg")
        try FileManager.default.copyItem(atPath: icons + "inbox.svg", toPath: icons + "wifi-off.svg")
    }

    func testInstalledToolRendersASymbolFromAnotherFolderWithItsOwnDataAndUninstallLeavesThePrefixEmpty() throws {
        let prefix = directory.appendingPathComponent("prefix").path
        let installed = try install(prefix)
        XCTAssertEqual(installed.status, 0, installed.stderr)
        for binary in Self.binaries {
            XCTAssertTrue(FileManager.default.isExecutableFile(atPath: prefix + "/bin/" + binary), "bin/\(binary) is not installed")
        }
        for file in ["share/emptystate/tabler-icons/outline/inbox.svg", "share/emptystate/sf-symbol-names/names.txt",
                     "share/emptystate/material-symbols/filled/skillet.svg", "share/doc/emptystate/material-symbols/LICENSE",
                     "share/emptystate/installed-files", "share/doc/emptystate/tabler-icons/LICENSE",
                     "share/doc/emptystate/sf-symbol-names/SOURCE", "share/doc/emptystate/swift/LICENSE.txt"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: prefix + "/" + file), "\(file) is not installed")
        }
        XCTAssertEqual(contents(prefix), ["bin", "share"], "nothing else in the prefix (no staging folder left)")

        let folder = try elsewhere()
        let tool = prefix + "/bin/emptystate"
        let first = try run(tool, ["render", "wifi.yaml", "-o", "first.png"], environment: Self.cleanEnvironment, in: folder)
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertTrue(isPNG(folder.path + "/first.png"), "no PNG from the installed tool: \(first.stderr)")
        XCTAssertTrue(first.stderr.contains("outline/wifi-off"), "drawn with the stand-in icon: \(first.stderr)")

        try markInstalledStandIn(prefix)
        let marked = try run(tool, ["render", "wifi.yaml", "-o", "marked.png"], environment: Self.cleanEnvironment, in: folder)
        XCTAssertEqual(marked.status, 0, marked.stderr)
        XCTAssertNotEqual(FileManager.default.contents(atPath: folder.path + "/first.png"),
                          FileManager.default.contents(atPath: folder.path + "/marked.png"),
                          "the installed tool did not read \(prefix)/share/emptystate/tabler-icons (its own data)")

        let removed = try install(prefix, ["--uninstall"])
        XCTAssertEqual(removed.status, 0, removed.stderr)
        XCTAssertEqual(contents(prefix), [], "uninstall leaves the prefix empty")
    }

    /// Run by name from PATH (argv[0] is then `emptystate`, as in a shell, a Makefile or the
    /// container's ENTRYPOINT), the tool still finds the data beside its own binary.
    func testInstalledToolRunByNameFromPATHFindsItsOwnData() throws {
        let prefix = directory.appendingPathComponent("prefix").path
        let installed = try install(prefix)
        XCTAssertEqual(installed.status, 0, installed.stderr)
        try markInstalledStandIn(prefix)
        let folder = try elsewhere()
        let byPath = try run(prefix + "/bin/emptystate", ["render", "wifi.yaml", "-o", "by-path.png"], environment: Self.cleanEnvironment, in: folder)
        XCTAssertEqual(byPath.status, 0, byPath.stderr)
        var env = Self.cleanEnvironment
        env["PATH"] = prefix + "/bin:" + (env["PATH"] ?? "/usr/bin:/bin")
        let byName = try run("/bin/sh", ["-c", "exec emptystate render wifi.yaml -o by-name.png"], environment: env, in: folder)
        XCTAssertEqual(byName.status, 0, byName.stderr)
        XCTAssertEqual(FileManager.default.contents(atPath: folder.path + "/by-name.png"),
                       FileManager.default.contents(atPath: folder.path + "/by-path.png"),
                       "run as `emptystate` from PATH, the tool did not read \(prefix)/share/emptystate (it looked relative to the current folder?)")
    }

    func testAPrefixThatCannotBeWrittenFailsInOneLineNamingItAndCreatesNothing() throws {
        let file = directory.appendingPathComponent("a-file").path
        try Data("not a folder\n".utf8).write(to: URL(fileURLWithPath: file))
        let prefix = file + "/prefix"
        let before = contents(directory.path)
        let result = try install(prefix)
        XCTAssertNotEqual(result.status, 0)
        let lines = result.stderr.split(separator: "\n")
        XCTAssertEqual(lines.count, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains(prefix), "the error names the prefix: \(result.stderr)")
        XCTAssertEqual(contents(directory.path), before, "nothing created")
        XCTAssertEqual(FileManager.default.contents(atPath: file), Data("not a folder\n".utf8))

        // A read-only file system: root writes anywhere else, so a read-only tmpfs in a mount
        // namespace of its own (gone with the process); skipped where unshare is not allowed.
        let readOnly = directory.appendingPathComponent("read-only").path
        try FileManager.default.createDirectory(atPath: readOnly, withIntermediateDirectories: true)
        var env = Self.cleanEnvironment
        env["PREFIX"] = readOnly + "/prefix"
        env["BIN_DIR"] = Self.binDirectory
        let probe = try run("/usr/bin/unshare", ["-m", "/bin/sh", "-c", "mount -t tmpfs -o ro,size=64k none \"$0\" && exec /bin/bash \"$1\"", readOnly, Self.script], environment: env)
        guard !probe.stderr.contains("unshare failed"), !probe.stderr.contains("mount:"), !probe.stderr.contains("Operation not permitted") else {
            throw XCTSkip("no read-only mount here (\(probe.stderr.trimmingCharacters(in: .whitespacesAndNewlines))); the prefix under a file was checked")
        }
        XCTAssertNotEqual(probe.status, 0)
        XCTAssertEqual(probe.stderr.split(separator: "\n").count, 1, probe.stderr)
        XCTAssertTrue(probe.stderr.contains(readOnly + "/prefix"), "the error names the prefix: \(probe.stderr)")
        XCTAssertEqual(contents(readOnly), [], "nothing created under the mount point")
    }

    func testAMissingBinaryFailsInOneLineNamingItAndCreatesNothing() throws {
        let prefix = directory.appendingPathComponent("prefix").path
        let result = try install(prefix, environment: ["DIST_BINARIES": "emptystate emptystate-no-such-binary"])
        XCTAssertNotEqual(result.status, 0)
        XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains(Self.binDirectory + "/emptystate-no-such-binary"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: prefix))
    }

    /// An installed tree without share/ (and no EMPTYSTATE_* variables, and the system folders
    /// hidden by empty mounts in a mount namespace of its own): the error says where it looked,
    /// beside the binary first.
    func testWithoutItsDataTheErrorNamesTheFoldersSearched() throws {
        let prefix = directory.appendingPathComponent("prefix").path
        let installed = try install(prefix)
        XCTAssertEqual(installed.status, 0, installed.stderr)
        let copy = directory.appendingPathComponent("copy").path
        try FileManager.default.createDirectory(atPath: copy, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: prefix + "/bin", toPath: copy + "/bin")
        XCTAssertFalse(FileManager.default.fileExists(atPath: copy + "/share"))
        let folder = try elsewhere()

        let system = ["/usr/local/share/emptystate", "/usr/share/emptystate"].filter { FileManager.default.fileExists(atPath: $0) }
        let hide = system.map { "mount -t tmpfs -o ro,size=64k none \($0) && " }.joined()
        let result = try run("/usr/bin/unshare", ["-m", "/bin/sh", "-c", hide + "exec \"$0\" render wifi.yaml -o out.png", copy + "/bin/emptystate"],
                             environment: Self.cleanEnvironment, in: folder)
        if result.stderr.contains("unshare failed") || result.stderr.contains("mount:") {
            throw XCTSkip("cannot hide \(system) here: \(result.stderr.trimmingCharacters(in: .whitespacesAndNewlines))")
        }
        XCTAssertNotEqual(result.status, 0, "rendered without the stand-in symbols? \(result.stderr)")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path + "/out.png"))
        for searched in [copy + "/share/emptystate/tabler-icons", "/usr/local/share/emptystate/tabler-icons", "/usr/share/emptystate/tabler-icons"] {
            XCTAssertTrue(result.stderr.contains(searched), "the error does not name \(searched): \(result.stderr)")
        }
    }
}
