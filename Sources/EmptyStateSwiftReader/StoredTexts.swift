import EmptyStateSourceReading
import SwiftSyntax

/// A type's stored text property that the type only ever sets to one text, `nil` aside
/// (strimr's `HubDetailViewModel.errorMessage`: nil until a failed load sets
/// `String(localized: "hub.error.loadFailed")`): that text, which a view of another type shows
/// through its property (`if let errorMessage = viewModel.errorMessage`). The text may hold a
/// part only the run time knows, a placeholder among its own words (heatlab's "Failed to load
/// workouts: \(error.localizedDescription)"). A property also given what is not a text
/// (`error.localizedDescription` alone), or two texts, is not one: which one shows is the run
/// time's, an error's message; nor is one only ever `""`, what a query a `TextField` binds
/// starts as.
enum StoredTexts {
    static func sole(_ constants: Constants, _ context: ReadContext, bound: Set<String>) -> [String: [String: AppTexts.Text]] {
        var result: [String: [String: AppTexts.Text]] = [:]
        let diagnostics = Diagnostics(context)
        for (type, properties) in constants.textProperties.sorted(by: { $0.key < $1.key }) {
            for (name, first) in properties.sorted(by: { $0.key < $1.key }) {
                let assigned = constants.assigned(name, in: type) ?? []
                // As many values as `MethodBodies` keeps: more may have been left out.
                guard assigned.count < Limits.assignedValues else { continue }
                // One a view binds (`TextField(text: $searchQuery)`, `.searchable(text: $query)`) is
                // what the user types: ruddarr's `searchQuery = "imdb:\(imdb)"` is one of its values.
                guard !bound.contains(name) else { continue }
                let values = ([first].compactMap { $0 } + assigned).filter { !$0.is(NilLiteralExprSyntax.self) }
                var texts: Set<AppTexts.Text> = []
                for value in values {
                    guard let text = text(value, in: type, context, diagnostics) else { texts = []; break }
                    texts.insert(text)
                }
                // `""` alone is what an input starts as (a search query a `TextField` binds): not a text.
                if texts.count == 1, let text = texts.first, text != .plain("") { result[type, default: [:]][name] = text }
            }
        }
        return result
    }

    /// The names the file passes as bindings (`$searchQuery`), found in one pass over its bytes.
    static func boundNames(_ bytes: [UInt8]) -> Set<String> {
        var names: Set<String> = []
        var index = 0
        while index < bytes.count {
            defer { index += 1 }
            guard bytes[index] == UInt8(ascii: "$"), index == 0 || !Relevance.isWordByte(bytes[index - 1]) else { continue }
            var end = index + 1
            while end < bytes.count, Relevance.isWordByte(bytes[end]) { end += 1 }
            if end > index + 1 { names.insert(String(decoding: bytes[(index + 1)..<end], as: UTF8.self)) }
            index = end - 1
        }
        return names
    }

    /// A value's text: a known one, or a string literal whose interpolations are not all known
    /// (its own words around them are).
    static func text(_ value: ExprSyntax, in type: String, _ context: ReadContext, _ diagnostics: Diagnostics) -> AppTexts.Text? {
        guard value.trimmedLength.utf8Length < 2_000, context.isShallow(value),
              let evaluated = try? Evaluator(context: context, diagnostics: diagnostics, typeName: type).value(value) else { return nil }
        if let text = AppTextsReader.text(evaluated, at: value, context) { return text }
        guard LiteralTextFunction.isWords(value),
              let spec = TextReader.spec(evaluated, Reading(diagnostics: diagnostics, place: "", node: Syntax(value)), swiftUI: false),
              spec.attributes.isEmpty, case let .plain(text) = spec.body else { return nil }
        return .plain(text)
    }
}

extension Evaluator {
    /// Whether `expr` reads a text property `StoredTexts` knows the one text of (`errorMessage`,
    /// `self.errorMessage`, `viewModel.errorMessage`): an optional nil until that text is set, so
    /// `errorMessage ?? "…"` shows the fallback first and the text once it is set.
    func readsStoredText(_ expr: ExprSyntax) -> Bool {
        if let reference = expr.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            return scope[name] == nil && typeName.flatMap { context.appTexts.storedTexts[$0]?[name] } != nil
        }
        guard let member = expr.as(MemberAccessExprSyntax.self), let base = member.base else { return false }
        let name = member.declName.baseName.text
        let owner = Self.isSelf(base) ? typeName : propertyOwnerType(base)
        return owner.flatMap { context.appTexts.storedTexts[$0]?[name] } != nil
    }
}
