import EmptyStateModel
import EmptyStateTemplate
import XCTest

final class TemplateLoaderTests: XCTestCase {
    func parse(_ yaml: String) throws -> Template {
        try TemplateLoader.parse(text: yaml, path: "/tmp/t/sample.yaml")
    }

    func testTheFormatsWholeExampleLoads() throws {
        let template = try parse("""
        name: no-messages
        canvas:
          device: iphone-8
        backgroundColor: "#FFFFFF"
        image:
          name: chat
          tintColor: "#C9C9C9"
          animation:
            keyPath: transform.rotation.z
            from: 0
            to: 1.5707963
            duration: 0.25
            cumulative: true
            repeatCount: inf
            timingFunction: linear
        title:
          text: No Messages
          font: { name: HelveticaNeue-Light, size: 22 }
          color: "#C9C9C9"
        description:
          text: "When you have messages, you’ll see them here."
          font: { size: 13 }
          color: "#CFCFCF"
          lineSpacing: 4
        button:
          title:
            normal: { text: Start Browsing, font: { size: 16, weight: bold }, color: "#05ADFF" }
            highlighted: { color: "#6BCEFF" }
          backgroundImage:
            normal: { name: bg_normal, capInsets: [10, 10, 10, 10] }
            highlighted: { name: bg_highlight, capInsets: [10, 10, 10, 10] }
        verticalOffset: 0
        spaceHeight: 24
        fadeIn: true
        animateImageView: false
        variants:
          loading:
            image: { name: spinner, animation: { keyPath: transform.rotation.z, to: 6.2831853, duration: 1, repeatCount: inf } }
            animateImageView: true
        """)
        XCTAssertEqual(template.name, "no-messages")
        let view = template.base.view
        XCTAssertEqual(view.backgroundColor, .white)
        XCTAssertEqual(view.image?.name, "chat")
        XCTAssertEqual(view.image?.directory, "/tmp/t")
        XCTAssertEqual(view.image?.animation?.repeatCount, .infinity)
        XCTAssertEqual(view.image?.animation?.cumulative, true)
        XCTAssertEqual(view.title?.font, FontSpec(name: "HelveticaNeue-Light", size: 22))
        XCTAssertEqual(view.detail?.lineSpacing, 4)
        XCTAssertEqual(view.spaceHeight, 24)
        XCTAssertEqual(view.button.titles[.normal]?.font?.weight, .bold)
        XCTAssertEqual(view.button.backgroundImages[.highlighted]?.name, "bg_highlight")
        XCTAssertEqual(view.button.backgroundImages[.highlighted]?.capInsets, EdgeInsets(top: 10, left: 10, bottom: 10, right: 10))

        XCTAssertEqual(template.variantNames, ["loading"])
        let loading = try XCTUnwrap(template.screen(variant: "loading")).view
        XCTAssertTrue(loading.animateImageView)
        XCTAssertEqual(loading.image?.name, "spinner")
        XCTAssertNil(loading.image?.tintColor, "a variant replaces the whole key")
        XCTAssertEqual(loading.image?.animation?.from, 0, "from defaults to the identity")
        XCTAssertEqual(loading.title?.text, "No Messages", "keys the variant leaves alone stay")
        XCTAssertNil(template.screen(variant: "missing"))
    }

    func testAStateFallsBackToNormalKeyByKey() throws {
        let view = try parse("""
        button:
          title:
            normal: { text: Go, font: { size: 16, weight: bold }, color: "#05ADFF" }
            highlighted: { color: "#6BCEFF" }
        """).base.view
        let highlighted = try XCTUnwrap(view.button.titles[.highlighted])
        XCTAssertEqual(highlighted.text, "Go")
        XCTAssertEqual(highlighted.font, FontSpec(size: 16, weight: .bold))
        XCTAssertEqual(highlighted.color?.description, "#6BCEFF")
        XCTAssertEqual(view.button.titles[.disabled]?.color?.description, "#05ADFF", "a missing state is normal")
        XCTAssertEqual(view.button.titles[.selected]?.text, "Go")
    }

    func testStringShorthands() throws {
        let view = try parse("title: Hello\ndescription: World\nimage: art/x\n").base.view
        XCTAssertEqual(view.title?.text, "Hello")
        XCTAssertNil(view.title?.font, "the label's default applies")
        XCTAssertEqual(view.detail?.text, "World")
        XCTAssertEqual(view.image?.name, "art/x")
    }

    func testJSONLoadsToo() throws {
        let template = try TemplateLoader.parse(text: #"{"title": {"text": "Hi", "kern": 1.5}, "canvas": {"size": [320, 480], "scale": 3}}"#,
                                                path: "/tmp/x.json")
        XCTAssertEqual(template.name, "x")
        XCTAssertEqual(template.base.view.title?.kern, 1.5)
        XCTAssertEqual(template.base.canvas, Canvas(size: Size(width: 320, height: 480), scale: 3))
    }

    func testRunsShadowAndAlignment() throws {
        let title = try XCTUnwrap(parse("""
        title:
          text: Keep all your favorites, add favorites.
          alignment: left
          shadow: { color: "#FFFFFF", offset: [0, 1], blur: 0 }
          runs:
            - { match: add favorites, color: "#00ADF1", font: { size: 20 } }
        """).base.view.title)
        XCTAssertEqual(title.alignment, .left)
        XCTAssertEqual(title.shadow?.offset, Size(width: 0, height: 1))
        XCTAssertEqual(title.runs.first?.match, "add favorites")
        XCTAssertEqual(title.runs.first?.font?.size, 20)
    }
}
