import EmptyStateSourceReading

/// What the screens of a class branch on, found before anything is evaluated:
/// - the subject: the one expression the data-source methods `switch` over (or compare with
///   `==` to named constants) most often, e.g. `self.application.type`, through locals
///   initialized from it too; its case labels, in the order they first appear, are the screens;
/// - the flags: Boolean properties tested in conditions (`if (self.isLoading)`, `_loading`,
///   `!self.loading`) or returned by a BOOL delegate method; each is a variant;
/// - which methods depend on the subject and which flags, so that a method that does not is
///   evaluated once for all screens.
struct BranchAnalysis {
    struct Label {
        var key: String
        /// The switch (or comparison) that first names it: the screen's line and column.
        var offset: UInt32
    }

    var subjectPath: String?
    var labels: [Label] = []
    var flags: [String] = []
    /// The flags that compare a number with a constant (`NumericFlags`), by name.
    var numericComparisons: [String: NumericComparison] = [:]
    var usesSubject: Set<String> = []
    /// The labels each method names (by switch or comparison): in a case it does not name, a
    /// method runs exactly as in the default, so the two share one evaluation.
    var namedLabels: [String: Set<String>] = [:]
    var usedFlags: [String: Set<String>] = [:]
    /// The first switch or comparison on the subject.
    var subjectOffset: UInt32?
    /// Some method tests `subject != X`: what it shows for every other value is a screen too.
    var subjectIsNegated = false
    /// The nodes (by their range) that read the subject or a flag, so that the evaluator knows
    /// them with one lookup.
    var specials: [NodeKey: Special] = [:]

    enum Special {
        case subject
        case flag(String)
    }

    /// A node by its range in its file (the methods of a subclass's screen are in several).
    struct NodeKey: Hashable {
        var file: Int
        var start: UInt32
        var end: UInt32
    }

    static func nodeKey(_ e: Expr, in buffer: SourceBuffer) -> NodeKey { NodeKey(file: buffer.serial, start: e.start, end: e.end) }
    private var properties: [String: PropertyDeclaration] = [:]
    private var importedBools: Set<String> = []
    /// Paths the methods compare with `YES` or `NO` (`[RequestUtil networkAvaliable] == NO`).
    private var comparedBooleans: Set<String> = []
    /// getter → property (`isLoading` → `loading`).
    private var getters: [String: String] = [:]
    private var flagSet: Set<String> = []

    /// `self.application.type`, `[self isLoading]` → `self.isLoading`, `_loading`; nil for others.
    static func canonicalPath(_ e: Expr) -> String? {
        switch e.kind {
        case .identifier(let name): return name
        case .cast(_, let inner): return canonicalPath(inner)
        case .member(let base, let name): return canonicalPath(base).map { "\($0).\(name)" }
        case .message(let receiver, let selector, let args) where args.isEmpty && !selector.utf8.contains(UInt8(ascii: ":")):
            return canonicalPath(receiver).map { "\($0).\(selector)" }
        default: return nil
        }
    }

    /// The tag of the table a data-source method is asked about, by whatever name its parameter has.
    static let scrollViewTag = "scrollView.tag"
    /// That table itself, compared with the class's own table properties.
    static let askingScrollView = "scrollView"
    static let askingPaths: Set<String> = [scrollViewTag, askingScrollView]

    /// `self.eventCollectionView`, `_eventCollectionView`: a property of the class.
    static func isOwnProperty(_ path: String) -> Bool {
        (path.hasPrefix("self.") && path.utf8.filter { $0 == UInt8(ascii: ".") }.count == 1) || (path.hasPrefix("_") && !path.contains("."))
    }

    /// How a case label (or the other side of `subject == X`) is named.
    static func labelKey(_ e: Expr, buffer: SourceBuffer) -> String {
        canonicalPath(e) ?? buffer.collapsed(Int(e.start), Int(e.end), limit: 1000)
    }

