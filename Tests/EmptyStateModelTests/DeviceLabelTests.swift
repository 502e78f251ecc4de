import EmptyStateModel
import XCTest

final class DeviceLabelTests: XCTestCase {
    func testDevicesAreNamedAsPeopleSayThem() {
        XCTAssertEqual(Device.label("iphone-8", scale: 2), "iPhone 8, 2×")
        XCTAssertEqual(Device.label("iphone-se", scale: 2), "iPhone SE, 2×")
        XCTAssertEqual(Device.label("iphone-15-pro-max", scale: 3), "iPhone 15 Pro Max, 3×")
        XCTAssertEqual(Device.label("iphone-x", scale: 3), "iPhone X, 3×")
        XCTAssertEqual(Device.label("ipad-pro-12.9", scale: 2), "iPad Pro 12.9″, 2×")
        XCTAssertEqual(Device.label("ipad-mini", scale: 2), "iPad mini, 2×")
        XCTAssertEqual(Device.label("iphone-air", scale: 3), "iPhone Air, 3×")
        XCTAssertEqual(Device.label("375x667", scale: 1), "375 × 667 pt, 1×")
        XCTAssertEqual(Set(Device.all.map(\.displayName)).count, Device.all.count, "every preset's name differs")
    }
}
