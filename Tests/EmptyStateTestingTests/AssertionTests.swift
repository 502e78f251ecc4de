import EmptyStateTesting
import Foundation
import XCTest

/// The test API as a user's package calls it: one import, relative paths from this file's
/// folder, exact comparison, records and diffs where the README says.
final class AssertionTests: XCTestCase {
    var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("emptystate-api-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        unsetenv("EMPTYSTATE_RECORD")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
        unsetenv("EMPTYSTATE_RECORD")
    }

    static let testFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path
    static let packageRoot = URL(fileURLWithPath: testFolder).deletingLastPathComponent().deletingLastPathComponent().path

    func view(_ title: String, background: Color = .white) -> EmptyDataSetView {
        var view = EmptyDataSetView()
        view.backgroundColor = background
        view.title = StyledText(text: title, color: .black)
        return view
    }

    var small: Canvas { Canvas(size: Size(width: 120, height: 80), scale: 1) }

    func testTheVerifierRecordsThenMatchesThenCatchesAChange() throws {
        let reference = directory.appendingPathComponent("refs/title.png").path
        let verifier = SnapshotVerifier()
        let first = try verifier.verify(view("Hello"), canvas: small, reference: reference)
        XCTAssertFalse(first.passed, "recording fails once, so a new reference is noticed")
        XCTAssertEqual(first.message, "recorded the reference \(reference); run again to compare with it")
        XCTAssertTrue(try verifier.verify(view("Hello"), canvas: small, reference: reference).passed)
        let changed = try verifier.verify(view("Hello!"), canvas: small, reference: reference)
        XCTAssertFalse(changed.passed)
        XCTAssertTrue(FileManager.default.fileExists(atPath: try XCTUnwrap(changed.diffPath)))
        XCTAssertFalse(try SnapshotVerifier(record: .never).verify(view("Hi"), reference: directory.appendingPathComponent("none.png").path).passed)
    }

    func testExactByDefault() throws {
        // The case: the whole background from #F2F2F7 to #D9D9DE.
        let reference = directory.appendingPathComponent("grouped.png").path
        let grouped = Color(red: 0xF2 / 255.0, green: 0xF2 / 255.0, blue: 0xF7 / 255.0)
        let darker = Color(red: 0xD9 / 255.0, green: 0xD9 / 255.0, blue: 0xDE / 255.0)
        _ = try SnapshotVerifier(record: .all).verify(view("Hi", background: grouped), canvas: small, reference: reference)
        let exact = try SnapshotVerifier().verify(view("Hi", background: darker), canvas: small, reference: reference)
        XCTAssertFalse(exact.passed)
        XCTAssertTrue(exact.message!.contains("9600 of 9600 pixels differ") || exact.message!.contains("pixels differ"), exact.message!)
        let loose = SnapshotVerifier(tolerance: Tolerance(perceptualPrecision: 0.5))
        XCTAssertTrue(try loose.verify(view("Hi", background: darker), canvas: small, reference: reference).passed)
        XCTAssertTrue(try SnapshotVerifier(tolerance: Tolerance(precision: 0)).verify(view("Hi", background: darker), canvas: small, reference: reference).passed)
        XCTAssertThrowsError(try SnapshotVerifier(tolerance: Tolerance(perceptualPrecision: 1.5)).verify(view("Hi"), canvas: small, reference: reference)) { error in
            XCTAssertEqual("\(error)", "tolerance: perceptualPrecision must be between 0 and 1")
        }
    }

