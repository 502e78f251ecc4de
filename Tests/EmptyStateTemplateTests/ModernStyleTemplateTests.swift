import EmptyStateModel
import EmptyStateTemplate
import EmptyStateTraits
import XCTest

/// `style: uikit` and `style: swiftui`: their defaults and keys as the template stage resolves them.
final class ModernStyleTemplateTests: XCTestCase {
    func view(_ yaml: String, traits: TraitCollection = .default) throws -> EmptyDataSetView {
        try TemplateLoader.parse(text: yaml, path: "/tmp/t.yaml", traits: traits).base.view
    }

    func error(_ yaml: String) -> String {
        do { _ = try view(yaml) } catch let error as TemplateError { return error.description } catch { return "\(error)" }
        return ""
    }

    func testUIKitsDefaultsAreTheConfigurations() throws {
        let view = try view("style: uikit\ntext: No Mail\nsecondaryText: Nothing here.\nbutton: { title: Refresh }\n")
        XCTAssertEqual(view.layoutStyle, .uikit)
        XCTAssertEqual(view.title?.font, FontSpec(size: 22, weight: .bold), "title2 bold")
        XCTAssertEqual(view.detail?.font, FontSpec(size: 15), "subheadline")
        XCTAssertEqual(view.title?.color, .black, "label")
        XCTAssertEqual(view.contentUnavailable.margins, DirectionalInsets(top: 16, leading: 32, bottom: 16, trailing: 32))
        XCTAssertEqual(view.contentUnavailable.readableWidth, 672)
        XCTAssertEqual(view.button.configuration?.style, .plain)
        XCTAssertEqual(view.button.configuration?.size, .small)
        XCTAssertEqual(view.button.titles[.normal]?.text, "Refresh")
        var large = TraitCollection.default
        large.contentSize = .AX2
        XCTAssertEqual(try self.view("style: uikit\ntext: A\n", traits: large).contentUnavailable.margins.leading, 16)
    }

    func testSwiftUIHasNoReadableWidthAndBorderlessIsPlain() throws {
        let view = try view("style: swiftui\ntitle: A\nbutton: { style: borderless, title: Go }\n")
        XCTAssertNil(view.contentUnavailable.readableWidth)
        XCTAssertEqual(view.button.configuration?.style, .plain)
        // SwiftUI's actions are at the small control size (measured: ../shared/modern-corpus).
        XCTAssertEqual(view.button.configuration?.size, .small)
        XCTAssertEqual(view.button.configuration?.cornerStyle, .dynamic)
    }