    /// `importedBools`: BOOL properties the headers the file imports declare (another class's
    /// `@property BOOL RequestFail`, read as `finishModel.RequestFail`).
    init(methods: [MethodDefinition], properties: [String: PropertyDeclaration], importedBools: Set<String> = []) {
        self.properties = properties
        self.importedBools = importedBools
        for property in properties.values { if let getter = property.getter { getters[getter] = property.name } }
        let lowercaseCases = LowercaseCases.names(in: methods, properties: properties)
        var switchCounts: [String: Int] = [:]
        var comparisonCounts: [String: Int] = [:]
        var negatedPaths = Set<String>()
        var firstSeen: [String: Int] = [:]
        var labelsByPath: [String: [Label]] = [:]
        var offsetsByPath: [String: UInt32] = [:]
        var pathsByMethod: [String: Set<String>] = [:]
        var flagOrder: [String] = []
        var pathByNode: [NodeKey: String] = [:]
        var labelsByMethodPath: [String: [String: Set<String>]] = [:]

        func addFlag(_ path: String) {
            guard let name = flagName(path), !flagSet.contains(name), flagOrder.count < ReaderLimits.variants else { return }
            switch declaredBool(path, name) {
            // `[RequestUtil networkAvaliable] == NO`: a Boolean whatever its name says.
            case .none where comparedBooleans.contains(path): break
            // `if (self.requestError)`: an object the run time sets or leaves nil, each a variant;
            // not a view (`if (!_emptyView)`): made once by the class itself, whatever the run.
            case .some(false) where declaredObject(path, name) && !declaredView(path, name): break
            case .some(false): return
            case .none where !BranchAnalysis.looksBoolean(path) && BranchAnalysis.singletonFlag(path) == nil
                && BranchAnalysis.appDelegateFlag(path) == nil: return
            default:
                break
            }
            flagSet.insert(name)
            flagOrder.append(name)
        }
        // `[_thisUser.objectId isEqualToString:…]`: a test the app makes at run time, each
        // outcome a variant, as a Boolean property is (`thisUserObjectIdIsEqualToString`).
        var messageFlags: [(node: NodeKey, name: String, selector: String)] = []
        var currentMethod: MethodDefinition?
        var testedValues = TestedValueNames()
        /// A run-time test's flag (a message's answer, a comparison, a Boolean local), recorded at
        /// the condition that tests it; a new one only while there is room for another variant.
        func recordTestFlag(_ c: Expr, _ name: String, in method: MethodDefinition) {
            if !flagSet.contains(name) {
                guard flagOrder.count < ReaderLimits.variants else { return }
                flagSet.insert(name); flagOrder.append(name)
            }
            messageFlags.append((BranchAnalysis.nodeKey(c, in: method.buffer), name, method.selector))
        }
        func addMessageFlag(_ c: Expr, receiver: Expr, selector: String, argument: Expr?) {
            guard let method = currentMethod, let first = selector.split(separator: ":").first,
                  BranchAnalysis.testingSelectors.contains(String(first)), flagOrder.count < ReaderLimits.variants else { return }
            var name = BranchAnalysis.messageFlagName(receiver: receiver, selector: String(first))
            if let value = argument.map({ BranchAnalysis.argumentWord(BranchAnalysis.labelKey($0, buffer: method.buffer)) }), !value.isEmpty {
                let named = testedValues.name(name, value: value)
                if let renamed = named.renamed {
                    flagSet.remove(renamed.from); flagSet.insert(renamed.to)
                    flagOrder = flagOrder.map { $0 == renamed.from ? renamed.to : $0 }
                    messageFlags = messageFlags.map { $0.name == renamed.from ? ($0.node, renamed.to, $0.selector) : $0 }
                }
                name = named.name
            }
            recordTestFlag(c, name, in: method)
        }
        // `numberOfPages == -1` of a property or a file's variable: a value the run time sets,
        // each outcome a variant (`numberOfPagesIsMinus1`), as a Boolean property is.
        func addComparisonFlag(_ c: Expr, _ op: Punct, _ a: Expr, _ b: Expr, resolve: (Expr) -> String?) {
            guard let method = currentMethod, flagOrder.count < ReaderLimits.variants else { return }
            for (side, other) in [(a, b), (b, a)] {
                guard let number = BranchAnalysis.numberLiteral(other), let path = resolve(side), path != BranchAnalysis.scrollViewTag,
                      !BranchAnalysis.isCollectionSize(path), !TraitSubjects.isTrait(path: path) else { continue }
                let name = BranchAnalysis.comparisonFlagName(path, op, number)
                recordTestFlag(c, name, in: method)
                if numericComparisons[name] == nil {
                    numericComparisons[name] = NumericComparison(path: path, op: side.start == a.start ? op : NumericComparison.mirrored(op), number: number)
                }
                return
            }
        }
        // This method's Boolean locals the run time decides, by name: each is a flag.
        var booleanLocals: [String: String] = [:]
        func conditionFlags(_ c: Expr, resolve: (Expr) -> String? = { _ in nil }) {
            if case let .identifier(local) = c.kind, let name = booleanLocals[local], let method = currentMethod {
                recordTestFlag(c, name, in: method)
                return
            }
            switch c.kind {
            case .prefix(.bang, let x): conditionFlags(x, resolve: resolve)
            case .binary(.andAnd, let a, let b), .binary(.orOr, let a, let b): conditionFlags(a, resolve: resolve); conditionFlags(b, resolve: resolve)
            case .binary(.eq, let a, let b), .binary(.ne, let a, let b):
                if case let .identifier(n) = b.kind, BranchAnalysis.literalNames.contains(n) {
                    if BranchAnalysis.booleanLiteralNames.contains(n), case .message = a.kind, let path = resolve(a) ?? BranchAnalysis.canonicalPath(a) {
                        comparedBooleans.insert(path)
                        addFlag(path)
                    } else {
                        conditionFlags(a, resolve: resolve)
                    }
                    return
                }
                if case .binary(let op, _, _) = c.kind { addComparisonFlag(c, op, a, b, resolve: resolve) }
            case .binary(let op, let a, let b) where [.lt, .gt, .le, .ge].contains(op):
                addComparisonFlag(c, op, a, b, resolve: resolve)
            case let .message(receiver, selector, args) where !args.isEmpty:
                addMessageFlag(c, receiver: receiver, selector: selector, argument: args.count == 1 ? args[0] : nil)
            default:
                // `PFUser *currentUser = [PFUser currentUser]; if (currentUser)` (Beauteous): what the
                // local was set from, whose node the reading then knows as the flag.
                if let path = resolve(c) ?? BranchAnalysis.canonicalPath(c) { addFlag(path) }
            }
        }

        for method in methods {
            currentMethod = method
            booleanLocals = [:]
            let buffer = method.buffer
            var locals = Set(method.parameterNames)
            var arrays: [String: [Expr]] = [:]
            var aliases: [String: String] = [:]
            // `switch (scrollView.tag)`: one data source for several tables, told apart by their
            // tags (QianYueBao's three tabs); each tag is a screen, whatever the method names it.
            // So too `scrollView == self.eventCollectionView` (Socialize's profile): which table asks.
            if DataSourceSelector(rawValue: method.selector) != nil, let scrollView = method.parameterNames.first {
                aliases[scrollView + ".tag"] = BranchAnalysis.scrollViewTag
                aliases[scrollView] = BranchAnalysis.askingScrollView
            }
            var seen: Set<String> = []
            // `historyViewModel.dataStatus` where `historyViewModel = (PSMeetingHistoryViewModel *)self.viewModel`
            // (YuwuPubic): the property of what the local holds, `self.viewModel.dataStatus`.
            func aliased(_ path: String) -> String {
                let root = String(path.prefix { $0 != "." })
                guard root.count < path.count, let alias = aliases[root], !BranchAnalysis.askingPaths.contains(alias) else { return path }
                return alias + path.dropFirst(root.count)
            }
            func resolved(_ e: Expr) -> String? {
                guard let written = BranchAnalysis.canonicalPath(e) else { return nil }
                if let alias = aliases[written] { return alias }
                let path = aliased(written)
                let root = String(path.prefix { $0 != "." })
                return locals.contains(root) ? nil : path
            }
            func note(_ path: String) { if firstSeen[path] == nil { firstSeen[path] = firstSeen.count } }
            SyntaxWalk.statements(method.body, statement: { s in
                switch s.kind {
                case .declaration(let ds):
                    for d in ds {
                        locals.insert(d.name)
                        arrays[d.name] = d.initializer.flatMap(IndexedArrays.items)
                        if let i = d.initializer, let path = resolved(i), path.utf8.contains(UInt8(ascii: ".")) || path.hasPrefix("_") { aliases[d.name] = path }
                        else if let i = d.initializer, BooleanLocals.booleanTypes.contains(d.type), BooleanLocals.testsRunTime(i, resolve: resolved) {
                            booleanLocals[d.name] = BranchAnalysis.variantName(d.name)
                        } else { booleanLocals[d.name] = nil }
                    }
                case .ifChain(let branches, _):
                    for b in branches { conditionFlags(b.condition, resolve: resolved) }
                case .switchOver(let sw):
                    guard let path = resolved(sw.subject), !TraitSubjects.isTrait(path: path) else { return }
                    switchCounts[path, default: 0] += 1
                    note(path)
                    if offsetsByPath[path] == nil { offsetsByPath[path] = s.start }
                    for label in sw.labels { if let v = label.value {
                        let key = BranchAnalysis.labelKey(v, buffer: buffer)
                        labelsByPath[path, default: []].append(Label(key: key, offset: s.start))
                        labelsByMethodPath[method.selector, default: [:]][path, default: []].insert(key)
                    } }
                case .returnValue(let e?) where DataSourceSelector(rawValue: method.selector)?.returnsBool == true:
                    if let path = BranchAnalysis.canonicalPath(e) { addFlag(path) }
                default: break
                }
            }, expression: { e in
                switch e.kind {
                case .identifier, .member, .message:
                    if let path = BranchAnalysis.canonicalPath(e).map(aliased) {
                        if let asking = aliases[path], BranchAnalysis.askingPaths.contains(asking) {
                            seen.insert(asking)
                            pathByNode[BranchAnalysis.nodeKey(e, in: buffer)] = asking
                        } else if path.utf8.contains(UInt8(ascii: ".")) || path.hasPrefix("_") || (isBareBool(path) || properties[path] != nil) && !locals.contains(path) {
                            seen.insert(path)
                            pathByNode[BranchAnalysis.nodeKey(e, in: buffer)] = path
                        } else if let alias = aliases[path] {
                            seen.insert(alias)
                        }
                    }
                default: break
                }
                switch e.kind {
                case .conditional(let c, _, _): conditionFlags(c, resolve: resolved)
                case .subscripted(let base, let key):
                    // `title[self.segCtrl.selectedSegmentIndex]`: a switch over the index, a case per position.
                    guard let path = resolved(key), path.utf8.contains(UInt8(ascii: ".")) || path.hasPrefix("_"), !TraitSubjects.isTrait(path: path),
                          let items = IndexedArrays.items(of: base, locals: arrays) else { break }
                    switchCounts[path, default: 0] += 1
                    note(path)
                    if offsetsByPath[path] == nil { offsetsByPath[path] = e.start }
                    for key in IndexedArrays.labels(count: items.count) {
                        labelsByPath[path, default: []].append(Label(key: key, offset: e.start))
                        labelsByMethodPath[method.selector, default: [:]][path, default: []].insert(key)
                    }
                case .binary(.eq, let a, let b), .binary(.ne, let a, let b):
                    for (side, other) in [(a, b), (b, a)] {
                        // `self.stage`, `_stage`, or an instance variable named bare (`stage` declared in `{ }`).
                        // A table's tag is compared with its number (`scrollView.tag == 101`).
                        // `[RequestUtil networkAvaliable] == NO` (PotatoMall) tests a flag, not a case.
                        guard other.identifierName.map({ !BranchAnalysis.literalNames.contains($0) }) ?? true,
                              let path = resolved(side),
                              path.utf8.contains(UInt8(ascii: ".")) || path.hasPrefix("_") || properties[path] != nil || path == BranchAnalysis.askingScrollView,
                              BranchAnalysis.isConstantName(other) || other.identifierName.map({ lowercaseCases[path]?.contains($0) == true }) == true
                                || (path == BranchAnalysis.scrollViewTag && BranchAnalysis.numberLiteral(other) != nil)
                                || (path == BranchAnalysis.askingScrollView && BranchAnalysis.canonicalPath(other).map(BranchAnalysis.isOwnProperty) == true),
                              !TraitSubjects.isTrait(path: path), path != ForegroundApplication.statePath else { continue }
                        if case .identifier = other.kind { comparisonCounts[path, default: 0] += 1 }   // `== 0` alone names no subject
                        else if path == BranchAnalysis.askingScrollView { comparisonCounts[path, default: 0] += 1 }
                        if case .binary(.ne, _, _) = e.kind { negatedPaths.insert(path) }
                        note(path)
                        if offsetsByPath[path] == nil { offsetsByPath[path] = e.start }
                        let key = BranchAnalysis.labelKey(other, buffer: buffer)
                        labelsByPath[path, default: []].append(Label(key: key, offset: e.start))
                        labelsByMethodPath[method.selector, default: [:]][path, default: []].insert(key)
                    }
                default: break
                }
            })
            pathsByMethod[method.selector] = seen
        }
        flags = flagOrder

        let candidates = Set(switchCounts.keys).union(comparisonCounts.keys.filter { comparisonCounts[$0]! > 0 }).filter { flagName($0).map { !flagSet.contains($0) } ?? true }
        subjectPath = candidates.max { a, b in
            let ka = (switchCounts[a] ?? 0, comparisonCounts[a] ?? 0, -(firstSeen[a] ?? 0))
            let kb = (switchCounts[b] ?? 0, comparisonCounts[b] ?? 0, -(firstSeen[b] ?? 0))
            return ka < kb
        }
        if let subjectPath {
            subjectOffset = offsetsByPath[subjectPath]
            subjectIsNegated = negatedPaths.contains(subjectPath)
            var seenLabels: Set<String> = []
            for label in labelsByPath[subjectPath] ?? [] where seenLabels.insert(label.key).inserted {
                labels.append(label)
            }
        }
        for (node, path) in pathByNode {
            if path == subjectPath { specials[node] = .subject } else if let flag = flag(forPath: path) { specials[node] = .flag(flag) }
        }
        for (selector, paths) in pathsByMethod {
            if let subjectPath, paths.contains(subjectPath) {
                usesSubject.insert(selector)
                namedLabels[selector] = labelsByMethodPath[selector]?[subjectPath] ?? []
            }
            usedFlags[selector] = Set(paths.compactMap { flag(forPath: $0) })
        }
        for flag in messageFlags {
            specials[flag.node] = .flag(flag.name)
            usedFlags[flag.selector, default: []].insert(flag.name)
        }
        // A flag only `emptyDataSetShouldDisplay:` reads (`self.activitySearchComplete`) says when
        // the screen shows, not what it shows: no variant. The method then depends on the run
        // time, and the screen is drawn (`ScreenBuilder`).
        let display = DataSourceSelector.shouldDisplay.rawValue
        let displayOnly = Set(flags.filter { flag in usedFlags.allSatisfy { $0.key == display || !$0.value.contains(flag) } })
        if !displayOnly.isEmpty {
            flags.removeAll { displayOnly.contains($0) }
            specials = specials.filter { if case let .flag(flag) = $0.value { return !displayOnly.contains(flag) } else { return true } }
            usedFlags[display]?.subtract(displayOnly)
        }
    }

