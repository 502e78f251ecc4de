import EmptyStateRender

extension ScreenReview {
    /// Where a screen stands against its reference and, when it changed, what changed in words
    /// (`title 'No Notes' → 'Nothing Written', moved 12 pt down`), as `check` says it: what
    /// `serve` shows on a changed screen's card and under its compare view.
    public func review(of actual: PixelBuffer, layout: LayoutRecord, id: String) -> (status: ReviewStatus, changes: String?) {
        let status = status(of: actual, id: id)
        guard status == .changed else { return (status, nil) }
        return (status, changeWords(from: layout, id: id))
    }

    /// What changed from the layout recorded beside the reference; a reference recorded by an
    /// older version has none, and the reviewer is told how to get one.
    public func changeWords(from layout: LayoutRecord, id: String) -> String {
        guard let recorded = LayoutRecord.beside(reference: referenceDirectory + "/" + id) else { return LayoutChange.noRecordedLayout }
        return LayoutChange.words(LayoutChange.between(recorded, layout))
    }
}
