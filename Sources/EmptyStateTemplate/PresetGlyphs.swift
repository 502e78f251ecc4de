/// The loading preset's activity indicator as an SVG document drawn in black and tinted when
/// drawn, in the manner of UIActivityIndicatorView (the other presets draw SF Symbols).
enum PresetGlyphs {
    /// UIActivityIndicatorView's medium style (iOS 13+): 20 × 20 pt, eight rounded spokes
    /// fading clockwise from the one at the top.
    static let activityIndicator: String = {
        var spokes = ""
        for index in 0..<8 {
            let opacity = 1.0 - Double(index) * 0.1
            let angle = Double(index) * -45
            spokes += "<rect x=\"8.7\" y=\"0.5\" width=\"2.6\" height=\"6\" rx=\"1.3\" fill-opacity=\"\(opacity)\" transform=\"rotate(\(angle) 10 10)\"/>"
        }
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"20\" height=\"20\" viewBox=\"0 0 20 20\">\(spokes)</svg>"
    }()
}
