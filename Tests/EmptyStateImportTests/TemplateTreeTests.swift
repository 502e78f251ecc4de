import EmptyStateImport
import EmptyStateModel
import EmptyStateTemplate
import EmptyStateTraits
import Foundation
import XCTest

/// Commands that take source files read each screen from the tree `import --out` would write,
/// without the YAML text: every screen must come out as the template its written YAML gives,
/// in every trait collection and locale.
final class TemplateTreeTests: XCTestCase {
    var folder: String!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("emptystate-tree-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(atPath: folder) }

    /// Each screen of `file`, read both ways, resolved for each of `traits`.
    func assertTreeAndYAMLAgree(_ file: String, roots: [String], traits: [TraitCollection], screens expected: Int,
                                line: UInt = #line) throws {
        let templates = try ImportedTemplates(roots: roots)
        let screens = try SourceImport.screens(in: file)
        XCTAssertEqual(screens.count, expected, "screens of \(file)", line: line)
        for screen in screens {
            let fromTree = try templates.source(screen)
            // The same path: a template's path is part of it (relative names resolve from it).
            let fromText = try TemplateLoader.source(text: templates.yaml(screen), path: screen.file)
            XCTAssertEqual(fromTree.locales, fromText.locales, screen.name, line: line)
            for trait in traits {
                XCTAssertEqual(try fromTree.template(traits: trait), try fromText.template(traits: trait),
                               "\(screen.name) with \(trait)", line: line)
            }
        }
    }

    func testSwiftScreensOfEveryFormAreTheTemplatesTheirYAMLGives() throws {
        let source = folder + "/App/Screens.swift"
        for language in ["en", "ja"] {
            try FileManager.default.createDirectory(atPath: folder + "/App/\(language).lproj", withIntermediateDirectories: true)
        }
        try """
        "Inbox Zero" = "受信トレイは空です";
        "New messages appear here." = "新しいメッセージはここに表示されます。長い説明文は折り返されて表示されるはずです。";
        """.write(toFile: folder + "/App/ja.lproj/Localizable.strings", atomically: true, encoding: .utf8)
        try """
        "Inbox Zero" = "Inbox Zero";
        "New messages appear here." = "New messages appear here.";
        """.write(toFile: folder + "/App/en.lproj/Localizable.strings", atomically: true, encoding: .utf8)
        try """
        import SwiftUI
        import UIKit

        struct InboxView: View {
            let viewModel: InboxViewModel
            var body: some View {
                ContentUnavailableView {
                    Label("Inbox Zero", systemImage: "tray")
                } description: {
                    Text("New messages appear here.")
                } actions: {
                    Button("404") { }
                        .buttonStyle(.borderedProminent)
                    Button(viewModel.secondaryTitle) { }
                }
            }
        }

        struct SearchView: View {
            var body: some View { ContentUnavailableView.search(text: "猫") }
        }

        final class ListController: UIViewController {
            func showEmpty() {
                var configuration = UIContentUnavailableConfiguration.empty()
                configuration.image = UIImage(systemName: "star")
                configuration.text = "No Favorites \\"yet\\": #1"
                configuration.secondaryText = "Line one\\nLine two"
                configuration.button.title = "Browse"
                contentUnavailableConfiguration = configuration
            }
        }
        """.write(toFile: source, atomically: true, encoding: .utf8)
        let traits = [TraitCollection.default, TraitCollection(colorScheme: .dark, contentSize: .AX3, contrast: .increased),
                      TraitCollection(layoutDirection: .rightToLeft, locale: "ja")]
        try assertTreeAndYAMLAgree(source, roots: [folder + "/App"], traits: traits, screens: 3)
    }

    /// The sample app's data source: 27 apps (the corpus transcribes nine of them).
    func testTheDZNSampleScreensAreTheTemplatesTheirYAMLGives() throws {
        let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/dzn-corpus")
        let source = corpus.appendingPathComponent("source/DetailViewController.m").path
        guard FileManager.default.fileExists(atPath: source) else {
            throw XCTSkip("the DZN corpus is not at \(corpus.path) (../shared is absent): skipping the sample app's screens")
        }
        try assertTreeAndYAMLAgree(source, roots: [source], traits: [.default, TraitCollection(colorScheme: .dark)], screens: 27)
    }
}