    func testARenderErrorRecordsNothing() throws {
        var broken = view("Hi")
        broken.image = ImageSpec(name: "no-such-image", directory: directory.path)
        let reference = directory.appendingPathComponent("broken.png").path
        XCTAssertThrowsError(try SnapshotVerifier().verify(broken, canvas: small, reference: reference)) { error in
            XCTAssertEqual("\(error)", "\(self.directory.path)/no-such-image: image not found (looked for .png, .svg, .jpg, with @1x and other scales)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: reference))
    }

    func testDiffsGoUnderBuildNamedInTheMessageAndGoAwayOnAPass() throws {
        let reference = directory.appendingPathComponent("hello.png").path
        let verifier = SnapshotVerifier(directory: Self.testFolder)
        _ = try SnapshotVerifier(record: .all).verify(view("Hello"), canvas: small, reference: reference)
        let failed = try verifier.verify(view("Bye"), canvas: small, reference: reference)
        let diff = try XCTUnwrap(failed.diffPath)
        XCTAssertTrue(diff.hasPrefix(Self.packageRoot + "/.build/emptystate-diffs/"), diff)
        XCTAssertTrue(diff.hasSuffix("/hello.diff.png"), diff)
        XCTAssertTrue(failed.message!.hasSuffix("reference | actual | difference: \(diff)"), failed.message!)
        XCTAssertFalse(failed.message!.contains("\n"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: diff))
        XCTAssertTrue(try verifier.verify(view("Hello"), canvas: small, reference: reference).passed)
        XCTAssertFalse(FileManager.default.fileExists(atPath: diff), "a passing screen removes its stale diff")
        XCTAssertFalse(FileManager.default.fileExists(atPath: try XCTUnwrap(failed.actualPath)))

        let elsewhere = SnapshotVerifier(directory: Self.testFolder, diffDirectory: directory.appendingPathComponent("diffs").path)
        let moved = try elsewhere.verify(view("Bye"), canvas: small, reference: reference)
        XCTAssertTrue(moved.diffPath!.hasPrefix(directory.appendingPathComponent("diffs").path + "/"), moved.diffPath!)
    }

    func testTheEnvironmentReRecords() throws {
        let reference = directory.appendingPathComponent("env.png").path
        _ = try SnapshotVerifier(record: .all).verify(view("One"), canvas: small, reference: reference)
        setenv("EMPTYSTATE_RECORD", "failed", 1)
        let recorded = try SnapshotVerifier().verify(view("Two"), canvas: small, reference: reference)
        XCTAssertTrue(recorded.message!.hasPrefix("the screen differed from \(reference) and was recorded anew"), recorded.message!)
        unsetenv("EMPTYSTATE_RECORD")
        XCTAssertTrue(try SnapshotVerifier().verify(view("Two"), canvas: small, reference: reference).passed)
        setenv("EMPTYSTATE_RECORD", "never", 1)
        XCTAssertFalse(try SnapshotVerifier().verify(view("Two"), canvas: small, reference: reference + ".missing.png").passed)
        XCTAssertFalse(FileManager.default.fileExists(atPath: reference + ".missing.png"))
        setenv("EMPTYSTATE_RECORD", "sometimes", 1)
        XCTAssertThrowsError(try SnapshotVerifier().verify(view("Two"), canvas: small, reference: reference)) { error in
            XCTAssertEqual("\(error)", "EMPTYSTATE_RECORD='sometimes' must be all, missing, failed or never")
        }
        XCTAssertEqual(try SnapshotVerifier(record: .never).verify(view("Two"), canvas: small, reference: reference).passed, true,
                       "an explicit mode wins over the environment")
        // swift-snapshot-testing's variable, when ours is not set.
        unsetenv("EMPTYSTATE_RECORD")
        setenv("SNAPSHOT_TESTING_RECORD", "all", 1)
        defer { unsetenv("SNAPSHOT_TESTING_RECORD") }
        let all = try SnapshotVerifier().verify(view("Two"), canvas: small, reference: reference)
        XCTAssertEqual(all.message, "recorded the reference \(reference); run again to compare with it")
    }

    func testRelativePathsAreTakenFromTheTestFilesFolder() throws {
        // The template, its image and the reference, all relative to this file; run from anywhere.
        let previous = FileManager.default.currentDirectoryPath
        _ = FileManager.default.changeCurrentDirectoryPath(directory.path)
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        assertEmptyState(template: "Fixtures/screen.yaml", matches: "__Snapshots__/fixture.png", record: .never)
        assertEmptyState(template: "Fixtures/screen.yaml", variant: "dark", matches: "__Snapshots__/fixture-dark.png", record: .never)
        var built = view("Built in code")
        built.image = ImageSpec(name: "Fixtures/dot")   // no directory: this file's folder
        assertEmptyState(built, canvas: small, matches: "__Snapshots__/built.png", record: .never)
    }

    func testImagesAndFontsFromBundlesAndMemory() throws {
        let verifier = SnapshotVerifier(directory: Self.testFolder)
        var fromFile = view("Dot")
        fromFile.image = ImageSpec(name: "Fixtures/dot")
        var fromBundle = view("Dot")
        fromBundle.image = ImageSpec(name: "Fixtures/dot", bundle: .module)
        var fromData = view("Dot")
        fromData.image = ImageSpec(data: try Data(contentsOf: URL(fileURLWithPath: Self.testFolder + "/Fixtures/dot.svg")))
        let expected = try verifier.render(Screen(view: fromFile, canvas: small))
        XCTAssertEqual(expected.pixel(x: 60, y: 20).r, 255, "the red dot is drawn")
        XCTAssertEqual(try verifier.render(Screen(view: fromBundle, canvas: small)), expected)
        XCTAssertEqual(try verifier.render(Screen(view: fromData, canvas: small)), expected)

        // A font the screen brings as bytes in memory (DejaVu Serif is not among the renderer's own).
        var serif = view("Serif")
        serif.title?.font = FontSpec(name: "DejaVuSerif", size: 20)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf"))
        let reference = directory.appendingPathComponent("serif.png").path
        _ = try SnapshotVerifier(record: .all).verify(serif, canvas: small, fonts: [.data(bytes)], reference: reference)
        XCTAssertTrue(try verifier.verify(serif, canvas: small, fonts: [.file("/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf")], reference: reference).passed)
        let fallen = try verifier.verify(serif, canvas: small, reference: reference)
        XCTAssertFalse(fallen.passed, "without the font the title falls back")
        XCTAssertEqual(fallen.warnings, ["font 'DejaVuSerif' is not installed, not in the font map and not among the template's fonts: the title is drawn in the label's own font, system 27 pt, as on iOS"])
        XCTAssertThrowsError(try SnapshotVerifier(strictFonts: true).verify(serif, canvas: small, reference: reference)) { error in
            XCTAssertTrue("\(error)".hasPrefix("font 'DejaVuSerif' is not installed"), "\(error)")
        }
    }

    func testTheWholeScreenIsAParameter() throws {
        let verifier = SnapshotVerifier(directory: Self.testFolder)
        let atRest = try verifier.render(template: "Fixtures/screen.yaml")
        let appearing = try verifier.render(template: "Fixtures/screen.yaml", time: 0)
        XCTAssertEqual(atRest.pixel(x: 60, y: 66).r, 255, "the dot")
        XCTAssertEqual(appearing.pixel(x: 60, y: 66).r, 0xF2, "at t = 0 only the background shows")
        XCTAssertEqual(try verifier.render(template: "Fixtures/screen.yaml", scale: 2).width, 240)
        XCTAssertEqual(try verifier.render(template: "Fixtures/screen.yaml", device: "iphone-se").width, 640)
        XCTAssertEqual(try verifier.render(template: "Fixtures/screen.yaml", variant: "dark").pixel(x: 1, y: 1).r, 0x1C)
        XCTAssertThrowsError(try verifier.render(template: "Fixtures/screen.yaml", variant: "light")) { error in
            XCTAssertTrue("\(error)".hasSuffix("screen.yaml: no variant 'light'; it has: default, dark"), "\(error)")
        }
    }
}
