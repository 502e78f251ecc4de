import EmptyStateModel

/// A decoded image: pixels at the scale of the file they came from, or an SVG document or a
/// PDF page drawn as vectors at its intrinsic size.
final class LoadedImage {
    enum Content {
        case raster(CairoSurface)
        case vector(GObjectRef)
        /// A PDF's first page (poppler-glib; the page holds its document).
        case pdf(GObjectRef)

        var isPDF: Bool { if case .pdf = self { return true }; return false }
    }
    let content: Content
    /// UIImage.size: pixels over the file's scale, or the SVG's intrinsic size.
    let size: Size
    let path: String

    init(content: Content, size: Size, path: String) { self.content = content; self.size = size; self.path = path }
}
