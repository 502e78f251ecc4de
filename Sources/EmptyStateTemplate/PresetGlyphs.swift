/// The presets' images as SVG documents drawn in black and tinted when drawn: our own
/// drawings in the manner of SF Symbols (magnifyingglass, tray, exclamationmark.triangle) and
/// of UIActivityIndicatorView. Each has an intrinsic size, so `pointSize` scales it.
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

    static let magnifyingGlass = """
    <svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">\
    <circle cx="26" cy="26" r="19" fill="none" stroke="#000" stroke-width="5"/>\
    <path d="M40 40 L58 58" stroke="#000" stroke-width="7" stroke-linecap="round"/></svg>
    """

    static let tray = """
    <svg xmlns="http://www.w3.org/2000/svg" width="64" height="56" viewBox="0 0 64 56">\
    <path d="M12 4 H52 L61 30 V46 A6 6 0 0 1 55 52 H9 A6 6 0 0 1 3 46 V30 Z" fill="none" stroke="#000" stroke-width="4.5" stroke-linejoin="round"/>\
    <path d="M4 30 H20 A12 8 0 0 0 44 30 H60" fill="none" stroke="#000" stroke-width="4.5" stroke-linejoin="round"/></svg>
    """

    static let exclamationTriangle = """
    <svg xmlns="http://www.w3.org/2000/svg" width="64" height="58" viewBox="0 0 64 58">\
    <path d="M27.7 5.5 Q32 -1.5 36.3 5.5 L60.5 47.5 Q64 54.5 56 54.5 H8 Q0 54.5 3.5 47.5 Z" fill="none" stroke="#000" stroke-width="4.5" stroke-linejoin="round"/>\
    <rect x="29.5" y="18" width="5" height="21" rx="2.5"/><circle cx="32" cy="46" r="3.2"/></svg>
    """
}
