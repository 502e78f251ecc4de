import EmptyStateObjCReader
import EmptyStateSourceReading
import Foundation
import Synchronization

/// What every file of one `SourceImport.readAll` is read with: the app's wrapper views, texts
/// and class index, and the ancestors' files of its subclasses. It is part of each file's memo
/// key, hashed once here rather than once per file (hashing it per file was a sixth of a large
/// Objective-C app's import), and an equal context made again is the same object, so that
/// comparing keys is comparing identities.
final class SharedReadContext: Hashable, Sendable {
    let wrappers: [WrapperView]
    let texts: AppTexts
    let classes: AppClasses
    let swiftAncestors: [SwiftReadRequest.File]
    let objcAncestors: [ObjCSource]
    private let hash: Int

    private init(wrappers: [WrapperView], texts: AppTexts, classes: AppClasses, swiftAncestors: [SwiftReadRequest.File], objcAncestors: [ObjCSource]) {
        self.wrappers = wrappers; self.texts = texts; self.classes = classes
        self.swiftAncestors = swiftAncestors; self.objcAncestors = objcAncestors
        var hasher = Hasher()
        hasher.combine(wrappers); hasher.combine(texts); hasher.combine(classes)
        hasher.combine(swiftAncestors); hasher.combine(objcAncestors)
        hash = hasher.finalize()
    }

    /// The context of these values: one made earlier when it is equal.
    static func of(wrappers: [WrapperView], texts: AppTexts, classes: AppClasses, swiftAncestors: [SwiftReadRequest.File],
                   objcAncestors: [ObjCSource]) -> SharedReadContext {
        let made = SharedReadContext(wrappers: wrappers, texts: texts, classes: classes, swiftAncestors: swiftAncestors, objcAncestors: objcAncestors)
        return recent.withLock { contexts in
            if let known = contexts.first(where: { $0 == made }) { return known }
            // An import makes a few (its passes); the oldest go, and the memo's keys keep theirs alive.
            contexts.append(made)
            if contexts.count > 8 { contexts.removeFirst() }
            return made
        }
    }

    private static let recent = Mutex<[SharedReadContext]>([])

    static func == (a: SharedReadContext, b: SharedReadContext) -> Bool {
        a === b || a.hash == b.hash && a.wrappers == b.wrappers && a.texts == b.texts && a.classes == b.classes
            && a.swiftAncestors == b.swiftAncestors && a.objcAncestors == b.objcAncestors
    }

    func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}
