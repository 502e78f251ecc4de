import SwiftSyntax

/// A DZNEmptyDataSet data source or delegate method, and the template key it gives.
struct DZNMethod {
    enum Key: String, CaseIterable {
        case title, description, image, imageTintColor, imageAnimation, buttonTitle, buttonImage, buttonBackgroundImage
        case backgroundColor, verticalOffset, spaceHeight, customView, shouldDisplay, fadeIn, animateImageView

        var isButton: Bool { self == .buttonTitle || self == .buttonImage || self == .buttonBackgroundImage }
        var isBool: Bool { self == .shouldDisplay || self == .fadeIn || self == .animateImageView }

        /// What the protocol's method returns.
        var returnType: String {
            switch self {
            case .title, .description, .buttonTitle: return "NSAttributedString"
            case .image, .buttonImage, .buttonBackgroundImage: return "UIImage"
            case .imageTintColor, .backgroundColor: return "UIColor"
            case .imageAnimation: return "CAAnimation"
            case .verticalOffset, .spaceHeight: return "CGFloat"
            case .customView: return "UIView"
            case .shouldDisplay, .fadeIn, .animateImageView: return "Bool"
            }
        }
    }

    /// Types a method can be written to return, by name: one that is not its key's is another
    /// method of the same name. An app's own type (a typealias, say) is not judged.
    private static let knownTypes: [String: String] = Dictionary(
        (Key.allCases.map(\.returnType) + ["String", "NSString", "Int", "Double", "Float", "Image", "Color", "Text"]).map { ($0, $0) },
        uniquingKeysWith: { first, _ in first })

    var key: Key
    var decl: FunctionDeclSyntax
    /// The parameter names (the scroll view, the state), which are not Booleans of the type.
    var parameters: Set<String>
    /// The control state parameter of the button methods.
    var stateParameter: String?
    /// Properties the method fills on first use (`LazyCachedProperties`), found once: the method
    /// is run once per reading.
    var lazyCachedProperties: [String] = []

    private static let sourceNames: [String: Key] = [
        "title": .title, "description": .description, "image": .image, "imageTintColor": .imageTintColor,
        "imageAnimation": .imageAnimation, "buttonTitle": .buttonTitle, "buttonImage": .buttonImage,
        "buttonBackgroundImage": .buttonBackgroundImage, "backgroundColor": .backgroundColor,
        "verticalOffset": .verticalOffset, "spaceHeight": .spaceHeight, "customView": .customView,
    ]
    private static let delegateNames: [String: Key] = [
        "emptyDataSetShouldDisplay": .shouldDisplay, "emptyDataSetShouldFadeIn": .fadeIn,
        "emptyDataSetShouldAnimateImageView": .animateImageView,
    ]

    /// `title(forEmptyDataSet:)`, `buttonTitle(forEmptyDataSet:for:)`, `emptyDataSetShouldDisplay(_:)`,
    /// and Swift 2's `titleForEmptyDataSet(_:)`.
    init?(_ decl: FunctionDeclSyntax) {
        guard decl.body != nil else { return nil }
        let name = decl.name.text
        let parameters = Array(decl.signature.parameterClause.parameters)
        guard let first = parameters.first else { return nil }
        let firstLabel = first.firstName.text
        if let key = Self.sourceNames[name], firstLabel == "forEmptyDataSet" {
            self.key = key
        } else if name.hasSuffix("ForEmptyDataSet"), let key = Self.sourceNames[String(name.dropLast("ForEmptyDataSet".count))] {
            self.key = key
        } else if let key = Self.delegateNames[name] {
            self.key = key
        } else {
            return nil
        }
        // `func image(forEmptyDataSet:) -> String` (meno-manage) is not the protocol's method:
        // DZNEmptyDataSet never calls it.
        if let written = decl.signature.returnClause?.type.trimmedSource, let returned = Self.knownTypes[TypeName.unwrapped(written)],
           returned != key.returnType {
            return nil
        }
        if key.isButton {
            guard parameters.count == 2 else { return nil }
            stateParameter = (parameters[1].secondName ?? parameters[1].firstName).text
        } else if parameters.count != 1 {
            return nil
        }
        self.decl = decl
        self.parameters = Set(parameters.map { ($0.secondName ?? $0.firstName).text })
        if let body = decl.body { lazyCachedProperties = LazyCachedProperties.names(in: body) }
    }
}

/// Finds the DZNEmptyDataSet methods of each type of a file (its declaration and extensions
/// read together), in the order the types first appear.
final class DZNMethodVisitor: SyntaxVisitor {
    private(set) var types: [String?] = []
    private(set) var methods: [String?: [DZNMethod]] = [:]

    init() { super.init(viewMode: .sourceAccurate) }

    /// Types whose `emptyDataSetShouldBeForced(toDisplay:)` returns `true`: DZN shows their view
    /// whatever `emptyDataSetShouldDisplay` says (its reload tests `shouldDisplay && itemsCount
    /// == 0 || shouldBeForcedToDisplay`), so that method is not read (mala-ios).
    private var forced: Set<String?> = []

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if Self.forcesDisplay(node) {
            let type = EnclosingType.name(of: Syntax(node))
            forced.insert(type)
            methods[type]?.removeAll { $0.key == .shouldDisplay }
            return .skipChildren
        }
        guard let method = DZNMethod(node) else { return .skipChildren }
        let type = EnclosingType.name(of: Syntax(node))
        if method.key == .shouldDisplay, forced.contains(type) { return .skipChildren }
        // The library's own defaults in an app that keeps a copy of it (Qianyu's
        // `Vender/EmptyDataSet-Custom`: `public extension EmptyDataSetSource { func title(…) {
        // return nil } … }` beside `protocol EmptyDataSetSource`): no screen.
        if let type, Self.libraryProtocols.contains(type), Self.declaresProtocol(type, around: Syntax(node)) { return .skipChildren }
        if methods[type] == nil { types.append(type) }
        methods[type, default: []].append(method)
        return .skipChildren
    }

    /// `func emptyDataSetShouldBeForced(toDisplay scrollView: UIScrollView!) -> Bool { return true }`.
    static func forcesDisplay(_ node: FunctionDeclSyntax) -> Bool {
        guard ["emptyDataSetShouldBeForced", "emptyDataSetShouldBeForcedToDisplay"].contains(node.name.text),
              let body = node.body, let only = ConstantsVisitor.singleExpression(body.statements) else { return false }
        return only.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true)
    }

    static let libraryProtocols: Set<String> = ["DZNEmptyDataSetSource", "DZNEmptyDataSetDelegate", "EmptyDataSetSource", "EmptyDataSetDelegate"]

    /// Whether the file that holds `node` declares `protocol name`.
    private static func declaresProtocol(_ name: String, around node: Syntax) -> Bool {
        guard let file = node.root.as(SourceFileSyntax.self) else { return false }
        return file.statements.contains { item in
            guard case let .decl(decl) = item.item else { return false }
            return decl.as(ProtocolDeclSyntax.self)?.name.text == name
        }
    }
}
