import CLITestSupport
import Foundation
import XCTest

/// Round 81's Shelters, end to end: texts looked up through a type's functions that take the
/// app's string enum as their key (`L10n.string(.nearbyEmptyTitle)`), in an XcodeGen project
/// whose committed `.xcodeproj` predates the `project.yml` that adds the string tables. An
/// iPhone set to English reads the table's words.
extension ImportCLITests {
    /// The app: `L10n` with a nested `Key` enum, a function that reads the raw value through a
    /// private helper and another that hands its key on; the view in another file.
    private func writeEnumKeyApp() throws -> String {
        try file("App/Localization/L10n.swift", """
            import SwiftUI
            enum L10n {
                enum Key: String {
                    case nearbyEmptyTitle = "nearby.empty.title"
                    case nearbyEmptyMessage = "nearby.empty.message"
                }
                static func text(_ key: Key) -> LocalizedStringKey {
                    LocalizedStringKey(string(key))
                }
                static func string(_ key: Key) -> String {
                    let localized = localizedString(forKey: key.rawValue, bundle: .main)
                    if localized != key.rawValue {
                        return localized
                    }
                    return localized
                }
                static func string(_ key: Key, language: String) -> String { string(key) }
                private static func localizedString(forKey key: String, bundle: Bundle) -> String {
                    NSLocalizedString(key, bundle: bundle, comment: "")
                }
            }
            """)
        try file("App/Resources/Localization/en.lproj/Localizable.strings", """
            "nearby.empty.title" = "No local places yet";
            "nearby.empty.message" = "Nearby places appear here once synced.";
            """)
        try file("App/Resources/Localization/ru.lproj/Localizable.strings", """
            "nearby.empty.title" = "Локальных мест пока нет";
            "nearby.empty.message" = "Места появятся после синхронизации.";
            """)
        return try file("App/Features/NearbyHomeView.swift", """
            import SwiftUI
            struct NearbyHomeView: View {
                var body: some View {
                    ContentUnavailableView(
                        L10n.string(.nearbyEmptyTitle, language: "en"),
                        systemImage: "building.2.crop.circle",
                        description: Text(L10n.text(.nearbyEmptyMessage))
                    )
                }
            }
            """)
    }

    /// A project generated before `project.yml` added the tables: it lists the sources only.
    private func writeStaleProject() throws {
        try file("App/App.xcodeproj/project.pbxproj", """
            // !$*UTF8*$!
            {
                objects = {
                    A1 /* L10n.swift */ = {isa = PBXFileReference; path = L10n.swift; sourceTree = "<group>"; };
                    A2 /* NearbyHomeView.swift */ = {isa = PBXFileReference; path = NearbyHomeView.swift; sourceTree = "<group>"; };
                };
            }
            """)
    }

    private func nearbyTexts(_ view: String, locale: String) throws -> String {
        let run = try run(["layout", view + "#NearbyHomeView", "--json", "--locale", locale])
        XCTAssertEqual(run.status, 0, run.stderr)
        return run.stdout
    }

    func testAnEnumKeyLocalizerShowsTheTablesWordsInEveryLocale() throws {
        let view = try writeEnumKeyApp()
        try file("App/Package.swift", "// swift-tools-version:5.9\n")
        let english = try nearbyTexts(view, locale: "en")
        XCTAssertTrue(english.contains("\"text\" : \"No local places yet\""), english)
        XCTAssertTrue(english.contains("\"text\" : \"Nearby places appear here once synced.\""), english)
        XCTAssertFalse(english.contains("\u{27E8}"), "no placeholder is left: \(english)")
        let russian = try nearbyTexts(view, locale: "ru")
        XCTAssertTrue(russian.contains("\"text\" : \"Локальных мест пока нет\""), russian)
    }

    func testAnXcodeGenSpecMakesItsFoldersTablesTheAppsThoughTheProjectOmitsThem() throws {
        let view = try writeEnumKeyApp()
        try writeStaleProject()
        // Without the spec the project is the last word, and it lists no table: the keys show.
        let keysOnly = try nearbyTexts(view, locale: "en")
        XCTAssertTrue(keysOnly.contains("\"text\" : \"nearby.empty.title\""), keysOnly)
        try file("App/project.yml", """
            name: App
            targets:
              App:
                type: application
                platform: iOS
                sources:
                  - path: Features
                  - path: Localization
                resources:
                  - path: Resources/Localization
            """)
        let english = try nearbyTexts(view, locale: "en")
        XCTAssertTrue(english.contains("\"text\" : \"No local places yet\""), english)
    }
}
