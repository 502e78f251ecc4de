@testable import EmptyStateSymbols
import XCTest

final class SymbolTemplateErrorTests: XCTestCase {
    typealias F = TemplateFixture

    func error(_ svg: String, file: StaticString = #filePath, line: UInt = #line) -> SymbolTemplateError? {
        do {
            _ = try SymbolTemplate(svg: svg, file: "bad.svg")
            XCTFail("read without an error", file: file, line: line)
        } catch let error as SymbolTemplateError {
            XCTAssertEqual(error.file, "bad.svg", file: file, line: line)
            return error
        } catch {
            XCTFail("\(error)", file: file, line: line)
        }
        return nil
    }

    let square = F.path("M0 -40H20V0H0Z")

    func testNotXML() {
        let failure = error("<svg><g></svg>")
        XCTAssertEqual(failure?.message, "not XML: an end tag does not match the element it closes")
        XCTAssertEqual(failure?.line, 1)
        XCTAssertTrue(failure?.description.hasPrefix("bad.svg:1:") ?? false, failure?.description ?? "")
        XCTAssertEqual(error("")?.message, "not XML: there is no element in it")
        XCTAssertEqual(error("<svg a='1' a='2'/>")?.message, "not XML: an element has the same attribute twice")
    }

    func testNotASymbolTemplate() {
        XCTAssertEqual(error("<html/>")?.message, "not a symbol template: the root element is <html>, not <svg>")
        XCTAssertEqual(error("<svg xmlns=\"http://www.w3.org/2000/svg\"><path d=\"M0 0h1\"/></svg>")?.message,
                       "not a symbol template: there is no group with id \"Symbols\" (the SF Symbols app's templates keep their variants in one)")
        XCTAssertEqual(error("<svg/>")?.description,
                       "bad.svg: not a symbol template: there is no group with id \"Symbols\" (the SF Symbols app's templates keep their variants in one)")
    }

    func testNoVariants() {
        let failure = error(F.document(symbols: ""))
        XCTAssertEqual(failure?.message, "the Symbols group has no variants (groups named like Regular-M: a weight, Ultralight to Black, and a scale, S, M or L)")
        XCTAssertNotNil(failure?.line)
    }

    func testVariantWithoutPaths() {
        XCTAssertEqual(error(F.document(symbols: "<g id=\"Regular-M\"><text>x</text></g>"))?.message, "the variant Regular-M has no paths")
    }

    func testUnknownVariantName() {
        let failure = error(F.document(symbols: "<g id=\"Regular-XL\">\(square)</g>"))
        XCTAssertEqual(failure?.message, "\"Regular-XL\" in the Symbols group is not a variant name: variants are a weight (Ultralight, Thin, Light, Regular, Medium, Semibold, Bold, Heavy, Black) and a scale (S, M, L), like Regular-M")
        XCTAssertNotNil(failure?.line)
        XCTAssertNotNil(failure?.column)
        XCTAssertEqual(failure?.description, "bad.svg:\(failure?.line ?? 0):\(failure?.column ?? 0): \(failure?.message ?? "")")
        XCTAssertEqual(error(F.document(symbols: F.variant("Regular-M", x: 0, square) + F.variant("Regular-M", x: 9, square)))?.message,
                       "the variant Regular-M appears twice")
    }

    func testUnreadablePathData() {
        let body = square + "\n" + F.path("M0 0L5")
        XCTAssertEqual(error(F.document(symbols: F.variant("Regular-M", x: 1000, body)))?.message,
                       "the variant Regular-M, path 2: 'L' expects a number here, found the end at character 7 of the path data")
        let rect = "<rect width=\"wide\" height=\"2\"/>"
        XCTAssertEqual(error(F.document(symbols: F.variant("Bold-S", x: 1000, rect)))?.message,
                       "the variant Bold-S, path 1 (a <rect>): rect: width=\"wide\" is not a number (units other than px are not supported)")
    }

