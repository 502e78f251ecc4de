import EmptyStateModel
import EmptyStateSourceReading
import SwiftSyntax

/// A type's DZNEmptyDataSet methods, read together as screens: one per enum case the methods
/// branch on (`case .airbnb` of every method is one screen; `default:` fills the cases a method
/// does not name), each with a variant per Boolean property they branch on (`if isLoading`:
/// `variants: { loading: … }`, the keys that differ; the base is the false branch) and per
/// other condition (`if !searchText.isEmpty`: `notSearchTextIsEmpty`).
struct DZNTypeReader {
    let typeName: String?
    let methods: [DZNMethod]
    let context: ReadContext
    /// Where the screens are (a subclass's name), instead of the case or the first method.
    var anchor: Syntax? = nil

    static let states = ["normal", "highlighted", "disabled", "selected"]

    func screens() throws -> [FoundScreen] {
        let discovery = BranchDiscoveryVisitor()
        for method in methods { discovery.discover(method) }
        // A flag only `emptyDataSetShouldDisplay` reads says when the screen shows, not what it
        // shows: no variant (and no hidden base beside it), as in the Objective-C reader.
        let content = BranchDiscoveryVisitor()
        for method in methods where method.key != .shouldDisplay { content.discover(method) }
        // A flag that tests the device's language (`isLanguageChineseSimple`) is no variant: `assumed` answers it.
        let booleans = Array(discovery.booleans.filter { content.booleans.contains($0) && context.appTexts.languageFlags[$0] == nil }
            .prefix(Limits.variants))
        // `if userType == .patient` alone: the one case tested, and every other (the default);
        // so too after comparisons of two subjects (shoutit-ios's `if case .notCreated =
        // conversation … else if loadMoreState == .readyToLoad … else`), whose last `else` is
        // what neither tests draws. Comparisons of one subject (`kind == .offline`, `kind ==
        // .empty`) may name all its cases.
        let untestedCases = discovery.cases.count == 1 || discovery.comparedSubjects.count > 1
        let cases: [String?] = discovery.cases.isEmpty ? [nil]
            : discovery.cases + (!discovery.switched && untestedCases ? [nil] : [])
        var screens: [FoundScreen] = []
        // What the cases read so far: a reading that does not depend on the case (`isLoading ?
        // "Loading..." : scope == .all ? …`) is one screen, the first case's, not one per case.
        var earlierCases: Set<[TemplateEntry]> = []
        let triesContent = methods.contains { [.title, .description, .image, .buttonTitle, .customView].contains($0.key) }
        for caseName in cases {
            // The default among known cases: a comparison with any of them is false ("" names none).
            let reading = caseName ?? (discovery.cases.isEmpty ? nil : "")
            let diagnostics = Diagnostics(context)
            if let truncatedAt = discovery.truncatedAt {
                diagnostics.warn("cases", "more than \(Limits.cases) enum cases; the others are not read", at: truncatedAt)
            }
            if discovery.booleans.count > Limits.variants {
                diagnostics.warn("variants", "more than \(Limits.variants) Boolean properties; the others are not read", at: methods[0].decl.name)
            }
            let displayFlags = try displayOnlyFlags(discovery.booleans.filter { !content.booleans.contains($0) }, reading)
            let allFalse = Dictionary(uniqueKeysWithValues: booleans.map { ($0, false) }).merging(displayFlags) { held, _ in held }
            let shown = try displayOnlyConditions(reading, allFalse)
            context.assumedFalse = []
            context.unwrappedNil = false
            let base = try template(Self.environment(reading, allFalse, assumed: shown), diagnostics)
            let baseNeverShows = context.unwrappedNil
            let baseDrawnBefore = earlierCases.contains(base.entries)
            // Conditions on anything else (`if !searchText.isEmpty`, a ternary): false in the
            // base, each true in a variant named after it, as UIKit's configurations are.
            var shownReadings: [(name: String, entries: [TemplateEntry], setsOnly: Bool)] = []
            var thisCase: Set<[TemplateEntry]> = [base.entries]
            func add(_ name: String, _ entries: [TemplateEntry], neverShows: Bool = false, setsOnly: Bool = false) {
                // A reading in which every method returns nothing (`if isLoading { return nil }`
                // while the app's own spinner shows): DZN draws nothing, so it is no screen.
                guard !neverShows, JointVariants.showsSomething(entries), !earlierCases.contains(entries) else { return }
                thisCase.insert(entries)
                shownReadings.append((name, entries, setsOnly))
            }
            // Each Boolean property, then each other condition, true alone (those the base met,
            // then those met only inside another's branch); then the pairs whose joint reading is
            // a screen of its own (nested branches).
            var singles = booleans.map { Truths(booleans: [$0], conditions: [], name: Self.variantName($0)) }
            var readings: [[TemplateEntry]] = []
            var conditionsRead = 0
            while true {
                if readings.count == singles.count {
                    guard conditionsRead < context.assumedFalse.count, singles.count < Limits.variants else { break }
                    let condition = context.assumedFalse[conditionsRead]
                    conditionsRead += 1
                    singles.append(Truths(booleans: [], conditions: [condition.text], name: condition.name))
                }
                let truths = singles[readings.count]
                context.unwrappedNil = false
                let single = try template(truths.environment(reading, allFalse, shown), truths.booleans.isEmpty ? Diagnostics(context) : diagnostics)
                readings.append(single.entries)
                add(truths.name, single.entries, neverShows: context.unwrappedNil, setsOnly: truths.setsOnly)
            }
            let joints = try JointVariants.ownScreens(base: base.entries, singles: readings, exclusive: { first, second in
                Evaluator.exclusive(singles[first].tested, singles[second].tested)
                    || Evaluator.exclusiveAssignments(singles[first].tested, singles[second].tested, in: typeName, context.constants)
            }) { first, second in
                try template(singles[first].joined(with: singles[second]).environment(reading, allFalse, shown), Diagnostics(context)).entries
            }
            for (first, second, joint) in joints {
                let pair = singles[first].joined(with: singles[second])
                add(pair.name, joint, setsOnly: pair.setsOnly)
            }
            earlierCases.formUnion(thisCase)
            // A case that draws nothing an earlier one did not is that screen again, not one of
            // its own: the other cases of a single comparison (racesync-ios's `race.status == .open
            // && !startDate.isPassed`: every other status reads as the open race's base), and a
            // `switch`'s cases that return the same (shoutit-ios's `.loading` and `.idle`).
            if baseDrawnBefore, shownReadings.isEmpty { continue }
            // A base DZN draws nothing of (its texts empty, `shouldDisplay` false): the first
            // reading that draws something is the screen, the others its variants; with none,
            // DZN never draws the type, which is no screen.
            var map = base
            // One case of several that shows nothing over a clear background is no screen either.
            // So is a type whose content methods all return nil (ziping's CYJCheckoutViewController).
            let caseDrawsNothing = (caseName != nil && cases.count > 1 || triesContent) && JointVariants.hasNoPartOverClear(base.entries)
            if JointVariants.drawsNothing(base.entries) || caseDrawsNothing || baseNeverShows && !shownReadings.isEmpty {
                if let first = shownReadings.first {
                    shownReadings.removeFirst()
                    map = MapBuilder()
                    for entry in first.entries { map[entry.key] = entry.value }
                } else if diagnostics.placesOfContent.isEmpty {
                    // Nothing drawn, and nothing of what would be drawn unread (a warning on the
                    // offset or the image's motion, ziping's `.firstLoad`, draws nothing either).
                    continue
                }
            }
            var variants = MapBuilder()
            var taken: Set<String> = []
            // Two readings of values the type sets that draw the same (a title's assignment and the
            // description set beside it, each taken on its own) are one variant; cases and other
            // conditions stay a variant each, alike or not.
            var drawnBySetting: [TemplateValue] = []
            for reading in shownReadings {
                guard let differences = MapBuilder.differences(of: reading.entries, from: map.entries),
                      case let .map(changed) = differences, !JointVariants.onlyMovesTheContent(changed),
                      !(reading.setsOnly && drawnBySetting.contains(differences)) else { continue }
                if reading.setsOnly { drawnBySetting.append(differences) }
                let unique = ConditionName.unique(reading.name, among: taken)
                taken.insert(unique)
                variants[unique] = differences
            }
            // One case among others that `emptyDataSetShouldDisplay` turns off (3Degrees' `isEmpty()
            // && type == .Alian`: the `.Mine` strip never draws its text) is no screen of its own.
            if cases.count > 1, variants.isEmpty, map.entries.contains(where: { $0.key == "shouldDisplay" && $0.value == .bool(false) }) { continue }
            // A type whose `emptyDataSetShouldDisplay` is `return false` whatever the state
            // (sheQuanMerchant's ShopViewController, overriding its base's `true`) draws nothing.
            if variants.isEmpty, Self.neverDisplays(methods) { continue }
            if !variants.isEmpty { map["variants"] = variants.value([]) }
            // Methods that return nothing (a protocol's default implementations) declare no screen.
            if map.isEmpty, diagnostics.all.isEmpty { continue }
            // Only a spinner (CheeseCounter's `NVActivityIndicatorView` as the custom view): the
            // app's loading view, which the truths of GitWatch and GameDex list as no empty state.
            if map.isEmpty, diagnostics.metSpinner, diagnostics.placesOfContent.isEmpty { continue }
            let node = anchor ?? caseName.flatMap { discovery.caseNodes[$0] } ?? Syntax(methods[0].decl)
            screens.append(FoundScreen(typeName: typeName, caseName: caseName, node: node, kind: .dzn,
                                       template: map.value(MapBuilder.screenOrder), warnings: diagnostics.all))
        }
        return screens
    }

