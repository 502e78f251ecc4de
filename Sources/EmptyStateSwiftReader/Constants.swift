import SwiftSyntax

/// `let` constants with an initial value, and computed properties of one expression, of each
/// type and of the file: statically known (a stored `var`, which the app may change, is not).
struct Constants {
    var byType: [String: [String: ExprSyntax]] = [:]
    var file: [String: ExprSyntax] = [:]
    /// Methods without parameters that return one expression (`func emptyTitle() -> String
    /// { "No Mail" }`), by type: their value is known as a computed property's is.
    var functionsByType: [String: [String: ExprSyntax]] = [:]
    /// Functions with parameters that return one expression (`static func symbol(_ name: String)
    /// -> UIImage { UIImage(systemName: name) ?? UIImage() }`), by type ("" for the file's):
    /// a call's value is the expression with the call's arguments in place of the parameters.
    var parameterizedByType: [String: [String: [ParameterizedFunction]]] = [:]
    /// Initializers that only store their parameters (`init(_ systemName: String = "") {
    /// self.systemName = systemName }`), by type: a property of a value made by one is known.
    var initializersByType: [String: [StoringInitializer]] = [:]
    /// Class → superclass, for a subclass's reading: a member it does not declare is its
    /// superclass's (the nearest override wins, as at run time).
    var superclasses: [String: String] = [:]
    /// Computed properties whose getter is several statements (`var title: String { guard let
    /// type else { return "No Instance" }; return "No \(type) Instance" }`), by type: their value
    /// is what running the statements returns.
    var gettersByType: [String: [String: CodeBlockItemListSyntax]] = [:]
    /// Stored instance `var`s with an initial value, Booleans aside (a flag is run-time state),
    /// by type: what a data source shows of one unless its set-up assigns it (`settled`).
    var storedByType: [String: [String: ExprSyntax]] = [:]
    /// Instance properties' declared types (`@Binding var selectedFilter: ReviewFilter`), by type;
    /// or the type their first value makes (`@StateObject var model = ListViewModel()`).
    var propertyTypes: [String: [String: String]] = [:]
    /// Stored instance `var`s that hold a text (declared `String`, `String?`, a localized key or
    /// resource, or first given a literal), with their first value if any, by type: what
    /// `StoredTexts` reads with what the type's methods assign them.
    var textProperties: [String: [String: ExprSyntax?]] = [:]
    /// Constants declared as a `LocalizedStringKey` or `LocalizedStringResource` (`private let
    /// title: LocalizedStringKey = "screen.empty.title"`), by type ("" for the file's): their
    /// literal stays a key where it is used, as SwiftUI looks it up.
    var localizedKeys: [String: Set<String>] = [:]
    /// `typealias LocalizedStrings = Strings.Contacts` (billion-wallet-ios's `ContactsVM`), by
    /// the type that declares it ("" for the file's): the aliased type's path.
    var typeAliases: [String: [String: String]] = [:]

    /// `path` with a leading alias declared in `type`, its ancestors, the types it is nested in
    /// or the file replaced by the type it names; nil when it starts with none.
    func resolvingAlias(_ path: String, in type: String?) -> String? {
        let head = path.split(separator: ".", maxSplits: 1).first.map(String.init) ?? path
        guard let target = firstMember(of: type, { typeAliases[$0]?[head] }) ?? typeAliases[""]?[head], target != head else { return nil }
        return target + path.dropFirst(head.count)
    }

    /// Whether a type's member (`type` may be its nesting path, `Strings.Community`) was declared
    /// a `LocalizedStringKey` or `LocalizedStringResource`.
    func isLocalizedKey(_ name: String, in type: String) -> Bool {
        let owner = type.split(separator: ".").last.map(String.init) ?? type
        return localizedKeys[owner]?.contains(name) == true
    }

    /// The file's method bodies, by type: what they assign and set up, read when asked.
    var methodBodies = MethodBodies()
    /// What other files' declarations of a type give (`inherit`), beneath the file's own.
    private var inheritedAssigned: [String: [String: [ExprSyntax]]] = [:]
    private var inheritedSetUp: [String: [String: [SetUpStep]]] = [:]

    /// What a type's methods assign to each of its stored properties anywhere (in a callback, a
    /// branch), in order, at most `Limits.assignedValues` distinct values a property.
    func assigned(_ name: String, in type: String) -> [ExprSyntax]? {
        methodBodies.assigned(in: type)[name] ?? inheritedAssigned[type]?[name]
    }

    /// A method's top-level steps on its object's state, by type and method name.
    func setUp(_ method: String, in type: String) -> [SetUpStep]? {
        methodBodies.setUp(in: type)[method] ?? inheritedSetUp[type]?[method]
    }

    /// Every method's steps and every property's assigned values of a type, the file's own over
    /// what it inherited: what `setUp` and `assigned` answer, whole, for a file that inherits it.
    private func allSetUp(in type: String) -> [String: [SetUpStep]] {
        methodBodies.setUp(in: type).merging(inheritedSetUp[type] ?? [:]) { held, _ in held }
    }

