/// Every bound the Objective-C reader puts on its input, in one place, so that a hostile or
/// mistaken file (binary data, a huge file, absurd nesting, a giant switch) is refused with an
/// error or a warning instead of crashing, hanging or eating memory. Each error names its limit.
enum ReaderLimits {
    /// The source file, in UTF-8 bytes.
    static let fileBytes = 16 << 20
    /// Tokens of one data-source method's body (the only bodies kept; others are skipped until
    /// a data-source method sends one to self).
    static let bodyTokens = 2_000_000
    /// Nesting of expressions and statements: parentheses, brackets, message sends, literals,
    /// prefix operators and casts, `?:` and `=` chains, blocks and `if`s, each a level. Guards the
    /// parser's and the evaluator's stacks (a left-deep `a + b + …` counts each operator).
    static let nestingDepth = 64
    /// Case labels (and so screens) of one class.
    static let screens = 100_000
    /// `NSString *const` constants a file declares (an app's Constants.m holds a few hundred).
    static let stringConstants = 10_000
    /// Boolean properties that make variants, per class (the template format allows 100 variants).
    static let variants = 100
    /// Evaluation steps (statements and expressions evaluated) for a whole file: a few seconds
    /// at most. Real files take thousands; the 100,000-case switch takes about half a million.
    static let evaluationSteps = 5_000_000
    /// UTF-16 units of a string the reader computes (`stringByAppendingString:` doubling).
    static let derivedStringLength = 100_000
    /// Characters of an expression quoted in a warning, and of a placeholder `⟨…⟩` in a text.
    static let warningExpression = 80
    static let placeholderExpression = 200
    /// Warnings kept per screen; the rest are counted in a last warning.
    static let warningsPerScreen = 200
    /// Macro expansions in one file, its headers' `#if`s included: `#define A B B`, `#define B C C`, …
    /// (or the same with empty bodies) doubles at each level; real files expand a few thousand.
    static let macroExpansions = 200_000
    /// Tokens of one line (or one macro call's lines) after expansion.
    static let expandedLineTokens = 50_000
    /// Physical lines one macro call may take (`RGBA(` on one line, its arguments on the next).
    static let macroCallLines = 200
    /// Quoted `#import`s and `#include`s read for one file, and how deep they may nest.
    static let headers = 256
    static let includeDepth = 16
    /// Methods of `self` running inside one another (`[self emptyTitle]` sending `[self name]`…).
    static let nestedSends = 16
    /// Levels of subviews read in a custom view (a view added to itself is not a loop).
    static let customViewDepth = 16
}
