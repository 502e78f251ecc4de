/// Enum constants named in lower case (`typedef NS_ENUM(NSInteger, netWorkingState) {
/// loadingState, noDataState, … }` compared as `_state == noDataState`): a subject compared with
/// two or more such names, none of them a local or a property, is compared with its cases.
enum LowercaseCases {
    /// The names each subject path (`_state`, `self.state`) is compared with this way.
    static func names(in methods: [MethodDefinition], properties: [String: PropertyDeclaration]) -> [String: Set<String>] {
        var found: [String: Set<String>] = [:]
        for method in methods {
            var locals = Set(method.parameterNames)
            SyntaxWalk.statements(method.body, statement: { statement in
                if case .declaration(let declarations) = statement.kind { for d in declarations { locals.insert(d.name) } }
            }, expression: { e in
                guard case .binary(let op, let a, let b) = e.kind, op == .eq || op == .ne else { return }
                for (side, other) in [(a, b), (b, a)] {
                    guard let path = BranchAnalysis.canonicalPath(side), path.hasPrefix("_") || path.hasPrefix("self."),
                          case .identifier(let name) = other.kind, !BranchAnalysis.isConstantName(other),
                          !locals.contains(name), properties[name] == nil, !BranchAnalysis.literalNames.contains(name),
                          name != "self", name != "super" else { continue }
                    found[path, default: []].insert(name)
                }
            })
        }
        return found.filter { $0.value.count >= 2 }
    }
}

extension Expr {
    /// `name` of a bare identifier.
    var identifierName: String? {
        if case .identifier(let name) = kind { return name }
        return nil
    }
}
