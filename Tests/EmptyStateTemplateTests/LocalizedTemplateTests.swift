import EmptyStateModel
import EmptyStateTemplate
import EmptyStateTraits
import Foundation
import XCTest

/// Texts by key, resolved for a locale as iOS resolves them, with every fallback reported.
final class LocalizedTemplateTests: XCTestCase {
    var folder: String!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("emptystate-l10n-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/ru.lproj", withIntermediateDirectories: true)
        try Data(Self.catalog.utf8).write(to: URL(fileURLWithPath: folder + "/Localizable.xcstrings"))
        try Data("\"files\" = \"Файлы\";\n".utf8).write(to: URL(fileURLWithPath: folder + "/ru.lproj/Localizable.strings"))
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(atPath: folder) }

    static let catalog = """
    { "sourceLanguage": "en", "version": "1.0", "strings": {
      "title": { "localizations": {
        "en": { "stringUnit": { "state": "translated", "value": "No Messages" } },
        "de": { "stringUnit": { "state": "translated", "value": "Keine Nachrichten" } } } },
      "count": { "localizations": {
        "en": { "variations": { "plural": {
          "one": { "stringUnit": { "state": "translated", "value": "%lld file" } },
          "other": { "stringUnit": { "state": "translated", "value": "%lld files" } } } } },
        "ru": { "variations": { "plural": {
          "one": { "stringUnit": { "state": "translated", "value": "%lld файл" } },
          "few": { "stringUnit": { "state": "translated", "value": "%lld файла" } },
          "many": { "stringUnit": { "state": "translated", "value": "%lld файлов" } },
          "other": { "stringUnit": { "state": "translated", "value": "%lld файла" } } } } } } }
    } }
    """

    func load(_ yaml: String, locale: String? = nil, direction: LayoutDirection = .leftToRight) throws -> Template {
        let path = folder + "/t.yaml"
        try Data(("strings: [Localizable.xcstrings, ru.lproj]\n" + yaml).utf8).write(to: URL(fileURLWithPath: path))
        return try TemplateLoader.load(path: path, traits: TraitCollection(layoutDirection: direction, locale: locale))
    }

    func title(_ yaml: String, _ locale: String?) throws -> String? { try load(yaml, locale: locale).base.view.title?.text }

    /// `table:` picks the file a key is looked up in when two tables hold it; a table that does
    /// not hold it (or none) falls back to every table, as before; a table without a key is an error.
    func testATableNamesTheFileTheKeyIsLookedUpIn() throws {
        try Data("\"title\" = \"Tasks\";\n\"files\" = \"Dateien\";\n".utf8).write(to: URL(fileURLWithPath: folder + "/ru.lproj/Tasks.strings"))
        try FileManager.default.createDirectory(atPath: folder + "/en.lproj", withIntermediateDirectories: true)
        try Data("\"title\" = \"Tasks\";\n".utf8).write(to: URL(fileURLWithPath: folder + "/en.lproj/Tasks.strings"))
        let path = folder + "/t.yaml"
        func shown(_ text: String) throws -> String? {
            try Data("strings: [Localizable.xcstrings, ru.lproj, en.lproj]\ntitle: \(text)\n".utf8).write(to: URL(fileURLWithPath: path))
            return try TemplateLoader.load(path: path, traits: TraitCollection()).base.view.title?.text
        }
        XCTAssertEqual(try shown("{ key: title, table: Tasks }"), "Tasks")
        XCTAssertEqual(try shown("{ key: title, table: Localizable }"), "No Messages")
        XCTAssertEqual(try shown("{ key: title }"), "No Messages", "no table: the first that has it, as before")
        XCTAssertEqual(try shown("{ key: title, table: Nowhere }"), "No Messages")
        try Data("strings: [Localizable.xcstrings]\ntitle: { text: Hi, table: Tasks }\n".utf8).write(to: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try TemplateLoader.load(path: path, traits: TraitCollection())) { error in
            XCTAssertEqual("\(error)", "\(path):2:27: title.table names where a 'key' is looked up; give the key too")
        }
    }

    func testAKeyInEachLocaleAndItsFallbacks() throws {
        let yaml = "title: { key: title }\n"
        XCTAssertEqual(try title(yaml, nil), "No Messages")
        XCTAssertEqual(try title(yaml, "de"), "Keine Nachrichten")
        XCTAssertEqual(try title(yaml, "de-CH"), "Keine Nachrichten")
        let french = try load(yaml, locale: "fr")
        XCTAssertEqual(french.base.view.title?.text, "No Messages", "the source language")
        XCTAssertEqual(french.warnings.count, 1)
        XCTAssertTrue(french.warnings[0].contains("'title' has no fr translation; showing the en text"), french.warnings[0])
        let missing = try load("title: { key: nowhere, default: Nothing here }\n", locale: "de")
        XCTAssertEqual(missing.base.view.title?.text, "Nothing here")
        XCTAssertTrue(missing.warnings[0].contains("showing its default"))
        let bare = try load("title: { key: nowhere }\n")
        XCTAssertEqual(bare.base.view.title?.text, "nowhere", "the key itself, as NSLocalizedString shows it")
        XCTAssertEqual(try title("title: { key: files }\n", "ru"), "Файлы", "from a .lproj .strings file")
    }

    func testPluralsFor1And5InEnglishAndRussian() throws {
        for (locale, count, expected) in [(nil, 1, "1 file"), (nil, 5, "5 files"), ("ru", 1, "1 файл"), ("ru", 5, "5 файлов"), ("ru", 3, "3 файла")] as [(String?, Int, String)] {
            XCTAssertEqual(try title("title: { key: count, args: [\(count)] }\n", locale), expected)
        }
    }

    func testWrongArgumentsAreOneLineWithThePlace() {
        XCTAssertThrowsError(try load("title: { key: count, args: [many] }\n")) { error in
            XCTAssertTrue("\(error)".hasSuffix("t.yaml:2:28: title: 'count' (en): the string varies by plural, but args gives no whole number"), "\(error)")
        }
        XCTAssertThrowsError(try load("title: { key: count, args: [1, 2] }\n")) { error in
            XCTAssertTrue("\(error)".contains("takes 1 argument, but args gives 2"), "\(error)")
        }
        XCTAssertThrowsError(try load("title: { text: A, key: title }\n")) { error in
            XCTAssertTrue("\(error)".contains("gives both 'text' and 'key'"), "\(error)")
        }
        XCTAssertThrowsError(try load("traits: { locale: [de, klingon] }\ntitle: A\n")) { error in
            XCTAssertTrue("\(error)".contains("'klingon' is not a locale identifier"), "\(error)")
        }
        XCTAssertThrowsError(try load("title: A\n", locale: "xx")) { error in
            XCTAssertTrue("\(error)".contains("'xx' is not a locale identifier"), "\(error)")
        }
    }

    /// A localized text inside another's `args` (`"Connect under \(String(localized: "Settings"))"`)
    /// is looked up in the locale drawn too, with its own case: German's words in German's text.
    func testALocalizedArgumentIsLookedUpInTheLocaleDrawn() throws {
        let yaml = "title: { key: \"No %@ here\", default: \"No %@ here\", args: [{ key: title, textCase: lowercase }] }\n"
        XCTAssertEqual(try title(yaml, nil), "No no messages here")
        XCTAssertEqual(try title(yaml, "de"), "No keine nachrichten here")
        XCTAssertThrowsError(try load("title: { key: title, args: [{ table: Tasks }] }\n")) { error in
            XCTAssertTrue("\(error)".contains("title.args: a localized argument needs a 'key'"), "\(error)")
        }
        let nested = (0..<6).reduce("{ key: title }") { inner, _ in "{ key: title, args: [\(inner)] }" }
        XCTAssertThrowsError(try load("title: \(nested)\n")) { error in
            XCTAssertTrue("\(error)".contains("nested more than 4 deep"), "\(error)")
        }
    }

    func testPseudoLocalesNeedNoTranslations() throws {
        let yaml = "title: { key: title }\ndescription: Plain text\n"
        let accented = try load(yaml, locale: "en-XA").base.view
        XCTAssertTrue(accented.title?.text.hasPrefix("[Ñö Ṁéššåĝéš") == true, accented.title?.text ?? "")
        XCTAssertTrue(accented.detail?.text.hasPrefix("[Þļåîñ ţéẋţ") == true, "plain texts too: \(accented.detail?.text ?? "")")
        XCTAssertEqual(try load(yaml, locale: "en-XL").base.view.title?.text, "No Messages No Messages")
        XCTAssertEqual(try load(yaml, locale: "bounded").base.view.detail?.text, "⟦Plain text⟧")
    }

    func testARightToLeftLocaleLaysOutRightToLeftWithItsLanguage() throws {
        let view = try load("title: { key: title, alignment: natural }\n", locale: "ar-XB").base.view
        XCTAssertEqual(view.title?.alignment, .right)
        let ja = try load("title: { key: title }\n", locale: "ja").base.view
        XCTAssertEqual(ja.title?.language, "ja", "Pango's language, for glyph forms and line breaks")
        XCTAssertNil(try load("title: { key: title }\n").base.view.title?.language, "the development language: told from the text, as before")
    }

    func testAllLocalesAndTheDevelopmentLanguageKeepsItsNames() throws {
        let path = folder + "/t.yaml"
        try Data("strings: [Localizable.xcstrings, ru.lproj]\ntitle: { key: title }\n".utf8).write(to: URL(fileURLWithPath: path))
        let source = try TemplateLoader.source(path: path)
        XCTAssertEqual(source.locales, ["en", "de", "ru"])
        let cells = source.traitCollections(asked: TraitAxes(locales: ["all"]))
        XCTAssertEqual(cells.map(\.locale), [nil, "de", "ru"])
        XCTAssertEqual(cells.map(\.suffix), ["", "~de", "~ru"])
        let arabic = source.traitCollections(asked: TraitAxes(locales: ["ar"]))
        XCTAssertEqual(arabic.first?.suffix, "~ar~rtl")
        XCTAssertEqual(TraitCollection(suffix: "~ar~rtl"), arabic.first)
    }

    /// A key no table has is its own format, as iOS formats `String(localized: "Nothing said “\(query)”")`.
    func testAKeyNoTableHasIsFormattedWithItsArguments() throws {
        let template = try TemplateLoader.parse(text: "title: { key: \"Nothing said “%@”\", args: [\"⟨query⟩\"] }\n", path: "/tmp/t.yaml")
        XCTAssertEqual(template.base.view.title?.text, "Nothing said “⟨query⟩”")
        let plain = try TemplateLoader.parse(text: "title: { key: \"100%% sure\" }\n", path: "/tmp/t.yaml")
        XCTAssertEqual(plain.base.view.title?.text, "100%% sure", "without arguments the key is shown as written")
    }
}
