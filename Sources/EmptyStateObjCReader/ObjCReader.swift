import EmptyStateModel
import EmptyStateSourceReading

/// Objective-C source → template values (`emptystate import`): every class in a `.m`/`.mm` file
/// that implements DZNEmptyDataSet's data source (or its display delegate methods) becomes one
/// screen per case of what its methods branch on, read together, with a variant per Boolean
/// property they test. See `ReaderLimits` for what the reader refuses.
public enum ObjCReader {
    /// Every DZNEmptyDataSet data source in one .m/.mm file, as screens; `file` names the file in
    /// warnings and is where its quoted `#import`s are looked for among `headers`. The file is
    /// preprocessed first (`Preprocessor`); what that warns of is a warning of each screen.
    public static func screens(in text: String, file: String, headers: ObjCHeaders = ObjCHeaders()) throws -> [ImportedScreen] {
        try reading(text, file: file, headers: headers).screens
    }

    /// The file's screens and what it tells the app's class index (`ScannedFile.classes`).
    /// Given the app's `classes` (`AppClasses.subclassing`) and the `ancestors`' files, a
    /// subclass of a data source implemented here is a screen (`SubclassScreens`), and a data
    /// source with subclasses is not; a font singleton's accessors are read from the files the
    /// index says implement it (`OtherFiles`).
    public static func reading(_ text: String, file: String, headers: ObjCHeaders = ObjCHeaders(),
                               classes: AppClasses = AppClasses(), ancestors: [ObjCSource] = [],
                               constants: [String: String] = [:], wrappers: [WrapperView] = []) throws -> ObjCFileReading {
        // Only data-source methods are read, and each names `…EmptyDataSet…`: a file without
        // one has its directives evaluated but no macro expanded (an app's metaprogramming
        // headers make expansion the largest part of reading such files). A subclass's file
        // may only override what its superclass's methods send (`emptyTitle`).
        let readsCode = text.utf8.count >= 12 && text.containsBytes("EmptyDataSet") || !classes.isEmpty
        let own = try ScannedFile(text: text, path: file, headers: headers, readsCode: readsCode)
        let budget = Budget()
        let others = classes.isEmpty ? nil : OtherFiles(own: own, classes: classes, given: ancestors)
        // The file's own constants first, then its headers', then those other files of the app define.
        let strings = own.scan.stringConstants.merging(own.headerStringConstants) { own, _ in own }.merging(constants) { own, _ in own }
        var screens: [ImportedScreen] = []
        var declared: [WrapperView] = []
        let switchedOff = SwitchedOffSource.isSwitchedOff(text, own)
        // A data source object that its makers give its texts (`DataSourceObjects`) is drawn where
        // it is made, once the app knows of such a call: not here.
        let madeElsewhere = Set(wrappers.filter { $0.file == file }.map(\.typeName))
        // What the file tells the app's class index, its headers' superclasses with its own.
        let index = own.classes(headers: headers)
        let screenUnits = switchedOff ? [] : own.units.filter { !$0.methods.isEmpty && !classes.readsAcrossFiles($0.name) }
        let declarations = screenUnits.isEmpty ? ImportedDeclarations() : own.declarations
        for unit in screenUnits {
            var subjectPath: String?
            func read(_ selfMethods: SelfMethods) throws -> [ImportedScreen] {
                let classScreens = ClassScreens(buffer: own.buffer, unit: unit, properties: own.scan.properties, budget: budget,
                                                accessors: own.scan.accessors, selfMethods: selfMethods,
                                                others: others, stringConstants: strings, declarations: declarations)
                subjectPath = classScreens.analysis.subjectPath
                return try classScreens.screens()
            }
            let helpers = own.scan.helpers[unit.name] ?? [:]
            if let category = try ViewCategorySources.wrapper(of: unit, file: file, helpers: helpers, read: read) {
                declared.append(category)
            }
            let found = try read(SelfMethods([helpers]))
            // A class with only delegate methods (`emptyDataSetShouldDisplay:`) whose reading draws
            // nothing is no screen; one that hands the table another source object draws that.
            let kept = unit.methods.contains(where: { DataSourceSelector.source.contains($0.selector) }) ? found.map(\.withDrawingBase) : found.filter(\.drawsContent)
            if kept.count == 1 {
                let makers = own.scan.makers[unit.name] ?? [:]
                if !makers.isEmpty { declared += DataSourceObjects.wrappers(of: unit, screen: kept[0], makers: makers) }
                declared += ConfiguredDataSourceObjects.wrappers(of: unit, screen: kept[0], makers: makers, setters: helpers)
            } else if let property = StateSetDataSourceObjects.property(ofSubject: subjectPath) {
                declared += StateSetDataSourceObjects.wrappers(of: unit, screens: kept, property: property, superclass: index.superclasses[unit.name],
                                                               makers: own.scan.makers[unit.name] ?? [:])
            }
            if !madeElsewhere.contains(unit.name) { screens += kept }
        }
        if !switchedOff, text.containsBytes("emptyDataSetSource") {
            let tokens = try DataSourceObjectCalls(buffer: own.buffer, units: own.units, constants: [:]).allTokens()
            declared += SourcingViews.declared(in: tokens, buffer: own.buffer, units: own.units,
                                               superclasses: index.superclasses)
        }
        var called: Set<String> = []
        if !wrappers.isEmpty {
            let calls = DataSourceObjectCalls(buffer: own.buffer, units: own.units, constants: strings)
            let made = try calls.screens(wrappers.filter { !ViewCategorySources.isCall($0) && $0.sourcingView == nil })
            let configured = try calls.viewCategoryScreens(wrappers.filter(ViewCategorySources.isCall),
                                                           sourcingViews: wrappers.filter { $0.sourcingView != nil })
            screens += made.screens + configured.screens
            called = made.called.union(configured.called)
        }
        if let others {
            // A view category's methods make no subclass of the view a source (`ViewCategorySources`).
            let categories = Set(wrappers.filter(ViewCategorySources.isCall).map(\.typeName))
            screens += try SubclassScreens(others: others, budget: budget, stringConstants: strings).screens().filter { screen in
                categories.isEmpty || others.classes.ancestors(of: String(screen.name.prefix { $0 != "-" })).allSatisfy { !categories.contains($0) }
            }
        }
        if !own.warnings.isEmpty {
            screens = screens.map { screen in
                var screen = screen
                screen.warnings = ClassScreens.tidy(own.warnings + screen.warnings)
                return screen
            }
        }
        return ObjCFileReading(screens: screens, classes: index, constants: own.scan.stringConstants, wrappers: declared, calledWrappers: called.sorted())
    }

    /// A class and its categories, read together (a method defined twice: the first).
    static func merged(_ classes: [ClassImplementation]) -> [ClassImplementation] {
        var result: [ClassImplementation] = []
        var indexByName: [String: Int] = [:]
        for unit in classes {
            guard let i = indexByName[unit.name] else {
                indexByName[unit.name] = result.count
                result.append(unit)
                continue
            }
            let known = Set(result[i].methods.map(\.selector))
            result[i].methods += unit.methods.filter { !known.contains($0.selector) }
        }
        return result
    }
}

/// What one Objective-C file gave: its screens, and the classes it declares and implements.
public struct ObjCFileReading: Sendable {
    public var screens: [ImportedScreen]
    public var classes: AppClasses
    /// The file's `NSString *const` constants, for the app's other files.
    public var constants: [String: String] = [:]
    /// The data source objects it declares that their makers give texts (`DataSourceObjects`),
    /// and those of the app it makes (when given them), by `WrapperView.name`.
    public var wrappers: [WrapperView] = []
    public var calledWrappers: [String] = []
}
