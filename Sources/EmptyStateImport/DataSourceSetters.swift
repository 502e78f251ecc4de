import EmptyStateSourceReading
import Foundation

/// How an app's code hands tables their DZNEmptyDataSet source, read from its text:
/// `tableView.emptyDataSetSource = self`, `[self.tableView setEmptyDataSetSource:self]`.
enum DataSourceSetters: Equatable {
    /// The app names no setter.
    case none
    /// Every setter sets `self` (or `nil`), or an instance of a class its file declares the
    /// value as (MoochApp's `related.emptyDataSetSource = relatedDelegate`, a property declared
    /// `ItemDetailRelatedCollectionViewDelegate!`): those classes are handed tables too.
    case known(handed: Set<String>)
    /// Some setter sets something else, or the property is declared or passed on: any class may be a source.
    case other

    /// In `handed`: some setter sets `self`.
    static let selfValue = "self"

    /// Two places' setters together: another value anywhere is `.other`; else every class handed.
    func merged(with other: DataSourceSetters) -> DataSourceSetters {
        switch (self, other) {
        case (.other, _), (_, .other): return .other
        case (.none, _): return other
        case (_, .none): return self
        case let (.known(mine), .known(theirs)): return .known(handed: mine.union(theirs))
        }
    }

    /// DZNEmptyDataSet's own category, copied into an app's folder as source (xiaoweikaidian's
    /// Vendor/EmptyDataSet): it declares the property and its setter, and hands no table a source.
    /// (`UIScrollView (DZNEmptyDataSet)` in its .m, `UIScrollView (EmptyDataSet)` in its .h.)
    static let libraryCategories = ["UIScrollView (DZNEmptyDataSet)", "UIScrollView (EmptyDataSet)"].map { Array($0.utf8) }

    static func read(_ files: [String]) -> DataSourceSetters {
        var found = DataSourceSetters.none
        for file in files {
            // Each file read once: searched by bytes, decoded only where it names a setter.
            guard let data = FileManager.default.contents(atPath: file),
                  data.withUnsafeBytes({ bytes in
                      UnassignedDataSources.setterNames.contains { ByteSearch.contains(bytes, $0) } && !libraryCategories.contains { ByteSearch.contains(bytes, $0) }
                  }) else { continue }
            let text = String(decoding: data, as: UTF8.self)
            for line in text.split(whereSeparator: \.isNewline) where line.contains("mptyDataSetSource") {
                found = found.merged(with: kind(of: Substring(line), valueTypes: { HandedValueType.named($0, in: text) }))
                if found == .other { return .other }
            }
        }
        return found
    }

    /// One line's use of the property: `.none` when it only names it (a comment, a protocol, a read).
    static func kind(of line: Substring, valueTypes: (String) -> String? = { _ in nil }) -> DataSourceSetters {
        var code = line
        if let comment = code.range(of: "//") { code = code[..<comment.lowerBound] }
        var result = DataSourceSetters.none
        var rest = code
        while let range = rest.range(of: "mptyDataSetSource") {
            let before = rest[..<range.lowerBound].last
            var after = rest[range.upperBound...]
            rest = after
            guard before == "e" || before == "E" else { continue }
            let word = after.first.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false
            if word { continue }   // `emptyDataSetSourceHelper`, another name
            after = after.drop { $0 == " " || $0 == "\t" }
            let setter = before == "E" && after.first == ":"   // `setEmptyDataSetSource:value]`
            if before == "e", after.hasPrefix("="), !after.hasPrefix("==") {
                after = after.dropFirst()
            } else if setter {
                after = after.dropFirst()
            } else {
                // `weak var emptyDataSetSource`, `@property … emptyDataSetSource;`: a declaration of its own.
                let head = code[..<range.lowerBound]
                if head.contains("var ") || head.contains("let ") || head.contains("@property") || head.contains("func ") { return .other }
                continue
            }
            let value = after.drop { $0 == " " || $0 == "\t" }
                .prefix { $0 != ";" && $0 != "]" && $0 != "}" }
                .trimmingCharacters(in: .whitespaces)
            switch value {
            case "nil": continue
            case "self", "self as DZNEmptyDataSetSource", "self as? DZNEmptyDataSetSource", "(self as DZNEmptyDataSetSource)":
                result = result.merged(with: .known(handed: [selfValue]))
            default:
                guard let name = HandedValueType.valueName(value), let type = valueTypes(name) else { return .other }
                result = result.merged(with: .known(handed: [type]))
            }
        }
        return result
    }
}
