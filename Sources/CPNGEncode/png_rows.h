// What the two PNG writers share: rows handed over one at a time, converted if need be.
#ifndef PNG_ROWS_H
#define PNG_ROWS_H
#include <stddef.h>
#include <stdint.h>

/* Gives row y of the image as bytes of the PNG's color type: either a pointer into the image,
 * or `scratch` (at least the row's size) after converting into it; NULL refuses the rows (a
 * source that assumed the image opaque met a pixel with alpha). */
typedef const uint8_t *(*row_source)(const void *context, int y, uint8_t *scratch);

/* libpng's PNG_FILTER_NONE: the only filter mask png_write_unfiltered takes. */
#define PNG_ROWS_FILTER_NONE 0x08

/* What png_write_unfiltered returns when the row source refused the rows. */
#define PNG_ROWS_REFUSED 2

/* Writes exactly the bytes libpng writes for these rows with no row filter (IHDR, IDAT chunks
 * of libpng's 8192 bytes, IEND), without libpng: the compressed data comes from the same zlib
 * calls, and the zlib checksum from libdeflate's vectorized Adler-32 instead of zlib's scalar
 * one, which is a ninth of a screen's encoding time. Returns 0 with *out (free with free()),
 * -1 when out of memory or zlib fails, and 1 when these rows are a case where libpng writes
 * differently (level 0's stored blocks; small images, whose window libpng shrinks; a stream ending on a chunk
 * boundary; other filters): the caller then uses libpng; PNG_ROWS_REFUSED when the row source
 * returned NULL. */
int png_write_unfiltered(int width, int height, int color_type, int level, row_source next_row,
                         const void *context, uint8_t **out, size_t *out_length);

#endif
