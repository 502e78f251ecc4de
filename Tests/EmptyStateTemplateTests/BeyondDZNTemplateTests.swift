import EmptyStateModel
import EmptyStateTemplate
import EmptyStateTraits
import XCTest

/// The keys beyond DZNEmptyDataSet: how they load, resolve for traits, and fail.
final class BeyondDZNTemplateTests: XCTestCase {
    func load(_ yaml: String, traits: TraitCollection = .default) throws -> EmptyDataSetView {
        try TemplateLoader.parse(text: yaml, path: "t.yaml", traits: traits).base.view
    }

    func error(_ yaml: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        do {
            _ = try TemplateLoader.parse(text: yaml, path: "t.yaml")
            XCTFail("expected an error", file: file, line: line)
        } catch let error as TemplateError {
            XCTAssertFalse(error.description.contains("\n"), file: file, line: line)
            return error.description
        } catch {
            XCTFail("unexpected \(error)", file: file, line: line)
        }
        return ""
    }

    func testAFilledButtonTakesTheTintAndUIKitsDerivedStates() throws {
        let yaml = "button: { style: filled, title: Retry }\n"
        let light = try XCTUnwrap(load(yaml).button.configuration)
        XCTAssertEqual(light.look(.normal), ButtonLook(background: Color(parsing: "#007AFF")!, foreground: .white))
        XCTAssertEqual(light.look(.disabled).foreground, Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3), "tertiaryLabel")
        XCTAssertLessThan(light.look(.highlighted).background.blue, light.look(.normal).background.blue, "darker when highlighted")
        var dark = TraitCollection.default
        dark.colorScheme = .dark
        XCTAssertEqual(try load(yaml, traits: dark).button.configuration?.look(.normal).background, Color(parsing: "#0A84FF"))
        let view = try load(yaml)
        XCTAssertEqual(view.button.titles[.normal]?.font, FontSpec(size: 17), "a medium button's title is body")
        XCTAssertEqual(view.button.titles[.disabled]?.color, light.look(.disabled).foreground)
    }

    func testEveryStyleKeyLoads() throws {
        let view = try load("""
        secondaryButton:
          style: tinted
          size: large
          cornerStyle: fixed
          cornerRadius: 4
          contentInsets: [1, 2, 3, 4]
          title: { text: Learn, color: systemRed }
          subtitle: More
          imagePlacement: top
          imagePadding: 3
          baseBackgroundColor: systemGreen
          width: fill
        tertiaryButton: { style: plain, title: Later }
        actions: horizontal
        spacing: { afterImage: 1, afterTitle: 2, afterDescription: 3, betweenButtons: 4 }
        insets: [10, 20, 30, 40]
        """)
        let c = try XCTUnwrap(view.secondaryButton?.configuration)
        XCTAssertEqual(c.style, .tinted)
        XCTAssertEqual(c.size, .large)
        XCTAssertEqual(c.cornerRadius(height: 50), 4)
        XCTAssertEqual(c.contentInsets, DirectionalInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        XCTAssertEqual(c.subtitle?.text, "More")
        XCTAssertEqual(c.imagePlacement, .top)
        XCTAssertEqual(c.width, .fill)
        XCTAssertEqual(c.look(.normal).foreground, Color(parsing: "#34C759"), "tinted draws in its base color")
        XCTAssertEqual(view.secondaryButton?.titles[.highlighted]?.color, Color(parsing: "#FF3B30"), "the title's own color wins")
        XCTAssertEqual(view.tertiaryButton?.configuration?.style, .plain)
        XCTAssertEqual(view.actionsAxis, .horizontal)
        XCTAssertEqual(view.spacing, GapSpacing(afterImage: 1, afterTitle: 2, afterDescription: 3, betweenButtons: 4))
        XCTAssertEqual(view.insets, DirectionalInsets(top: 10, leading: 20, bottom: 30, trailing: 40))
    }

    func testChromeResolvesInTheColorScheme() throws {
        let yaml = """
        canvas: { device: iphone-15 }
        chrome:
          statusBar: true
          navigationBar: { title: Inbox, largeTitle: true, items: [Edit] }
          searchBar: { placeholder: Find }
          tabBar: { items: [{ title: A }, { title: B }], selected: 1 }
          homeIndicator: true
        """
        var dark = TraitCollection.default
        dark.colorScheme = .dark
        let chrome = try XCTUnwrap(load(yaml, traits: dark).chrome)
        XCTAssertEqual(chrome.statusBar?.foreground, .white)
        XCTAssertEqual(chrome.navigationBar?.background, Color(parsing: "#1C1C1E"))
        XCTAssertEqual(chrome.navigationBar?.trailingItems, [BarItem(title: "Edit")])
        XCTAssertEqual(chrome.searchBar?.placeholder, "Find")
        XCTAssertEqual(chrome.tabBar?.selected, 1)
        XCTAssertEqual(chrome.homeIndicator?.color, .white)
        XCTAssertEqual(try load(yaml).chrome?.homeIndicator?.color, .black)
    }

    func testPresetsAndTheKeysThatOverrideThem() throws {
        let search = try load("preset: search\nquery: Lisbon\n")
        XCTAssertEqual(search.title?.text, "No Results for “Lisbon”")
        XCTAssertNotNil(search.image?.inlineSVG)
        // The real SF Symbol's name at 48 pt (drawn from a symbol template or the stand-in set).
        XCTAssertEqual(search.image?.symbol?.name, "magnifyingglass")
        XCTAssertEqual(search.image?.symbol?.pointSize, 48)
        let loading = try load("preset: loading\ntitle: Fetching…\n")
        XCTAssertEqual(loading.title?.text, "Fetching…")
        XCTAssertTrue(loading.animateImageView)
        XCTAssertEqual(loading.image?.animation?.repeatCount, .infinity)
        let failed = try load("preset: error\n")
        XCTAssertEqual(failed.button.titles[.normal]?.text, "Try Again")
        XCTAssertEqual(failed.button.configuration?.style, .filled)
        XCTAssertEqual(try load("preset: empty\nbackgroundColor: black\n").backgroundColor, .black)
    }

    func testBadValuesAreOneLineWithThePlace() {
        XCTAssertEqual(error("button: { style: filed, title: A }\n"),
                       "t.yaml:1:18: button.style 'filed' is not one of plain, gray, tinted, filled, borderedProminent, bordered, glass, prominentGlass, clearGlass, prominentClearGlass; did you mean 'filled'?")
        XCTAssertEqual(error("button: { cornerStyle: capsule, title: { normal: { text: A } } }\n"),
                       "t.yaml:1:11: button.cornerStyle needs button.style: a button with style: (plain, gray, tinted, filled, borderedProminent, bordered, glass, prominentGlass, clearGlass, prominentClearGlass) draws its own background, no background images")
        XCTAssertEqual(error("image: { name: a, resizedBy: 0 }\n"),
                       "t.yaml:1:30: image.resizedBy must be between 0.01 and 100, not 0")
        XCTAssertEqual(error("image: { name: a, maxSize: [10, -2] }\n"),
                       "t.yaml:1:28: image.maxSize must be more than 0 and at most 10000 points each, not 10, -2")
        XCTAssertEqual(error("canvas: { size: [100, 100] }\ninsets: [60, 0, 50, 0]\n"),
                       "t.yaml:2:9: insets [60, 0, 50, 0] leave no room on the 100 × 100 pt canvas")
        XCTAssertEqual(error("insets: [0, -1, 0, 0]\n"), "t.yaml:1:9: insets must be between 0 and 10000 points each, not 0, -1, 0, 0")
        XCTAssertEqual(error("spacing: { afterTitle: -3 }\n"), "t.yaml:1:24: spacing.afterTitle must be between 0 and 10000, not -3")
        XCTAssertEqual(error("spacing: { afterTitel: 3 }\n"), "t.yaml:1:12: unknown key 'afterTitel' in spacing; did you mean 'afterTitle'?")
        XCTAssertEqual(error("preset: loadin\n"), "t.yaml:1:9: preset 'loadin' is not one of loading, search, empty, error; did you mean 'loading'?")
        XCTAssertEqual(error("query: x\n"), "t.yaml:1:1: query names what was searched for; it needs preset: search")
        XCTAssertEqual(error("button: { style: gray, title: A, cornerStyle: small, cornerRadius: 3 }\n"),
                       "t.yaml:1:68: button.cornerRadius needs cornerStyle: fixed (it is small)")
        XCTAssertEqual(error("chrome: { tabBar: { items: [{ title: A }], selected: 3 } }\n"),
                       "t.yaml:1:54: chrome.tabBar.selected must be between 0 and 0, not 3")
        XCTAssertEqual(error("actions: diagonal\n"), "t.yaml:1:10: actions 'diagonal' is not one of vertical, horizontal")
    }
}
