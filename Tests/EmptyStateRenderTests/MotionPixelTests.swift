import EmptyStateLayout
import EmptyStateModel
import EmptyStateMotion
import EmptyStateRender
import XCTest

/// The timeline as pixels: fade-in, the loading spinner, button states of image buttons.
final class MotionPixelTests: XCTestCase {
    static let spinnerSVG = """
    <svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect x="16" y="0" width="8" height="16" fill="#000"/></svg>
    """

    func frames(_ template: String, fixture: Fixture, variant: String? = nil) throws -> (FrameRenderer, Timeline, ScreenRenderer, ScreenLayout) {
        let loaded = try fixture.template(template)
        let screen = try XCTUnwrap(loaded.screen(variant: variant))
        let renderer = try ScreenRenderer(fontFiles: screen.fontFiles)
        let layout = try renderer.layout(screen)
        return (try FrameRenderer(renderer: renderer, layout: layout), Timeline(view: screen.view), renderer, layout)
    }

    func testTheFadeInFromBackgroundToRest() throws {
        let fixture = try Fixture()
        let (frames, timeline, renderer, layout) = try frames("backgroundColor: white\ntitle: { text: Hello, color: black, font: { size: 40, weight: black } }\n", fixture: fixture)
        let start = try frames.render(timeline.moment(at: 0))
        XCTAssertTrue(start.rgba.allSatisfy { $0 == 255 }, "at t = 0 only the background shows")

        let half = try frames.render(timeline.moment(at: 0.125))
        let darkest = stride(from: 0, to: half.rgba.count, by: 4).map { half.rgba[$0] }.min()!
        XCTAssertEqual(Double(darkest), 127.5, accuracy: 2, "black text at half alpha over white")

        let rest = try renderer.renderPixels(layout)
        XCTAssertEqual(try frames.render(timeline.moment(at: 1)), rest, "t = 1 s is the resting screen")
        XCTAssertEqual(try frames.render(.resting), rest, "frames composited from layers equal the one-pass drawing")
    }

    func testTheLoadingSpinnerTurnsAFullTurnASecond() throws {
        let fixture = try Fixture()
        try fixture.write("spinner.svg", Self.spinnerSVG)
        let (frames, timeline, _, _) = try frames("""
        backgroundColor: white
        title: Loading
        image: { name: spinner, animation: { keyPath: transform.rotation.z, from: 0, to: 1.5707963, duration: 0.25, cumulative: true, repeatCount: inf } }
        animateImageView: true
        """, fixture: fixture)
        let one = try frames.render(timeline.moment(at: 1))
        let two = try frames.render(timeline.moment(at: 2))
        let between = try frames.render(timeline.moment(at: 1.125))
        XCTAssertEqual(maxDifference(one, two), 0, accuracy: 1, "a whole turn later the spinner looks the same")
        XCTAssertGreaterThan(maxDifference(one, between), 200, "an eighth of a turn later it does not")
        // The spinner turns about the image's center: the bar points up at rest, right after a quarter turn.
        let quarter = try frames.render(timeline.moment(at: 0.25 + 1))
        let image = try XCTUnwrap(frames.layout.image)
        let up = one.pixel(x: Int(image.midX * 2), y: Int((image.minY + 4) * 2))
        let right = quarter.pixel(x: Int((image.maxX - 4) * 2), y: Int(image.midY * 2))
        XCTAssertLessThan(up.r, 50)
        XCTAssertLessThan(right.r, 50)
    }

    func testAnImageButtonDarkensWhenHighlightedAndLightensWhenDisabled() throws {
        let fixture = try Fixture()
        try fixture.png("icon.png", width: 40, height: 40, rgba: (200, 100, 50, 255))
        let template = try fixture.template("backgroundColor: white\nbutton: { image: { normal: icon } }\n")
        let (layout, normal) = try render(template)
        let (_, highlighted) = try render(template, state: .highlighted)
        let (_, disabled) = try render(template, state: .disabled)
        let (_, selected) = try render(template, state: .selected)
        let frame = try XCTUnwrap(layout.button?.imageFrame)
        let x = Int(frame.midX * 2), y = Int(frame.midY * 2)
        XCTAssertTrue(normal.pixel(x: x, y: y) == (200, 100, 50, 255))
        XCTAssertLessThan(highlighted.pixel(x: x, y: y).r, 150, "darker")
        XCTAssertGreaterThan(disabled.pixel(x: x, y: y).g, 150, "lighter")
        XCTAssertEqual(selected, normal, "selected borrows normal unchanged")

        // With an image of its own, the highlighted state shows it as it is.
        try fixture.png("pressed.png", width: 40, height: 40, rgba: (10, 20, 30, 255))
        let own = try fixture.template("backgroundColor: white\nbutton: { image: { normal: icon, highlighted: pressed } }\n")
        XCTAssertTrue(try render(own, state: .highlighted).1.pixel(x: x, y: y) == (10, 20, 30, 255))
    }

    func testAppearancePlans() {
        var view = EmptyDataSetView()
        var fade = Appearance(view: view, fps: 60)
        XCTAssertEqual(fade.loops, 1, "a fade alone plays once")
        XCTAssertEqual(fade.times.count, 16, "15 frames over 0.25 s, then the resting screen")
        XCTAssertEqual(fade.times.last, 0.25)

        view.image = ImageSpec(name: "s", directory: "/", animation: ImageAnimation(keyPath: .rotationZ, from: 0, to: .pi / 2, duration: 0.25, cumulative: true, repeatCount: .infinity))
        view.animateImageView = true
        XCTAssertEqual(Appearance.loopPeriod(view), 1, "four quarter turns")
        fade = Appearance(view: view, fps: 60)
        XCTAssertEqual(fade.loops, 0)
        XCTAssertEqual(fade.times.count, 60, "a 60-frame loop")
        XCTAssertEqual(fade.delays.reduce(0, +), 1, accuracy: 1e-9)

        view.image?.animation = ImageAnimation(keyPath: .rotationZ, to: 2 * .pi / 3, duration: 0.5, cumulative: true, repeatCount: .infinity)
        XCTAssertEqual(Appearance.loopPeriod(view)!, 1.5, accuracy: 1e-9, "three thirds of a turn")
        view.image?.animation = ImageAnimation(keyPath: .scale, from: 1, to: 1.2, duration: 0.4, repeatCount: .infinity)
        XCTAssertEqual(Appearance.loopPeriod(view), 0.4)
        XCTAssertEqual(Appearance(view: view, fps: 10, duration: 2).times.count, 20, "--duration wins")
    }

    func maxDifference(_ a: PixelBuffer, _ b: PixelBuffer) -> Double {
        Double(zip(a.rgba, b.rgba).map { abs(Int($0) - Int($1)) }.max() ?? 0)
    }
}
