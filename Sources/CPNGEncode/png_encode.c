// libpng reports errors by longjmp, which Swift cannot catch: this file keeps the setjmp.
#include "png_encode.h"
#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>

typedef struct {
    uint8_t *data;
    size_t length, capacity;
    int failed;
    char *error;
    size_t error_size;
} sink;

static void sink_write(png_structp png, png_bytep bytes, png_size_t length) {
    sink *s = png_get_io_ptr(png);
    if (s->failed) return;
    if (s->length + length > s->capacity) {
        size_t capacity = s->capacity ? s->capacity : 65536;
        while (capacity < s->length + length) capacity *= 2;
        uint8_t *grown = realloc(s->data, capacity);
        if (!grown) { s->failed = 1; png_error(png, "out of memory"); }
        s->data = grown; s->capacity = capacity;
    }
    memcpy(s->data + s->length, bytes, length);
    s->length += length;
}

static void sink_flush(png_structp png) { (void)png; }

static void on_error(png_structp png, png_const_charp message) {
    sink *s = png_get_error_ptr(png);
    if (s && s->error && s->error_size) {
        strncpy(s->error, message, s->error_size - 1);
        s->error[s->error_size - 1] = 0;
    }
    png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp message) { (void)png; (void)message; }

int png_encode(const uint8_t *rgba, int width, int height, int level, int filters,
               uint8_t **out, size_t *out_length, char *error, size_t error_size) {
    sink s = {0};
    s.error = error; s.error_size = error_size;
    if (error_size) error[0] = 0;
    if (width < 1 || height < 1) {
        if (error_size) strncpy(error, "nothing to encode", error_size - 1);
        return -1;
    }
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &s, on_error, on_warning);
    if (!png) return -1;
    png_infop info = png_create_info_struct(png);
    png_bytep *rows = malloc(sizeof(png_bytep) * (size_t)height);
    if (!info || !rows || setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, info ? &info : NULL);
        free(rows);
        free(s.data);
        return -1;
    }
    png_set_write_fn(png, &s, sink_write, sink_flush);
    png_set_compression_level(png, level);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, filters);
    png_set_IHDR(png, info, (png_uint_32)width, (png_uint_32)height, 8, PNG_COLOR_TYPE_RGB_ALPHA,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_BASE, PNG_FILTER_TYPE_BASE);
    png_write_info(png, info);
    for (int y = 0; y < height; y++) rows[y] = (png_bytep)(rgba + (size_t)y * (size_t)width * 4);
    png_write_image(png, rows);
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    free(rows);
    *out = s.data;
    *out_length = s.length;
    return 0;
}

int png_decode(const uint8_t *data, size_t length, size_t max_pixels,
               uint8_t **out, int *width, int *height, char *error, size_t error_size) {
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    if (error_size) error[0] = 0;
    if (!png_image_begin_read_from_memory(&image, data, length)) {
        if (error_size) { strncpy(error, image.message, error_size - 1); error[error_size - 1] = 0; }
        return -1;
    }
    if ((size_t)image.width * (size_t)image.height > max_pixels) {
        png_image_free(&image);
        if (error_size) snprintf(error, error_size, "%u x %u pixels is over the limit", image.width, image.height);
        return -1;
    }
    image.format = PNG_FORMAT_RGBA;
    uint8_t *buffer = malloc(PNG_IMAGE_SIZE(image));
    if (!buffer) { png_image_free(&image); return -1; }
    if (!png_image_finish_read(&image, NULL, buffer, 0, NULL)) {
        if (error_size) { strncpy(error, image.message, error_size - 1); error[error_size - 1] = 0; }
        free(buffer);
        png_image_free(&image);
        return -1;
    }
    *out = buffer;
    *width = (int)image.width;
    *height = (int)image.height;
    return 0;
}
