import Foundation
import SwiftSyntax

/// Each type's method bodies, kept as the file's walk meets them, and what they do to the
/// type's state read from them only when a reading asks (`assigned`, `setUp`): most types of
/// a large app are no screen's, and walking every body of every file was a twentieth of the
/// reader's time (olvid-ios). Shared by the copies of a file's `Constants`; what it works out
/// is a function of the bodies alone.
final class MethodBodies: @unchecked Sendable {
    private struct Body {
        var name: String
        var block: CodeBlockSyntax
        /// An initializer's steps are its object's set-up; what it assigns is not a run-time value.
        var assigns: Bool
    }

    private var bodies: [String: [Body]] = [:]
    private var assignedCache: [String: [String: [ExprSyntax]]] = [:]
    private var setUpCache: [String: [String: [SetUpStep]]] = [:]
    private let lock = NSLock()

    /// Only while the file's walk fills it, before any reading asks.
    func add(_ block: CodeBlockSyntax, named name: String, in type: String, assigns: Bool) {
        bodies[type, default: []].append(Body(name: name, block: block, assigns: assigns))
    }

    /// What the type's methods assign to each of its stored properties anywhere (in a callback,
    /// a branch), in order, at most `Limits.assignedValues` distinct values a property.
    func assigned(in type: String) -> [String: [ExprSyntax]] {
        lock.withLock {
            if let known = assignedCache[type] { return known }
            var assigned: [String: [ExprSyntax]] = [:]
            for body in bodies[type] ?? [] where body.assigns && body.block.statements.count <= 200 {
                let finder = StoredAssignmentFinder()
                finder.walk(body.block)
                for (name, value) in finder.found {
                    var values = assigned[name] ?? []
                    guard values.count < Limits.assignedValues, !values.contains(where: { $0.trimmedSource == value.trimmedSource }) else { continue }
                    values.append(value)
                    assigned[name] = values
                }
            }
            assignedCache[type] = assigned
            return assigned
        }
    }

    /// Each method's top-level steps on its object's state; the first declaration of a name that
    /// has steps is kept.
    func setUp(in type: String) -> [String: [SetUpStep]] {
        lock.withLock {
            if let known = setUpCache[type] { return known }
            var setUp: [String: [SetUpStep]] = [:]
            for body in bodies[type] ?? [] where setUp[body.name] == nil && body.block.statements.count <= 200 {
                let steps = SetUpStep.steps(body.block.statements)
                if !steps.isEmpty { setUp[body.name] = steps }
            }
            setUpCache[type] = setUp
            return setUp
        }
    }
}
