import EmptyStateLocalization
import EmptyStateModel
import EmptyStateSourceReading
import Foundation

/// An app's source files read into screens, as `import` and every command given a folder see
/// them: each file on every core, the screens named uniquely across the app, and a file that
/// cannot be read or parsed a warning (`file:line:column: …`) rather than the end of the run.
public struct AppImport: Sendable {
    public var screens: [ImportedScreen] = []
    /// Files whose screens are lost, one line each, naming the file (and where).
    public var unreadable: [String] = []
    /// Those files.
    public var unreadableFiles: [String] = []
    /// What reading passed over in files that were read (bytes that are not UTF-8).
    public var fileWarnings: [String] = []
    public var filesRead = 0

    public init() {}

    /// `progress(done, total)` is called from the reading threads as files finish.
    ///
    /// Two passes, one direction: every file is read alone (its screens, the wrapper views and
    /// functions it declares, the texts it declares for the others); then the files with
    /// screens, and those that name a wrapper, are read again with what the whole app declares,
    /// so that each call site is a screen, a wrapper's own body is not, and another file's
    /// constant or localization function gives its text. The second pass is repeated while it
    /// finds new wrappers (presets and helpers made of other wrappers).
    /// `headers`: the app's `.h` files, where an Objective-C file's `#import "…"` is looked for
    /// by name when it is not beside the file.
    /// `strings`: the app's String Catalogs and `.lproj` folders, whose keys the symbols code
    /// generators make of them stand for (`R.string.localizable.emptyTitle()`, `.emptyTitle`).
    public static func read(_ files: [String], headers: [String] = [], strings: [String] = [], assetNames: [String] = [],
                            progress: @escaping @Sendable (Int, Int) -> Void = { _, _ in }) -> AppImport {
        // The keys generated symbols stand for are known from the first reading on: a constant
        // of another file that is one (`static var localizedNamePlural: String { String(localized: .app(.tags)) }`)
        // is then a text too.
        var generated = AppTexts()
        if !strings.isEmpty { generated.addResourceKeys(StringTable.keysByTable(paths: strings)) }
        if !assetNames.isEmpty { generated.addAssetSymbols(assetNames) }
        var outcomes = SourceImport.readAll(files, texts: generated, headers: headers, progress: progress)
        var wrappers = appWrappers(outcomes)
        var texts = generated
        var classes = AppClasses()
        for outcome in outcomes {
            guard let read = try? outcome.get() else { continue }
            texts.merge(read.texts)
            classes.merge(read.classes)
        }
        // Constants made by another file's localization function (`static let error =
        // OBALoc("common.error", value: "Error", …)`, `func OBALoc` in a file read after): their
        // files are read again with the app's localizers, so that the others see their texts.
        let localizers = texts.localizers.subtracting(generated.localizers)
        if !localizers.isEmpty {
            let calls = localizers.sorted().map { Array(($0 + "(").utf8) }
            let declaring = files.indices.filter { index in
                guard files[index].hasSuffix(".swift"), let read = try? outcomes[index].get(), read.screens.isEmpty else { return false }
                return read.texts.localizers.isDisjoint(with: localizers) && mentions(files[index], calls)
            }
            if !declaring.isEmpty {
                readAgain(declaring, of: files, texts: texts, headers: headers, into: &outcomes)
                texts = generated
                for outcome in outcomes { if let read = try? outcome.get() { texts.merge(read.texts) } }
            }
        }
        // Objective-C constants another file defines (`NSString *const kNoSessionsTitle = @"…"` in
        // Constants.m, named through Constants.h's `extern`): the files whose screens name one
        // are read again with the app's constants.
        if !texts.objCStrings.isEmpty {
            let names = texts.objCStrings
            let naming = files.indices.filter { index in
                guard !files[index].hasSuffix(".swift"), let read = try? outcomes[index].get(), !read.screens.isEmpty else { return false }
                return read.screens.contains { screen in
                    screen.warnings.contains { warning in
                        guard let range = warning.range(of: "not a literal: ", options: .backwards) else { return false }
                        let name = warning[range.upperBound...]
                        return names[String(name)] != nil && read.texts.objCStrings[String(name)] == nil
                    }
                }
            }
            if !naming.isEmpty { readAgain(naming, of: files, texts: texts, headers: headers, into: &outcomes) }
        }
        let subclassing = Subclassing(classes, accessors: AccessorClasses(files, outcomes, in: classes))
        if !wrappers.isEmpty || !texts.isEmpty || !subclassing.files.isEmpty {
            // Read again: the files with screens (their texts may be the app's constants) and
            // those that name a wrapper. A wrapper may be made of another (a preset that calls
            // one, a helper that starts from a shared configuration): it is known once the
            // other is, so the files are read again until the app's wrappers stay the same.
            var callers: [Int] = []
            var again: [Result<SourceFileScreens, ImportError>] = []
            var readWith: [WrapperView] = []
            for _ in 0..<Self.wrapperRounds {
                // And those that named one the last round knew: a view that turned out to be no
                // wrapper once the app's texts were known gets its own screen back.
                let names = (wrappers + readWith).map { Array($0.callee.utf8) }
                let objcNames = (wrappers + readWith).filter(\.isObjectiveC).map { Array($0.callee.utf8) }
                callers = files.indices.filter { index in
                    guard files[index].hasSuffix(".swift") else {
                        return subclassing.files.contains(files[index]) || (!objcNames.isEmpty && mentions(files[index], objcNames))
                    }
                    let screens = (try? outcomes[index].get().screens.isEmpty == false) ?? false
                    return (screens && !texts.isEmpty) || (!names.isEmpty && mentions(files[index], names)) || subclassing.files.contains(files[index])
                }
                again = subclassing.readAll(callers.map { files[$0] }, wrappers: wrappers, texts: texts, headers: headers,
                                            methodOwners: Self.methodOwners(of: wrappers, in: classes))
                readWith = wrappers
                var next = outcomes
                for (index, outcome) in zip(callers, again) { next[index] = outcome }
                let found = appWrappers(next)
                if found == wrappers { break }
                wrappers = found
                outcomes = next
            }
            // A wrapper nobody calls stays a screen of its own, placeholders and all.
            let called = Set(again.flatMap { (try? $0.get().calledWrappers) ?? [] })
            let used = wrappers.filter { called.contains($0.name) }
            if used != readWith {
                again = subclassing.readAll(callers.map { files[$0] }, wrappers: used, texts: texts, headers: headers,
                                            methodOwners: Self.methodOwners(of: used, in: classes))
            }
            for (index, outcome) in zip(callers, again) { outcomes[index] = outcome }
        }
        readOutletSources(classes, of: files, wrappers: wrappers, texts: texts, headers: headers, into: &outcomes)
        var result = AppImport()
        var screens: [ImportedScreen] = []
        for (file, outcome) in zip(files, outcomes) {
            switch outcome {
            case let .success(read):
                result.filesRead += 1
                screens += read.screens
                result.fileWarnings += read.warnings
            case let .failure(error):
                result.unreadable.append("\(error)")
                result.unreadableFiles.append(file)
            }
        }
        let sourced = UnassignedDataSources.kept(SubclassScreens.kept(NibCustomViews.resolved(screens), classes: subclassing.classes, files: files),
                                                 files: files, classes: classes)
        result.screens = ScreenNames.unique(ImportReport.ordered(sourced))
        return result
    }

