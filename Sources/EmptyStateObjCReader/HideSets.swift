/// The hide sets of a file's tokens (see `MacroExpander`), interned: a token carries the number
/// of its set, and each union is computed once. Metaprogramming headers (libextobjc's
/// `metamacro_…`) give tokens sets of dozens of names, and a set per token made expansion
/// spend most of its time hashing strings.
struct HideSets {
    typealias ID = Int32
    static let empty: ID = 0

    private var nameIDs: [String: Int32] = [:]
    /// Each set's members, sorted; set 0 is the empty one.
    private var members: [[Int32]] = [[]]
    private var byMembers: [[Int32]: ID] = [[]: 0]
    private var unions: [UInt64: ID] = [:]

    mutating func name(_ name: String) -> Int32 {
        if let known = nameIDs[name] { return known }
        let id = Int32(nameIDs.count)
        nameIDs[name] = id
        return id
    }

    func contains(_ set: ID, _ name: Int32) -> Bool {
        set != Self.empty && members[Int(set)].contains(name)
    }

    mutating func adding(_ name: Int32, to set: ID) -> ID {
        contains(set, name) ? set : intern((members[Int(set)] + [name]).sorted())
    }

    mutating func union(_ a: ID, _ b: ID) -> ID {
        if a == b || b == Self.empty { return a }
        if a == Self.empty { return b }
        let key = UInt64(UInt32(min(a, b))) << 32 | UInt64(UInt32(max(a, b)))
        if let known = unions[key] { return known }
        let merged = intern(Array(Set(members[Int(a)] + members[Int(b)])).sorted())
        unions[key] = merged
        return merged
    }

    private mutating func intern(_ sorted: [Int32]) -> ID {
        if let known = byMembers[sorted] { return known }
        let id = ID(members.count)
        members.append(sorted)
        byMembers[sorted] = id
        return id
    }
}
