/// Device names as people say them, for pages and captions: `iphone-8` at 2x is "iPhone 8, 2×".
extension Device {
    /// "iPhone SE", "iPhone 15 Pro Max", "iPad mini", "iPad Pro 12.9″": an iPad's number is its
    /// screen's diagonal in inches, an iPhone's its model.
    public var displayName: String {
        let words = name.split(separator: "-").map(String.init)
        let isPad = words.first == "ipad"
        return words.map { word in
            switch word {
            case "iphone": "iPhone"
            case "ipad": "iPad"
            case "se", "x": word.uppercased()
            case "mini": "mini"
            default: word.first?.isNumber == true ? (isPad ? word + "″" : word) : word.prefix(1).uppercased() + word.dropFirst()
            }
        }.joined(separator: " ")
    }

    /// The label of a device folder name (a preset, or a size `375x667`) at a scale.
    public static func label(_ device: String, scale: Int) -> String {
        if let preset = named(device) { return "\(preset.displayName), \(scale)×" }
        let sides = device.split(separator: "x")
        if sides.count == 2, sides.allSatisfy({ Double($0) != nil }) { return "\(sides[0]) × \(sides[1]) pt, \(scale)×" }
        return "\(device), \(scale)×"
    }
}