    /// `names` are no flags (their getters say what they are): no variant, and each place that
    /// reads one evaluates it.
    mutating func removeFlags(_ names: Set<String>) {
        guard !names.isEmpty else { return }
        flags.removeAll { names.contains($0) }
        specials = specials.filter { if case let .flag(flag) = $0.value { return !names.contains(flag) } else { return true } }
        for selector in usedFlags.keys { usedFlags[selector]?.subtract(names) }
    }

    /// The variant a Boolean property names: `self.isLoading`, `self.loading`, `_loading`,
    /// `[self isLoading]` → `loading`; `self.searchController.active` → `searchControllerActive`.
    func flagName(_ path: String) -> String? {
        var name: Substring
        let dots = path.utf8.lazy.filter { $0 == UInt8(ascii: ".") }.count
        if dots == 0, path.hasPrefix("_"), path.utf8.count > 1 { name = path.dropFirst() }
        else if dots == 0, isBareBool(path) { name = Substring(path) }
        else if dots == 1, path.hasPrefix("self.") { name = path.dropFirst(5); if name.hasPrefix("_") { name = name.dropFirst() } }
        else if (dots == 2 && path.hasPrefix("self.")) || (dots == 1 && !path.hasPrefix("self.")),
                BranchAnalysis.looksBoolean(path) || path.split(separator: ".").last.map({ importedBools.contains(String($0)) }) == true
                    || comparedBooleans.contains(path) {
            // `self.searchController.active`, `viewModel.isRequestFail` (an instance variable's
            // object, QianYueBao): a Boolean of a property's object, named by both.
            let parts = (path.hasPrefix("self.") ? path.dropFirst(5) : Substring(path)).split(separator: ".")
            guard parts.count == 2 else { return nil }
            let owner = parts[0].drop { $0 == "_" }
            name = owner + parts[1].prefix(1).uppercased() + parts[1].dropFirst()
        }
        else if let singletonFlag = BranchAnalysis.singletonFlag(path) { name = Substring(singletonFlag) }
        else if let delegateFlag = BranchAnalysis.appDelegateFlag(path), importedBools.contains(delegateFlag) || BranchAnalysis.looksBoolean(delegateFlag) {
            name = Substring(delegateFlag)
        }
        else { return nil }
        guard !name.isEmpty else { return nil }
        return BranchAnalysis.variantName(getters[String(name)] ?? String(name))
    }

