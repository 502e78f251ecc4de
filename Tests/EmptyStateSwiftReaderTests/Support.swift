import EmptyStateModel
import EmptyStateSwiftReader
import XCTest

/// Reading a test's Swift text, and templates written compactly for assertions:
/// `{style: "swiftui", title: {key: "No Mail", default: "No Mail"}}`.
enum Read {
    static func screens(_ source: String, file: String = "Test.swift", line: UInt = #line) throws -> [ImportedScreen] {
        try SwiftReader.screens(in: source, file: file)
    }

    static func only(_ source: String, file: String = "Test.swift", sourceLine: UInt = #line) throws -> ImportedScreen {
        let screens = try SwiftReader.screens(in: source, file: file)
        guard screens.count == 1 else {
            XCTFail("expected one screen, read \(screens.count): \(screens.map(\.name))", line: sourceLine)
            throw CancellationError()
        }
        return screens[0]
    }
}

extension TemplateValue {
    /// The value in flow style, keys in their order.
    var flow: String {
        switch self {
        case let .string(text): return "\"\(text)\""
        case let .number(number):
            if number.isInfinite { return number > 0 ? "inf" : "-inf" }
            if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
            return String(number)
        case let .bool(bool): return bool ? "true" : "false"
        case .null: return "null"
        case let .list(items): return "[" + items.map(\.flow).joined(separator: ", ") + "]"
        case let .map(entries): return "{" + entries.map { "\($0.key): \($0.value.flow)" }.joined(separator: ", ") + "}"
        }
    }

    /// The value at a dotted path (`button.title.normal`).
    func at(_ path: String) -> TemplateValue? {
        var current: TemplateValue? = self
        for key in path.split(separator: ".") { current = current?[String(key)] }
        return current
    }

    var keys: [String] {
        guard case let .map(entries) = self else { return [] }
        return entries.map(\.key)
    }
}
