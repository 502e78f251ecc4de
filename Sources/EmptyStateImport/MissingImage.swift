import EmptyStateModel

/// An image the app names and does not have (`Image(systemName: "error")`, `UIImage(named:
/// "unfinsh")` with no such image set): iOS draws no image there, so the imported template keeps
/// the name and marks it `missing: true`, which draws none, rather than a placeholder box.
enum MissingImage {
    /// The screen's, a variant's or a button's `image` at (or around) `path`, marked missing;
    /// nil where the template format draws no missing image (a per-state image, a custom view).
    static func fix(at path: [String], in value: TemplateValue) -> TemplateRepair? {
        var imagePath = path
        if let last = imagePath.last, ["name", "systemName"].contains(last) { imagePath.removeLast() }
        guard imagePath.last == "image" else { return nil }
        switch value.value(at: imagePath) {
        case let .string(name)?:
            return TemplateRepair(path: imagePath, value: .map([TemplateEntry("name", .string(name)), TemplateEntry("missing", .bool(true))]))
        case let .map(entries)? where entries.contains(where: { ["name", "systemName"].contains($0.key) }):
            let kept = entries.filter { $0.key != "missing" }
            return TemplateRepair(path: imagePath, value: .map(kept + [TemplateEntry("missing", .bool(true))]))
        default:
            return nil
        }
    }
}