    /// Whether `e` reads a property (or instance variable) declared as an object (`NSString
    /// *respondString`): tested in a condition, it asks whether the object is set.
    func readsObjectProperty(_ e: Expr) -> Bool {
        guard let path = BranchAnalysis.canonicalPath(e) else { return false }
        let name = String(path.split(separator: ".").last ?? "")
        let raw = name.hasPrefix("_") ? String(name.dropFirst()) : name
        if let declared = properties[raw] ?? properties["_" + raw] { return declared.isObject }
        // Declared in a header: an object unless the headers declare a BOOL of that name.
        return !importedBools.contains(raw)
    }

    /// Whether the file declares the property (or its ivar) as a BOOL; nil when it does not declare it.
    private func declaredBool(_ path: String, _ name: String) -> Bool? {
        let parts = path.split(separator: ".").map(String.init)
        let raw = propertyName(path, name)
        for candidate in [raw, "_" + raw, name, "_" + name, "is" + name.prefix(1).uppercased() + name.dropFirst()] {
            if let p = properties[candidate] { return p.isBool }
        }
        if let property = getters[raw], let p = properties[property] { return p.isBool }
        // Another class's property, as a header the file imports declares it.
        if parts.count > 1, importedBools.contains(raw) { return true }
        return nil
    }

