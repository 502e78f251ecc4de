import EmptyStateImport
import EmptyStateModel
import Foundation
import XCTest

/// Shapes left by round eighty-four's apps: a filter enum whose `category(ExpenseCategory)` case
/// carries a `CaseIterable` enum, switched over twice, once with a `default:` (ExpenseFlow); the
/// view's own function that makes each action's button from its parameter (AIContactCardsApp).
final class EightyFifthRoundShapesTests: SourceFolderTestCase {
    private let filters = """
    enum ExpenseCategory: String, CaseIterable {
        case food
        case transport
        case bills
    }

    enum ExpenseFilter: Equatable, Hashable {
        case all
        case today
        case category(ExpenseCategory)
    }
    """

    private func texts(_ moreCases: String = "") -> String { """
    extension ExpensesView {
        private var emptyTitle: String {
            switch currentFilter {
            case .all:
                return "No Expenses Yet"
            default:
                return "No Matching Expenses"
            }
        }

        private var emptyDescription: String {
            switch currentFilter {
            case .all:
                return "Add your first expense."
            case .today:
                return "None today."\(moreCases)
            case .category(let category):
                return "None under \\(category.rawValue.capitalized)."
            }
        }
    }
    """ }

    /// What each reading shows: the base, then each variant laid over it.
    private func shownScreens(_ template: TemplateValue) -> Set<[String]> {
        func shown(_ entries: TemplateValue?) -> [String] {
            [shownText(entries?["title"]) ?? "-", shownText(entries?["description"]) ?? "-"]
        }
        var result: Set<[String]> = [shown(template)]
        guard case let .map(variants)? = template["variants"] else { return result }
        for variant in variants {
            let over = shown(variant.value), base = shown(template)
            result.insert(zip(over, base).map { $0 == "-" ? $1 : $0 })
        }
        return result
    }

    private let expected: Set<[String]> = [
        ["No Expenses Yet", "Add your first expense."],
        ["No Matching Expenses", "None today."],
        ["No Matching Expenses", "None under Food."],
        ["No Matching Expenses", "None under Transport."],
        ["No Matching Expenses", "None under Bills."],
    ]

    /// The title's `default:` is read first: the reading takes a case it stands for (`.today`),
    /// and the description shows that case's text, never `.all`'s beside `default:`'s title.
    /// Each category is a screen, not only the first.
    func testADefaultClauseAndAPayloadsCasesAreEachOneScreen() throws {
        try write("App/Filters.swift", filters)
        try write("App/ExpensesView.swift", """
        import SwiftUI
        struct ExpensesView: View {
            @Binding private var currentFilter: ExpenseFilter
            var body: some View {
                ContentUnavailableView(emptyTitle, systemImage: "tray", description: Text(emptyDescription))
            }
        }
        \(texts())
        """)
        let screens = try screensAsImported()
        XCTAssertEqual(screens.count, 1)
        let template = try XCTUnwrap(screens.first?.template)
        XCTAssertEqual(shownScreens(template), expected, "\(template)")
    }

    /// The same through the app's wrapper view, with seven categories: more pairs of conditions
    /// than are read at random, yet each category paired with the filter that reaches it.
    func testEveryCaseOfAPayloadReachedThroughAWrapperIsAScreen() throws {
        let categories = ["food", "transport", "shopping", "bills", "entertainment", "health", "other"]
        try write("App/Filters.swift", filters.replacingOccurrences(of: """
            case food
            case transport
            case bills
        """, with: categories.map { "    case \($0)" }.joined(separator: "\n"))
            .replacingOccurrences(of: "case today", with: "case today\n    case thisMonth"))
        try write("App/EmptyStateView.swift", """
        import SwiftUI
        struct EmptyStateView: View {
            let title: String
            let imageName: String
            let description: String
            var body: some View {
                ContentUnavailableView(title, systemImage: imageName, description: Text(description))
            }
        }
        """)
        try write("App/ExpensesView.swift", """
        import SwiftUI
        struct ExpensesView: View {
            @Binding private var currentFilter: ExpenseFilter
            var body: some View {
                List { Text("x") }
                    .overlay {
                        EmptyStateView(title: emptyTitle, imageName: "tray", description: emptyDescription)
                    }
            }
        }
        \(texts("\n        case .thisMonth:\n            return \"None this month.\""))
        """)
        let screens = try screensAsImported()
        XCTAssertEqual(screens.count, 1)
        let template = try XCTUnwrap(screens.first?.template)
        var want = expected.filter { !$0[1].hasPrefix("None under") }
        want.insert(["No Matching Expenses", "None this month."])
        for category in categories { want.insert(["No Matching Expenses", "None under \(category.capitalized)."]) }
        XCTAssertEqual(shownScreens(template), want, "\(template)")
    }

    /// `exampleButton("…")` returns a `Button` whose label reads the parameter after the function
    /// has returned; a `Text` above the buttons takes no action's place.
    func testAViewFunctionsParameterIsReadInTheButtonsLabel() throws {
        try write("App/ChatView.swift", """
        import SwiftUI
        struct ChatView: View {
            @State private var inputText = ""
            var body: some View {
                ContentUnavailableView {
                    Label("Ask About Your People", systemImage: "bubble.left.and.text.bubble.right")
                } description: {
                    Text("Ask questions about people you've recorded notes about.")
                } actions: {
                    VStack(alignment: .leading, spacing: 8) {
                        Text("Try asking:")
                            .font(.subheadline)
                        exampleButton("What do you know about Sarah?")
                        exampleButton("Who works in finance?")
                        exampleButton("Tell me about John's family")
                    }
                }
            }

            private func exampleButton(_ text: String) -> some View {
                Button {
                    inputText = text
                } label: {
                    Text(text)
                        .font(.subheadline)
                        .padding(.horizontal, 12)
                }
            }
        }
        """)
        let screens = try screensAsImported()
        let template = try XCTUnwrap(screens.first?.template)
        XCTAssertEqual(["button", "secondaryButton", "tertiaryButton"].map { shownText(template[$0]?["title"]) },
                       ["What do you know about Sarah?", "Who works in finance?", "Tell me about John's family"], "\(template)")
    }
}
