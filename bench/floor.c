/* bench/floor.c: the floor for distinct screens in batch, as the yardstick of `make bench`'s
 * distinct-screen rate. THREADS threads (2 for the bench, as `export --jobs 2`) take screens
 * from a shared counter; each screen is different (its content moves down by its index and its
 * title carries the index), so no drawing or encoding can be reused from another. Per screen it
 * draws what bench/minimal.c draws per frame (fill, circle, three Pango texts) and encodes it
 * with libpng at its fastest for such a screen: RGB (the screen is opaque, so no alpha channel
 * to compress), zlib level 1, no row filters, zlib memory level 5; then writes one file. Each thread has its own font map and Pango
 * context (Pango font maps are not thread-safe) and draws one untimed screen first, so the
 * timed part is only drawing, encoding and writing: a floor no real program reaches.
 *
 *   gcc -O2 -pthread -o floor floor.c $(pkg-config --cflags --libs pangocairo libpng)
 *   ./floor OUTDIR [SCREENS] [THREADS]     prints "screens_per_second <value>"
 */
#define MINIMAL_NO_MAIN
#include "minimal.c"
#include <pthread.h>
#include <stdatomic.h>

typedef struct {
    const char *directory;
    int screens;
    atomic_int next;
    pthread_barrier_t ready;
    int failed;
} batch;

/* The opaque screen as RGB rows to libpng: what any C program that knows its screen is opaque
 * would write (bench/minimal.c writes RGBA, a third more bytes to compress). */
static int encode_rgb(cairo_surface_t *surface, uint8_t *row, sink *out) {
    const uint8_t *data = cairo_image_surface_get_data(surface);
    int stride = cairo_image_surface_get_stride(surface);
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    if (!png || !info) return -1;
    if (setjmp(png_jmpbuf(png))) { png_destroy_write_struct(&png, &info); return -1; }
    png_set_write_fn(png, out, sink_write, sink_flush);
    png_set_compression_level(png, 1);
    png_set_compression_mem_level(png, 5);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_NONE);
    png_set_IHDR(png, info, WIDTH, HEIGHT, 8, PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_BASE, PNG_FILTER_TYPE_BASE);
    png_write_info(png, info);
    for (int y = 0; y < HEIGHT; y++) {
        const uint32_t *pixels = (const uint32_t *)(data + (size_t)y * (size_t)stride);
        for (int x = 0; x < WIDTH; x++) {
            uint32_t p = pixels[x];
            row[3 * x] = (uint8_t)(p >> 16); row[3 * x + 1] = (uint8_t)(p >> 8); row[3 * x + 2] = (uint8_t)p;
        }
        png_write_row(png, row);
    }
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    return 0;
}

/* Screen `index`: bench/minimal.c's screen, moved down by index points, titled with it. */
static int draw_and_write(batch *work, int index, cairo_surface_t *surface, PangoContext *pango, uint8_t *row, sink *out) {
    char title[64], path[4096];
    snprintf(title, sizeof title, "No Messages Yet %d", index);
    cairo_t *cr = cairo_create(surface);
    cairo_scale(cr, SCALE, SCALE);
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    const double width = 375, inset = 23, image = 120;
    double y = 667 / 2.0 - 150 + (index % 60);
    cairo_arc(cr, width / 2, y + image / 2, image / 2, 0, 6.283185307179586);
    cairo_set_source_rgb(cr, 0.31, 0.49, 1.0);
    cairo_fill(cr);
    y += image + 16;
    y += draw_text(cr, pango, title, "Inter Semi-Bold 22px", inset, y, width - 2 * inset, 0.11, 0.11, 0.12) + 16;
    y += draw_text(cr, pango, "When you start a conversation, your messages will show up here.",
                   "Inter 15px", inset, y, width - 2 * inset, 0.56, 0.56, 0.58) + 16;
    draw_text(cr, pango, "Start a conversation", "Inter Semi-Bold 17px", inset, y + 6, width - 2 * inset, 0.25, 0.43, 0.94);
    cairo_destroy(cr);
    cairo_surface_flush(surface);
    out->length = 0;
    if (encode_rgb(surface, row, out) != 0) return -1;
    snprintf(path, sizeof path, "%s/screen-%04d.png", work->directory, index);
    FILE *file = fopen(path, "wb");
    if (!file) return -1;
    int ok = fwrite(out->data, 1, out->length, file) == out->length;
    return fclose(file) == 0 && ok ? 0 : -1;
}

static void *worker(void *argument) {
    batch *work = argument;
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, WIDTH, HEIGHT);
    PangoFontMap *fonts = pango_cairo_font_map_new();
    PangoContext *pango = pango_font_map_create_context(fonts);
    cairo_font_options_t *options = cairo_font_options_create();
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY);
    pango_cairo_context_set_font_options(pango, options);
    uint8_t *row = malloc(WIDTH * 4);
    sink out = {0};
    if (draw_and_write(work, -1, surface, pango, row, &out) != 0) work->failed = 1; /* warm-up, untimed */
    pthread_barrier_wait(&work->ready);
    for (int index; (index = atomic_fetch_add(&work->next, 1)) < work->screens;) {
        if (draw_and_write(work, index, surface, pango, row, &out) != 0) work->failed = 1;
    }
    free(row); free(out.data);
    cairo_font_options_destroy(options);
    g_object_unref(pango);
    g_object_unref(fonts);
    cairo_surface_destroy(surface);
    return NULL;
}

int main(int argc, char **argv) {
    if (argc < 2) { fprintf(stderr, "usage: %s OUTDIR [SCREENS] [THREADS]\n", argv[0]); return 2; }
    batch work = { .directory = argv[1], .screens = argc > 2 ? atoi(argv[2]) : 90 };
    int threads = argc > 3 ? atoi(argv[3]) : 2;
    if (work.screens < 1 || threads < 1 || threads > 64) { fprintf(stderr, "floor: bad counts\n"); return 2; }
    atomic_init(&work.next, 0);
    pthread_barrier_init(&work.ready, NULL, (unsigned)threads + 1);
    pthread_t ids[64];
    for (int t = 0; t < threads; t++) pthread_create(&ids[t], NULL, worker, &work);
    pthread_barrier_wait(&work.ready); /* every thread has drawn its warm-up screen */
    double start = seconds();
    for (int t = 0; t < threads; t++) pthread_join(ids[t], NULL);
    double elapsed = seconds() - start;
    if (work.failed) { fprintf(stderr, "floor: a screen could not be drawn, encoded or written\n"); return 1; }
    printf("screens_per_second %.1f\nscreens %d\nthreads %d\n", work.screens / elapsed, work.screens, threads);
    return 0;
}
