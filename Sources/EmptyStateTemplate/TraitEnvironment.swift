import EmptyStateLocalization
import EmptyStateModel
import EmptyStateSymbols
import EmptyStateTraits

/// What a template resolves against, as UIKit resolves dynamic colors, text styles and images
/// with a trait collection: the traits, the template's tint, its asset catalogs and its cap on
/// Dynamic Type. The decoder is the one place that sees traits; its output is a plain model.
struct TraitEnvironment {
    var traits = TraitCollection.default
    /// What `tintColor` names: the template's `tintColor`, `systemBlue` unless it says otherwise.
    var tint = SemanticColor.named("systemBlue", tint: DynamicColor(.black))!
    var catalogs: [AssetCatalog] = []
    /// `maximumContentSize`, as `UIView.maximumContentSizeCategory`.
    var maximumContentSize: ContentSizeCategory?
    /// The template's strings, the locale they are read in (nil: the development language,
    /// whose texts are left as written) and the development language itself.
    var strings = StringTable()
    var locale: LocaleIdentifier?
    var developmentLanguage = LocaleIdentifier("en")!
    /// Where symbols come from: the catalogs' symbol sets, the symbol folders, the stand-in set.
    var symbols = SymbolLibrary(standIn: nil)
    /// `--strict-symbols`: a stand-in symbol is an error.
    var strictSymbols = false
    /// `deploymentTarget`: the oldest iOS the app runs on, if the template or project says.
    var deploymentTarget: OSVersion?
    /// Missing translations and the like, gathered while decoding.
    var notes = Notes()

    final class Notes {
        private(set) var messages: [String] = []
        func add(_ message: String) { if !messages.contains(message) { messages.append(message) } }
    }

    /// The content size text styles are sized for: the trait, capped.
    var contentSize: ContentSizeCategory {
        guard let cap = maximumContentSize else { return traits.contentSize }
        return min(traits.contentSize, cap)
    }
}
