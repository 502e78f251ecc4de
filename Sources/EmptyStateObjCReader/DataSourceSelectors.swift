import EmptyStateModel

/// The methods of DZNEmptyDataSetSource and DZNEmptyDataSetDelegate that the reader turns into
/// template keys. Only these bodies are parsed; every other body is skipped token by token.
enum DataSourceSelector: String, CaseIterable {
    case title = "titleForEmptyDataSet:"
    case description = "descriptionForEmptyDataSet:"
    case image = "imageForEmptyDataSet:"
    case imageTintColor = "imageTintColorForEmptyDataSet:"
    case imageAnimation = "imageAnimationForEmptyDataSet:"
    case buttonTitle = "buttonTitleForEmptyDataSet:forState:"
    case buttonImage = "buttonImageForEmptyDataSet:forState:"
    case buttonBackgroundImage = "buttonBackgroundImageForEmptyDataSet:forState:"
    case backgroundColor = "backgroundColorForEmptyDataSet:"
    case customView = "customViewForEmptyDataSet:"
    case verticalOffset = "verticalOffsetForEmptyDataSet:"
    case spaceHeight = "spaceHeightForEmptyDataSet:"
    case shouldDisplay = "emptyDataSetShouldDisplay:"
    case shouldFadeIn = "emptyDataSetShouldFadeIn:"
    case shouldAnimateImageView = "emptyDataSetShouldAnimateImageView:"

    /// DZNEmptyDataSetSource's methods: a class with none of them (only the delegate's
    /// `emptyDataSetShouldDisplay:`) draws only what another source object gives.
    static let source: Set<String> = Set(allCases.filter { !$0.returnsBool }.map(\.rawValue))

    /// Evaluated once per UIControlState.
    var takesState: Bool { self == .buttonTitle || self == .buttonImage || self == .buttonBackgroundImage }

    /// Returns a BOOL (a bare Boolean property returned here makes a variant).
    var returnsBool: Bool { self == .shouldDisplay || self == .shouldFadeIn || self == .shouldAnimateImageView }
}

/// UIControlState: the states a `forState:` method is asked for, and the template's names.
enum ControlState: CaseIterable {
    case normal, highlighted, disabled, selected

    var value: Double {
        switch self {
        case .normal: return 0
        case .highlighted: return 1
        case .disabled: return 2
        case .selected: return 4
        }
    }

    var key: String {
        switch self {
        case .normal: return "normal"
        case .highlighted: return "highlighted"
        case .disabled: return "disabled"
        case .selected: return "selected"
        }
    }
}

extension ImportedScreen {
    /// Whether the screen shows anything of its own: an image, a text or a button (a view of
    /// only a background, or of nothing, is none).
    var drawsContent: Bool {
        guard case let .map(entries) = template else { return false }
        return entries.contains { ["image", "title", "description", "button"].contains($0.key) }
    }
}
