import EmptyStateModel
import EmptyStateSourceReading

/// Subclasses of the app's DZNEmptyDataSet data sources implemented in this file (and data
/// sources whose categories are in several files), each a screen of its own at its
/// `@implementation`: for each selector the nearest class's method (the subclass's override,
/// else its superclass's…), and `[self emptyTitle]` the nearest class's `emptyTitle`. The
/// superclasses' files are preprocessed with their own headers and read once per reading;
/// what is said of their code names their file and line.
struct SubclassScreens {
    let others: OtherFiles
    let budget: Budget
    /// The file's string constants and those other files define; an ancestor's file adds its own
    /// (`static NSString *` messages its header declares), the nearer file's first.
    var stringConstants: [String: String] = [:]
    var classes: AppClasses { others.classes }
    var own: ScannedFile { others.own }

    /// Whether a class of this file is read here with other files: a subclass, or a data
    /// source over several files (which screens of a class tree are kept is the app's to say).
    func isSubclassScreen(_ name: String) -> Bool {
        classes.readsAcrossFiles(name)
    }

    func screens() throws -> [ImportedScreen] {
        var screens: [ImportedScreen] = []
        for unit in own.units where isSubclassScreen(unit.name) {
            guard let anchor = home(of: unit.name) else { continue }
            screens += try read(unit.name, at: anchor)
            if screens.count > ReaderLimits.screens { break }
        }
        return screens
    }

    /// Where the class's screen is: its own `@implementation` when this file has it; a
    /// category's when no file of the class has the class's own (else that file reads it).
    private func home(of name: String) -> UInt32? {
        let units = own.scan.classes.filter { $0.name == name }
        if let primary = units.first(where: { !$0.isCategory }) { return primary.start }
        let elsewhere = (classes.files[name] ?? []).filter { $0 != own.path }.sorted()
        let implemented = elsewhere.contains { path in file(path)?.scan.classes.contains { $0.name == name && !$0.isCategory } ?? false }
        if implemented || elsewhere.contains(where: { $0 < own.path }) { return nil }
        return units.first?.start
    }

    private func read(_ name: String, at anchor: UInt32) throws -> [ImportedScreen] {
        var methods: [MethodDefinition] = []
        var selectors: Set<String> = []
        var helpers: [[String: HelperMethod]] = []
        var properties = own.scan.properties
        var fonts = own.scan.accessors
        var constants = stringConstants
        var warnings: [String] = []
        for type in [name] + classes.ancestors(of: name) {
            var paths = (classes.files[type] ?? []).sorted()
            if type == name { paths = [own.path] + paths.filter { $0 != own.path } }
            for path in paths {
                guard let file = file(path) else { continue }
                for unit in file.scan.classes where unit.name == type {
                    for method in unit.methods where selectors.insert(method.selector).inserted { methods.append(method) }
                }
                if let theirs = file.scan.helpers[type] { helpers.append(theirs) }
                guard path != own.path else { continue }
                warnings += file.warnings
                properties.merge(file.scan.properties) { nearer, _ in nearer }
                fonts.merge(file.scan.accessors) { nearer, _ in nearer }
                constants.merge(file.scan.stringConstants) { nearer, _ in nearer }
                constants.merge(file.headerStringConstants) { nearer, _ in nearer }
            }
        }
        guard !methods.isEmpty else { return [] }
        let unit = ClassImplementation(name: name, start: anchor, methods: methods)
        let screens = try ClassScreens(buffer: own.buffer, unit: unit, properties: properties, budget: budget,
                                       accessors: fonts, selfMethods: SelfMethods(helpers), others: others, anchored: true,
                                       stringConstants: constants, declarations: own.declarations).screens()
            .filter { !Self.neverShown($0.template) }
        let ownSelectors = Set(own.scan.classes.filter { $0.name == name }.flatMap(\.methods).map(\.selector))
        let overridesPart = !ownSelectors.isDisjoint(with: DataSourceSelector.drawnParts)
        return screens.map { screen in
            var screen = screen
            if !warnings.isEmpty { screen.warnings = ClassScreens.tidy(warnings + screen.warnings) }
            if overridesPart { screen.overridesPart = true }
            return screen
        }
    }

    private func file(_ path: String) -> ScannedFile? { others.file(path) }

    /// A reading whose `shouldDisplay` is a constant NO and that has no variant that shows: a
    /// subclass that turns its superclass's empty state off (openshop.io-ios's order form) is no
    /// screen; a class of its own keeps its reading, `shouldDisplay: false` (it draws nothing).
    private static func neverShown(_ template: TemplateValue) -> Bool {
        guard case let .map(entries) = template, entries.contains(where: { $0.key == "shouldDisplay" && $0.value == .bool(false) }) else {
            return false
        }
        return !entries.contains { $0.key == "variants" }
    }
}
