import ArgumentParser

/// The trait axes of a command that draws one screen (`render`, `layout`): one value each, so
/// its help offers no list and no `all`. Checked by the same parser as `TraitOptions`.
struct OneTraitOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The color scheme: light or dark.", valueName: "scheme"))
    var colorScheme: String?

    @Option(help: ArgumentHelp("The Dynamic Type size: xSmall … xxxLarge, AX1 … AX5 (UIKit's long names too).", valueName: "size"))
    var contentSize: String?

    @Option(help: ArgumentHelp("The contrast: normal or increased.", valueName: "contrast"))
    var contrast: String?

    @Option(help: ArgumentHelp("The layout direction: ltr or rtl.", valueName: "direction"))
    var layoutDirection: String?

    @Option(help: ArgumentHelp("The locale of the template's strings (en, de, pt-BR, zh-Hans…) or a pseudo-locale (en-XA, en-XL, ar-XB, bounded). A right-to-left language lays out right to left.", valueName: "locale"))
    var locale: String?

    /// The same values as the list options, for the one parser.
    var options: TraitOptions {
        var options = TraitOptions()
        options.colorScheme = colorScheme
        options.contentSize = contentSize
        options.contrast = contrast
        options.layoutDirection = layoutDirection
        options.locale = locale
        return options
    }
}
