/// CABasicAnimation: made with a key path; its properties are set through `ObjectBox`.
extension Evaluator {
    /// `[CABasicAnimation animationWithKeyPath:@"…"]`, `[CABasicAnimation animation]`.
    func animationClassMessage(_ selector: String, _ args: [Value]) -> Value? {
        switch selector {
        case "animation", "new":
            return .object(ObjectBox("CABasicAnimation"))
        case "animationWithKeyPath:":
            let box = ObjectBox("CABasicAnimation")
            if let keyPath = args.first { box.set("keyPath", keyPath) }
            return .object(box)
        default:
            return nil
        }
    }
}
