import EmptyStateModel
@testable import EmptyStateObjCReader
import XCTest

/// Reads a source string, failing the test on an error.
func read(_ source: String, file: String = "t.m", _ caller: StaticString = #filePath, line: UInt = #line) throws -> [ImportedScreen] {
    do {
        return try ObjCReader.screens(in: source, file: file)
    } catch {
        XCTFail("unexpected error: \(error)", file: caller, line: line)
        throw error
    }
}

/// The one screen of a source (failing if there is not exactly one).
func onlyScreen(_ source: String, _ caller: StaticString = #filePath, line: UInt = #line) throws -> ImportedScreen {
    let screens = try read(source, caller, line: line)
    XCTAssertEqual(screens.count, 1, "screens: \(screens.map(\.name))", file: caller, line: line)
    return try XCTUnwrap(screens.first, file: caller, line: line)
}

/// The error a source is refused with.
func readError(_ source: String, _ caller: StaticString = #filePath, line: UInt = #line) -> ObjCReadError? {
    do {
        _ = try ObjCReader.screens(in: source, file: "bad.m")
        XCTFail("expected an error", file: caller, line: line)
    } catch let error as ObjCReadError {
        XCTAssertFalse(error.description.contains("\n"), file: caller, line: line)
        return error
    } catch {
        XCTFail("unexpected \(error)", file: caller, line: line)
    }
    return nil
}

/// A class implementing the given methods.
func source(_ methods: String, interface: String = "", className: String = "Screen") -> String {
    """
    #import <UIKit/UIKit.h>
    @interface \(className) () <DZNEmptyDataSetSource, DZNEmptyDataSetDelegate>
    \(interface)
    @end

    @implementation \(className)
    \(methods)
    @end
    """
}

extension TemplateValue {
    /// `value["title.font.size"]`: a dotted path through maps.
    func at(_ path: String) -> TemplateValue? {
        var current: TemplateValue? = self
        for key in path.split(separator: ".") { current = current?[String(key)] }
        return current
    }

    var string: String? { if case let .string(s) = self { return s } else { return nil } }
    var number: Double? { if case let .number(n) = self { return n } else { return nil } }
    var keys: [String] { if case let .map(entries) = self { return entries.map(\.key) } else { return [] } }
}

extension ImportedScreen {
    subscript(_ path: String) -> TemplateValue? { template.at(path) }
}

/// A YAML reader for the subset the corpus templates use: block mappings by indentation,
/// block sequences of flow mappings, flow mappings and sequences, plain and double-quoted
/// scalars, comments. Enough to compare against; not a YAML parser.
enum MiniYAML {
    static func parse(_ text: String) -> TemplateValue {
        var lines: [(indent: Int, text: String)] = []
        for raw in text.components(separatedBy: "\n") {
            let stripped = stripComment(raw)
            guard !stripped.trimmingCharacters(in: .whitespaces).isEmpty else { continue }
            let indent = stripped.prefix { $0 == " " }.count
            lines.append((indent, String(stripped.dropFirst(indent))))
        }
        var index = 0
        return block(&lines, &index, indent: 0)
    }

    private static func block(_ lines: inout [(indent: Int, text: String)], _ index: inout Int, indent: Int) -> TemplateValue {
        if index < lines.count, lines[index].text.hasPrefix("- ") {
            var items: [TemplateValue] = []
            while index < lines.count, lines[index].indent == indent, lines[index].text.hasPrefix("- ") {
                items.append(scalarOrFlow(String(lines[index].text.dropFirst(2))))
                index += 1
            }
            return .list(items)
        }
        var entries: [TemplateEntry] = []
        while index < lines.count, lines[index].indent == indent {
            let line = lines[index].text
            guard let colon = keyColon(line) else { index += 1; continue }
            let key = String(line[..<colon])
            let rest = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            index += 1
            if rest.isEmpty {
                let childIndent = index < lines.count ? lines[index].indent : indent
                entries.append(TemplateEntry(key, childIndent > indent ? block(&lines, &index, indent: childIndent) : .null))
            } else {
                entries.append(TemplateEntry(key, scalarOrFlow(rest)))
            }
        }
        return .map(entries)
    }

    private static func keyColon(_ line: String) -> String.Index? {
        var inQuotes = false
        for i in line.indices {
            if line[i] == "\"" { inQuotes.toggle() }
            if !inQuotes, line[i] == ":", line.index(after: i) == line.endIndex || line[line.index(after: i)] == " " { return i }
        }
        return nil
    }

    private static func stripComment(_ line: String) -> String {
        var inQuotes = false
        var previous: Character = " "
        for i in line.indices {
            if line[i] == "\"" { inQuotes.toggle() }
            if !inQuotes, line[i] == "#", previous == " " { return String(line[..<i]) }
            previous = line[i]
        }
        return line
    }

    static func scalarOrFlow(_ text: String) -> TemplateValue {
        var chars = Array(text.trimmingCharacters(in: .whitespaces))
        var i = 0
        return flow(&chars, &i)
    }

    private static func skipSpaces(_ c: inout [Character], _ i: inout Int) { while i < c.count, c[i] == " " { i += 1 } }

    private static func flow(_ c: inout [Character], _ i: inout Int) -> TemplateValue {
        skipSpaces(&c, &i)
        guard i < c.count else { return .null }
        if c[i] == "{" {
            i += 1
            var entries: [TemplateEntry] = []
            while true {
                skipSpaces(&c, &i)
                if i >= c.count || c[i] == "}" { i += 1; break }
                var key = ""
                while i < c.count, c[i] != ":" { key.append(c[i]); i += 1 }
                i += 1
                entries.append(TemplateEntry(key.trimmingCharacters(in: .whitespaces), flow(&c, &i)))
                skipSpaces(&c, &i)
                if i < c.count, c[i] == "," { i += 1 }
            }
            return .map(entries)
        }
        if c[i] == "[" {
            i += 1
            var items: [TemplateValue] = []
            while true {
                skipSpaces(&c, &i)
                if i >= c.count || c[i] == "]" { i += 1; break }
                items.append(flow(&c, &i))
                skipSpaces(&c, &i)
                if i < c.count, c[i] == "," { i += 1 }
            }
            return .list(items)
        }
        if c[i] == "\"" {
            i += 1
            var s = ""
            while i < c.count, c[i] != "\"" { s.append(c[i]); i += 1 }
            i += 1
            return .string(s)
        }
        var s = ""
        while i < c.count, c[i] != ",", c[i] != "}", c[i] != "]" { s.append(c[i]); i += 1 }
        s = s.trimmingCharacters(in: .whitespaces)
        if s == "true" { return .bool(true) }
        if s == "false" { return .bool(false) }
        if !["inf", "nan", "infinity"].contains(s.lowercased()), let n = Double(s) { return .number(n) }
        return .string(s)
    }
}
