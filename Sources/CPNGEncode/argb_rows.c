// The conversion every exported still goes through, so it is written for speed: the opaque case
// (nearly every screen) converts sixteen bytes at a time and checks alpha in the same pass.
#include "argb_rows.h"
#include <pthread.h>
#include <string.h>

/* unpremultiply[a][c] = min(255, (c * 255 + a / 2) / a), built on the first translucent image. */
static uint8_t unpremultiply[256][256];
static pthread_once_t unpremultiply_once = PTHREAD_ONCE_INIT;

static void build_unpremultiply(void) {
    for (int a = 1; a < 256; a++)
        for (int c = 0; c < 256; c++) {
            int v = (c * 255 + a / 2) / a;
            unpremultiply[a][c] = (uint8_t)(v > 255 ? 255 : v);
        }
}

enum argb_opacity argb_all_opaque(const uint8_t *argb, int width, int height, int stride) {
    for (int y = 0; y < height; y++) {
        const uint32_t *row = (const uint32_t *)(argb + (size_t)y * (size_t)stride);
        uint32_t alphas = 0xFF000000u;
        for (int x = 0; x < width; x++) alphas &= row[x];
        if (alphas != 0xFF000000u) return ARGB_TRANSLUCENT;
    }
    return ARGB_OPAQUE;
}

/* Pixels [x, width) to RGB bytes one at a time; returns the AND of their words. */
static uint32_t opaque_tail(const uint32_t *pixels, int x, int width, uint8_t *o) {
    uint32_t all = 0xFFFFFFFFu;
    for (; x < width; x++, o += 3) {
        uint32_t p = pixels[x];
        all &= p;
        o[0] = (uint8_t)(p >> 16); o[1] = (uint8_t)(p >> 8); o[2] = (uint8_t)p;
    }
    return all;
}

#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__ && (defined(__x86_64__) || defined(__aarch64__))
#define ARGB_VECTOR 1
typedef uint8_t bytes16 __attribute__((vector_size(16)));
typedef uint32_t words4 __attribute__((vector_size(16)));

/* Four pixels (B, G, R, A in memory) to twelve bytes R, G, B with one byte shuffle (SSSE3's
 * pshufb, NEON's tbl); returns the AND of all the words, whose top byte is the alphas' AND. */
#if defined(__x86_64__)
__attribute__((target("ssse3")))
#endif
static uint32_t opaque_row_vector(const uint32_t *pixels, int width, uint8_t *o) {
    words4 all = { 0xFFFFFFFFu, 0xFFFFFFFFu, 0xFFFFFFFFu, 0xFFFFFFFFu };
    int x = 0;
    for (; x + 4 <= width; x += 4, o += 12) {
        words4 p;
        memcpy(&p, pixels + x, 16);
        all &= p;
        bytes16 rgb = __builtin_shufflevector((bytes16)p, (bytes16)p, 2, 1, 0, 6, 5, 4, 10, 9, 8, 14, 13, 12, 3, 7, 11, 15);
        memcpy(o, &rgb, 12);
    }
    return all[0] & all[1] & all[2] & all[3] & opaque_tail(pixels, x, width, o);
}
#endif

static uint32_t opaque_row(const uint32_t *pixels, int width, uint8_t *o) {
#ifdef ARGB_VECTOR
#if defined(__x86_64__)
    /* A flag the runtime's CPU check filled in at start-up: a load and a test per row. */
    if (__builtin_cpu_supports("ssse3")) return opaque_row_vector(pixels, width, o);
#else
    return opaque_row_vector(pixels, width, o);
#endif
#endif
    return opaque_tail(pixels, 0, width, o);
}

const uint8_t *argb_row(const void *context, int y, uint8_t *o) {
    const argb_image *image = context;
    const uint32_t *pixels = (const uint32_t *)(image->argb + (size_t)y * (size_t)image->stride);
    uint8_t *start = o;
    if (image->opaque != ARGB_TRANSLUCENT) {
        uint32_t all = opaque_row(pixels, image->width, o);
        if (image->opaque == ARGB_OPAQUE_ASSUMED && all >> 24 != 0xFF) return NULL;
        return start;
    }
    pthread_once(&unpremultiply_once, build_unpremultiply);
    for (int x = 0; x < image->width; x++, o += 4) {
        uint32_t p = pixels[x], a = p >> 24;
        if (a == 255) {
            o[0] = (uint8_t)(p >> 16); o[1] = (uint8_t)(p >> 8); o[2] = (uint8_t)p; o[3] = 255;
        } else if (a == 0) {
            o[0] = o[1] = o[2] = o[3] = 0;
        } else {
            const uint8_t *un = unpremultiply[a];
            o[0] = un[(p >> 16) & 0xFF]; o[1] = un[(p >> 8) & 0xFF]; o[2] = un[p & 0xFF]; o[3] = (uint8_t)a;
        }
    }
    return start;
}