    /// The app's data sources' subclasses: the files they change, read with the class index
    /// and their ancestors' files; the others without (so that their readings stay as they were).
    /// Objective-C files that use another file's accessors (a font singleton, a class of texts)
    /// are read with its files too.
    struct Subclassing {
        var classes: AppClasses
        var files: Set<String>
        var ancestors: [SwiftReadRequest.File]

        init(_ app: AppClasses, accessors: AccessorClasses = AccessorClasses()) {
            let app = Self.readable(app)
            classes = app.subclassing
            // An Objective-C subclass's categories in other files are read with it, at its
            // `@implementation` (the index keeps only its ancestors' files).
            for name in classes.superclasses.keys where classes.files[name] == nil {
                guard let own = app.files[name], own.count > 1, !own.contains(where: { $0.hasSuffix(".swift") }) else { continue }
                classes.files[name] = own
            }
            for (name, implementing) in accessors.classes.files { classes.files[name, default: []].formUnion(implementing) }
            files = classes.filesOfSubclassing(in: app).union(accessors.readers)
            ancestors = classes.ancestorFiles.sorted().compactMap { path in
                (try? SourceImport.load(path)).map { SwiftReadRequest.File(path: path, text: $0.text) }
            }
        }

        /// The index without the subclasses no reader can read as such: one only declared (an
        /// Objective-C header's `@interface` with no `@implementation`), and one in the other
        /// language than its superclass (neither reader reads the other's files). Their
        /// superclasses stay screens of their own.
        static func readable(_ app: AppClasses) -> AppClasses {
            var result = app
            func isSwift(_ files: Set<String>) -> Bool { files.allSatisfy { $0.hasSuffix(".swift") } }
            for (child, parent) in app.superclasses {
                guard let own = app.files[child], !own.isEmpty else { result.superclasses[child] = nil; continue }
                if let theirs = app.files[parent], !theirs.isEmpty, isSwift(own) != isSwift(theirs) { result.superclasses[child] = nil }
            }
            return result
        }

