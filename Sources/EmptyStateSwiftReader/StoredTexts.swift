import EmptyStateSourceReading
import SwiftSyntax

/// A type's stored text property that the type only ever sets to one text, `nil` aside
/// (strimr's `HubDetailViewModel.errorMessage`: nil until a failed load sets
/// `String(localized: "hub.error.loadFailed")`): that text, which a view of another type shows
/// through its property (`if let errorMessage = viewModel.errorMessage`). A property also given
/// what is not a known text (`error.localizedDescription`), or two texts, is not one; nor is one
/// only ever `""`, what a query a `TextField` binds starts as.
enum StoredTexts {
    static func sole(_ constants: Constants, _ context: ReadContext) -> [String: [String: AppTexts.Text]] {
        var result: [String: [String: AppTexts.Text]] = [:]
        let diagnostics = Diagnostics(context)
        for (type, properties) in constants.textProperties.sorted(by: { $0.key < $1.key }) {
            for (name, first) in properties.sorted(by: { $0.key < $1.key }) {
                let assigned = constants.assigned(name, in: type) ?? []
                // As many values as `MethodBodies` keeps: more may have been left out.
                guard assigned.count < Limits.assignedValues else { continue }
                let values = ([first].compactMap { $0 } + assigned).filter { !$0.is(NilLiteralExprSyntax.self) }
                var texts: Set<AppTexts.Text> = []
                for value in values {
                    guard value.trimmedLength.utf8Length < 2_000, context.isShallow(value),
                          let evaluated = try? Evaluator(context: context, diagnostics: diagnostics, typeName: type).value(value),
                          let text = AppTextsReader.text(evaluated, at: value, context) else { texts = []; break }
                    texts.insert(text)
                }
                // `""` alone is what an input starts as (a search query a `TextField` binds): not a text.
                if texts.count == 1, let text = texts.first, text != .plain("") { result[type, default: [:]][name] = text }
            }
        }
        return result
    }
}
