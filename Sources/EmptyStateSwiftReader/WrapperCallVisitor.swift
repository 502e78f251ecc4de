import EmptyStateSourceReading
import EmptyStateModel
import SwiftSyntax

/// One use of a wrapper: a call (`UnavailableView("No History", systemImage: "book")`) or a
/// preset named without one (`UnavailableView.search`).
struct WrapperUse {
    var node: Syntax
    var arguments: LabeledExprListSyntax?
    var wrapper: WrapperView
}

/// The call sites of an app's wrapper views in one file, each a screen named after the type it
/// is shown in, the wrapper's template with the call's arguments in place. Previews
/// (`#Preview`, `PreviewProvider`) are not screens of the app.
final class WrapperCallVisitor: AppCodeVisitor {
    private let wrappers: [String: WrapperView]
    private let context: ReadContext
    private(set) var uses: [WrapperUse] = []

    init(_ wrappers: [WrapperView], _ context: ReadContext) {
        self.wrappers = Self.byName(wrappers.filter { $0.fileOnly != true || $0.file == context.file })
        self.context = context
        super.init(viewMode: .sourceAccurate)
    }

    static func byName(_ wrappers: [WrapperView]) -> [String: WrapperView] {
        Dictionary(wrappers.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// `if #available(iOS 18, *) { Wrapper(…) } else { Wrapper(…) }`: one screen, as the newest
    /// system draws it (the older copy is that screen on an older phone), as for a
    /// `ContentUnavailableView` (`ContentUnavailableViewVisitor`).
    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        guard let newest = AvailabilityCheck.bodyOfTwoCopies(node, holdsScreen: holdsScreen) else { return .visitChildren }
        walk(newest)
        return .skipChildren
    }

    private func holdsScreen(_ node: Syntax) -> Bool {
        let finder = WrapperCallVisitor(Array(wrappers.values), context)
        finder.walk(node)
        let views = ContentUnavailableViewVisitor()
        views.walk(node)
        return !finder.uses.isEmpty || !views.found.isEmpty
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if uses.count < Limits.screens, binderUse(node) { return .visitChildren }
        guard uses.count < Limits.screens, let wrapper = Self.wrapper(called: node.calledExpression, at: Syntax(node), in: wrappers, classes: context.classes),
              WrapperOverloads.fits(node, wrapper) else {
            return .visitChildren
        }
        add(WrapperUse(node: Syntax(node), arguments: node.arguments, wrapper: wrapper))
        return .visitChildren
    }

    /// `tableView.reactive.emptyDataString <~ signal.map { … }`: a use per text the signal sends.
    /// (A custom operator: the parser leaves it in a sequence, unfolded.)
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let parts = Array(node.elements)
        guard uses.count < Limits.screens, parts.count == 3, parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "<~",
              let wrapper = WrapperViews.binding(parts[0], in: wrappers) else { return .visitChildren }
        for value in WrapperViews.boundValues(parts[2]) {
            add(WrapperUse(node: Syntax(node), arguments: WrapperViews.argument(value), wrapper: wrapper))
        }
        return .visitChildren
    }

