/// An app's own translation lookup that takes the text to show when it finds none:
/// `[[StorageManager defaultManager] findTranslationStringWithKey:key defaultValue:@"No item"]`
/// (openshop.io-ios's `BFLocalizedString`, whose table is fetched from a server at run time).
/// What the lookup finds is not in the code; its default is, as `NSLocalizedStringWithDefaultValue`'s
/// is where the table has no entry, and is what the reader takes, with a warning.
extension Evaluator {
    /// The selector parts that name the text shown when nothing is found.
    static let defaultTextParts: Set<String> = ["defaultValue", "defaultString", "defaultText", "fallback", "fallbackValue",
                                                "fallbackText", "placeholder"]

    func defaultOfLookup(_ receiver: Value, _ selector: String, _ args: [Value], _ e: Expr) -> Value? {
        // Only what an app's own object answers: Foundation's and UIKit's messages are modelled.
        switch receiver {
        case .unknown, .symbol, .classRef: break
        default: return nil
        }
        let parts = selector.split(separator: ":", omittingEmptySubsequences: false).dropLast()
        guard parts.count == args.count, parts.count > 1,
              let index = parts.firstIndex(where: { Self.defaultTextParts.contains(String($0)) }),
              case let .text(text) = args[index] else { return nil }
        warn("what \(selector) finds is not in the code, so its \(parts[index]) is taken", at: e.start)
        return .text(text)
    }
}
