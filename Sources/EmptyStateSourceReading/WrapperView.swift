import EmptyStateModel

/// An app's own view whose body is an empty state (`struct PlaceholderView: View` wrapping a
/// `ContentUnavailableView`, texts and symbol passed in): found in one file, drawn at every
/// call site in any file with the call's arguments in place of the properties.
public struct WrapperView: Hashable, Sendable, Codable {
    public struct Parameter: Hashable, Sendable, Codable {
        /// The argument label at the call site; nil for `_`.
        public var label: String?
        /// The stored property it sets.
        public var property: String
        /// Its type as written (`String`, `LocalizedStringKey`, `Text?`).
        public var type: String
        /// The default argument, read in the wrapper's own file (nil when there is none).
        public var defaultValue: TemplateValue?
        /// Whether a default argument is declared (`= nil` reads as no value).
        public var hasDefault: Bool
        /// A value of the app's own struct that carries the texts (`noTasksMessageLabels:
        /// .init(title: "You're All Set")` of a `struct NoTasksMessageLabels { let title; let
        /// subtitle }`): its initializer's parameters, each shown as `⟨property.member⟩`.
        public var members: [Parameter]?
        /// The initializer's own name for it, where that is not the property's (`init(text:)`
        /// with `self.title = text`): what a computed property's expression names.
        public var name: String?

        public init(label: String?, property: String, type: String, defaultValue: TemplateValue?, hasDefault: Bool) {
            self.label = label; self.property = property; self.type = type
            self.defaultValue = defaultValue; self.hasDefault = hasDefault
        }
    }

    /// The type whose initializer draws it, or whose static function does (with `function`).
    public var typeName: String
    /// A function that returns the empty state (`static func search(text:) -> some View`,
    /// `func emptyView(title:) -> some View`); nil when the type's initializer does.
    public var function: String?
    public var file: String
    public var parameters: [Parameter]
    /// The wrapper's body as its own file reads it, placeholders where the properties go.
    public var kind: ImportedScreen.Kind
    public var template: TemplateValue
    /// The Boolean parameter the empty state is shown under (`contentUnavailableConfiguration
    /// = show ? config : nil`): a call that passes `false` for it hides the empty state, so it
    /// is no screen.
    public var shownWhen: String?
    /// The Boolean parameter the empty state is hidden under (`if showsProgress { ProgressView()
    /// } else { ContentUnavailableView … }`): a call that passes `true` for it shows none.
    public var hiddenWhen: String?
    /// The optional parameter the empty state is shown only with (`if let emptyStateMessage {
    /// EntryListEmptyStateView(message: emptyStateMessage) }`, its default `nil`): a call that
    /// leaves it out, or passes `nil`, shows none.
    public var shownOnlyWhenGiven: String?
    /// A call's arguments go to the parameters in order, whatever their labels: an enum case's
    /// values bound by a pattern (`case .placeholder(let title, let subtitle)`). Nil: by label.
    public var byPosition: Bool?
    /// The view's other screens, one per case of the state it switches on (`switch phase {
    /// case .error: ContentUnavailableView(errorTitle, …) case .empty: ContentUnavailableView(
    /// emptyTitle, …) }`), each drawn at every call as `template` is.
    public var moreTemplates: [TemplateValue]?
    /// A property the initializer computes from its parameters (`self.prompt =
    /// "Content.unavailable.\(String(localized: titleKey))"`): the assignment as written, and
    /// the property's type, evaluated at each call with the call's arguments.
    public struct Derived: Hashable, Sendable, Codable {
        public var assignment: SourceSnippet
        public var type: String
        public init(assignment: SourceSnippet, type: String) { self.assignment = assignment; self.type = type }
    }
    public var derived: [String: Derived]?
    /// The type's initializers that only delegate (`init(forCamera _: Void) { self.init(title:
    /// String(localized: "permission_camera_title"), …) }` in an extension, pair-shot-iOS): a
    /// call with their labels is drawn as the call they delegate to. Each within an extension
    /// of the type, as the Swift reader places them.
    public var conveniences: [SourceSnippet]?
    /// The type shows a collection of data besides its empty state (a search screen's list): a
    /// view whose body is only a call of it is a screen of the app, not an empty state to draw
    /// where that view is shown.
    public var showsContent: Bool?
    /// A `private` or `fileprivate` type (`private struct Impl: View`): only its own file can
    /// call it, whatever other files name their own types.
    public var fileOnly: Bool?
    /// Methods of the type that store what they are given in the properties the screen shows
    /// (ABox's `emptyViewWithScrollView(scrollView:text:descriptionString:image:)` with `self.text
    /// = text`): method name → argument label (`_` for none) → property. A call of one on the
    /// object after it is made gives those properties, as assignments do.
    public var setterMethods: [String: [String: String]]?

