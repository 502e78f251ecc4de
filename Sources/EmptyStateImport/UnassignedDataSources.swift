import EmptyStateModel
import EmptyStateSourceReading
import Foundation

/// DZNEmptyDataSet draws a class's methods only once something hands a table that class as its
/// `emptyDataSetSource`. A class whose methods are left in the app but which nothing makes a
/// source (Inventory's `LocationPickerVC`, a picker copied from a list that has one) shows no
/// empty state. A file that never names `emptyDataSetSource` is read as a source on its own,
/// since a base class, a storyboard or the code that makes it may set it; here the whole app
/// says whether anything can:
///
/// - every place the app's code sets a source sets `self` (or `nil`), and none of those is
///   in a file of the class, of a class it inherits from, or of a class inheriting from it;
///   or sets a value its file declares as an instance of an app's class, which is not in the
///   class's tree either;
/// - no storyboard or xib of the app connects `emptyDataSetSource` to it or its tree (an
///   outlet's destination scene of that class; one of no known class keeps every class);
/// - or the app's code sets no source anywhere, and its storyboards connect some classes but
///   not this one (rtc-gamification-ios's `MKRUsersMetricsViewController`, whose methods were
///   copied from a screen its storyboard connects).
///
/// Any other setter (`table.emptyDataSetSource = helper`, a method taking the source) leaves
/// every class a possible source, as it is when the app names the property nowhere.
enum UnassignedDataSources {
    static let property = Array("emptyDataSetSource".utf8)
    /// Both spellings a setter takes, Swift and Objective-C property syntax and the message.
    static let setterNames = [property, Array("setEmptyDataSetSource".utf8)]
    /// EmptyDataSet-Swift's `emptyDataSetView { … }` configures the view it draws without a
    /// source: a class whose file calls it is drawn.
    static let configuringNames = setterNames + [Array("emptyDataSetView".utf8)]

    static func kept(_ screens: [ImportedScreen], files: [String], classes: AppClasses) -> [ImportedScreen] {
        // A class with no data source methods of its own (nor in its tree) draws a wrapper's screen
        // where it calls it (ABox's `tableView.setEmptyDataSet(title:…)`), whoever the source is.
        let candidates = Set(screens.compactMap { screen -> String? in
            guard screen.kind == .dzn, let name = screen.className,
                  classes.dataSources.isEmpty || ([name] + classes.ancestors(of: name)).contains(where: classes.dataSources.contains) else { return nil }
            return name
        })
        guard !candidates.isEmpty else { return screens }
        var naming: [String: Bool] = [:]
        func namesProperty(_ file: String) -> Bool {
            if let known = naming[file] { return known }
            let names = AppImport.mentions(file, configuringNames)
            naming[file] = names
            return names
        }
        // Each class's own tree: itself, the classes it inherits from, those inheriting from it.
        var children: [String: [String]] = [:]
        for (child, parent) in classes.superclasses { children[parent, default: []].append(child) }
        func tree(_ name: String) -> [String] {
            var found = [name] + classes.ancestors(of: name)
            var pending = children[name] ?? []
            var seen = Set(found)
            while let next = pending.popLast() {
                guard seen.insert(next).inserted else { continue }
                found.append(next)
                pending += children[next] ?? []
            }
            return found
        }
        // A file whose setters only hand helper objects (no `self`) that draw screens of their own
        // sets no source of the other classes it declares.
        var settersByFile: [String: DataSourceSetters] = [:]
        func setters(in file: String) -> DataSourceSetters {
            if let known = settersByFile[file] { return known }
            let read = DataSourceSetters.read([file])
            settersByFile[file] = read
            return read
        }
        func setsSource(of name: String, in file: String) -> Bool {
            guard namesProperty(file) else { return false }
            let fileSetters = setters(in: file)
            // A helper drawn as the screens of the class that configures it (nWorkout's
            // `EmptyDataSetController`, given closures) leaves the file's classes sources.
            guard case let .known(handed) = fileSetters, !handed.isEmpty, !handed.contains(DataSourceSetters.selfValue),
                  handed.isSubset(of: candidates) else { return true }
            return tree(name).contains(where: handed.contains)
        }
        let unset = candidates.filter { name in
            // A superclass the sources read do not declare, other than UIKit's (a pod's base
            // controller, a folder not named), may set it.
            let unknownAncestor = classes.ancestors(of: name).contains { classes.files[$0] == nil && !isFrameworkClass($0) }
            return !unknownAncestor && !tree(name).contains { (classes.files[$0] ?? []).contains { setsSource(of: name, in: $0) } }
        }
        guard !unset.isEmpty else { return screens }
        // The app's setters, read only when some class has none of its own.
        var appSetters = DataSourceSetters.none
        for file in files where appSetters != .other { appSetters = appSetters.merged(with: setters(in: file)) }
        // An app whose code sets no source at all sets them in its storyboards (rtc-gamification-ios):
        // only the classes an outlet connects are sources then.
        let handed: Set<String>
        switch appSetters {
        case let .known(values): handed = values
        case .none: handed = []
        case .other: return screens
        }
        guard handed.allSatisfy({ $0 == DataSourceSetters.selfValue || classes.files[$0] != nil }) else { return screens }
        // A class handed as a value (a helper object) is a source, with its tree.
        let neverHanded = unset.filter { name in !tree(name).contains(where: handed.contains) }
        guard !neverHanded.isEmpty else { return screens }
        let unsetFiles = screens.filter { $0.className.map(neverHanded.contains) == true }.map(\.file)
        // A storyboard's outlet makes its scene's class a source (wowdsgn's WOWOrderController),
        // and that class's tree; not the app's other classes.
        var notSet = neverHanded
        switch InterfaceOutlets.connections("emptyDataSetSource", inAppsOf: unsetFiles) {
        case .nothing: if appSetters == .none { return screens }
        case .unknown: return screens
        case let .classes(connected): notSet = neverHanded.filter { name in !tree(name).contains(where: connected.contains) }
        }
        return screens.filter { screen in !(screen.kind == .dzn && screen.className.map(notSet.contains) == true) }
    }

    /// `UITableViewController`, `NSObject`: Apple's classes, which never set a DZN source.
    static func isFrameworkClass(_ name: String) -> Bool {
        (name.hasPrefix("UI") || name.hasPrefix("NS")) && name.dropFirst(2).first?.isUppercase == true
    }
}
