// The unfiltered PNG writer of png_rows.h. Why it exists: see there. Its bytes are compared
// with libpng's by PNGEncoderTests on every shipped template.
#include "png_rows.h"
#include <libdeflate.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

enum {
    IDAT_SIZE = 8192,      /* libpng's PNG_ZBUF_SIZE: the size of every IDAT but the last */
    SMALL_DATA = 16384,    /* at or below this many bytes libpng shrinks the zlib window */
    BATCH_ROWS = 32,       /* rows converted, summed and compressed together */
    PNG_COLOR_RGB = 2,
    PNG_COLOR_RGBA = 6,
};

typedef struct { uint8_t *data; size_t length, capacity; } buffer;

static int reserve(buffer *b, size_t more) {
    if (b->length + more <= b->capacity) return 0;
    size_t capacity = b->capacity ? b->capacity : 65536;
    while (capacity < b->length + more) capacity *= 2;
    uint8_t *grown = realloc(b->data, capacity);
    if (!grown) return -1;
    b->data = grown;
    b->capacity = capacity;
    return 0;
}

static void put32(uint8_t *p, uint32_t v) {
    p[0] = (uint8_t)(v >> 24); p[1] = (uint8_t)(v >> 16); p[2] = (uint8_t)(v >> 8); p[3] = (uint8_t)v;
}

static int chunk(buffer *b, const char *type, const uint8_t *data, size_t length) {
    if (reserve(b, length + 12)) return -1;
    uint8_t *p = b->data + b->length;
    put32(p, (uint32_t)length);
    memcpy(p + 4, type, 4);
    if (length) memcpy(p + 8, data, length);
    uLong crc = crc32(0, p + 4, 4);
    if (length) crc = crc32(crc, data, (uInt)length); /* zlib's crc32 of NULL is 0, not the CRC */
    put32(p + 8 + length, (uint32_t)crc);
    b->length += length + 12;
    return 0;
}

/* The two bytes zlib writes before the data for windowBits 15 at this level (RFC 1950). */
static void zlib_header(uint8_t *p, int level) {
    unsigned level_flags = level < 2 ? 0 : level < 6 ? 1 : level == 6 ? 2 : 3;
    unsigned header = (Z_DEFLATED + ((15 - 8) << 4)) << 8 | level_flags << 6;
    header += 31 - header % 31;
    p[0] = (uint8_t)(header >> 8); p[1] = (uint8_t)header;
}

/* Compresses the rows into `stream`: zlib header, raw deflate data, Adler-32. */
static int compress_rows(int height, size_t row_bytes, int level, row_source next_row, const void *context, buffer *stream) {
    z_stream z;
    memset(&z, 0, sizeof z);
    /* libpng's settings: its window, our memory level for the fast levels (png_encode.c). */
    if (deflateInit2(&z, level, Z_DEFLATED, -15, level <= 2 ? 5 : 8, Z_DEFAULT_STRATEGY) != Z_OK) return -1;
    size_t slot = row_bytes + 1;
    uint8_t *batch = malloc(slot * BATCH_ROWS);
    int status = batch && !reserve(stream, 2) ? 0 : -1;
    if (status == 0) { zlib_header(stream->data, level); stream->length = 2; }
    uint32_t adler = 1;
    for (int first = 0; status == 0 && first < height; first += BATCH_ROWS) {
        int rows = height - first < BATCH_ROWS ? height - first : BATCH_ROWS;
        for (int r = 0; r < rows; r++) {
            uint8_t *row = batch + (size_t)r * slot;
            row[0] = 0; /* the filter byte: none */
            const uint8_t *given = next_row(context, first + r, row + 1);
            if (!given) { status = PNG_ROWS_REFUSED; break; }
            if (given != row + 1) memcpy(row + 1, given, row_bytes);
        }
        if (status) break;
        size_t length = (size_t)rows * slot;
        adler = libdeflate_adler32(adler, batch, length);
        int flush = first + rows == height ? Z_FINISH : Z_NO_FLUSH;
        z.next_in = batch;
        z.avail_in = (uInt)length;
        for (;;) {
            /* Room for deflate to go on; a screen's 40 KB stay in the first 64 KB block. */
            if (reserve(stream, 16384)) { status = -1; break; }
            z.next_out = stream->data + stream->length;
            z.avail_out = (uInt)(stream->capacity - stream->length);
            int result = deflate(&z, flush);
            stream->length = stream->capacity - z.avail_out;
            if (result == Z_STREAM_END) break;
            if (result != Z_OK && result != Z_BUF_ERROR) { status = -1; break; }
            if (flush == Z_NO_FLUSH && z.avail_in == 0) break;
        }
    }
    deflateEnd(&z);
    free(batch);
    if (status) return status;
    if (reserve(stream, 4)) return -1;
    put32(stream->data + stream->length, adler);
    stream->length += 4;
    return 0;
}

int png_write_unfiltered(int width, int height, int color_type, int level, row_source next_row,
                         const void *context, uint8_t **out, size_t *out_length) {
    if (color_type != PNG_COLOR_RGB && color_type != PNG_COLOR_RGBA) return 1;
    /* Level 0 stores blocks whose sizes follow how the input and output buffers are cut. */
    if (level < 1 || level > 9 || width < 1 || height < 1) return 1;
    size_t row_bytes = (size_t)width * (color_type == PNG_COLOR_RGB ? 3 : 4);
    if ((row_bytes + 1) * (size_t)height <= SMALL_DATA) return 1;
    buffer stream = {0}, png = {0};
    int compressed = compress_rows(height, row_bytes, level, next_row, context, &stream);
    if (compressed) { free(stream.data); return compressed; }
    /* libpng would end such a stream with an empty IDAT chunk. */
    if (stream.length % IDAT_SIZE == 0) { free(stream.data); return 1; }
    static const uint8_t signature[8] = { 137, 80, 78, 71, 13, 10, 26, 10 };
    uint8_t header[13];
    put32(header, (uint32_t)width); put32(header + 4, (uint32_t)height);
    header[8] = 8; header[9] = (uint8_t)color_type; header[10] = header[11] = header[12] = 0;
    int failed = reserve(&png, stream.length + stream.length / IDAT_SIZE * 12 + 128);
    if (!failed) { memcpy(png.data, signature, 8); png.length = 8; }
    failed = failed || chunk(&png, "IHDR", header, 13);
    for (size_t at = 0; !failed && at < stream.length; at += IDAT_SIZE) {
        size_t length = stream.length - at < IDAT_SIZE ? stream.length - at : IDAT_SIZE;
        failed = chunk(&png, "IDAT", stream.data + at, length);
    }
    failed = failed || chunk(&png, "IEND", NULL, 0);
    free(stream.data);
    if (failed) { free(png.data); return -1; }
    *out = png.data;
    *out_length = png.length;
    return 0;
}
