import EmptyStateSnapshotTesting
import EmptyStateTesting
import Foundation
import XCTest

/// Traits and locales are parameters of the test API and of the strategy, as devices are.
final class TraitAPITests: XCTestCase {
    var snapshots: String!

    override func setUpWithError() throws {
        snapshots = FileManager.default.temporaryDirectory.appendingPathComponent("emptystate-traits-api-\(UUID().uuidString)").path
        unsetenv("EMPTYSTATE_RECORD")
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(atPath: snapshots) }

    func testTheVerifierRendersATemplateInATraitCollection() throws {
        let verifier = SnapshotVerifier(directory: URL(fileURLWithPath: #filePath).deletingLastPathComponent().path)
        let light = try verifier.render(template: "Fixtures/traits.yaml")
        let dark = try verifier.render(template: "Fixtures/traits.yaml", traits: TraitCollection(colorScheme: .dark, contentSize: .AX3))
        XCTAssertTrue(light.pixel(x: 1, y: 1) == (255, 255, 255, 255))
        XCTAssertTrue(dark.pixel(x: 1, y: 1) == (0, 0, 0, 255), "systemBackground in dark")
        let german = try verifier.render(template: "Fixtures/traits.yaml", traits: TraitCollection(locale: "de"))
        XCTAssertNotEqual(german.rgba, light.rgba, "the German title")
    }

    func testAssertAndExpectTakeTraits() throws {
        let reference = snapshots + "/dark.png"
        setenv("EMPTYSTATE_RECORD", "all", 1)
        let verifier = SnapshotVerifier(directory: URL(fileURLWithPath: #filePath).deletingLastPathComponent().path)
        _ = try verifier.verify(template: "Fixtures/traits.yaml", traits: TraitCollection(colorScheme: .dark), reference: reference)
        unsetenv("EMPTYSTATE_RECORD")
        assertEmptyState(template: "Fixtures/traits.yaml", traits: TraitCollection(colorScheme: .dark), matches: reference)
        let light = try verifier.verify(template: "Fixtures/traits.yaml", reference: reference)
        XCTAssertFalse(light.passed, "light does not match the dark reference")
    }

    func testTheStrategyTakesTraitsOnATemplateSource() throws {
        let source = try TemplateLoader.source(path: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/traits.yaml").path)
        XCTAssertNotNil(verifySnapshot(of: source, as: .emptyState(traits: TraitCollection(colorScheme: .dark, locale: "de")), named: "dark-de",
                                       record: .all, snapshotDirectory: snapshots))
        XCTAssertNil(verifySnapshot(of: source, as: .emptyState(traits: TraitCollection(colorScheme: .dark, locale: "de")), named: "dark-de",
                                    record: .never, snapshotDirectory: snapshots))
        XCTAssertNotNil(verifySnapshot(of: source, as: .emptyState(traits: TraitCollection(colorScheme: .dark)), named: "dark-de",
                                       record: .never, snapshotDirectory: snapshots), "English differs from German")
    }
}
