/// One `@implementation` and the data-source methods it defines.
struct ClassImplementation {
    var name: String
    var start: UInt32
    var methods: [MethodDefinition] = []
    /// `@implementation Name (Category)`: the class's own implementation is elsewhere.
    var isCategory = false
}

/// A declared property or instance variable: its type tells whether it is a BOOL.
struct PropertyDeclaration {
    var name: String
    var type: String
    var getter: String?
    static let boolTypes: Set<String> = ["BOOL", "bool", "Boolean", "_Bool"]
    var isBool: Bool { Self.boolTypes.contains(type) }
    /// An object (`NSError *requestError`, `id`): `if (self.requestError)` asks whether it is set.
    var isObject: Bool { type.hasSuffix("*") || type == "id" || type.hasPrefix("id<") }
}

/// What a file declares and implements.
struct FileScan {
    var classes: [ClassImplementation] = []
    /// Properties and instance variables of every `@interface` and `@implementation`, by name.
    var properties: [String: PropertyDeclaration] = [:]
    /// Methods that return a font, a text, an image or a color (instance methods without
    /// arguments, class methods with or without), by class, then selector: an app's font
    /// singleton (`[FontManager shared].regularFont`), a class of texts (`[Strings
    /// emptyListTitle]`, `[Helpers emptyTitleForDay:day]`), read where a data source uses them.
    var accessors: [String: [String: MethodDefinition]] = [:]
    /// Class → the class it inherits from, as `@interface Name : Superclass` says.
    var superclasses: [String: String] = [:]
    /// Instance methods without arguments that return something, by class, then selector:
    /// what `[self emptyTitle]` runs (parsed only when a data-source method sends it).
    var helpers: [String: [String: HelperMethod]] = [:]
    /// `NSString *const kNoSessionsTitle = @"…";` outside any method: the file's string
    /// constants, by name (what its `extern` declaration in a header promises the other files).
    var stringConstants: [String: String] = [:]
    /// The BOOL properties and instance variables each class's `@interface` declares: a header's
    /// `{ BOOL nothingFound; }` (Subtle-Subtitles) is read bare in the class's `.m`, a flag there.
    var classBools: [String: Set<String>] = [:]
    /// Initializers and class factory methods with parameters (`- initWithReferScrollView:
    /// emptyText:`, `+ protocolWithReferScrollView:emptyText:`), by class, then selector: how a
    /// data source object is given its texts when it is made (`DataSourceObjects`).
    var makers: [String: [String: HelperMethod]] = [:]
    /// Selectors of the app's `UIImage` category methods that return an image (`- (UIImage
    /// *)imageByScalingToSize:(CGSize)size;`), declared in an `@interface UIImage (…)`.
    var imageMethods: Set<String> = []
    /// The constants of each enum it declares (`typedef NS_ENUM(NSInteger, PSDataStatus) {
    /// PSDataInitial = 0, PSDataError, … }`), in order.
    var enums: [[String]] = []
}
