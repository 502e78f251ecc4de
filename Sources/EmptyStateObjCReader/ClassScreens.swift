import EmptyStateModel
import EmptyStateSourceReading

/// The screens of one class: a screen per case label (and one for the default when a method
/// that branches gives it a literal value), or one screen when nothing branches.
struct ClassScreens {
    let buffer: SourceBuffer
    let unit: ClassImplementation
    let analysis: BranchAnalysis
    let builder: ScreenBuilder
    /// A subclass's screens are all where its `@implementation` is (`unit.start`), not at the
    /// cases of its superclass's switch.
    let anchored: Bool

    /// `unit`: the class in `buffer`, with its methods (a subclass's: its own and the nearest
    /// superclass's for each selector); `selfMethods`: what `[self …]` runs.
    init(buffer: SourceBuffer, unit: ClassImplementation, properties: [String: PropertyDeclaration], budget: Budget,
         accessors: [String: [String: MethodDefinition]] = [:], selfMethods: SelfMethods = SelfMethods(), others: OtherFiles? = nil,
         anchored: Bool = false, stringConstants: [String: String] = [:], declarations: ImportedDeclarations = ImportedDeclarations()) {
        self.buffer = buffer
        self.unit = unit
        self.anchored = anchored
        // The BOOLs the class's header declares read bare in its methods, as its own file's do.
        var properties = properties
        for name in declarations.classBools[unit.name] ?? [] where properties[name] == nil {
            properties[name] = PropertyDeclaration(name: name, type: "BOOL", getter: nil)
        }
        var analysis = BranchAnalysis(methods: unit.methods, properties: properties, importedBools: declarations.boolProperties)
        analysis.removeFlags(selfMethods.constantFlags(analysis.flags))
        self.analysis = analysis
        let shared = ClassEvaluation(buffer: buffer, className: unit.name, analysis: analysis, budget: budget)
        shared.accessors = accessors
        shared.selfMethods = selfMethods
        shared.others = others
        shared.stringConstants = stringConstants
        shared.imageMethods = declarations.imageMethods
        builder = ScreenBuilder(results: MethodResults(shared: shared, methods: unit.methods))
        returnedCases = analysis.subjectPath.flatMap { SubjectGetter.returnedKeys(subjectPath: $0, methods: selfMethods) }
        enums = declarations.enums
    }

    /// The app's enums the file knows: the values a subject compared with their constants can take.
    private let enums: Set<[String]>

    /// The cases the subject's own getter returns (nil: any).
    private let returnedCases: Set<String>?

    func screens() throws -> [ImportedScreen] {
        guard analysis.subjectPath != nil else {
            let only = try screen(name: unit.name, caseIndex: nil, offset: unit.start).screen
            // `@""` for both texts and no image (HutHelper's ChatChoiceTableViewController): DZN
            // lays out nothing but the background, so the class shows no empty state.
            // No part in any of its flags' readings (jknOC's `return nil` before the first load,
            // `@""` after): none either.
            // A custom view the reader did not draw (an app's view class) is a part all the same;
            // and a class read under no flag keeps its reading, whatever it draws.
            let drawsOwnView = unit.methods.contains { $0.selector == "customViewForEmptyDataSet:" }
            let flagsDrawNothing = !analysis.flags.isEmpty && !drawsOwnView && Self.hasNoPart(only.template)
            return Self.showsOnly(only.template, texts: { $0.allSatisfy(\.isWhitespace) }) || flagsDrawNothing ? [] : [only]
        }
        guard analysis.labels.count <= ReaderLimits.screens else {
            throw buffer.error("\(analysis.labels.count) cases; the reader's limit is \(ReaderLimits.screens) screens per class",
                               at: Int(anchored ? unit.start : analysis.subjectOffset ?? unit.start))
        }
        let suffixes = CaseNames.suffixes(analysis.labels.map(\.key))
        var result: [ImportedScreen] = []
        result.reserveCapacity(analysis.labels.count)
        // Two cases that draw the same (`status == Denied || status == Restricted` deciding only
        // whether it shows) are one screen.
        var drawn = Set<TemplateValue>()
        // A case in which DZN draws nothing (UIKit's spinner alone, every method nil) is no
        // screen, unless no case draws anything: the class's screen is then kept, empty.
        var blank: ImportedScreen?
        func add(_ built: (screen: ImportedScreen, hasKnownCaseValue: Bool, drawsNothing: Bool)) {
            if built.drawsNothing { blank = blank ?? built.screen; return }
            if drawn.insert(built.screen.template).inserted { result.append(built.screen) }
        }
        for (index, (label, suffix)) in zip(analysis.labels, suffixes).enumerated() where returnedCases?.contains(label.key) ?? true {
            add(try screen(name: "\(unit.name)-\(suffix)", caseIndex: index, offset: label.offset))
        }
        // The default, unless the getter returns only the cases above, or the subject's enum has
        // no other value that shows an empty list (`OtherCases`).
        if returnedCases.map({ !$0.isSubset(of: analysis.labels.map(\.key)) }) ?? true,
           OtherCases.mayShowEmptyList(named: analysis.labels.map(\.key), enums: enums) {
            let fallback = try screen(name: "\(unit.name)-default", caseIndex: nil, offset: analysis.subjectOffset ?? unit.start)
            if fallback.hasKnownCaseValue || analysis.subjectIsNegated, !Self.showsOnlyUnsetLocals(fallback.screen.template) { add(fallback) }
        }
        if result.isEmpty, let blank { result.append(blank) }
        return result
    }

