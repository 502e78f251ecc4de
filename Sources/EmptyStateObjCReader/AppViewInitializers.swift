/// A custom view of the app's own class (`[[DSEmptyDataCustomView alloc] initWithFrame:CGRectZero]`,
/// YFDemo): its initializer, in the file the app's index says implements it, builds the subviews
/// (an image view, a button with its title) that the data source then changes
/// (`emptyView.emptyImageView.image = …`). Read only where `customViewForEmptyDataSet:` makes
/// it; its `self` is a plain view, its instance variables (`_button = …`) its properties.
extension Evaluator {
    func appViewInit(_ name: String, _ selector: String, _ args: [Value]) -> Value? {
        guard method.selector == DataSourceSelector.customView.rawValue || locals["self"] != nil,
              selector == "init" || selector.hasPrefix("initWith"),
              let helper = shared.others?.initializer(of: name, selector),
              let definition = SelfMethods.parse(helper), definition.parameterNames.count == args.count else { return nil }
        // A view made within its own initializer, or views nested deeper than a few, stay unknown.
        let key = name + " " + selector
        guard shared.runningAccessors.count < ReaderLimits.nestedSends, shared.runningAccessors.insert(key).inserted else { return nil }
        defer { shared.runningAccessors.remove(key) }
        let view = ObjectBox("UIView")
        let initializer = Evaluator(shared: shared, method: definition, context: EvaluationContext())
        initializer.locals["self"] = .object(view)
        initializer.locals["super"] = .object(view)
        for (parameter, argument) in zip(definition.parameterNames, args) where !parameter.isEmpty { initializer.locals[parameter] = argument }
        guard (try? initializer.run()) != nil, !view.subviews.isEmpty || !view.properties.isEmpty else { return nil }
        return .object(view)
    }
}
