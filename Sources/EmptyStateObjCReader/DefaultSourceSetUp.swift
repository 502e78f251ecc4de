/// GKiOSNovel's `BaseRefreshController`: `setupEmpty:` passes the class's defaults
/// (`defaultDataEmpty`, `FDMSG_Home_DataEmpty`) to `setupEmpty:image:title:`, the method that
/// makes self the table's source and stores what it draws. A class of the chain that sends
/// neither from its own methods (the base itself, a subclass that only inherits) draws what
/// that convenience leaves, as a subclass sending it plainly does: so the base reads as the
/// screen its plain subclasses show, not as placeholders.
extension SelfMethods {
    func defaultSourceSetUp(assigning target: Stored, for caller: Evaluator) throws -> Value? {
        for helpers in chain {
            for selector in helpers.keys.sorted() where selector.contains(":") {
                guard let helper = helpers[selector], let convenience = definition(helper),
                      !makesSelfSource(convenience), let send = sourceSetUpSend(in: convenience),
                      !chainSends([convenience.selector, send.method.selector], besides: [convenience.selector, send.method.selector]),
                      let assigned = try lastAssigned(target, in: convenience, arguments: [:], for: caller, depth: 0),
                      assigned.value.unknownPart == nil else { continue }
                caller.warnings += assigned.warnings
                return assigned.value
            }
        }
        return nil
    }

    /// The first send to self in the method's own statements of a method that makes self a source.
    private func sourceSetUpSend(in method: MethodDefinition) -> (method: MethodDefinition, args: [Expr])? {
        for statement in method.body {
            guard case let .expression(expr) = statement.kind, let send = followedSend(expr), !send.args.isEmpty,
                  makesSelfSource(send.method) else { continue }
            return send
        }
        return nil
    }

    /// `scrollView.emptyDataSetSource = self` among its statements.
    private func makesSelfSource(_ method: MethodDefinition) -> Bool {
        var found = false
        SyntaxWalk.statements(method.body, statement: { _ in }, expression: { e in
            guard case let .assign(_, target, value) = e.kind, case let .member(_, name) = target.kind, name == "emptyDataSetSource",
                  case .identifier("self") = value.kind else { return }
            found = true
        })
        return found
    }

    /// Whether a method of the chain other than `besides` sends one of `selectors` to self.
    private func chainSends(_ selectors: [String], besides: [String]) -> Bool {
        for helpers in chain {
            for (selector, helper) in helpers where !besides.contains(selector) {
                guard let method = definition(helper) else { continue }
                var found = false
                SyntaxWalk.statements(method.body, statement: { _ in }, expression: { e in
                    guard case let .message(receiver, sent, _) = e.kind, case .identifier("self") = receiver.kind,
                          selectors.contains(sent) else { return }
                    found = true
                })
                if found { return true }
            }
        }
        return false
    }
}