    static func neverDisplays(_ methods: [DZNMethod]) -> Bool {
        guard let method = methods.first(where: { $0.key == .shouldDisplay }), let statements = method.decl.body?.statements,
              let returned = ConstantsVisitor.singleExpression(statements) else { return false }
        return returned.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false)
    }

    /// One reading's environment: the case, the Boolean properties' values, and the other
    /// conditions assumed (false unless named true).
    static func environment(_ caseName: String?, _ booleans: [String: Bool], assumed: [String: Bool] = [:]) -> Environment {
        var env = Environment(caseName: caseName, booleans: booleans)
        env.assumedConditions = assumed
        env.assumesIfConditions = true
        env.readsSettledState = true
        return env
    }

    /// `isLoading` → `loading`; `showsError` → `showsError`.
    static func variantName(_ boolean: String) -> String {
        var name = Substring(boolean)
        if name.hasPrefix("is"), name.count > 2, name[name.index(name.startIndex, offsetBy: 2)].isUppercase { name = name.dropFirst(2) }
        return name.prefix(1).lowercased() + name.dropFirst()
    }

    /// Conditions only `emptyDataSetShouldDisplay` tests (`showType == "Normal"`) say when the
    /// screen shows, not what: each takes the value that shows it, in every reading, instead of
    /// a hidden base and a variant, as a flag only that method reads does.
    private func displayOnlyConditions(_ caseName: String?, _ allFalse: [String: Bool]) throws -> [String: Bool] {
        guard methods.contains(where: { $0.key == .shouldDisplay }) else { return [:] }
        context.assumedFalse = []
        _ = try template(Self.environment(caseName, allFalse), Diagnostics(context)) { $0.key != .shouldDisplay }
        let content = Set(context.assumedFalse.map(\.text))
        context.assumedFalse = []
        _ = try template(Self.environment(caseName, allFalse), Diagnostics(context)) { $0.key == .shouldDisplay }
        var shown: [String: Bool] = [:]
        let tested = context.assumedFalse
        for condition in tested.prefix(Limits.variants) where !content.contains(condition.text) {
            var tried = shown
            tried[condition.text] = true
            context.assumedFalse = []
            let reading = try template(Self.environment(caseName, allFalse, assumed: tried), Diagnostics(context)) { $0.key == .shouldDisplay }
            shown[condition.text] = reading["shouldDisplay"] != .bool(false)
        }
        return shown
    }

    /// Flags only `emptyDataSetShouldDisplay` reads (`return !isLoading`) take the value that
    /// shows the screen where the set-up leaves them hiding it (`isLoading = true` in `viewDidLoad`,
    /// racesync-ios): the run time changes them, and the screen is what DZN draws when they allow.
    private func displayOnlyFlags(_ flags: [String], _ caseName: String?) throws -> [String: Bool] {
        guard !flags.isEmpty, methods.contains(where: { $0.key == .shouldDisplay }) else { return [:] }
        // Only where the set-up's values hide it: a flag the reading does not know stays unread.
        let settled = try template(Self.environment(caseName, [:]), Diagnostics(context)) { $0.key == .shouldDisplay }
        guard settled["shouldDisplay"] == .bool(false) else { return [:] }
        var values: [String: Bool] = [:]
        for flag in flags.prefix(Limits.variants) {
            values[flag] = false
            let reading = try template(Self.environment(caseName, values), Diagnostics(context)) { $0.key == .shouldDisplay }
            values[flag] = reading["shouldDisplay"] == .bool(false)
        }
        return values
    }

    /// Every method read in one branch (or those `reads`), as template keys.
    private func template(_ env: Environment, _ diagnostics: Diagnostics, reads: (DZNMethod) -> Bool = { _ in true }) throws -> MapBuilder {
        var map = MapBuilder()
        var image = MapBuilder()
        var button = MapBuilder()
        var custom: CustomViewReader.Content?
        for method in methods where reads(method) {
            let place = Self.place(method.key)
            let reading = Reading(diagnostics: diagnostics, place: place, node: Syntax(method.decl.name))
            if method.key.isButton {
                var perState: [(String, TemplateValue)] = []
                for state in Self.states {
                    var stateEnv = env
                    stateEnv.stateParameter = method.stateParameter
                    stateEnv.state = state
                    guard let value = try run(method, stateEnv, place: place, diagnostics),
                          let read = method.key == .buttonTitle ? TextReader.text(value, reading) : ImageReader.image(value, reading) else { continue }
                    perState.append((state, read))
                }
                let normal = perState.first { $0.0 == "normal" }?.1
                var states = MapBuilder()
                for (state, read) in perState where state == "normal" || read != normal { states[state] = read }
                let key = method.key == .buttonTitle ? "title" : method.key == .buttonImage ? "image" : "backgroundImage"
                if !states.isEmpty { button[key] = states.value(Self.states) }
                continue
            }
            guard let value = try run(method, env, place: place, diagnostics) else { continue }
            switch method.key {
            case .title: map["title"] = TextReader.text(value, reading)
            case .description: map["description"] = TextReader.text(value, reading)
            case .image: image.merge(ImageReader.image(value, reading))
            case .imageTintColor: image["tintColor"] = ColorReader.color(value, .uikit, reading).map(TemplateValue.string)
            case .imageAnimation: image["animation"] = AnimationReader.animation(value, reading)
            case .backgroundColor: map["backgroundColor"] = ColorReader.color(value, .uikit, reading).map(TemplateValue.string)
            case .verticalOffset: map["verticalOffset"] = NumberReader.number(value, reading).map(TemplateValue.number)
            case .spaceHeight: map["spaceHeight"] = NumberReader.number(value, reading).map(TemplateValue.number)
            case .shouldDisplay: map["shouldDisplay"] = NumberReader.bool(value, reading).map(TemplateValue.bool)
            case .fadeIn: map["fadeIn"] = NumberReader.bool(value, reading).map(TemplateValue.bool)
            case .animateImageView: map["animateImageView"] = NumberReader.bool(value, reading).map(TemplateValue.bool)
            case .customView:
                if case .null = value { break }
                if let content = CustomViewReader.content(value, reading) { custom = content } else { reading.warn("a custom view is not read") }
            case .buttonTitle, .buttonImage, .buttonBackgroundImage: break
            }
        }
        if image["name"] != nil || image["systemName"] != nil {
            map["image"] = image.value(MapBuilder.imageOrder)
        } else if !image.isEmpty, let method = methods.first(where: { $0.key == .imageTintColor || $0.key == .imageAnimation }) {
            Reading(diagnostics: diagnostics, place: "image.motion", node: Syntax(method.decl.name)).warn("a tint or an animation without an image is not read")
        }
        if !button.isEmpty { map["button"] = button.value(["title", "image", "backgroundImage"]) }
        if let custom { CustomViewReader.apply(custom, to: &map) }
        return map
    }

    /// The method's result in this branch (nil when it returns nothing).
    private func run(_ method: DZNMethod, _ env: Environment, place: String, _ diagnostics: Diagnostics) throws -> Value? {
        guard let body = method.decl.body else { return nil }
        var evaluator = Evaluator(context: context, diagnostics: diagnostics, typeName: typeName, env: env)
        evaluator.env.place = place
        if let owner = EnclosingType.name(of: Syntax(method.decl)) {
            evaluator.env.shownList = context.shownDataList(of: owner, in: Syntax(method.decl).root)
        }
        // The scroll view asked about is the type's one data source view, where it has one.
        if let scrollView = method.decl.signature.parameterClause.parameters.first, let view = DataSourceViews.only(in: Syntax(method.decl), typeName: typeName, context) {
            evaluator.scope.declare((scrollView.secondName ?? scrollView.firstName).text, .notKnown(view))
        }
        for name in method.lazyCachedProperties where evaluator.scope[name] == nil { evaluator.scope.declare(name, .null) }
        return try evaluator.run(body.statements)
    }

    static func place(_ key: DZNMethod.Key) -> String {
        switch key {
        case .imageTintColor: return "image.tintColor"
        case .imageAnimation: return "image.animation"
        case .buttonTitle: return "button.title"
        case .buttonImage: return "button.image"
        case .buttonBackgroundImage: return "button.backgroundImage"
        default: return key.rawValue
        }
    }
}

