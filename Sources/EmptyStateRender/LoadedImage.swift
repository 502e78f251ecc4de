import EmptyStateModel

/// A decoded image: pixels at the scale of the file they came from, or an SVG document drawn
/// as vectors at its intrinsic size.
final class LoadedImage {
    enum Content {
        case raster(CairoSurface)
        case vector(GObjectRef)
    }
    let content: Content
    /// UIImage.size: pixels over the file's scale, or the SVG's intrinsic size.
    let size: Size
    let path: String

    init(content: Content, size: Size, path: String) { self.content = content; self.size = size; self.path = path }
}
