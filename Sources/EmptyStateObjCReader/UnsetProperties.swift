/// `_emptyDataTitle ?: BFLocalizedString(kTranslationNoItems, @"No item")` (openshop.io-ios): a
/// property of a controller that sets itself up, which no set-up of its class assigns, holds nil
/// when the empty state shows, so `?:` gives the default after it. What other objects set on the controller at run time
/// (a presenting controller's `controller.emptyDataTitle = …`) is not in its code: the default
/// is the one reading the code gives, and the warning says so.
extension Evaluator {
    /// `_name` → `name`: an instance variable named as a property's synthesized one.
    static func propertyOfInstanceVariable(_ name: String) -> String? {
        guard name.count > 1, name.hasPrefix("_") else { return nil }
        let property = name.dropFirst()
        guard property.first?.isLowercase == true else { return nil }
        return String(property)
    }

    /// The right side of `left ?: right` when `left` reads a stored property of self the class
    /// sets up nowhere (`_name`, `self.name` or `[self name]` without a getter of its own), and
    /// the right side is known; nil otherwise.
    /// `ofAnyObject`: also of a plain source object whose creators set its properties
    /// (`_emptyDefaultImage ? _emptyDefaultImage : …`, GitOSC): the code's own fallback is what
    /// it shows unless a creator sets one, which the warning says.
    func defaultAfterUnsetProperty(_ left: Expr, _ right: Expr, ofAnyObject: Bool = false) throws -> Value? {
        guard let property = try unsetProperty(left, ofAnyObject: ofAnyObject) else { return nil }
        let fallback = try evaluate(right)
        guard fallback.unknownPart == nil else { return nil }
        warn("self's \(property) is set up by no method of the class (it is nil unless other code sets it at run time), so the value after ?: is taken",
             at: left.start)
        return fallback
    }

    /// What a return statement gives: in a DZN method, `return _emptyDataImage;` of a property
    /// no set-up assigns is nil (no image), as the instance variable is when the screen shows.
    func returned(_ e: Expr) throws -> Value {
        let value = try evaluate(e)
        guard value.unknownPart != nil, DataSourceSelector(rawValue: method.selector) != nil, let property = try unsetProperty(e) else {
            return value
        }
        warn("self's \(property) is set up by no method of the class (it is nil unless other code sets it at run time), so nil is returned",
             at: e.start)
        return .null
    }

    /// The property `e` reads when no set-up assigns it.
    private func unsetProperty(_ e: Expr, ofAnyObject: Bool = false) throws -> String? {
        guard let property = storedPropertyRead(e, ofAnyObject: ofAnyObject), try shared.selfMethods.storedProperty(property, from: self) == nil else { return nil }
        return property
    }

    private func storedPropertyRead(_ e: Expr, ofAnyObject: Bool = false) -> String? {
        guard ofAnyObject || shared.selfMethods.setsItselfUp else { return nil }
        switch e.kind {
        case let .identifier(name) where locals[name] == nil:
            return Self.propertyOfInstanceVariable(name)
        case let .member(base, name) where isSelf(base):
            return shared.selfMethods.getter(name) == nil ? name : nil
        case let .message(receiver, name, args) where args.isEmpty && isSelf(receiver):
            return shared.selfMethods.getter(name) == nil ? name : nil
        default:
            return nil
        }
    }
}