    /// `signal.map { … }.bind(to: tableView.rx.emptyTitle)` (or `.drive(…)`): as `<~`.
    private func binderUse(_ node: FunctionCallExprSyntax) -> Bool {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), ["bind", "drive"].contains(member.declName.baseName.text),
              node.arguments.count == 1, let target = node.arguments.first?.expression, let signal = member.base,
              let wrapper = WrapperViews.binding(target, in: wrappers) else { return false }
        for value in WrapperViews.boundValues(signal) {
            add(WrapperUse(node: Syntax(node), arguments: WrapperViews.argument(value), wrapper: wrapper))
        }
        return true
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        guard uses.count < Limits.screens, !Self.isCallee(node), let wrapper = Self.preset(node, at: Syntax(node), in: wrappers) else {
            return .visitChildren
        }
        add(WrapperUse(node: Syntax(node), arguments: nil, wrapper: wrapper))
        return .visitChildren
    }

    private func add(_ use: WrapperUse) {
        // A call in `#if os(macOS)` is no screen of the iPhone app, but the wrapper is called: its
        // own body is not a screen either.
        if IfConfigActivity.isInsideInactiveClause(use.node) {
            context.usedWrappers.insert(use.wrapper.name)
            return
        }
        // A wrapper using itself (`Self(…)` in its own static function) is its definition; a
        // configuration kept in a `var` to be changed is read with the changes (`ConfigurationVisitor`);
        // a call that hides the empty state shows none.
        guard !WrapperOverloads.isBody(use.node, of: [use.wrapper]), !Self.startsAConfiguration(use),
              !hides(use) else { return }
        uses.append(use)
    }

    /// `showEmpty(false, …)` for a wrapper shown under its Boolean parameter.
    private func hides(_ use: WrapperUse) -> Bool {
        // `EntryListView(sections:configurationMap:)` without the message its empty state needs.
        if let needed = use.wrapper.shownOnlyWhenGiven, let arguments = use.arguments {
            guard let argument = WrapperCalls.argument(for: needed, in: arguments, of: use.wrapper) else { return true }
            if argument.is(NilLiteralExprSyntax.self) { return true }
        }
        func passes(_ value: Bool, for parameter: String?) -> Bool {
            guard let parameter, let arguments = use.arguments,
                  let argument = WrapperCalls.argument(for: parameter, in: arguments, of: use.wrapper) else { return false }
            return argument.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(value ? .true : .false)
        }
        return passes(false, for: use.wrapper.shownWhen) || passes(true, for: use.wrapper.hiddenWhen) || givesOnlyNil(use)
    }

    /// `tableView.setEmptyData(title: nil)` of a DZN helper that shows only what it is given: no
    /// text, so DZN draws no view (ygxq_patient clears its empty state so).
    private func givesOnlyNil(_ use: WrapperUse) -> Bool {
        guard use.wrapper.kind == .dzn, let arguments = use.arguments, !arguments.isEmpty,
              arguments.allSatisfy({ $0.expression.is(NilLiteralExprSyntax.self) }), case let .map(entries) = use.wrapper.template else { return false }
        let cleared = Set(use.wrapper.parameters.map(\.property).filter { WrapperCalls.argument(for: $0, in: arguments, of: use.wrapper) != nil })
        let left = entries.filter { entry in
            guard case let .string(text) = entry.value else { return true }
            return !cleared.contains { text == "\u{27E8}\($0)\u{27E9}" }
        }
        return !JointVariants.showsSomething(left)
    }

    /// `var config = Shared.configuration`: a UIKit configuration that the code goes on to change.
    static func startsAConfiguration(_ use: WrapperUse) -> Bool {
        guard use.wrapper.kind == .uikit, let clause = use.node.parent?.as(InitializerClauseSyntax.self),
              let variable = clause.parent?.parent?.parent?.as(VariableDeclSyntax.self) else { return false }
        return variable.bindingSpecifier.tokenKind == .keyword(.var)
    }

    private static func isCallee(_ node: MemberAccessExprSyntax) -> Bool {
        node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id
    }

    /// UIKit's classes whose extensions' methods every view controller or view calls by name.
    static let baseClasses: Set<String> = ["UIViewController", "UITableViewController", "UICollectionViewController", "UIView", "UIScrollView"]

    /// `Type.preset` (or `Self.preset`) not called: a static preset whose parameters all have defaults.
    static func preset(_ member: MemberAccessExprSyntax, at node: Syntax, in wrappers: [String: WrapperView]) -> WrapperView? {
        guard let base = member.base?.as(DeclReferenceExprSyntax.self) else { return nil }
        var owner = base.baseName.text
        if owner == "Self", let caller = EnclosingType.name(of: node) { owner = caller }
        guard let wrapper = Self.member(owner, member.declName.baseName.text, at: node, in: wrappers), wrapper.function != nil,
              wrapper.parameters.allSatisfy(\.hasDefault) else { return nil }
        return wrapper
    }

    /// `Wrapper(…)`, `Wrapper.init(…)`, `Wrapper.search(…)`; a method by its name alone (or
    /// `self.`) only from its own type (or from any type, for a free function or an extension
    /// of a UIKit base class).
    static let viewExtensionOwner = "View"

    static func wrapper(called callee: ExprSyntax, at node: Syntax, in wrappers: [String: WrapperView],
                        classes: AppClasses = AppClasses()) -> WrapperView? {
        func method(_ name: String) -> WrapperView? {
            let caller = EnclosingType.name(of: node)
            // A superclass's method is the subclass's (`self?.showPlaceholder(…)` in a view model
            // of the app's base view model).
            let owners = Set(caller.map { [$0] + classes.ancestors(of: $0) } ?? [])
            return wrappers.values.sorted { $0.name < $1.name }.first { wrapper in
                wrapper.function == name && wrapper.byPosition != true
                    && (wrapper.typeName.isEmpty || owners.contains(wrapper.innermostType) || baseClasses.contains(wrapper.typeName)
                        // A method of `extension View`, called by its name in any view's body.
                        || wrapper.typeName == viewExtensionOwner && wrapper.kind == .swiftui && caller != nil)
            }
        }
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            // `Inner()` in `LoadingView`'s body: its own nested view first.
            var outer = EnclosingType.path(of: node)
            while !outer.isEmpty {
                if let nested = wrappers[(outer + [reference.baseName.text]).joined(separator: ".")], nested.function == nil { return nested }
                outer.removeLast()
            }
            return wrappers[reference.baseName.text].flatMap { $0.function == nil ? $0 : nil } ?? method(reference.baseName.text)
        }
        guard let member = callee.as(MemberAccessExprSyntax.self) else { return nil }
        let name = member.declName.baseName.text
        // A modifier of the app's own (`extension View { func emptyOverlay(…) }`), called on any view.
        if let modifier = wrappers[viewExtensionOwner + "." + name], modifier.kind == .swiftui { return modifier }
        // `.placeholder(title: …)`: a view state's case, made where its type is known.
        guard let written = member.base else {
            // Assigned to a property of another enum (`phase = .failed(…)` of a `Phase`, where
            // the wrapper is a `LoadState`'s case): not that state.
            let assignedType = assignedTo(node).flatMap { target -> String? in
                let property = target.hasPrefix("self.") ? String(target.dropFirst(5)) : target
                guard !property.contains("."), let declared = WrapperViews.storedProperty(property, around: node)?.type,
                      !declared.isEmpty else { return nil }
                return TypeName.normalized(declared.trimmingCharacters(in: ["?", "!"])).split(separator: ".").last.map(String.init)
            }
            return wrappers.values.sorted { $0.name < $1.name }.first { wrapper in
                wrapper.byPosition == true && wrapper.function == name
                    && assignedType.map { $0 == wrapper.typeName.split(separator: ".").last.map(String.init) } ?? true
            }
        }
        // `self.tableView.setEmptyDataSet(title: …)` of an app's `extension UIScrollView` method
        // (ABox): any view of that kind is its receiver.
        if !Evaluator.isSelf(Evaluator.unwrapped(written)), let extended = wrappers.values.filter({ wrapper in
            wrapper.function == name && wrapper.byPosition != true && baseClasses.contains(wrapper.typeName) && wrapper.kind != .swiftui
        }).min(by: { $0.name < $1.name }) {
            return extended
        }
        // `self?.show(…)`, `self!.show(…)`: as `self.show(…)`.
        let unwrapped = Evaluator.unwrapped(written)
        guard let base = unwrapped.as(DeclReferenceExprSyntax.self) else { return configurationMethod(name, at: node, in: wrappers) }
        if name == "init" { return wrappers[base.baseName.text] }
        if base.baseName.text == "self" { return method(name) }
        if base.baseName.text == "Self", let caller = EnclosingType.name(of: node) { return wrappers[caller + "." + name] }
        return Self.member(base.baseName.text, name, at: node, in: wrappers)
            ?? (base.baseName.text.first?.isUppercase == false ? configurationMethod(name, at: node, in: wrappers) : nil)
    }

    /// What `node` is assigned to (`contentUnavailableConfiguration = node`), as written.
    static func assignedTo(_ node: Syntax) -> String? {
        if let assignment = node.parent?.as(InfixOperatorExprSyntax.self), assignment.operator.is(AssignmentExprSyntax.self),
           assignment.rightOperand.id == node.id {
            return assignment.leftOperand.trimmedSource
        }
        // Unfolded: `lhs`, `=`, `node` in a sequence.
        guard let list = node.parent?.as(ExprListSyntax.self), list.parent?.is(SequenceExprSyntax.self) == true else { return nil }
        let elements = Array(list)
        guard elements.count == 3, elements[2].id == node.id, elements[1].is(AssignmentExprSyntax.self) else { return nil }
        return elements[0].trimmedSource
    }

    /// `contentUnavailableConfiguration = decorator?.getEmptyGroupConfiguration()`: a UIKit
    /// configuration's maker called on a value and shown, when one type of the app declares a
    /// method of that name (`cell.configureView(…)` elsewhere is another method).
    static func configurationMethod(_ name: String, at node: Syntax, in wrappers: [String: WrapperView]) -> WrapperView? {
        guard assignedTo(node)?.hasSuffix("contentUnavailableConfiguration") == true else { return nil }
        let matching = wrappers.values.filter { $0.function == name && $0.kind == .uikit && !$0.typeName.isEmpty && $0.byPosition != true }
        return matching.count == 1 ? matching[0] : nil
    }

    /// `Owner.name` as written at `node`: the wrapper of that name, or of a type `Owner` nested
    /// in a type the call is inside (`EmptyListConfigurator.make()` in `PickerCoordinator` is
    /// `PickerCoordinator.EmptyListConfigurator.make`), or of the one nested type so named.
    static func member(_ owner: String, _ name: String, at node: Syntax, in wrappers: [String: WrapperView]) -> WrapperView? {
        if let wrapper = wrappers[owner + "." + name] { return wrapper }
        var outer = EnclosingType.path(of: node)
        while !outer.isEmpty {
            if let wrapper = wrappers[(outer + [owner, name]).joined(separator: ".")] { return wrapper }
            outer.removeLast()
        }
        let nested = wrappers.values.filter { $0.function == name && $0.typeName.hasSuffix("." + owner) }
        return nested.count == 1 ? nested[0] : nil
    }
}
