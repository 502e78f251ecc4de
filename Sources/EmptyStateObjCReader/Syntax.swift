/// The syntax tree of a data-source method's body: expressions and statements, each with its
/// byte range (for placeholders, warnings and positions). `height` bounds the evaluator's
/// recursion: no tree is taller than `ReaderLimits.nestingDepth`.
struct Expr {
    indirect enum Kind {
        case identifier(String)
        case number(Double)
        /// `@"…"` or `"…"`, adjacent literals joined.
        case string(String)
        /// `@(expr)`, `@5`, `@YES`.
        case boxed(Expr)
        case dictionary([(key: Expr, value: Expr)])
        case array([Expr])
        /// `[receiver selector:arg …]`; `selector` is the whole selector (`initWithString:attributes:`).
        case message(receiver: Expr, selector: String, args: [Expr])
        /// `a.b` (or `a->b`).
        case member(Expr, String)
        case subscripted(Expr, Expr)
        /// `f(args)`: C functions and macros.
        case call(Expr, [Expr])
        case cast(String, Expr)
        case prefix(Punct, Expr)
        case postfix(Punct, Expr)
        case binary(Punct, Expr, Expr)
        case assign(Punct, Expr, Expr)
        /// `c ? a : b`; `c ?: b` has no middle.
        case conditional(Expr, Expr?, Expr)
        /// `a, b`: the value is the last.
        case sequence([Expr])
        /// Blocks, `@selector`, `sizeof`, compound literals: parsed over, never evaluated.
        case opaque
    }

    var kind: Kind
    var start: UInt32
    var end: UInt32
    var height: Int
}

struct Declarator {
    var name: String
    var type: String
    /// An object pointer (`NSString *`, `id`): nil until assigned, as under ARC.
    var isObject: Bool
    var initializer: Expr?
    var start: UInt32
}

struct SwitchLabel {
    /// nil for `default:`.
    var value: Expr?
    /// Where execution starts in the switch's statements.
    var index: Int
    var start: UInt32
}

struct SwitchStatement {
    /// Numbers the switch in its file, for the evaluator's label tables.
    var id: Int
    var subject: Expr
    var statements: [Stmt]
    var labels: [SwitchLabel]
}

struct Stmt {
    indirect enum Kind {
        case expression(Expr)
        case declaration([Declarator])
        case block([Stmt])
        /// `if … else if … else …`, flat so that a long chain is not deep.
        case ifChain([(condition: Expr, body: Stmt)], otherwise: Stmt?)
        case switchOver(SwitchStatement)
        case returnValue(Expr?)
        case breakOut
        case continueLoop
        /// Skipped with a warning when executed (a loop, a construct the parser does not know).
        case unsupported(String)
        case empty
    }

    var kind: Kind
    var start: UInt32
}

/// A method of an `@implementation`.
struct MethodDefinition {
    var selector: String
    var parameterNames: [String]
    var parameterTypes: [String]
    var isClassMethod: Bool
    var body: [Stmt]
    var start: UInt32
    /// The file it is in and the class that implements it: a subclass's screen reads its
    /// superclasses' methods from their own files, and warnings name where each method is.
    var buffer: SourceBuffer
    var className: String
}
