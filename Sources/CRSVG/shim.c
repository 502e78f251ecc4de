// librsvg and gdk-pixbuf as one C module for Swift; see Package.swift for why this is a C target.
#include "shim.h"
#include <librsvg/rsvg.h>
#include <gdk-pixbuf/gdk-pixbuf.h>
#include <dlfcn.h>
#include <pthread.h>

// librsvg is loaded on first use, not at process start. Linked, it cost every run about 3 ms
// (10 M instructions: its relocations and initializers), 10 % of a cold `render`, although
// most screens draw no SVG image. These four functions, the only ones the renderer calls,
// stand in for librsvg's: each looks up the real one in the library, opened once.
static struct {
    __typeof__(rsvg_handle_new_from_data) *new_from_data;
    __typeof__(rsvg_handle_get_intrinsic_size_in_pixels) *get_intrinsic_size_in_pixels;
    __typeof__(rsvg_handle_get_intrinsic_dimensions) *get_intrinsic_dimensions;
    __typeof__(rsvg_handle_render_document) *render_document;
    char error[256];
} librsvg;
static pthread_once_t librsvg_once = PTHREAD_ONCE_INIT;

// Resolved together, once (pthread_once makes them visible to every thread).
static void open_librsvg(void) {
    void *library = dlopen("librsvg-2.so.2", RTLD_NOW | RTLD_LOCAL);
    if (!library) { g_strlcpy(librsvg.error, dlerror(), sizeof librsvg.error); return; }
    librsvg.new_from_data = dlsym(library, "rsvg_handle_new_from_data");
    librsvg.get_intrinsic_size_in_pixels = dlsym(library, "rsvg_handle_get_intrinsic_size_in_pixels");
    librsvg.get_intrinsic_dimensions = dlsym(library, "rsvg_handle_get_intrinsic_dimensions");
    librsvg.render_document = dlsym(library, "rsvg_handle_render_document");
}

RsvgHandle *rsvg_handle_new_from_data(const guint8 *data, gsize data_len, GError **error) {
    pthread_once(&librsvg_once, open_librsvg);
    if (!librsvg.new_from_data) {
        g_set_error(error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, "librsvg-2.so.2 cannot be loaded (%s)", librsvg.error);
        return NULL;
    }
    return librsvg.new_from_data(data, data_len, error);
}

// The three below only ever see a handle the function above made, so librsvg is open.
gboolean rsvg_handle_get_intrinsic_size_in_pixels(RsvgHandle *handle, gdouble *out_width, gdouble *out_height) {
    pthread_once(&librsvg_once, open_librsvg);
    return librsvg.get_intrinsic_size_in_pixels ? librsvg.get_intrinsic_size_in_pixels(handle, out_width, out_height) : FALSE;
}

void rsvg_handle_get_intrinsic_dimensions(RsvgHandle *handle, gboolean *out_has_width, RsvgLength *out_width,
                                          gboolean *out_has_height, RsvgLength *out_height,
                                          gboolean *out_has_viewbox, RsvgRectangle *out_viewbox) {
    pthread_once(&librsvg_once, open_librsvg);
    if (librsvg.get_intrinsic_dimensions)
        librsvg.get_intrinsic_dimensions(handle, out_has_width, out_width, out_has_height, out_height, out_has_viewbox, out_viewbox);
}

gboolean rsvg_handle_render_document(RsvgHandle *handle, cairo_t *cr, const RsvgRectangle *viewport, GError **error) {
    pthread_once(&librsvg_once, open_librsvg);
    return librsvg.render_document ? librsvg.render_document(handle, cr, viewport, error) : FALSE;
}

// Opens librsvg now, on the caller's thread, so that the first SVG a renderer meets does not
// wait for it (see RenderWarmUp).
void emptystate_rsvg_preload(void) {
    pthread_once(&librsvg_once, open_librsvg);
}
