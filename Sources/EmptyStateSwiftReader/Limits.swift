/// Every limit of the Swift reader, in one place: what a hostile file may cost.
///
/// A file within them is read in time proportional to its size; a file beyond them gives a
/// `SwiftReadError` (too deep to parse, too much work) or a warning (too many screens, cases,
/// warnings, too long a text, too deep a value), never a crash or a hang.
enum Limits {
    /// Distinct values a data source's property is assigned at run time that are read (each a
    /// variant). Pr0gramm's views set an `errorMessage` in seven places (a guard, a status, a
    /// caught error, …); twelve leaves room for such views at a bounded cost.
    static let assignedValues = 12
    /// Brackets, braces and parentheses nested deeper than this are a syntax error (swift-syntax's
    /// own guard; its debug default of 20 would refuse ordinary SwiftUI code).
    /// At most this many elements of a tuple literal are read (a helper's text, image and title).
    static let tupleElements = 16
    static let parserNesting = 256
    /// Prefix words in a row (`try try …`, `some some …`; other words in a row, as in an
    /// enum's hundreds of `case` lines or a file's imports, are siblings and never count), nested `?` conditionals and `->` in one type,
    /// beyond which swift-syntax's recursive descent crashes or takes the square of the length:
    /// refused before parsing. Real code has a handful of each.
    static let wordRun = 64
    static let chain = 1_000
    /// Files larger than this are refused: the syntax tree takes 70 to 200 bytes of memory per
    /// byte of source.
    static let fileBytes = 8 << 20
    /// A syntax tree deeper than this (nodes along one path) is refused: every visitor recurses
    /// once per level. Brackets at the parser's limit make trees about 1,500 deep.
    static let treeDepth = 5_000
    /// Nested evaluation (expressions, values, constants referring to constants) deeper than
    /// this is read as not known, with a warning.
    static let evaluationDepth = 400
    /// A value built of values (a local made of locals…) deeper than this is not known.
    static let valueDepth = 64
    /// Views nested in a DZN custom view that are read (real ones nest two or three).
    static let customViewDepth = 8
    /// Statements of an app view class's initializer walked to set its subviews up: a set-up,
    /// not a program.
    static let setUpStatements = 100
    /// Screens one file gives; the rest are dropped with a warning on the last one kept.
    static let screens = 1_000
    /// Enum cases one type's DZN methods branch on (each is a screen).
    static let cases = 1_000
    /// Boolean properties one type's DZN methods branch on (each is a variant).
    static let variants = 8
    /// Conditions a SwiftUI screen is read again for, each true (a text's ternary, each case of
    /// an app enum's per-case text: a ten-case category is ten screens).
    static let conditionReadings = 16
    /// Warnings kept per screen (then one line saying how many more).
    static let warningsPerScreen = 100
    /// A placeholder's and a warning's expression text, in characters.
    static let expressionText = 80
    /// A text built by concatenation, in characters (`s += s` thirty times is a gigabyte).
    static let textLength = 100_000
    /// Steps (expressions evaluated, statements walked): a base, and one more per four bytes of
    /// source. The reader's work is linear in the file's size whatever the file does (DZN methods
    /// are read once per case, Boolean and button state, which a hostile file can multiply): about
    /// 4 s at worst for 5 MB in a release build, far more than real files need.
    static let workBase = 2_000_000
    static let bytesPerStep = 4
    /// Actions of a ContentUnavailableView read as buttons (button, secondaryButton, tertiaryButton).
    static let actions = 3
}