    /// An Objective-C data source object whose screens are the cases of one of its properties
    /// (GitOSC's `DataSetObject`, whose methods switch on `state`), which its makers assign
    /// (`self.emptyDataSet.state = noDataState;`): a screen per case, each drawn where the object
    /// is made, for the cases the making class assigns.
    public struct CaseProperty: Hashable, Sendable, Codable {
        /// The property the object's methods switch on (`state`).
        public var property: String
        /// Each case's label as the code names it (`noDataState`), and the object's screen in it.
        public var cases: [String]
        public var templates: [TemplateValue]
        public init(property: String, cases: [String], templates: [TemplateValue]) {
            self.property = property; self.cases = cases; self.templates = templates
        }
    }
    public var caseProperty: CaseProperty?

    /// An Objective-C view class that makes itself its DZN data source when it is made
    /// (DanDanPlay's `DDPBaseTableView`: `self.emptyDataSetSource = self` in its set-up), drawn
    /// by a view category's methods (`ViewCategorySources`): not a screen of its own, but what
    /// tells a controller's view of that class is one.
    public struct SourcingView: Hashable, Sendable, Codable {
        /// The UIKit or app class it inherits from (`UITableView`).
        public var superclass: String
        /// Its methods that set a property of its own to YES, and those properties
        /// (`endRefreshing` → `showEmptyView`).
        public var turnsOn: [String: [String]]
        public init(superclass: String, turnsOn: [String: [String]]) { self.superclass = superclass; self.turnsOn = turnsOn }
    }
    public var sourcingView: SourcingView?

    public init(typeName: String, function: String?, file: String, parameters: [Parameter], kind: ImportedScreen.Kind,
                template: TemplateValue, shownWhen: String? = nil, byPosition: Bool? = nil) {
        self.typeName = typeName; self.function = function; self.file = file
        self.parameters = parameters; self.kind = kind; self.template = template; self.shownWhen = shownWhen
        self.byPosition = byPosition
    }

    /// `UnavailableView`, `UnavailableView.search`, `emptyView`.
    public var name: String { function.map { typeName.isEmpty ? $0 : typeName + "." + $0 } ?? typeName }
    /// The type itself, without the types it is nested in (`EmptyListConfigurator`).
    public var innermostType: String { typeName.split(separator: ".").last.map(String.init) ?? typeName }
    /// The word a call names (the type, or the function; an Objective-C class's, since a
    /// selector is spelled in parts around its arguments).
    /// The name a call is written with: a view nested in another (`LoadingView.Inner`) is
    /// called `Inner()` in its own type.
    /// A view category's (`.loading`: a class that sets the view's `loading` calls it) is the
    /// property's name.
    public var callee: String {
        guard isObjectiveC else { return function ?? innermostType }
        if let function, function.hasPrefix(".") {
            // Turned on by a view class's own set-up: the files that make one name that class
            // (its `SourcingView` declaration's callee); those that set the flag, the flag.
            return function.count > 1 ? String(function.dropFirst()) : shownWhen ?? typeName
        }
        return typeName
    }
    /// An Objective-C data source object that its makers give texts (`DataSourceObjects`).
    public var isObjectiveC: Bool { kind == .dzn && (file.hasSuffix(".m") || file.hasSuffix(".mm")) }
}
