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
        var dropped: Set<Key> = []
        var standsFor: Set<Key> = []
        for screen in screens {
            guard let name = screen.className else { continue }
            // The nearest ancestor with a screen of this case: what this class draws unless it overrides.
            for ancestor in classes.ancestors(of: name) {
                guard let inherited = byClass[Key(className: ancestor, caseName: screen.caseName)] else { continue }
                if inherited.template == screen.template {
                    dropped.insert(Key(className: name, caseName: screen.caseName))
                    standsFor.insert(Key(className: ancestor, caseName: screen.caseName))
                }
                break
            }
        }
        let subclassed = Set(classes.superclasses.values)
        for screen in screens {
            guard let name = screen.className, classes.dataSources.contains(name), !classes.inheritsDataSource(name),
                  subclassed.contains(name) else { continue }
            let key = Key(className: name, caseName: screen.caseName)
            if !standsFor.contains(key) { dropped.insert(key) }
        }
        return screens.filter { screen in
            guard let name = screen.className else { return true }
            return !dropped.contains(Key(className: name, caseName: screen.caseName))
        }
    }
}