    /// Whether the file declares the property as an object (`NSError *requestError`).
    private func declaredObject(_ path: String, _ name: String) -> Bool {
        let raw = propertyName(path, name)
        return [raw, "_" + raw].contains { properties[$0]?.isObject == true }
    }

    /// Whether the file declares the property as one of UIKit's views (`UILabel *tipsLabel`).
    private func declaredView(_ path: String, _ name: String) -> Bool {
        let raw = propertyName(path, name)
        return [raw, "_" + raw].contains { candidate in
            guard let type = properties[candidate]?.type, type.hasSuffix("*") else { return false }
            return Evaluator.isView(type.dropLast().trimmingCharacters(in: .whitespaces))
        }
    }

    /// The property a path ends with, without its instance variable's `_` (`self.tipsLabel`,
    /// `_tipsLabel` → `tipsLabel`); `name` for an empty path.
    private func propertyName(_ path: String, _ name: String) -> String {
        path.split(separator: ".").last.map { $0.hasPrefix("_") ? String($0.dropFirst()) : String($0) } ?? name
    }

    /// `loading` alone: a BOOL instance variable or file-scope variable the file declares
    /// (`{ BOOL loading; }`, `BOOL isLoading;` outside the class), read without `self.` or `_`.
    func isBareBool(_ path: String) -> Bool {
        !path.hasPrefix("_") && properties[path]?.isBool == true
    }

    /// The flag a path reads, if it is one.
    func flag(forPath path: String) -> String? {
        guard let name = flagName(path), flagSet.contains(name) else { return nil }
        return name
    }
}
