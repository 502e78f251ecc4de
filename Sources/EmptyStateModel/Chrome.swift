/// What surrounds the empty state on a real screen: bars and indicators drawn over the canvas
/// in the current color scheme (colors already resolved for the traits). The empty state is
/// centered in what they leave, as a table view's background view is under bars.
public struct Chrome: Equatable, Sendable {
    public var statusBar: StatusBar?
    public var navigationBar: NavigationBar?
    public var searchBar: SearchBar?
    public var tabBar: TabBar?
    public var homeIndicator: HomeIndicator?

    public init() {}
}

public struct StatusBar: Equatable, Sendable {
    /// Apple's marketing time.
    public var time = "9:41"
    /// The glyphs' color: `label` (dark content in light mode, light in dark).
    public var foreground: Color
    public var background: Color = .clear
    public init(foreground: Color) { self.foreground = foreground }
}

/// A bar button item: a title, or an image drawn in the tint.
public struct BarItem: Equatable, Sendable {
    public var title: String?
    public var image: ImageSpec?
    public init(title: String? = nil, image: ImageSpec? = nil) { self.title = title; self.image = image }
}

public struct NavigationBar: Equatable, Sendable {
    public var title: String?
    public var largeTitle = false
    public var leadingItems: [BarItem] = []
    public var trailingItems: [BarItem] = []
    public var background: Color
    public var separator: Color
    public var titleColor: Color
    public var tint: Color
    public init(background: Color, separator: Color, titleColor: Color, tint: Color) {
        self.background = background; self.separator = separator; self.titleColor = titleColor; self.tint = tint
    }
}

public struct SearchBar: Equatable, Sendable {
    public var placeholder = "Search"
    public var text: String?
    public var fieldColor: Color
    public var placeholderColor: Color
    public var textColor: Color
    public var background: Color
    public init(fieldColor: Color, placeholderColor: Color, textColor: Color, background: Color) {
        self.fieldColor = fieldColor; self.placeholderColor = placeholderColor; self.textColor = textColor; self.background = background
    }
}

public struct TabItem: Equatable, Sendable {
    public var title: String
    public var image: ImageSpec?
    public init(title: String, image: ImageSpec? = nil) { self.title = title; self.image = image }
}

public struct TabBar: Equatable, Sendable {
    public var items: [TabItem]
    public var selected: Int
    public var background: Color
    public var separator: Color
    public var selectedColor: Color
    public var unselectedColor: Color
    public init(items: [TabItem], selected: Int, background: Color, separator: Color, selectedColor: Color, unselectedColor: Color) {
        self.items = items; self.selected = selected; self.background = background; self.separator = separator
        self.selectedColor = selectedColor; self.unselectedColor = unselectedColor
    }
}

public struct HomeIndicator: Equatable, Sendable {
    public var color: Color
    public init(color: Color) { self.color = color }
}