        /// `headers`: the app's `.h` files, for the Objective-C files and their ancestors' files.
        /// `methodOwners`: the subclasses of the types whose methods are wrappers, so that a
        /// subclass's call of its superclass's helper is a screen (`Self.methodOwners`).
        func readAll(_ paths: [String], wrappers: [WrapperView], texts: AppTexts, headers: [String],
                     methodOwners: AppClasses = AppClasses()) -> [Result<SourceFileScreens, ImportError>] {
            let involved = paths.indices.filter { files.contains(paths[$0]) }
            guard !involved.isEmpty else {
                return SourceImport.readAll(paths, wrappers: wrappers, texts: texts, headers: headers, classes: methodOwners)
            }
            let others = paths.indices.filter { !files.contains(paths[$0]) }
            var result = [Result<SourceFileScreens, ImportError>](repeating: .failure(ImportError("not read")), count: paths.count)
            var both = classes
            for (name, superclass) in methodOwners.superclasses where both.superclasses[name] == nil { both.superclasses[name] = superclass }
            let read = SourceImport.readAll(involved.map { paths[$0] }, wrappers: wrappers, texts: texts, headers: headers,
                                            classes: both, ancestors: ancestors)
            for (index, outcome) in zip(involved, read) { result[index] = outcome }
            let rest = SourceImport.readAll(others.map { paths[$0] }, wrappers: wrappers, texts: texts, headers: headers, classes: methodOwners)
            for (index, outcome) in zip(others, rest) { result[index] = outcome }
            return result
        }
    }

    /// The classes whose ancestors include a type with a method that is a wrapper, with their
    /// superclass chains: only these (not the app's whole index) go with each file's reading.
    static func methodOwners(of wrappers: [WrapperView], in classes: AppClasses) -> AppClasses {
        // A view category's calls are property assignments on any view, no method of a subclass.
        let owners = Set(wrappers.filter { $0.function != nil && $0.function?.hasPrefix(".") != true && !$0.typeName.isEmpty
            && $0.byPosition != true }.map(\.innermostType))
        var result = AppClasses()
        guard !owners.isEmpty else { return result }
        for name in classes.superclasses.keys {
            let chain = [name] + classes.ancestors(of: name)
            guard let reach = chain.firstIndex(where: owners.contains), reach > 0 else { continue }
            for index in 0..<reach { result.superclasses[chain[index]] = chain[index + 1] }
        }
        return result
    }

    /// At most this many readings with the app's wrappers before the last: a wrapper made of a
    /// wrapper made of a wrapper (a shared configuration, the helper that finishes it, the
    /// function that shows it) is found in the third.
    static let wrapperRounds = 4

    /// The app's wrapper views; a name two files declare is no wrapper (which one a call
    /// means is not known without the build's modules).
    static func appWrappers(_ outcomes: [Result<SourceFileScreens, ImportError>]) -> [WrapperView] {
        let all = outcomes.flatMap { (try? $0.get().wrappers) ?? [] }
        // A private type is its file's own: two files may each have a `private struct Impl`.
        func key(_ wrapper: WrapperView) -> String { wrapper.fileOnly == true ? wrapper.name + "@" + wrapper.file : wrapper.name }
        var count: [String: Int] = [:]
        for wrapper in all { count[key(wrapper), default: 0] += 1 }
        return all.filter { count[key($0)] == 1 }.sorted { $0.name < $1.name }
    }

    /// The files at `indices` read again with the app's `texts`; a reading that fails keeps the first.
    static func readAgain(_ indices: [Int], of files: [String], texts: AppTexts, headers: [String],
                          into outcomes: inout [Result<SourceFileScreens, ImportError>]) {
        let again = SourceImport.readAll(indices.map { files[$0] }, texts: texts, headers: headers)
        for (index, outcome) in zip(indices, again) where (try? outcome.get()) != nil { outcomes[index] = outcome }
    }

    /// Whether the file names any of the wrappers (a byte search, before parsing).
    static func mentions(_ file: String, _ names: [[UInt8]]) -> Bool { contents(of: file, naming: names) != nil }

    /// The file's bytes, where it names any of `names`.
    static func contents(of file: String, naming names: [[UInt8]]) -> Data? {
        // `memchr` and `memcmp`: Foundation's `Data.range(of:)` compares at every byte, and this
        // runs for each of an app's files each round (a quarter of olvid-ios's import).
        guard let data = FileManager.default.contents(atPath: file),
              data.withUnsafeBytes({ text in names.contains { name in !name.isEmpty && ByteSearch.contains(text, name) } }) else { return nil }
        return data
    }
}
