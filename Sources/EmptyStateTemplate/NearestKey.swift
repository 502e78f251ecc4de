import EmptyStateModel

/// Suggests the known key a misspelt one was meant to be.
enum NearestKey {
    static func suggestion(for key: String, among known: [String]) -> String? {
        NearestName.suggestion(for: key, among: known)
    }
}