/// Every DZNEmptyDataSet data source of a file. A subclass of a data source is read as itself
/// with its superclasses' methods (`DZNSubclassScreens`), and so is a data source declared over
/// several files, with all of them; which of a class tree's screens are kept is the app's to
/// say (`SubclassScreens` in EmptyStateImport).
enum DZNScreens {
    static func read(_ visitor: DZNMethodVisitor, _ context: ReadContext) throws -> [FoundScreen] {
        var screens: [FoundScreen] = []
        for type in visitor.types {
            if let type, context.classes.readsAcrossFiles(type) { continue }
            screens += try DZNTypeReader(typeName: type, methods: visitor.methods[type] ?? [], context: context).screens()
            if screens.count > Limits.screens { break }
        }
        return screens
    }

    static func methods(_ relevance: Relevance) -> DZNMethodVisitor {
        let visitor = DZNMethodVisitor()
        for declaration in relevance.declarations { visitor.walk(declaration) }
        return visitor
    }
}

/// The conditions one reading of a DZN type's methods takes as true.
private struct Truths {
    var booleans: [String]
    var conditions: [String]
    var name: String

    /// What the reading takes as true: its condition's text, or its Boolean property's name.
    var tested: String { conditions.first ?? booleans.first ?? "" }

    /// Whether the reading takes only values the type assigns (`emptyTitle = NO_MESSAGES_TITLE`).
    var setsOnly: Bool { booleans.isEmpty && !conditions.isEmpty && conditions.allSatisfy(Evaluator.isAssignmentCondition) }

    func joined(with other: Truths) -> Truths {
        Truths(booleans: booleans + other.booleans, conditions: conditions + other.conditions, name: JointVariants.name(name, other.name))
    }

    func environment(_ caseName: String?, _ allFalse: [String: Bool], _ shown: [String: Bool]) -> Environment {
        var values = allFalse
        for boolean in booleans { values[boolean] = true }
        return DZNTypeReader.environment(caseName, values, assumed: shown.merging(conditions.map { ($0, true) }) { _, new in new })
    }
}
