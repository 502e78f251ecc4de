/// What a file's own declarations and the headers it imports tell its data-source methods:
/// the app's `UIImage` category methods that return an image (`[noData imageByScalingToSize:…]`
/// gives the image it is sent to), and the BOOL properties other classes declare
/// (`finishModel.RequestFail` is a flag, each of its values a variant), and the enums whose
/// constants a subject is compared with (which of their values the comparisons leave out).
struct ImportedDeclarations: Hashable, Sendable {
    var imageMethods: Set<String> = []
    var boolProperties: Set<String> = []
    /// Of those, by the class whose `@interface` declares them (`FileScan.classBools`).
    var classBools: [String: Set<String>] = [:]
    /// The app's enums, each as its constants (`ClassScanner.scanEnum`).
    var enums: Set<[String]> = []
    /// Its string constants (`static NSString *kEmptyTitle = @"…";` in a header every file of a
    /// class imports: GKiOSNovel's messages).
    var stringConstants: [String: String] = [:]

    init() {}

    init(_ scan: FileScan) {
        imageMethods = scan.imageMethods
        boolProperties = Set(scan.properties.values.filter(\.isBool).map(\.name))
        classBools = scan.classBools
        enums = Set(scan.enums)
        stringConstants = scan.stringConstants
    }

    mutating func formUnion(_ other: ImportedDeclarations) {
        imageMethods.formUnion(other.imageMethods)
        boolProperties.formUnion(other.boolProperties)
        classBools.merge(other.classBools) { $0.union($1) }
        enums.formUnion(other.enums)
        stringConstants.merge(other.stringConstants) { first, _ in first }
    }
}
