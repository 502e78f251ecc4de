import EmptyStateModel
import EmptyStateTraits
import Yams

/// `chrome:` — the bars around the view, in the current color scheme:
///
/// ```yaml
/// chrome:
///   statusBar: true                         # or { time: "9:41" }
///   navigationBar: { title: Inbox, largeTitle: true, items: [Edit], leadingItems: [Back] }
///   searchBar: { placeholder: Search Mail }
///   tabBar: { items: [{ title: Inbox, image: art/tab-inbox }, { title: Settings }], selected: 0 }
///   homeIndicator: true
/// ```
///
/// Colors come from UIKit's semantic colors for the traits: bars `secondarySystemBackground`
/// over a `separator` hairline (a default bar's material over white, flattened), titles
/// `label`, items the tint, unselected tabs `systemGray`, the search field
/// `tertiarySystemFill` with `secondaryLabel` placeholder, the home indicator `label`.
extension ScreenDecoder {
    func chrome(_ node: Node) throws -> Chrome {
        var chrome = Chrome()
        let tint = environment.tint.resolved(with: environment.traits)
        func named(_ name: String) -> Color { SemanticColor.named(name, tint: environment.tint)!.resolved(with: environment.traits) }
        for (key, _, value) in try reader.mapping(node, known: Keys.chrome, what: "chrome") {
            let what = "chrome.\(key)"
            switch key {
            case "statusBar":
                guard try enabled(value, what: what, known: Keys.statusBar) else { continue }
                var bar = StatusBar(foreground: named("label"))
                for (k, _, v) in try optionalMapping(value, known: Keys.statusBar, what: what) {
                    if k == "time" { bar.time = try shortString(v, what: "\(what).time", limit: 10) }
                    if k == "background" { bar.background = try color(v, what: "\(what).background") }
                }
                chrome.statusBar = bar
            case "navigationBar":
                var bar = NavigationBar(background: named("secondarySystemBackground"), separator: named("separator"), titleColor: named("label"), tint: tint)
                for (k, _, v) in try reader.mapping(value, known: Keys.navigationBar, what: what) {
                    switch k {
                    case "title": bar.title = try shortString(v, what: "\(what).title", limit: 100)
                    case "largeTitle": bar.largeTitle = try reader.bool(v, what: "\(what).largeTitle")
                    case "items": bar.trailingItems = try barItems(v, what: "\(what).items")
                    case "leadingItems": bar.leadingItems = try barItems(v, what: "\(what).leadingItems")
                    case "background": bar.background = try color(v, what: "\(what).background")
                    default: break
                    }
                }
                chrome.navigationBar = bar
            case "searchBar":
                var bar = SearchBar(fieldColor: named("tertiarySystemFill"), placeholderColor: named("secondaryLabel"), textColor: named("label"),
                                    background: named("secondarySystemBackground"))
                for (k, _, v) in try optionalMapping(value, known: Keys.searchBar, what: what) {
                    if k == "placeholder" { bar.placeholder = try shortString(v, what: "\(what).placeholder", limit: 100) }
                    if k == "text" { bar.text = try shortString(v, what: "\(what).text", limit: 100) }
                }
                chrome.searchBar = bar
            case "tabBar": chrome.tabBar = try tabBar(value, what: what, tint: tint, gray: named("systemGray"),
                                                      background: named("secondarySystemBackground"), separator: named("separator"))
            case "homeIndicator":
                if try enabled(value, what: what, known: []) { chrome.homeIndicator = HomeIndicator(color: named("label")) }
            default: break
            }
        }
        // The navigation bar's background reaches under the status bar, as a bar does.
        if let nav = chrome.navigationBar, chrome.statusBar?.background == .clear { chrome.statusBar?.background = nav.background }
        if let nav = chrome.navigationBar { chrome.searchBar?.background = nav.background }
        return chrome
    }

    private func tabBar(_ node: Node, what: String, tint: Color, gray: Color, background: Color, separator: Color) throws -> TabBar {
        let pairs = try reader.mapping(node, known: Keys.tabBar, what: what)
        guard let itemsNode = pairs.first(where: { $0.key == "items" })?.value else { throw reader.error("\(what) needs 'items'", at: node) }
        let items = try reader.sequence(itemsNode, what: "\(what).items", limit: 5).map { item -> TabItem in
            let entry = try reader.mapping(item, known: Keys.tabItem, what: "an item of \(what)")
            guard let title = entry.first(where: { $0.key == "title" })?.value else { throw reader.error("an item of \(what) needs a 'title'", at: item) }
            var tab = TabItem(title: try shortString(title, what: "\(what).items.title", limit: 40))
            if let image = entry.first(where: { $0.key == "image" })?.value { tab.image = try self.image(image, what: "\(what).items.image") }
            return tab
        }
        guard !items.isEmpty else { throw reader.error("\(what).items is empty", at: itemsNode) }
        var bar = TabBar(items: items, selected: 0, background: background, separator: separator, selectedColor: tint, unselectedColor: gray)
        for (k, _, v) in pairs {
            if k == "selected" {
                let index = try reader.finiteNumber(v, what: "\(what).selected", range: 0...Double(items.count - 1))
                guard index == index.rounded() else { throw reader.error("\(what).selected must be an item's index, 0 to \(items.count - 1)", at: v) }
                bar.selected = Int(index)
            }
            if k == "background" { bar.background = try color(v, what: "\(what).background") }
        }
        return bar
    }

    private func barItems(_ node: Node, what: String) throws -> [BarItem] {
        try reader.sequence(node, what: what, limit: 3).map { item in
            if case .scalar = item { return BarItem(title: try shortString(item, what: what, limit: 40)) }
            let pairs = try reader.mapping(item, known: Keys.barItem, what: "an item of \(what)")
            var bar = BarItem()
            for (k, _, v) in pairs {
                if k == "title" { bar.title = try shortString(v, what: "\(what).title", limit: 40) }
                if k == "image" { bar.image = try image(v, what: "\(what).image") }
            }
            guard bar.title != nil || bar.image != nil else { throw reader.error("an item of \(what) needs a 'title' or an 'image'", at: item) }
            return bar
        }
    }

    /// `true`, `false`, or a mapping of options (which means true).
    private func enabled(_ node: Node, what: String, known: [String]) throws -> Bool {
        if case .mapping = node { return true }
        return try reader.bool(node, what: what)
    }

    private func optionalMapping(_ node: Node, known: [String], what: String) throws -> Pairs {
        if case .mapping = node { return try reader.mapping(node, known: known, what: what) }
        if case .scalar = node, reader.isNull(node) { return [] }
        if case .scalar = node, (try? reader.bool(node, what: what)) != nil { return [] }
        return try reader.mapping(node, known: known, what: what)
    }

    private func shortString(_ node: Node, what: String, limit: Int) throws -> String {
        let text = try reader.string(node, what: what)
        guard text.unicodeScalars.count <= limit, !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw reader.error("\(what) must be at most \(limit) characters, without control characters", at: node)
        }
        return text
    }
}
