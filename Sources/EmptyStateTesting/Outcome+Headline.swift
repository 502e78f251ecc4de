extension SnapshotVerifier.Outcome {
    /// What the message says before the picture of the difference.
    static let pictureClause = "reference | actual | difference: "

    /// The message without the picture's path: what differs, for a headline that the path
    /// would push out of sight (Swift Testing shows the path on the next line instead).
    var headline: String {
        let message = self.message ?? "the screen does not match its reference"
        guard let diffPath else { return message }
        return message.replacingOccurrences(of: "; " + Self.pictureClause + diffPath, with: "")
    }
}