    func testMissingGuides() {
        let svg = F.document(guides: F.guides(scales: ["S"]), symbols: F.variant("Regular-M", x: 1000, square))
        XCTAssertEqual(error(svg)?.message, "the template has M variants but no Baseline-M or Capline-M guide to place them on")
        let onlyBaseline = F.document(guides: "<line id=\"Baseline-L\" x1=\"0\" x2=\"9\" y1=\"1556\" y2=\"1556\"/>",
                                      symbols: F.variant("Black-L", x: 1000, square))
        XCTAssertEqual(error(onlyBaseline)?.message, "the template has L variants but no Capline-L guide to place them on")
        let upsideDown = F.document(guides: "<line id=\"Baseline-L\" y1=\"1000\"/><line id=\"Capline-L\" y1=\"1100\"/>",
                                    symbols: F.variant("Black-L", x: 1000, square))
        XCTAssertEqual(error(upsideDown)?.message, "the Capline-L guide is not above the Baseline-L guide")
    }

    func testTooLarge() {
        let padding = "<!--" + String(repeating: "x", count: 4 << 20) + "-->"
        XCTAssertEqual(error(padding + F.document(symbols: F.variant("Regular-M", x: 0, square)))?.message,
                       "the file is \(padding.utf8.count + F.document(symbols: F.variant("Regular-M", x: 0, square)).utf8.count) bytes; a symbol template is at most 4 MB")
    }

    func testTooManyElements() {
        let many = String(repeating: "<path d=\"M0 0h1\"/>", count: 10_001)
        let failure = error(F.document(symbols: F.variant("Regular-M", x: 0, many)))
        XCTAssertEqual(failure?.message, "the file has more than 10000 elements; symbol templates have a few hundred")
        XCTAssertNotNil(failure?.line)
    }

    func testDeepNesting() {
        let deep = String(repeating: "<g>", count: 300) + square + String(repeating: "</g>", count: 300)
        XCTAssertEqual(error(F.document(symbols: F.variant("Regular-M", x: 0, deep)))?.message,
                       "elements are nested more than 256 deep")
    }

    func testEntitiesAreRefused() {
        let svg = "<?xml version=\"1.0\"?><!DOCTYPE svg [<!ENTITY a \"aaaaaaaaaa\"><!ENTITY b \"&a;&a;&a;&a;\">]><svg>&b;</svg>"
        XCTAssertEqual(error(svg)?.message, "the file declares XML entities, which symbol templates never do")
    }

    func testHugeAndNonNumbers() {
        XCTAssertEqual(error(F.document(symbols: F.variant("Regular-M", x: 0, F.path("M1e400 0L1 1"))))?.message,
                       "the variant Regular-M, path 1: the number 1e400 is out of range at character 2 of the path data")
        let nanTransform = F.document(symbols: "<g id=\"Regular-M\" transform=\"matrix(NaN 0 0 1 0 0)\">\(square)</g>")
        XCTAssertEqual(error(nanTransform)?.message,
                       "<g id=\"Regular-M\"> has a transform that cannot be read: expected ')' to end matrix(…), found 'N'")
        let infiniteGuide = F.document(guides: F.guides(scales: ["S", "L"]) + "<line id=\"Baseline-M\" y1=\"1e999\"/><line id=\"Capline-M\" y1=\"1\"/>",
                                       symbols: F.variant("Regular-S", x: 0, square))
        XCTAssertEqual(error(infiniteGuide)?.message,
                       "the Baseline-M guide cannot be read: line: y1=\"1e999\" is not a number (units other than px are not supported)")
        // A transform that overflows once applied.
        let overflow = F.document(symbols: "<g id=\"Regular-M\" transform=\"scale(1e300)\"><path d=\"M1e300 0h1\"/></g>")
        XCTAssertEqual(error(overflow)?.message, "the variant Regular-M, path 1: its coordinates are out of range once transformed")
    }
}
