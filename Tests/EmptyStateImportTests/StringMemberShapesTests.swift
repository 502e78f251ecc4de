import EmptyStateImport
import EmptyStateModel
import Foundation
import XCTest

/// Shapes of the eighth round of apps nobody tuned for (issue 45): the app's own String members
/// that fill a format's specifiers and parse Markdown, in another file than the screen; a view
/// that is only the screen and whose stored properties all have defaults (`@AppStorage var
/// theme = …`); a String Catalog or `.lproj` table the Xcode project does not list.
final class StringMemberShapesTests: SourceFolderTestCase {
    private func screens(_ app: String) throws -> [String: TemplateValue] {
        let found = SourceFiles.find(in: [folder + "/" + app])
        let read = AppImport.read(found.sources, strings: found.strings)
        return Dictionary(read.screens.map { ($0.name, $0.template) }, uniquingKeysWith: { first, _ in first })
    }

    /// A localized text: `{key, default, args}`.
    private func text(_ key: String, default defaultValue: String? = nil, args: [String] = []) -> TemplateValue {
        var entries = [TemplateEntry("key", .string(key))]
        if let defaultValue { entries.append(TemplateEntry("default", .string(defaultValue))) }
        if !args.isEmpty { entries.append(TemplateEntry("args", .list(args.map(TemplateValue.string)))) }
        return .map(entries)
    }

    /// ruddarr's `String(localized: "Check the spelling or try [adding the movie](%@).")
    /// .placeholders("#view")` shown as `Text(description.toMarkdown())`: the key with its
    /// argument, which SwiftUI's style draws as Markdown (the link's words in the tint).
    func testTheAppsFormatAndMarkdownMembersOfString() throws {
        try write("App/Helpers.swift", """
        import Foundation
        extension String {
            func placeholders(_ arguments: any LosslessStringConvertible...) -> String {
                var result = ""
                for scalar in unicodeScalars { result.unicodeScalars.append(scalar) }
                return result
            }
            func toMarkdown() -> AttributedString {
                do {
                    return try AttributedString(markdown: self)
                } catch {
                    return AttributedString(self)
                }
            }
            var markdown: AttributedString { (try? AttributedString(markdown: self)) ?? AttributedString(self) }
        }
        """)
        try write("App/NoResults.swift", """
        import SwiftUI
        struct NoResults: View {
            var body: some View {
                let description = String(localized: "Check the spelling or try [adding the movie](%@).")
                    .placeholders("#view")
                ContentUnavailableView {
                    Label("No Results", systemImage: "magnifyingglass")
                } description: {
                    Text(description.toMarkdown())
                }
            }
        }
        struct NoSeries: View {
            var body: some View {
                ContentUnavailableView("No Series", systemImage: "tv", description: Text("Try **another** [folder](%@).".placeholders("#x").markdown))
            }
        }
        """)
        let found = try screens("App")
        XCTAssertEqual(found["NoResults"]?["description"], text("Check the spelling or try [adding the movie](%@).", args: ["#view"]))
        XCTAssertEqual(found["NoSeries"]?["description"],
                       text("Try **another** [folder](#x).", default: "Try **another** [folder](#x)."),
                       "a plain format gets its arguments written in, and is drawn as Markdown as a key is")
    }

    /// `struct QueueUnavailable: View { @AppStorage("theme") var theme = 0; var body: … }`: it
    /// takes nothing its screen shows, and its callers pass nothing, so each call is the screen.
    func testAViewWhosePropertiesAllHaveDefaultsIsAScreenWhereItIsShown() throws {
        try write("App/QueueUnavailable.swift", """
        import SwiftUI
        struct QueueUnavailable: View {
            @AppStorage("theme") var theme = 0
            var body: some View {
                ContentUnavailableView("Empty Queue", systemImage: "rectangle.stack")
                    .contentShape(Rectangle())
            }
        }
        """)
        try write("App/QueueView.swift", """
        import SwiftUI
        struct QueueView: View {
            var queue: [Int] = []
            var body: some View {
                ZStack { if queue.isEmpty { QueueUnavailable() } }
            }
        }
        """)
        let found = try screens("App")
        XCTAssertEqual(Array(found.keys), ["QueueView"], "at its call, not its own body")
        XCTAssertEqual(found["QueueView"]?["title"], text("Empty Queue", default: "Empty Queue"))
    }

    /// A `Localizable.strings` beside the code that no target of the Xcode project lists (a
    /// stale genstrings output whose values are all empty) is not in the app: its keys show.
    /// A table the project lists, or one in a Swift package, is read.
    func testATableTheXcodeProjectDoesNotListIsNotRead() throws {
        try write("App/App.xcodeproj/project.pbxproj", """
        // !$*UTF8*$!
        { objects = { A1 /* Main.storyboard */ = {isa = PBXVariantGroup; name = Main.storyboard; }; }; }
        """)
        try write("App/iOS/Base.lproj/Localizable.strings", "\"No Results\" = \"\";\n")
        try write("App/Kit/Package.swift", "// swift-tools-version:5.9\n")
        try write("App/Kit/Sources/Kit/Resources/en.lproj/Kit.strings", "\"kit.empty\" = \"Nothing here\";\n")
        let found = SourceFiles.find(in: [folder + "/App"])
        XCTAssertEqual(found.strings, [folder + "/App/Kit/Sources/Kit/Resources"])
        XCTAssertEqual(found.tablesNotInProject, [folder + "/App/iOS/Base.lproj/Localizable.strings"])
        // Listed by the project, it is read.
        try write("App/App.xcodeproj/project.pbxproj", """
        { objects = { A2 /* Localizable.strings */ = {isa = PBXVariantGroup; name = Localizable.strings; }; }; }
        """)
        XCTAssertEqual(SourceFiles.find(in: [folder + "/App"]).strings, [folder + "/App/Kit/Sources/Kit/Resources", folder + "/App/iOS"])
        // An Xcode 16 project of synchronized folders lists no file by name: every table is read.
        try write("App/App.xcodeproj/project.pbxproj", "{ objects = { B1 = {isa = PBXFileSystemSynchronizedRootGroup; path = iOS; }; }; }")
        XCTAssertEqual(SourceFiles.find(in: [folder + "/App"]).tablesNotInProject, [])
    }
}
