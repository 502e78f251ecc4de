@testable import EmptyStateServer
import Foundation
import XCTest

/// The rules every path from a request goes through.
final class PathSafetyTests: ServeTestCase {
    func testOnlyPlainRelativePathsInsideTheRoot() throws {
        try write("refs/a/b.png", "png")
        try write("outside/secret.png", "secret")
        try FileManager.default.createSymbolicLink(atPath: path("refs/link"), withDestinationPath: path("outside"))
        let root = path("refs")
        XCTAssertNotNil(PathSafety.existing("a/b.png", under: root))
        for refused in ["../outside/secret.png", "a/../../outside/secret.png", "/etc/passwd", "a//b.png", "./a/b.png", "a/b.png\0",
                        "a\\b.png", "link/secret.png", ""] {
            XCTAssertNil(PathSafety.existing(refused, under: root), refused)
            XCTAssertFalse(PathSafety.writable(refused, under: root), refused)
        }
        XCTAssertTrue(PathSafety.writable("new/folder/c.png", under: root), "folders that do not exist yet")
        XCTAssertTrue(PathSafety.writable("x/y.png", under: path("not-made-yet")), "a reference folder not made yet")
        try FileManager.default.createSymbolicLink(atPath: path("refs/a/evil.png"), withDestinationPath: path("outside/secret.png"))
        XCTAssertFalse(PathSafety.writable("a/evil.png", under: root), "a symbolic link in a reference's place")
    }

    func testTheWatcherSeesEditsRenamesAndNewFiles() throws {
        let file = try write("templates/t.yaml", "title: A\n")
        let watcher = FileWatcher(interval: 1) { _ in }
        watcher.watch([file, path("templates")])
        XCTAssertEqual(watcher.poll(), [])
        try Data("title: B\n".utf8).write(to: URL(fileURLWithPath: file))
        XCTAssertEqual(watcher.poll(), [file], "an edit in place")
        // An editor's save: a new file renamed over the old one.
        try write("templates/t.yaml.tmp", "title: A\n")
        XCTAssertEqual(rename(path("templates/t.yaml.tmp"), file), 0)
        XCTAssertEqual(watcher.poll(), [file, path("templates")], "a save by rename: the file and its folder")
        try FileManager.default.removeItem(atPath: file)
        XCTAssertEqual(watcher.poll(), [file, path("templates")], "a deletion")
    }
}
