import EmptyStateSourceReading

/// Localized strings reached through symbols a code generator made of the app's keys, read as
/// the keys they stand for (found in the app's tables by name, `AppTexts.resourceKeys`):
/// R.swift's `R.string.localizable.emptyTitle()` (and R.swift 7's `R.string.localizable.emptyTitle`),
/// Xcode's String Catalog symbols (`Text(.emptyTitle)`, `String(localized: .emptyTitle)`,
/// `LocalizedStringResource.emptyTitle`, `.itemsCount(3)`), and a table named around them
/// (`.settings(.trashEmptyTitle)`, `LocalizedStringResource.Settings.trashEmptyTitle`). A
/// symbol no key of the app matches is what it was: unknown.
enum GeneratedStringSymbols {
    struct Found {
        var key: String
        /// Format arguments the symbol is called with (`.itemsCount(count)`).
        var arguments: [Argument]
        /// The table the symbol names (`Tasks` for `.tasks(.title)`); nil when it names none.
        var table: String? = nil
    }

    static func key(_ value: Value, _ texts: AppTexts) -> Found? {
        guard !texts.resourceKeys.isEmpty else { return nil }
        switch value {
        case let .member(type, name, _):
            guard let scope = scope(type) else { return nil }
            return texts.resourceKey(name, table: scope.table).map { Found(key: $0, arguments: [], table: scope.table.flatMap(texts.tableName)) }
        case let .call(call):
            switch call.receiver {
            case .type, .value(.member):
                // `R.string.localizable.emptyTitle()`, `LocalizedStringResource.emptyTitle(3)`; and
                // through a local (`let i18n = R.string.localizable; i18n.emptyTitle()`).
                guard let type = receiverType(call.receiver), let scope = scope(type) else { return nil }
                return texts.resourceKey(call.name, table: scope.table).map {
                    Found(key: $0, arguments: call.unlabeled, table: scope.table.flatMap(texts.tableName))
                }
            case .implicit:
                // `.settings(.trashEmptyTitle)`, `.login(.oidcUnavailableDescription(url))`: a table
                // around a symbol (with its arguments); else `.itemsCount(3)`.
                if call.arguments.count == 1, let inner = call.unlabeled.first.flatMap({ implicitSymbol($0.value) }),
                   let key = texts.resourceKey(inner.name, table: call.name) {
                    return Found(key: key, arguments: inner.arguments, table: texts.tableName(call.name))
                }
                return texts.resourceKey(call.name, table: nil).map { Found(key: $0, arguments: call.unlabeled) }
            default:
                return nil
            }
        default:
            return nil
        }
    }

    /// The type a call is made on: written (`R.string.localizable`), or a value that names one.
    private static func receiverType(_ receiver: Call.Receiver) -> String? {
        switch receiver {
        case let .type(type): return type
        case let .value(.member(type?, name, _)): return type + "." + name
        default: return nil
        }
    }

    /// `.trashEmptyTitle` or `.oidcUnavailableDescription(url)`: a symbol after a leading dot, and its arguments.
    private static func implicitSymbol(_ value: Value) -> (name: String, arguments: [Argument])? {
        switch value {
        case let .member(nil, name, _): return (name, [])
        case let .call(call): if case .implicit = call.receiver { return (call.name, call.unlabeled) } else { return nil }
        default: return nil
        }
    }

    /// Where a symbol's type says it is: a table (`R.string.settings`,
    /// `LocalizedStringResource.Settings`), or none (`.emptyTitle`,
    /// `LocalizedStringResource.emptyTitle`); nil for a type that holds no generated symbols.
    private struct Scope { var table: String? }

    private static func scope(_ type: String?) -> Scope? {
        guard let type, type != "LocalizedStringResource" else { return Scope(table: nil) }
        for prefix in ["R.string.", "LocalizedStringResource."] where type.hasPrefix(prefix) {
            let rest = type.dropFirst(prefix.count)
            guard !rest.isEmpty, !rest.contains(".") else { return nil }
            return Scope(table: String(rest))
        }
        return nil
    }
}
