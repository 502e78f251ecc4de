@testable import EmptyStateSwiftReader
import SwiftParser
import SwiftSyntax
import XCTest

/// `trimmedSource` is cut from a node's bytes where swift-syntax's `trimmedDescription` copies
/// the tree: for every node of a file with comments, blank lines, interpolations and
/// non-ASCII text, both give the same text.
final class TrimmedSourceTests: XCTestCase {
    func testEveryNodesTrimmedSourceIsItsTrimmedDescription() {
        let tree = Parser.parse(source: """
            // A file's first comment
            import SwiftUI

            /// Documentation of the view.
            struct Empty: View {   // trailing comment
                let name: String /* after */
                var body: some View {
                    ContentUnavailableView("Keine Einträge für \\(name) 📭", systemImage: "tray")  // 日本語
                        .padding( )
                }
            }
            extension   Array<Int> { }
            let x = [ ]
            """)
        final class Every: SyntaxAnyVisitor {
            var compared = 0
            var mismatches: [String] = []
            override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
                compared += 1
                if node.trimmedSource != node.trimmedDescription { mismatches.append("\(node.kind): \(node.trimmedSource) ≠ \(node.trimmedDescription)") }
                return .visitChildren
            }
        }
        let every = Every(viewMode: .sourceAccurate)
        every.walk(tree)
        XCTAssertGreaterThan(every.compared, 100)
        XCTAssertEqual(every.mismatches, [])
    }
}
