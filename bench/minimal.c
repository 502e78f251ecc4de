/* bench/minimal.c: the least a C program must do to produce one empty-state screen, as the
 * yardstick for `make bench`. Per frame: fill the background, draw an image-sized circle,
 * lay out and draw a title, a two-line description and a button title with Pango, convert
 * Cairo's premultiplied ARGB32 to straight RGBA and encode it with libpng at its fastest
 * (zlib level 1, PNG_FILTER_NONE), then write the file. The surface, the font map and the
 * Pango context are made once, as a long-running renderer would; text is laid out anew each
 * frame, as each screen has its own text.
 *
 *   gcc -O2 -o minimal minimal.c $(pkg-config --cflags --libs pangocairo libpng)
 *   ./minimal OUT.png [N]      prints "ms_per_frame <value>"
 */
#include <pango/pangocairo.h>
#include <png.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { WIDTH = 750, HEIGHT = 1334, SCALE = 2 };

typedef struct { uint8_t *data; size_t length, capacity; } sink;

static void sink_write(png_structp png, png_bytep bytes, png_size_t length) {
    sink *s = png_get_io_ptr(png);
    if (s->length + length > s->capacity) {
        size_t capacity = s->capacity ? s->capacity : 65536;
        while (capacity < s->length + length) capacity *= 2;
        uint8_t *grown = realloc(s->data, capacity);
        if (!grown) png_error(png, "out of memory");
        s->data = grown; s->capacity = capacity;
    }
    memcpy(s->data + s->length, bytes, length);
    s->length += length;
}

static void sink_flush(png_structp png) { (void)png; }

static double seconds(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* One text block centered in [x, x + width] (points), top at y; returns its height. */
static double draw_text(cairo_t *cr, PangoContext *pango, const char *text, const char *font,
                        double x, double y, double width, double r, double g, double b) {
    PangoLayout *layout = pango_layout_new(pango);
    PangoFontDescription *description = pango_font_description_from_string(font);
    pango_layout_set_font_description(layout, description);
    pango_layout_set_width(layout, (int)(width * PANGO_SCALE));
    pango_layout_set_wrap(layout, PANGO_WRAP_WORD);
    pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER);
    pango_layout_set_text(layout, text, -1);
    int w, h;
    pango_layout_get_size(layout, &w, &h);
    cairo_set_source_rgb(cr, r, g, b);
    cairo_move_to(cr, x, y);
    pango_cairo_show_layout(cr, layout);
    pango_font_description_free(description);
    g_object_unref(layout);
    return (double)h / PANGO_SCALE;
}

/* Straight RGBA rows from the surface, fed to libpng one row at a time. */
static int encode_png(cairo_surface_t *surface, uint8_t *row, sink *out) {
    const uint8_t *data = cairo_image_surface_get_data(surface);
    int stride = cairo_image_surface_get_stride(surface);
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    if (!png || !info) return -1;
    if (setjmp(png_jmpbuf(png))) { png_destroy_write_struct(&png, &info); return -1; }
    png_set_write_fn(png, out, sink_write, sink_flush);
    png_set_compression_level(png, 1);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_NONE);
    png_set_IHDR(png, info, WIDTH, HEIGHT, 8, PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_BASE, PNG_FILTER_TYPE_BASE);
    png_write_info(png, info);
    for (int y = 0; y < HEIGHT; y++) {
        const uint32_t *pixels = (const uint32_t *)(data + (size_t)y * (size_t)stride);
        for (int x = 0; x < WIDTH; x++) {
            uint32_t p = pixels[x], a = p >> 24;
            uint8_t *o = row + 4 * x;
            if (a == 255) {
                o[0] = (uint8_t)(p >> 16); o[1] = (uint8_t)(p >> 8); o[2] = (uint8_t)p; o[3] = 255;
            } else if (a == 0) {
                o[0] = o[1] = o[2] = o[3] = 0;
            } else {
                for (int c = 0; c < 3; c++) {
                    uint32_t v = (((p >> (16 - 8 * c)) & 0xFF) * 255 + a / 2) / a;
                    o[c] = (uint8_t)(v > 255 ? 255 : v);
                }
                o[3] = (uint8_t)a;
            }
        }
        png_write_row(png, row);
    }
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    return 0;
}

#ifndef MINIMAL_NO_MAIN /* bench/floor.c includes this file for its drawing and encoding */
int main(int argc, char **argv) {
    if (argc < 2) { fprintf(stderr, "usage: %s OUT.png [N]\n", argv[0]); return 2; }
    const char *path = argv[1];
    int frames = argc > 2 ? atoi(argv[2]) : 200;
    if (frames < 1) frames = 1;

    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, WIDTH, HEIGHT);
    PangoFontMap *fonts = pango_cairo_font_map_get_default();
    PangoContext *pango = pango_font_map_create_context(fonts);
    cairo_font_options_t *options = cairo_font_options_create();
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY);
    pango_cairo_context_set_font_options(pango, options);
    uint8_t *row = malloc(WIDTH * 4);
    sink out = {0};

    double start = 0;
    for (int frame = -1; frame < frames; frame++) { /* frame -1 warms the caches, untimed */
        if (frame == 0) start = seconds();
        cairo_t *cr = cairo_create(surface);
        cairo_scale(cr, SCALE, SCALE);
        cairo_set_source_rgb(cr, 1, 1, 1); /* background */
        cairo_paint(cr);
        const double width = 375, inset = 23, image = 120;
        double y = 667 / 2.0 - 150;
        cairo_arc(cr, width / 2, y + image / 2, image / 2, 0, 6.283185307179586); /* the image */
        cairo_set_source_rgb(cr, 0.31, 0.49, 1.0);
        cairo_fill(cr);
        y += image + 16;
        y += draw_text(cr, pango, "No Messages Yet", "Inter Semi-Bold 22px", inset, y, width - 2 * inset, 0.11, 0.11, 0.12) + 16;
        y += draw_text(cr, pango, "When you start a conversation, your messages will show up here.",
                       "Inter 15px", inset, y, width - 2 * inset, 0.56, 0.56, 0.58) + 16;
        draw_text(cr, pango, "Start a conversation", "Inter Semi-Bold 17px", inset, y + 6, width - 2 * inset, 0.25, 0.43, 0.94);
        cairo_destroy(cr);
        cairo_surface_flush(surface);

        out.length = 0;
        if (encode_png(surface, row, &out) != 0) { fprintf(stderr, "minimal: PNG encoding failed\n"); return 1; }
        FILE *file = fopen(path, "wb");
        if (!file || fwrite(out.data, 1, out.length, file) != out.length || fclose(file) != 0) {
            fprintf(stderr, "minimal: cannot write %s\n", path);
            return 1;
        }
    }
    double elapsed = seconds() - start;
    printf("ms_per_frame %.3f\nbytes %zu\n", elapsed * 1000 / frames, out.length);

    free(row); free(out.data);
    cairo_font_options_destroy(options);
    g_object_unref(pango);
    cairo_surface_destroy(surface);
    return 0;
}
#endif
