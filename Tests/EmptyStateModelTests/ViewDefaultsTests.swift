import EmptyStateModel
import XCTest

final class ViewDefaultsTests: XCTestCase {
    func testSpaceIsRoundedLikePercentDotF() {
        var view = EmptyDataSetView()
        XCTAssertEqual(view.effectiveSpace, 11, "0 means DZN's default")
        view.spaceHeight = 0.1
        XCTAssertEqual(view.effectiveSpace, 0, "the sample apps' trick for no gap")
        view.spaceHeight = 24.4
        XCTAssertEqual(view.effectiveSpace, 24)
        view.spaceHeight = 9.6
        XCTAssertEqual(view.effectiveSpace, 10)
    }

    func testLabelDefaultsAreDZNs() {
        XCTAssertEqual(LabelRole.title.defaultFont, FontSpec(size: 27))
        XCTAssertEqual(LabelRole.detail.defaultFont, FontSpec(size: 17))
        XCTAssertEqual(LabelRole.title.defaultColor.description, "#999999")
    }

    func testDevicePresets() {
        XCTAssertEqual(Device.named("iphone-8")?.canvas,
                       Canvas(size: Size(width: 375, height: 667), scale: 2, safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)))
        XCTAssertEqual(Device.named("iphone-x")?.canvas.pixelHeight, 2436)
        // The eight of the format, then the presets added with safe areas.
        XCTAssertEqual(Device.names.prefix(8), ["iphone-se", "iphone-8", "iphone-8-plus", "iphone-x", "iphone-15", "iphone-15-pro-max", "ipad", "ipad-pro-12.9"])
        XCTAssertEqual(Device.names.count, 20)
        XCTAssertNil(Device.named("iphone-9"))
    }
}
