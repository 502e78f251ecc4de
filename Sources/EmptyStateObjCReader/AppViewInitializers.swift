/// A custom view of the app's own class (`[[DSEmptyDataCustomView alloc] initWithFrame:CGRectZero]`,
/// YFDemo): its initializer, in the file the app's index says implements it, builds the subviews
/// (an image view, a button with its title) that the data source then changes
/// (`emptyView.emptyImageView.image = …`). Read only where `customViewForEmptyDataSet:` makes
/// it; its `self` is a plain view, its instance variables (`_button = …`) its properties.
extension Evaluator {
    func appViewInit(_ name: String, _ selector: String, _ args: [Value]) -> Value? {
        guard method.selector == DataSourceSelector.customView.rawValue || locals["self"] != nil,
              selector == "init" || selector.hasPrefix("initWith") else { return nil }
        let view = ObjectBox("UIView")
        view.appClass = name
        guard runAppViewMethod(of: name, selector, on: view, args) != nil,
              !view.subviews.isEmpty || !view.properties.isEmpty else { return nil }
        return .object(view)
    }

    /// A message to a view of the app's own class that the class (or an app class it inherits
    /// from) implements: Kpie's `[self initSubViews]` in the initializer, and its
    /// `emptyView.imageUrl = @"…"`, whose setter puts the named image into the view's image
    /// view. Its result (`.null` for a method that returns nothing); nil when the class has no
    /// such method or it cannot be read.
    func appViewMessage(_ view: ObjectBox, _ selector: String, _ args: [Value]) -> Value? {
        guard let name = view.appClass, let others = shared.others else { return nil }
        for type in [name] + others.classes.ancestors(of: name) {
            if let result = runAppViewMethod(of: type, selector, on: view, args) { return result }
        }
        return nil
    }

    /// Runs `-[type selector]` with `self` the view and its properties as the instance
    /// variables they were stored from (`_imageView`).
    private func runAppViewMethod(of type: String, _ selector: String, on view: ObjectBox, _ args: [Value]) -> Value? {
        guard let helper = shared.others?.initializer(of: type, selector),
              let definition = SelfMethods.parse(helper), definition.parameterNames.count == args.count else { return nil }
        // A view made within its own initializer, or views nested deeper than a few, stay unknown.
        let key = type + " " + selector
        guard shared.runningAccessors.count < ReaderLimits.nestedSends, shared.runningAccessors.insert(key).inserted else { return nil }
        defer { shared.runningAccessors.remove(key) }
        let running = Evaluator(shared: shared, method: definition, context: EvaluationContext())
        for name in view.order { running.locals["_" + name] = view.properties[name] }
        running.locals["self"] = .object(view)
        running.locals["super"] = .object(view)
        for (parameter, argument) in zip(definition.parameterNames, args) where !parameter.isEmpty { running.locals[parameter] = argument }
        return try? running.run()
    }
}
