import EmptyStateSourceReading

/// How the flags `BranchAnalysis` finds are recognised and named: the constants a subject is
/// compared with, the messages and comparisons that test, the words a variant's name is made of.
extension BranchAnalysis {
    /// `ApplicationTypeAirbnb`, `kTypeA`, `3`: what a case of the subject can be compared with.
    static func isConstantName(_ e: Expr) -> Bool {
        switch e.kind {
        case .identifier(let name):
            guard let first = name.unicodeScalars.first else { return false }
            return first.properties.isUppercase || (name.hasPrefix("k") && name.count > 1) || name.utf8.contains(UInt8(ascii: "_")) && first != "_"
        case .number: return true
        default: return false
        }
    }

    /// Names that are literals, not constants an app declares.
    static let literalNames: Set<String> = ["YES", "NO", "true", "false", "TRUE", "FALSE", "nil", "NULL", "Nil"]
    static let booleanLiteralNames: Set<String> = ["YES", "NO", "true", "false", "TRUE", "FALSE"]

    /// Messages that test and answer a Boolean (`isEqualToString:`): a condition made of one is a variant.
    static let testingSelectors: Set<String> = ["isEqualToString", "isEqual", "isEqualToNumber", "containsObject",
                                                "containsString", "hasPrefix", "hasSuffix"]

    /// `5`, `-1`, `0.5`: the number a literal writes.
    static func numberLiteral(_ e: Expr) -> Double? {
        if case let .number(n) = e.kind { return n }
        if case let .prefix(.minus, inner) = e.kind, case let .number(n) = inner.kind { return -n }
        return nil
    }

    /// `self.items.count`, `text.length`: how many a list holds, which an empty state already says.
    static func isCollectionSize(_ path: String) -> Bool {
        // `self.textF.text.length != 0` (shengshengM) is whether a query is typed: no list's size.
        if path.hasSuffix(".text.length") || path.hasSuffix(".text.count") { return false }
        return path.hasSuffix(".count") || path.hasSuffix(".length") || path == "count" || path == "length"
    }

    /// `numberOfPages == -1` → `numberOfPagesIsMinus1`; `self.page > 2` → `pageIsAbove2`.
    static func comparisonFlagName(_ path: String, _ op: Punct, _ number: Double) -> String {
        let words = path.split(separator: ".").map { $0.drop { $0 == "_" } }.filter { !$0.isEmpty && $0 != "self" }
        let relation: String
        switch op {
        case .ne: relation = "isNot"
        case .lt: relation = "isBelow"
        case .gt: relation = "isAbove"
        case .le: relation = "isAtMost"
        case .ge: relation = "isAtLeast"
        default: relation = "is"
        }
        let magnitude = number == number.rounded() ? String(Int64(abs(number))) : String(abs(number)).replacingOccurrences(of: ".", with: "_")
        return LowerCamelCase.joined(words + [Substring(relation), Substring((number < 0 ? "minus" : "") + magnitude)])
    }

    /// `JCTypeArtist`, `@"artist"` → a word to end a variant's name with (`JCTypeArtist`, `Artist`).
    static func argumentWord(_ key: String) -> String {
        let word = String(key.unicodeScalars.filter { $0.properties.isAlphabetic || $0.properties.numericType != nil }.map(Character.init))
        let trimmed = word.hasPrefix("self") && word.count > 4 ? String(word.dropFirst(4)) : word
        return String(trimmed.prefix(40)).prefix(1).uppercased() + String(trimmed.prefix(40)).dropFirst()
    }

    /// `[_thisUser.objectId isEqualToString:…]` → `thisUserObjectIdIsEqualToString`.
    static func messageFlagName(receiver: Expr, selector: String) -> String {
        let words = (canonicalPath(receiver) ?? "").split(separator: ".").map { $0.drop { $0 == "_" } }.filter { !$0.isEmpty && $0 != "self" }
        return LowerCamelCase.joined(words + [Substring(selector)])
    }

    /// `[AFNetworkReachabilityManager sharedManager].isReachable` (NYTMovieReviews): a Boolean of
    /// a class's shared instance, which the run time sets either way, named by its property
    /// (`isReachable`); the class's name is left out, as a user would name the state. So is a
    /// class's current object (`[PFUser currentUser]`: `currentUser`), there or nil.
    static func singletonFlag(_ path: String) -> String? {
        let parts = path.split(separator: ".")
        // `[PFUser currentUser]`: whether someone is signed in, an object the run time gives or not.
        if parts.count == 2, let first = parts[0].unicodeScalars.first, first.properties.isUppercase, parts[1].hasPrefix("current"),
           parts[1].count > "current".count {
            return String(parts[1])
        }
        guard parts.count == 3, let first = parts[0].unicodeScalars.first, first.properties.isUppercase,
              ["shared", "default", "current", "standard", "main"].contains(where: { parts[1].hasPrefix($0) }),
              looksBoolean(String(parts[2])) || parts[2].hasSuffix("able") else { return nil }
        return String(parts[2])
    }

    /// `((AppDelegate *)[[UIApplication sharedApplication] delegate]).notNet` (XLCartoon's
    /// `APP_DELEGATE.notNet`): a property of the app's one delegate, set at run time; its name.
    static func appDelegateFlag(_ path: String) -> String? {
        let parts = path.split(separator: ".")
        guard parts.count == 4, parts[0] == "UIApplication", parts[1] == "sharedApplication", parts[2] == "delegate" else { return nil }
        return String(parts[3])
    }

    /// A property the file does not declare is a flag only when its name reads as a Boolean
    /// (`isLoading`, `hasError`, `_searching`, `offline`), not `self.tableView` or `self.error`.
    static func looksBoolean(_ path: String) -> Bool {
        var name = Substring(path)
        if name.hasPrefix("self.") { name = name.dropFirst(5) }
        // `searchController.active`: the last property is what is tested.
        if let last = name.split(separator: ".").last { name = last }
        while name.hasPrefix("_") { name = name.dropFirst() }
        let prefixes = ["is", "has", "should", "can", "did", "was", "will", "needs", "show", "allow", "enable", "use"]
        for prefix in prefixes where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            if let first = rest.unicodeScalars.first, first.properties.isUppercase { return true }
        }
        if name.hasSuffix("ing") || name.hasSuffix("ed") { return true }
        return ["offline", "online", "empty", "busy", "ready", "visible", "hidden", "active"].contains(String(name))
    }

    /// `isLoading` → `loading`: a flag is named by its state, not by the question.
    static func variantName(_ name: String) -> String {
        let scalars = Array(name.unicodeScalars)
        if scalars.count > 2, name.hasPrefix("is"), scalars[2].properties.isUppercase {
            return String(scalars[2]).lowercased() + String(String.UnicodeScalarView(scalars[3...]))
        }
        return name
    }
}

/// `[self.tableViewType isEqualToString:JCTypeArtist]`, `…:JCTypeFriends]` in one chain
/// (Masters-Project): one test per value, each its own variant, named by the value once the
/// class tests more than one (the first value's flag is then renamed).
struct TestedValueNames {
    private var firstValue: [String: String] = [:]
    private var toldApart = Set<String>()

    mutating func name(_ base: String, value: String) -> (name: String, renamed: (from: String, to: String)?) {
        var renamed: (from: String, to: String)?
        if let earlier = firstValue[base], earlier != value, !toldApart.contains(base) {
            toldApart.insert(base)
            renamed = (base, base + earlier)
        } else if firstValue[base] == nil {
            firstValue[base] = value
        }
        return (toldApart.contains(base) ? base + value : base, renamed)
    }
}
