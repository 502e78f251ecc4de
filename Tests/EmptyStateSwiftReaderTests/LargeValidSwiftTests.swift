import EmptyStateSwiftReader
import XCTest

/// Valid Swift of the sizes real apps have (long enums, many imports, generated code from
/// SwiftGen and R.swift, long literal arrays) is read, never refused by the guards that keep
/// swift-syntax safe from hostile files.
final class LargeValidSwiftTests: XCTestCase {
    private let view = "\nstruct Empty: View { var body: some View { ContentUnavailableView(\"No Items\", systemImage: \"tray\") } }\n"

    private func expectScreen(_ source: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertNoThrow(try {
            let screens = try SwiftReader.screens(in: source, file: "big.swift")
            XCTAssertEqual(screens.map(\.name), ["Empty"], file: file, line: line)
            XCTAssertEqual(screens.first?.template["title"]?["default"], .string("No Items"), file: file, line: line)
        }(), file: file, line: line)
    }

    func testAnEnumOfEightHundredCaseLines() {
        let cases = (0..<800).map { "    case item\($0)" }.joined(separator: "\n")
        expectScreen("enum Icon {\n\(cases)\n}" + view)
        let raw = (0..<800).map { "    case item\($0) = \"item-\($0)\"" }.joined(separator: "\n")
        expectScreen("enum Key: String, CaseIterable {\n\(raw)\n}" + view)
        expectScreen("enum Flat { case " + (0..<2_000).map { "c\($0)" }.joined(separator: ", ") + " }" + view)
    }

    func testOneHundredTwentyImports() {
        let imports = (0..<120).map { "import Module\($0)" }.joined(separator: "\n")
        expectScreen(imports + "\n@testable import App\n" + view)
    }

    /// The shapes SwiftGen (`L10n`, nested enums of static lets and funcs) and R.swift
    /// (structs of static lets, `fileprivate init() {}`) generate, a thousand members each.
    func testGeneratedLocalizationCode() {
        let swiftGen = (0..<1_000).map { "    public static let key\($0) = L10n.tr(\"Localizable\", \"key\($0)\", fallback: \"Text \($0)\")" }.joined(separator: "\n")
        expectScreen("// swiftlint:disable all\n// Generated using SwiftGen\nimport Foundation\n\n// MARK: - Strings\n\n"
            + "public enum L10n {\n\(swiftGen)\n}\n\nextension L10n {\n  private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String { value }\n}" + view)
        let rswift = (0..<1_000).map { "      static let key\($0) = Rswift.StringResource(key: \"key\($0)\", tableName: \"Localizable\", bundle: R.hostingBundle, locales: [\"en\", \"de\", \"ja\"], comment: nil)" }.joined(separator: "\n")
        expectScreen("import Rswift\nimport UIKit\n\nstruct R: Rswift.Validatable {\n  struct string {\n    struct localizable {\n\(rswift)\n      fileprivate init() {}\n    }\n    fileprivate init() {}\n  }\n  fileprivate init() {}\n}" + view)
    }

    func testLongLiteralArraysAndDictionaries() {
        expectScreen("let numbers = [" + (0..<20_000).map(String.init).joined(separator: ", ") + "]" + view)
        expectScreen("let names: [String: String] = [\n" + (0..<5_000).map { "    \"k\($0)\": \"v\($0)\"," }.joined(separator: "\n") + "\n]" + view)
    }

    /// Declarations with every modifier a real one has, and long attribute lists.
    func testModifiersAndAttributes() {
        expectScreen("@MainActor @objc(Foo) @available(iOS 17, *) @discardableResult nonisolated public final class Foo: NSObject {\n"
            + "    @objc public dynamic override nonisolated(unsafe) static var shared: Foo = Foo()\n"
            + "    public private(set) lazy var value = try! await consume x\n}" + view)
    }
}
