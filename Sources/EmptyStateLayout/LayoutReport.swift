import EmptyStateModel

/// Every frame a layout computed, in points, as data (what `emptystate layout --json` prints):
/// canvas, safe area, the area the content is centered in, the bars, the content, the image,
/// each text with its line count and whether it was truncated, each button with its
/// background and title frames, and what did not fit.
public struct LayoutReport: Encodable, Equatable, Sendable {
    public struct Box: Encodable, Equatable, Sendable {
        public var x, y, width, height: Double
        init(_ rect: Rect) { x = rect.minX; y = rect.minY; width = rect.width; height = rect.height }
    }
    public struct CanvasInfo: Encodable, Equatable, Sendable { public var width, height: Double; public var scale: Int }
    public struct Text: Encodable, Equatable, Sendable {
        public var frame: Box
        public var text: String
        public var lines: Int
        public var truncated: Bool
        init(_ label: LabelLayout) {
            frame = Box(label.frame); text = label.text.text
            lines = label.measurement.lines.count; truncated = label.measurement.truncated
        }
    }
    /// A symbol image: its frame is the symbol's alignment rect.
    public struct Symbol: Encodable, Equatable, Sendable {
        public var name: String
        public var pointSize: Double
        public var weight, scale, renderingMode, source: String
        /// From the frame's top down to the symbol's baseline.
        public var baseline: Double
    }
    public struct ImageInfo: Encodable, Equatable, Sendable { public var frame: Box; public var drawn: Box; public var symbol: Symbol? }
    public struct Button: Encodable, Equatable, Sendable {
        public var role: String
        public var state: String
        public var style: String?
        public var frame: Box
        public var background: Box
        public var cornerRadius: Double?
        public var title: Text?
        public var subtitle: Text?
        public var image: Box?
    }
    public struct TabItem: Encodable, Equatable, Sendable { public var icon: Box; public var title: Box }
    public struct Bars: Encodable, Equatable, Sendable {
        public var statusBar, navigationBar, navigationTitle, largeTitle, searchBar, searchField, tabBar, homeIndicator: Box?
        public var tabItems: [TabItem]?
    }
    public struct Warning: Encodable, Equatable, Sendable { public var kind, element, message: String }

    /// `dzn`, `uikit` or `swiftui`.
    public var style: String
    public var canvas: CanvasInfo
    public var safeArea: Box
    public var region: Box
    public var chrome: Bars?
    public var content: Box
    public var image: ImageInfo?
    public var title: Text?
    public var description: Text?
    public var buttons: [Button]
    public var customView: Box?
    public var truncated: Bool
    public var overflow: Bool
    public var warnings: [Warning]

    public init(_ layout: ScreenLayout) {
        style = layout.view.layoutStyle.rawValue
        canvas = CanvasInfo(width: layout.canvas.size.width, height: layout.canvas.size.height, scale: layout.canvas.scale)
        safeArea = Box(layout.safeArea)
        region = Box(layout.region)
        content = Box(layout.contentFrame)
        if let frame = layout.image {
            let symbol = layout.view.image?.symbol.map {
                Symbol(name: $0.name, pointSize: $0.pointSize, weight: $0.weight.rawValue, scale: $0.scale, renderingMode: $0.renderingMode,
                       source: $0.source, baseline: frame.height - $0.baselineOffsetFromBottom)
            }
            image = ImageInfo(frame: Box(frame), drawn: Box(layout.imageContent ?? frame), symbol: symbol)
        }
        title = layout.title.map(Text.init)
        description = layout.detail.map(Text.init)
        buttons = layout.buttons.map { b in
            Button(role: b.role.rawValue, state: b.state.rawValue, style: b.configuration?.style.rawValue, frame: Box(b.alignmentFrame),
                   background: Box(b.backgroundFrame), cornerRadius: b.configuration == nil ? nil : b.cornerRadius,
                   title: b.title.map(Text.init), subtitle: b.subtitle.map(Text.init), image: b.imageFrame.map(Box.init))
        }
        customView = layout.customView.map(Box.init)
        if let c = layout.chrome {
            chrome = Bars(statusBar: c.statusBar.map(Box.init), navigationBar: c.navigationBar.map(Box.init),
                          navigationTitle: c.navigationTitle.map(Box.init), largeTitle: c.largeTitle.map(Box.init),
                          searchBar: c.searchBar.map(Box.init), searchField: c.searchField.map(Box.init), tabBar: c.tabBar.map(Box.init),
                          homeIndicator: c.homeIndicator.map(Box.init),
                          tabItems: c.tabItems.isEmpty ? nil : c.tabItems.map { TabItem(icon: Box($0.icon), title: Box($0.title)) })
        }
        warnings = layout.warnings.map { Warning(kind: $0.kind.rawValue, element: $0.element, message: $0.message) }
        truncated = layout.warnings.contains { $0.kind == .truncated }
        overflow = layout.warnings.contains { $0.kind == .overflow }
    }
}
