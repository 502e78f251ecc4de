import SwiftSyntax

/// Where each construct can be: the byte offsets of its name in the file (`ContentUnavailableView`,
/// `…ontentUnavailableConfiguration`, `…mptyDataSet`), and the declarations holding them (a
/// member of a type, or a top-level statement). Only those declarations are walked, and each is
/// first measured (`TreeDepth`): the rest of the file is never visited.
struct Relevance {
    var offsets: [Int]
    var declarations: [Syntax]

    static let viewName = Array("ContentUnavailableView".utf8)
    static let configurationName = Array("ontentUnavailableConfiguration".utf8)
    static let dataSetName = Array("mptyDataSet".utf8)

    init(_ needle: [UInt8], in bytes: [UInt8], tree: SourceFileSyntax) {
        offsets = Self.offsets(of: needle, in: bytes)
        declarations = offsets.isEmpty ? [] : Self.holders(offsets, in: Syntax(tree))
    }

    /// Whether `node`'s bytes hold one of the offsets.
    func holds(_ node: some SyntaxProtocol) -> Bool {
        let start = node.position.utf8Offset, end = node.endPosition.utf8Offset
        var low = 0, high = offsets.count
        while low < high {
            let middle = (low + high) / 2
            if offsets[middle] < start { low = middle + 1 } else { high = middle }
        }
        return low < offsets.count && offsets[low] < end
    }

    /// Where any of the names stands as a whole word, sorted.
    static func offsets(anyOf names: [[UInt8]], in bytes: [UInt8]) -> [Int] {
        names.flatMap { name in
            offsets(of: name, in: bytes).filter { offset in
                let before = offset == 0 ? 0x20 : bytes[offset - 1], after = offset + name.count < bytes.count ? bytes[offset + name.count] : 0x20
                return !isWordByte(before) && !isWordByte(after)
            }
        }.sorted()
    }

    /// Every whole word of the file (identifiers, keywords, numbers), found in one pass: whether a
    /// name stands in the file, asked for each of an app's thousands of constants (olvid-ios).
    static func words(in bytes: [UInt8]) -> Set<String> {
        var result = Set<String>()
        var start: Int?
        for index in 0...bytes.count {
            let isWord = index < bytes.count && isWordByte(bytes[index])
            if isWord, start == nil { start = index }
            if !isWord, let begin = start {
                result.insert(String(decoding: bytes[begin..<index], as: UTF8.self))
                start = nil
            }
        }
        return result
    }

    static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    static func offsets(of needle: [UInt8], in bytes: [UInt8]) -> [Int] {
        guard let first = needle.first, needle.count <= bytes.count else { return [] }
        var result: [Int] = []
        bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            let last = buffer.count - needle.count
            while index <= last {
                if buffer[index] == first {
                    var matched = 1
                    while matched < needle.count, buffer[index + matched] == needle[matched] { matched += 1 }
                    if matched == needle.count { result.append(index); index += matched; continue }
                }
                index += 1
            }
        }
        return result
    }

    /// The innermost declarations that are not themselves lists of declarations (types,
    /// extensions, `#if` blocks, the file), holding the offsets, in source order.
    private static func holders(_ offsets: [Int], in root: Syntax) -> [Syntax] {
        let relevance = Relevance(offsets: offsets, declarations: [])
        var result: [Syntax] = []
        var stack = [root]
        while let node = stack.popLast() {
            if let clause = node.as(IfConfigClauseSyntax.self), IfConfigActivity.isInactive(clause) { continue }
            // What only Xcode's canvas draws is no part of the app.
            if let type = node.as(StructDeclSyntax.self), PreviewCode.isPreviewProvider(type) { continue }
            guard isContainer(node) else { result.append(node); continue }
            let children = node.children(viewMode: .sourceAccurate).filter { relevance.holds($0) }
            stack.append(contentsOf: children.reversed())
        }
        return result
    }

    private init(offsets: [Int], declarations: [Syntax]) { self.offsets = offsets; self.declarations = declarations }

    /// The file, types, extensions, `#if` blocks: lists of declarations.
    static func isContainer(_ node: Syntax) -> Bool {
        switch node.kind {
        case .ifConfigClause:
            // An `#if os(macOS)` block of declarations is no part of the iPhone app.
            return node.as(IfConfigClauseSyntax.self).map { !IfConfigActivity.isInactive($0) } ?? true
        case .sourceFile, .memberBlock, .memberBlockItemList, .ifConfigDecl, .ifConfigClauseList,
             .classDecl, .structDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl:
            return true
        case .codeBlockItemList:
            return node.parent?.is(SourceFileSyntax.self) == true || node.parent?.is(IfConfigClauseSyntax.self) == true
        case .codeBlockItem:
            guard let item = node.as(CodeBlockItemSyntax.self), case let .decl(decl) = item.item else { return false }
            return EnclosingType.declaresType(Syntax(decl)) || decl.is(IfConfigDeclSyntax.self) || decl.is(VariableDeclSyntax.self)
        case .memberBlockItem:
            guard let decl = node.as(MemberBlockItemSyntax.self)?.decl else { return false }
            return EnclosingType.declaresType(Syntax(decl)) || decl.is(IfConfigDeclSyntax.self) || decl.is(VariableDeclSyntax.self)
        default:
            return false
        }
    }
}