    func allAssigned(in type: String) -> [String: [ExprSyntax]] {
        methodBodies.assigned(in: type).merging(inheritedAssigned[type] ?? [:]) { held, _ in held }
    }
    /// Type → the types its declaration and extensions name after a colon (its protocols):
    /// what a protocol's extension gives is a member of every type that conforms.
    var conformances: [String: Set<String>] = [:]
    /// A nested type → the type it is declared in: a static member of an outer type is named
    /// from inside by its name alone (`tr(.key)` in `L10n.Launches` is `L10n.tr`).
    var outerTypes: [String: String] = [:]
    /// The structs declared: values the app makes and keeps, unlike its view models (classes).
    var structs: Set<String> = []

    func lookup(_ name: String, in type: String?) -> ExprSyntax? {
        lookup(name, in: type, \.byType) ?? file[name]
    }

    func function(_ name: String, in type: String?) -> ExprSyntax? {
        lookup(name, in: type, \.functionsByType)
    }

    /// The function with parameters of `type` (its superclasses' too) or of the file whose
    /// labels fit the call's, and which parameter each argument is for.
    func parameterized(_ name: String, in type: String?, labels: [String?]) -> (function: ParameterizedFunction, binding: [Int])? {
        func fitting(_ overloads: [ParameterizedFunction]?) -> (ParameterizedFunction, [Int])? {
            for function in overloads ?? [] { if let binding = function.bind(labels) { return (function, binding) } }
            return nil
        }
        return firstMember(of: type) { fitting(parameterizedByType[$0]?[name]) } ?? fitting(parameterizedByType[""]?[name])
    }

    /// The first of `type`'s owners for which `find` finds the member: the type and its
    /// superclasses, nearest first, then the protocols they conform to (whose extensions give
    /// defaults). Walked lazily: a lookup runs for every name an expression reads.
    func firstMember<Found>(of type: String?, _ find: (String) -> Found?) -> Found? {
        for owner in typeChain(type) {
            if let found = find(owner) { return found }
        }
        for owner in typeChain(type) {
            guard let adopted = conformances[owner] else { continue }
            for name in adopted.sorted() { if let found = find(name) { return found } }
        }
        var outer = type.flatMap { outerTypes[$0] }
        var steps = 0
        while let current = outer, steps < 16 {
            if let found = find(current) { return found }
            outer = outerTypes[current]
            steps += 1
        }
        return nil
    }

    /// `type`, then its superclasses, nearest first (a loop in the index ends the walk); lazily,
    /// as a constant's lookup walks it.
    func typeChain(_ type: String?) -> PrefixSequence<UnfoldFirstSequence<String>> {
        sequence(first: type ?? "", next: { superclasses[$0] }).prefix(type == nil ? 0 : superclasses.count + 1)
    }

    func getter(_ name: String, in type: String?) -> CodeBlockItemListSyntax? {
        firstMember(of: type) { gettersByType[$0]?[name] }
    }

    private func lookup(_ name: String, in type: String?, _ table: KeyPath<Constants, [String: [String: ExprSyntax]]>) -> ExprSyntax? {
        firstMember(of: type) { self[keyPath: table][$0]?[name] }
    }

    /// Another file's constants added beneath these, for the `types` named (a subclass's
    /// ancestors) and the file's own: what is declared here already wins.
    mutating func inherit(_ other: Constants, types: Set<String>) {
        for type in types {
            if let members = other.byType[type] { byType[type, default: [:]].merge(members) { held, _ in held } }
            if let members = other.functionsByType[type] { functionsByType[type, default: [:]].merge(members) { held, _ in held } }
            if let members = other.gettersByType[type] { gettersByType[type, default: [:]].merge(members) { held, _ in held } }
            if let members = other.initializersByType[type], initializersByType[type] == nil { initializersByType[type] = members }
            if let members = other.parameterizedByType[type] { parameterizedByType[type, default: [:]].merge(members) { held, _ in held } }
            if let members = other.storedByType[type] { storedByType[type, default: [:]].merge(members) { held, _ in held } }
            inheritedSetUp[type, default: [:]].merge(other.allSetUp(in: type)) { held, _ in held }
            inheritedAssigned[type, default: [:]].merge(other.allAssigned(in: type)) { held, _ in held }
            if let adopted = other.conformances[type] { conformances[type, default: []].formUnion(adopted) }
            if let outer = other.outerTypes[type], outerTypes[type] == nil { outerTypes[type] = outer }
            if other.structs.contains(type) { structs.insert(type) }
            if let names = other.localizedKeys[type] { localizedKeys[type, default: []].formUnion(names) }
            if let aliases = other.typeAliases[type] { typeAliases[type, default: [:]].merge(aliases) { held, _ in held } }
        }
        if let aliases = other.typeAliases[""] { typeAliases["", default: [:]].merge(aliases) { held, _ in held } }
        if let names = other.localizedKeys[""] { localizedKeys["", default: []].formUnion(names) }
        file.merge(other.file) { held, _ in held }
    }
}
