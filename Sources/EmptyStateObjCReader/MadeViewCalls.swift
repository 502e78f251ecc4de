import EmptyStateModel
import EmptyStateSourceReading

/// The views of a class that makes itself its data source (`SourcingViews`) that a controller
/// makes (`_tableView = [[DDPBaseTableView alloc] init…]`, or declares: a nib's outlet) and turns
/// the category's display flag on for (`_tableView.showEmptyView = YES`, or `[self.tableView
/// endRefreshing]`, which sets it): each is a screen at the line that makes it, worded by what
/// the controller assigns (`_tableView.titleForEmptyView = @"没有搜索到结果"`). A controller that
/// is a data source of its own draws its own methods instead.
extension DataSourceObjectCalls {
    func madeViewScreens(_ category: WrapperView, tokens: [Token], sourcingViews: [WrapperView]) throws
        -> (screens: [ImportedScreen], called: Set<String>) {
        guard let display = category.shownWhen else { return ([], []) }
        let classes = Dictionary(sourcingViews.compactMap { view in
            view.sourcingView.flatMap { SourcingViews.reaches($0.superclass, category.typeName) ? (view.typeName, view) : nil }
        }, uniquingKeysWith: { first, _ in first })
        guard !classes.isEmpty else { return ([], []) }
        let ownSources = Set(units.filter { !$0.methods.isEmpty }.map(\.name))
        let properties = Set(category.parameters.map(\.property))
        var made: [ViewKey: (start: Int, view: WrapperView)] = [:]
        var declared: [String: (start: Int, view: WrapperView)] = [:]
        for index in tokens.indices {
            if let making = Self.making(tokens, at: index, buffer: buffer, classes: classes), let owner = enclosingClass(at: tokens[index].start) {
                let key = ViewKey(owner: owner, view: making.view)
                if made[key] == nil { made[key] = (making.start, making.class) }
            } else if tokens[index].kind == .identifier, let view = classes[buffer.text(tokens[index])], index + 2 < tokens.count,
                      tokens[index + 1].isPunct(.star), tokens[index + 2].kind == .identifier,
                      index + 3 >= tokens.count || !tokens[index + 3].isPunct(.rparen) {
                var name = buffer.text(tokens[index + 2])
                if name.hasPrefix("_") { name.removeFirst() }
                if declared[name] == nil { declared[name] = (index, view) }
            }
        }
        var values: [ViewKey: [String: Range<Int>]] = [:]
        var turnedOn = Set<ViewKey>()
        for assignment in Self.propertyAssignments(tokens, buffer: buffer, properties: properties.union([display])) {
            guard let owner = enclosingClass(at: tokens[assignment.start].start) else { continue }
            let key = ViewKey(owner: owner, view: assignment.view)
            if assignment.property == display {
                if Self.isOn(Array(tokens[assignment.value]), buffer) { turnedOn.insert(key) }
            } else if values[key]?[assignment.property] == nil {
                values[key, default: [:]][assignment.property] = assignment.value
            }
        }
        for send in Self.plainSends(tokens, buffer: buffer) {
            guard let owner = enclosingClass(at: tokens[send.start].start) else { continue }
            let key = ViewKey(owner: owner, view: send.view)
            let maker = made[key]?.view ?? declared[send.view]?.view
            if maker?.sourcingView?.turnsOn[send.selector]?.contains(display) == true { turnedOn.insert(key) }
        }
        var screens: [ImportedScreen] = []
        var called = Set<String>()
        for key in turnedOn.sorted(by: { ($0.owner, $0.view) < ($1.owner, $1.view) }) where !ownSources.contains(key.owner) {
            guard let origin = made[key] ?? declared[key.view] else { continue }
            var given: [String: Argument] = [:]
            for (property, range) in values[key] ?? [:] { given[property] = argument(Array(tokens[range])) }
            let (line, column) = buffer.location(Int(tokens[origin.start].start))
            screens.append(ImportedScreen(name: key.owner, file: buffer.file, line: line, column: column, kind: .dzn,
                                          template: Self.configured(category.template, given, properties: properties)))
            called.formUnion([category.name, origin.view.name])
        }
        return (screens, called)
    }

    /// `_tableView = [[DDPBaseTableView alloc] init…` or `self.tableView = [DDPBaseTableView new]`
    /// at `index` (the view's first token): the view's name and class.
    private static func making(_ tokens: [Token], at index: Int, buffer: SourceBuffer, classes: [String: WrapperView])
        -> (view: String, start: Int, class: WrapperView)? {
        guard tokens[index].kind == .identifier, index == 0 || !tokens[index - 1].isPunct(.dot) else { return nil }
        var last = index
        while last + 2 < tokens.count, tokens[last + 1].isPunct(.dot), tokens[last + 2].kind == .identifier { last += 2 }
        var cursor = last + 1
        guard cursor + 3 < tokens.count, tokens[cursor].isPunct(.assign), tokens[cursor + 1].isPunct(.lbracket) else { return nil }
        cursor += 2
        if tokens[cursor].isPunct(.lbracket) { cursor += 1 }
        guard cursor + 1 < tokens.count, tokens[cursor].kind == .identifier, let view = classes[buffer.text(tokens[cursor])],
              tokens[cursor + 1].kind == .identifier, ["alloc", "new"].contains(buffer.text(tokens[cursor + 1])) else { return nil }
        var name = buffer.text(tokens[last])
        if name.hasPrefix("_") { name.removeFirst() }
        guard name != "self" else { return nil }
        return (name, index, view)
    }

    /// `[self.tableView endRefreshing]`: sends without arguments, by the receiver's last name.
    private static func plainSends(_ tokens: [Token], buffer: SourceBuffer) -> [(view: String, selector: String, start: Int)] {
        var result: [(String, String, Int)] = []
        for index in tokens.indices where tokens[index].isPunct(.lbracket) {
            var last = index + 1
            guard last < tokens.count, tokens[last].kind == .identifier else { continue }
            while last + 2 < tokens.count, tokens[last + 1].isPunct(.dot), tokens[last + 2].kind == .identifier { last += 2 }
            guard last + 2 < tokens.count, tokens[last + 1].kind == .identifier, tokens[last + 2].isPunct(.rbracket) else { continue }
            var name = buffer.text(tokens[last])
            if name.hasPrefix("_") { name.removeFirst() }
            result.append((name, buffer.text(tokens[last + 1]), index))
        }
        return result
    }
}
