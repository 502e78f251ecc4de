/// What the app knows of itself whenever a user sees its empty state: it is in the foreground.
/// `!NETWORK_REACHABLE && [[UIApplication sharedApplication] applicationState] ==
/// UIApplicationStateActive` (jh008-ios-v2.0) shows its offline title to every user who looks,
/// so the state is `UIApplicationStateActive`, not a subject whose cases are screens.
enum ForegroundApplication {
    static let statePath = "UIApplication.sharedApplication.applicationState"
    static let activeState = "UIApplicationStateActive"

    /// The state's value for `[[UIApplication sharedApplication] applicationState]` or
    /// `UIApplication.sharedApplication.applicationState`; nil for any other expression.
    static func state(of e: Expr) -> String? {
        BranchAnalysis.canonicalPath(e) == statePath ? activeState : nil
    }
}
