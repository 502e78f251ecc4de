import EmptyStateModel

/// Where the bars go, in points, from UIKit's bar metrics (iOS 13–18, portrait):
/// - status bar: the safe area's top (20 pt on home-button devices, 44–68 pt on others);
/// - navigation bar: 44 pt tall under it (50 pt on iPad), 96 pt with a large title (its
///   34 pt bold title in the lower 52 pt); items at 16 pt from the edges (20 pt on iPad);
/// - search bar (a search controller's, under the navigation bar): 52 pt, a 36 pt field
///   with 8 pt above and below, 16 pt from the edges, corner radius 10;
/// - tab bar: 49 pt (50 pt on iPad) above the home indicator's 34 pt (20 pt on iPad),
///   25 pt icons 7 pt from its top, 10 pt titles under them;
/// - home indicator: 134 × 5 pt, 8 pt above the bottom edge (iPad: 314 × 5 pt).
/// The figures are UIKit's bar heights as Apple's HIG ("Navigation bars", "Tab bars",
/// "Layout") describes the bars and as Xcode's view debugger reports their frames.
public struct ChromeLayout: Equatable, Sendable {
    public var statusBar: Rect?
    /// The time's label and the glyphs (signal, Wi-Fi, battery) in the status bar.
    public var statusTime: Rect?
    public var statusGlyphs: Rect?
    /// Whether the status bar is the tall one beside a notch or the Dynamic Island.
    public var statusBarIsTall = false
    public var navigationBar: Rect?
    public var navigationTitle: Rect?
    public var largeTitle: Rect?
    public var leadingItems: [Rect] = []
    public var trailingItems: [Rect] = []
    public var searchBar: Rect?
    public var searchField: Rect?
    public var tabBar: Rect?
    /// Each item's icon and title.
    public var tabItems: [TabItemLayout] = []
    public var homeIndicator: Rect?
    /// What the bars leave for the empty state.
    public var free: Rect

    public init(_ chrome: Chrome, canvas: Canvas, rightToLeft: Bool) {
        let width = canvas.size.width, height = canvas.size.height
        let safe = canvas.safeArea
        let pad = width >= 700 ? 20.0 : 16.0
        let iPad = width >= 700
        var top = safe.top
        var bottom = height - safe.bottom
        free = Rect(x: 0, y: 0, width: width, height: height)
        if chrome.statusBar != nil {
            let bar = Rect(x: 0, y: 0, width: width, height: safe.top)
            statusBar = bar
            statusBarIsTall = safe.top > 24
            if statusBarIsTall {
                // The time sits centered in the left "ear" beside the sensor housing (about 126 pt
                // wide at the center), the glyphs in the right one; both on the housing's middle.
                let ear = (width - 126) / 2
                let mid = min(bar.height - 14, max(11, safe.top - 30))
                statusTime = Rect(x: rightToLeft ? width - ear : 0, y: mid - 11, width: ear, height: 22)
                statusGlyphs = Rect(x: rightToLeft ? 0 : width - ear, y: mid - 7, width: ear, height: 14)
            } else {
                statusTime = Rect(x: 0, y: 0, width: width, height: bar.height)
                statusGlyphs = Rect(x: rightToLeft ? 6 : width - 106, y: (bar.height - 12) / 2, width: 100, height: 12)
            }
        }
        if let nav = chrome.navigationBar {
            let barHeight = iPad ? 50.0 : 44.0
            let bar = Rect(x: 0, y: top, width: width, height: barHeight + (nav.largeTitle ? 52 : 0))
            navigationBar = bar
            let third = (width - 2 * pad) / 3
            if nav.title != nil {
                if nav.largeTitle {
                    largeTitle = Rect(x: pad, y: top + barHeight + 3, width: width - 2 * pad, height: 41)
                } else {
                    navigationTitle = Rect(x: pad + third, y: top, width: third, height: barHeight)
                }
            }
            func items(_ count: Int, leading: Bool) -> [Rect] {
                guard count > 0 else { return [] }
                let each = min(third / Double(count), 44 * 2)
                return (0..<count).map { index in
                    let offset = pad + Double(index) * each
                    let fromLeft = leading != rightToLeft
                    return Rect(x: fromLeft ? offset : width - offset - each, y: top, width: each, height: barHeight)
                }
            }
            leadingItems = items(nav.leadingItems.count, leading: true)
            trailingItems = items(nav.trailingItems.count, leading: false)
            top = bar.maxY
        }
        if chrome.searchBar != nil {
            let bar = Rect(x: 0, y: top, width: width, height: 52)
            searchBar = bar
            searchField = Rect(x: pad, y: top + 8, width: max(0, width - 2 * pad), height: 36)
            top = bar.maxY
        }
        if let tabs = chrome.tabBar {
            let barHeight = iPad ? 50.0 : 49.0
            let bar = Rect(x: 0, y: height - safe.bottom - barHeight, width: width, height: barHeight + safe.bottom)
            tabBar = bar
            let count = max(1, tabs.items.count)
            let itemWidth = width / Double(count)
            tabItems = (0..<tabs.items.count).map { index in
                let column = rightToLeft ? count - 1 - index : index
                let x = Double(column) * itemWidth
                return TabItemLayout(icon: Rect(x: x + (itemWidth - 25) / 2, y: bar.minY + 7, width: 25, height: 25),
                                     title: Rect(x: x, y: bar.minY + 34, width: itemWidth, height: 12))
            }
            bottom = bar.minY
        }
        if chrome.homeIndicator != nil {
            let indicatorWidth = iPad ? 314.0 : 134.0
            homeIndicator = Rect(x: (width - indicatorWidth) / 2, y: height - 13, width: indicatorWidth, height: 5)
        }
        free = Rect(x: safe.left, y: top, width: max(0, width - safe.left - safe.right), height: max(0, bottom - top))
    }
}

public struct TabItemLayout: Equatable, Sendable {
    public var icon: Rect
    public var title: Rect
}
