import EmptyStateModel
import XCTest

/// Devices and scales asked for by name and number: one check, one wording, for the command
/// line, the test API and `serve`.
final class CanvasRequestTests: XCTestCase {
    func testAScreenMovesToAPresetAndAScale() throws {
        let screen = Screen(view: EmptyDataSetView(), canvas: Canvas(size: Size(width: 100, height: 200), scale: 1))
        let moved = try screen.on(device: "iphone-8", scale: 3)
        XCTAssertEqual(moved.canvas.size, Size(width: 375, height: 667))
        XCTAssertEqual(moved.canvas.scale, 3)
        XCTAssertEqual(try screen.on(device: nil, scale: nil), screen)
        XCTAssertEqual(try screen.on(device: nil, scale: 2).canvas.size, screen.canvas.size)
    }

    func testUnknownDevicesAndScalesAreRefusedNamingWhatThereIs() {
        let screen = Screen(view: EmptyDataSetView())
        XCTAssertThrowsError(try screen.on(device: "pixel-7", scale: nil)) { error in
            XCTAssertEqual(error as? CanvasRequestError, .notAPreset("pixel-7"))
            XCTAssertTrue("\(error)".hasPrefix("device 'pixel-7' is not a preset; presets: iphone-se, iphone-8,"), "\(error)")
        }
        XCTAssertThrowsError(try screen.on(device: "iphone15", scale: nil)) { error in
            XCTAssertTrue("\(error)".hasPrefix("device 'iphone15' is not a preset; did you mean 'iphone-15'? Presets: iphone-se,"), "\(error)")
        }
        XCTAssertThrowsError(try screen.on(device: "ipda", scale: nil)) { error in
            XCTAssertTrue("\(error)".hasPrefix("device 'ipda' is not a preset; did you mean 'ipad'? Presets:"), "\(error)")
        }
        for scale in [0, 4, -1] {
            XCTAssertThrowsError(try screen.on(device: nil, scale: scale)) { error in
                XCTAssertEqual("\(error)", "scale must be 1, 2 or 3, not \(scale)")
            }
        }
    }
}
