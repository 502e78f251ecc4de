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

    /// The methods that draw a part a user sees (not its placement, colour or motion): a subclass
    /// implementing one overrides that part.
    static let drawnParts: Set<String> = Set([title, description, image, buttonTitle, buttonImage, customView].map(\.rawValue))

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
        return entries.contains { Self.contentKeys.contains($0.key) }
    }

    /// The template keys of what a screen shows of its own.
    static let contentKeys: Set<String> = ["image", "title", "description", "button"]
}

extension ImportedScreen {
    /// A screen whose base reading draws nothing (`if (self.didGetData) { … } else { return nil; }`
    /// before the load) but whose variants do: the first variant that draws is the screen, the
    /// others laid over it (what it has that they lack set to null).
    var withDrawingBase: ImportedScreen {
        guard !drawsContent, case let .map(entries) = template,
              let variantsIndex = entries.firstIndex(where: { $0.key == "variants" }), case let .map(variants) = entries[variantsIndex].value,
              let first = variants.first(where: { variant in
                  guard case let .map(changes) = variant.value else { return false }
                  return changes.contains { Self.contentKeys.contains($0.key) && $0.value != .null }
              }), case let .map(firstChanges) = first.value else { return self }
        var base = entries.filter { $0.key != "variants" }
        for change in firstChanges {
            base.removeAll { $0.key == change.key }
            if change.value != .null { base.append(change) }
        }
        var others: [TemplateEntry] = []
        for variant in variants where variant.key != first.key {
            guard case var .map(changes) = variant.value else { continue }
            for change in firstChanges where change.value != .null && !changes.contains(where: { $0.key == change.key }) {
                changes.append(TemplateEntry(change.key, .null))
            }
            others.append(TemplateEntry(variant.key, .map(changes)))
        }
        if !others.isEmpty { base.append(TemplateEntry("variants", .map(others))) }
        var screen = self
        screen.template = .map(base)
        return screen
    }
}
