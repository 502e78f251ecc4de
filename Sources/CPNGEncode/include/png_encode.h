#ifndef PNG_ENCODE_H
#define PNG_ENCODE_H
#include <stddef.h>
#include <stdint.h>

/// Encodes straight-alpha RGBA rows as a PNG with libpng. `level` is zlib's 0...9, `filters` a
/// libpng PNG_FILTER_* mask. On success returns 0 and sets *out (free with free()) and
/// *out_length; on failure returns -1 and writes libpng's message into error (error_size bytes).
/// Unfiltered images are written by a faster writer that gives libpng's bytes exactly
/// (png_rows.h), unless `libpng_only` is non-zero (the tests compare the two).
int png_encode(const uint8_t *rgba, int width, int height, int level, int filters, int libpng_only,
               uint8_t **out, size_t *out_length, char *error, size_t error_size);

/// Encodes Cairo's CAIRO_FORMAT_ARGB32 pixels (premultiplied alpha, native-endian 32-bit words,
/// `stride` bytes a row) straight from the surface: each row is unpremultiplied into one row
/// buffer and handed to libpng, so no RGBA copy of the image is ever made. When every pixel is
/// opaque the PNG is RGB (color type 2): a quarter fewer bytes to compress, the same pixels.
/// Otherwise RGBA, exactly as png_encode of the unpremultiplied rows (c * 255 + a / 2) / a.
int png_encode_argb32(const uint8_t *argb, int width, int height, int stride, int level, int filters, int libpng_only,
                      uint8_t **out, size_t *out_length, char *error, size_t error_size);

/// Decodes any PNG into straight-alpha RGBA rows (libpng's simplified API). On success
/// returns 0 and sets *out (free with free()), *width and *height; refuses images over
/// max_pixels. On failure returns -1 with libpng's message in error.
int png_decode(const uint8_t *data, size_t length, size_t max_pixels,
               uint8_t **out, int *width, int *height, char *error, size_t error_size);

#endif
