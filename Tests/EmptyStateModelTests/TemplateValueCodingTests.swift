import EmptyStateModel
import Foundation
import XCTest

/// Templates cross from `emptystate-swift-reader` to the tool as JSON: nothing may change on
/// the way, the order of a map's keys least of all (it is the order a template is written in).
final class TemplateValueCodingTests: XCTestCase {
    func testEveryKindOfValueComesBackAsItWent() throws {
        let value = TemplateValue.map([
            TemplateEntry("title", .string("Keine Nachrichten")),
            TemplateEntry("spacing", .number(11.5)),
            TemplateEntry("fade_in", .bool(false)),
            TemplateEntry("tint", .null),
            TemplateEntry("buttons", .list([.map([TemplateEntry("state", .string("normal")), TemplateEntry("alpha", .number(1))]), .string("1")])),
            TemplateEntry("zeta", .string("z")), TemplateEntry("alpha", .string("a")),
        ])
        let back = try JSONDecoder().decode(TemplateValue.self, from: JSONEncoder().encode(value))
        XCTAssertEqual(back, value)
        guard case let .map(entries) = back else { return XCTFail("not a map") }
        XCTAssertEqual(entries.map(\.key), ["title", "spacing", "fade_in", "tint", "buttons", "zeta", "alpha"])
    }

    func testAnImportedScreenComesBackAsItWent() throws {
        let screen = ImportedScreen(name: "InboxView", file: "/app/Inbox.swift", line: 4, column: 9, kind: .swiftui, caseName: "empty",
                                    template: .map([TemplateEntry("title", .string("⟨viewModel.title⟩"))]), warnings: ["/app/Inbox.swift:4:9: title: not a literal"])
        XCTAssertEqual(try JSONDecoder().decode(ImportedScreen.self, from: JSONEncoder().encode(screen)), screen)
    }

    /// `animation.repeatCount = MAXFLOAT` is read as forever: infinity crosses as a word, not as
    /// a file whose screens are lost (OneLittleThing, round thirty-seven).
    func testANumberJSONHasNoWordForComesBackAsItWent() throws {
        let value = TemplateValue.map([TemplateEntry("repeatCount", .number(.infinity)), TemplateEntry("from", .number(-.infinity)),
                                       TemplateEntry("label", .string("inf"))])
        XCTAssertEqual(try JSONDecoder().decode(TemplateValue.self, from: JSONEncoder().encode(value)), value)
    }
}
