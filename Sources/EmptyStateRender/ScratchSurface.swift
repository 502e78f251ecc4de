import CCairo
import Foundation

/// The ARGB32 surface stills are drawn on, one per thread, kept from one renderer to the next.
/// Why: an export makes a renderer per template, and a surface per renderer meant a new 4 MB
/// canvas for every screen: about 980 page faults and the kernel zeroing it, each time, which
/// for distinct screens (one still per template) was a sixth of the work. A thread draws one
/// still at a time (`withRenderedSurface` lends the pixels to its body and returns), so the
/// thread's renderers can share it.
enum ScratchSurface {
    private static let key = "emptystate.ScratchSurface"

    /// This thread's surface of that size, made (and kept, replacing another size) if needed;
    /// `fresh` tells whether it was just made, i.e. is still transparent black.
    static func forThisThread(width: Int, height: Int) -> (surface: CairoSurface, fresh: Bool) {
        let dictionary = Thread.current.threadDictionary
        if let kept = dictionary[key] as? CairoSurface,
           Int(cairo_image_surface_get_width(kept.pointer)) == width, Int(cairo_image_surface_get_height(kept.pointer)) == height {
            return (kept, false)
        }
        let made = CairoSurface(owning: cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)))
        // Only a usable surface is kept; the caller reports the failure.
        if made.status == CAIRO_STATUS_SUCCESS { dictionary[key] = made } else { dictionary[key] = nil }
        return (made, true)
    }
}
