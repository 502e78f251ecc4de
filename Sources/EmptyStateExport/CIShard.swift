/// `--shard auto`: the part of the export this CI machine does, read from the variables the
/// CI engine sets on parallel jobs. Engines number their jobs from 0 or 1; a `Shard` from 1.
extension Shard {
    public struct CIError: Error, CustomStringConvertible, Sendable {
        public var description: String
    }

    /// GitLab (`parallel:`), Buildkite (`parallelism:`), CircleCI (`parallelism:`), or a
    /// Kubernetes Indexed Job (`JOB_COMPLETION_INDEX`, whose count, `.spec.completions`, the pod
    /// does not see: it comes from `count`, i.e. `--shard-count`). With none of them the
    /// machine does the whole export.
    public static func fromCI(_ environment: [String: String], count: Int? = nil) throws -> Shard {
        func number(_ name: String) throws -> Int? {
            guard let text = environment[name], !text.isEmpty else { return nil }
            guard let value = Int(text) else { throw CIError(description: "--shard auto: \(name)='\(text)' is not a number") }
            return value
        }
        func shard(_ indexName: String, _ countName: String, fromZero: Bool) throws -> Shard? {
            guard let index = try number(indexName) else { return nil }
            guard let total = try count ?? number(countName) else {
                throw CIError(description: "--shard auto: \(indexName) is set but \(countName) is not")
            }
            let k = fromZero ? index + 1 : index
            guard total >= 1, (1...total).contains(k) else {
                throw CIError(description: "--shard auto: \(indexName)=\(index) is outside \(total) job(s)")
            }
            return Shard(index: k, count: total)
        }
        if let found = try shard("CI_NODE_INDEX", "CI_NODE_TOTAL", fromZero: false)
            ?? shard("BUILDKITE_PARALLEL_JOB", "BUILDKITE_PARALLEL_JOB_COUNT", fromZero: true)
            ?? shard("CIRCLE_NODE_INDEX", "CIRCLE_NODE_TOTAL", fromZero: true) {
            return found
        }
        if let index = try number("JOB_COMPLETION_INDEX") {
            guard let count else {
                throw CIError(description: "--shard auto: JOB_COMPLETION_INDEX is set; give the Job's completions with --shard-count N")
            }
            guard count >= 1, (0..<count).contains(index) else {
                throw CIError(description: "--shard auto: JOB_COMPLETION_INDEX=\(index) is outside --shard-count \(count)")
            }
            return Shard(index: index + 1, count: count)
        }
        if let count { throw CIError(description: "--shard-count \(count) needs JOB_COMPLETION_INDEX (a Kubernetes Indexed Job)") }
        return .whole
    }
}
