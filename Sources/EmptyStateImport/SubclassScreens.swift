import EmptyStateModel
import EmptyStateSourceReading

/// Which screens of a data source's class tree the app shows as screens of their own. A
/// subclass that draws exactly what its superclass draws (it overrides nothing the empty
/// state shows: `viewDidLoad`, a cell) is that screen, not another: it is left out, and the
/// superclass's screen stands for it. The top data source of a tree is left out when every
/// subclass draws something of its own (it is their common part, as a wrapper's body is),
/// and kept when some subclass shows it as it is.
enum SubclassScreens {
    static func kept(_ screens: [ImportedScreen], classes: AppClasses) -> [ImportedScreen] {
        guard !classes.superclasses.isEmpty else { return screens }
        struct Key: Hashable { var className: String; var caseName: String? }
        var byClass: [Key: ImportedScreen] = [:]
        for screen in screens { if let name = screen.className { byClass[Key(className: name, caseName: screen.caseName)] = screen } }
        // The screens themselves (by place), not their class and case: a class's data source
        // screen may be dropped while a wrapper it calls (another screen of the class) stays.
        struct Place: Hashable { var file: String; var line: Int; var column: Int; var name: String }
        func place(_ screen: ImportedScreen) -> Place { Place(file: screen.file, line: screen.line, column: screen.column, name: screen.name) }
        var dropped: Set<Place> = []
        var standsFor: Set<Key> = []
        for screen in screens {
            guard let name = screen.className else { continue }
            // The nearest ancestor with a screen of this case: what this class draws unless it overrides.
            for ancestor in classes.ancestors(of: name) {
                guard let inherited = byClass[Key(className: ancestor, caseName: screen.caseName)] else { continue }
                if inherited.template == screen.template {
                    dropped.insert(place(screen))
                    standsFor.insert(Key(className: ancestor, caseName: screen.caseName))
                }
                break
            }
        }
        let subclassed = Set(classes.superclasses.values)
        for screen in screens {
            guard let name = screen.className, classes.dataSources.contains(name), !classes.inheritsDataSource(name),
                  subclassed.contains(name), screen.kind == .dzn else { continue }
            if !standsFor.contains(Key(className: name, caseName: screen.caseName)) { dropped.insert(place(screen)) }
        }
        return screens.filter { !dropped.contains(place($0)) }
    }
}
