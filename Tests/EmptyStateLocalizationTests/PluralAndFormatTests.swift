@testable import EmptyStateLocalization
import XCTest

final class PluralAndFormatTests: XCTestCase {
    func testEnglishAndRussianPluralsFor1And5() {
        XCTAssertEqual(PluralRules.category(of: 1, language: "en"), .one)
        XCTAssertEqual(PluralRules.category(of: 5, language: "en"), .other)
        XCTAssertEqual(PluralRules.category(of: 1, language: "ru"), .one)
        XCTAssertEqual(PluralRules.category(of: 5, language: "ru"), .many)
        XCTAssertEqual(PluralRules.category(of: 3, language: "ru"), .few)
        XCTAssertEqual(PluralRules.category(of: 21, language: "ru"), .one)
        XCTAssertEqual(PluralRules.category(of: 11, language: "ru"), .many)
        XCTAssertEqual(PluralRules.category(of: 0, language: "ar"), .zero)
        XCTAssertEqual(PluralRules.category(of: 2, language: "ar"), .two)
        XCTAssertEqual(PluralRules.category(of: 105, language: "ar"), .few)
        XCTAssertEqual(PluralRules.category(of: 11, language: "ar"), .many)
        XCTAssertEqual(PluralRules.category(of: 0, language: "fr"), .one)
        XCTAssertEqual(PluralRules.category(of: 7, language: "ja"), .other)
        XCTAssertEqual(PluralRules.category(of: 22, language: "pl"), .few)
        XCTAssertEqual(PluralRules.category(of: 25, language: "pl"), .many)
    }

    func testFormatsTakeTheirArgumentsByTypeAndPosition() throws {
        XCTAssertEqual(try FormatString("%lld new messages").formatted(with: [.integer(3)]), "3 new messages")
        XCTAssertEqual(try FormatString("%2$@ sent %1$lld").formatted(with: [.integer(2), .string("Ana")]), "Ana sent 2")
        XCTAssertEqual(try FormatString("100%% of %.1f").formatted(with: [.number(2.26)]), "100% of 2.3")
        XCTAssertThrowsError(try FormatString("%lld items").formatted(with: [.string("three")])) {
            XCTAssertEqual("\($0)", "argument 1 is 'three' but %d takes a whole number")
        }
        XCTAssertThrowsError(try FormatString("%@ and %@").formatted(with: [.string("a")])) {
            XCTAssertEqual("\($0)", "the format '%@ and %@' takes 2 arguments, but args gives 1")
        }
        XCTAssertThrowsError(try FormatString("%@").formatted(with: [.integer(1)])) {
            XCTAssertTrue("\($0)".contains("%@ takes a string"))
        }
    }

    /// `import` writes `⟨statusCode⟩` for a number only the app's run time has: it fills a `%d`
    /// as written, and a plural takes its general form; any other string still is an error.
    func testAPlaceholderFillsANumberSpecifierAndPicksThePluralsGeneralForm() throws {
        XCTAssertEqual(try FormatString("The server returned an error (%d).").formatted(with: [.string("⟨statusCode⟩")]),
                       "The server returned an error (⟨statusCode⟩).")
        XCTAssertEqual(try FormatString("%.1f km").formatted(with: [.string("⟨distance⟩")]), "⟨distance⟩ km")
        XCTAssertThrowsError(try FormatString("%d items").formatted(with: [.string("⟨⟩")]))
        let forms: [PluralCategory: LocalizedValue] = [.one: .format("%d item"), .other: .format("%d items")]
        XCTAssertEqual(try LocalizedValue.form(forms, argument: 0, arguments: [.string("⟨count⟩")], language: "en"), .format("%d items"))
        XCTAssertThrowsError(try LocalizedValue.form(forms, argument: 0, arguments: [.string("three")], language: "en"))
        XCTAssertEqual(try LocalizedValue.plural(argument: nil, forms).resolved(with: [.string("⟨count⟩")], language: "en"), "⟨count⟩ items")
    }

    func testLocaleIdentifiers() {
        XCTAssertEqual(LocaleIdentifier("de_DE")?.identifier, "de-DE")
        XCTAssertEqual(LocaleIdentifier("zh-hant")?.identifier, "zh-Hant")
        XCTAssertEqual(LocaleIdentifier("zh-Hant")?.textLanguage, "zh-tw")
        XCTAssertEqual(LocaleIdentifier("zh-Hans")?.textLanguage, "zh-cn")
        XCTAssertEqual(LocaleIdentifier("pt-BR")?.fallbacks, ["pt-BR", "pt"])
        XCTAssertEqual(LocaleIdentifier("ar")?.isRightToLeft, true)
        XCTAssertEqual(LocaleIdentifier("ar-XB")?.isRightToLeft, true)
        XCTAssertEqual(LocaleIdentifier("en-xa")?.pseudo, .accented)
        XCTAssertNil(LocaleIdentifier("xx"))
        XCTAssertNil(LocaleIdentifier("english"))
        XCTAssertNil(LocaleIdentifier("de-"))
    }

    func testPseudoLocales() {
        let accented = PseudoLocalizer.transform("No Messages", .accented)
        XCTAssertTrue(accented.hasPrefix("[Ñö Ṁéššåĝéš"), accented)
        XCTAssertTrue(accented.hasSuffix("]"))
        XCTAssertGreaterThanOrEqual(Double(accented.count), Double("No Messages".count) * 1.4)
        XCTAssertEqual(PseudoLocalizer.transform("Hi", .doubleLength), "Hi Hi")
        XCTAssertEqual(PseudoLocalizer.transform("Hi", .bounded), "⟦Hi⟧")
        XCTAssertEqual(PseudoLocalizer.transform("Hi", .rightToLeft), "\u{200F}\u{202E}Hi\u{202C}\u{200F}")
    }
}