    /// A default whose only texts are locals the cases set and it leaves nil (`[NSString
    /// stringWithFormat:@"%@\n%@", first, last]` drawn as "(null)\n(null)", GenericEO's
    /// inventory with two segments): a value the app never means to show, so no screen.
    static func showsOnlyUnsetLocals(_ template: TemplateValue) -> Bool {
        showsOnly(template) { text in
            text.contains("(null)") && !text.replacingOccurrences(of: "(null)", with: "").contains(where: { $0.isLetter || $0.isNumber })
        }
    }

    /// Whether the screen has no text, image, button, custom view, background or variant to draw.
    static func hasNoPart(_ template: TemplateValue) -> Bool {
        guard case let .map(entries) = template else { return false }
        return !entries.contains { JointVariants.partKeys.contains($0.key) || $0.key == "backgroundColor" || $0.key == "variants" }
    }

    /// Whether the screen's only parts are texts `isBlank` finds empty of meaning: no image, button,
    /// custom view or variant, and at least one such text.
    static func showsOnly(_ template: TemplateValue, texts isBlank: (String) -> Bool) -> Bool {
        guard case let .map(entries) = template else { return false }
        var texts = 0
        for entry in entries {
            switch entry.key {
            case "image", "button", "customView", "variants": return false
            case "title", "description":
                guard case let .string(text) = entry.value["text"] ?? entry.value, isBlank(text) else { return false }
                texts += 1
            default: continue
            }
        }
        return texts > 0
    }

    private func screen(name: String, caseIndex: Int?, offset: UInt32) throws -> (screen: ImportedScreen, hasKnownCaseValue: Bool, drawsNothing: Bool) {
        let offset = anchored ? unit.start : offset
        let caseLabel = caseIndex.map { analysis.labels[$0].key }
        let base = try builder.build(EvaluationContext(caseLabel: caseLabel, caseIndex: caseIndex), usesSubject: analysis.usesSubject)
        var entries = base.entries
        var warnings = base.warnings
        var variants: [TemplateEntry] = []
        var singles: [(flag: String, entries: [TemplateEntry])] = []
        // What a reading changes, and `KEY: null` for what it lacks (`if (!isLoading) return
        // description;`: the loading screen has no description).
        func differing(_ reading: [TemplateEntry]) -> [TemplateEntry] {
            reading.filter { entry in base.entries.first { $0.key == entry.key }?.value != entry.value }
                + base.entries.filter { entry in !reading.contains { $0.key == entry.key } }.map { TemplateEntry($0.key, .null) }
        }
        for flag in analysis.flags where !analysis.isReadByAnEquality(flag) {
            let variant = try builder.build(EvaluationContext(caseLabel: caseLabel, caseIndex: caseIndex, trueFlags: analysis.flagsTrue(reading: flag)),
                                            usesSubject: analysis.usesSubject)
            warnings += variant.warnings
            let changed = differing(variant.entries)
            // A flag under which every method returns nothing: DZN draws nothing, no screen.
            // One that only moves the content (a device's offset) is no other screen.
            if !changed.isEmpty, JointVariants.showsSomething(variant.entries), !JointVariants.onlyMovesTheContent(changed) {
                variants.append(TemplateEntry(flag, .map(changed)))
            }
            singles.append((flag, variant.entries))
        }
        let joints = try JointVariants.ownScreens(base: base.entries, singles: singles.map(\.entries), exclusive: { first, second in
            analysis.compareOneNumber(singles[first].flag, singles[second].flag)
        }) { first, second in
            let trueFlags = analysis.flagsTrue(reading: singles[first].flag).union(analysis.flagsTrue(reading: singles[second].flag))
            let joint = try builder.build(EvaluationContext(caseLabel: caseLabel, caseIndex: caseIndex, trueFlags: trueFlags),
                                          usesSubject: analysis.usesSubject)
            warnings += joint.warnings
            return joint.entries
        }
        for (first, second, joint) in joints {
            let changed = differing(joint)
            if !changed.isEmpty, !JointVariants.onlyMovesTheContent(changed) {
                variants.append(TemplateEntry(JointVariants.name(singles[first].flag, singles[second].flag), .map(changed)))
            }
        }
        if !variants.isEmpty { entries.append(TemplateEntry("variants", .map(variants))) }
        let (line, column) = buffer.location(Int(offset))
        var imported = ImportedScreen(name: name, file: buffer.file, line: line, column: column, kind: .dzn, caseName: caseLabel,
                                      template: .map(entries), warnings: ClassScreens.tidy(warnings))
        imported.className = unit.name
        let drawsNothing = variants.isEmpty && !base.drawsAnAppView && !JointVariants.showsSomething(base.entries)
        return (imported, base.hasKnownCaseValue, drawsNothing)
    }

    /// Warnings once each, in order, at most the limit.
    static func tidy(_ warnings: [String]) -> [String] {
        var seen: Set<String> = []
        var result: [String] = []
        for warning in warnings where seen.insert(warning).inserted {
            if result.count == ReaderLimits.warningsPerScreen {
                result.append("… more warnings than the reader keeps per screen (\(ReaderLimits.warningsPerScreen))")
                break
            }
            result.append(warning)
        }
        return result
    }
}
