import EmptyStateModel
import EmptyStateMotion
import XCTest

final class TimelineTests: XCTestCase {
    func testEaseInEaseOutIsSymmetric() {
        let curve = UnitBezier.easeInEaseOut
        XCTAssertEqual(curve.value(at: 0), 0)
        XCTAssertEqual(curve.value(at: 1), 1)
        XCTAssertEqual(curve.value(at: 0.5), 0.5, accuracy: 1e-6)
        XCTAssertEqual(curve.value(at: 0.25) + curve.value(at: 0.75), 1, accuracy: 1e-6)
        XCTAssertLessThan(curve.value(at: 0.1), 0.1, "slow at the start")
        XCTAssertEqual(UnitBezier.linear.value(at: 0.3), 0.3, accuracy: 1e-6)
    }

    func testTheContentFadesInOverAQuarterSecond() {
        var view = EmptyDataSetView()
        let timeline = Timeline(view: view)
        XCTAssertEqual(timeline.moment(at: 0).contentAlpha, 0)
        XCTAssertEqual(timeline.moment(at: 0.125).contentAlpha, 0.5, accuracy: 1e-6)
        XCTAssertEqual(timeline.moment(at: 0.25).contentAlpha, 1)
        XCTAssertEqual(timeline.moment(at: 3).contentAlpha, 1)
        view.fadeIn = false
        XCTAssertEqual(Timeline(view: view).moment(at: 0).contentAlpha, 1)
    }

    func testTheSamplesSpinnerTurnsAQuarterEveryQuarterSecond() {
        var view = EmptyDataSetView()
        view.image = ImageSpec(name: "spinner", directory: "/t",
                               animation: ImageAnimation(keyPath: .rotationZ, to: .pi / 2, duration: 0.25, cumulative: true, repeatCount: .infinity))
        view.animateImageView = true
        let timeline = Timeline(view: view)
        XCTAssertEqual(timeline.moment(at: 0).imageRotation, 0)
        XCTAssertEqual(timeline.moment(at: 0.125).imageRotation, .pi / 4, accuracy: 1e-9)
        XCTAssertEqual(timeline.moment(at: 1).imageRotation, 2 * .pi, accuracy: 1e-9)
        XCTAssertEqual(timeline.moment(at: 1.125).imageRotation, 2 * .pi + .pi / 4, accuracy: 1e-9)
        XCTAssertEqual(timeline.appearanceDuration, 0.25)
        view.animateImageView = false
        XCTAssertEqual(Timeline(view: view).moment(at: 0.125).imageRotation, 0, "runs only when the delegate says so")
    }

    func testAFiniteAnimationEndsAtTheIdentity() {
        let pulse = ImageAnimation(keyPath: .scale, from: 1, to: 2, duration: 1, repeatCount: 2, timingFunction: .easeIn)
        XCTAssertEqual(Timeline.value(of: pulse, at: 1.0), 1, "second round starts again from `from`")
        XCTAssertGreaterThan(Timeline.value(of: pulse, at: 1.9), 1.5)
        XCTAssertEqual(Timeline.value(of: pulse, at: 2.5), 1, "removed when done")
    }
}
