import CCairo
import CPoppler
import EmptyStateModel
import Foundation

/// An asset catalog's PDF vector with poppler-glib: its first page, at its size in points, as
/// Xcode renders "Preserve Vector Data" images and `UIImage` sizes them (1 PDF point = 1 point).
extension ImageStore {
    func loadPDF(_ bytes: [UInt8], file: ResolvedImageFile, scale: Int) throws -> LoadedImage {
        guard emptystate_poppler_available() != 0 else {
            throw RenderError("\(file.path): PDF vectors need poppler-glib (libpoppler-glib.so.8; Debian's libpoppler-glib8), which cannot be loaded")
        }
        var error: UnsafeMutablePointer<GError>?
        let data = bytes.withUnsafeBufferPointer { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(data) }
        guard let document = poppler_document_new_from_bytes(data, nil, &error) else {
            throw RenderError("\(file.path): the PDF cannot be read (\(Self.message(error, or: "not a PDF document")))")
        }
        let documentOwner = GObjectRef(owning: UnsafeMutableRawPointer(document))
        guard poppler_document_get_n_pages(document) >= 1, let page = poppler_document_get_page(document, 0) else {
            throw RenderError("\(file.path): the PDF has no page")
        }
        // The page keeps its document (a reference of its own); ours ends with this function.
        let owner = GObjectRef(owning: UnsafeMutableRawPointer(page))
        withExtendedLifetime(documentOwner) {}
        var width = 0.0, height = 0.0
        poppler_page_get_size(page, &width, &height)
        guard width.isFinite, height.isFinite, width > 0, height > 0 else {
            throw RenderError("\(file.path): the PDF's page size \(format(width)) × \(format(height)) is empty")
        }
        let pixels = width * height * Double(scale * scale)
        guard pixels <= Double(ImageLimits.pdfPixels) else {
            throw RenderError("\(file.path): the PDF's page is \(format(width)) × \(format(height)) points, \(format(pixels)) pixels at @\(scale)x; the limit is \(ImageLimits.pdfPixels) pixels")
        }
        return LoadedImage(content: .pdf(owner), size: Size(width: width, height: height), path: file.path)
    }

    /// Draws the page scaled to fill `rect`.
    static func renderPDF(_ page: GObjectRef, size: Size, in rect: Rect, cr: OpaquePointer) {
        cairo_save(cr)
        cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(cr)
        cairo_translate(cr, rect.minX, rect.minY)
        cairo_scale(cr, rect.width / size.width, rect.height / size.height)
        poppler_page_render(OpaquePointer(page.pointer), cr)
        cairo_restore(cr)
    }
}
