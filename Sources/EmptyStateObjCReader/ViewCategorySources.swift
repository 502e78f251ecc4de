import EmptyStateModel
import EmptyStateSourceReading

/// A category of a table or scroll view that makes the view its own DZN data source, worded by
/// what each controller assigns to the view (CHCloudHealth's `UITableView (Empty)`: its
/// `setLoading:` sets `self.emptyDataSetSource = self` when given YES, and its methods show
/// `self.descriptionText`, `self.loadedImageName` and `self.buttonText`, associated objects a
/// controller sets). The category is a wrapper (`WrapperView.function` `.loading`): each class
/// that turns it on for a view is a screen (`ViewCategoryCalls`), not the category's body.
enum ViewCategorySources {
    static let scrollViews: Set<String> = ["UIScrollView", "UITableView", "UICollectionView"]

    /// `.loading`: the function of the wrapper whose call turns `loading` on.
    static func isCall(_ wrapper: WrapperView) -> Bool { wrapper.function?.hasPrefix(".") == true }

    /// The wrapper, when `unit` is such a category: its screen with every associated property
    /// unset, and a variant per property that shows what it is given (`⟨self.descriptionText⟩`).
    static func wrapper(of unit: ClassImplementation, file: String, helpers: [String: HelperMethod],
                        read: (SelfMethods) throws -> [ImportedScreen]) throws -> WrapperView? {
        // Turned on by its own setter, or by a view class that makes itself its source and the
        // flag `emptyDataSetShouldDisplay:` returns (DanDanPlay's `showEmptyView`).
        guard unit.isCategory, scrollViews.contains(unit.name) else { return nil }
        let display = displayProperty(of: unit)
        guard let activation = activatingProperty(helpers) ?? display.map({ _ in "" }) else { return nil }
        func screen(_ presets: [String: Value]) throws -> ImportedScreen? {
            let screens = try read(SelfMethods([helpers], presets: presets, associatedObjectsUnset: true))
            return screens.count == 1 ? screens[0] : nil
        }
        guard let unset = try screen([:]), case let .map(base) = unset.template else { return nil }
        var entries = base.filter { $0.key != "variants" }
        var variants = Self.drawingVariants(of: base)
        var parameters: [WrapperView.Parameter] = []
        for property in associatedProperties(helpers) where property != activation && property != display {
            let shown = TextValue.literal("\u{27E8}self.\(property)\u{27E9}")
            guard let given = try screen([property: .text(shown)]), case let .map(read) = given.template else { continue }
            let differing = read.filter { entry in entry.key != "variants" && base.first(where: { $0.key == entry.key })?.value != entry.value }
            let lost = base.filter { entry in entry.key != "variants" && !read.contains { $0.key == entry.key } }
            // Only what a text shows (a number's property, `verticalOffsetForEmptyDataSet`, is not read).
            let shownParts: Set<String> = ["image", "title", "description", "button"]
            guard !differing.isEmpty || !lost.isEmpty, (differing + lost).allSatisfy({ shownParts.contains($0.key) }) else { continue }
            variants.append(TemplateEntry(property, .map(differing + lost.map { TemplateEntry($0.key, .null) })))
            parameters.append(WrapperView.Parameter(label: nil, property: property, type: "", defaultValue: nil, hasDefault: false))
        }
        guard !parameters.isEmpty else { return nil }
        if !variants.isEmpty { entries.append(TemplateEntry("variants", .map(variants))) }
        var wrapper = WrapperView(typeName: unit.name, function: "." + activation, file: file, parameters: parameters, kind: .dzn,
                                  template: .map(entries))
        if activation.isEmpty { wrapper.shownWhen = display }
        return wrapper
    }

    /// `- (BOOL)emptyDataSetShouldDisplay:… { return self.showEmptyView; }`: `showEmptyView`.
    static func displayProperty(of unit: ClassImplementation) -> String? {
        guard let method = unit.methods.first(where: { $0.selector == DataSourceSelector.shouldDisplay.rawValue }),
              method.body.count == 1, case let .returnValue(value?) = method.body[0].kind else { return nil }
        let read: (base: Expr, name: String)?
        switch value.kind {
        case let .member(base, name): read = (base, name)
        case let .message(base, name, args) where args.isEmpty: read = (base, name)
        default: read = nil
        }
        guard let read, case .identifier("self") = read.base.kind else { return nil }
        return read.name
    }

    /// The category's own variants that draw something: one in which DZN draws nothing (the
    /// spinner while `loading`) is no state a controller's screen shows.
    private static func drawingVariants(of entries: [TemplateEntry]) -> [TemplateEntry] {
        guard case let .map(variants)? = entries.first(where: { $0.key == "variants" })?.value else { return [] }
        let drawn = ["image", "title", "description", "button"]
        return variants.filter { variant in
            guard case let .map(own) = variant.value else { return true }
            return drawn.contains { key in
                if let value = own.first(where: { $0.key == key })?.value { return value != .null }
                return entries.contains { $0.key == key }
            }
        }
    }

    /// The property whose setter sets `self.emptyDataSetSource = self` (`setLoading:` → `loading`).
    static func activatingProperty(_ helpers: [String: HelperMethod]) -> String? {
        for (selector, helper) in helpers.sorted(by: { $0.key < $1.key }) where isSetter(selector) {
            guard let tokens = try? ClassScanner.body(in: helper.buffer, at: helper.bodyStart),
                  setsItselfAsSource(tokens, helper.buffer) else { continue }
            return property(ofSetter: selector)
        }
        return nil
    }

    /// The properties a setter keeps as associated objects (`objc_setAssociatedObject(self, …)`).
    static func associatedProperties(_ helpers: [String: HelperMethod]) -> [String] {
        helpers.keys.sorted().filter(isSetter).filter { selector in
            guard let helper = helpers[selector], let tokens = try? ClassScanner.body(in: helper.buffer, at: helper.bodyStart) else { return false }
            return tokens.contains { $0.kind == .identifier && helper.buffer.text($0) == "objc_setAssociatedObject" }
        }.map(property(ofSetter:))
    }

    private static func isSetter(_ selector: String) -> Bool {
        selector.hasPrefix("set") && selector.count > 4 && selector.firstIndex(of: ":") == selector.index(before: selector.endIndex)
    }

    /// `setDescriptionText:` → `descriptionText`.
    private static func property(ofSetter selector: String) -> String {
        let name = selector.dropFirst(3).dropLast()
        return name.prefix(1).lowercased() + name.dropFirst()
    }

    /// `self.emptyDataSetSource = self` or `[self setEmptyDataSetSource:self]`.
    static func setsItselfAsSource(_ tokens: [Token], _ buffer: SourceBuffer) -> Bool {
        func word(_ index: Int) -> String? {
            index < tokens.count && tokens[index].kind == .identifier ? buffer.text(tokens[index]) : nil
        }
        for index in tokens.indices {
            if word(index) == "self", index + 4 < tokens.count, tokens[index + 1].isPunct(.dot),
               word(index + 2) == "emptyDataSetSource", tokens[index + 3].isPunct(.assign), word(index + 4) == "self" { return true }
            if tokens[index].isPunct(.lbracket), word(index + 1) == "self", word(index + 2) == "setEmptyDataSetSource",
               index + 4 < tokens.count, tokens[index + 3].isPunct(.colon), word(index + 4) == "self" { return true }
        }
        return false
    }
}
