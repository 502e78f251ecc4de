// Cairo's ARGB32 rows as PNG rows: the row source both PNG writers read screens through.
#ifndef ARGB_ROWS_H
#define ARGB_ROWS_H
#include <stdint.h>

enum argb_opacity {
    ARGB_TRANSLUCENT = 0,    /* some pixel has alpha: straight RGBA rows */
    ARGB_OPAQUE = 1,         /* known opaque: RGB rows */
    ARGB_OPAQUE_ASSUMED = 2, /* RGB rows, refused (NULL) at the first pixel with alpha */
};

typedef struct { const uint8_t *argb; int width, stride; enum argb_opacity opaque; } argb_image;

/* Whether every pixel's alpha is 255. */
enum argb_opacity argb_all_opaque(const uint8_t *argb, int width, int height, int stride);

/* A row_source (png_rows.h) over an argb_image: Cairo's premultiplied ARGB32 (native-endian
 * words) to RGB, or to straight RGBA as (c * 255 + a / 2) / a, as ScreenRenderer.unpremultiplied. */
const uint8_t *argb_row(const void *context, int y, uint8_t *scratch);

#endif
