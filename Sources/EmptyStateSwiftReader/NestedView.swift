import EmptyStateModel
import SwiftSyntax

/// A `ContentUnavailableView` drawn as another's label (`case .results:
/// ContentUnavailableView.search(text: query)`): its label, description and actions are drawn
/// where the outer view's label is, above the outer description.
enum NestedView {
    /// The nested view's expression, when a label's view is one.
    static func expression(_ value: Value) -> ExprSyntax? {
        guard let syntax = ViewBuilderReader.unwind(value).core.syntax?.as(ExprSyntax.self) else { return nil }
        if let call = syntax.as(FunctionCallExprSyntax.self),
           ContentUnavailableViewVisitor.isView(call.calledExpression) || ContentUnavailableViewVisitor.isSearch(call.calledExpression) {
            return syntax
        }
        return ContentUnavailableViewVisitor.isSearch(syntax) ? syntax : nil
    }

    /// The outer screen with the nested one's parts: its preset, title and image where the
    /// outer label gave none, its description above the outer one (an empty outer description,
    /// `Text("")`, draws nothing), its buttons when the outer has none.
    static func merge(_ nested: TemplateValue, into map: inout MapBuilder) {
        guard case let .map(entries) = nested else { return }
        let inner = Dictionary(entries.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        if let description = map["description"], isEmptyText(description) { map["description"] = nil }
        for key in ["preset", "query", "title", "image"] where map[key] == nil { map[key] = inner[key] }
        if let innerDescription = inner["description"] {
            map["description"] = map["description"].flatMap { DescriptionLines.joined([innerDescription, $0]) } ?? innerDescription
        }
        if map["button"] == nil {
            for key in ActionReader.keys { map[key] = inner[key] }
        }
    }

    /// `""`, or a text whose key and default are both empty.
    static func isEmptyText(_ text: TemplateValue) -> Bool {
        switch text {
        case let .string(words): return words.isEmpty
        case .map: return [text["key"], text["default"], text["text"]].allSatisfy { value in
            value.map { if case let .string(words) = $0 { words.isEmpty } else { false } } ?? true
        }
        default: return false
        }
    }
}
