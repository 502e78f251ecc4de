import CCairo
import CPango

/// Owners of C objects: each releases its pointer exactly once, when the owner goes away.
final class CairoContext {
    let pointer: OpaquePointer
    init(surface: OpaquePointer) { pointer = cairo_create(surface) }
    deinit { cairo_destroy(pointer) }
}

final class CairoSurface {
    let pointer: OpaquePointer
    init(owning pointer: OpaquePointer) { self.pointer = pointer }
    deinit { cairo_surface_destroy(pointer) }
    var status: cairo_status_t { cairo_surface_status(pointer) }
}

final class CairoPattern {
    let pointer: OpaquePointer
    init(owning pointer: OpaquePointer) { self.pointer = pointer }
    deinit { cairo_pattern_destroy(pointer) }
}

/// Any GObject (PangoLayout, PangoContext, PangoFontMap, RsvgHandle, GdkPixbuf).
final class GObjectRef {
    let pointer: UnsafeMutableRawPointer
    init(owning pointer: UnsafeMutableRawPointer) { self.pointer = pointer }
    deinit { g_object_unref(pointer) }
    var opaque: OpaquePointer { OpaquePointer(pointer) }
    func typed<T>(_: T.Type) -> UnsafeMutablePointer<T> { pointer.assumingMemoryBound(to: T.self) }
}
