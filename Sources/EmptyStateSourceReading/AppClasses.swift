/// The app's classes as its files declare them, gathered from every file: which class each
/// inherits from, which declare DZNEmptyDataSet methods, and the files that declare or extend
/// each type. A subclass of a data source (in any file) is a screen of its own: the
/// superclass's methods read with the subclass's overrides.
public struct AppClasses: Hashable, Sendable, Codable {
    /// Class → the class it inherits from (the first type its declaration names).
    public var superclasses: [String: String] = [:]
    /// Types with DZNEmptyDataSet methods (in their declaration or an extension).
    public var dataSources: Set<String> = []
    /// Type → the files that declare or extend it.
    public var files: [String: Set<String>] = [:]
    /// Classes that configure EmptyDataSet-Swift's view in a closure (`emptyDataSetView { … }`):
    /// read with their ancestors' files, whose methods the closure may call.
    public var configurers: Set<String> = []
    /// Data sources whose file names `emptyDataSetSource` only in comments (`SwitchedOffDataSource`):
    /// drawn only where a storyboard or xib connects the outlet to them.
    public var switchedOff: Set<String> = []
    /// Those a storyboard or xib connects (moneytracker's SummaryViewController, whose
    /// `//activityTableView.emptyDataSetSource = self` Main.storyboard's outlet stands in for).
    public var outletSources: Set<String> = []

    public init() {}

    public var isEmpty: Bool {
        superclasses.isEmpty && dataSources.isEmpty && files.isEmpty && configurers.isEmpty && switchedOff.isEmpty && outletSources.isEmpty
    }

    /// Another file's classes added; a class two files give different superclasses has none
    /// (which one a name means is not known without the build's modules).
    public mutating func merge(_ other: AppClasses) {
        for (name, superclass) in other.superclasses {
            if let held = superclasses[name], held != superclass { conflicting.insert(name) }
            superclasses[name] = conflicting.contains(name) ? nil : superclass
        }
        dataSources.formUnion(other.dataSources)
        configurers.formUnion(other.configurers)
        switchedOff.formUnion(other.switchedOff)
        outletSources.formUnion(other.outletSources)
        for (type, declaring) in other.files { files[type, default: []].formUnion(declaring) }
    }

    private var conflicting: Set<String> = []

    private enum CodingKeys: String, CodingKey { case superclasses, dataSources, files, configurers, switchedOff, outletSources }

    /// `name`'s superclasses, nearest first, stopping at a loop.
    public func ancestors(of name: String) -> [String] {
        var chain: [String] = []
        var seen: Set<String> = [name]
        var current = name
        while let parent = superclasses[current], seen.insert(parent).inserted {
            chain.append(parent)
            current = parent
        }
        return chain
    }

    /// Whether `name` inherits a data source's methods from a superclass.
    public func inheritsDataSource(_ name: String) -> Bool {
        ancestors(of: name).contains { dataSources.contains($0) }
    }

    /// Whether a class is read with what other files declare: it inherits a data source, or
    /// it is one declared over several files (`extension List: DZNEmptyDataSetSource` beside
    /// the class that holds the properties its methods use). Its screen is where the class
    /// is declared.
    public func readsAcrossFiles(_ name: String) -> Bool {
        inheritsDataSource(name) || dataSources.contains(name) && (files[name]?.count ?? 0) > 1
    }

    /// Only what matters to subclasses of data sources: each subclass's chain up to its
    /// farthest data source (what `UIViewController` declares is not read), the data sources
    /// on it, and the files of its ancestors.
    public var subclassing: AppClasses {
        var kept = AppClasses()
        for name in dataSources where superclasses[name] != nil && (files[name]?.count ?? 0) > 1 {
            kept.dataSources.insert(name)
            kept.files[name, default: []].formUnion(files[name] ?? [])
        }
        for name in superclasses.keys {
            let all = ancestors(of: name)
            guard let top = all.lastIndex(where: { dataSources.contains($0) }) else { continue }
            let chain = all[...top]
            for (child, parent) in zip([name] + chain, chain) { kept.superclasses[child] = parent }
            for ancestor in chain {
                if dataSources.contains(ancestor) { kept.dataSources.insert(ancestor) }
                if let declaring = files[ancestor] { kept.files[ancestor, default: []].formUnion(declaring) }
            }
        }
        // A class configuring the library's view in a closure, with its ancestors the app declares.
        for name in configurers {
            let chain = ancestors(of: name).filter { files[$0] != nil }
            guard !chain.isEmpty else { continue }
            kept.configurers.insert(name)
            for (child, parent) in zip([name] + chain, chain) { kept.superclasses[child] = parent }
            for ancestor in chain { kept.files[ancestor, default: []].formUnion(files[ancestor] ?? []) }
        }
        return kept
    }

    /// The files where a subclass of a data source, or a data source with subclasses, is
    /// declared or extended: those whose screens the subclasses change (given the app's index).
    public func filesOfSubclassing(in app: AppClasses) -> Set<String> {
        var result = ancestorFiles
        for name in superclasses.keys { result.formUnion(app.files[name] ?? []) }
        return result
    }

    /// The files a subclass's reading needs beside its own: those of its ancestors.
    public var ancestorFiles: Set<String> { files.values.reduce(into: []) { $0.formUnion($1) } }
}
