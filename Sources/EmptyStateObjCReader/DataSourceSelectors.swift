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
