extension EmptyDataSetView {
    /// The symbols of the screen drawn with a stand-in, not Apple's artwork: `tray (outline/inbox)`.
    /// Pages mark them, so that a reviewer does not judge an icon Apple would draw otherwise.
    public var standInSymbols: [String] {
        var seen = Set<String>()
        return everyImage.compactMap(\.symbol).compactMap { symbol in
            guard symbol.source.hasPrefix("stand-in: ") else { return nil }
            let line = "\(symbol.name) (\(symbol.source.dropFirst("stand-in: ".count)))"
            return seen.insert(line).inserted ? line : nil
        }
    }
}
