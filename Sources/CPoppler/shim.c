// poppler-glib as a C module for Swift: draws the PDF vectors of asset catalogs (Xcode's
// "Preserve Vector Data" images) with Cairo. Like librsvg (CRSVG/shim.c), it is opened on first
// use, not linked: most renders draw no PDF, and linking it would cost every start its
// relocations. These functions, the only ones the renderer calls, stand in for poppler's.
#include "shim.h"
#include <dlfcn.h>
#include <pthread.h>

static struct {
    __typeof__(poppler_document_new_from_bytes) *new_from_bytes;
    __typeof__(poppler_document_get_n_pages) *get_n_pages;
    __typeof__(poppler_document_get_page) *get_page;
    __typeof__(poppler_page_get_size) *get_size;
    __typeof__(poppler_page_render) *render;
    char error[256];
} poppler;
static pthread_once_t poppler_once = PTHREAD_ONCE_INIT;

static void open_poppler(void) {
    void *library = dlopen("libpoppler-glib.so.8", RTLD_NOW | RTLD_LOCAL);
    if (!library) { g_strlcpy(poppler.error, dlerror(), sizeof poppler.error); return; }
    poppler.new_from_bytes = dlsym(library, "poppler_document_new_from_bytes");
    poppler.get_n_pages = dlsym(library, "poppler_document_get_n_pages");
    poppler.get_page = dlsym(library, "poppler_document_get_page");
    poppler.get_size = dlsym(library, "poppler_page_get_size");
    poppler.render = dlsym(library, "poppler_page_render");
}

int emptystate_poppler_available(void) {
    pthread_once(&poppler_once, open_poppler);
    return poppler.new_from_bytes && poppler.get_n_pages && poppler.get_page && poppler.get_size && poppler.render;
}

PopplerDocument *poppler_document_new_from_bytes(GBytes *bytes, const char *password, GError **error) {
    if (!emptystate_poppler_available()) {
        g_set_error(error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, "libpoppler-glib.so.8 cannot be loaded (%s)",
                    poppler.error[0] ? poppler.error : "a function is missing");
        return NULL;
    }
    return poppler.new_from_bytes(bytes, password, error);
}

// The ones below only ever see a document or page the function above made, so poppler is open.
int poppler_document_get_n_pages(PopplerDocument *document) {
    return emptystate_poppler_available() ? poppler.get_n_pages(document) : 0;
}

PopplerPage *poppler_document_get_page(PopplerDocument *document, int index) {
    return emptystate_poppler_available() ? poppler.get_page(document, index) : NULL;
}

void poppler_page_get_size(PopplerPage *page, double *width, double *height) {
    if (emptystate_poppler_available()) poppler.get_size(page, width, height);
}

void poppler_page_render(PopplerPage *page, cairo_t *cairo) {
    if (emptystate_poppler_available()) poppler.render(page, cairo);
}
