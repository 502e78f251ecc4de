import Foundation
import EmptyStateModel
import EmptyStateSourceReading

/// Which screens of a data source's class tree the app shows as screens of their own. A
/// subclass that draws exactly what its superclass draws (it overrides nothing the empty
/// state shows: `viewDidLoad`, a cell) is that screen, not another: it is left out, and the
/// superclass's screen stands for it. One that draws a case of its own is screens of its own,
/// every case of them (data/real-apps/README.md, "Subclasses of a data source"). The top data
/// source of a tree is left out when every subclass draws something of its own (it is their
/// common part, as a wrapper's body is), and kept when some subclass shows it as it is.
enum SubclassScreens {
    /// A top data source that one of the app's `files` makes as it is besides its subclasses
    /// (InstaChain's `collectionView.register(ProfileFollowerCell.self, …)` beside its
    /// `ProfileFollowingCell` subclass) is shown, so kept.
    static func kept(_ screens: [ImportedScreen], classes: AppClasses, files: [String] = []) -> [ImportedScreen] {
        guard !classes.superclasses.isEmpty else { return screens }
        struct Key: Hashable { var className: String; var caseName: String? }
        // The screens themselves (by place), not their class and case: a class's data source
        // screen may be dropped while a wrapper it calls (another screen of the class) stays.
        struct Place: Hashable { var file: String; var line: Int; var column: Int; var name: String }
        func place(_ screen: ImportedScreen) -> Place { Place(file: screen.file, line: screen.line, column: screen.column, name: screen.name) }
        var dropped: Set<Place> = []
        var standsFor: Set<Key> = []
        struct Drawer: Hashable { var className: String; var kind: ImportedScreen.Kind }
        var byDrawer: [Drawer: [ImportedScreen]] = [:]
        for screen in screens { if let name = screen.className { byDrawer[Drawer(className: name, kind: screen.kind), default: []].append(screen) } }
        for (drawer, own) in byDrawer {
            // The nearest ancestor with screens: what this class draws unless it overrides.
            guard let ancestor = classes.ancestors(of: drawer.className).first(where: { byDrawer[Drawer(className: $0, kind: drawer.kind)] != nil }),
                  let inherited = byDrawer[Drawer(className: ancestor, kind: drawer.kind)] else { continue }
            let inheritedCases = Dictionary(inherited.map { ($0.caseName, $0) }, uniquingKeysWith: { _, last in last })
            let ownCases = Dictionary(grouping: own, by: \.caseName)
            if ownCases.values.allSatisfy({ $0.count == 1 }) {
                // A screen per case: a class that overrides a part is a screen of its own in every
                // case, even one drawn as the ancestor's (HuiJingXueTang's lists, offline as their
                // base, online their own); one that overrides nothing is the ancestor's screens.
                // One whose class draws a part itself is its own screen, even drawn as the ancestor's
                // (Qimokaola-iOS's feed, returning its base's image).
                guard Set(inheritedCases.keys) == Set(ownCases.keys), !own.contains(where: { $0.overridesPart == true }),
                      own.allSatisfy({ inheritedCases[$0.caseName].map(\.template).map(still) == still($0.template) }) else { continue }
                for screen in own {
                    dropped.insert(place(screen))
                    standsFor.insert(Key(className: ancestor, caseName: screen.caseName))
                }
            } else {
                // Several screens of one case (the base's set-up and the class's override of it,
                // nWorkout's `setupDZN()`): each drawn as the ancestor's is that screen.
                for screen in own where screen.overridesPart != true && inheritedCases[screen.caseName].map(\.template).map(still) == still(screen.template) {
                    dropped.insert(place(screen))
                    standsFor.insert(Key(className: ancestor, caseName: screen.caseName))
                }
            }
        }
        let subclassed = Set(classes.superclasses.values)
        let commonParts = screens.filter { screen in
            guard let name = screen.className, classes.dataSources.contains(name), !classes.inheritsDataSource(name),
                  subclassed.contains(name), screen.kind == .dzn else { return false }
            return !standsFor.contains(Key(className: name, caseName: screen.caseName))
        }
        let madeItself = ClassesMadeItself.among(Set(commonParts.compactMap(\.className)), in: files)
        for screen in commonParts where !madeItself.contains(screen.className ?? "") { dropped.insert(place(screen)) }
        return screens.filter { !dropped.contains(place($0)) }
    }

    /// The template as a picture shows it: without the image's motion. A subclass that only
    /// turns its superclass's rotation off (XLCartoon's followed shelf) draws the same screen.
    static func still(_ template: TemplateValue) -> TemplateValue {
        switch template {
        case let .map(entries):
            return .map(entries.filter { !motionKeys.contains($0.key) }.map { TemplateEntry($0.key, still($0.value)) })
        case let .list(items): return .list(items.map(still))
        default: return template
        }
    }

    static let motionKeys: Set<String> = ["animation", "animateImageView"]
}

/// The classes an app makes as they are, found by their names in its sources.
enum ClassesMadeItself {
    /// Of `names`, those some file makes or registers itself: in Swift `Name()`, `Name.init(`,
    /// `Name.self`; in Objective-C `[Name alloc]`, `[Name new]` (where `Name (` is a class
    /// extension's `@interface`, no making).
    static func among(_ names: Set<String>, in files: [String]) -> Set<String> {
        guard !names.isEmpty else { return [] }
        var found = Set<String>()
        func expressions(_ form: (String) -> String) -> [(String, NSRegularExpression)] {
            names.compactMap { name in
                (try? NSRegularExpression(pattern: form(NSRegularExpression.escapedPattern(for: name)))).map { (name, $0) }
            }
        }
        let swift = expressions { "(?<![A-Za-z0-9_.])\\b\($0)(\\.self\\b|\\.init\\s*\\(|\\()" }
        let objectiveC = expressions { "\\[\\s*\($0)\\s+(alloc|new)\\b" }
        let bytes = names.map { Array($0.utf8) }
        for file in files where found.count < names.count {
            guard let data = AppImport.contents(of: file, naming: bytes), let text = String(data: data, encoding: .utf8) else { continue }
            let range = NSRange(text.startIndex..., in: text)
            for (name, expression) in file.hasSuffix(".swift") ? swift : objectiveC
            where !found.contains(name) && expression.firstMatch(in: text, range: range) != nil {
                found.insert(name)
            }
        }
        return found
    }
}
