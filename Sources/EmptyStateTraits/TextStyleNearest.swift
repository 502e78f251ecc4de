import EmptyStateModel

extension TextStyle {
    /// `NearestName.nearest(_:among:)`, by default among the text style names.
    public static func nearest(_ name: String, among candidates: [String] = TextStyle.allCases.map(\.rawValue)) -> String? {
        NearestName.nearest(name, among: candidates)
    }
}