    /// SwiftUI's gaps and actions as measured on iOS's snapshots: 18.5 pt from the symbol at the
    /// default size, growing with title2; bordered actions are small capsules; a template's own
    /// size and corner style win.
    func testSwiftUIsMeasuredGapsAndSmallCapsuleActions() throws {
        let view = try view("style: swiftui\ntitle: A\nbutton: { style: bordered, title: Go }\nsecondaryButton: { style: borderedProminent, title: Or, size: large, cornerStyle: medium }\n")
        XCTAssertEqual(view.contentUnavailable.imageToTextPadding, 18.5)
        XCTAssertEqual(view.contentUnavailable.textToButtonPadding, 20 + 1.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(view.button.configuration?.size, .small)
        XCTAssertEqual(view.button.configuration?.cornerStyle, .capsule)
        XCTAssertEqual(view.button.configuration?.capsuleEndClearance, ButtonMetrics.swiftUICapsuleEndClearance, "SwiftUI's capsule widens its ends")
        XCTAssertEqual(view.button.titles[.normal]?.font?.size, 15)
        XCTAssertEqual(view.secondaryButton?.configuration?.size, .large)
        XCTAssertEqual(view.secondaryButton?.configuration?.cornerStyle, .medium)
        XCTAssertNil(view.secondaryButton?.configuration?.capsuleEndClearance)
        XCTAssertEqual(view.button.configuration?.swiftUILeading, true, "SwiftUI's label wraps with SwiftUI's leading")
        XCTAssertEqual(view.secondaryButton?.configuration?.swiftUILeading, true)
        XCTAssertEqual(view.button.configuration?.titleLineBreakMode, .byWordWrapping)
        XCTAssertEqual(try self.view("style: swiftui\ntitle: A\nbutton: { title: Go }\n").button.configuration?.swiftUILeading, true, "borderless too")
        var ax5 = TraitCollection.default
        ax5.contentSize = .AX5
        XCTAssertEqual(try self.view("style: swiftui\ntitle: A\n", traits: ax5).contentUnavailable.imageToTextPadding, 15 + 3.5 * 56 / 22, accuracy: 1e-9)
        // UIKit's stay the configuration's.
        let uikit = try self.view("style: uikit\ntext: A\nbutton: { style: bordered, title: Go }\n")
        XCTAssertEqual(uikit.contentUnavailable.imageToTextPadding, 15)
        XCTAssertEqual(uikit.button.configuration?.size, .medium)
        XCTAssertNil(try self.view("style: uikit\ntext: A\nbutton: { style: bordered, title: Go, cornerStyle: capsule }\n").button.configuration?.capsuleEndClearance,
                     "UIKit's capsule keeps its insets")
        XCTAssertEqual(uikit.button.configuration?.swiftUILeading, false, "UIKit's lines are the font's")
        XCTAssertEqual(uikit.button.configuration?.titleLineBreakMode, .byWordWrapping, "UIKit's documented default wraps")
        XCTAssertEqual(uikit.button.configuration?.subtitleLineBreakMode, .byWordWrapping)
        let oneLine = try self.view("style: uikit\ntext: A\nbutton: { title: Go, titleLineBreakMode: byTruncatingTail, subtitle: B, subtitleLineBreakMode: byClipping }\n")
        XCTAssertEqual(oneLine.button.configuration?.titleLineBreakMode, .byTruncatingTail)
        XCTAssertEqual(oneLine.button.configuration?.subtitleLineBreakMode, .byClipping)
        XCTAssertThrowsError(try self.view("style: uikit\ntext: A\nbutton: { title: Go, titleLineBreakMode: byWrapping }\n")) { error in
            XCTAssertTrue("\(error)".contains("button.titleLineBreakMode"), "\(error)")
        }
    }

    func testPropertiesAndPaddingsAreKeys() throws {
        let view = try view("""
            style: uikit
            image: { name: /nonexistent/art }
            text: No Mail
            secondaryText: A very long description
            imageProperties: { maximumSize: [40, 40], cornerRadius: 6 }
            secondaryTextProperties: { numberOfLines: 2, lineBreakMode: byTruncatingMiddle, color: systemRed }
            directionalLayoutMargins: [0, 8, 0, 8]
            imageToTextPadding: 4
            alignment: natural
            readableWidth: false
            background: { color: "#112233", cornerRadius: 12 }
            """)
        XCTAssertEqual(view.image?.sizing.maxSize, Size(width: 40, height: 40))
        XCTAssertEqual(view.image?.sizing.cornerRadius, 6)
        XCTAssertEqual(view.detail?.numberOfLines, 2)
        XCTAssertEqual(view.detail?.lineBreakMode, .byTruncatingMiddle)
        XCTAssertEqual(view.contentUnavailable.imageToTextPadding, 4)
        XCTAssertEqual(view.contentUnavailable.alignment, .natural)
        XCTAssertNil(view.contentUnavailable.readableWidth)
        XCTAssertEqual(view.contentUnavailable.backgroundCornerRadius, 12)
        XCTAssertEqual(view.backgroundColor, Color(parsing: "#112233"))
    }

    func testButtonPropertiesDisableAndColorTheButton() throws {
        let view = try view("""
            style: uikit
            text: A
            button: { title: Delete All }
            buttonProperties: { role: destructive }
            secondaryButton: { title: Retry }
            secondaryButtonProperties: { isEnabled: false }
            """)
        XCTAssertEqual(view.button.titles[.normal]?.color, Color(parsing: "#FF3B30"), "systemRed")
        let secondary = try XCTUnwrap(view.secondaryButton)
        XCTAssertEqual(secondary.configuration?.look(.normal), secondary.configuration?.look(.disabled))
        XCTAssertEqual(secondary.titles[.normal]?.color, secondary.configuration?.look(.disabled).foreground)
    }

    func testThePresetsFollowTheStyle() throws {
        let search = try view("style: uikit\npreset: search\nquery: Oslo\n")
        XCTAssertEqual(search.title?.text, "No Results for “Oslo”")
        XCTAssertEqual(try view("style: swiftui\npreset: search\nquery: \"\"\n").title?.text, "No Results",
                       "`.search(text: \"\")` quotes no empty query")
        XCTAssertEqual(search.title?.font, FontSpec(size: 22, weight: .bold))
        XCTAssertEqual(search.image?.symbol?.name, "magnifyingglass")
        XCTAssertEqual(search.image?.symbol?.pointSize, 48)
        let loading = try view("style: uikit\npreset: loading\n")
        XCTAssertEqual(loading.contentUnavailable.imageToTextPadding, 8)
        XCTAssertEqual(loading.title?.font, FontSpec(size: 15))
        XCTAssertNil(try view("style: uikit\npreset: empty\n").title, "`.empty()` has no content of its own")
        // `configuration.text = nil` after `.loading()`: the spinner alone.
        let spinner = try view("style: uikit\npreset: loading\ntext: null\n")
        XCTAssertNil(spinner.title)
        XCTAssertNil(try view("style: uikit\npreset: search\nsecondaryText: null\n").detail)
        let swiftUI = try view("style: swiftui\npreset: search\n")
        XCTAssertEqual(swiftUI.image?.symbol?.weight, .regular, "the strokes of iOS's `tray` are regular's")
    }

    /// A variant's `KEY: null` takes the base's key away: the same screen without its button
    /// or image (a lone `if canEdit { Button(…) }`); a text's null still removes a preset's text.
    func testAVariantsNullTakesTheBasesKeyAway() throws {
        let template = try TemplateLoader.parse(text: """
        style: swiftui
        image: tray
        title: No Mail
        button: { title: Edit }
        variants:
          readOnly: { button: null, image: null }
          untitled: { title: null }
        """, path: "/tmp/t.yaml", traits: .default)
        XCTAssertEqual(template.base.view.button.titles[.normal]?.text, "Edit")
        let readOnly = try XCTUnwrap(template.variants.first { $0.name == "readOnly" }?.screen.view)
        XCTAssertTrue(readOnly.button.titles.isEmpty, "no button")
        XCTAssertNil(readOnly.image)
        XCTAssertEqual(readOnly.title?.text, "No Mail")
        XCTAssertNil(template.variants.first { $0.name == "untitled" }?.screen.view.title)
    }

    /// A variant that names a preset of its own (`contentUnavailableConfiguration = isSearching ?
    /// .search() : config`) takes the base's texts and image away with `null` and shows the preset's.
    func testAVariantsOwnPresetShowsItsTextsWhereTheBasesAreTakenAway() throws {
        let template = try TemplateLoader.parse(text: """
        style: uikit
        preset: empty
        image: { systemName: magnifyingglass }
        title: No article shown
        description: Enter your query to show some articles!
        variants:
          isSearching: { preset: search, image: null, title: null, description: null }
          untitled: { title: null }
        """, path: "/tmp/t.yaml", traits: .default)
        let searching = try XCTUnwrap(template.variants.first { $0.name == "isSearching" }?.screen.view)
        XCTAssertEqual(searching.title?.text, "No Results")
        XCTAssertEqual(searching.detail?.text, "Check the spelling or try a new search.")
        XCTAssertEqual(searching.image?.symbol?.name, "magnifyingglass")
        XCTAssertNil(template.variants.first { $0.name == "untitled" }?.screen.view.title, "without a preset of its own, null still removes the text")
    }

    func testMistakesAreNamed() {
        XCTAssertEqual(error("style: uikit\ntitle: A\ntext: B\n"), "/tmp/t.yaml:3:1: text and title name the same text; give one")
        XCTAssertTrue(error("style: uikitt\n").contains("did you mean 'uikit'?"))
        XCTAssertEqual(error("textProperties: { numberOfLines: 1 }\n"),
                       "/tmp/t.yaml:1:1: textProperties is a content-unavailable configuration's key; give style: uikit or style: swiftui")
        XCTAssertTrue(error("style: uikit\nbuttonProperties: { role: sneaky }\nbutton: { title: A }\n").contains("role 'sneaky' is not one of"))
        XCTAssertEqual(error("style: swiftui\ntitle: A\nverticalOffset: 20\n"),
                       "/tmp/t.yaml:3:1: verticalOffset is DZNEmptyDataSet's; with style: swiftui the content is placed by directionalLayoutMargins and the paddings (imageToTextPadding, …)")
    }
}
