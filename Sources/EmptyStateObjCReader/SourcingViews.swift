import EmptyStateModel
import EmptyStateSourceReading

/// View classes that make themselves their DZN data source when made (DanDanPlay's
/// `DDPBaseTableView`, whose set-up sets `self.emptyDataSetSource = self`), their methods drawn
/// by a view category (`ViewCategorySources`): declared as `WrapperView.sourcingView`, so that a
/// controller that makes one and turns its flag on (`[self.tableView endRefreshing]`, which sets
/// `self.showEmptyView = YES`) is a screen.
enum SourcingViews {
    /// `+`: the function of such a declaration (its calls are the views made of the class).
    static let function = "+"

    static func declared(in tokens: [Token], buffer: SourceBuffer, units: [ClassImplementation],
                         superclasses: [String: String]) -> [WrapperView] {
        var result: [WrapperView] = []
        let starts = units.map { Int($0.start) }.sorted()
        for unit in units where !unit.isCategory {
            guard let superclass = superclasses[unit.name] else { continue }
            let end = starts.first { $0 > Int(unit.start) } ?? Int.max
            let range = tokens.indices.filter { Int(tokens[$0].start) >= Int(unit.start) && Int(tokens[$0].start) < end }
            guard let first = range.first, let last = range.last else { continue }
            let own = Array(tokens[first...last])
            guard ViewCategorySources.setsItselfAsSource(own, buffer) else { continue }
            var turnsOn: [String: [String]] = [:]
            for method in MethodSpans.spans(own, buffer: buffer) {
                let set = turnedOn(Array(own[method.body]), buffer)
                if !set.isEmpty { turnsOn[method.selector] = set }
            }
            var wrapper = WrapperView(typeName: unit.name, function: function, file: buffer.file, parameters: [], kind: .dzn, template: .null)
            wrapper.sourcingView = WrapperView.SourcingView(superclass: superclass, turnsOn: turnsOn)
            result.append(wrapper)
        }
        return result
    }

    /// `self.showEmptyView = YES;` in a body: the properties set to YES.
    private static func turnedOn(_ tokens: [Token], _ buffer: SourceBuffer) -> [String] {
        var result: [String] = []
        for index in tokens.indices where index + 4 < tokens.count {
            guard tokens[index].kind == .identifier, buffer.text(tokens[index]) == "self", tokens[index + 1].isPunct(.dot),
                  tokens[index + 2].kind == .identifier, tokens[index + 3].isPunct(.assign), tokens[index + 4].kind == .identifier,
                  ["YES", "true"].contains(buffer.text(tokens[index + 4])) else { continue }
            result.append(buffer.text(tokens[index + 2]))
        }
        return result
    }

    /// Whether `view` is `category` or inherits from it (UIKit's tables and collections are
    /// scroll views).
    static func reaches(_ superclass: String, _ category: String) -> Bool {
        superclass == category || (category == "UIScrollView" && ["UITableView", "UICollectionView", "UITextView"].contains(superclass))
    }
}

/// The methods of one `@implementation`'s tokens: each selector and its body's tokens.
enum MethodSpans {
    static func spans(_ tokens: [Token], buffer: SourceBuffer) -> [(selector: String, body: Range<Int>)] {
        var result: [(String, Range<Int>)] = []
        var index = 0, depth = 0
        while index < tokens.count {
            let token = tokens[index]
            if token.isPunct(.lbrace) { depth += 1 } else if token.isPunct(.rbrace) { depth -= 1 }
            guard depth == 0, token.isPunct(.minus) || token.isPunct(.plus), index + 1 < tokens.count, tokens[index + 1].isPunct(.lparen) else {
                index += 1
                continue
            }
            // Past the return type, then the selector's parts up to the body's `{`.
            var cursor = index + 1, parentheses = 0
            repeat {
                if tokens[cursor].isPunct(.lparen) { parentheses += 1 } else if tokens[cursor].isPunct(.rparen) { parentheses -= 1 }
                cursor += 1
            } while cursor < tokens.count && parentheses > 0
            var selector = ""
            while cursor < tokens.count, !tokens[cursor].isPunct(.lbrace), !tokens[cursor].isPunct(.semicolon) {
                if tokens[cursor].isPunct(.lparen) {
                    while cursor < tokens.count, !tokens[cursor].isPunct(.rparen) { cursor += 1 }
                } else if tokens[cursor].kind == .identifier, cursor + 1 < tokens.count, tokens[cursor + 1].isPunct(.colon) {
                    selector += buffer.text(tokens[cursor]) + ":"
                } else if tokens[cursor].kind == .identifier, selector.isEmpty, cursor == index + 1 || tokens[cursor - 1].isPunct(.rparen) {
                    selector = buffer.text(tokens[cursor])
                }
                cursor += 1
            }
            guard cursor < tokens.count, tokens[cursor].isPunct(.lbrace) else { index = cursor; continue }
            let open = cursor
            var inner = 0
            repeat {
                if tokens[cursor].isPunct(.lbrace) { inner += 1 } else if tokens[cursor].isPunct(.rbrace) { inner -= 1 }
                cursor += 1
            } while cursor < tokens.count && inner > 0
            result.append((selector, open..<cursor))
            index = cursor
        }
        return result
    }
}
