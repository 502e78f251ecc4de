@testable import EmptyStateLocalization
import Foundation
import XCTest

final class StringSourceTests: XCTestCase {
    var folder: String!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("emptystate-strings-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(atPath: folder) }

    func write(_ name: String, _ data: Data) throws -> String {
        let path = folder + "/" + name
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try data.write(to: URL(fileURLWithPath: path))
        return path
    }

    static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "inbox.title" : { "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Inbox Zero" } },
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Posteingang leer" } } } },
        "inbox.count" : { "localizations" : {
            "en" : { "variations" : { "plural" : {
                "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld message" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld messages" } } } } },
            "ru" : { "variations" : { "plural" : {
                "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld сообщение" } },
                "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld сообщения" } },
                "many" : { "stringUnit" : { "state" : "translated", "value" : "%lld сообщений" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld сообщения" } } } } } } },
        "Only the key" : { },
        "device" : { "localizations" : { "en" : { "variations" : { "device" : {
            "ipad" : { "stringUnit" : { "state" : "translated", "value" : "On your iPad" } },
            "other" : { "stringUnit" : { "state" : "translated", "value" : "On your iPhone" } } } } } } }
      },
      "version" : "1.0"
    }
    """

    func text(_ table: StringTable, _ key: String, _ locale: String, _ args: [FormatArgument] = []) throws -> String? {
        let found = table.lookup(key, locale: LocaleIdentifier(locale)!)
        return try found?.value.resolved(with: args, language: LocaleIdentifier(found!.locale)!.language)
    }

    /// Catalogs are parsed once per process for the same bytes (an export loads one for every
    /// template); an edited file is parsed anew, and a broken one fails every time.
    func testAnEditedCatalogIsReadAnewAndABrokenOneFailsEachTime() throws {
        let path = try write("Edited.xcstrings", Data(Self.catalog.utf8))
        XCTAssertEqual(try text(StringTable.load(paths: [path]), "inbox.title", "de"), "Posteingang leer")
        try Data(Self.catalog.replacingOccurrences(of: "Posteingang leer", with: "Alles erledigt").utf8).write(to: URL(fileURLWithPath: path))
        XCTAssertEqual(try text(StringTable.load(paths: [path]), "inbox.title", "de"), "Alles erledigt")
        try Data(Self.catalog.utf8).write(to: URL(fileURLWithPath: path))
        XCTAssertEqual(try text(StringTable.load(paths: [path]), "inbox.title", "de"), "Posteingang leer")
        let broken = try write("Broken.xcstrings", Data("{ \"sourceLanguage\": \"en\", \"strings\": { \"a\": } }".utf8))
        for _ in 0..<2 { XCTAssertThrowsError(try StringTable.load(paths: [broken])) { XCTAssertTrue("\($0)".hasPrefix(broken), "\($0)") } }
    }

    func testAStringCatalog() throws {
        let table = try StringTable.load(paths: [write("Localizable.xcstrings", Data(Self.catalog.utf8))])
        XCTAssertEqual(table.sourceLanguage, "en")
        XCTAssertEqual(table.locales, ["en", "de", "ru"])
        XCTAssertEqual(try text(table, "inbox.title", "de"), "Posteingang leer")
        XCTAssertEqual(try text(table, "inbox.title", "de-AT"), "Posteingang leer", "a less specific locale")
        XCTAssertEqual(try text(table, "inbox.title", "ja"), "Inbox Zero", "the source language")
        XCTAssertEqual(try text(table, "inbox.count", "en", [.integer(1)]), "1 message")
        XCTAssertEqual(try text(table, "inbox.count", "en", [.integer(5)]), "5 messages")
        XCTAssertEqual(try text(table, "inbox.count", "ru", [.integer(1)]), "1 сообщение")
        XCTAssertEqual(try text(table, "inbox.count", "ru", [.integer(5)]), "5 сообщений")
        XCTAssertEqual(try text(table, "Only the key", "en"), "Only the key")
        XCTAssertEqual(try text(table, "device", "en"), "On your iPhone")
        XCTAssertNil(table.lookup("nope", locale: LocaleIdentifier("en")!))
    }

    func testStringsFilesInUTF8AndUTF16AndAStringsDict() throws {
        _ = try write("de.lproj/Localizable.strings", Data("/* a comment */\n\"title\" = \"Keine Nachrichten\";\n// more\n\"quote\" = \"Er sagte \\\"Hallo\\\"\\n\";\n".utf8))
        var utf16 = Data([0xFF, 0xFE])
        utf16.append("\"title\" = \"メッセージはありません\";\n".data(using: .utf16LittleEndian)!)
        _ = try write("ja.lproj/Localizable.strings", utf16)
        _ = try write("en.lproj/Localizable.stringsdict", Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0"><dict>
          <key>files</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@files@ left</string>
            <key>files</key><dict>
              <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
              <key>NSStringFormatValueTypeKey</key><string>d</string>
              <key>one</key><string>%d file</string>
              <key>other</key><string>%d files</string>
            </dict>
          </dict>
        </dict></plist>
        """.utf8))
        let table = try StringTable.load(paths: [folder])
        XCTAssertEqual(try text(table, "title", "de"), "Keine Nachrichten")
        XCTAssertEqual(try text(table, "quote", "de"), "Er sagte \"Hallo\"\n")
        XCTAssertEqual(try text(table, "title", "ja"), "メッセージはありません")
        XCTAssertEqual(try text(table, "files", "en", [.integer(1)]), "1 file left")
        XCTAssertEqual(try text(table, "files", "en", [.integer(4)]), "4 files left")
    }

    /// Foundation's parser (and `plutil`) take single quotes as double ones: Zaful's
    /// `InfoPlist.strings` (`'NSCameraUsageDescription' = 'cameraDesciption';`) loads, and with it
    /// the `.lproj` folder's other tables; a quote of the other kind inside is a character.
    func testSingleQuotedStringsLoadAsFoundationLoadsThem() throws {
        _ = try write("en.lproj/InfoPlist.strings", Data("/* permissions */\n'NSCameraUsageDescription' = 'cameraDesciption';\n'say' = 'He said \"hi\"';\n".utf8))
        _ = try write("en.lproj/Localizable.strings", Data("\"Global_NO_NET_404\" = \"Please check your network\";\n".utf8))
        let table = try StringTable.load(paths: [folder])
        XCTAssertEqual(try text(table, "Global_NO_NET_404", "en"), "Please check your network")
        let info = try StringTable.load(paths: [folder + "/en.lproj/InfoPlist.strings"])
        XCTAssertEqual(try info.lookup("say", table: "InfoPlist", locale: LocaleIdentifier("en")!)?.value.resolved(with: [], language: "en"), "He said \"hi\"")
        let unclosed = try write("de.lproj/Localizable.strings", Data("'a' = 'b;\n".utf8))
        XCTAssertThrowsError(try StringTable.load(paths: [unclosed])) { XCTAssertTrue("\($0)".contains(":1:7: a string is not closed"), "\($0)") }
    }

    func testErrorsNameTheFileLineAndColumn() throws {
        let bad = try write("Bad.xcstrings", Data("{\n  \"sourceLanguage\": \"en\",\n  \"strings\": { \"a\": }\n}".utf8))
        XCTAssertThrowsError(try StringTable.load(paths: [bad])) { XCTAssertTrue("\($0)".hasPrefix("\(bad):3:"), "\($0)") }
        let strings = try write("de.lproj/Localizable.strings", Data("\"a\" = \"b\"\n\"c\" = \"d\";\n".utf8))
        XCTAssertThrowsError(try StringTable.load(paths: [strings])) {
            XCTAssertEqual("\($0)", "\(strings):2:1: expected ';' after the entry for \"a\"")
        }
        let unclosed = try write("fr.lproj/Localizable.strings", Data("\"a\" = \"b;\n".utf8))
        XCTAssertThrowsError(try StringTable.load(paths: [unclosed])) { XCTAssertTrue("\($0)".contains(":1:7: a string is not closed"), "\($0)") }
    }

    /// A table in no `.lproj` folder is the app's unlocalized one: found for every language
    /// without its own, as `Base.lproj`'s is, and below a language's own table.
    func testATableInNoLanguageFolderIsFoundForEveryLanguage() throws {
        let loose = try write("Resources/Localizable.strings", Data("\"a\" = \"Added Feeds\";\n\"b\" = \"Loose\";".utf8))
        let german = try write("de.lproj/Localizable.strings", Data("\"a\" = \"Hinzugefügt\";".utf8))
        let table = try StringTable.load(paths: [loose, german])
        XCTAssertEqual(try text(table, "a", "en"), "Added Feeds")
        XCTAssertEqual(try text(table, "a", "de"), "Hinzugefügt")
        XCTAssertEqual(try text(table, "b", "de"), "Loose")
    }

    func testBytesThatAreNotTheirEncodingAreAnErrorWithTheirOffset() throws {
        var catalog = Data("{ \"sourceLanguage\": \"en\", \"strings\": { \"a\": { \"comment\": \"".utf8)
        let offset = catalog.count
        catalog.append(contentsOf: [0x41, 0xC3, 0x28])   // 'A', then a lead byte with no continuation
        catalog.append(Data("\" } } }".utf8))
        let bad = try write("Bad.xcstrings", catalog)
        XCTAssertThrowsError(try StringTable.load(paths: [bad])) {
            XCTAssertEqual("\($0)", "\(bad): not valid UTF-8: byte offset \(offset + 1) (0xC3)")
        }
        var odd = Data([0xFF, 0xFE])
        odd.append("\"a\" = \"b\";\n".data(using: .utf16LittleEndian)!)
        odd.append(0x41)
        let oddFile = try write("de.lproj/Localizable.strings", odd)
        XCTAssertThrowsError(try StringTable.load(paths: [oddFile])) {
            XCTAssertEqual("\($0)", "\(oddFile): UTF-16 with an odd number of bytes (\(odd.count)): the last character is cut at byte offset \(odd.count - 1)")
        }
        var lone = Data([0xFF, 0xFE])
        lone.append("\"a\" = \"".data(using: .utf16LittleEndian)!)
        let loneAt = lone.count
        lone.append(contentsOf: [0x00, 0xD8, 0x41, 0x00])   // a high surrogate, then 'A'
        lone.append("\";\n".data(using: .utf16LittleEndian)!)
        let loneFile = try write("fr.lproj/Localizable.strings", lone)
        XCTAssertThrowsError(try StringTable.load(paths: [loneFile])) {
            XCTAssertEqual("\($0)", "\(loneFile): not valid UTF-16: a high surrogate without its pair at byte offset \(loneAt)")
        }
        let latin1 = try write("es.lproj/Localizable.strings", Data([0x22, 0x61, 0x22, 0x3D, 0x22, 0xE9, 0x22, 0x3B]))
        XCTAssertThrowsError(try StringTable.load(paths: [latin1])) { XCTAssertTrue("\($0)".hasSuffix("byte offset 5 (0xE9)"), "\($0)") }
        // Well-formed text in every range still loads.
        XCTAssertNil(TextEncodingCheck.firstInvalidUTF8(Array("aé€😀\u{10FFFF}".utf8)))
        XCTAssertEqual(TextEncodingCheck.firstInvalidUTF8([0xED, 0xA0, 0x80]), 0, "an encoded surrogate")
        XCTAssertEqual(TextEncodingCheck.firstInvalidUTF8([0x61, 0xC0, 0xAF]), 1, "an overlong form")
    }
}

extension StringSourceTests {
    /// Two String Catalogs holding one key are two targets' (the app's, and its watch app's
    /// that translates it): the first one's languages are all the key has, so an English
    /// phone reads the app's own source text, not the watch app's translation.
    func testAnotherTargetsCatalogDoesNotTranslateAKey() throws {
        let app = try write("App/Localizable.xcstrings", Data("""
        { "sourceLanguage": "de", "strings": { "Erneut versuchen": { },
          "Keine Daten": { "localizations": { "en": { "stringUnit": { "state": "translated", "value": "No data" } } } } } }
        """.utf8))
        let watch = try write("Watch/Localizable.xcstrings", Data("""
        { "sourceLanguage": "de", "strings": { "Erneut versuchen": { "localizations": {
            "en": { "stringUnit": { "state": "translated", "value": "Try again" } } } } } }
        """.utf8))
        let table = try StringTable.load(paths: [app, watch])
        XCTAssertEqual(try text(table, "Erneut versuchen", "en"), "Erneut versuchen")
        XCTAssertEqual(try text(table, "Keine Daten", "en"), "No data")
    }
}
